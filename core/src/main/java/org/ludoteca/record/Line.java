package org.ludoteca.record;

import java.nio.charset.StandardCharsets;

/**
 * One line of input (or the rest of one, after a record ended mid-line): its text, where it is,
 * how it ended, and whether it is text at all.
 */
final class Line {
  final String text;
  /** Byte offset of the first character of {@code text}. */
  final long offset;
  final long number;
  /** 1-based column of the first character of {@code text}. */
  final int column;
  /** The line end as in the file: "", "\n", "\r\n" or "\r". */
  final String terminator;
  /** Bytes of content, all of them even when {@code text} was cut. */
  final long contentBytes;
  /** True when the line was longer than the reader keeps; {@code text} is then cut. */
  final boolean oversized;
  /** 1-based column of the first byte that is not text, or 0. */
  final int badColumn;
  final String badReason;
  /**
   * Whether this whole line starts at an envelope record boundary ({@link RecordBoundary}): it
   * follows a blank line or starts the input, and its first non-blank byte is {@code [}.
   */
  final boolean startsRecord;
  /** Whether the line was not UTF-8 and was read as ISO 8859-1: one byte a character. */
  final boolean latin1;

  Line(String text, long offset, long number, int column, String terminator, long contentBytes,
      boolean oversized, int badColumn, String badReason, boolean startsRecord, boolean latin1) {
    this.latin1 = latin1;
    this.text = text;
    this.offset = offset;
    this.number = number;
    this.column = column;
    this.terminator = terminator;
    this.contentBytes = contentBytes;
    this.oversized = oversized;
    this.badColumn = badColumn;
    this.badReason = badReason;
    this.startsRecord = startsRecord;
  }

  boolean isBad() {
    return badColumn > 0;
  }

  boolean isBlank() {
    return !oversized && firstNonBlank() < 0;
  }

  /** Index of the first character that is not blank, or -1. */
  int firstNonBlank() {
    for (int i = 0; i < text.length(); i++) {
      if (!isBlank(text.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  /** Whether this is a whole line whose first non-blank character is {@code [}. */
  boolean isTagLine() {
    int i = firstNonBlank();
    return !isBad() && i >= 0 && text.charAt(i) == '[';
  }

  /** Whether this is an escape line: a whole line starting with {@code %}. */
  boolean isEscape() {
    return column == 1 && !isBad() && text.startsWith("%");
  }

  long totalBytes() {
    return contentBytes + terminator.length();
  }

  /** Byte offset of the character at {@code index}. */
  long offsetOf(int index) {
    return offset + (latin1 ? index : utf8Length(text, 0, index));
  }

  /** The rest of this line from {@code index}, as a line of its own. */
  Line from(int index) {
    long skipped = latin1 ? index : utf8Length(text, 0, index);
    return new Line(text.substring(index), offset + skipped, number, column + index, terminator,
        contentBytes - skipped, false, 0, null, false, latin1);
  }

  static boolean isBlank(char c) {
    return RecordBoundary.isBlank(c);
  }

  static long utf8Length(CharSequence s, int from, int to) {
    long n = 0;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        n += 1;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
        n += 4;
        i++;
      } else {
        n += 3;
      }
    }
    return n;
  }

  static String decode(byte[] b, int from, int len) {
    return new String(b, from, len, StandardCharsets.UTF_8);
  }
}
