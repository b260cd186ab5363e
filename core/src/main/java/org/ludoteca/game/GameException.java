package org.ludoteca.game;

/**
 * Why a record cannot be replayed at all: an unknown game or rule set, or a start position that
 * does not read. The message is one line, lower case, no final period.
 */
public final class GameException extends Exception {
  private static final long serialVersionUID = 1L;

  public GameException(String message) {
    super(message);
  }

  public GameException(String message, Throwable cause) {
    super(message, cause);
  }
}
