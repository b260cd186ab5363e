package org.ludoteca.rithmomachia;

/** A well-formed move that the rules do not allow in the position; the position is unchanged. */
public final class IllegalMoveException extends Exception {
  private static final long serialVersionUID = 1L;
  private final transient Position position;

  public IllegalMoveException(String message, Position position) {
    super(message);
    this.position = position;
  }

  /** The position the move was tried in. */
  public Position position() {
    return position;
  }
}
