package org.ludoteca.record;

import java.io.IOException;
import java.util.function.Consumer;

/** Reads one record at a time from a line source, pushing its parts to a visitor. */
abstract class Parser implements RecordSource {
  /** Records larger than this many bytes are rejected unread. */
  static final int MAX_RECORD_BYTES = 1 << 20;

  static final String TOO_LARGE = "record larger than 1 MiB";

  final LineSource lines;
  final String source;
  /** Records that start at or after this offset are not read ({@link RecordReader#slice}). */
  long stopAt = Long.MAX_VALUE;
  /** The lines of text skipped outside records (envelope only); shared with the other readers of the same stream. */
  SkippedLines.Counter skippedLines = new SkippedLines.Counter();

  @Override
  public SkippedLines skipped() {
    return skippedLines.value();
  }

  Parser(LineSource lines, String source) {
    this.lines = lines;
    this.source = source;
  }

  /**
   * Reads the next record, calling the visitor's hooks up to (not including) {@code endRecord} and
   * {@code rejected}, and hands the outcome to {@code out} unless the visitor skipped the record.
   *
   * @return false at the end of the input, when there was no record left
   * @throws IOException only when the stream fails
   */
  abstract boolean next(RecordVisitor visitor, Consumer<ReadResult> out) throws IOException;

  /** {@link #next(RecordVisitor, Consumer)}, the outcome handed to the visitor's {@code endRecord} or {@code rejected}. */
  @Override
  public boolean next(RecordVisitor visitor) throws IOException {
    return next(visitor, r -> deliver(r, visitor));
  }

  /** Hands a record read to the visitor's last hook: {@code endRecord} for a game, {@code rejected} otherwise. */
  static void deliver(ReadResult r, RecordVisitor visitor) {
    if (r instanceof GameRecord g) {
      visitor.endRecord(g);
    } else {
      visitor.rejected((RejectedRecord) r);
    }
  }

  /** A defect in the record being read; control flow only, never escapes the parser. */
  static final class Reject extends Exception {
    private static final long serialVersionUID = 1L;
    final long line;
    final int column;
    final String reason;
    /** True when the record ends before the line being looked at, which is not part of it. */
    final boolean endsBefore;

    Reject(long line, int column, String reason, boolean endsBefore) {
      super(reason, null, false, false);
      this.line = line;
      this.column = column;
      this.reason = oneLine(reason);
      this.endsBefore = endsBefore;
    }
  }

  /**
   * A reason kept on one line, as {@link RejectedRecord} requires: a line break that quoted input
   * brings into it (a JSON field name holding an escaped CR) is written as a backslash and
   * {@code r} or {@code n}.
   */
  static String oneLine(String reason) {
    if (reason.indexOf('\n') < 0 && reason.indexOf('\r') < 0) {
      return reason;
    }
    return reason.replace("\r", "\\r").replace("\n", "\\n");
  }

  static String stripTrailing(CharSequence s) {
    int end = s.length();
    while (end > 0) {
      char c = s.charAt(end - 1);
      if (Line.isBlank(c) || c == '\n' || c == '\r') {
        end--;
      } else {
        break;
      }
    }
    return s.subSequence(0, end).toString();
  }
}
