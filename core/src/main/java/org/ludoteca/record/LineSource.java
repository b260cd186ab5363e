package org.ludoteca.record;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;

/**
 * Splits a byte stream into lines, counting bytes exactly, skipping a leading byte order mark and
 * flagging lines that are not UTF-8 text (or, with {@link #latin1Fallback}, reading those that hold
 * no NUL byte as ISO 8859-1). Accepts LF, CRLF and a lone CR as line ends. Keeps at most {@code
 * maxLineBytes} of any line; the rest is counted and dropped.
 */
final class LineSource {
  private final InputStream in;
  private final int maxLineBytes;
  private final byte[] buf = new byte[1 << 16];
  private int pos;
  private int limit;
  private boolean eof;
  private boolean started;
  private long offset;
  private long number;
  private byte[] line = new byte[256];
  private final ArrayDeque<Line> pushed = new ArrayDeque<>();
  /** Whether the last line read was blank (true at the start: the start of a file is a boundary). */
  private boolean previousBlank;
  /** Whether a line that is not UTF-8 but holds no NUL byte is read as ISO 8859-1 rather than flagged. */
  private boolean latin1Fallback;

  /** Reads a line that is not UTF-8 but holds no NUL byte as ISO 8859-1 (PGN's own encoding), marked {@link Line#latin1}. */
  void latin1Fallback() {
    latin1Fallback = true;
  }

  LineSource(InputStream in, int maxLineBytes) {
    this(in, maxLineBytes, 0, 0, true, true);
  }

  /**
   * Lines of a stream that continues a larger input after {@code offset} bytes and {@code lines}
   * whole lines, the line before being blank or not (a byte order mark is looked for only at
   * offset 0).
   */
  LineSource(InputStream in, int maxLineBytes, long offset, long lines, boolean afterBlank) {
    this(in, maxLineBytes, offset, lines, offset == 0, afterBlank);
  }

  /**
   * @param fileStart whether the stream starts a file (a byte order mark is looked for)
   * @param afterBlank whether the line before the stream's first line was blank (or there is none)
   */
  LineSource(InputStream in, int maxLineBytes, long offset, long lines, boolean fileStart, boolean afterBlank) {
    this.in = in;
    this.maxLineBytes = maxLineBytes;
    this.offset = offset;
    this.number = lines;
    this.started = !fileStart;
    this.previousBlank = afterBlank;
  }

  /** The next line, or null at the end of the stream. */
  Line next() throws IOException {
    if (!pushed.isEmpty()) {
      return pushed.pop();
    }
    if (!started) {
      started = true;
      if (fill(3) >= 3
          && (buf[pos] & 0xff) == 0xef
          && (buf[pos + 1] & 0xff) == 0xbb
          && (buf[pos + 2] & 0xff) == 0xbf) {
        pos += 3;
        offset = 3;
      }
    }
    if (fill(1) == 0) {
      return null;
    }
    long start = offset;
    long count = 0;
    int kept = 0;
    String terminator = "";
    while (true) {
      if (pos == limit && fill(1) == 0) {
        break;
      }
      byte b = buf[pos++];
      if (b == '\n') {
        terminator = "\n";
        break;
      }
      if (b == '\r') {
        if (fill(1) > 0 && buf[pos] == '\n') {
          pos++;
          terminator = "\r\n";
        } else {
          terminator = "\r";
        }
        break;
      }
      count++;
      if (kept < maxLineBytes) {
        if (kept == line.length) {
          line = java.util.Arrays.copyOf(line, Math.min(maxLineBytes, line.length * 2));
        }
        line[kept++] = b;
      }
    }
    offset += count + terminator.length();
    number++;
    boolean oversized = count > kept;
    int bad = oversized ? -1 : firstBadByte(line, kept);
    boolean latin1 = bad >= 0 && latin1Fallback && line[bad] != 0 && indexOfNul(line, bad, kept) < 0;
    if (latin1) {
      bad = -1;
    }
    String text = latin1 ? new String(line, 0, kept, java.nio.charset.StandardCharsets.ISO_8859_1)
        : Line.decode(line, 0, oversized ? trimPartial(line, kept) : kept);
    int badColumn = 0;
    String badReason = null;
    if (bad >= 0) {
      badColumn = Line.decode(line, 0, bad).length() + 1;
      badReason = line[bad] == 0
          ? "not text: nul byte"
          : String.format("not text: invalid utf-8 byte 0x%02x", line[bad] & 0xff);
    }
    // The boundary rule (RecordBoundary): a line's first non-blank byte, usually its first.
    int first = 0;
    while (first < kept && RecordBoundary.isBlank(line[first])) {
      first++;
    }
    boolean startsRecord = RecordBoundary.startsRecord(previousBlank, first < kept ? line[first] & 0xff : -1);
    previousBlank = first == kept && !oversized;
    if (line.length > 4096 && kept <= 4096) {
      line = new byte[256];   // do not keep a huge buffer for short lines
    }
    return new Line(text, start, number, 1, terminator, count, oversized, badColumn, badReason, startsRecord, latin1);
  }

  /** The next line without consuming it, or null at the end of the stream. */
  Line peek() throws IOException {
    Line l = next();
    if (l != null) {
      pushed.push(l);
    }
    return l;
  }

  /** Makes {@code l} the next line returned. */
  void pushBack(Line l) {
    pushed.push(l);
  }

  /** Ensures at least {@code n} bytes are buffered if the stream has them; returns how many are. */
  private int fill(int n) throws IOException {
    if (limit - pos >= n || eof) {
      return limit - pos;
    }
    if (pos > 0) {
      System.arraycopy(buf, pos, buf, 0, limit - pos);
      limit -= pos;
      pos = 0;
    }
    while (limit - pos < n && !eof) {
      int r = in.read(buf, limit, buf.length - limit);
      if (r < 0) {
        eof = true;
      } else {
        limit += r;
      }
    }
    return limit - pos;
  }

  /** Index of the first NUL byte in {@code b[from, to)}, or -1. */
  private static int indexOfNul(byte[] b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (b[i] == 0) {
        return i;
      }
    }
    return -1;
  }

  /** Cuts a kept prefix back to a whole UTF-8 sequence. */
  private static int trimPartial(byte[] b, int n) {
    int i = n;
    while (i > 0 && i > n - 4 && (b[i - 1] & 0xc0) == 0x80) {
      i--;
    }
    if (i > 0 && (b[i - 1] & 0x80) != 0) {
      i--;
    }
    return i == 0 ? n : i;
  }

  /** Index of the first NUL byte or byte that breaks UTF-8, or -1. */
  static int firstBadByte(byte[] b, int n) {
    return firstBadByte(b, 0, n);
  }

  /** Index of the first NUL byte or byte that breaks UTF-8 in {@code b[from, n)}, or -1. */
  static int firstBadByte(byte[] b, int from, int n) {
    int i = from;
    while (i < n) {
      int c = b[i] & 0xff;
      if (c == 0) {
        return i;
      }
      if (c < 0x80) {
        i++;
        continue;
      }
      int len;
      int min;
      if (c >= 0xc2 && c <= 0xdf) {
        len = 2;
        min = 0x80;
      } else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        min = 0x800;
      } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        min = 0x10000;
      } else {
        return i;
      }
      if (i + len > n) {
        return i;
      }
      int cp = c & (0xff >> (len + 1));
      for (int k = 1; k < len; k++) {
        int cc = b[i + k] & 0xff;
        if ((cc & 0xc0) != 0x80) {
          return i;
        }
        cp = (cp << 6) | (cc & 0x3f);
      }
      if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
        return i;
      }
      i += len;
    }
    return -1;
  }
}
