package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.GameRecord;
import org.ludoteca.spark.progress.Timings;

/**
 * {@code reports/shortest_games.csv}: one row per game, rule set, termination and winner of the
 * VALID games, naming the one with the fewest plies (the first by source and offset on a tie),
 * with how many games end so; checked row by row against the {@code games} table read back.
 */
class ShortestGamesTest {
  @Test
  void write_sampleCorpus_theShortestValidGameOfEachVictoryType(@TempDir Path tmp) throws Exception {
    Path out = tmp.resolve("out");
    IngestJob.builder().inputs(List.of(TestSpark.SAMPLE)).out(out.toString()).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
    Map<String, String> files = new HashMap<>();
    int rows = ShortestGames.write(TestSpark.get(), out.toString(), files::put, Timings.NONE).rows().size();
    String csv = files.get(ShortestGames.FILE);
    List<CSVRecord> records = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
        .parse(new StringReader(csv)).getRecords();
    assertEquals(rows, records.size());
    assertEquals(String.join(",", ShortestGames.COLUMNS), csv.substring(0, csv.indexOf('\n')));

    // The oracle: every VALID game, grouped by its victory type on the driver.
    Map<List<String>, List<Row>> byType = new HashMap<>();
    for (Row g : TestSpark.get().read().parquet(out.resolve("games").toString()).collectAsList()) {
      if ("VALID".equals(g.getAs("verdict"))) {
        byType.computeIfAbsent(Arrays.asList(g.<String>getAs("game"), g.<String>getAs("rules"),
            g.<String>getAs("termination"), g.<String>getAs("winner")), k -> new ArrayList<>()).add(g);
      }
    }
    assertTrue(byType.size() >= 3, "several victory types in the sample: " + byType.keySet());
    assertEquals(byType.size(), records.size());
    for (CSVRecord r : records) {
      List<String> key = Arrays.asList(r.get("game"), r.get("rules"), empty(r.get("termination")),
          empty(r.get("winner")));
      List<Row> games = new ArrayList<>(byType.get(key));
      games.sort((a, b) -> {
        int c = Integer.compare(a.<Integer>getAs("plies"), b.<Integer>getAs("plies"));
        c = c != 0 ? c : a.<String>getAs("source").compareTo(b.getAs("source"));
        return c != 0 ? c : Long.compare(a.<Long>getAs("offset"), b.<Long>getAs("offset"));
      });
      Row shortest = games.get(0);
      assertEquals(Integer.toString(games.size()), r.get("games"), key.toString());
      assertEquals(shortest.<String>getAs("game_id"), r.get("game_id"), key.toString());
      assertEquals(shortest.<Integer>getAs("plies").toString(), r.get("plies"), key.toString());
      assertEquals(String.valueOf(shortest.<String>getAs("final_fen")), r.get("final_fen"), key.toString());
      // The record as the ingest read it, and its name under the folder of every file ingested.
      assertEquals("sample.rpgn:" + shortest.<Long>getAs("offset"), r.get("record"), "one file: named in its folder");
      GameRecord read = record(shortest.getAs("source"), shortest.getAs("offset"));
      assertEquals(read.text(), r.get("record_text"), key.toString());
      assertEquals(read.format().name(), r.get("record_format"), key.toString());
    }
  }

  @Test
  void write_runIngestedBeforeTheRecordColumns_recordsReadFromTheInputs(@TempDir Path tmp) throws Exception {
    Path out = tmp.resolve("out");
    IngestJob.builder().inputs(List.of(TestSpark.SAMPLE)).out(out.toString()).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
    Map<String, String> now = new HashMap<>();
    ShortestGames.write(TestSpark.get(), out.toString(), now::put, Timings.NONE);
    // The summary rows as an older ingest wrote them: without record_format and record_text.
    Path summary = out.resolve(org.ludoteca.spark.table.Table.SHORTEST_SUMMARY.tableName());
    org.apache.spark.sql.Dataset<Row> old = TestSpark.get().read().parquet(summary.toString())
        .drop("record_format", "record_text");
    Path copy = tmp.resolve("old-summary");
    old.write().partitionBy("game", "rules", "ingest_run").parquet(copy.toString());
    deleteTree(summary);
    java.nio.file.Files.move(copy, summary);
    Map<String, String> before = new HashMap<>();
    ShortestGames.write(TestSpark.get(), out.toString(), before::put, Timings.NONE);
    assertEquals(now.get(ShortestGames.FILE), before.get(ShortestGames.FILE), "the same rows, records read again");
  }

  @Test
  void commonFolder_filesInSeveralFolders_theirDeepestCommonFolder() {
    assertEquals("/corpus/data/", ShortestGames.commonFolder(List.of("file:/corpus/data/rithmomachia/a.rpgn",
        "file:/corpus/data/chess/b.pgn", "file:/corpus/data/zamora/c.txt")));
    assertEquals("/corpus/data/chess/", ShortestGames.commonFolder(List.of("file:/corpus/data/chess/b.pgn")));
    assertEquals("/", ShortestGames.commonFolder(List.of("file:/a/x.pgn", "file:/b/y.pgn")));
    assertEquals("/co/", ShortestGames.commonFolder(List.of("file:/co/rpus/x.pgn", "file:/co/rp/y.pgn")),
        "folders, not a common prefix of names");
  }

  @Test
  void recordName_fileUnderTheRoot_itsPathUnderItAndOffset() {
    assertEquals("chess/b.pgn:42", ShortestGames.recordName("/corpus/data/", "file:/corpus/data/chess/b.pgn", 42));
    assertEquals("/elsewhere/b.pgn:0", ShortestGames.recordName("/corpus/data/", "file:/elsewhere/b.pgn", 0));
  }

  /** The record of a source at an offset, read from its file (the test's oracle). */
  private static GameRecord record(String source, long offset) throws java.io.IOException {
    GameRecord[] found = new GameRecord[1];
    GameFiles.forEach(Path.of(java.net.URI.create(source)), g -> {
      if (g.record().offset() == offset) {
        found[0] = g.record();
      }
    });
    return found[0];
  }

  private static void deleteTree(Path p) throws java.io.IOException {
    try (java.util.stream.Stream<Path> walk = java.nio.file.Files.walk(p)) {
      for (Path q : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        java.nio.file.Files.delete(q);
      }
    }
  }

  private static String empty(String cell) {
    return cell.isEmpty() ? null : cell;
  }
}
