package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.chess960.notation.Uci;
import org.ludoteca.spark.table.Table;

/**
 * The typed columns of {@code games} (issues 38 and 39) through the pipeline, each checked against
 * a second computation: the tags read by hand, the moves replayed again with the chess package's
 * own SAN and UCI codecs, the clocks differenced in a plain loop, the accuracies computed by an
 * independent implementation of lichess's definitions (a Python script, values below); and Spark
 * SQL filtering on them with no cast.
 */
class TypedColumnsJobTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));
  /** Games written for this test: the conventions the columns read, one per game. */
  private static final String HAND = """
      [Event "hand"]
      [Site "hand-1"]
      [Date "2021.??.??"]
      [WhiteElo "?"]
      [BlackElo "1500"]
      [TimeControl "60"]
      [Termination "Time forfeit"]
      [Result "0-1"]

      1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O Nf6 0-1

      [Event "hand"]
      [Site "hand-2"]
      [UTCDate "2021.10.01"]
      [Date "2021.??.??"]
      [WhiteElo "2100"]
      [BlackElo "-"]
      [TimeControl "1/86400"]
      [Termination "Black won by resignation"]
      [Result "0-1"]

      1. d4 d5 2. c4 0-1

      [Event "hand"]
      [Site "hand-3"]
      [SetUp "1"]
      [FEN "8/P7/8/8/8/8/k7/4K3 w - - 0 1"]
      [Result "*"]

      1. a8=Q+ Kb2 *

      [Event "hand"]
      [Site "hand-4"]
      [Date "2021.02.30"]
      [TimeControl "180+2"]
      [Result "*"]

      1. e4 *
      """;

  @TempDir
  static Path dir;
  private static List<Row> games;
  private static Dataset<Row> table;

  @BeforeAll
  static void ingest() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.copy(ROOT.resolve("data/chess/lichess-sample.pgn"), in.resolve("lichess-sample.pgn"));
    Files.copy(ROOT.resolve("data/chess960/scalachess-fixture-stLouisFischerandom.pgn"), in.resolve("960.pgn"));
    Files.writeString(in.resolve("hand.pgn"), HAND);
    Path out = dir.resolve("out");
    IngestJob.builder().inputs(List.of(in.toString())).out(out.toString()).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
    table = TestSpark.read(out, Table.GAMES);
    games = table.collectAsList();
  }

  private static Row site(String site) {
    return games.stream().filter(g -> site.equals(tags(g).get("Site"))).findFirst().orElseThrow();
  }

  private static Map<String, String> tags(Row g) {
    return g.getJavaMap(g.fieldIndex("tags"));
  }

  @Test
  void ingest_handGames_giveTheHandWorkedColumns() {
    Row g1 = site("hand-1");
    assertEquals("time-forfeit", g1.getAs("declared_ending"));
    assertEquals("standard", g1.getAs("start_kind"));
    assertNull(g1.getAs("white_elo"));
    assertEquals(1500, (Integer) g1.getAs("black_elo"));
    assertNull(g1.getAs("date"));
    assertEquals(60, (Integer) g1.getAs("time_control_base"));
    assertEquals(0, (Integer) g1.getAs("time_control_increment"));
    assertEquals("C70", g1.getAs("eco")); // 3...a6; 4. O-O Nf6 reaches no named position
    assertEquals("Ruy Lopez: Morphy Defense", g1.getAs("opening"));
    assertEquals("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 e1g1 g8f6", g1.getAs("uci"));
    assertNull(g1.getAs("move_seconds"));
    assertNull(g1.getAs("accuracy_white"));

    Row g2 = site("hand-2");
    assertEquals("resignation", g2.getAs("declared_ending"));
    assertEquals(java.sql.Date.valueOf("2021-10-01"), g2.getAs("date"));
    assertEquals(2100, (Integer) g2.getAs("white_elo"));
    assertNull(g2.getAs("black_elo"));
    assertNull(g2.getAs("time_control_base")); // daily: no base, no increment
    assertNull(g2.getAs("time_control_increment"));
    assertEquals("D06", g2.getAs("eco"));
    assertEquals("Queen's Gambit", g2.getAs("opening"));

    Row g3 = site("hand-3");
    assertEquals("set-up", g3.getAs("start_kind"));
    assertEquals("a7a8q a2b2", g3.getAs("uci"));
    assertNull(g3.getAs("eco")); // no book for a set-up position
    assertNull(g3.getAs("declared_ending")); // no Termination tag

    Row g4 = site("hand-4");
    assertNull(g4.getAs("date")); // no 30 February
    assertEquals(180, (Integer) g4.getAs("time_control_base"));
    assertEquals(2, (Integer) g4.getAs("time_control_increment"));
    assertEquals("B00", g4.getAs("eco"));
  }

  @Test
  void ingest_ratingsDatesTimeControls_agreeWithTheTagsReadByHand() {
    Pattern clock = Pattern.compile("(\\d+)(?:\\+(\\d+))?");
    int checked = 0;
    for (Row g : games) {
      Map<String, String> t = tags(g);
      assertEquals(number(t.get("WhiteElo")), g.getAs("white_elo"), t.toString());
      assertEquals(number(t.get("BlackElo")), g.getAs("black_elo"), t.toString());
      LocalDate day = day(t.get("UTCDate"));
      day = day != null ? day : day(t.get("Date"));
      assertEquals(day == null ? null : java.sql.Date.valueOf(day), g.getAs("date"), t.toString());
      String tc = t.get("TimeControl");
      Matcher m = tc == null ? null : clock.matcher(tc);
      boolean isClock = m != null && m.matches();
      assertEquals(isClock ? Integer.valueOf(m.group(1)) : null, g.getAs("time_control_base"), tc);
      assertEquals(isClock ? Integer.valueOf(m.group(2) == null ? "0" : m.group(2)) : null,
          g.getAs("time_control_increment"), tc);
      checked++;
    }
    assertTrue(checked > 135, "every game checked: " + checked);
  }

  private static Integer number(String tag) {
    return tag != null && tag.matches("[0-9]{1,9}") ? Integer.valueOf(tag) : null;
  }

  private static LocalDate day(String tag) {
    if (tag == null || !tag.matches("[0-9]{4}\\.[0-9]{2}\\.[0-9]{2}")) {
      return null;
    }
    try {
      return LocalDate.parse(tag.replace('.', '-'));
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  @Test
  void ingest_uci_isTheMovesReplayedAgainWithTheChessCodecs() throws Exception {
    int checked = 0;
    boolean castled960 = false;
    for (Row g : games) {
      if (!"VALID".equals(g.getAs("verdict")) && !"RESULT_MISMATCH".equals(g.getAs("verdict"))) {
        continue;
      }
      boolean chess960 = "chess960".equals(g.getAs("game"));
      Position p = ChessFen.read(g.getAs("start_fen"));
      List<String> uci = new ArrayList<>();
      for (String san : g.<String>getList(g.fieldIndex("moves"))) {
        Move m = San.read(p, san);
        uci.add(Uci.write(m, chess960 ? Uci.Castling.KING_TAKES_ROOK : Uci.Castling.KING_DESTINATION));
        castled960 |= chess960 && m.kind() == Move.Kind.CASTLE;
        p = Chess960.play(p, m);
      }
      assertEquals(uci.isEmpty() ? null : String.join(" ", uci), g.getAs("uci"), tags(g).toString());
      checked++;
    }
    assertTrue(checked > 135, "games checked: " + checked);
    assertTrue(castled960, "a Chess960 game castles: its UCI king takes rook");
  }

  @Test
  void ingest_moveSeconds_areTheMoversClockDifferencesPlusTheIncrement() {
    int checked = 0;
    for (Row g : games) {
      List<Integer> clocks = g.isNullAt(g.fieldIndex("clocks")) ? null : g.getList(g.fieldIndex("clocks"));
      Integer base = g.getAs("time_control_base");
      Integer increment = g.getAs("time_control_increment");
      String tc = tags(g).get("TimeControl");
      if (clocks == null || tc == null || !tc.matches("[0-9]+(\\+[0-9]+)?")) {
        assertNull(g.getAs("move_seconds"), tags(g).toString());
        continue;
      }
      List<Double> seconds = g.getList(g.fieldIndex("move_seconds"));
      assertEquals(clocks.size(), seconds.size());
      for (int i = 0; i < clocks.size(); i++) {
        Integer before = i < 2 ? Integer.valueOf(base * 100) : clocks.get(i - 2);
        Integer after = clocks.get(i);
        Double expected = before == null || after == null ? null : (before - after) / 100.0 + increment;
        assertEquals(expected, seconds.get(i), "ply " + (i + 1) + " of " + tags(g).get("Site"));
      }
      checked++;
    }
    assertTrue(checked >= 130, "games with clocks checked: " + checked);
  }

  /**
   * Accuracy by an independent implementation of lichess's definitions (Python, from
   * lichess.org/page/accuracy and lila's AccuracyPercent: the same formulas written again, windows
   * built as lila's Maths.windows does), on two of the sample's evaluated games, one of whose
   * evaluations stop a ply early; the average centipawn loss also by a plain loop over every game.
   */
  @Test
  void ingest_accuracy_agreesWithAnIndependentComputation() {
    Map<String, double[]> python = new HashMap<>();
    python.put("https://lichess.org/8qnGOgRl",
        new double[] {95.22621320395672, 74.81129516479716, 15.333333333333334, 41.95});
    python.put("https://lichess.org/dCjLnz52",
        new double[] {83.20040986414494, 70.18702988238677, 108.15789473684211, 158.0});
    python.forEach((site, v) -> {
      Row g = site(site);
      assertEquals(v[0], (Double) g.getAs("accuracy_white"), 1e-9, site);
      assertEquals(v[1], (Double) g.getAs("accuracy_black"), 1e-9, site);
      assertEquals(v[2], (Double) g.getAs("acpl_white"), 1e-9, site);
      assertEquals(v[3], (Double) g.getAs("acpl_black"), 1e-9, site);
    });
    int evaluated = 0;
    for (Row g : games) {
      if (g.isNullAt(g.fieldIndex("evals"))) {
        assertNull(g.getAs("accuracy_white"));
        assertNull(g.getAs("acpl_black"));
        continue;
      }
      List<Integer> evals = g.getList(g.fieldIndex("evals"));
      long[] loss = new long[2];
      int[] moves = new int[2];
      int before = 15;
      for (int i = 0; i < evals.size() && evals.get(i) != null; i++) {
        int after = Math.max(-1000, Math.min(1000, evals.get(i)));
        int side = i % 2; // the sample's games start with White
        loss[side] += Math.max(0, side == 0 ? before - after : after - before);
        moves[side]++;
        before = after;
      }
      assertEquals((double) loss[0] / moves[0], (Double) g.getAs("acpl_white"), 1e-9);
      assertEquals((double) loss[1] / moves[1], (Double) g.getAs("acpl_black"), 1e-9);
      evaluated++;
    }
    assertEquals(8, evaluated, "the sample's evaluated games");
  }

  /** lichess wrote its own ECO tag with an earlier version of the same data set: most games agree. */
  @Test
  void ingest_eco_agreesWithLichessTagsInMostGames() {
    int tagged = 0;
    int agree = 0;
    for (Row g : games) {
      String eco = tags(g).get("ECO");
      if (eco == null || eco.equals("?") || g.<String>getList(g.fieldIndex("moves")).isEmpty()) {
        continue;
      }
      tagged++;
      agree += eco.equals(g.getAs("eco")) ? 1 : 0;
    }
    assertTrue(tagged >= 130, "tagged: " + tagged);
    assertTrue(agree >= 0.9 * tagged, agree + " of " + tagged);
  }

  /** The columns researchers filter on, typed: Spark SQL compares them with literals, no cast, no tag look-up. */
  @Test
  void sql_filtersOnTypedColumns_withoutCast() {
    StructType s = table.schema();
    assertEquals(DataTypes.IntegerType, s.apply("white_elo").dataType());
    assertEquals(DataTypes.DateType, s.apply("date").dataType());
    assertEquals(DataTypes.IntegerType, s.apply("time_control_base").dataType());
    assertEquals(DataTypes.StringType, s.apply("eco").dataType());
    assertEquals(DataTypes.createArrayType(DataTypes.DoubleType, true), s.apply("move_seconds").dataType());
    table.createOrReplaceTempView("typed_games");
    long sql = TestSpark.get().sql("SELECT count(*) FROM typed_games WHERE white_elo >= 1500 AND black_elo < 2000"
        + " AND date >= DATE '2025-05-01' AND time_control_base = 300 AND eco LIKE 'C%'").first().getLong(0);
    long loop = 0;
    for (Row g : games) {
      Map<String, String> t = tags(g);
      Integer white = number(t.get("WhiteElo"));
      Integer black = number(t.get("BlackElo"));
      LocalDate day = day(t.get("UTCDate"));
      day = day != null ? day : day(t.get("Date"));
      String tc = t.get("TimeControl");
      String eco = g.getAs("eco");
      if (white != null && white >= 1500 && black != null && black < 2000 && day != null
          && !day.isBefore(LocalDate.of(2025, 5, 1)) && tc != null && tc.matches("300(\\+[0-9]+)?")
          && eco != null && eco.startsWith("C")) {
        loop++;
      }
    }
    assertEquals(loop, sql);
    assertTrue(sql > 0, "the filter keeps some games");
    assertNotNull(TestSpark.get().sql("SELECT avg(accuracy_white), max(size(move_seconds)) FROM typed_games")
        .first().get(0));
  }
}
