package org.ludoteca.record;

import java.io.IOException;

/**
 * A file whose bytes are not something the reader reads: another compression (xz, lz4, zip, 7z,
 * ...), UTF-16 text, or binary content. Told from the first bytes, before any record is read, so
 * the file gets this one error rather than a rejected record per line.
 */
public final class UnreadableContentException extends IOException {
  private static final long serialVersionUID = 1L;

  /** @param reason one line: what the content is and what to do about it */
  public UnreadableContentException(String reason) {
    super(reason);
  }
}
