package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.apache.spark.sql.functions.lit;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.junit.jupiter.api.Test;
import org.ludoteca.stats.CaptureTally;
import org.ludoteca.stats.CorpusStatistics;
import org.ludoteca.stats.GameTally;
import scala.jdk.javaapi.CollectionConverters;
import org.ludoteca.spark.table.Table;

/**
 * The statistics computed in plain Java from tallies equal, value for value (doubles compared by
 * their bits), what Spark SQL computes from the same games: random corpora of several games and
 * rule sets, repeated plies (weighted percentiles), agents, chess start positions, mismatches and
 * rejected records.
 */
class CorpusStatisticsOracleTest {
  private static final String[] BACK_RANKS = {"RNBQKBNR", "BBQNNRKR", "QNRBBKRN", "NRKBBQRN"};
  private static final String[] VERDICTS = {"VALID", "VALID", "VALID", "ILLEGAL", "RESULT_MISMATCH", "UNREADABLE"};
  private static final String[] WINNERS = {"white", "black", "draw", null};
  private static final String[] TERMINATIONS = {"de-corpore", "de-bonis", "checkmate", "agreement", null};
  private static final String[] AGENTS = {"greedy", "random", null};

  private static Row game(Random r, int id) {
    int kind = r.nextInt(3);
    String game = kind == 0 ? "rithmomachia" : kind == 1 ? "chess960" : "chess";
    String rules = kind == 0 ? (r.nextBoolean() ? "cvr" : "axiom") : game;
    String white = AGENTS[r.nextInt(AGENTS.length)];
    String black = AGENTS[r.nextInt(AGENTS.length)];
    Map<String, String> tags = new TreeMap<>();
    if (white != null) {
      tags.put("WhiteAgent", white);
    }
    if (black != null) {
      tags.put("BlackAgent", black);
    }
    String rank = BACK_RANKS[r.nextInt(BACK_RANKS.length)];
    String fen = kind == 0 ? null : rank.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + rank + " w - - 0 1";
    // Few distinct lengths, so tallies stand for several games and percentiles fall between them.
    int plies = 10 * r.nextInt(12) + (r.nextInt(4) == 0 ? 600 : 0);
    String declared = r.nextBoolean() ? null : r.nextBoolean() ? "1-0" : "0-1";
    String verdict = VERDICTS[r.nextInt(VERDICTS.length)];
    String error = !verdict.equals("UNREADABLE") ? null
        : r.nextBoolean() ? "unsupported variant Antichess" : " bad FEN tag : board column 3";
    if (r.nextInt(5) == 0) {
      tags.put(r.nextBoolean() ? "WhiteTitle" : "BlackTitle", r.nextBoolean() ? "BOT" : "GM");
    }
    return gamesRow("g" + id, "f", (long) id, CollectionConverters.asScala(tags), fen,
        CollectionConverters.asScala(List.<String>of()).toSeq(), declared, null,
        verdict, 0, error, plies, WINNERS[r.nextInt(WINNERS.length)],
        TERMINATIONS[r.nextInt(TERMINATIONS.length)], null, r.nextInt(6) == 0 ? null : r.nextBoolean() ? "white" : "black",
        null, null, null, null, game, rules, r.nextBoolean() ? "run-000001" : "run-000002");
  }

  /**
   * A row of {@code games} from the values of its columns up to {@code movetext}, then {@code
   * game}, {@code rules}, {@code ingest_run}: the typed columns between (issues 38 and 39) null.
   */
  private static Row gamesRow(Object... values) {
    Object[] row = new Object[Table.GAMES.schema().fields().length];
    int head = values.length - 3;
    System.arraycopy(values, 0, row, 0, head);
    System.arraycopy(values, head, row, row.length - 3, 3);
    return RowFactory.create(row);
  }

  /** A game with the values of {@code g} under id {@code id}. */
  private static Row copy(Row g, int id) {
    Object[] v = new Object[g.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = g.get(i);
    }
    v[0] = "g" + id;
    v[2] = (long) id;
    return RowFactory.create(v);
  }

