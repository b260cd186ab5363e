package org.ludoteca.stats;

/** Interval and test of a proportion: the 95% Wilson score interval and the exact binomial test against ½. */
public final class Proportions {
  /** The 97.5% quantile of the standard normal distribution. */
  private static final double Z = 1.959963984540054;

  private Proportions() {}

  /** The Wilson interval of a score (draws counting half) over {@code n} games, or null for none. */
  public static double[] wilsonOfScore(double points, long n) {
    if (n == 0) {
      return null;
    }
    double p = points / n;
    double z2 = Z * Z;
    double denom = 1 + z2 / n;
    double center = (p + z2 / (2.0 * n)) / denom;
    double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
    return new double[] {Math.max(0, center - half), Math.min(1, center + half)};
  }

  /** The 95% Wilson score interval of {@code k} successes in {@code n} trials, or null for none. */
  public static double[] wilson(long k, long n) {
    return wilsonOfScore(k, n);
  }

  /** The exact two-sided binomial p-value of {@code k} successes in {@code n} trials against 0.5. */
  public static double binomialP(long k, long n) {
    long m = Math.min(k, n - k);
    // log P(X = i) = log C(n, i) - n log 2, summed for i <= m in log space.
    double logC = 0;
    double log2n = n * Math.log(2);
    double maxLog = Double.NEGATIVE_INFINITY;
    double[] logs = new double[(int) m + 1];
    for (long i = 0; i <= m; i++) {
      if (i > 0) {
        logC += Math.log(n - i + 1) - Math.log(i);
      }
      logs[(int) i] = logC - log2n;
      maxLog = Math.max(maxLog, logs[(int) i]);
    }
    double s = 0;
    for (double l : logs) {
      s += Math.exp(l - maxLog);
    }
    double tail = Math.exp(maxLog + Math.log(s));
    return Math.min(1.0, 2 * tail);
  }
}
