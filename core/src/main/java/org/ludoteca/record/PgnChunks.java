package org.ludoteca.record;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;

/**
 * Reads envelope records (PGN) from a stream through {@link FastPgnReader}, a chunk of a few MiB
 * at a time: each chunk ends at a record boundary ({@link RecordBoundary}), so no record runs
 * across two chunks, and the offsets and line numbers of one go on from those of the one before.
 * Gives exactly the records that {@link EnvelopeParser} gives for the same stream.
 *
 * <p>Memory is bounded by the chunk size: when a full chunk holds no boundary after its start (a
 * run of more than a chunk without one: a record far over the 1 MiB limit, or no blank line
 * before the tags), the rest of the stream goes to {@link EnvelopeParser}, which reads such runs
 * with bounded memory. Not thread-safe.
 */
final class PgnChunks {
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
  /** The general parser of the rest of the stream, once a chunk held no boundary; or null. */
  private EnvelopeParser general;
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

  /** The next record, or null at the end. */
  ReadResult next() throws IOException {
    while (!done) {
      if (general != null) {
        generalResult = null;
        while (generalResult == null && general.next(RecordReader.NO_OP, r -> generalResult = r)) {
          // NO_OP skips nothing: every record read is handed out
        }
        ReadResult r = generalResult;
        generalResult = null;
        done = r == null;
        return r;
      }
      if (chunk != null) {
        ReadResult r = chunk.read();
        if (r != null) {
          return r;
        }
        if (chunk.stopped()) {
          done = true;
          return null;
        }
        lineBase = chunk.linesAtEnd();
        chunk = null;
      }
      if (!nextChunk()) {
        done = true;
      }
    }
    return null;
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
        chunk = new FastPgnReader(buf, cut, n, stop, source, base, lineBase, fileStart);
        return true;
      }
      if (n < capacity) {
        want = capacity;
        continue;
      }
      // a full chunk and no boundary after its start: the general parser reads on, with bounded memory
      InputStream rest = new SequenceInputStream(new ByteArrayInputStream(buf, 0, n), in);
      general = new EnvelopeParser(new LineSource(rest, Parser.MAX_RECORD_BYTES, base, lineBase, fileStart, true),
          source);
      general.stopAt = stopAt;
      buf = null;
      return true;
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
    if (want > buf.length) {
      buf = java.util.Arrays.copyOf(buf, Math.min(capacity, Math.max(want, buf.length * 2)));
    }
    while (n < want && !eof) {
      int r = in.read(buf, n, want - n);
      if (r < 0) {
        eof = true;
      } else {
        n += r;
      }
    }
  }
}