  private static Row capture(Random r, Row game) {
    String[] methods = {"equality", "ambush", "eruption", "siege", "capture", "en-passant"};
    String[] kinds = {"circle", "triangle", "square", null};
    return RowFactory.create(game.getString(0), r.nextInt(120), r.nextBoolean() ? "white" : "black",
        methods[r.nextInt(methods.length)], "c4", kinds[r.nextInt(kinds.length)], 4, "piece", "a1",
        CollectionConverters.asScala(List.of("b2")).toSeq(), CollectionConverters.asScala(List.of(4)).toSeq(), null,
        game.get(game.length() - 3), game.get(game.length() - 2), game.get(game.length() - 1)); // game, rules, ingest_run
  }

  /** The rows of a statistic as text, doubles by their bits, so that equal text means equal values. */
  private static List<String> text(List<Row> rows) {
    List<String> out = new ArrayList<>();
    for (Row row : rows) {
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < row.size(); i++) {
        Object v = row.get(i);
        b.append(v instanceof Double d ? d + "#" + Long.toHexString(Double.doubleToRawLongBits(d)) : v).append('|');
      }
      out.add(b.toString());
    }
    return out;
  }

  /** A game of {@code g} with a random time control and event, under id {@code id}. */
  private static Row withStrataTags(Random r, Row g) {
    String[] controls = {"60+0", "300+0", "300+3", "900+10", "-", null};
    String[] events = {"Arena", "Swiss", null};
    Map<String, String> tags = new TreeMap<>(CollectionConverters.asJava(g.<scala.collection.Map<String, String>>getAs(3)));
    String control = controls[r.nextInt(controls.length)];
    String event = events[r.nextInt(events.length)];
    if (control != null) {
      tags.put("TimeControl", control);
    }
    if (event != null) {
      tags.put("Event", event);
    }
    Object[] v = new Object[g.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = g.get(i);
    }
    v[3] = CollectionConverters.asScala(tags);
    return RowFactory.create(v);
  }

  /**
   * Split by a stratum, each value's rows equal Spark SQL's statistics of the games with that value,
   * the time control class computed here in SQL (a second way to Strata.timeControl), the tag
   * stratum through the path that summarizes games and captures with their tags.
   */
  @Test
  void strata_randomCorpus_eachValueEqualsSparkSqlOfItsGames() {
    Random r = new Random(11);
    List<Row> gameRows = new ArrayList<>();
    List<Row> captureRows = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      Row g = withStrataTags(r, i < 150 || r.nextInt(4) == 0 ? game(r, i) : copy(gameRows.get(r.nextInt(gameRows.size())), i));
      gameRows.add(g);
      for (int c = r.nextInt(3); c > 0; c--) {
        captureRows.add(capture(r, g));
      }
    }
    Dataset<Row> games = TestSpark.get().createDataFrame(gameRows, Table.GAMES.schema());
    Dataset<Row> captures = TestSpark.get().createDataFrame(captureRows, Table.CAPTURES.schema());
    List<String> strata = List.of("time_control", "tag:Event");
    List<GameTally> gameTallies = StatsJob.gameTallies(games, List.of("tag:Event"));
    List<CaptureTally> captureTallies = StatsJob.captureTallies(captures, games, List.of("tag:Event"));

    org.apache.spark.sql.Column base = org.apache.spark.sql.functions.split(
        games.col("tags").getItem("TimeControl"), "\\+").getItem(0).cast("long");
    org.apache.spark.sql.Column increment = org.apache.spark.sql.functions.split(
        games.col("tags").getItem("TimeControl"), "\\+").getItem(1).cast("long");
    org.apache.spark.sql.Column duration = base.plus(increment.multiply(40));
    org.apache.spark.sql.Column timeControl = org.apache.spark.sql.functions
        .when(games.col("tags").getItem("TimeControl").equalTo("-"), "correspondence")
        .when(duration.isNull(), "unknown").when(duration.lt(30), "ultrabullet").when(duration.lt(180), "bullet")
        .when(duration.lt(480), "blitz").when(duration.lt(1500), "rapid").otherwise("classical");
    Map<String, org.apache.spark.sql.Column> value = Map.of("time_control", timeControl,
        "tag:Event", games.col("tags").getItem("Event"));

    Map<String, java.util.function.BiFunction<Dataset<Row>, Dataset<Row>, Dataset<Row>>> sql = Map.of(
        "victory_types", (g, c) -> SqlStatistics.victoryTypesRows(SqlStatistics.summary(g)),
        "first_player_advantage", (g, c) -> SqlStatistics.firstPlayerAdvantageRows(SqlStatistics.summary(g)),
        "capture_methods", (g, c) -> SqlStatistics.captureMethodsRows(SqlStatistics.captureSummaryRows(c, g),
            SqlStatistics.summary(g)));
    Map<String, java.util.function.BiFunction<java.util.Collection<GameTally>, java.util.Collection<CaptureTally>,
        List<Object[]>>> java = Map.of(
        "victory_types", (g, c) -> CorpusStatistics.victoryTypes(g),
        "first_player_advantage", (g, c) -> CorpusStatistics.firstPlayerAdvantage(g),
        "capture_methods", (g, c) -> CorpusStatistics.captureMethods(c, g));
    for (String name : sql.keySet()) {
      Dataset<Row> expected = SqlStatistics.unsplit(sql.get(name).apply(games, captures));
      for (String stratum : strata) {
        Dataset<Row> tagged = games.withColumn("v", value.get(stratum));
        for (Row v : tagged.select("v").distinct().collectAsList()) {
          org.apache.spark.sql.Column same = v.isNullAt(0) ? tagged.col("v").isNull() : tagged.col("v").equalTo(v.get(0));
          Dataset<Row> subset = tagged.filter(same).drop("v");
          Dataset<Row> subsetCaptures = captures.join(subset.select("game_id"), "game_id");
          expected = expected.unionByName(sql.get(name).apply(subset, subsetCaptures)
              .withColumn("stratum", lit(stratum))
              .withColumn("stratum_value", lit(v.get(0)).cast(org.apache.spark.sql.types.DataTypes.StringType)));
        }
      }
      List<String> sqlRows = text(StatsJob.sortedRows(Table.named(name), expected.collectAsList()));
      List<String> javaRows = text(StatsJob.rows(Table.named(name), org.ludoteca.spark.stats.StatisticRows.split(
          Table.named(name), org.ludoteca.stats.Strata.split(gameTallies, captureTallies, strata, java.get(name)))));
      assertTrue(sqlRows.stream().anyMatch(s -> s.contains("|time_control|blitz|")), name);
      assertTrue(sqlRows.stream().anyMatch(s -> s.contains("|tag:Event|Swiss|")), name);
      assertEquals(sqlRows, javaRows, name);
    }
  }

  /** {@code outcome_metrics}: the Java rows equal Spark SQL's, doubles within rounding (the SQL takes another path to the sd). */
  @Test
  void outcomeMetrics_randomCorpora_equalSparkSql() {
    for (long seed = 4; seed <= 5; seed++) {
      Random r = new Random(seed);
      List<Row> gameRows = new ArrayList<>();
      for (int i = 0; i < 500; i++) {
        gameRows.add(i < 150 || r.nextInt(4) == 0 ? game(r, i) : copy(gameRows.get(r.nextInt(gameRows.size())), i));
      }
      Dataset<Row> games = TestSpark.get().createDataFrame(gameRows, Table.GAMES.schema());
      Dataset<Row> sql = SqlStatistics.unsplit(SqlStatistics.outcomeMetricsRows(SqlStatistics.summary(games)));
      assertEquals(sql.schema().simpleString(), Table.OUTCOME_METRICS.schema().simpleString());
      List<Row> expected = StatsJob.sortedRows(Table.OUTCOME_METRICS, sql.collectAsList());
      List<Row> actual = StatsJob.rows(Table.OUTCOME_METRICS, org.ludoteca.stats.OutcomeMetrics.rows(StatsJob.gameTallies(games)));
      assertTrue(expected.size() > 4, expected.toString());
      assertEquals(expected.size(), actual.size());
      for (int i = 0; i < expected.size(); i++) {
        Row e = expected.get(i);
        Row a = actual.get(i);
        for (int c = 0; c < e.size(); c++) {
          if (e.get(c) instanceof Double d) {
            assertEquals(d, (double) a.get(c), 1e-9 * Math.max(1, Math.abs(d)), "row " + e + ", column " + c);
          } else {
            assertEquals(e.get(c), a.get(c), "row " + e + ", column " + c);
          }
        }
      }
    }
  }

  @Test
  void corpusStatistics_randomCorpora_equalSparkSql() {
    for (long seed = 1; seed <= 3; seed++) {
      Random r = new Random(seed);
      List<Row> gameRows = new ArrayList<>();
      List<Row> captureRows = new ArrayList<>();
      for (int i = 0; i < 600; i++) {
        // Most games repeat an earlier one's values (under their own id): tallies of several games.
        Row g = i < 150 || r.nextInt(4) == 0 ? game(r, i) : copy(gameRows.get(r.nextInt(gameRows.size())), i);
        gameRows.add(g);
        for (int c = r.nextInt(4); c > 0; c--) {
          captureRows.add(capture(r, g));
        }
      }
      List<Row> rejectedRows = List.of(
          RowFactory.create("f", 1L, "truncated: the file ends inside a tag", 3L, 1, "raw", "run-000001"),
          RowFactory.create("f", 2L, "  bad header : no closing bracket", 4L, 1, "raw", "run-000002"),
          RowFactory.create("f", 3L, "no colon here ", 5L, 1, "raw", "run-000001"));
      Dataset<Row> games = TestSpark.get().createDataFrame(gameRows, Table.GAMES.schema());
      Dataset<Row> captures = TestSpark.get().createDataFrame(captureRows, Table.CAPTURES.schema());
      Dataset<Row> rejected = TestSpark.get().createDataFrame(rejectedRows, Table.REJECTED.schema());

      Dataset<Row> summary = SqlStatistics.summary(games);
      Dataset<Row> captureSummary = SqlStatistics.captureSummaryRows(captures, games);
      Map<String, Dataset<Row>> sql = new TreeMap<>(Map.of(
          "victory_types", SqlStatistics.victoryTypesRows(summary),
          "capture_methods", SqlStatistics.captureMethodsRows(captureSummary, summary),
          "first_player_advantage", SqlStatistics.firstPlayerAdvantageRows(summary),
          "game_length", SqlStatistics.gameLengthRows(summary),
          "game_length_histogram", SqlStatistics.gameLengthHistogramRows(summary),
          "start_positions", SqlStatistics.startPositionsRows(summary),
          "validation", SqlStatistics.validationRows(summary, rejected)));

      List<GameTally> gameTallies = StatsJob.gameTallies(games);
      List<CaptureTally> captureTallies = StatsJob.captureTallies(captures, games);
      assertTrue(gameTallies.size() < gameRows.size(), "tallies stand for several games");
      Map<String, Long> reasons = new TreeMap<>();
      for (Row row : rejectedRows) {
        reasons.merge(CorpusStatistics.rejectedReason(row.getString(2)), 1L, Long::sum);
      }
      Map<String, List<Object[]>> java = Map.of(
          "victory_types", CorpusStatistics.victoryTypes(gameTallies),
          "capture_methods", CorpusStatistics.captureMethods(captureTallies, gameTallies),
          "first_player_advantage", CorpusStatistics.firstPlayerAdvantage(gameTallies),
          "game_length", CorpusStatistics.gameLength(gameTallies),
          "game_length_histogram", CorpusStatistics.gameLengthHistogram(gameTallies),
          "start_positions", CorpusStatistics.startPositions(gameTallies),
          "validation", CorpusStatistics.validation(gameTallies, reasons));

      for (Map.Entry<String, Dataset<Row>> e : sql.entrySet()) {
        String name = e.getKey();
        // Names and types (nullability depends on the input's: the tables' own is checked against
        // the files Spark wrote, in StatsPartialsTest).
        assertEquals(SqlStatistics.unsplit(e.getValue()).schema().simpleString(), Table.named(name).schema().simpleString(),
            name);
        List<String> expected = text(StatsJob.sortedRows(Table.named(name), SqlStatistics.unsplit(e.getValue()).collectAsList()));
        List<String> actual = text(StatsJob.rows(Table.named(name), java.get(name)));
        assertTrue(expected.size() > 1, name + " " + expected);
        assertEquals(expected, actual, name + ", seed " + seed);
      }
    }
  }
}
