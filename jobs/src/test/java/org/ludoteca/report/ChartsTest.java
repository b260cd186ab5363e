package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report charts: what each draws from which columns, and when it draws nothing. */
class ChartsTest {
  @TempDir
  Path tmp;

  private StatsTable table(String name, String csv) throws IOException {
    Files.writeString(tmp.resolve(name + ".csv"), csv);
    return StatsTable.read(tmp, name);
  }

  private static final String FIRST_PLAYER = "game,rules,first_agent,second_agent,games,first_mover_wins,draws,"
      + "second_mover_wins,score,wilson_low,wilson_high,p_value";

  @Test
  void firstPlayer_scoreIntervalColumns_drawsTheScoreInterval() throws IOException {
    StatsTable withScore = table("first_player_advantage", FIRST_PLAYER + ",score_low,score_high\n"
        + "rithmomachia,cvr,*,*,40,30,0,10,0.75,0.598,0.858,0.0022,0.61,0.85\n");
    String svg = firstPlayer("fp", withScore, List.of("first_agent", "second_agent"));
    assertTrue(svg.contains("first mover&apos;s score") || svg.contains("first mover's score"), svg);
    assertTrue(svg.contains("all games"), "the row over every pairing is named");
  }

  @Test
  void firstPlayer_withoutScoreInterval_drawsTheWilsonIntervalOfDecisiveGames() throws IOException {
    StatsTable plain = table("first_player_advantage", FIRST_PLAYER + "\n"
        + "rithmomachia,cvr,*,*,40,30,0,10,0.75,0.598,0.858,0.0022\n");
    String svg = firstPlayer("fp", plain, List.of("first_agent", "second_agent"));
    assertTrue(svg.contains("Wilson interval"), svg);
    assertFalse(svg.contains("wins + draws/2"));
  }

  @Test
  void firstPlayer_otherStrata_keepsTheAllRows() throws IOException {
    StatsTable strata = table("first_player_advantage", FIRST_PLAYER + ",stratum,stratum_value\n"
        + "chess,standard,*,*,40,30,0,10,0.75,0.598,0.858,0.0022,all,\n"
        + "chess,standard,*,*,10,5,0,5,0.5,0.2,0.8,1.0,time-control,blitz\n");
    String one = firstPlayer("fp", strata, List.of("first_agent", "second_agent"));
    String plain = firstPlayer("fp", table("plain", FIRST_PLAYER + "\n"
        + "chess,standard,*,*,40,30,0,10,0.75,0.598,0.858,0.0022\n"), List.of("first_agent", "second_agent"));
    assertEquals(plain, one, "the blitz row is not drawn");
  }

  private static final String START = "game,rules,back_rank,start_position,games,white_wins,draws,black_wins,score,"
      + "wilson_low,wilson_high";

  @Test
  void scoreByStartPosition_significantColumn_marksThePositionsAndDrawsThePooledLine() throws IOException {
    StatsTable sp = table("start_positions", START + ",p_value,p_holm,q_bh,significant\n"
        + "chess960,chess960,*,,300,150,0,150,0.5,0.44,0.56,,,,\n"
        + "chess960,chess960,BBQNNRKR,0,100,80,0,20,0.8,0.71,0.87,0.0001,0.0003,0.0003,true\n"
        + "chess960,chess960,BQNBNRKR,1,100,40,0,60,0.4,0.31,0.5,0.2,0.4,0.3,false\n"
        + "chess960,chess960,BQNNRBKR,2,100,30,0,70,0.3,0.22,0.4,0.1,0.3,0.15,false\n");
    String svg = scoreByStartPosition("sp", sp);
    assertTrue(svg.contains("pooled 0.500"), svg);
    assertTrue(svg.contains("significant after correction"), "a legend names the marked positions");
    // Sorted by score: 2 (0.3), 1 (0.4), 0 (0.8) along the axis.
    assertTrue(svg.indexOf(">2<") < svg.indexOf(">1<") && svg.indexOf(">1<") < svg.indexOf(">0<"), svg);
  }

