package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import org.junit.jupiter.api.Test;

class ProportionsTest {
  @Test
  void binomialP_knownValues() {
    assertEquals(0.0625, Proportions.binomialP(0, 5), 1e-12);
    assertEquals(0.0625, Proportions.binomialP(5, 5), 1e-12);
    assertEquals(1.0, Proportions.binomialP(5, 10), 1e-12);
    assertEquals(0.109375, Proportions.binomialP(2, 10), 1e-12);
    double big = Proportions.binomialP(520_000, 1_000_000);
    assertEquals(0.0, big, 1e-50);
  }

  @Test
  void binomialP_largeN_agreesWithTheTableAndNeedsNone() {
    // Above the table's limit the tail is summed without one: the same values (to the table's own
    // rounding at this size, about 10^-7 relative), and 10^8 games (whose table was 400 MB) cost a
    // few thousand terms.
    long n = 3_000_001;
    for (long k : new long[] {0, 1_400_000, 1_495_000, 1_498_500, 1_499_800, 1_500_000, 1_500_001, 1_503_000}) {
      double table = Proportions.binomialPTabulated(Math.min(k, n - k), n);
      double sum = Proportions.binomialP(k, n);
      if (table < 1e-300) {
        assertEquals(table, sum, 1e-300, k + " of " + n);
      } else {
        assertEquals(1.0, sum / table, 1e-6, k + " of " + n);
      }
    }
    assertEquals(1.0, Proportions.binomialP(50_000_000, 100_000_000), 0);
    // 10,000 above the half of 10^8 is two standard deviations: p = 0.0455 (normal approximation 0.04550).
    assertEquals(0.0455, Proportions.binomialP(50_010_000, 100_000_000), 5e-5);
    assertEquals(0.0, Proportions.binomialP(52_000_000, 100_000_000), 1e-300);
  }

  @Test
  void wilson_knownValues() {
    double[] w = Proportions.wilson(8, 10);
    assertEquals(0.4901624, w[0], 1e-6);
    assertEquals(0.9433178, w[1], 1e-6);
    assertNull(Proportions.wilson(0, 0));
  }

  @Test
  void scoreInterval_handWorkedValues() {
    // 5 wins, 2 draws, 3 losses: score 0.6, draw share 0.2, variance of a game's score 0.6 - 0.36 -
    // 0.05 = 0.19; k = z²/10 = 0.3841459; centre (0.6 + k/2)/(1 + k) = 0.5722467; half width
    // sqrt(k) sqrt(0.19 + k 0.8/4)/(1 + k) = 0.2313039.
    double[] s = Proportions.scoreInterval(5, 2, 3);
    assertEquals(0.3409429, s[0], 1e-6);
    assertEquals(0.8035506, s[1], 1e-6);
    // Without draws, Wilson's interval of the wins.
    double[] w = Proportions.scoreInterval(8, 0, 2);
    assertEquals(0.4901624, w[0], 1e-6);
    assertEquals(0.9433178, w[1], 1e-6);
    // Every game won: not a point, Wilson's [0.7224672, 1].
    double[] all = Proportions.scoreInterval(10, 0, 0);
    assertEquals(0.7224672, all[0], 1e-6);
    assertEquals(1.0, all[1], 1e-12);
    assertNull(Proportions.scoreInterval(0, 0, 0));
  }

  /**
   * The interval's bounds solve {@code (ŝ - s)² n = z² (s (1 - s) - δ/4)}: found here by bisection
   * from the games' scores (1, ½ or 0 each), a second way to the closed form.
   */
  @Test
  void scoreInterval_randomCounts_solveTheScoreEquationByBisection() {
    double z = 1.959963984540054;
    Random r = new Random(7);
    for (int i = 0; i < 200; i++) {
      int wins = r.nextInt(30);
      int draws = r.nextInt(30);
      int losses = r.nextInt(30);
      double[] scores = new double[wins + draws + losses];
      for (int g = 0; g < scores.length; g++) {
        scores[g] = g < wins ? 1 : g < wins + draws ? 0.5 : 0;
      }
      if (scores.length == 0 || draws == scores.length) {
        continue;
      }
      double sum = 0;
      double halves = 0;
      for (double x : scores) {
        sum += x;
        halves += x == 0.5 ? 1 : 0;
      }
      int n = scores.length;
      double mean = sum / n;
      double delta = halves / n;
      java.util.function.DoubleUnaryOperator f = s -> (mean - s) * (mean - s) * n - z * z * (s * (1 - s) - delta / 4);
      double[] interval = Proportions.scoreInterval(wins, draws, losses);
      // A convex quadratic, f(0) >= 0, f(1) >= 0, f(mean) <= 0: one root each side of the mean.
      assertEquals(bisect(f, 0, mean), interval[0], 1e-9);
      assertEquals(bisect(f, 1, mean), interval[1], 1e-9);
    }
  }

  /** The root of {@code f} between {@code outside} (f ≥ 0) and {@code inside} (f < 0). */
  private static double bisect(java.util.function.DoubleUnaryOperator f, double outside, double inside) {
    double a = outside;
    double b = inside;
    for (int i = 0; i < 200; i++) {
      double m = (a + b) / 2;
      if (f.applyAsDouble(m) > 0) {
        a = m;
      } else {
        b = m;
      }
    }
    return (a + b) / 2;
  }
}
