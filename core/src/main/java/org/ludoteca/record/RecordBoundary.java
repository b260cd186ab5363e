package org.ludoteca.record;

import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;

/**
 * Where records start: the one rule every reader applies ({@code data/FORMAT.md} section 14), so
 * that where a reader starts in a file cannot change what the records are.
 *
 * <p>Lines end at LF, CRLF or a lone CR. A line is blank when it holds only spaces, tabs, vertical
 * tabs and form feeds (at most 1 MiB of them). Then:
 *
 * <ul>
 *   <li>Envelope: a <em>boundary</em> is the start of a line that follows a blank line (or starts
 *       the file) and whose first non-blank byte is {@code [}, whatever the bytes after it and
 *       whatever came before: a record never runs across a boundary (an open comment, variation
 *       or tag section ends there, rejected), so a record starts at every boundary.
 *   <li>JSON Lines and FEN lines: every line start is a boundary (a record is one line).
 *   <li>Transcription: the start of the file is the only boundary (the file is one record).
 * </ul>
 *
 * <p>{@link LineSource} marks the lines that start at a boundary with {@link #startsRecord}, the
 * parsers end records there, and {@link #next} finds the first boundary at or after any byte
 * offset by looking at the bytes alone (how the pipeline cuts a file into slices, and where a
 * reader that starts in the middle of a file, after a compressed frame for example, finds its
 * first record). {@link RecordReader#slice} then reads the records that start in a slice.
 */
public final class RecordBoundary {
  private RecordBoundary() {}

  /** Whether a byte is blank inside a line: space, tab, vertical tab or form feed. */
  public static boolean isBlank(int b) {
    return b == ' ' || b == '\t' || b == 0x0b || b == 0x0c;
  }

  /**
   * Whether an envelope line starts a record at a boundary: it follows a blank line (or starts
   * the file) and its first non-blank byte ({@code -1} if none) is {@code [}.
   */
  static boolean startsRecord(boolean afterBlank, int firstNonBlank) {
    return afterBlank && firstNonBlank == '[';
  }

  /**
   * The first boundary at or after {@code pos} that can be told from the bytes from {@code pos - 1}
   * on (a boundary needs the line before it: the first line starting at or after {@code pos} is
   * an envelope boundary only when {@code pos} is 0), or -1 when there is none before the end of
   * the stream.
   *
   * @param in the bytes of the file from offset {@code pos - 1} on (from 0 when {@code pos} is 0;
   *     the stream is read, not closed)
   * @throws IOException if the stream fails
   * @throws NullPointerException if an argument is null
   */
  public static long next(InputStream in, long pos, RecordFormat format) throws IOException {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(format, "format");
    if (pos <= 0) {
      return 0;
    }
    if (format == RecordFormat.TRANSCRIPTION) {
      return -1;
    }
    Bytes b = new Bytes(in);
    int prev = b.read(); // the byte at pos - 1
    if (prev < 0) {
      return -1;
    }
    long p = pos; // offset of the next byte b.read() gives
    // The first line start at or after pos: after an LF, or after a CR not followed by an LF.
    while (true) {
      if (prev == '\n') {
        break;
      }
      int c = b.read();
      if (c < 0) {
        return -1;
      }
      if (prev == '\r' && c != '\n') {
        b.unread();
        break;
      }
      prev = c;
      p++;
    }
    if (format != RecordFormat.ENVELOPE) {
      return b.peek() < 0 ? -1 : p;
    }
    boolean afterBlank = false; // the line before the first one is not known: not a boundary
    while (true) {
      long lineStart = p;
      long count = 0;
      int first = -1;
      int c;
      while ((c = b.read()) >= 0 && c != '\n' && c != '\r') {
        p++;
        if (first < 0 && !isBlank(c) && count < Parser.MAX_RECORD_BYTES) { // as much as a reader keeps
          first = c;
          if (startsRecord(afterBlank, first)) {
            return lineStart;
          }
        }
        count++;
      }
      if (c < 0) {
        return -1;
      }
      p++;
      if (c == '\r' && b.peek() == '\n') {
        b.read();
        p++;
      }
      afterBlank = first < 0 && count <= Parser.MAX_RECORD_BYTES;
    }
  }

  /**
   * {@link #next} on bytes in memory: the first envelope boundary at or after {@code pos} that
   * can be told from {@code b[pos - 1, end)} and whose {@code [} is before {@code end}, or -1.
   * The line that starts at or after {@code pos} first is not a boundary (the line before it is
   * not known), nor is one whose end cannot be told.
   *
   * @param pos at least 1
   */
  static int next(byte[] b, int pos, int end) {
    int i = pos - 1;
    int p;
    while (true) { // the first line start at or after pos
      if (i >= end) {
        return -1;
      }
      byte c = b[i];
      if (c == '\n') {
        p = i + 1;
        break;
      }
      if (c == '\r') {
        if (i + 1 >= end) {
          return -1;
        }
        if (b[i + 1] != '\n') {
          p = i + 1;
          break;
        }
      }
      i++;
    }
    boolean afterBlank = false;
    while (true) {
      int lineStart = p;
      long count = 0;
      boolean nonBlank = false;
      while (p < end) {
        byte c = b[p];
        if (c == '\n' || c == '\r') {
          break;
        }
        if (!nonBlank && !isBlank(c) && count < Parser.MAX_RECORD_BYTES) { // as much as a reader keeps
          nonBlank = true;
          if (startsRecord(afterBlank, c & 0xff)) {
            return lineStart;
          }
        }
        count++;
        p++;
      }
      if (p + 1 >= end) { // the line after this one starts at or after end
        return -1;
      }
      p += b[p] == '\r' && b[p + 1] == '\n' ? 2 : 1;
      afterBlank = !nonBlank && count <= Parser.MAX_RECORD_BYTES;
    }
  }

  /** The line ends (LF, CRLF, lone CR) in {@code b[from, to)}, {@code to} being a line start or the end of the input. */
  static long lineEnds(byte[] b, int from, int to) {
    long n = 0;
    for (int i = from; i < to; i++) {
      byte c = b[i];
      if (c == '\n' || (c == '\r' && (i + 1 >= to || b[i + 1] != '\n'))) {
        n++;
      }
    }
    return n;
  }

  /** A stream read a byte at a time from a buffer, with one byte of look-back. */
  private static final class Bytes {
    private final InputStream in;
    private final byte[] buf = new byte[1 << 13]; // a boundary is usually a few lines on
    private int pos;
    private int limit;

    Bytes(InputStream in) {
      this.in = in;
    }

    int read() throws IOException {
      if (pos == limit) {
        if (limit > 0) {
          buf[0] = buf[limit - 1]; // keep the last byte for unread()
          pos = 1;
          limit = 1;
        }
        int n;
        do {
          n = in.read(buf, limit, buf.length - limit);
        } while (n == 0);
        if (n < 0) {
          return -1;
        }
        limit += n;
      }
      return buf[pos++] & 0xff;
    }

    int peek() throws IOException {
      int c = read();
      if (c >= 0) {
        pos--;
      }
      return c;
    }

    void unread() {
      pos--;
    }
  }
}
