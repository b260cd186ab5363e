package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.junit.jupiter.api.Test;
import org.ludoteca.stats.CorpusStatistics;
import scala.jdk.javaapi.CollectionConverters;
import org.ludoteca.spark.table.Table;

class StatsJobTest {
  private static int ids;

  /** A games row with the columns the statistics read. */
  private static Row game(String rules, String verdict, String termination, String winner, int plies, String first,
      String white, String black) {
    Map<String, String> tags = white == null ? Map.of() : Map.of("WhiteAgent", white, "BlackAgent", black);
    return gamesRow("g" + ids++, "f", 0L, CollectionConverters.asScala(tags), null,
        CollectionConverters.asScala(List.<String>of()).toSeq(), null, null, verdict, 0, null, plies, winner,
        termination, null, first, null, null, null, null, "rithmomachia", rules, "run-000001");
  }

  /** A VALID chess960 games row starting from {@code backRank} (White's pieces) and won by {@code winner}. */
  private static Row chess960(String backRank, String winner) {
    String fen = backRank.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + backRank + " w - - 0 1";
    return gamesRow("g" + ids++, "f", 0L, CollectionConverters.asScala(Map.<String, String>of()), fen,
        CollectionConverters.asScala(List.<String>of()).toSeq(), null, null, "VALID", 0, null, 40, winner,
        "checkmate", null, "white", null, null, null, null, "chess960", "chess960", "run-000001");
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

  private static Dataset<Row> games(Row... rows) {
    return TestSpark.get().createDataFrame(List.of(rows), Table.GAMES.schema());
  }

  /** A statistic's rows as the job writes them: schema-ordered values, sorted on the table's keys. */
  private static List<Row> rows(Table table, List<Object[]> values) {
    return StatsJob.rows(table, values);
  }

  /** Rejected records counted by reason, as the job counts them from the table's {@code reason} column. */
  private static Map<String, Long> reasons(Dataset<Row> rejected) {
    Map<String, Long> out = new TreeMap<>();
    for (Row r : rejected.select("reason").collectAsList()) {
      out.merge(CorpusStatistics.rejectedReason(r.getString(0)), 1L, Long::sum);
    }
    return out;
  }

  /** The rows as text, without their stratum columns (every row here is unsplit: {@code all}). */
  private static List<String> lines(List<Row> stats) {
    List<String> out = new ArrayList<>();
    for (Row r : stats) {
      assertEquals("all", r.getAs("stratum"));
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < r.size() - 2; i++) {
        b.append(i == 0 ? "" : "|").append(r.get(i));
      }
      out.add(b.toString());
    }
    return out;
  }

  /* --------------- victoryTypes --------------- */

  @Test
  void victoryTypes_validOnly_sharesPerRules() {
    Dataset<Row> g = games(
        game("cvr", "VALID", "de-corpore", "white", 30, "white", null, null),
        game("cvr", "VALID", "de-corpore", "white", 40, "white", null, null),
        game("cvr", "VALID", "de-bonis", "black", 50, "white", null, null),
        game("cvr", "ILLEGAL", "de-bonis", "black", 50, "white", null, null),
        game("axiom", "VALID", null, null, 10, "white", null, null));
    assertEquals(List.of(
        "rithmomachia|axiom|null|null|1|1.0",
        "rithmomachia|cvr|de-bonis|black|1|0.3333333333333333",
        "rithmomachia|cvr|de-corpore|white|2|0.6666666666666666"), lines(rows(Table.VICTORY_TYPES, CorpusStatistics.victoryTypes(StatsJob.gameTallies(g)))));
  }

  /* --------------- captureMethods --------------- */

  /** A captures row of game {@code gameId}: the columns capture_methods reads. */
  private static Row capture(String gameId, int ply, String side, String method, String kind) {
    return RowFactory.create(gameId, ply, side, method, "c4", kind, 4, "piece", "a1",
        CollectionConverters.asScala(List.of("b2")).toSeq(), CollectionConverters.asScala(List.of(4)).toSeq(), null,
        "rithmomachia", "cvr", "run-000001");
  }

  private static Dataset<Row> captures(Row... rows) {
    return TestSpark.get().createDataFrame(List.of(rows), Table.CAPTURES.schema());
  }

