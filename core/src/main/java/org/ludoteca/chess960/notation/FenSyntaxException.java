package org.ludoteca.chess960.notation;

/** Thrown by {@link ChessFen#parse} for a FEN that is not well formed. */
public final class FenSyntaxException extends Exception {
  private static final long serialVersionUID = 1L;
  private final FenError error;

  public FenSyntaxException(FenError error) {
    super(error.describe());
    this.error = error;
  }

  /** Where and why. */
  public FenError error() {
    return error;
  }
}
