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

  /**
   * Up to this many trials the probabilities of all {@code n + 1} outcomes are tabulated (R's way,
   * kept for its exact agreement); above it, the tails are summed outwards from their first outcome
   * until the terms no longer change the sum ({@link #twoSidedByTails}): a corpus of 10^8 games
   * would need two arrays of 800 MB, more than a driver's heap.
   */
  static final long TABULATED = 1 << 20;

  private static final double LN_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

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
    return n > TABULATED ? twoSidedByTails(x, n, p) : twoSidedTabulated(x, n, p);
  }

  /** {@link #twoSided} from the table of all {@code n + 1} probabilities, as R computes it. */
  static double twoSidedTabulated(long x, long n, double p) {
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

  /**
   * {@link #twoSided} without tables, for large {@code n}: {@code P(x)} from Loader's saddle-point
   * expansion ({@link #logProbability}), the outcomes as unlikely as {@code x} on the mode's other
   * side found by bisection (the probabilities fall monotonically away from the mode), each tail
   * summed from its first outcome outwards by the ratio of neighbours until a term is below 10^-17
   * of the sum. Agrees with the tabulated computation to about 10^-12 relative.
   */
  static double twoSidedByTails(long x, long n, double p) {
    double m = n * p;
    if (x == m) {
      return 1;
    }
    double limit = logProbability(x, n, p) + Math.log(RELATIVE_TOLERANCE);
    double value;
    if (x < m) {
      // the first outcome above the mode no more likely than x, n + 1 when none is
      long lo = (long) Math.ceil(m);
      long hi = n + 1;
      while (lo < hi) {
        long mid = lo + (hi - lo) / 2;
        if (logProbability(mid, n, p) <= limit) {
          hi = mid;
        } else {
          lo = mid + 1;
        }
      }
      value = lowerTail(x, n, p) + (lo <= n ? upperTail(lo, n, p) : 0);
    } else {
      // the last outcome below the mode no more likely than x, -1 when none is
      long lo = -1;
      long hi = (long) Math.floor(m);
      while (lo < hi) {
        long mid = hi - (hi - lo) / 2;
        if (logProbability(mid, n, p) <= limit) {
          lo = mid;
        } else {
          hi = mid - 1;
        }
      }
      value = (lo >= 0 ? lowerTail(lo, n, p) : 0) + upperTail(x, n, p);
    }
    return Math.min(1, value);
  }

  /** {@code P(X <= x)} for {@code x} at most the mode: from {@code P(x)} downwards. */
  static double lowerTail(long x, long n, double p) {
    double odds = (1 - p) / p;
    double term = 1;
    double sum = 1;
    for (long i = x; i > 0; i--) {
      term *= (double) i / (n - i + 1) * odds;
      sum += term;
      if (term < sum * 1e-17) {
        break;
      }
    }
    return Math.exp(logProbability(x, n, p) + Math.log(sum));
  }

  /** {@code P(X >= x)} for {@code x} at least the mode: from {@code P(x)} upwards. */
  static double upperTail(long x, long n, double p) {
    double odds = p / (1 - p);
    double term = 1;
    double sum = 1;
    for (long i = x; i < n; i++) {
      term *= (double) (n - i) / (i + 1) * odds;
      sum += term;
      if (term < sum * 1e-17) {
        break;
      }
    }
    return Math.exp(logProbability(x, n, p) + Math.log(sum));
  }

  /**
   * The logarithm of the binomial probability of {@code x} successes in {@code n} trials of share
   * {@code p} (0 < p < 1), by C. Loader's saddle-point expansion ("Fast and accurate computation
   * of binomial probabilities", 2000; R's {@code dbinom}): accurate to about 10^-15 relative
   * where the plain formula would subtract logarithms of factorials of 10^8.
   */
  static double logProbability(long x, long n, double p) {
    if (x == 0) {
      return n * Math.log1p(-p);
    }
    if (x == n) {
      return n * Math.log(p);
    }
    double lc = stirlingError(n) - stirlingError(x) - stirlingError(n - x) - deviance(x, n * p)
        - deviance(n - x, n * (1 - p));
    double lf = Math.log(2 * Math.PI) + Math.log(x) + Math.log1p(-(double) x / n);
    return lc - 0.5 * lf;
  }

  /** {@code ln k! - ((k + ½) ln k - k + ln √(2π))}, the error of Stirling's formula, for {@code k >= 1}. */
  static double stirlingError(long k) {
    if (k <= 15) {
      double lnFactorial = 0;
      for (int i = 2; i <= k; i++) {
        lnFactorial += Math.log(i);
      }
      return lnFactorial - (k + 0.5) * Math.log(k) + k - LN_SQRT_2PI;
    }
    double kk = (double) k * k;
    return (1.0 / 12 - (1.0 / 360 - (1.0 / 1260 - (1.0 / 1680 - 1.0 / 1188 / kk) / kk) / kk) / kk) / k;
  }

  /** {@code x ln(x / np) + np - x}, by its series where the two are close (Loader's {@code bd0}). */
  static double deviance(double x, double np) {
    if (Math.abs(x - np) < 0.1 * (x + np)) {
      double v = (x - np) / (x + np);
      double s = (x - np) * v;
      double ej = 2 * x * v;
      v *= v;
      for (int j = 1; j < 1000; j++) {
        ej *= v;
        double next = s + ej / (2 * j + 1);
        if (next == s) {
          return next;
        }
        s = next;
      }
      return s;
    }
    return x * Math.log(x / np) + np - x;
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
