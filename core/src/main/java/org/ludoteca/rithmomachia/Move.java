package org.ludoteca.rithmomachia;

/**
 * A move: the piece on {@code from} goes to the empty square {@code to}, as a march (a regular
 * move) or a leap (an irregular move, which sets the FEN irregular field). Nothing is captured
 * by landing; captures follow from the position after the move.
 *
 * <p>Instances are interned: {@link #of} returns the same object for the same move, so moves
 * can be compared with {@code ==} as well as {@code equals}.
 */
public final class Move implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  private static final Move[] ALL = new Move[Square.COUNT * Square.COUNT * 2];

  static {
    for (int from = 0; from < Square.COUNT; from++) {
      for (int to = 0; to < Square.COUNT; to++) {
        for (int leap = 0; leap < 2; leap++) {
          ALL[key(from, to, leap == 1)] = new Move(Square.of(from), Square.of(to), leap == 1);
        }
      }
    }
  }

  private final Square from;
  private final Square to;
  private final boolean leap;

  private Move(Square from, Square to, boolean leap) {
    this.from = from;
    this.to = to;
    this.leap = leap;
  }

  private static int key(int from, int to, boolean leap) {
    return ((from << 7) | to) << 1 | (leap ? 1 : 0);
  }

  /** The move from {@code from} to {@code to}; {@code leap} says whether it is an irregular move. */
  public static Move of(Square from, Square to, boolean leap) {
    return ALL[key(from.index(), to.index(), leap)];
  }

  static Move of(int from, int to, boolean leap) {
    return ALL[key(from, to, leap)];
  }

  public Square from() {
    return from;
  }

  public Square to() {
    return to;
  }

  /** Whether this is a leap (irregular move): it jumps, and it sets the FEN irregular field. */
  public boolean isLeap() {
    return leap;
  }

  /** The record notation {@code from-to}, e.g. {@code c14-c12}. */
  @Override
  public String toString() {
    return from.name() + "-" + to.name();
  }

  private Object readResolve() {
    return of(from, to, leap);
  }
}
