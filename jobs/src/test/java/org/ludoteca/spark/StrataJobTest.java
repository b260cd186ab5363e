package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.progress.Timings;

/** The strata of the statistics on the lichess sample (TimeControl, Elo and date tags). */
class StrataJobTest {
  private static final String CHESS = TestSpark.DATA.resolve("../chess/lichess-sample.pgn").normalize().toString();

  /** The strata of a table's rows, each with the games its first_player_advantage rows count. */
  private static Map<String, Long> gamesByStratum(List<Row> rows) {
    Map<String, Long> out = new TreeMap<>();
    for (Row r : rows) {
      if ("*".equals(r.getAs("first_agent"))) {
        out.merge(r.getAs("stratum") + "=" + r.getAs("stratum_value"), (Long) r.getAs("games"), Long::sum);
      }
    }
    return out;
  }

  @Test
  void stats_corpusWithTimeControlAndElo_splitByDefault(@TempDir Path out) throws IOException {
    IngestJob.builder().inputs(List.of(CHESS)).out(out.toString()).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
    Map<String, List<Row>> stats = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE);
    Map<String, Long> games = gamesByStratum(stats.get("first_player_advantage"));
    Set<String> strata = new TreeSet<>();
    long timeControl = 0;
    long rating = 0;
    for (Map.Entry<String, Long> e : games.entrySet()) {
      strata.add(e.getKey().substring(0, e.getKey().indexOf('=')));
      timeControl += e.getKey().startsWith("time_control=") ? e.getValue() : 0;
      rating += e.getKey().startsWith("rating=") ? e.getValue() : 0;
    }
    assertEquals(Set.of("all", "time_control", "rating"), strata, games.toString());
    // Every game of the unsplit row falls in exactly one value of each stratum.
    assertEquals(games.get("all=null"), timeControl, games.toString());
    assertEquals(games.get("all=null"), rating, games.toString());
    assertTrue(games.containsKey("time_control=blitz"), games.toString());
    // Every table is split, validation included (but rule_sensitivity, read from rejudged: empty here,
    // and duplicates, counted over every game: its rows are all "all").
    for (Map.Entry<String, List<Row>> e : stats.entrySet()) {
      if (e.getKey().equals("rule_sensitivity")) {
        assertTrue(e.getValue().isEmpty());
        continue;
      }
      if (e.getValue().isEmpty() && List.of("openings", "clock_usage", "accuracy").contains(e.getKey())) {
        // issue 39's, from the typed columns of games: empty for runs ingested without them
        continue;
      }
      if (e.getKey().equals("duplicates")) {
        assertTrue(!e.getValue().isEmpty() && e.getValue().stream().allMatch(r -> "all".equals(r.getAs("stratum"))));
        continue;
      }
      assertTrue(e.getValue().stream().anyMatch(r -> "rating".equals(r.getAs("stratum"))), e.getKey());
    }

    // --by month: exactly that stratum.
    Map<String, List<Row>> byMonth = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE,
        StatsJob.Options.of(1, List.of("month")));
    Map<String, Long> months = gamesByStratum(byMonth.get("first_player_advantage"));
    long inMonths = 0;
    for (Map.Entry<String, Long> e : months.entrySet()) {
      assertTrue(e.getKey().startsWith("all=") || e.getKey().matches("month=\\d{4}-\\d{2}"), e.getKey());
      inMonths += e.getKey().startsWith("month=") ? e.getValue() : 0;
    }
    assertEquals(months.get("all=null"), inMonths);

    // --by tag:Event: from games and captures, the tag's values (lichess: "Rated Blitz game", ...).
    Map<String, List<Row>> byEvent = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE,
        StatsJob.Options.of(1, List.of("tag:Event")));
    Map<String, Long> events = gamesByStratum(byEvent.get("first_player_advantage"));
    assertTrue(events.keySet().stream().anyMatch(k -> k.startsWith("tag:Event=Rated ")), events.toString());
    // The unsplit rows are the same whichever way the tallies were read.
    assertEquals(games.get("all=null"), events.get("all=null"));
  }

  @Test
  void options_badStratum_namesTheOption() {
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> StatsJob.Options.of(1, List.of("elo")));
    assertEquals("--by: unknown stratum 'elo'; use time-control, rating, month or tag:NAME", e.getMessage());
  }
}
