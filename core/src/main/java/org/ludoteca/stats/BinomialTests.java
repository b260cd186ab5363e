package org.ludoteca.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * The exact binomial test against any share, as R's {@code binom.test} computes it, and the two
 * corrections for testing many at once of R's {@code p.adjust}: Holm's and Benjamini–Hochberg's.
 */
public final class BinomialTests {
  /** R's relative tolerance when comparing probabilities: outcomes within it count as equally likely. */
  private static final double RELATIVE_TOLERANCE = 1 + 1e-7;

  private BinomialTests() {}

  /**
   * The two-sided p-value of {@code x} successes in {@code n} trials against the share {@code p}:
   * the probability of every outcome no more likely than {@code x}, as R's {@code binom.test(x, n,
   * p)} computes it (outcomes on the side of the mode {@code n p} opposite to {@code x} whose
   * probability is at most {@code P(x) (1 + 1e-7)}, plus the tail beyond {@code x}).
   *
   * @throws IllegalArgumentException if {@code n < 1}, {@code x} is outside {@code 0..n} or {@code
   *     p} outside [0, 1]
   */
  public static double twoSided(long x, long n, double p) {
    if (n < 1 || x < 0 || x > n || !(p >= 0 && p <= 1)) {
      throw new IllegalArgumentException("binomial test needs 0 <= x <= n, n >= 1, 0 <= p <= 1: x " + x + ", n " + n
          + ", p " + p);
    }
    if (p == 0) {
      return x == 0 ? 1 : 0;
    }
    if (p == 1) {
      return x == n ? 1 : 0;
    }
    double[] pmf = pmf((int) n, p);
    double d = pmf[(int) x];
    double m = n * p;
    double value;
    if (x == m) {
      return 1;
    } else if (x < m) {
      int y = 0;
      for (int i = (int) Math.ceil(m); i <= n; i++) {
        y += pmf[i] <= d * RELATIVE_TOLERANCE ? 1 : 0;
      }
      // P(X <= x) + P(X > n - y): the y outcomes above the mode no more likely than x are the top ones.
      value = sum(pmf, 0, (int) x) + sum(pmf, (int) (n - y) + 1, (int) n);
    } else {
      int y = 0;
      for (int i = 0; i <= Math.floor(m); i++) {
        y += pmf[i] <= d * RELATIVE_TOLERANCE ? 1 : 0;
      }
      // P(X <= y - 1) + P(X >= x).
      value = sum(pmf, 0, y - 1) + sum(pmf, (int) x, (int) n);
    }
    return Math.min(1, value);
  }

  /**
   * The binomial probabilities of 0..n successes: by the ratio of neighbours in logarithms, then
   * scaled to sum to 1 (exact up to rounding, without the overflow of the coefficients).
   */
  static double[] pmf(int n, double p) {
    double[] log = new double[n + 1];
    double odds = Math.log(p) - Math.log1p(-p);
    double max = log[0] = 0;
    for (int i = 0; i < n; i++) {
      log[i + 1] = log[i] + Math.log(n - i) - Math.log(i + 1) + odds;
      max = Math.max(max, log[i + 1]);
    }
    double total = 0;
    double[] pmf = new double[n + 1];
    for (int i = 0; i <= n; i++) {
      pmf[i] = Math.exp(log[i] - max);
      total += pmf[i];
    }
    for (int i = 0; i <= n; i++) {
      pmf[i] /= total;
    }
    return pmf;
  }

  private static double sum(double[] values, int from, int to) {
    double s = 0;
    for (int i = from; i <= to; i++) {
      s += values[i];
    }
    return s;
  }

  /** Holm's adjusted p-values, as R's {@code p.adjust(p, "holm")}: in the order given. */
  public static double[] holm(double[] p) {
    int m = p.length;
    Integer[] order = ascending(p);
    double[] out = new double[m];
    double running = 0;
    for (int i = 0; i < m; i++) {
      running = Math.max(running, (m - i) * p[order[i]]);
      out[order[i]] = Math.min(1, running);
    }
    return out;
  }

  /** Benjamini–Hochberg's adjusted p-values (q-values), as R's {@code p.adjust(p, "BH")}: in the order given. */
  public static double[] benjaminiHochberg(double[] p) {
    int m = p.length;
    Integer[] order = ascending(p);
    double[] out = new double[m];
    double running = Double.POSITIVE_INFINITY;
    for (int i = m - 1; i >= 0; i--) {
      running = Math.min(running, (double) m / (i + 1) * p[order[i]]);
      out[order[i]] = Math.min(1, running);
    }
    return out;
  }

  private static Integer[] ascending(double[] p) {
    Integer[] order = new Integer[p.length];
    Arrays.setAll(order, i -> i);
    Arrays.sort(order, Comparator.comparingDouble(i -> p[i]));
    return order;
  }
}
