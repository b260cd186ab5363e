package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

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
  void wilson_knownValues() {
    double[] w = Proportions.wilson(8, 10);
    assertEquals(0.4901624, w[0], 1e-6);
    assertEquals(0.9433178, w[1], 1e-6);
    assertNull(Proportions.wilson(0, 0));
  }
}