  @Test
  void captureMethods_allGamesValid_countsEveryCaptureByPhase() {
    Row a = game("cvr", "VALID", "de-corpore", "white", 30, "white", null, null);
    Row b = game("cvr", "VALID", "de-bonis", "black", 150, "white", null, null);
    Dataset<Row> g = games(a, b);
    Dataset<Row> c = captures(capture(a.getString(0), 3, "white", "equality", "circle"),
        capture(a.getString(0), 40, "black", "equality", "circle"),
        capture(b.getString(0), 120, "white", "siege", "square"));
    assertEquals(List.of(
        "rithmomachia|cvr|equality|black|circle|1|0.3333333333333333|0.5|0|1|0",
        "rithmomachia|cvr|equality|white|circle|1|0.3333333333333333|0.5|1|0|0",
        "rithmomachia|cvr|siege|white|square|1|0.3333333333333333|0.5|0|0|1"),
        lines(rows(Table.CAPTURE_METHODS, CorpusStatistics.captureMethods(StatsJob.captureTallies(c, g), StatsJob.gameTallies(g)))));
  }

  @Test
  void captureMethods_notValidGames_theirCapturesLeftOut() {
    Row a = game("cvr", "VALID", "de-corpore", "white", 30, "white", null, null);
    Row bad = game("cvr", "ILLEGAL", null, null, 12, "white", null, null);
    Row mismatched = game("cvr", "RESULT_MISMATCH", "de-bonis", "black", 50, "white", null, null);
    Dataset<Row> g = games(a, bad, mismatched);
    Dataset<Row> c = captures(capture(a.getString(0), 3, "white", "equality", "circle"),
        capture(bad.getString(0), 5, "black", "ambush", "triangle"),
        capture(mismatched.getString(0), 7, "white", "eruption", "square"),
        capture(a.getString(0), 9, "black", "siege", "circle"));
    List<String> expected = List.of(
        "rithmomachia|cvr|equality|white|circle|1|0.5|1.0|1|0|0",
        "rithmomachia|cvr|siege|black|circle|1|0.5|1.0|1|0|0");
    assertEquals(expected, lines(rows(Table.CAPTURE_METHODS, CorpusStatistics.captureMethods(StatsJob.captureTallies(c, g), StatsJob.gameTallies(g)))));
  }

  /* --------------- firstPlayerAdvantage --------------- */

  @Test
  void firstPlayerAdvantage_overallAndByAgents() {
    Dataset<Row> g = games(
        game("cvr", "VALID", "de-corpore", "white", 30, "white", "greedy", "random"),
        game("cvr", "VALID", "de-corpore", "white", 30, "white", "greedy", "random"),
        game("cvr", "VALID", "de-corpore", "black", 30, "white", "greedy", "random"),
        game("cvr", "VALID", "agreement", "draw", 30, "white", "random", "greedy"),
        game("cvr", "VALID", null, null, 30, "white", "random", "greedy"));
    List<Row> rows = rows(Table.FIRST_PLAYER_ADVANTAGE, CorpusStatistics.firstPlayerAdvantage(StatsJob.gameTallies(g)));
    assertEquals(3, rows.size());
    Row all = rows.get(0);
    assertEquals("*", all.getAs("first_agent"));
    assertEquals(4L, (long) all.getAs("games"), "an unfinished game is not counted");
    assertEquals(2L, (long) all.getAs("first_mover_wins"));
    assertEquals(1L, (long) all.getAs("draws"));
    assertEquals(1L, (long) all.getAs("second_mover_wins"));
    assertEquals(0.625, (double) all.getAs("score"), 1e-12);
    assertEquals(1.0, (double) all.getAs("p_value"), 1e-12);
    Row greedy = rows.get(1);
    assertEquals("greedy", greedy.getAs("first_agent"));
    assertEquals("random", greedy.getAs("second_agent"));
    assertEquals(3L, (long) greedy.getAs("games"));
  }

  /* --------------- gameLength --------------- */

  @Test
  void gameLength_quantilesByTermination() {
    Dataset<Row> g = games(
        game("cvr", "VALID", "de-corpore", "white", 10, "white", null, null),
        game("cvr", "VALID", "de-corpore", "white", 20, "white", null, null),
        game("cvr", "VALID", "de-corpore", "black", 30, "white", null, null),
        game("cvr", "VALID", "de-corpore", "black", 40, "white", null, null),
        game("cvr", "RESULT_MISMATCH", "de-corpore", "black", 400, "white", null, null));
    assertEquals(List.of("rithmomachia|cvr|de-corpore|4|25.0|10|17.5|25.0|32.5|37.0|40"),
        lines(rows(Table.GAME_LENGTH, CorpusStatistics.gameLength(StatsJob.gameTallies(g)))));
  }

  /* --------------- validation --------------- */

