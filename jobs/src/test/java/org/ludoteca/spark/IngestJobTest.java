package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.files.Inputs;

class IngestJobTest {
  private static final List<String> NO_LOG = new ArrayList<>();

  private static IngestJob.Result ingest(Path out, long splitSize, String... inputs) throws IOException {
    return IngestJob.builder().inputs(List.of(inputs)).out(out.toString()).splitSize(splitSize).build()
        .run(TestSpark.get(), NO_LOG::add);
  }

  private static Dataset<Row> table(Path out, String name) {
    return TestSpark.read(out, Table.named(name));
  }

  /* --------------- run --------------- */

  @Test
  void run_sampleAndMalformed_everyRecordInGamesOrRejected(@TempDir Path out) throws IOException {
    IngestJob.Result r = ingest(out, IngestJob.DEFAULT_SPLIT_SIZE, TestSpark.SAMPLE, TestSpark.MALFORMED);
    assertEquals("run-000001", r.run());
    assertEquals(45, r.read());
    assertEquals(40, r.games());
    assertEquals(5, r.rejected());
    assertEquals(25, r.verdict("VALID"));
    assertEquals(3, r.verdict("ILLEGAL"));
    assertEquals(7, r.verdict("RESULT_MISMATCH"));
    assertEquals(5, r.verdict("UNREADABLE"));

    Dataset<Row> games = table(out, "games");
    assertEquals(40, games.count());
    assertEquals(40, games.select("game_id").distinct().count(), "game ids are unique");
    Row first = games.filter(col("offset").equalTo(0).and(col("source").endsWith("sample.rpgn"))).first();
    assertEquals("VALID", first.getAs("verdict"));
    assertEquals(29, (int) first.getAs("plies"));
    assertEquals("victoria-magna", first.getAs("termination"));
    assertEquals("white", first.getAs("winner"));
    assertEquals("white", first.getAs("first_mover"));
    assertEquals("boissiere", first.getAs("rules"));
    assertEquals("run-000001", first.getAs("ingest_run"));
    assertEquals(29, first.getList(first.fieldIndex("moves")).size());
    assertEquals("Even (Joyner's example)", first.getJavaMap(first.fieldIndex("tags")).get("White"));
    assertEquals(1, games.filter(col("game").equalTo("checkers")).count(), "an unknown game is kept, UNREADABLE");
    assertEquals(1, games.filter(col("game").isNull()).count(), "a record without Game is kept");

    Dataset<Row> rejected = table(out, "rejected");
    assertEquals(5, rejected.count());
    assertTrue(rejected.filter(col("line").isNull().or(col("reason").equalTo(""))).isEmpty());

    Dataset<Row> captures = table(out, "captures");
    assertTrue(captures.count() > 0);
    assertEquals(0, captures.join(games, captures.col("game_id").equalTo(games.col("game_id")), "left_anti").count(),
        "every capture belongs to a game");
    Row c = captures.filter(col("captured_kind").isNotNull()).first();
    List<Object> values = c.getList(c.fieldIndex("attacker_values"));
    assertEquals(c.getList(c.fieldIndex("attackers")).size(), values.size());
    assertTrue(values.stream().allMatch(v -> ((Integer) v) > 0), "attackers stand on their squares: " + values);
  }

