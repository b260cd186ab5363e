package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Winner;

class AccuracySummaryTest {
  private static final TimeControl BLITZ = TimeControl.parse("180+0");
  private static final TimeControl BULLET = TimeControl.parse("60+0");

  /**
   * Game 1 (blitz, White 1500, Black 1700, White won): accuracies 90.123 and 70, losses 20 and 55.5.
   * Game 2 (blitz, White 1550, Black 1450, drawn): 80.004 and 60, losses 30 and 80. Game 3 (bullet,
   * White unrated, Black 1500, no result): 50 and 100, losses 100 and 0. Accuracies count in
   * hundredths: 90.12, 80.00.
   */
  private static AccuracySummary corpus() {
    return new AccuracySummary.Builder()
        .add("chess", "standard", BLITZ, "1500", "1700", new GameAccuracy(90.123, 70.0, 20.0, 55.5), Winner.WHITE)
        .add("chess", "standard", BLITZ, "1550", "1450", new GameAccuracy(80.004, 60.0, 30.0, 80.0), Winner.DRAW)
        .add("chess", "standard", BULLET, "?", "1500", new GameAccuracy(50.0, 100.0, 100.0, 0.0), null)
        .build();
  }

  private static Object[] row(List<Object[]> rows, String tc, String rating, String result) {
    for (Object[] r : rows) {
      if (r[2].equals(tc) && r[3].equals(rating) && r[4].equals(result)) {
        return r;
      }
    }
    return null;
  }

  @Test
  void rows_workedByHand() {
    List<Object[]> rows = corpus().rows();
    assertArrayEquals(new Object[] {"chess", "standard", "blitz", "1400-1599", "win", 1L, 90.12, 0.0, 20.0, 0.0},
        row(rows, "blitz", "1400-1599", "win"));
    // the two draws of players rated 1400-1599 (game 2): accuracies 80 and 60, losses 30 and 80
    assertArrayEquals(new Object[] {"chess", "standard", "blitz", "1400-1599", "draw", 2L, 70.0, 10.0, 55.0, 25.0},
        row(rows, "blitz", "1400-1599", "draw"));
    // every result: 90.12, 80, 60: mean 76.7067, population sd √((8121.6144 + 6400 + 3600) / 3 − 76.7067²)
    Object[] all = row(rows, "blitz", "1400-1599", "*");
    assertEquals(3L, all[5]);
    assertEquals(230.12 / 3, (double) all[6], 1e-12);
    double mean = 230.12 / 3;
    assertEquals(Math.sqrt((90.12 * 90.12 + 80 * 80 + 60 * 60) / 3 - mean * mean), (double) all[7], 1e-9);
    assertArrayEquals(new Object[] {"chess", "standard", "bullet", "unrated", "none", 1L, 50.0, 0.0, 100.0, 0.0},
        row(rows, "bullet", "unrated", "none"));
    // Black of game 3, by rating band over every time control and result
    assertArrayEquals(new Object[] {"chess", "standard", "*", "1400-1599", "none", 1L, 100.0, 0.0, 0.0, 0.0},
        row(rows, "*", "1400-1599", "none"));
    Object[] everything = row(rows, "*", "*", "*");
    assertEquals(6L, everything[5]);
    assertEquals((90.12 + 70 + 80 + 60 + 50 + 100) / 6, (double) everything[6], 1e-12);
    assertEquals((20 + 55.5 + 30 + 80 + 100 + 0) / 6, (double) everything[8], 1e-12);
    // losses by result over everything: the two winners' and losers'
    assertEquals(20.0, row(rows, "*", "*", "win")[8]);
    assertEquals(55.5, row(rows, "*", "*", "loss")[8]);
    assertNull(row(rows, "bullet", "1600-1799", "*"));
  }

  @Test
  void add_sidesWithoutAccuracy() {
    AccuracySummary s = new AccuracySummary.Builder()
        .add("chess", "standard", BLITZ, "1500", "1500", new GameAccuracy(99.0, null, 1.0, null), Winner.BLACK)
        .add("chess", "standard", BLITZ, "1500", "1500", new GameAccuracy(null, null, null, null), Winner.BLACK)
        .build();
    assertEquals(1, s.cells().size());
    assertEquals(new AccuracySummary.Key("chess", "standard", "blitz", "1400-1599", "loss"),
        s.cells().keySet().iterator().next());
  }

