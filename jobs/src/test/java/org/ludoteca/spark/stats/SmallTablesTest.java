package org.ludoteca.spark.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.apache.hadoop.fs.Path;
import org.junit.jupiter.api.Test;

class SmallTablesTest {
  /**
   * On two threads the first file's read waits until the last file has been read (the other
   * thread reads files 1 to 11 meanwhile): the reads end in another order than the files', and
   * the values still come in file order.
   */
  @Test
  void eachFile_laterFileReadFirst_valuesInFileOrder() throws IOException {
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      files.add(new Path("/t/part-" + i + ".parquet"));
    }
    CountDownLatch lastRead = new CountDownLatch(1);
    List<String> readsEnded = Collections.synchronizedList(new ArrayList<>());
    List<String> seen = new ArrayList<>();
    SmallTables.eachFile(files, 2, file -> {
      String name = file.getName();
      if (name.equals("part-0.parquet")) {
        try {
          lastRead.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new java.io.InterruptedIOException();
        }
      }
      readsEnded.add(name);
      if (name.equals("part-11.parquet")) {
        lastRead.countDown();
      }
      return List.of(name + "#a", name + "#b");
    }, seen::add);
    assertEquals("part-0.parquet", readsEnded.get(readsEnded.size() - 1), "the first file's read ended last");
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      expected.add("part-" + i + ".parquet#a");
      expected.add("part-" + i + ".parquet#b");
    }
    assertEquals(expected, seen);
  }

  @Test
  void eachFile_unreadableFile_itsIOExceptionThrown() {
    List<Path> files = List.of(new Path("/t/a.parquet"), new Path("/t/b.parquet"));
    IOException e = assertThrows(IOException.class, () -> SmallTables.eachFile(files, file -> {
      if (file.getName().equals("b.parquet")) {
        throw new IOException(file + ": not a Parquet file");
      }
      return List.of(1);
    }, v -> { }));
    assertEquals("/t/b.parquet: not a Parquet file", e.getMessage());
  }
}
