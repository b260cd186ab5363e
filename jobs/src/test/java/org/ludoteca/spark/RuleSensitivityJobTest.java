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
    List<Row> rejudged = TestSpark.get().read().parquet(out.resolve("rejudged").toString()).collectAsList();
    assertEquals(2, rejudged.stream().map(r -> r.getAs("ingest_run")).distinct().count());
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
