package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.table.Table;

/**
 * {@code rule_sensitivity} is tallied on the executors (no {@code rejudged} row on the driver):
 * the same rows as the computation row by row over every {@code rejudged} row it replaced.
 */
class RuleSensitivityJobTest {
  @Test
  void compute_rejudgedTwoRuns_equalsRowByRowComputation(@TempDir Path tmp) throws Exception {
    // Two runs over the same records (the copy ends with one more newline: other content, not
    // skipped as ingested before): the tallies of both add up under the same keys.
    Path out = tmp.resolve("out");
    Path copy = tmp.resolve("copy.rpgn");
    Files.writeString(copy, Files.readString(Path.of(TestSpark.SAMPLE)) + "\n");
    for (String input : List.of(TestSpark.SAMPLE, copy.toString())) {
      IngestJob.builder().inputs(List.of(input)).out(out.toString())
          .rejudge(List.of("cvr", "tutorial")).build().run(TestSpark.get(), new ArrayList<String>()::add);
    }
    assertEqualsRowByRow(out, 2);
  }

  @Test
  void ruleSensitivityTallies_handMadeRows_workedOut() {
    // The hand-made games of RuleSensitivityTest as rejudged rows (VALID under cvr, 40 plies, judged
    // under tutorial): (1) same winner at the same ply; (2) same winner, ended at ply 30; (3) ended
    // at ply 20, other winner; (4) an illegal move; (5) no end where cvr found White's win; (6)
    // ILLEGAL under cvr, not counted. Games 5; same 2; other 2; earlier 2 (2, 3); illegal 1 (4).
    Object[][] games = {
        {"VALID", "white", "VALID", "white", 40},
        {"VALID", "white", "ILLEGAL", "white", 30},
        {"VALID", "white", "ILLEGAL", "black", 20},
        {"VALID", "white", "ILLEGAL", null, null},
        {"VALID", "white", "RESULT_MISMATCH", null, null},
        {"ILLEGAL", null, "VALID", "white", 40}};
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < games.length; i++) {
      Object[] g = games[i];
      rows.add(org.apache.spark.sql.RowFactory.create("g" + i, "tutorial", g[2], null, g[3], null, g[4], g[0], g[1],
          40, "rithmomachia", "cvr", "run-000001"));
    }
    List<Object[]> stats = org.ludoteca.stats.RuleSensitivity.rowsOfTallies(
        StatsJob.ruleSensitivityTallies(TestSpark.get().createDataFrame(rows, Table.REJUDGED.schema())));
    assertEquals(1, stats.size());
    assertEquals(Arrays.toString(new Object[] {"rithmomachia", "cvr", "tutorial", 5L, 2L, 0.4, 2L, 0.4, 2L, 0.4, 1L,
        0.2}), Arrays.toString(stats.get(0)));
  }

  /** Asserts that {@code rule_sensitivity} of {@code out} is the row-by-row computation over its rejudged rows. */
  private static void assertEqualsRowByRow(Path out, int runs) throws Exception {
    List<Row> rejudged = TestSpark.get().read().parquet(out.resolve("rejudged").toString()).collectAsList();
    assertEquals(runs, rejudged.stream().map(r -> r.getAs("ingest_run")).distinct().count());
    Map<String, List<Row>> stats = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE);

    Map<String, String> expected = new TreeMap<>();
    for (Object[] row : rowByRow(rejudged)) {
      expected.put(row[0] + " " + row[1] + " " + row[2], Arrays.toString(row));
    }
    Map<String, String> actual = new TreeMap<>();
    for (Row r : stats.get("rule_sensitivity")) {
      Object[] v = new Object[12];
      for (int i = 0; i < v.length; i++) {
        v[i] = r.get(i);
      }
      actual.put(v[0] + " " + v[1] + " " + v[2], Arrays.toString(v));
    }
    assertTrue(expected.size() >= 2, "pairs: " + expected.keySet());
    assertEquals(expected, actual);
    long games = stats.get("rule_sensitivity").stream().mapToLong(r -> r.<Long>getAs("games")).sum();
    long valid = rejudged.stream().filter(r -> "VALID".equals(r.getAs("recorded_verdict"))).count();
    assertEquals(valid, games);
  }

  /** The computation this replaced: every rejudged row read on the driver and counted one by one. */
  private static List<Object[]> rowByRow(List<Row> rejudged) {
    Map<List<Object>, long[]> groups = new LinkedHashMap<>();
    for (Row r : rejudged) {
      if (!"VALID".equals(r.getAs("recorded_verdict"))) {
        continue;
      }
      Integer endPly = r.getAs("end_ply");
      int recordedPlies = r.getAs("recorded_plies");
      boolean earlier = endPly != null && endPly < recordedPlies;
      boolean illegal = "ILLEGAL".equals(r.getAs("verdict")) && !earlier;
      boolean same = !illegal && Objects.equals(r.getAs("winner"), r.getAs("recorded_winner"));
      long[] n = groups.computeIfAbsent(Arrays.asList(r.getAs("game"), r.getAs("rules"), r.getAs("rules_applied")),
          k -> new long[5]);
      n[0]++;
      n[1] += same ? 1 : 0;
      n[2] += !illegal && !same ? 1 : 0;
      n[3] += earlier ? 1 : 0;
      n[4] += illegal ? 1 : 0;
    }
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, n) -> {
      double games = n[0];
      rows.add(new Object[] {k.get(0), k.get(1), k.get(2), n[0], n[1], n[1] / games, n[2], n[2] / games, n[3],
          n[3] / games, n[4], n[4] / games});
    });
    return rows;
  }
}
