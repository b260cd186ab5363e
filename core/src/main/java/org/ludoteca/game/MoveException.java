package org.ludoteca.game;

/**
 * Why a move token was not played: it does not read in the game's move notation ({@link
 * #unreadable()}), or the rules do not allow it. The position is unchanged. The message is one
 * line, lower case, no final period.
 */
public final class MoveException extends Exception {
  private static final long serialVersionUID = 1L;
  private final boolean unreadable;

  public MoveException(String message, boolean unreadable) {
    super(message);
    this.unreadable = unreadable;
  }

  /** Whether the token is not in the move notation at all (as opposed to a move not allowed). */
  public boolean unreadable() {
    return unreadable;
  }
}
