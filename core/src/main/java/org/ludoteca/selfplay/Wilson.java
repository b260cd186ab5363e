package org.ludoteca.selfplay;

/**
 * The Wilson score interval of a proportion: better than the normal approximation near 0 and 1
 * and for small samples.
 *
 * @param low lower bound
 * @param high upper bound
 */
public record Wilson(double low, double high) {
  /** z for a two-sided 95% interval. */
  public static final double Z95 = 1.959963984540054;

  /**
   * The 95% interval of {@code successes} in {@code trials}; a draw may count as half a success.
   * For no trials the interval is [0, 1].
   */
  public static Wilson of(double successes, long trials) {
    return of(successes, trials, Z95);
  }

  public static Wilson of(double successes, long trials, double z) {
    if (trials <= 0) {
      return new Wilson(0, 1);
    }
    double n = trials;
    double p = successes / n;
    double z2 = z * z;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return new Wilson(Math.max(0, centre - half), Math.min(1, centre + half));
  }
}
