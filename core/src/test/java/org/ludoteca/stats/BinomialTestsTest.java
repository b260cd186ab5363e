package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BinomialTestsTest {
  @Test
  void twoSided_knownROutputs() {
    // R's own example, ?binom.test: binom.test(c(682, 243), p = 3/4) prints p-value = 0.3825.
    assertEquals(0.3825, BinomialTests.twoSided(682, 925, 0.75), 5e-5);
    // binom.test(7, 10): (1 + 10 + 45 + 120) * 2 / 1024 = 11/32.
    assertEquals(0.34375, BinomialTests.twoSided(7, 10, 0.5), 1e-12);
    // binom.test(1, 10, 0.3): mode 3; above it, P(5) = 0.1029193 and beyond are no more likely
    // than P(1) = 0.1210608, so P(X <= 1) + P(X >= 5) = 0.1493083 + 0.1502683 = 0.2995766785.
    assertEquals(0.2995766785, BinomialTests.twoSided(1, 10, 0.3), 1e-10);
    // binom.test(6, 10, 0.3): P(6) = 0.0367569; below the mode only P(0) = 0.0282475 is no more
    // likely, so P(X = 0) + P(X >= 6) = 0.0282475249 + 0.0473489874 = 0.0755965123.
    assertEquals(0.0755965123, BinomialTests.twoSided(6, 10, 0.3), 1e-10);
    // binom.test(0, 4, 1/3): P(0) = 16/81; above the mode 4/3, P(3) = 8/81 and P(4) = 1/81: 25/81.
    assertEquals(25.0 / 81, BinomialTests.twoSided(0, 4, 1.0 / 3), 1e-12);
    // binom.test(2, 6): P(4) equals P(2) (R's tolerance keeps the tie), 1 - P(3) = 1 - 20/64 = 0.6875.
    assertEquals(0.6875, BinomialTests.twoSided(2, 6, 0.5), 1e-12);
    // At the mode, and the shares 0 and 1, as R.
    assertEquals(1.0, BinomialTests.twoSided(3, 6, 0.5), 0);
    assertEquals(1.0, BinomialTests.twoSided(0, 6, 0.0), 0);
    assertEquals(0.0, BinomialTests.twoSided(1, 6, 0.0), 0);
    assertEquals(0.0, BinomialTests.twoSided(5, 6, 1.0), 0);
  }

  @Test
  void twoSided_halfShare_equalsTheTestAgainstOneHalf() {
    for (int n = 1; n <= 60; n += 7) {
      for (int x = 0; x <= n; x++) {
        assertEquals(Proportions.binomialP(x, n), BinomialTests.twoSided(x, n, 0.5), 1e-9, x + " of " + n);
      }
    }
  }

  @Test
  void twoSidedByTails_smallAndLargeN_agreeWithTheTable() {
    // The untabulated path against the table, on both sides of the mode, near and far from it,
    // with and without ties across the mode, for shares of a half and others. The table sums n
    // logarithms of neighbours' ratios: at 3·10^6 trials its own rounding is about 10^-7 relative
    // (measured here: up to 8·10^-8), Loader's expansion about 10^-14.
    long[] sizes = {1, 2, 7, 40, 1001, 3_000_001};
    double[] shares = {0.5, 0.3, 0.77};
    for (long n : sizes) {
      for (double p : shares) {
        double sd = Math.sqrt(n * p * (1 - p));
        for (double z : new double[] {-40, -6, -3, -1.5, -0.4, 0, 0.3, 1, 2.5, 5, 40}) {
          long x = Math.max(0, Math.min(n, Math.round(n * p + z * sd)));
          double table = BinomialTests.twoSidedTabulated(x, n, p);
          double tails = BinomialTests.twoSidedByTails(x, n, p);
          String where = x + " of " + n + " at " + p;
          if (table < 1e-300) {
            assertEquals(table, tails, 1e-300, where);
          } else {
            assertEquals(1.0, tails / table, n > 100_000 ? 1e-6 : 1e-10, where);
          }
        }
      }
    }
  }

  @Test
  void logProbability_againstTheProductOfRatios() {
    // P(x) for n = 30 by exact arithmetic: C(30, x) p^x q^(30-x).
    double p = 0.37;
    double c = 1;
    for (int x = 0; x <= 30; x++) {
      if (x > 0) {
        c = c * (30 - x + 1) / x;
      }
      double exact = c * Math.pow(p, x) * Math.pow(1 - p, 30 - x);
      assertEquals(1.0, Math.exp(BinomialTests.logProbability(x, 30, p)) / exact, 1e-12, "x " + x);
    }
  }

  @Test
  void twoSided_badArguments_throw() {
    assertThrows(IllegalArgumentException.class, () -> BinomialTests.twoSided(0, 0, 0.5));
    assertThrows(IllegalArgumentException.class, () -> BinomialTests.twoSided(5, 4, 0.5));
    assertThrows(IllegalArgumentException.class, () -> BinomialTests.twoSided(1, 4, Double.NaN));
  }

  @Test
  void adjustments_handWorkedValues() {
    // p = 0.01, 0.04, 0.03, 0.005. Holm: sorted 0.005 x4 = 0.02, 0.01 x3 = 0.03, 0.03 x2 = 0.06,
    // 0.04 x1 = 0.04, then the running maximum: 0.02, 0.03, 0.06, 0.06. BH: from the largest,
    // 0.04 x4/4 = 0.04, 0.03 x4/3 = 0.04, 0.01 x4/2 = 0.02, 0.005 x4/1 = 0.02, running minimum.
    // (R: p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") 0.03 0.06 0.06 0.02; "BH" 0.02 0.04 0.04 0.02.)
    double[] p = {0.01, 0.04, 0.03, 0.005};
    assertArrayEquals(new double[] {0.03, 0.06, 0.06, 0.02}, BinomialTests.holm(p), 1e-15);
    assertArrayEquals(new double[] {0.02, 0.04, 0.04, 0.02}, BinomialTests.benjaminiHochberg(p), 1e-15);
    // Capped at 1.
    assertArrayEquals(new double[] {1, 1}, BinomialTests.holm(new double[] {0.6, 0.9}), 0);
    assertArrayEquals(new double[] {0.9, 0.9}, BinomialTests.benjaminiHochberg(new double[] {0.6, 0.9}), 1e-15);
  }
}
