package org.ludoteca.spark.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Date;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Winner;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.table.Table;
import org.ludoteca.stats.EloEdge;
import org.ludoteca.stats.MoveTimes;
import org.ludoteca.stats.RatedGames;
import org.ludoteca.stats.Strata;
import org.ludoteca.stats.TimeControl;

/**
 * Issue 39's statistics through Spark on a {@code games} table built by hand with the typed
 * columns: each figure worked out by hand (the comments), and each statistic again a second way,
 * by Spark SQL over the same rows.
 */
class ResearchStatisticsTest {
  private static final List<String> STRATA = List.of(Strata.TIME_CONTROL, Strata.RATING);

  /** The key of White's edge over every game of a game and rule set. */
  private static ResearchStatistics.EdgeKey edgeKey(String game, String rules) {
    return new ResearchStatistics.EdgeKey(ResearchStatistics.Level.ALL, game, rules);
  }

  /** The key of a start position's edge over every game of a game and rule set. */
  private static ResearchStatistics.PositionEdgeKey positionKey(String game, String rules, String position) {
    return new ResearchStatistics.PositionEdgeKey(edgeKey(game, rules), position);
  }

  /** The columns of {@code games} issue 39 reads, and those its statistics need beside them. */
  private static final StructType SCHEMA = new StructType()
      .add("verdict", DataTypes.StringType, false)
      .add("plies", DataTypes.IntegerType, false)
      .add("winner", DataTypes.StringType)
      .add("first_mover", DataTypes.StringType)
      .add("start_fen", DataTypes.StringType)
      .add("tags", DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, false), false)
      .add("clocks", DataTypes.createArrayType(DataTypes.IntegerType, true))
      .add("white_elo", DataTypes.IntegerType)
      .add("black_elo", DataTypes.IntegerType)
      .add("date", DataTypes.DateType)
      .add("time_control_base", DataTypes.IntegerType)
      .add("time_control_increment", DataTypes.IntegerType)
      .add("eco", DataTypes.StringType)
      .add("opening", DataTypes.StringType)
      .add("declared_ending", DataTypes.StringType)
      .add("uci", DataTypes.StringType)
      .add("move_seconds", DataTypes.createArrayType(DataTypes.DoubleType, true))
      .add("accuracy_white", DataTypes.DoubleType)
      .add("accuracy_black", DataTypes.DoubleType)
      .add("acpl_white", DataTypes.DoubleType)
      .add("acpl_black", DataTypes.DoubleType)
      .add("game", DataTypes.StringType)
      .add("rules", DataTypes.StringType);

  /** The start the ingest writes in {@code start_fen} for a chess game without a FEN tag. */
  private static final String STANDARD_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  private static final String SICILIAN = "Sicilian Defense";
  private static final String KPG = "King's Pawn Game";

  /** The clocks of {@code plies} plies on {@code base+increment} where every ply takes {@code spent} centiseconds. */
  private static List<Integer> steady(int base, int increment, int plies, int spent) {
    List<Integer> clocks = new ArrayList<>();
    int[] clock = {base * 100, base * 100};
    for (int i = 0; i < plies; i++) {
      clock[i % 2] += increment * 100 - spent;
      clocks.add(clock[i % 2]);
    }
    return clocks;
  }

  private static Row game(String verdict, int plies, String winner, String timeControl, Integer whiteElo,
      Integer blackElo, List<Integer> clocks, String eco, String opening, String ending, Double[] accuracy) {
    return game("chess", "standard", STANDARD_START, verdict, plies, winner, timeControl, whiteElo, blackElo, clocks,
        eco, opening, ending, accuracy);
  }

  private static Row game(String gameName, String rules, String startFen, String verdict, int plies, String winner,
      String timeControl, Integer whiteElo, Integer blackElo, List<Integer> clocks, String eco, String opening,
      String ending, Double[] accuracy) {
    Map<String, String> tags = new HashMap<>();
    tags.put("TimeControl", timeControl);
    if (whiteElo != null) {
      tags.put("WhiteElo", whiteElo.toString());
    }
    if (blackElo != null) {
      tags.put("BlackElo", blackElo.toString());
    }
    tags.put("UTCDate", "2021.10.01");
    TimeControl tc = TimeControl.parse(timeControl);
    MoveTimes times = MoveTimes.of(tc, clocks);
    return RowFactory.create(verdict, plies, winner, "white", startFen, tags, clocks, whiteElo, blackElo,
        Date.valueOf("2021-10-01"), tc.baseSeconds().isPresent() ? tc.base() : null,
        tc.incrementSeconds().isPresent() ? tc.increment() : null, eco, opening, ending, "e2e4",
        times == null ? null : new ArrayList<>(times),
        accuracy[0], accuracy[1], accuracy[2], accuracy[3], gameName, rules);
  }

  private static final Double[] NO_ACCURACY = {null, null, null, null};

  /**
   * Six games of chess. G1 (60+0, White 1500, Black 1700, B20 Sicilian, 6 plies): clocks 6000,
   * 6000, 5500, 5900, 500, 5000, so White's plies took 0, 5, 50 s and Black's 0, 1, 9 s; White's
   * clock fell below a tenth of the base and White lost on time; accuracies 90 and 70, losses 20
   * and 55. G2 (60+0, 1550 and 1500, B20 Sicilian, 4 plies): clocks 6000, 6000, 5800, 5000
   * (White 0 and 2 s, Black 0 and 10 s), drawn; accuracies 80 and 60, losses 30 and 80. G3
   * (180+2, no ratings, C20 King's Pawn Game): 22 plies of 3 s, White won. G4 (180+2, 2000 and
   * 1900, C20, 10 plies, no clocks): White won; accuracies 95 and 40, losses 10 and 150. G5: an
   * illegal game, counted nowhere. G6 (60+0, 1500 and 1500, 2 plies of 0 s): no result.
   */
  private static Dataset<Row> corpus() {
    List<Row> rows = List.of(
        game("VALID", 6, "black", "60+0", 1500, 1700, List.of(6000, 6000, 5500, 5900, 500, 5000), "B20", SICILIAN,
            "time-forfeit", new Double[] {90.0, 70.0, 20.0, 55.0}),
        game("VALID", 4, "draw", "60+0", 1550, 1500, List.of(6000, 6000, 5800, 5000), "B20", SICILIAN, "agreement",
            new Double[] {80.0, 60.0, 30.0, 80.0}),
        game("VALID", 22, "white", "180+2", null, null, steady(180, 2, 22, 300), "C20", KPG, "resignation",
            NO_ACCURACY),
        game("VALID", 10, "white", "180+2", 2000, 1900, null, "C20", KPG, "checkmate",
            new Double[] {95.0, 40.0, 10.0, 150.0}),
        game("ILLEGAL", 3, null, "60+0", 1500, 1500, List.of(1, 1, 1), "A00", "Amar Opening", null,
            new Double[] {1.0, 1.0, 1.0, 1.0}),
        game("VALID", 2, null, "60+0", 1500, 1500, List.of(6000, 6000), "A00", "Amar Opening", null, NO_ACCURACY));
    return TestSpark.get().createDataFrame(rows, SCHEMA);
  }

  /** The row of a stratum ({@code all}: null value), by its key columns. */
  private static Object[] at(List<Object[]> rows, String stratum, String value, Object... key) {
    Object[] found = null;
    for (Object[] r : rows) {
      if (Arrays.equals(Arrays.copyOf(r, key.length), key) && r[r.length - 2].equals(stratum)
          && java.util.Objects.equals(r[r.length - 1], value)) {
        assertNull(found, "two rows " + Arrays.toString(key));
        found = r;
      }
    }
    assertNotNull(found, "no row " + stratum + "=" + value + " " + Arrays.toString(key));
    return found;
  }

  @Test
  void openings_handCorpus_asWorkedOut() {
    ResearchStatistics.Result r = ResearchStatistics.compute(corpus(), STRATA, 1);
    // B20 Sicilian: G1 a Black win, G2 a draw: score 1/4, 5 plies on average. The pooled White
    // share of the decisive games is 2 of 3; 0 White wins of 1 against 2/3: p = 1/3.
    Object[] sicilian = at(r.openings(), "all", null, "chess", "standard", "B20", SICILIAN);
    assertEquals(List.of(2L, 0L, 1L, 1L, 0.25), Arrays.asList(sicilian).subList(4, 9));
    assertEquals(1.0 / 3, (Double) sicilian[11], 1e-12);
    assertEquals(5.0, sicilian[15]);
    // C20: two White wins of two, 16 plies; 2 of 2 against 2/3: every outcome is no more likely, p = 1.
    Object[] kpg = at(r.openings(), "all", null, "chess", "standard", "C20", KPG);
    assertEquals(List.of(2L, 2L, 0L, 0L, 1.0), Arrays.asList(kpg).subList(4, 9));
    assertEquals(1.0, (Double) kpg[11], 1e-12);
    // Holm over the two: 2 × 1/3, then 1; the ECO code rows are the same games, opening empty.
    assertEquals(2.0 / 3, (Double) sicilian[12], 1e-12);
    Object[] b20 = at(r.openings(), "all", null, "chess", "standard", "B20", "");
    assertEquals(Arrays.asList(sicilian).subList(4, 16), Arrays.asList(b20).subList(4, 16));
    // G5 (illegal) and G6 (no result) are counted nowhere
    assertTrue(r.openings().stream().noneMatch(row -> "A00".equals(row[2])));
    // the bullet stratum has only the Sicilian: G1, G2
    Object[] bullet = at(r.openings(), Strata.TIME_CONTROL, "bullet", "chess", "standard", "B20", SICILIAN);
    assertEquals(2L, bullet[4]);
    assertTrue(r.openings().stream().noneMatch(row -> "bullet".equals(row[17]) && "C20".equals(row[2])));
  }

  /** Every opening row's counts and mean length, against Spark SQL's grouping of the same rows. */
  @Test
  void openings_againstSparkSql() {
    ResearchStatistics.Result r = ResearchStatistics.compute(corpus(), STRATA, 1);
    List<Row> sql = corpus().filter("verdict = 'VALID' AND winner IS NOT NULL AND eco IS NOT NULL")
        .groupBy("eco", "opening").agg(org.apache.spark.sql.functions.expr("count(*)"),
            org.apache.spark.sql.functions.expr("sum(CASE WHEN winner = 'white' THEN 1 ELSE 0 END)"),
            org.apache.spark.sql.functions.expr("sum(CASE WHEN winner = 'draw' THEN 1 ELSE 0 END)"),
            org.apache.spark.sql.functions.expr("sum(CASE WHEN winner = 'black' THEN 1 ELSE 0 END)"),
            org.apache.spark.sql.functions.expr("avg(plies)")).collectAsList();
    assertEquals(2, sql.size());
    for (Row s : sql) {
      Object[] row = at(r.openings(), "all", null, "chess", "standard", s.getString(0), s.getString(1));
      assertEquals(List.of(s.getLong(2), s.getLong(3), s.getLong(4), s.getLong(5)),
          Arrays.asList(row).subList(4, 8));
      assertEquals(s.getDouble(6), (Double) row[15], 1e-12);
    }
  }

  /** Each game in one value of each stratum: the rated and unrated games of a stratum's levels sum to every game's. */
  @Test
  void compute_twoStrata_eachStratumsLevelsShareEveryGamesEdgesCounts() {
    ResearchStatistics.Result r = ResearchStatistics.compute(corpus(), STRATA, 1);
    Map<String, long[]> byStratum = new HashMap<>();
    r.edges().forEach((k, e) -> {
      if (k.game().equals("chess") && k.rules().equals("standard")) {
        long[] n = byStratum.computeIfAbsent(k.level().stratum(), x -> new long[3]);
        n[0] += e.ratedGames();
        n[1] += e.unratedGames();
        n[2]++;
      }
    });
    assertEquals(java.util.Set.of(Strata.ALL, Strata.TIME_CONTROL, Strata.RATING), byStratum.keySet());
    assertEquals(1, byStratum.get(Strata.ALL)[2]);
    assertNull(r.edges().keySet().stream().filter(k -> k.level().stratum().equals(Strata.ALL)).findFirst()
        .orElseThrow().level().value());
    for (String s : STRATA) {
      assertEquals(byStratum.get(Strata.ALL)[0], byStratum.get(s)[0], s);
      assertEquals(byStratum.get(Strata.ALL)[1], byStratum.get(s)[1], s);
      assertTrue(byStratum.get(s)[2] > 1, s + " levels: " + byStratum.get(s)[2]);
    }
  }

  /**
   * The edge of the three rated games (G1 Δ −200 a loss, G2 Δ +50 a draw, G4 Δ +100 a win; G3
   * unrated) against a plain bisection of Σ (s − E) = 0.
   */
  @Test
  void eloEdge_handCorpus_solvesTheScoreEquation() {
    ResearchStatistics.Result r = ResearchStatistics.compute(corpus(), STRATA, 1);
    EloEdge e = r.edges().get(edgeKey("chess", "standard"));
    assertEquals(3, e.ratedGames());
    assertEquals(1, e.unratedGames());
    double[] delta = {-200, 50, 100};
    double[] score = {0, 0.5, 1};
    double lo = -2000;
    double hi = 2000;
    for (int i = 0; i < 200; i++) {
      double w = (lo + hi) / 2;
      double u = 0;
      for (int g = 0; g < 3; g++) {
        u += score[g] - 1 / (1 + Math.pow(10, -(delta[g] + w) / 400));
      }
      if (u > 0) {
        lo = w;
      } else {
        hi = w;
      }
    }
    assertEquals((lo + hi) / 2, e.edge(), 1e-6);
    assertTrue(e.low() < e.edge() && e.edge() < e.high(), e.toString());
    // one start position (the standard one): its edge is the pooled one, which its games do not reject
    EloEdge.Tested p = r.positionEdges().get(positionKey("chess", "standard", "RNBQKBNR"));
    assertEquals(e.edge(), p.fit().edge(), 1e-9);
    assertEquals(1.0, p.pValue(), 1e-9);
    assertEquals(e.edge(), r.positionEdges().get(positionKey("chess", "standard", "*")).fit().edge(),
        1e-9);
    // the first_player_advantage row over every agent gets the columns by name, a pair of agents' row nulls
    StatisticRows fpa = StatisticRows.split(Table.FIRST_PLAYER_ADVANTAGE, List.of(fpaRow("*"), fpaRow("a")));
    List<Object[]> widened = ResearchStatistics.withEloEdge(fpa, r).tableRows(Table.FIRST_PLAYER_ADVANTAGE);
    Object[] every = widened.get(0);
    assertEquals(List.of(3L, 1L, e.edge(), e.low(), e.high()), List.of(value(every, "rated_games"),
        value(every, "unrated_games"), value(every, "elo_edge"), value(every, "elo_edge_low"),
        value(every, "elo_edge_high")));
    assertEquals("all", value(every, "stratum"));
    assertEquals(0L, value(every, "score_high"));
    assertNull(value(widened.get(1), "rated_games"));
    assertNull(value(widened.get(1), "elo_edge"));
  }

  /** A core row of {@code first_player_advantage} of chess (counts 0) with its stratum ({@code all}), first agent {@code first}. */
  private static Object[] fpaRow(String first) {
    List<String> columns = StatisticRows.split(Table.FIRST_PLAYER_ADVANTAGE, List.of()).columns();
    Object[] row = new Object[columns.size()];
    Arrays.fill(row, 0L);
    row[columns.indexOf("game")] = "chess";
    row[columns.indexOf("rules")] = "standard";
    row[columns.indexOf("first_agent")] = first;
    row[columns.indexOf("second_agent")] = "*";
    row[columns.indexOf("stratum")] = "all";
    row[columns.indexOf("stratum_value")] = null;
    return row;
  }

  /** A column of a row of {@code table}'s, by name. */
  private static Object value(Object[] row, String column) {
    return row[Table.FIRST_PLAYER_ADVANTAGE.schema().fieldIndex(column)];
  }

  /** White's edge through Spark on simulated games equals core's fit of the same games, bit for bit. */
  @Test
  void eloEdge_simulatedCorpus_sameAsCore() {
    SplittableRandom random = new SplittableRandom(7);
    RatedGames.Builder core = new RatedGames.Builder();
    List<Row> rows = new ArrayList<>();
    for (int g = 0; g < 2000; g++) {
      int white = 1200 + random.nextInt(1000);
      int black = white + (int) Math.round(random.nextGaussian() * 150);
      double e = EloEdge.expectation(white - black, 35);
      double draw = e * (1 - e);
      double u = random.nextDouble();
      String winner = u < e - draw / 2 ? "white" : u < e + draw / 2 ? "draw" : "black";
      core.add(Integer.toString(white), Integer.toString(black), Winner.ofLabel(winner));
      rows.add(game("VALID", 40, winner, "180+0", white, black, null, null, null, null, NO_ACCURACY));
    }
    ResearchStatistics.Result r = ResearchStatistics.compute(TestSpark.get().createDataFrame(rows, SCHEMA),
        List.of(), 1);
    EloEdge expected = EloEdge.fit(core.build());
    assertEquals(expected, r.edges().get(edgeKey("chess", "standard")));
    assertTrue(expected.low() < 35 && 35 < expected.high(), expected.toString());
  }

  /**
   * Bullet (60+0): G1's 6 plies, G2's 4 and G6's 2 took 0, 5, 50, 0, 1, 9, 0, 2, 0, 10, 0, 0 s:
   * 12 moves, 77 s, median 0.5; six players, one lost on time; one (G1's White) below a tenth of
   * the base, in a game Black won: score 0; the five others, three in games with a result, scored
   * 1 + ½ + ½ of 3. Blitz: G3's 22 plies of 3 s (G4 has no clocks).
   */
  @Test
  void clockUsage_handCorpus_asWorkedOut() {
    ResearchStatistics.Result r = ResearchStatistics.compute(corpus(), STRATA, 1);
    Object[] bullet = at(r.clockUsage(), "all", null, "chess", "standard", "bullet", "*", "*");
    assertEquals(12L, bullet[5]);
    assertEquals(77.0 / 12, (Double) bullet[6], 1e-12);
    assertEquals(0.5, bullet[7]);
    assertEquals(List.of(6L, 1L, 1.0 / 6, 1L, 0.0), Arrays.asList(bullet).subList(8, 13));
    assertEquals(2.0 / 3, (Double) bullet[13], 1e-12);
    Object[] blitz = at(r.clockUsage(), "all", null, "chess", "standard", "blitz", "*", "*");
    assertEquals(22L, blitz[5]);
    assertEquals(3.0, blitz[6]);
    // split by the game's rating band (G1: 1600-1799, G2: 1400-1599, G6: 1400-1599)
    Object[] band = at(r.clockUsage(), Strata.RATING, "1600-1799", "chess", "standard", "bullet", "*", "*");
    assertEquals(6L, band[5]);
  }

  /** The moves and mean seconds of each time control class, against Spark SQL over {@code move_seconds}. */
  @Test
  void clockUsage_againstSparkSqlOverMoveSeconds() {
    ResearchStatistics.Result r = ResearchStatistics.compute(corpus(), STRATA, 1);
    List<Row> sql = corpus().filter("verdict = 'VALID'")
        .selectExpr("CASE WHEN time_control_base + 40 * time_control_increment < 180 THEN 'bullet' ELSE 'blitz' END"
            + " AS tc", "explode(move_seconds) AS s")
        .filter("s IS NOT NULL").groupBy("tc").agg(org.apache.spark.sql.functions.expr("count(*)"),
            org.apache.spark.sql.functions.expr("avg(s)"), org.apache.spark.sql.functions.expr("median(s)"))
        .collectAsList();
    assertEquals(2, sql.size());
    for (Row s : sql) {
      Object[] row = at(r.clockUsage(), "all", null, "chess", "standard", s.getString(0), "*", "*");
      assertEquals(s.getLong(1), row[5]);
      assertEquals(s.getDouble(2), (Double) row[6], 1e-9);
      assertEquals(s.getDouble(3), (Double) row[7], 1e-9);
    }
  }

  /**
   * Six players with an accuracy: 90, 70, 80, 60, 95, 40 (losses 20, 55, 30, 80, 10, 150): mean
   * 72.5 (57.5). Bullet, 1400-1599, drawn: G2's two players, 80 and 60: mean 70, sd 10.
   */
  @Test
  void accuracy_handCorpus_asWorkedOut() {
    ResearchStatistics.Result r = ResearchStatistics.compute(corpus(), STRATA, 1);
    Object[] all = at(r.accuracy(), "all", null, "chess", "standard", "*", "*", "*");
    assertEquals(6L, all[5]);
    assertEquals(72.5, (Double) all[6], 1e-9);
    assertEquals(57.5, (Double) all[8], 1e-9);
    assertArrayEquals(new Object[] {"chess", "standard", "bullet", "1400-1599", "draw", 2L, 70.0, 10.0, 55.0, 25.0,
        "all", null}, at(r.accuracy(), "all", null, "chess", "standard", "bullet", "1400-1599", "draw"));
    // against the result: the winners' mean (70, 95) and the losers' (90, 40)
    assertEquals(82.5, (Double) at(r.accuracy(), "all", null, "chess", "standard", "*", "*", "win")[6], 1e-9);
    assertEquals(65.0, (Double) at(r.accuracy(), "all", null, "chess", "standard", "*", "*", "loss")[6], 1e-9);
  }

  /** Each result's players, mean accuracy and mean loss, against Spark SQL over the players stacked. */
  @Test
  void accuracy_againstSparkSql() {
    ResearchStatistics.Result r = ResearchStatistics.compute(corpus(), STRATA, 1);
    List<Row> sql = corpus().filter("verdict = 'VALID'")
        .selectExpr("inline(array(named_struct('side', 'white', 'a', accuracy_white, 'l', acpl_white),"
            + " named_struct('side', 'black', 'a', accuracy_black, 'l', acpl_black)))", "winner")
        .filter("a IS NOT NULL")
        .selectExpr("CASE WHEN winner IS NULL THEN 'none' WHEN winner = 'draw' THEN 'draw'"
            + " WHEN winner = side THEN 'win' ELSE 'loss' END AS result", "a", "l")
        .groupBy("result").agg(org.apache.spark.sql.functions.expr("count(*)"),
            org.apache.spark.sql.functions.expr("avg(a)"), org.apache.spark.sql.functions.expr("avg(l)"))
        .collectAsList();
    assertEquals(3, sql.size());
    for (Row s : sql) {
      Object[] row = at(r.accuracy(), "all", null, "chess", "standard", "*", "*", s.getString(0));
      assertEquals(s.getLong(1), row[5]);
      assertEquals(s.getDouble(2), (Double) row[6], 1e-9);
      assertEquals(s.getDouble(3), (Double) row[8], 1e-9);
    }
  }

  /** A games table without issue 39's columns (runs ingested before them): every statistic empty, Elo null. */
  @Test
  void compute_gamesWithoutTheColumns_empty() {
    Dataset<Row> old = corpus().drop("eco", "opening", "white_elo", "black_elo", "declared_ending", "accuracy_white",
        "accuracy_black", "acpl_white", "acpl_black");
    ResearchStatistics.Result r = ResearchStatistics.compute(old, STRATA, 1);
    assertEquals(ResearchStatistics.Result.NONE, r);
    List<String> columns = StatisticRows.split(Table.START_POSITIONS, List.of()).columns();
    Object[] row = new Object[columns.size()];
    row[columns.indexOf("stratum")] = "all";
    Object[] widened = ResearchStatistics.withPositionEdges(new StatisticRows(columns, List.<Object[]>of(row)), r)
        .tableRows(Table.START_POSITIONS).get(0);
    assertEquals(Table.START_POSITIONS.schema().fields().length, widened.length);
    for (String edge : ResearchStatistics.POSITION_EDGE_COLUMNS) {
      assertNull(widened[Table.START_POSITIONS.schema().fieldIndex(edge)], edge);
    }
    // only the openings' columns: openings alone
    ResearchStatistics.Result openings = ResearchStatistics.compute(corpus().drop("white_elo"), STRATA, 1);
    assertArrayEquals(at(ResearchStatistics.compute(corpus(), STRATA, 1).openings(), "all", null, "chess", "standard",
        "B20", SICILIAN), at(openings.openings(), "all", null, "chess", "standard", "B20", SICILIAN));
    assertTrue(openings.clockUsage().isEmpty() && openings.accuracy().isEmpty() && openings.edges() == null);
  }

  /**
   * Double Chess960 (TCEC's FRC games, data/chess960/tcec): a start position is keyed by both back
   * ranks, {@code W/B}. Three rated games from one such start (a White win at Δ +100, a draw at
   * Δ −100, a Black win at Δ +200): the row {@code start_positions} gives that start finds the edge
   * of its three games, the same as the pooled one (one position).
   */
  @Test
  void positionEdges_doubleChess960Start_foundByTheRowsBackRank() {
    String start = "qnrbbkrn/pppppppp/8/8/8/8/PPPPPPPP/BBNQRNKR w KQkq - 0 1";
    List<Row> rows = List.of(
        game("chess960", "chess960", start, "VALID", 80, "white", "5400+10", 3500, 3400, null, null, null, null,
            NO_ACCURACY),
        game("chess960", "chess960", start, "VALID", 90, "draw", "5400+10", 3400, 3500, null, null, null, null,
            NO_ACCURACY),
        game("chess960", "chess960", start, "VALID", 70, "black", "5400+10", 3600, 3400, null, null, null, null,
            NO_ACCURACY));
    ResearchStatistics.Result r = ResearchStatistics.compute(TestSpark.get().createDataFrame(rows, SCHEMA), List.of(),
        1);
    List<org.ludoteca.stats.GameTally> tallies = new ArrayList<>();
    for (Row g : rows) {
      tallies.add(org.ludoteca.stats.GameTally.builder().game("chess960").rules("chess960")
          .verdict(org.ludoteca.game.Verdict.VALID).winner(Winner.ofLabel(g.getString(2))).plies(g.getInt(1))
          .firstMover(org.ludoteca.game.Side.WHITE).startFen(start).games(1).strata(Map.of()).build());
    }
    List<Object[]> core = Strata.split(tallies, List.of(), List.of(),
        (g, c) -> org.ludoteca.stats.CorpusStatistics.startPositions(g, 1));
    List<Object[]> table = ResearchStatistics.withPositionEdges(StatisticRows.split(Table.START_POSITIONS, core), r)
        .tableRows(Table.START_POSITIONS);
    org.apache.spark.sql.types.StructType schema = Table.START_POSITIONS.schema();
    Object[] row = table.stream().filter(t -> "BBNQRNKR/QNRBBKRN".equals(t[schema.fieldIndex("back_rank")]))
        .findFirst().orElseThrow(() -> new AssertionError("no row of the start W/B in " + table.size()));
    assertNotNull(row[schema.fieldIndex("black_start_position")], "a Double Chess960 start: Black's number");
    assertEquals(3L, row[schema.fieldIndex("rated_games")]);
    EloEdge pooled = r.edges().get(edgeKey("chess960", "chess960"));
    assertEquals(3, pooled.ratedGames());
    assertEquals(pooled.edge(), (Double) row[schema.fieldIndex("elo_edge")], 1e-9);
    assertNotNull(row[schema.fieldIndex("elo_p_value")]);
  }
}