  @Test
  void plus_sameAsOneBuilder() {
    AccuracySummary a = new AccuracySummary.Builder()
        .add("chess", "standard", BLITZ, "1500", "1700", new GameAccuracy(90.123, 70.0, 20.0, 55.5), Winner.WHITE).build();
    AccuracySummary b = new AccuracySummary.Builder()
        .add("chess", "standard", BLITZ, "1550", "1450", new GameAccuracy(80.004, 60.0, 30.0, 80.0), Winner.DRAW)
        .add("chess", "standard", BULLET, "?", "1500", new GameAccuracy(50.0, 100.0, 100.0, 0.0), null).build();
    assertEquals(corpus(), a.plus(b));
    assertEquals(corpus(), b.plus(a));
    assertEquals(corpus(), corpus().plus(AccuracySummary.empty()));
    AccuracySummary.Builder back = new AccuracySummary.Builder();
    corpus().cells().forEach(back::addCell);
    assertEquals(corpus(), back.build());
    assertThrows(IllegalArgumentException.class, () -> back.addCell(
        new AccuracySummary.Key("chess", "standard", "blitz", "unrated", "*"), AccuracySummary.Sums.NONE));
  }

  /** Random games against plain loops over the players: counts exactly, means within the rounding to hundredths. */
  @Test
  void rows_randomGames_agreeWithPlainLoops() {
    SplittableRandom random = new SplittableRandom(5);
    String[] tcs = {"60+0", "180+2", "900+10", "-"};
    String[] elos = {"1250", "1480", "2300", "?"};
    Winner[] winners = {Winner.WHITE, Winner.BLACK, Winner.DRAW, null};
    AccuracySummary.Builder b = new AccuracySummary.Builder();
    Map<List<String>, List<double[]>> players = new HashMap<>();
    for (int g = 0; g < 400; g++) {
      TimeControl tc = TimeControl.parse(tcs[random.nextInt(tcs.length)]);
      String[] elo = {elos[random.nextInt(elos.length)], elos[random.nextInt(elos.length)]};
      Winner winner = winners[random.nextInt(winners.length)];
      Double[] acc = {random.nextInt(10) == 0 ? null : random.nextDouble(0, 100), random.nextDouble(0, 100)};
      Double[] acpl = {acc[0] == null ? null : random.nextDouble(0, 300), random.nextDouble(0, 300)};
      b.add("chess", "standard", tc, elo[0], elo[1], new GameAccuracy(acc[0], acc[1], acpl[0], acpl[1]), winner);
      for (int side = 0; side < 2; side++) {
        if (acc[side] == null) {
          continue;
        }
        String name = side == 0 ? "white" : "black";
        String result = winner == null ? "none" : winner == Winner.DRAW ? "draw"
            : winner.label().equals(name) ? "win" : "loss";
        for (String t : new String[] {tc.category(), "*"}) {
          for (String r : new String[] {RatingBands.band(elo[side]), "*"}) {
            for (String res : new String[] {result, "*"}) {
              players.computeIfAbsent(List.of(t, r, res), k -> new ArrayList<>())
                  .add(new double[] {acc[side], acpl[side]});
            }
          }
        }
      }
    }
    List<Object[]> rows = b.build().rows();
    assertEquals(players.size(), rows.size());
    for (Object[] r : rows) {
      List<double[]> p = players.get(List.of((String) r[2], (String) r[3], (String) r[4]));
      assertEquals((long) p.size(), r[5]);
      double meanAccuracy = p.stream().mapToDouble(x -> x[0]).average().orElseThrow();
      double meanAcpl = p.stream().mapToDouble(x -> x[1]).average().orElseThrow();
      double sdAccuracy = Math.sqrt(p.stream().mapToDouble(x -> (x[0] - meanAccuracy) * (x[0] - meanAccuracy))
          .sum() / p.size());
      assertEquals(meanAccuracy, (double) r[6], 0.005);
      assertEquals(sdAccuracy, (double) r[7], 0.01);
      assertEquals(meanAcpl, (double) r[8], 0.005);
    }
  }
}