  @Test
  void validation_verdictsMismatchesAndReasons() {
    Dataset<Row> g = games(
        game("cvr", "VALID", "de-corpore", "white", 10, "white", null, null),
        game("cvr", "RESULT_MISMATCH", null, null, 10, "white", null, null));
    Dataset<Row> rejected = TestSpark.get().createDataFrame(List.of(
        RowFactory.create("f", 0L, "truncated: the file ends inside a comment", 3L, 1, "raw", "run-000001"),
        RowFactory.create("f", 9L, "truncated: the file ends inside a tag", 5L, 1, "raw", "run-000001")),
        Table.REJECTED.schema());
    assertEquals(List.of(
        "null|null|rejected|truncated|2",
        "rithmomachia|cvr|mismatch|declared none, rules find *|1",
        "rithmomachia|cvr|verdict|RESULT_MISMATCH|1",
        "rithmomachia|cvr|verdict|VALID|1"), lines(rows(Table.VALIDATION, CorpusStatistics.validation(StatsJob.gameTallies(g), reasons(rejected)))));
  }

  /* --------------- startPositions --------------- */

  @Test
  void startPositions_whiteScorePerScharnaglNumberAndOverall() {
    // RNBQKBNR is Scharnagl 518, BBQNNRKR is 0.
    Dataset<Row> g = games(chess960("RNBQKBNR", "white"), chess960("RNBQKBNR", "draw"), chess960("RNBQKBNR", "black"),
        chess960("BBQNNRKR", "white"),
        game("cvr", "VALID", "de-corpore", "white", 30, "white", null, null));
    List<String> rows = lines(rows(Table.START_POSITIONS, CorpusStatistics.startPositions(StatsJob.gameTallies(g))));
    assertEquals(3, rows.size(), rows.toString());
    assertEquals("chess960|chess960|*|null|4|2|1|1|0.625", rows.get(0).substring(0, rows.get(0).lastIndexOf("|0.625") + 6));
    assertTrue(rows.get(1).startsWith("chess960|chess960|BBQNNRKR|0|1|1|0|0|1.0|"), rows.get(1));
    assertTrue(rows.get(2).startsWith("chess960|chess960|RNBQKBNR|518|3|1|1|1|0.5|"), rows.get(2));
  }

  /**
   * A Double Chess960 start is keyed by both back ranks and labelled with both Scharnagl numbers;
   * a set-up position that is no start is left out of the positions and of the pooled row, and
   * counted in a row of its own.
   */
  @Test
  void startPositions_doubleChess960AndSetUp_keyedByBothRanksAndSetUpCountedApart() {
    Row setUp = chess960("RNBQKBNR", "white");
    Object[] v = new Object[setUp.length()];
    for (int i = 0; i < v.length; i++) {
      v[i] = setUp.get(i);
    }
    v[Table.GAMES.schema().fieldIndex("start_fen")] = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    Row dfrc = chess960("BBQNNRKR", "black");
    Object[] d = new Object[dfrc.length()];
    for (int i = 0; i < d.length; i++) {
      d[i] = dfrc.get(i);
    }
    d[Table.GAMES.schema().fieldIndex("start_fen")] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1";
    Dataset<Row> g = games(chess960("BBQNNRKR", "white"), RowFactory.create(d), RowFactory.create(v));
    Map<String, Object[]> byRank = new java.util.HashMap<>();
    int rank = Table.START_POSITIONS.schema().fieldIndex("back_rank");
    for (Object[] r : CorpusStatistics.startPositions(StatsJob.gameTallies(g))) {
      byRank.put(String.valueOf(r[rank]), r);
    }
    int games = Table.START_POSITIONS.schema().fieldIndex("games");
    int white = Table.START_POSITIONS.schema().fieldIndex("start_position");
    int black = Table.START_POSITIONS.schema().fieldIndex("black_start_position");
    int whiteWins = Table.START_POSITIONS.schema().fieldIndex("white_wins");
    assertEquals(java.util.Set.of("*", "BBQNNRKR", "BBQNNRKR/RNBQKBNR", "null"), byRank.keySet());
    assertEquals(2L, byRank.get("*")[games], "the pooled row leaves the set-up game out");
    assertEquals(0, byRank.get("BBQNNRKR")[white]);
    assertEquals(0, byRank.get("BBQNNRKR")[black]);
    assertEquals(0, byRank.get("BBQNNRKR/RNBQKBNR")[white]);
    assertEquals(518, byRank.get("BBQNNRKR/RNBQKBNR")[black]);
    assertEquals(1L, byRank.get("null")[games]);
    assertEquals(1L, byRank.get("null")[whiteWins]);
    assertEquals(null, byRank.get("null")[white]);
  }
}
