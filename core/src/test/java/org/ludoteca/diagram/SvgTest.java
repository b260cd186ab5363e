package org.ludoteca.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SvgTest {
  /** What {@link Svg#num} wrote before it rounded by hand: the formatter's two decimals, trailing zeros cut. */
  private static String formatted(double v) {
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return Long.toString((long) v);
    }
    String s = String.format(Locale.ROOT, "%.2f", v);
    while (s.endsWith("0")) {
      s = s.substring(0, s.length() - 1);
    }
    return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
  }

  /* ---- num ---- */

  @Test
  void num_edgesOfRounding_asTheFormatterWrites() {
    double[] values = {0.125, 0.135, 1.005, 2.675, -0.001, -0.005, -0.004, 0.004, 0.005, 0.995, -0.995, 12.5,
        18.48, 44 * 0.42, 36 * 0.15, 1e-4, -1e-4, 123456.785, 9_999_999.995, 1.5e7 + 0.25, 1e20 + 0.5, 0.1 + 0.2};
    for (double v : values) {
      assertEquals(formatted(v), Svg.num(v), "num(" + v + ")");
    }
  }

  @Test
  void num_randomValuesOfADrawing_asTheFormatterWrites() {
    SplittableRandom random = new SplittableRandom(41);
    for (int i = 0; i < 200_000; i++) {
      double v = switch (i % 4) {
        case 0 -> random.nextDouble(-1000, 1000);
        case 1 -> random.nextInt(-100_000, 100_000) / 1000.0;
        case 2 -> random.nextInt(1, 200) * (random.nextInt(1, 100) / 100.0);
        default -> random.nextDouble(-2, 2) * Math.pow(10, random.nextInt(-4, 9));
      };
      assertEquals(formatted(v), Svg.num(v), "num(" + v + ")");
    }
  }
}