  @Test
  void scoreByStartPosition_withoutTests_noMarksNoLegend() throws IOException {
    StatsTable sp = table("start_positions", START + "\n"
        + "chess960,chess960,*,,1,0,0,1,0,0,0.79\n"
        + "chess960,chess960,RBKRNNBQ,956,1,0,0,1,0,0,0.79\n");
    String svg = scoreByStartPosition("sp", sp);
    assertNotNull(svg, "Chess960 with one position played: still its chart");
    assertFalse(svg.contains("significant after correction"));
  }

  @Test
  void scoreByStartPosition_standardChessOnePosition_none() throws IOException {
    StatsTable sp = table("start_positions", START + "\n"
        + "chess,standard,*,,135,58,10,67,0.47,0.38,0.55\n"
        + "chess,standard,RNBQKBNR,518,135,58,10,67,0.47,0.38,0.55\n");
    assertNull(scoreByStartPosition("sp", sp), "one start position: the interval is the pooled score");
  }

  /** 200 positions, one significant: the extremes and it with intervals, the others a band; 50 positions: no band. */
  @Test
  void scoreByStartPosition_hundredsOfPositions_extremesSignificantAndABand() throws IOException {
    StringBuilder csv = new StringBuilder(START + ",p_value,p_holm,q_bh,significant\n"
        + "chess960,chess960,*,,2000,1000,0,1000,0.5,0.48,0.52,,,,\n");
    for (int i = 0; i < 200; i++) {
      double score = 0.3 + 0.4 * i / 200;
      csv.append(String.format(java.util.Locale.ROOT, "chess960,chess960,P%d,%d,10,5,0,5,%.4f,%.4f,%.4f,0.5,1,1,%s\n",
          i, i, score, score - 0.2, score + 0.2, i == 100 ? "true" : "false"));
    }
    String svg = scoreByStartPosition("sp", table("start_positions", csv.toString()));
    assertTrue(svg.contains("the other positions"), "a legend names the band");
    assertTrue(svg.contains("the 10 lowest, the 10 highest and the significant ones"), "the axis says what is drawn");
    String few = scoreByStartPosition("sp", table("start_positions",
        csv.substring(0, csv.indexOf("P50,"))));
    assertFalse(few.contains("the other positions"), "50 positions: each drawn");
  }

