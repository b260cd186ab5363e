package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ludoteca.TestData;
import org.ludoteca.game.Winner;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordReader;

class EloEdgeTest {
  private static RatedGames games(int[][] rows) {
    RatedGames.Builder b = new RatedGames.Builder();
    for (int[] r : rows) {
      b.addCounts(r[0], r[1], r[2], r[3]);
    }
    return b.build();
  }

  /* --------------- RatedGames --------------- */

  @Test
  void add_ratedUnratedAndUnfinished() {
    RatedGames g = new RatedGames.Builder()
        .add("1600", "1500", Winner.WHITE)
        .add("1600", "1500", Winner.DRAW)
        .add("1500", "1600", Winner.BLACK)
        .add("?", "1500", Winner.WHITE)     // unrated: counted as left out
        .add("1500.5", "1500", Winner.DRAW) // not a whole number: left out
        .add("1600", "1500", null)     // no result: not a rated game, not counted
        .build();
    assertEquals(3, g.games());
    assertEquals(2, g.unrated());
    assertEquals(2, g.size());
    assertEquals(-100, g.delta(0));
    assertEquals(1, g.blackWins(0));
    assertEquals(100, g.delta(1));
    assertEquals(1, g.whiteWins(1));
    assertEquals(1, g.draws(1));
  }

  @Test
  void plus_sameAsOneBuilder() {
    RatedGames a = new RatedGames.Builder().add("1500", "1500", Winner.WHITE).add("2000", "1400", Winner.DRAW).build();
    RatedGames b = new RatedGames.Builder().add("1500", "1500", Winner.BLACK).add("?", "1", Winner.WHITE).build();
    RatedGames both = new RatedGames.Builder().add("1500", "1500", Winner.WHITE).add("2000", "1400", Winner.DRAW)
        .add("1500", "1500", Winner.BLACK).add("?", "1", Winner.WHITE).build();
    assertEquals(both, a.plus(b));
    assertEquals(both, b.plus(a));
    assertEquals(a, a.plus(RatedGames.empty()));
  }

  @Test
  void addCounts_manyDifferences_sortedWithEachOnesSums() {
    // enough differences to grow the builder's table several times, extremes and zero included
    SplittableRandom random = new SplittableRandom(5);
    java.util.TreeMap<Integer, long[]> expected = new java.util.TreeMap<>();
    RatedGames.Builder b = new RatedGames.Builder();
    int[] extremes = {Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1, 1};
    for (int i = 0; i < 5000; i++) {
      int delta = i < extremes.length ? extremes[i] : random.nextInt(-1500, 1500) * (random.nextInt(50) == 0 ? 9973 : 1);
      long[] counts = {random.nextInt(3), random.nextInt(3), random.nextInt(3)};
      b.addCounts(delta, counts[0], counts[1], counts[2]);
      if (counts[0] + counts[1] + counts[2] > 0) {
        long[] sum = expected.computeIfAbsent(delta, k -> new long[3]);
        for (int k = 0; k < 3; k++) {
          sum[k] += counts[k];
        }
      }
    }
    RatedGames g = b.build();
    assertEquals(expected.size(), g.size());
    int i = 0;
    for (Map.Entry<Integer, long[]> e : expected.entrySet()) {
      assertEquals(e.getKey(), g.delta(i));
      assertEquals(e.getValue()[0], g.whiteWins(i));
      assertEquals(e.getValue()[1], g.draws(i));
      assertEquals(e.getValue()[2], g.blackWins(i));
      i++;
    }
    assertEquals(g, b.build()); // the builder may go on: building again counts nothing twice
  }

  /* --------------- fit --------------- */

  @Test
  void fit_oneRatingDifference_closedForm() {
    // 3 White wins and 1 Black win, all at Δ = 50: E(50 + w) = 3/4, so 50 + w = 400 log10(3)
    EloEdge e = EloEdge.fit(games(new int[][] {{50, 3, 0, 1}}));
    assertEquals(4, e.ratedGames());
    assertEquals(400 * Math.log10(3) - 50, e.edge(), 1e-9); // 140.8485
    // Pearson's X² at E = 3/4 is n (see the class comment of EloEdge), so φ = 4/3
    assertEquals(4.0 / 3, e.dispersion(), 1e-12);
    // one rating difference: the bounds are Wilson's interval of the score with z² φ in place of z²,
    // carried to rating points by w = 400 log10(E / (1 − E)) − Δ
    double z2 = EloEdge.Z * EloEdge.Z * 4.0 / 3;
    double n = 4;
    double p = 0.75;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = Math.sqrt(z2) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    assertEquals(400 * Math.log10((centre - half) / (1 - centre + half)) - 50, e.low(), 1e-6);
    assertEquals(400 * Math.log10((centre + half) / (1 - centre - half)) - 50, e.high(), 1e-6);
  }

