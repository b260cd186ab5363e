package org.ludoteca.spark.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
      if (name.equals("part-5.parquet")) { // within the read-ahead of two threads
        lastRead.countDown();
      }
      return List.of(name + "#a", name + "#b");
    }, seen::add);
    assertTrue(readsEnded.indexOf("part-0.parquet") > readsEnded.indexOf("part-5.parquet"),
        "the first file's read ended after the sixth's: " + readsEnded);
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      expected.add("part-" + i + ".parquet#a");
      expected.add("part-" + i + ".parquet#b");
    }
    assertEquals(expected, seen);
  }

  /** The readers stay a few files ahead of a slow sink: at 10^8 games all 3,352 summaries read ahead did not fit the heap. */
  @Test
  void eachFile_slowSink_readsAFewFilesAhead() throws IOException {
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      files.add(new Path("/t/part-" + i + ".parquet"));
    }
    java.util.concurrent.atomic.AtomicInteger read = new java.util.concurrent.atomic.AtomicInteger();
    int[] consumed = {0};
    int[] mostAhead = {0};
    SmallTables.eachFile(files, 2, file -> {
      read.incrementAndGet();
      return List.of(file.getName());
    }, v -> {
      try {
        Thread.sleep(2); // the readers are faster than this sink
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      consumed[0]++;
      mostAhead[0] = Math.max(mostAhead[0], read.get() - consumed[0]);
    });
    assertEquals(60, consumed[0]);
    assertTrue(mostAhead[0] <= SmallTables.AHEAD * 2, "read ahead of the sink: " + mostAhead[0] + " files");
    assertTrue(mostAhead[0] >= 2, "the readers read ahead at all: " + mostAhead[0]);
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

  /**
   * The identities of two runs, partitioned as the ingest writes them, one identity null: the
   * column readers give what the record reader gives, partition values and a column no file holds
   * included, and only the runs asked for.
   */
  @Test
  void readStrings_partitionedTable_sameAsRead(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp)
      throws IOException {
    org.apache.spark.sql.SparkSession spark = org.ludoteca.spark.TestSpark.get();
    org.apache.spark.sql.types.StructType schema = new org.apache.spark.sql.types.StructType()
        .add("identity", "string").add("source", "string").add("offset", "long")
        .add("game", "string").add("rules", "string").add("ingest_run", "string");
    List<org.apache.spark.sql.Row> rows = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      rows.add(org.apache.spark.sql.RowFactory.create(i == 7 ? null : "https://lichess.org/" + (i % 97),
          "file:/c/" + (i % 3) + ".pgn", (long) i, "chess", i % 5 == 0 ? "chess960" : "standard",
          i % 4 == 0 ? "run-000002" : "run-000001"));
    }
    String out = tmp.resolve("out").toString();
    spark.createDataFrame(rows, schema).repartition(3).write().partitionBy("game", "rules", "ingest_run")
        .parquet(out + "/" + org.ludoteca.spark.table.Table.IDENTITIES.tableName());
    org.ludoteca.spark.files.OutDir dir = org.ludoteca.spark.files.OutDir.of(out, spark.sparkContext().hadoopConfiguration());
    java.util.Set<String> runs = java.util.Set.of("run-000001");
    List<String> columns = List.of("game", "rules", "source", "identity", "no_such_column");

    List<String> fast = new ArrayList<>();
    SmallTables.readStrings(dir, org.ludoteca.spark.table.Table.IDENTITIES, runs, columns,
        r -> fast.add(String.join("|", java.util.Arrays.stream(r).map(String::valueOf).toList())));
    List<String> general = new ArrayList<>();
    SmallTables.read(dir, org.ludoteca.spark.table.Table.IDENTITIES, runs,
        r -> String.join("|", columns.stream().map(c -> String.valueOf(r.apply(c))).toList()), general::add);
    Collections.sort(fast);
    Collections.sort(general);
    assertEquals(225, general.size()); // the rows of run-000001
    assertTrue(general.contains("chess|standard|file:/c/1.pgn|null|null"), general.toString());
    assertTrue(general.contains("chess|chess960|file:/c/2.pgn|https://lichess.org/5|null"), general.toString());
    assertEquals(general, fast);
    assertThrows(IllegalArgumentException.class, () -> SmallTables.readStrings(dir,
        org.ludoteca.spark.table.Table.IDENTITIES, runs, List.of("offset"), r -> {}));
  }

  /**
   * A summary-like table of scalar columns (int, long and string, some null), in zstd as the
   * ingest writes its summaries, partitioned by game, rule set and run, and one whose files also
   * hold a list column: read column by column in the first case, as records in the second, both
   * give each row's values as written, partition values from the directories and null for a
   * column no file holds.
   */
  @Test
  void read_flatAndNestedFiles_rowsAsWritten(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp)
      throws IOException {
    org.apache.spark.sql.SparkSession spark = org.ludoteca.spark.TestSpark.get();
    for (boolean nested : new boolean[] {false, true}) {
      org.apache.spark.sql.types.StructType schema = new org.apache.spark.sql.types.StructType()
          .add("part", "string", false).add("elo_difference", "int").add("games", "long", false)
          .add("moves", "long").add("game", "string").add("rules", "string").add("ingest_run", "string");
      if (nested) {
        schema = schema.add("list", org.apache.spark.sql.types.DataTypes.createArrayType(
            org.apache.spark.sql.types.DataTypes.LongType));
      }
      List<org.apache.spark.sql.Row> rows = new ArrayList<>();
      List<String> expected = new ArrayList<>();
      for (int i = 0; i < 500; i++) {
        String part = i % 7 == 0 ? "clock" : "opening \u00e9" + (i % 11);
        Integer elo = i % 3 == 0 ? null : i - 250;
        Long moves = i % 5 == 0 ? null : 3_000_000_000L * i;
        String run = i % 4 == 0 ? "run-000002" : "run-000001";
        List<Object> values = new ArrayList<>(List.of(part, elo == null ? "" : elo, (long) i, moves == null ? "" : moves,
            i % 2 == 0 ? "chess" : "rithmomachia", i % 2 == 0 ? "standard" : "cvr", run));
        values.set(1, elo);
        values.set(3, moves);
        if (nested) {
          values.add(List.of((long) i, 2L));
        }
        rows.add(org.apache.spark.sql.RowFactory.create(values.toArray()));
        if (run.equals("run-000001")) {
          expected.add(part + "|" + elo + "|" + i + "|" + moves + "|" + (i % 2 == 0 ? "chess" : "rithmomachia") + "|null");
        }
      }
      String out = tmp.resolve(nested ? "nested" : "flat").toString();
      spark.createDataFrame(rows, schema).repartition(3).write().option("compression", "zstd")
          .partitionBy("game", "rules", "ingest_run")
          .parquet(out + "/" + org.ludoteca.spark.table.Table.RESEARCH_SUMMARY.tableName());
      org.ludoteca.spark.files.OutDir dir = org.ludoteca.spark.files.OutDir.of(out,
          spark.sparkContext().hadoopConfiguration());
      List<String> columns = List.of("part", "elo_difference", "games", "moves", "game", "no_such_column");
      List<String> read = new ArrayList<>();
      SmallTables.read(dir, org.ludoteca.spark.table.Table.RESEARCH_SUMMARY, java.util.Set.of("run-000001"),
          r -> String.join("|", columns.stream().map(c -> {
            Object v = r.apply(c);
            assertTrue(v == null || v instanceof String || v instanceof Integer && c.equals("elo_difference")
                || v instanceof Long && !c.equals("elo_difference"), c + ": " + v);
            return String.valueOf(v);
          }).toList()), read::add);
      Collections.sort(read);
      Collections.sort(expected);
      assertEquals(375, read.size());
      assertEquals(expected, read, nested ? "nested" : "flat");
    }
  }
}
