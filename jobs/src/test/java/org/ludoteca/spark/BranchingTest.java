package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.spark.progress.Timings;

/** {@code --branching}: the legal moves the ingest counts equal a plain count over the records. */
class BranchingTest {
  private static final String CHESS = TestSpark.DATA.resolve("../chess/lichess-sample.pgn").normalize().toString();

  /**
   * By game and rules: legal moves summed over the positions before every move of the VALID games, those
   * positions, and those with more than one legal move, counted by replaying each record move by
   * move and asking the session before each move.
   */
  private static Map<String, long[]> plainCounts(List<String> files) throws Exception {
    Map<String, long[]> out = new HashMap<>();
    for (String f : files) {
      try (RecordReader reader = RecordReader.open(Path.of(f))) {
        while (reader.hasNext()) {
          ReadResult r = reader.next();
          if (!(r instanceof GameRecord g)) {
            continue;
          }
          ReplayResult result = Replay.replay(g);
          if (result.verdict() != org.ludoteca.game.Verdict.VALID) {
            continue;
          }
          GameReplayer.Session s = Games.named(result.game()).replayer(result.rules()).start(g.tag("FEN").orElse(null));
          long[] n = out.computeIfAbsent(result.game() + "|" + result.rules(), k -> new long[3]);
          for (String move : g.moves()) {
            int legal = s.legalMoveCount().orElseThrow();
            n[0] += legal;
            n[1]++;
            n[2] += legal > 1 ? 1 : 0;
            s.play(move);
          }
        }
      }
    }
    return out;
  }

  @Test
  void ingest_branching_equalsPlainCountOverRecords(@TempDir Path out) throws Exception {
    List<String> files = List.of(TestSpark.SAMPLE, CHESS);
    IngestJob.builder().inputs(files).out(out.toString()).branching(true).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
    Map<String, List<Row>> stats = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE);
    Map<String, long[]> expected = plainCounts(files);
    assertTrue(expected.keySet().containsAll(java.util.Set.of("rithmomachia|cvr", "chess|standard")), expected.keySet().toString());
    int checked = 0;
    for (Row row : stats.get("outcome_metrics")) {
      long[] n = expected.get(row.getString(0) + "|" + row.getString(1));
      if (n == null || !"*".equals(row.getAs("first_agent")) || !"all".equals(row.getAs("stratum"))) {
        continue;
      }
      assertEquals((double) n[0] / n[1], (double) row.getAs("branching_factor"), 1e-12, row.toString());
      assertEquals((double) n[2] / n[1], (double) row.getAs("decision_moves"), 1e-12, row.toString());
      checked++;
    }
    assertEquals(expected.size(), checked);
  }

  @Test
  void ingest_withoutBranching_branchingColumnsNull(@TempDir Path out) throws IOException {
    IngestJob.builder().inputs(List.of(TestSpark.SAMPLE)).out(out.toString()).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
    List<Row> rows = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE).get("outcome_metrics");
    assertTrue(!rows.isEmpty());
    for (Row row : rows) {
      assertNull(row.getAs("branching_factor"));
      assertNull(row.getAs("decision_moves"));
    }
  }
}
