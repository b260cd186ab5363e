package org.ludoteca.chess960;

import java.util.Optional;

/** One of the 64 squares; the ordinal runs a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. */
public enum Square {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8;

  private static final Square[] VALUES = values();

  /** The square of index 0..63. */
  public static Square of(int index) {
    if (index < 0 || index >= 64) {
      throw new IllegalArgumentException("square index must be 0..63, was " + index);
    }
    return VALUES[index];
  }

  /** The square on file 0..7 (a = 0) and rank 0..7 (rank 1 = 0). */
  public static Square of(int file, int rank) {
    if (file < 0 || file > 7 || rank < 0 || rank > 7) {
      throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
    }
    return VALUES[rank * 8 + file];
  }

  /** Parses a name such as {@code e4}; empty if it is not one. */
  public static Optional<Square> parse(CharSequence name) {
    if (name.length() != 2) {
      return Optional.empty();
    }
    int file = name.charAt(0) - 'a';
    int rank = name.charAt(1) - '1';
    return file >= 0 && file < 8 && rank >= 0 && rank < 8
        ? Optional.of(VALUES[rank * 8 + file]) : Optional.empty();
  }

  /** File 0..7, a = 0. */
  public int file() {
    return ordinal() & 7;
  }

  /** Rank 0..7, rank 1 = 0. */
  public int rank() {
    return ordinal() >> 3;
  }

  /** The lower-case name, such as {@code e4}. */
  public String label() {
    return "" + (char) ('a' + file()) + (char) ('1' + rank());
  }

  static String name(int index) {
    return "" + (char) ('a' + (index & 7)) + (char) ('1' + (index >> 3));
  }
}
