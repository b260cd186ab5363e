package org.ludoteca.game;

/**
 * How a game ended for its players: one side won, or it was drawn. A game with no end, or whose
 * end is not known, has no winner (null). Tables, JSON and pages write the {@link #label}.
 */
public enum Winner {
  WHITE("white", "1-0"),
  BLACK("black", "0-1"),
  DRAW("draw", "1/2-1/2");

  /** {@link #values()} once: that method copies the array at every call (once per game replayed). */
  private static final Winner[] VALUES = values();

  private final String label;
  private final String resultToken;

  Winner(String label, String resultToken) {
    this.label = label;
    this.resultToken = resultToken;
  }

  /** The lower-case word the tables and outputs write: {@code white}, {@code black} or {@code draw}. */
  public String label() {
    return label;
  }

  /** The {@link #label}, so that a winner in a message reads as the tables write it. */
  @Override
  public String toString() {
    return label;
  }

  /** The result token of a record that ends so: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  public String resultToken() {
    return resultToken;
  }

  /** The side that won, or null for a draw. */
  public Side side() {
    return this == WHITE ? Side.WHITE : this == BLACK ? Side.BLACK : null;
  }

  /** Whether {@code side} won: false for a draw and for a null side. */
  public boolean isWonBy(Side side) {
    return side != null && side() == side;
  }

  /**
   * The winner a record's result token names ({@link #resultToken}): null for {@code *}, for null
   * and for any other token (a result not known).
   */
  public static Winner ofResultToken(String token) {
    for (Winner w : VALUES) {
      if (w.resultToken.equals(token)) {
        return w;
      }
    }
    return null;
  }

  /** The win of {@code side}. */
  public static Winner of(Side side) {
    return side == Side.WHITE ? WHITE : BLACK;
  }

  /**
   * The winner a label names (as {@link #label} writes it); null for null, as a column's null
   * reads (no end, or not known).
   *
   * @throws IllegalArgumentException if {@code label} is not {@code white}, {@code black} or {@code draw}
   */
  public static Winner ofLabel(String label) {
    if (label == null) {
      return null;
    }
    return switch (label) {
      case "white" -> WHITE;
      case "black" -> BLACK;
      case "draw" -> DRAW;
      default -> throw new IllegalArgumentException("winner must be white, black or draw, was " + label);
    };
  }
}
