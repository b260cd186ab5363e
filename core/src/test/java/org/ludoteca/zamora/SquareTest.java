package org.ludoteca.zamora;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SquareTest {
  /** A record of the same components with the generated methods, which Square's written-out ones must match. */
  private record Generated(int row, int col) {}

  @Test
  void hashCode_isTheGeneratedRecordHash() {
    for (int row = -3; row <= 20; row++) {
      for (int col = -3; col <= 20; col++) {
        assertEquals(new Generated(row, col).hashCode(), new Square(row, col).hashCode(), row + "." + col);
      }
    }
  }

  @Test
  void equals_comparesBothComponentsOnly() {
    Square s = Square.parse("10.5");
    assertEquals(new Square(10, 5), s);
    assertEquals(s, s.plus(0, 0));
    assertNotEquals(new Square(10, 6), s);
    assertNotEquals(new Square(5, 10), s);
    assertFalse(s.equals(null));
    assertFalse(s.equals(new Generated(10, 5)));
    assertTrue(new java.util.HashSet<>(java.util.List.of(new Square(1, 2), new Square(1, 2))).size() == 1);
  }
}
