package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Winner;

class OpeningResultsTest {
  private static final String SICILIAN = "Sicilian Defense";
  private static final String BOWDLER = "Sicilian Defense: Bowdler Attack";
  private static final String MORRA = "Sicilian Defense: Smith-Morra Gambit";
  private static final String KPG = "King's Pawn Game";

  private static OpeningTally game(String eco, String opening, Winner winner, int plies, String timeControl) {
    return OpeningTally.of("chess", "standard", eco, opening, winner, plies, Map.of(Strata.TIME_CONTROL, timeControl));
  }

  /**
   * B20 Sicilian Defense: 3 White wins (40 plies each, two in blitz), a draw (60), 2 Black wins (50);
   * B20 Bowdler Attack: 2 draws, a Black win (30 plies each); B21 Smith-Morra Gambit: a White win, 3
   * Black wins (20 each); C20 King's Pawn Game: 4 White wins (10 each, blitz). White wins 8 and
   * Black 6 of the 14 decisive games at both levels: the pooled share is 8/14 = 4/7.
   */
  private static List<OpeningTally> corpus() {
    List<OpeningTally> t = new ArrayList<>();
    t.add(game("B20", SICILIAN, Winner.WHITE, 40, "blitz"));
    t.add(game("B20", SICILIAN, Winner.WHITE, 40, "blitz"));
    t.add(game("B20", SICILIAN, Winner.WHITE, 40, "bullet"));
    t.add(game("B20", SICILIAN, Winner.DRAW, 60, "bullet"));
    t.add(game("B20", SICILIAN, Winner.BLACK, 50, "bullet"));
    t.add(game("B20", SICILIAN, Winner.BLACK, 50, "bullet"));
    t.add(game("B20", BOWDLER, Winner.DRAW, 30, "bullet"));
    t.add(game("B20", BOWDLER, Winner.DRAW, 30, "bullet"));
    t.add(game("B20", BOWDLER, Winner.BLACK, 30, "bullet"));
    t.add(game("B21", MORRA, Winner.WHITE, 20, "bullet"));
    for (int i = 0; i < 3; i++) {
      t.add(game("B21", MORRA, Winner.BLACK, 20, "bullet"));
    }
    for (int i = 0; i < 4; i++) {
      t.add(game("C20", KPG, Winner.WHITE, 10, "blitz"));
    }
    return t;
  }

  private static Object[] row(List<Object[]> rows, String eco, String opening, String stratum, String value) {
    for (Object[] r : rows) {
      if (r[2].equals(eco) && r[3].equals(opening) && r[16].equals(stratum) && java.util.Objects.equals(r[17], value)) {
        return r;
      }
    }
    return null;
  }

  @Test
  void rows_workedByHand() {
    List<Object[]> rows = OpeningResults.rows(corpus(), List.of(), 2);
    // 4 openings and 3 codes
    assertEquals(7, rows.size());
    // C20: 4 of 4 against 4/7. The mode 4 × 4/7 = 2.29; P(4) = (4/7)^4 = 0.1066, and of the outcomes
    // below the mode only 0 is no more likely ((3/7)^4 = 0.0337): p = (81 + 256) / 2401
    Object[] kpg = row(rows, "C20", KPG, "all", null);
    assertEquals(337.0 / 2401, (double) kpg[11], 1e-12);
    double[] wilson = Proportions.wilsonOfScore(4, 4);
    assertArrayEquals(new Object[] {"chess", "standard", "C20", KPG, 4L, 4L, 0L, 0L, 1.0, wilson[0], wilson[1]},
        Arrays.copyOf(kpg, 11));
    assertEquals(10.0, kpg[15]);
    // the Sicilian: 6 games, 3.5 points, 280 plies
    Object[] sicilian = row(rows, "B20", SICILIAN, "all", null);
    assertEquals(List.of(6L, 3L, 1L, 2L), Arrays.asList(sicilian).subList(4, 8));
    assertEquals(3.5 / 6, (double) sicilian[8], 1e-15);
    assertEquals(280.0 / 6, (double) sicilian[15], 1e-12);
    // the Bowdler Attack has one decisive game, below --min-games 2: not tested
    Object[] bowdler = row(rows, "B20", BOWDLER, "all", null);
    assertNull(bowdler[11]);
    assertNull(bowdler[14]);
    // the openings tested: Sicilian (3 of 5), Smith-Morra (1 of 4), King's Pawn Game (4 of 4),
    // adjusted over these three
    double p0 = 4.0 / 7;
    double[] p = {BinomialTests.twoSided(3, 5, p0), BinomialTests.twoSided(1, 4, p0), 337.0 / 2401};
    double[] holm = BinomialTests.holm(p);
    double[] bh = BinomialTests.benjaminiHochberg(p);
    Object[] morra = row(rows, "B21", MORRA, "all", null);
    int i = 0;
    for (Object[] r : new Object[][] {sicilian, morra, kpg}) {
      assertEquals(p[i], (double) r[11], 1e-12);
      assertEquals(holm[i], (double) r[12], 1e-12);
      assertEquals(bh[i], (double) r[13], 1e-12);
      assertEquals(bh[i] < 0.05, r[14]);
      i++;
    }
    // the code B20 pools the Sicilian and the Bowdler Attack: 3 wins, 3 draws, 3 losses; its own level
    // tests three codes: B20 (3 of 6), B21 (1 of 4), C20 (4 of 4)
    Object[] b20 = row(rows, "B20", "", "all", null);
    assertEquals(List.of(9L, 3L, 3L, 3L), Arrays.asList(b20).subList(4, 8));
    assertEquals(0.5, b20[8]);
    assertEquals((280.0 + 90) / 9, (double) b20[15], 1e-12);
    double[] codes = {BinomialTests.twoSided(3, 6, p0), BinomialTests.twoSided(1, 4, p0), 337.0 / 2401};
    assertEquals(BinomialTests.holm(codes)[0], (double) b20[12], 1e-12);
    assertEquals(BinomialTests.benjaminiHochberg(codes)[2], (double) row(rows, "C20", "", "all", null)[13], 1e-12);
  }

