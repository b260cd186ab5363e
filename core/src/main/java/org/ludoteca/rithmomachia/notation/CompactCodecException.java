package org.ludoteca.rithmomachia.notation;

/**
 * Bytes that are not a {@link CompactPosition} encoding: bad checksum, unknown version or mode,
 * truncated or extended input, or a structure no encoder writes. The message is one line.
 */
public final class CompactCodecException extends Exception {
  private static final long serialVersionUID = 1L;

  public CompactCodecException(String reason) {
    super(reason);
  }
}