  @Test
  void run_again_ingestsOnlyNewFiles(@TempDir Path out, @TempDir Path in) throws IOException {
    Files.copy(Path.of(TestSpark.SAMPLE), in.resolve("a.rpgn"));
    assertEquals(23, ingest(out, IngestJob.DEFAULT_SPLIT_SIZE, in.toString()).games());

    IngestJob.Result again = ingest(out, IngestJob.DEFAULT_SPLIT_SIZE, in.toString());
    assertNull(again.run(), "nothing new");
    assertEquals(1, again.knownFiles());

    try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(in.resolve("b.rpgn.gz")))) {
      o.write(Files.readAllBytes(Path.of(TestSpark.SAMPLE)));
    }
    IngestJob.Result second = ingest(out, IngestJob.DEFAULT_SPLIT_SIZE, in.toString());
    assertEquals("run-000002", second.run());
    assertEquals(1, second.newFiles());
    assertEquals(23, second.games());
    assertEquals(46, table(out, "games").count());
    assertEquals(2, table(out, "games").select("ingest_run").distinct().count());
  }

  @Test
  void run_smallSplits_sameRowsAsOneSlice(@TempDir Path whole, @TempDir Path split) throws IOException {
    ingest(whole, IngestJob.DEFAULT_SPLIT_SIZE, TestSpark.SAMPLE, TestSpark.MALFORMED);
    IngestJob.Result r = ingest(split, 4096, TestSpark.SAMPLE, TestSpark.MALFORMED);
    assertEquals(45, r.read());
    for (String t : List.of("games", "captures")) {
      Dataset<Row> a = table(whole, t).drop("ingest_run", "tags");
      Dataset<Row> b = table(split, t).drop("ingest_run", "tags");
      assertEquals(a.count(), b.count(), t);
      assertTrue(a.exceptAll(b).isEmpty(), t + " rows differ");
    }
    assertTrue(table(whole, "rejected").drop("ingest_run")
        .exceptAll(table(split, "rejected").drop("ingest_run")).isEmpty(), "same rejections, same lines");
  }

  @Test
  void run_badInput_noExceptionAndEveryRecordAccounted(@TempDir Path out, @TempDir Path in) throws IOException {
    byte[] garbage = new byte[20_000];
    new Random(7).nextBytes(garbage);
    Files.write(in.resolve("garbage.rpgn"), garbage);
    byte[] gz;
    try (var bytes = new java.io.ByteArrayOutputStream(); OutputStream o = new GZIPOutputStream(bytes)) {
      o.write(Files.readAllBytes(Path.of(TestSpark.SAMPLE)));
      o.close();
      gz = bytes.toByteArray();
    }
    byte[] corrupt = java.util.Arrays.copyOf(gz, gz.length);
    for (int i = corrupt.length / 2; i < corrupt.length - 20; i++) {
      corrupt[i] = (byte) (corrupt[i] ^ 0x5a);
    }
    Files.write(in.resolve("corrupt.rpgn.gz"), corrupt);
    String sample = Files.readString(Path.of(TestSpark.SAMPLE));
    Files.writeString(in.resolve("truncated.rpgn"), sample.substring(0, sample.length() / 2));
    StringBuilder longLine = new StringBuilder("[Game \"rithmomachia\"]\n\n");
    while (longLine.length() < 10_000_000) {
      longLine.append("a3-b5 ");
    }
    Files.writeString(in.resolve("long.rpgn"), longLine.append("*\n\n").append(sample).toString(),
        StandardCharsets.UTF_8);
    try (OutputStream o = new org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream(
        Files.newOutputStream(in.resolve("good.rpgn.bz2")))) {
      o.write(sample.getBytes(StandardCharsets.UTF_8));
    }
    Files.writeString(in.resolve("unknown.jsonl"), "{\"game\":\"zamora\",\"moves\":[\"a1-a2\"]}\n"
        + "{\"game\":\"rithmomachia\",\"rules\":\"nope\",\"moves\":[]}\nnot json\n");

    IngestJob.Result r = ingest(out, IngestJob.DEFAULT_SPLIT_SIZE, in.toString(), in.resolve("missing.rpgn").toString());
    assertEquals(r.read(), r.games() + r.rejected());
    assertTrue(r.fileErrors().stream().anyMatch(e -> e.contains("missing.rpgn") && e.contains("no such file")),
        r.fileErrors().toString());
    Dataset<Row> rejected = table(out, "rejected");
    assertTrue(rejected.filter(col("source").endsWith("corrupt.rpgn.gz").and(col("reason").startsWith("unreadable file")))
        .count() >= 1, "a corrupt gzip is a per-file error");
    assertTrue(rejected.filter(col("source").endsWith("long.rpgn")).count() >= 1, "a 10 MB record is rejected");
    assertTrue(rejected.filter(col("raw").isNotNull()).collectAsList().stream()
        .allMatch(row -> row.<String>getAs("raw").length() <= 4096), "raw is bounded");
    assertEquals(23, table(out, "games").filter(col("source").endsWith("long.rpgn").and(col("verdict").equalTo("VALID")))
        .count(), "the games after a 10 MB line come through");
    assertEquals(2, table(out, "games").filter(col("source").endsWith("unknown.jsonl")).count());
    assertEquals(1, table(out, "rejected").filter(col("source").endsWith("unknown.jsonl")).count(), "not json");
    assertEquals(23, table(out, "games").filter(col("source").endsWith("good.rpgn.bz2").and(col("verdict").equalTo("VALID")))
        .count(), "bzip2 is read");
  }

  @Test
  void run_leftoversOfAKilledRun_removed(@TempDir Path out) throws IOException {
    ingest(out, IngestJob.DEFAULT_SPLIT_SIZE, TestSpark.SAMPLE);
    Path stale = out.resolve("games/game=rithmomachia/rules=cvr/ingest_run=run-000002");
    Files.createDirectories(stale);
    Files.copy(Files.list(out.resolve("games/game=rithmomachia/rules=cvr/ingest_run=run-000001"))
        .filter(p -> p.toString().endsWith(".parquet")).findFirst().orElseThrow(), stale.resolve("part-0.parquet"));
    IngestJob.Result r = ingest(out, IngestJob.DEFAULT_SPLIT_SIZE, TestSpark.MALFORMED);
    assertEquals("run-000002", r.run());
    assertFalse(NO_LOG.isEmpty());
    assertEquals(23 + 17, table(out, "games").count(), "the stale copy is gone, the new run complete");
  }

  @Test
  void reconcile_mismatch_failsLoudly() {
    IngestJob.reconcile("run-000001", 45, 40, 5);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> IngestJob.reconcile("run-000003", 45, 40, 4));
    assertEquals("reconciliation failed for run-000003: records read 45 != games 40 + rejected 4; the run is not committed",
        e.getMessage());
  }

  /* --------------- builder --------------- */

  @Test
  void builder_unknownRules() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IngestJob.builder().rules("nope"));
    assertTrue(e.getMessage().contains("cvr"), e.getMessage());
  }

  @Test
  void builder_noInputs() {
    assertThrows(IllegalArgumentException.class, () -> IngestJob.builder().inputs(List.of()));
    assertThrows(IllegalStateException.class, () -> IngestJob.builder().out("x").build());
  }
}
