package org.ludoteca.record;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads envelope records (PGN) from a stream through {@link FastPgnReader}, a chunk of a few MiB
 * at a time: each chunk ends at a record boundary ({@link RecordBoundary}), so no record runs
 * across two chunks, and the offsets and line numbers of one go on from those of the one before.
 * Gives exactly the records that {@link EnvelopeParser} gives for the same stream.
 *
 * <p>Memory is bounded by the chunk size: when a full chunk holds no boundary after its start (a
 * run of more than a chunk without one: a record far over the 1 MiB limit, or no blank line
 * before the tags), {@link EnvelopeParser} reads the stream on to the next boundary, with bounded
 * memory, and the chunks go on from there. Not thread-safe.
 */
final class PgnChunks implements RecordSource {
  /** The chunk size of {@link RecordReader}: four times the largest record read. */
  static final int CHUNK_BYTES = 4 * Parser.MAX_RECORD_BYTES;
  /** How far a slice's reader reads past its end at first: enough for its last record, usually. */
  private static final int LOOKAHEAD = 1 << 16;

  private final InputStream in;
  private final String source;
  private final int capacity;
  /** Records that start at or after this offset are not read (a slice's end). */
  private final long stopAt;
  private byte[] buf;
  /** Bytes in {@link #buf}. */
  private int n;
  private boolean eof;
  /** The offset of {@code buf[0]} and the lines before it; it starts a line after a blank one, or the input. */
  private long base;
  private long lineBase;
  private boolean fileStart;
  /** The end of the current chunk in {@link #buf}, a record boundary or the end of the input. */
  private int cut;
  private FastPgnReader chunk;
  /** The tag names met in the input so far: every chunk's reader shares them. */
  private final TagNames names = new TagNames();
  /** The lines of text skipped outside records in the input: every chunk's reader and general parser count here. */
  private final SkippedLines.Counter skipped = new SkippedLines.Counter();

  @Override
  public SkippedLines skipped() {
    return skipped.value();
  }
  /** The general parser of the rest of the stream, once a chunk held no boundary; or null. */
  private EnvelopeParser general;
  /** What the general parser reads, when it reads a run of more than a chunk; or null. */
  private RunStream run;
  private ReadResult generalResult;
  private boolean done;

  /**
   * @param fileStart whether the stream starts the input (a byte order mark is skipped)
   * @param stopAt records that start at or after this offset are not read ({@code Long.MAX_VALUE}: all)
   * @param capacity the chunk size, at least 2 (tests use small ones)
   */
  PgnChunks(InputStream in, String source, boolean fileStart, long stopAt, int capacity) {
    this.in = in;
    this.source = source;
    this.fileStart = fileStart;
    this.stopAt = stopAt;
    this.capacity = capacity;
    this.buf = new byte[Math.min(capacity, 1 << 16)];
  }

  /** The chunk that read the record {@link #next} gave last; null when the general parser read it. */
  private FastPgnReader lastFrom;

  /**
   * The UTF-8 bytes of the text of the record {@link #next} gave last, as they were read (no copy,
   * valid until the next call of {@link #next}); null when they are not at hand.
   */
  @Override
  public java.nio.ByteBuffer lastText() {
    return lastFrom == null ? null : lastFrom.lastText();
  }

  /** Reads the next record, pushing it to {@code visitor}; false at the end. */
  @Override
  public boolean next(RecordVisitor visitor) throws IOException {
    lastFrom = null;
    while (!done) {
      if (general != null) {
        generalResult = null;
        if (general.next(visitor, r -> generalResult = r)) {
          if (generalResult != null) { // null: the visitor skipped it
            Parser.deliver(generalResult, visitor);
            generalResult = null;
          }
          return true;
        }
        if (!afterRun()) {
          done = true;
        }
        continue;
      }
      if (chunk != null) {
        if (chunk.read(visitor)) {
          lastFrom = chunk;
          return true;
        }
        if (chunk.stopped()) {
          done = true;
          return false;
        }
        lineBase = chunk.linesAtEnd();
        chunk = null;
      }
      if (!nextChunk()) {
        done = true;
      }
    }
    return false;
  }

  /** Moves on to the next chunk (or to the general parser); false at the end of the input. */
  private boolean nextChunk() throws IOException {
    if (cut > 0) {
      System.arraycopy(buf, cut, buf, 0, n - cut);
      n -= cut;
      base += cut;
      cut = 0;
      fileStart = false;
    }
    if (base >= stopAt) {
      return false; // every record from here on starts at or after the stop
    }
    // a slice reads to its end and a little past it, not a whole chunk more
    long want = stopAt == Long.MAX_VALUE ? capacity : Math.min(capacity, stopAt - base + LOOKAHEAD);
    while (true) {
      fill((int) want);
      if (n == 0) {
        return false;
      }
      int end = eof ? n : lastBoundary();
      if (end > 0) {
        cut = end;
        int stop = (int) Math.min(Integer.MAX_VALUE, stopAt - base);
        chunk = new FastPgnReader(buf, cut, n, stop, source, base, lineBase, fileStart, names, skipped);
        return true;
      }
      if (n < capacity) {
        want = capacity;
        continue;
      }
      // a full chunk and no boundary after its start: the general parser reads on to the next
      // boundary, with bounded memory, then the chunks go on from there
      run = new RunStream();
      general = new EnvelopeParser(new LineSource(run, Parser.MAX_RECORD_BYTES, base, lineBase, fileStart, true),
          source, skipped);
      general.stopAt = stopAt;
      return true;
    }
  }

