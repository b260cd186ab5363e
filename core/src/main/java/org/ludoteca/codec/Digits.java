package org.ludoteca.codec;

/**
 * Whole numbers read from a range of characters without a substring: what tags ({@code
 * TimeControl}, ratings, dates) and square names need, where {@link Integer#parseInt} would take a
 * substring, a sign and an exception for each bad value.
 *
 * <pre>{@code
 * Digits.parse("180+2", 0, 3); // 180
 * Digits.parse("2021.07.x1", 8, 10); // -1: not all digits
 * }</pre>
 */
public final class Digits {
  /** The most digits {@link #parse} reads: any nine digits fit an {@code int}. */
  public static final int MAX = 9;

  private Digits() {}

  /**
   * The number the characters {@code from} (inclusive) to {@code to} (exclusive) of {@code s}
   * spell: one to {@value #MAX} ASCII digits, nothing else (no sign, no space); -1 for an empty
   * range, a longer one, or any other character. Leading zeros are read ({@code "07"} is 7).
   *
   * @throws IndexOutOfBoundsException if the range is not within {@code s}
   */
  public static int parse(CharSequence s, int from, int to) {
    if (from >= to || to - from > MAX) {
      return -1;
    }
    int v = 0;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      v = v * 10 + (c - '0');
    }
    return v;
  }
}
