package org.ludoteca.spark.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The manifest's replacement on a file system whose rename does not replace (HDFS): a kill
 * between moving the old manifest aside and moving the new one in leaves {@code
 * ._manifest.csv.old} and no manifest; the next read puts the old one back.
 */
class ManifestRecoveryTest {
  @TempDir
  Path dir;

  @Test
  void read_killedBetweenTheTwoRenames_putsTheOldManifestBack() throws Exception {
    OutDir out = OutDir.of(dir.toString(), new Configuration());
    Manifest.read(out).plus(List.of(new Manifest.Entry("file:/in/a.rpgn", 10, 20, "ab", "run-000001"))).write(out);
    Files.move(dir.resolve(Manifest.FILE), dir.resolve("." + Manifest.FILE + ".old"));
    Files.writeString(dir.resolve("." + Manifest.FILE + ".tmp"), "path,size,modified,sha256,ingest_run\nhalf");

    Manifest m = Manifest.read(out);

    assertEquals(List.of("run-000001"), List.copyOf(m.runs()));
    assertTrue(Files.exists(dir.resolve(Manifest.FILE)));
    assertFalse(Files.exists(dir.resolve("." + Manifest.FILE + ".old")));
  }

  @Test
  void read_manifestInPlace_leavesAStaleOldCopyAlone() throws Exception {
    OutDir out = OutDir.of(dir.toString(), new Configuration());
    Manifest.read(out).plus(List.of(new Manifest.Entry("file:/in/b.rpgn", 1, 2, "cd", "run-000002"))).write(out);
    Files.writeString(dir.resolve("." + Manifest.FILE + ".old"), "path,size,modified,sha256,ingest_run\n");

    assertEquals(List.of("run-000002"), List.copyOf(Manifest.read(out).runs()));
  }
}