  /** After the general parser's run: the chunks go on from the boundary that ended it; false when none did. */
  private boolean afterRun() {
    RunStream r = run;
    run = null;
    general = null;
    if (r.boundary < 0 || base + r.boundary >= stopAt) {
      return false;
    }
    int kept = r.prefixLength + r.leftoverLength;
    byte[] next = kept <= buf.length ? buf : new byte[kept];
    System.arraycopy(r.prefix, 0, next, 0, r.prefixLength);
    System.arraycopy(r.leftover, 0, next, r.prefixLength, r.leftoverLength);
    buf = next;
    n = kept;
    cut = 0;
    base += r.boundary;
    lineBase += r.lines;
    fileStart = false;
    return true;
  }

  /**
   * The bytes of the buffer, then of the stream, up to the first record boundary after the
   * buffer's start: the stream ends just after that boundary's {@code [} (so the parser sees the
   * line that ends its last record, and stops there). Finds the boundary as {@link
   * RecordBoundary#next} does, a byte at a time (a run over a chunk long is rare), and keeps what
   * comes after it for the next chunk.
   */
  private final class RunStream extends InputStream {
    private int served;
    /** The boundary's offset from the run's start, -1 until found. */
    long boundary = -1;
    /** Line ends before the boundary. */
    long lines;
    /** The boundary line's bytes up to its {@code [} included, and the bytes read after them. */
    byte[] prefix = new byte[64];
    int prefixLength;
    byte[] leftover = new byte[0];
    int leftoverLength;
    // the line being scanned
    private long p;
    private long lineStart;
    private long count;
    private boolean nonBlank;
    private boolean previousBlank; // false for the run's first line: a boundary must come after it
    private boolean cr;

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      int r = read(one, 0, 1);
      return r < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (boundary >= 0) {
        return -1;
      }
      if (len == 0) {
        return 0;
      }
      int r;
      if (served < n) {
        r = Math.min(len, n - served);
        System.arraycopy(buf, served, b, off, r);
        served += r;
      } else {
        r = in.read(b, off, len);
        if (r < 0) {
          return -1;
        }
      }
      for (int i = off; i < off + r; i++) {
        if (scan(b[i])) {
          boundary = lineStart;
          if (general != null) {
            general.stopAt = Math.min(stopAt, base + boundary);
          }
          leftoverLength = off + r - (i + 1);
          leftover = java.util.Arrays.copyOfRange(b, i + 1, off + r);
          if (served < n) { // the rest of the buffer comes after it too
            byte[] more = new byte[leftoverLength + n - served];
            System.arraycopy(leftover, 0, more, 0, leftoverLength);
            System.arraycopy(buf, served, more, leftoverLength, n - served);
            leftover = more;
            leftoverLength = more.length;
            served = n;
          }
          return i + 1 - off;
        }
      }
      return r;
    }

    /** Takes one more byte; true when it is the {@code [} of a boundary. */
    private boolean scan(byte c) {
      long at = p++;
      if (cr) {
        cr = false;
        if (c == '\n') {
          lineStart = at + 1;
          return false;
        }
      }
      if (c == '\n' || c == '\r') {
        lines++;
        previousBlank = !nonBlank && count <= Parser.MAX_RECORD_BYTES;
        count = 0;
        nonBlank = false;
        prefixLength = 0;
        lineStart = at + 1;
        cr = c == '\r';
        return false;
      }
      if (!nonBlank && count < Parser.MAX_RECORD_BYTES) {
        if (prefixLength == prefix.length) {
          prefix = java.util.Arrays.copyOf(prefix, prefix.length * 2);
        }
        prefix[prefixLength++] = c;
        if (!RecordBoundary.isBlank(c)) {
          nonBlank = true;
          if (RecordBoundary.startsRecord(previousBlank, c & 0xff) && lineStart > 0) {
            return true;
          }
        }
      }
      count++;
      return false;
    }
  }

  /** A record boundary after {@code buf[0]} whose line has its {@code [} in the buffer, late in it; or -1. */
  private int lastBoundary() {
    if (n < 2) {
      return -1;
    }
    int late = RecordBoundary.next(buf, Math.max(1, n - LOOKAHEAD), n);
    return late > 0 || n <= LOOKAHEAD + 1 ? late : RecordBoundary.next(buf, 1, n);
  }

  /** Reads until {@code want} bytes are buffered or the stream ends. */
  private void fill(int want) throws IOException {
    while (n < want && !eof) {
      if (n == buf.length) { // grown as the bytes come: a small input gets a small buffer
        buf = java.util.Arrays.copyOf(buf, Math.min(want, buf.length * 2));
      }
      int r = in.read(buf, n, Math.min(want, buf.length) - n);
      if (r < 0) {
        eof = true;
      } else {
        n += r;
      }
    }
  }
}
