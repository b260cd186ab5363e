package org.ludoteca.spark.parquet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link StagedFile}: a task's staged file on a local disk, written without Hadoop's checksum side file. */
class StagedFileTest {
  @TempDir
  java.nio.file.Path dir;

  @Test
  void create_localDisk_theBytesAndNoChecksumSideFile() throws IOException {
    java.nio.file.Path target = dir.resolve("games/part-00000.parquet");
    OutputFile file = StagedFile.of(new Path(target.toUri()), new Configuration());
    byte[] bytes = "PAR1 pages PAR1".getBytes(StandardCharsets.US_ASCII);
    try (PositionOutputStream out = file.create(file.defaultBlockSize())) {
      out.write(bytes, 0, 5);
      out.write(bytes, 5, bytes.length - 5);
      assertEquals(bytes.length, out.getPos());
    }
    assertArrayEquals(bytes, Files.readAllBytes(target));
    try (Stream<java.nio.file.Path> files = Files.list(target.getParent())) {
      assertEquals(List.of(target.getFileName().toString()), files.map(p -> p.getFileName().toString()).toList());
    }
    assertEquals(target.toUri().getPath(), new Path(file.getPath()).toUri().getPath());
  }

  @Test
  void create_existingFile_refusedButOverwrittenWhenAsked() throws IOException {
    java.nio.file.Path target = dir.resolve("part.parquet");
    Files.write(target, new byte[] {1, 2, 3});
    OutputFile file = StagedFile.of(new Path(target.toUri()), new Configuration());
    assertThrows(IOException.class, () -> file.create(0).close());
    try (PositionOutputStream out = file.createOrOverwrite(0)) {
      out.write(7);
    }
    assertArrayEquals(new byte[] {7}, Files.readAllBytes(target));
  }
}
