package org.ludoteca.stats;

/** Interval and test of a proportion: the 95% Wilson score interval and the exact binomial test against ½. */
public final class Proportions {
  /** The 97.5% quantile of the standard normal distribution. */
  private static final double Z = 1.959963984540054;

  private Proportions() {}

  /**
   * The 95% Wilson score interval of a score (draws counting half) over {@code n} games, or null
   * for none: the one implementation of Wilson's interval (the statistics' tables and the
   * self-play summary of {@code ludoteca generate}).
   */
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

  /**
   * The 95% interval of a score (a win 1, a draw ½, a loss 0) over {@code wins + draws + losses}
   * games, or null for none: Wilson's score interval carried over to the win/draw/loss trinomial.
   * Its bounds are the true scores {@code s} at which the observed score {@code ŝ} lies exactly
   * {@code z} standard errors away, {@code (ŝ - s)² = z² V(s) / n}, where {@code V(s) = s (1 - s) -
   * δ / 4} is the variance of one game's score when the true score is {@code s} and the draw share
   * is the observed one, {@code δ}. Without draws it is Wilson's interval of the wins; it is never
   * empty or outside [0, 1], and has zero width only when every game is a draw. docs/statistics.md
   * derives it.
   */
  public static double[] scoreInterval(long wins, long draws, long losses) {
    long n = wins + draws + losses;
    if (n == 0) {
      return null;
    }
    double score = (wins + 0.5 * draws) / n;
    double drawShare = (double) draws / n;
    // The observed variance of one game's score: E[x²] - ŝ², with x 1, ½ or 0.
    double variance = Math.max(0, score - score * score - drawShare / 4);
    double k = Z * Z / n;
    double center = (score + k / 2) / (1 + k);
    double half = Math.sqrt(k) * Math.sqrt(variance + k * (1 - drawShare) / 4) / (1 + k);
    return new double[] {Math.max(0, center - half), Math.min(1, center + half)};
  }

  /** The 95% Wilson score interval of {@code k} successes in {@code n} trials, or null for none. */
  public static double[] wilson(long k, long n) {
    return wilsonOfScore(k, n);
  }

  /**
   * The exact two-sided binomial p-value of {@code k} successes in {@code n} trials against 0.5.
   * Above {@link BinomialTests#TABULATED} trials the lower tail is summed from {@code min(k, n - k)}
   * downwards without a table ({@link BinomialTests#lowerTail}): at 10^8 games the table of the
   * tail's terms alone was 400 MB.
   */
  public static double binomialP(long k, long n) {
    long m = Math.min(k, n - k);
    if (n > BinomialTests.TABULATED) {
      return 2 * m == n ? 1.0 : Math.min(1.0, 2 * BinomialTests.lowerTail(m, n, 0.5));
    }
    return binomialPTabulated(m, n);
  }

  /** {@link #binomialP} from the table of the lower tail's {@code m + 1} terms. */
  static double binomialPTabulated(long m, long n) {
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
