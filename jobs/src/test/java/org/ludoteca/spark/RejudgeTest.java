package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.game.MoveException;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.game.Verdict;
import org.ludoteca.spark.progress.Timings;

/** {@code --rejudge}: the rejudged table and rule_sensitivity against plain replays of the records. */
class RejudgeTest {
  private static final List<String> APPLIED = List.of("cvr", "tutorial");

  @Test
  void ingest_rejudge_equalsPlainReplaysUnderEachRuleSet(@TempDir Path out) throws Exception {
    IngestJob.builder().inputs(List.of(TestSpark.SAMPLE)).out(out.toString()).rejudge(APPLIED).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
    Map<String, List<Row>> stats = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE);
    Map<String, Row> rejudged = new TreeMap<>();
    for (Row r : TestSpark.get().read().parquet(out.resolve("rejudged").toString()).collectAsList()) {
      rejudged.put(r.getAs("game_id") + " " + r.getAs("rules_applied"), r);
    }

    // The same by hand: each record replayed under its rules, then under each other rule set of
    // APPLIED, the applied rules' end found by playing the moves one by one in a session.
    Map<String, String> ids = new LinkedHashMap<>();
    for (Row g : TestSpark.get().read().parquet(out.resolve("games").toString()).collectAsList()) {
      ids.put(g.getAs("source") + "@" + g.getAs("offset"), g.getAs("game_id"));
    }
    Map<String, long[]> sensitivity = new TreeMap<>();
    int expectedRows = 0;
    try (RecordReader reader = RecordReader.open(Path.of(TestSpark.SAMPLE))) {
      while (reader.hasNext()) {
        ReadResult read = reader.next();
        if (!(read instanceof GameRecord g)) {
          continue;
        }
        ReplayResult recorded = Replay.replay(g);
        if (recorded.verdict() == Verdict.UNREADABLE) {
          continue;
        }
        String id = ids.entrySet().stream().filter(e -> e.getKey().endsWith("@" + g.offset())).findFirst()
            .orElseThrow().getValue();
        for (String applied : APPLIED) {
          if (applied.equals(recorded.rules())) {
            continue;
          }
          expectedRows++;
          Map<String, String> tags = new LinkedHashMap<>(g.tags());
          tags.put("Rules", applied);
          ReplayResult again = Replay.replay(new GameRecord(g.source(), g.offset(), g.line(), g.format(), tags,
              g.moves(), g.resultToken(), g.text()));
          Row row = rejudged.get(id + " " + applied);
          assertEquals(again.verdict().name(), row.getAs("verdict"), id + " " + applied);
          assertEquals(again.winner() == null ? null : again.winner().label(), row.getAs("winner"),
              id + " " + applied);
          assertEquals(again.termination(), row.getAs("termination"), id + " " + applied);
          assertEquals(recorded.rules(), row.getAs("rules"));

          // The end under the applied rules, move by move.
          GameReplayer.Session s = Games.named(recorded.game()).replayer(applied).start(g.tag("FEN").orElse(null));
          Integer end = null;
          boolean illegal = false;
          for (int i = 0; i < g.moves().size() && end == null; i++) {
            try {
              GameReplayer.Step step = s.play(g.moves().get(i));
              if (step.ending().isPresent()) {
                end = i + 1;
              }
            } catch (MoveException e) {
              illegal = true;
              break;
            }
          }
          assertEquals(end, row.getAs("end_ply"), id + " " + applied);
          if (recorded.verdict() == Verdict.VALID) {
            boolean earlier = end != null && end < recorded.plies();
            boolean became = illegal && !earlier;
            boolean same = !became && java.util.Objects.equals(again.winner(), recorded.winner());
            long[] n = sensitivity.computeIfAbsent(recorded.rules() + " " + applied, k -> new long[5]);
            n[0]++;
            n[1] += same ? 1 : 0;
            n[2] += !became && !same ? 1 : 0;
            n[3] += earlier ? 1 : 0;
            n[4] += became ? 1 : 0;
          }
        }
      }
    }
    assertEquals(expectedRows, rejudged.size());
    assertTrue(expectedRows > 10, "rows: " + expectedRows);

    Map<String, long[]> actual = new TreeMap<>();
    for (Row r : stats.get("rule_sensitivity")) {
      actual.put(r.getAs("rules") + " " + r.getAs("rules_applied"), new long[] {r.getAs("games"),
          r.getAs("same_result"), r.getAs("other_winner"), r.getAs("ended_earlier"), r.getAs("became_illegal")});
    }
    assertEquals(sensitivity.keySet(), actual.keySet());
    sensitivity.forEach((k, n) -> assertEquals(java.util.Arrays.toString(n), java.util.Arrays.toString(actual.get(k)), k));
  }
}
