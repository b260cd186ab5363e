package org.ludoteca.rithmomachia;

/** The three kinds of progression of the proper victories (spec section 6). */
public enum Progression {
  ARITHMETIC("arithmetic"),
  GEOMETRIC("geometric"),
  HARMONIC("harmonic");

  private final String label;

  Progression(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  /**
   * The kind of progression {@code a, b, c} form in this order, or null. Values must be distinct:
   * arithmetic {@code 2b = a + c}, geometric {@code b² = ac} (no integer ratio needed), harmonic
   * {@code b = 2ac / (a + c)}. At most one holds for distinct values.
   */
  public static Progression of(long a, long b, long c) {
    if (a == b || b == c || a == c) {
      return null;
    }
    if (2 * b == a + c) {
      return ARITHMETIC;
    }
    if (b * b == a * c) {
      return GEOMETRIC;
    }
    if (b * (a + c) == 2 * a * c) {
      return HARMONIC;
    }
    return null;
  }

  @Override
  public String toString() {
    return label;
  }
}