  @Test
  void rows_byStratum() {
    List<Object[]> rows = OpeningResults.rows(corpus(), List.of(Strata.TIME_CONTROL), 1);
    // blitz: the Sicilian's two White wins and the King's Pawn Game's four: White wins every decisive game
    Object[] sicilian = row(rows, "B20", SICILIAN, Strata.TIME_CONTROL, "blitz");
    assertEquals(List.of(2L, 2L, 0L, 0L), Arrays.asList(sicilian).subList(4, 8));
    assertEquals(1.0, sicilian[11]); // tested against a pooled share of 1: the only possible outcome
    assertNull(row(rows, "B21", MORRA, Strata.TIME_CONTROL, "blitz"));
    // bullet: the pooled share is 2 of 7
    Object[] morra = row(rows, "B21", MORRA, Strata.TIME_CONTROL, "bullet");
    assertEquals(BinomialTests.twoSided(1, 4, 2.0 / 7), (double) morra[11], 1e-12);
    // the rows over every game are there too, as without strata
    assertEquals(7, rows.stream().filter(r -> r[16].equals(Strata.ALL)).count());
  }

  @Test
  void rows_minGames() {
    assertThrows(IllegalArgumentException.class, () -> OpeningResults.rows(corpus(), List.of(), 0));
    List<Object[]> rows = OpeningResults.rows(corpus(), List.of(), 5);
    assertTrue(row(rows, "B20", SICILIAN, "all", null)[11] != null);
    assertNull(row(rows, "B21", MORRA, "all", null)[11]);
  }

  /** Tallies of one game each and the same games summed per key give the same rows. */
  @Test
  void rows_summedTallies_sameAsOnePerGame() {
    SplittableRandom random = new SplittableRandom(3);
    String[][] openings = {{"A00", "Amar Opening"}, {"B20", SICILIAN}, {"B20", BOWDLER}, {"C20", KPG},
        {"D02", "Queen's Pawn Game: Zukertort Variation"}};
    Winner[] winners = {Winner.WHITE, Winner.DRAW, Winner.BLACK};
    List<OpeningTally> perGame = new ArrayList<>();
    Map<List<Object>, OpeningTally> summed = new LinkedHashMap<>();
    for (int g = 0; g < 500; g++) {
      String[] o = openings[random.nextInt(openings.length)];
      OpeningTally t = OpeningTally.of("chess", "standard", o[0], o[1], winners[random.nextInt(3)],
          1 + random.nextInt(150), Map.of(Strata.RATING, random.nextBoolean() ? "1400-1599" : "1600-1799"));
      perGame.add(t);
      summed.merge(List.of(t.eco(), t.opening(), t.strata()), t, OpeningTally::plus);
    }
    Comparator<Object[]> order = Comparator.comparing((Object[] r) -> (String) r[2])
        .thenComparing(r -> (String) r[3]).thenComparing(r -> (String) r[16])
        .thenComparing(r -> String.valueOf(r[17]));
    List<Object[]> a = new ArrayList<>(OpeningResults.rows(perGame, List.of(Strata.RATING), 3));
    List<Object[]> b = new ArrayList<>(OpeningResults.rows(summed.values(), List.of(Strata.RATING), 3));
    a.sort(order);
    b.sort(order);
    assertEquals(a.size(), b.size());
    for (int i = 0; i < a.size(); i++) {
      assertArrayEquals(a.get(i), b.get(i));
    }
  }

  @Test
  void tally_plusAndOf() {
    OpeningTally a = game("B20", SICILIAN, Winner.WHITE, 40, "blitz");
    OpeningTally b = game("B20", SICILIAN, Winner.DRAW, 60, "blitz");
    assertEquals(new OpeningTally("chess", "standard", "B20", SICILIAN, 1, 1, 0, 100,
        Map.of(Strata.TIME_CONTROL, "blitz")), a.plus(b));
    assertThrows(IllegalArgumentException.class, () -> a.plus(game("B20", SICILIAN, Winner.WHITE, 40, "bullet")));
    assertThrows(NullPointerException.class, () -> game("B20", SICILIAN, null, 40, "blitz"));
    assertEquals(OpeningResults.COLUMNS.size(), OpeningResults.rows(List.of(a), List.of(), 1).get(0).length);
  }
}