  /**
   * Buckets of 10 and 50 plies with 10 and 50 games: both 1 game per ply, so the two bars are as
   * tall, the second five times as wide (an equal-width bar chart drew the second five times taller).
   */
  @Test
  void lengthHistogram_unequalBuckets_drawnByTheirWidth() throws IOException {
    String svg = lengthHistogram("h", table("game_length_histogram",
        "game,rules,plies_from,plies_to,games\nchess,standard,90,99,10\nchess,standard,100,149,50\n"));
    java.util.regex.Matcher m = java.util.regex.Pattern.compile(
        "<rect x='([-0-9.]+)' y='([-0-9.]+)' width='([0-9.]+)' height='([0-9.]+)' style='fill:rgb\\(0,114,178\\)'")
        .matcher(svg);
    java.util.List<double[]> bars = new java.util.ArrayList<>();
    while (m.find()) {
      bars.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(3)),
          Double.parseDouble(m.group(4))});
    }
    assertEquals(2, bars.size(), svg);
    bars.sort(java.util.Comparator.comparingDouble(b -> b[0]));
    assertEquals(5, bars.get(1)[1] / bars.get(0)[1], 0.1, "widths");
    assertEquals(bars.get(0)[2], bars.get(1)[2], 1, "heights");
  }

  private static final String CAPTURES = "game,rules,method,side,captured_kind,captures,share,per_game,opening,"
      + "middlegame,endgame";

  @Test
  void captureMethods_oneVisibleMethod_noChart() throws IOException {
    StatsTable chess = table("capture_methods", CAPTURES + "\n"
        + "chess,standard,capture,black,,1006,0.498,7.4,100,500,406\n"
        + "chess,standard,capture,white,,1007,0.498,7.4,100,500,407\n"
        + "chess,standard,en-passant,black,,3,0.001,0.02,0,3,0\n");
    assertNull(captureMethodsBySide("c", chess), "en passant's sliver beside captures is one colour");
    assertNull(captureMethodsByPhase("c", chess));
  }

  @Test
  void captureMethods_twoMethods_charted() throws IOException {
    StatsTable rithmo = table("capture_methods", CAPTURES + "\n"
        + "rithmomachia,cvr,equality,black,circle,30,0.3,0.75,5,15,10\n"
        + "rithmomachia,cvr,eruption,white,triangle,50,0.5,1.25,20,20,10\n");
    assertNotNull(captureMethodsBySide("c", rithmo));
    assertNotNull(captureMethodsByPhase("c", rithmo));
  }

  @Test
  void svg_hasAViewBox_soANarrowWindowScalesIt() throws IOException {
    StatsTable vt = table("victory_types", "game,rules,termination,winner,games,share\n"
        + "rithmomachia,cvr,de-corpore,white,3,0.75\nrithmomachia,cvr,de-corpore,black,1,0.25\n");
    String svg = victoryShares("v", vt);
    assertTrue(svg.contains("viewBox=\"0 0 " + Charts.WIDTH + " " + Charts.HEIGHT + "\"")
        || svg.contains("viewBox='0 0 " + Charts.WIDTH + " " + Charts.HEIGHT + "'"), svg.substring(0, 300));
  }
  /** The rounding the SVG coordinates had when written by String.format and two regular expressions. */
  private static String formatted(double d) {
    String s = String.format(java.util.Locale.ROOT, "%.2f", d);
    s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    return s.equals("-0") ? "0" : s;
  }

  @Test
  void twoDecimals_anyCoordinate_sameDigitsAsFormat() {
    java.util.Random random = new java.util.Random(42);
    List<Double> values = new java.util.ArrayList<>(List.of(0.0, -0.0, 0.005, -0.005, 1.005, 2.675, 0.125, -0.125,
        899.995, 100.0, -100.0, 0.1, 1e-9, -1e-9, 123456.785, Double.NaN, Double.POSITIVE_INFINITY));
    for (int i = 0; i < 20_000; i++) {
      // Coordinates as charts draw them, and ties at the third decimal.
      values.add((random.nextDouble() - 0.2) * 1000);
      values.add(Math.round(random.nextDouble() * 200_000) / 1000.0 - 50);
      values.add((random.nextInt(20_000) * 10 + 5) / 1000.0);
    }
    for (double d : values) {
      assertEquals(formatted(d), Charts.twoDecimals(d), () -> "for " + d);
    }
  }

  // The page's SVG of each chart, drawn from its description (null when there is none).
  private static String svg(ChartSpec spec) {
    return spec == null ? null : Charts.svg(spec);
  }

  private static String firstPlayer(String id, StatsTable t, List<String> labels) {
    return svg(ChartSpecs.firstPlayer(id, t, labels));
  }

  private static String scoreByStartPosition(String id, StatsTable t) {
    return svg(ChartSpecs.scoreByStartPosition(id, t));
  }

  private static String lengthHistogram(String id, StatsTable t) {
    return svg(ChartSpecs.lengthHistogram(id, t));
  }

  private static String captureMethodsBySide(String id, StatsTable t) {
    return svg(ChartSpecs.captureMethodsBySide(id, t));
  }

  private static String captureMethodsByPhase(String id, StatsTable t) {
    return svg(ChartSpecs.captureMethodsByPhase(id, t));
  }

  private static String victoryShares(String id, StatsTable t) {
    return svg(ChartSpecs.victoryShares(id, t));
  }
}
