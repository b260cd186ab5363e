package org.ludoteca.record;

import java.util.Objects;

/**
 * A record that could not be read, with where its defect is and why; the reader has already moved
 * on to the next record.
 *
 * @param source the name of the file or stream
 * @param offset byte offset of the record's first byte in the decompressed stream
 * @param line 1-based line of the defect
 * @param column 1-based character column of the defect on {@code line}
 * @param reason one line, lower case, no final period
 * @param raw the record's text, cut to {@value #MAX_RAW} characters
 */
public record RejectedRecord(
    String source, long offset, long line, int column, String reason, String raw)
    implements ReadResult {
  private static final long serialVersionUID = 1L;

  /** The longest {@code raw} kept, in characters. */
  public static final int MAX_RAW = 4096;

  /**
   * Checks the parts and cuts {@code raw} to {@value #MAX_RAW} characters.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code reason} spans lines, or a position is out of range
   */
  public RejectedRecord {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(raw, "raw");
    if (reason.indexOf('\n') >= 0 || reason.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("reason must be one line: " + reason);
    }
    if (offset < 0 || line < 1 || column < 1) {
      throw new IllegalArgumentException(
          "bad position: offset " + offset + ", line " + line + ", column " + column);
    }
    raw = cut(raw, MAX_RAW);
  }

  /** Formats the defect as {@code source:line:column: reason}. */
  public String describe() {
    return source + ":" + line + ":" + column + ": " + reason;
  }

  static String cut(String s, int max) {
    if (s.length() <= max) {
      return s;
    }
    int end = max;
    if (Character.isHighSurrogate(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(0, end);
  }
}
