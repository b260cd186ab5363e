package org.ludoteca.stats;

/**
 * The standard normal distribution's two-sided tail, through the complementary error function:
 * its power series below 2 and its continued fraction from 2 on, each to about 15 significant
 * digits (docs/statistics.md).
 */
final class Normal {
  private static final double TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);

  private Normal() {}

  /** {@code P(|X| ≥ |z|)} for a standard normal X: {@code erfc(|z| / √2)}. */
  static double twoSided(double z) {
    return erfc(Math.abs(z) / Math.sqrt(2));
  }

  /** The complementary error function, {@code 1 − erf(x)}. */
  static double erfc(double x) {
    if (Double.isNaN(x)) {
      return Double.NaN;
    }
    if (x < 0) {
      return 2 - erfc(-x);
    }
    if (x < 2) {
      // erf(x) = 2/√π Σ (−1)^k x^(2k+1) / (k! (2k + 1)); the terms peak near k = x² and then fall fast
      double power = x; // (−1)^k x^(2k+1) / k!
      double sum = x;
      for (int k = 1; k < 100; k++) {
        power *= -x * x / k;
        double term = power / (2 * k + 1);
        sum += term;
        if (Math.abs(term) < 1e-17 * Math.abs(sum)) {
          break;
        }
      }
      return 1 - TWO_OVER_SQRT_PI * sum;
    }
    if (x > 27) {
      return 0; // below the smallest double
    }
    // erfc(x) = e^(−x²)/√π · 1/(x + (1/2)/(x + (2/2)/(x + (3/2)/(x + ...)))), evaluated from the inside out
    double t = x;
    for (int k = 120; k >= 1; k--) {
      t = x + k / 2.0 / t;
    }
    return Math.exp(-x * x) / (Math.sqrt(Math.PI) * t);
  }
}
