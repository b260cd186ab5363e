package org.ludoteca.chess960.notation;

/** A SAN or UCI token that is not well formed; the message says where. */
public final class MoveSyntaxException extends Exception {
  private static final long serialVersionUID = 1L;
  private final String token;
  private final int column;

  public MoveSyntaxException(String token, int column, String detail) {
    super("move '" + token + "' column " + column + ": " + detail);
    this.token = token;
    this.column = column;
  }

  /** The token as given. */
  public String token() {
    return token;
  }

  /** 1-based column in the token. */
  public int column() {
    return column;
  }
}