  @Test
  void fit_symmetricCorpus_noEdge() {
    // a win at Δ = +100, a loss at Δ = −100: E(100) + E(−100) = 1, so w = 0 exactly.
    // At w = 0, E(100) = 1 / (1 + 10^(−1/4)) = 0.640065: the residuals are 0.359935 and −0.359935,
    // X² = 2 × 0.359935² / (0.640065 × 0.359935) = 2 × 0.359935 / 0.640065 = 1.124683, φ = X² / 1.
    EloEdge e = EloEdge.fit(games(new int[][] {{100, 1, 0, 0}, {-100, 0, 0, 1}}));
    assertEquals(0, e.edge(), 1e-9);
    double e100 = 1 / (1 + Math.pow(10, -0.25));
    assertEquals(2 * (1 - e100) / e100, e.dispersion(), 1e-12);
    assertEquals(1.124683, e.dispersion(), 1e-6);
    assertEquals(-e.low(), e.high(), 1e-6); // symmetric
    assertBoundsByScan(games(new int[][] {{100, 1, 0, 0}, {-100, 0, 0, 1}}), e);
  }

  @Test
  void fit_drawsNarrowTheInterval() {
    // the same score, 10 of 20 at Δ = 0, by wins and losses or by draws: φ is smaller with draws
    EloEdge decisive = EloEdge.fit(games(new int[][] {{0, 10, 0, 10}}));
    EloEdge drawn = EloEdge.fit(games(new int[][] {{0, 5, 10, 5}}));
    assertEquals(0, decisive.edge(), 1e-9);
    assertEquals(0, drawn.edge(), 1e-9);
    assertEquals(20.0 / 19, decisive.dispersion(), 1e-12);
    // X² = (5 × ¼ + 10 × 0 + 5 × ¼) / ¼ = 10: φ = 10 / 19
    assertEquals(10.0 / 19, drawn.dispersion(), 1e-12);
    assertTrue(drawn.high() - drawn.low() < decisive.high() - decisive.low());
  }

  @Test
  void fit_noEstimate() {
    assertNull(EloEdge.fit(RatedGames.empty()).edge());
    EloEdge allWon = EloEdge.fit(games(new int[][] {{0, 3, 0, 0}, {100, 2, 0, 0}}));
    assertEquals(5, allWon.ratedGames());
    assertNull(allWon.edge());
    assertNull(allWon.low());
    assertNull(EloEdge.fit(games(new int[][] {{0, 0, 0, 4}})).edge());
  }

  @Test
  void fit_singleDraw() {
    EloEdge e = EloEdge.fit(games(new int[][] {{-30, 0, 1, 0}}));
    assertEquals(30, e.edge(), 1e-9);
    assertEquals(1, e.dispersion());
    assertTrue(e.low() < 30 && e.high() > 30);
  }

  @Test
  void fit_countsUnrated() {
    RatedGames g = new RatedGames.Builder().add("1500", "1400", Winner.WHITE).add("1400", "1500", Winner.DRAW)
        .add(null, "1500", Winner.BLACK).build();
    EloEdge e = EloEdge.fit(g);
    assertEquals(2, e.ratedGames());
    assertEquals(1, e.unratedGames());
  }

  /**
   * The estimate solves Σ (s − E) = 0, checked on random corpora against the sum itself, and the
   * bounds against a scan of the interval's defining inequality.
   */
  @Test
  void fit_randomCorpora_solvesTheEquation() {
    SplittableRandom random = new SplittableRandom(7);
    for (int run = 0; run < 30; run++) {
      RatedGames.Builder b = new RatedGames.Builder();
      int n = 2 + random.nextInt(60);
      for (int i = 0; i < n; i++) {
        int delta = random.nextInt(-400, 401);
        double u = random.nextDouble();
        b.addCounts(delta, u < 0.4 ? 1 : 0, u >= 0.4 && u < 0.6 ? 1 : 0, u >= 0.6 ? 1 : 0);
      }
      RatedGames g = b.build();
      EloEdge e = EloEdge.fit(g);
      if (e.edge() == null) {
        continue;
      }
      double sum = 0;
      for (int i = 0; i < g.size(); i++) {
        long games = g.whiteWins(i) + g.draws(i) + g.blackWins(i);
        sum += g.whiteWins(i) + 0.5 * g.draws(i) - games / (1 + Math.pow(10, -(g.delta(i) + e.edge()) / 400));
      }
      assertEquals(0, sum, 1e-8, "run " + run);
      assertBoundsByScan(g, e);
    }
  }

