package org.ludoteca.chess960;

/** The two sides; White moves first and starts on ranks 1 and 2. */
public enum Color {
  WHITE('w'),
  BLACK('b');

  private final char symbol;

  Color(char symbol) {
    this.symbol = symbol;
  }

  /** {@code w} or {@code b}, as in the FEN side-to-move field. */
  public char symbol() {
    return symbol;
  }

  /** The other side. */
  public Color opposite() {
    return this == WHITE ? BLACK : WHITE;
  }

  /** The back rank of this side, 0-based (0 for White, 7 for Black). */
  public int backRank() {
    return this == WHITE ? 0 : 7;
  }
}
