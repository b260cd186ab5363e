package org.ludoteca.chess960;

/**
 * A move that cannot be played in a position: not legal there, ambiguous (SAN naming two legal
 * moves), or a null move. The position is unchanged and carried along.
 */
public final class IllegalMoveException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Why the move was refused. */
  public enum Reason {
    /** No legal move matches. */
    ILLEGAL,
    /** Several legal moves match the SAN. */
    AMBIGUOUS,
    /** A null move ({@code --}, {@code Z0}, {@code 0000}): not a move of chess. */
    NULL_MOVE
  }

  private final Reason reason;
  private final transient Position position;

  public IllegalMoveException(Reason reason, String message, Position position) {
    super(message);
    this.reason = reason;
    this.position = position;
  }

  /** Why. */
  public Reason reason() {
    return reason;
  }

  /** The position the move was tried in, unchanged. */
  public Position position() {
    return position;
  }
}
