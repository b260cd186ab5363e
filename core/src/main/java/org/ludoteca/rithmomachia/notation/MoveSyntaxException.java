package org.ludoteca.rithmomachia.notation;

/** A move token that is not in the notation {@code [piece]<from>-<to>}; the message says where. */
public final class MoveSyntaxException extends Exception {
  private static final long serialVersionUID = 1L;
  private final int column;

  public MoveSyntaxException(String token, int column, String detail) {
    super("move '" + token + "' column " + column + ": " + detail);
    this.column = column;
  }

  /** 1-based column in the token. */
  public int column() {
    return column;
  }
}
