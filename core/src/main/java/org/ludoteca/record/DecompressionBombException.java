package org.ludoteca.record;

import java.io.IOException;

/**
 * A compressed stream that expands beyond what any text compresses to: more than {@link
 * Compression#MAX_RATIO} times the compressed bytes read, past the first {@link
 * Compression#RATIO_FREE_BYTES} decompressed bytes. Thrown while reading, so what was read before
 * stays read; the pipeline reports the rest as one {@code unreadable file} rejection.
 */
public final class DecompressionBombException extends IOException {
  private static final long serialVersionUID = 1L;

  /** @param reason one line: how many bytes came out of how many */
  public DecompressionBombException(String reason) {
    super(reason);
  }
}
