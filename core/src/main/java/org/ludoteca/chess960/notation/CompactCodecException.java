package org.ludoteca.chess960.notation;

/**
 * Bytes that are not a {@link CompactChessPosition} code: bad checksum, another game's or an
 * unknown marker or mode, truncated or extended input, a field no encoder writes, or a board that
 * is not a legal chess position. The message is one line.
 */
public final class CompactCodecException extends Exception {
  private static final long serialVersionUID = 1L;

  public CompactCodecException(String reason) {
    super(reason);
  }
}