  /**
   * The bounds are where U(w)² = z² φ I(w): the inequality holds at 200 points between them and
   * fails 0.01 points beyond each.
   */
  private static void assertBoundsByScan(RatedGames g, EloEdge e) {
    for (int k = 0; k <= 200; k++) {
      double w = e.low() + (e.high() - e.low()) * k / 200;
      assertTrue(outside(g, e, w) <= 1e-9, "inside at " + w);
    }
    assertTrue(outside(g, e, e.low() - 0.01) > 0, "outside below");
    assertTrue(outside(g, e, e.high() + 0.01) > 0, "outside above");
  }

  /** U(w)² − z² φ I(w), from the test's own sums: U the score minus its expectation, I the sum of E (1 − E). */
  private static double outside(RatedGames g, EloEdge e, double w) {
    double u = 0;
    double info = 0;
    for (int i = 0; i < g.size(); i++) {
      long n = g.whiteWins(i) + g.draws(i) + g.blackWins(i);
      double expected = 1 / (1 + Math.pow(10, -(g.delta(i) + w) / 400));
      u += g.whiteWins(i) + 0.5 * g.draws(i) - n * expected;
      info += n * expected * (1 - expected);
    }
    return u * u - EloEdge.Z * EloEdge.Z * e.dispersion() * info;
  }

  /* --------------- coverage --------------- */

  /**
   * The rating pairs of the first 999 games of lichess's October 2021 dump
   * (core/src/test/resources/lichess-2021-10).
   */
  static List<int[]> lichessRatings() throws Exception {
    List<int[]> pairs = new ArrayList<>();
    try (RecordReader in = RecordReader.open(TestData.resource(
        "lichess-2021-10/lichess_db_standard_rated_2021-10.head999.pgn.zst"))) {
      while (in.hasNext()) {
        GameRecord g = (GameRecord) in.next();
        pairs.add(new int[] {Integer.parseInt(g.tag("WhiteElo").orElseThrow()),
            Integer.parseInt(g.tag("BlackElo").orElseThrow())});
      }
    }
    return pairs;
  }

  /**
   * A corpus with White's edge {@code w}: the lichess sample's own rating pairs, each game's
   * result drawn from the Elo expectation E = E(Δ + w), draws included (a draw with probability
   * 0.25 × 4E(1 − E), a White win with E − draw/2, so that the expected score is E).
   */
  static RatedGames simulate(List<int[]> ratings, double w, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    RatedGames.Builder b = new RatedGames.Builder();
    for (int[] r : ratings) {
      double e = EloEdge.expectation(r[0] - r[1], w);
      double draw = 0.25 * 4 * e * (1 - e);
      double u = random.nextDouble();
      b.add(Integer.toString(r[0]), Integer.toString(r[1]), u < e - draw / 2 ? Winner.WHITE
          : u < e + draw / 2 ? Winner.DRAW : Winner.BLACK);
    }
    return b.build();
  }

  @Test
  void fit_simulatedEdge_recoveredIn19Of20() throws Exception {
    List<int[]> ratings = lichessRatings();
    assertEquals(999, ratings.size());
    int covered = 0;
    for (long seed = 1; seed <= 20; seed++) {
      EloEdge e = EloEdge.fit(simulate(ratings, 35, seed));
      assertEquals(999, e.ratedGames());
      covered += e.low() <= 35 && 35 <= e.high() ? 1 : 0;
    }
    System.out.println("elo edge: 35 within the interval in " + covered + " of 20 simulated corpora");
    assertTrue(covered >= 19, "covered in " + covered + " of 20");
  }

