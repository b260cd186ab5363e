package org.ludoteca.chess960;

/** The kind of a piece, regardless of colour. The ordinal is the engine's internal code. */
public enum Role {
  PAWN('p'),
  KNIGHT('n'),
  BISHOP('b'),
  ROOK('r'),
  QUEEN('q'),
  KING('k');

  private static final Role[] VALUES = values();
  private final char symbol;

  Role(char symbol) {
    this.symbol = symbol;
  }

  /** The lower-case FEN letter: {@code p n b r q k}. */
  public char symbol() {
    return symbol;
  }

  /** The upper-case SAN letter, empty for a pawn. */
  public String sanLetter() {
    return this == PAWN ? "" : String.valueOf(Character.toUpperCase(symbol));
  }

  /** The role of a letter in either case, or null if it names none. */
  public static Role fromChar(char c) {
    char l = Character.toLowerCase(c);
    for (Role r : VALUES) {
      if (r.symbol == l) {
        return r;
      }
    }
    return null;
  }

  static Role of(int ordinal) {
    return VALUES[ordinal];
  }
}
