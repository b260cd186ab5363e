package org.ludoteca.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Attacks}' magic lookups (constant magics) against the slow reference, on many boards. */
class AttacksTest {
  private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  @Test
  void rookAndBishop_randomOccupancies_sameAsSlidingRayByRay() {
    SplittableRandom random = new SplittableRandom(23);
    for (int sq = 0; sq < 64; sq++) {
      for (int i = 0; i < 4000; i++) {
        // sparse and dense boards alike
        long occ = i % 2 == 0 ? random.nextLong() : random.nextLong() & random.nextLong() & random.nextLong();
        assertEquals(Attacks.slide(sq, occ, ROOK), Attacks.rook(sq, occ), "rook on " + sq + ", occupancy " + occ);
        assertEquals(Attacks.slide(sq, occ, BISHOP), Attacks.bishop(sq, occ), "bishop on " + sq + ", occupancy " + occ);
      }
      assertEquals(Attacks.slide(sq, 0, ROOK), Attacks.rook(sq, 0));
      assertEquals(Attacks.slide(sq, -1L, BISHOP), Attacks.bishop(sq, -1L));
    }
  }
}