  /** The interval's coverage over many more corpora: near 95%, neither far below nor far above. */
  @Test
  void fit_simulatedEdge_coverageNear95Percent() throws Exception {
    List<int[]> ratings = lichessRatings();
    int runs = 1000;
    int covered = 0;
    double width = 0;
    for (long seed = 1001; seed <= 1000 + runs; seed++) {
      EloEdge e = EloEdge.fit(simulate(ratings, 35, seed));
      covered += e.low() <= 35 && 35 <= e.high() ? 1 : 0;
      width += e.high() - e.low();
    }
    System.out.printf("elo edge: coverage %d of %d, mean width %.1f points%n", covered, runs, width / runs);
    // a binomial count of 1000 at 95% is within 950 ± 3 standard deviations (6.9) with certainty but for 0.3%
    assertTrue(covered >= 929 && covered <= 971, "covered in " + covered + " of " + runs);
  }

  /* --------------- pValue and byPosition --------------- */

  @Test
  void pValue_oneRatingDifference() {
    // 3 wins, 1 loss at Δ = 0 tested at w0 = 0 with φ = 1: U = 3 − 2 = 1, I = 4 × ¼ = 1, Z = 1:
    // p = P(|X| ≥ 1) = 0.3173105078629141
    assertEquals(0.3173105078629141, EloEdge.pValue(games(new int[][] {{0, 3, 0, 1}}), 0, 1), 1e-12);
    // with φ = 4: Z = ½, p = 0.6170750774519738
    assertEquals(0.6170750774519738, EloEdge.pValue(games(new int[][] {{0, 3, 0, 1}}), 0, 4), 1e-12);
    assertNull(EloEdge.pValue(RatedGames.empty(), 0, 1));
  }

  @Test
  void byPosition_testsAgainstThePooledEdge() {
    Map<String, RatedGames> positions = new LinkedHashMap<>();
    positions.put("RNBQKBNR", games(new int[][] {{0, 40, 20, 40}}));
    positions.put("BBNNQRKR", games(new int[][] {{0, 45, 10, 45}}));
    positions.put("RKRBBQNN", games(new int[][] {{0, 30, 0, 2}})); // White far ahead
    positions.put("QRKRBBNN", games(new int[][] {{0, 1, 0, 0}}));  // below min games
    Map<String, EloEdge.Tested> t = EloEdge.byPosition(positions, 5);
    assertEquals(List.copyOf(positions.keySet()), List.copyOf(t.keySet()));
    EloEdge pooled = EloEdge.fit(games(new int[][] {{0, 116, 30, 87}}));
    for (String p : List.of("RNBQKBNR", "BBNNQRKR", "RKRBBQNN")) {
      assertEquals(EloEdge.pValue(positions.get(p), pooled.edge(), pooled.dispersion()), t.get(p).pValue(), 1e-15);
      assertEquals(EloEdge.fit(positions.get(p)), t.get(p).fit());
    }
    assertNull(t.get("QRKRBBNN").pValue());
    assertNull(t.get("QRKRBBNN").fit().edge()); // one win: no estimate
    double[] p = {t.get("RNBQKBNR").pValue(), t.get("BBNNQRKR").pValue(), t.get("RKRBBQNN").pValue()};
    double[] holm = BinomialTests.holm(p);
    double[] bh = BinomialTests.benjaminiHochberg(p);
    assertEquals(holm[2], t.get("RKRBBQNN").pHolm(), 1e-15);
    assertEquals(bh[0], t.get("RNBQKBNR").qBh(), 1e-15);
    assertTrue(t.get("RKRBBQNN").significant());
    assertFalse(t.get("RNBQKBNR").significant());
  }

  @Test
  void byPosition_minGames() {
    assertThrows(IllegalArgumentException.class, () -> EloEdge.byPosition(Map.of(), 0));
  }

  /* --------------- Normal --------------- */

  @Test
  void erfc_knownValues() {
    // erfc at 0, 0.5, 1, 2, 3, 5 (to 16 digits, from the series and continued fraction in any reference)
    assertEquals(1.0, Normal.erfc(0), 0);
    assertEquals(0.4795001221869535, Normal.erfc(0.5), 1e-15);
    assertEquals(0.15729920705028513, Normal.erfc(1), 1e-15);
    assertEquals(0.004677734981047266, Normal.erfc(2), 1e-17);
    assertEquals(2.209049699858544e-05, Normal.erfc(3), 1e-19);
    assertEquals(1.5374597944280349e-12, Normal.erfc(5), 1e-25);
    assertEquals(2 - 0.15729920705028513, Normal.erfc(-1), 1e-15);
    assertEquals(0.05, Normal.twoSided(1.959963984540054), 1e-15);
  }
}
