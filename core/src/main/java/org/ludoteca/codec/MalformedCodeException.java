package org.ludoteca.codec;

/**
 * Bytes that break a code's layout: they end inside a field, go on past the last one, pad with
 * non-zero bits, or hold a value no encoder writes. The message is one line; each game's compact
 * codec passes it on in its own exception type.
 */
public final class MalformedCodeException extends Exception {
  private static final long serialVersionUID = 1L;

  public MalformedCodeException(String reason) {
    super(reason);
  }
}
