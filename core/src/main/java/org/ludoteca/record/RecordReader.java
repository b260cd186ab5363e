package org.ludoteca.record;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads a file of game records, one {@link ReadResult} per record, in file order; a bad record
 * never stops the reading.
 *
 * <pre>{@code
 * try (RecordReader in = RecordReader.open(Path.of("games.rpgn.bz2"))) {
 *   in.forEachRemaining(r -> {
 *     if (r instanceof GameRecord g) replay(g.tags(), g.moves());
 *     else System.err.println(((RejectedRecord) r).describe());
 *   });
 * }
 * }</pre>
 *
 * <p>Input is UTF-8; a byte order mark at the start is skipped (its bytes still count in
 * offsets); LF, CRLF and a lone CR all end a line. A record that cannot be read becomes a {@link
 * RejectedRecord} naming the line and column of its defect, and reading goes on with the next
 * record: for the envelope format at the next record boundary, a tag line after a blank line
 * ({@link RecordBoundary}; no record runs across one), for JSON and FEN lines at the next line. Lines that hold a NUL byte or are not UTF-8 reject their record ("not text:
 * ..."); a record of more than 1 MiB is rejected without being held in memory; a file that ends
 * inside a tag, comment or variation, or after tags with no movetext, rejects its last record
 * ("truncated: ..."). Movetext with no result token, ended by a tag line or the end of the input,
 * is a {@link GameRecord} with a null result token. Only a failure of the stream itself throws:
 * {@link UncheckedIOException} from {@link #hasNext()}, {@link #next()}, {@link #accept} and the
 * stream.
 *
 * <p>A reader pulls records from its format's {@link RecordSource} ({@link InputFormat#records}),
 * which pushes each record's parts to a {@link RecordVisitor}: {@link #next} takes the record
 * from the last hook, {@link #accept} hands every hook to the caller's visitor. The envelope format
 * (PGN) is read a chunk of 4 MiB at a time, cut at record boundaries, from the bytes ({@link
 * PgnChunks}, {@link FastPgnReader}), with the line-based parser for the records of unusual shape
 * and for visitors that want the comments; the records are exactly those the line-based parser
 * alone reads.
 *
 * <p>Not thread-safe. Memory is bounded by the largest record (at most 1 MiB) plus buffers (for
 * the envelope format, a chunk).
 */
public final class RecordReader implements Iterator<ReadResult>, Closeable {
  /** What {@link #close} closes: the stream, or a random-access format's source. */
  private final Closeable in;
  private final String source;
  private final InputFormat format;
  private final boolean fileStart;
  /** Records that start at or after this offset are not read ({@link #slice}). */
  private final long stopAt;
  private final int chunkBytes;
  /** The format's reading of the stream; null until the first record is asked for. */
  private RecordSource records;
  /** Takes the record the source pushes last into {@link #pending}. */
  private final RecordVisitor taker = new RecordVisitor() {
    @Override
    public boolean comments() {
      return false;
    }

    @Override
    public void endRecord(GameRecord record) {
      pending = record;
    }

    @Override
    public void rejected(RejectedRecord rejected) {
      pending = rejected;
    }
  };
  private ReadResult pending;
  private boolean done;

  private RecordReader(Closeable in, String source, InputFormat format, boolean fileStart, long stopAt,
      int chunkBytes) {
    this.in = in;
    this.source = source;
    this.format = format;
    this.fileStart = fileStart;
    this.stopAt = stopAt;
    this.chunkBytes = chunkBytes;
  }

  /** The format's source of records, made on first use, for visitors that want the comments or not. */
  private RecordSource records(boolean comments) {
    if (records == null) {
      InputStream stream = (InputStream) in; // a source made ahead (randomAccess) is never null here
      records = format instanceof RecordFormat f ? f.records(stream, source, fileStart, stopAt, comments, chunkBytes)
          : format.records(stream, source, fileStart, stopAt, comments);
    }
    return records;
  }

  /**
   * Opens a file, decompressing gzip, bzip2 or Zstandard content (told by its first bytes, not its
   * name: {@link Compression}) and detecting the format with {@link InputFormats#detect}. The
   * source of every record is {@code path.toString()}.
   *
   * @throws UnreadableContentException if the file's bytes are not something the reader reads (xz,
   *     zip, ..., binary content): one error for the file
   * @throws IOException if the file cannot be opened or its first bytes cannot be read
   * @throws NullPointerException if {@code path} is null
   */
  public static RecordReader open(Path path) throws IOException {
    Objects.requireNonNull(path, "path");
    Path fileName = path.getFileName();
    java.util.Optional<InputFormat> named = InputFormats.byName(fileName == null ? "" : fileName.toString());
    if (named.isPresent() && named.get().randomAccess()) { // a columnar file: read from the file, not as text
      RecordSource records = named.get().records(path, path.toString());
      return of(records, path.toString(), named.get(), records instanceof Closeable c ? c : () -> {});
    }
    InputStream file = Files.newInputStream(path);
    InputStream opened = file;
    try {
      BufferedInputStream buffered = Compression.open(file);
      opened = buffered;
      buffered.mark(4096);
      byte[] head = buffered.readNBytes(4096);
      buffered.reset();
      Path name = path.getFileName();
      InputFormat format = InputFormats.detect(name == null ? "" : name.toString(), head);
      return new RecordReader(buffered, path.toString(), format, true, Long.MAX_VALUE, PgnChunks.CHUNK_BYTES);
    } catch (IOException | RuntimeException e) {
      opened.close(); // the decompressor too, once there is one (zstd's native memory)
      throw e;
    }
  }

  /**
   * Reads records of the given format from a stream, as is: the caller decompresses. Closing the
   * reader closes the stream.
   *
   * @throws NullPointerException if an argument is null
   */
  public static RecordReader of(InputStream in, String source, InputFormat format) {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(format, "format");
    return new RecordReader(in, source, format, true, Long.MAX_VALUE, PgnChunks.CHUNK_BYTES);
  }

  /**
   * Reads the records a format's source gives ({@link InputFormat#records}), as they are: for a
   * {@link InputFormat#randomAccess} format, whose sources are made from the file. Closing the
   * reader closes {@code resource}.
   *
   * @throws NullPointerException if an argument is null
   */
  public static RecordReader of(RecordSource records, String source, InputFormat format, Closeable resource) {
    Objects.requireNonNull(records, "records");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(resource, "resource");
    RecordReader r = new RecordReader(resource, source, format, true, Long.MAX_VALUE, PgnChunks.CHUNK_BYTES);
    r.records = records;
    return r;
  }

  /**
   * Reads the records of a text held in memory (its UTF-8 bytes, the whole input), of the given
   * format, as {@link #of(InputStream, String, InputFormat)} would; the envelope format reads it as
   * one chunk, with no buffer larger than the text. For records assembled from other sources'
   * fields (a Parquet row's columns and movetext, read as the PGN it is).
   *
   * @throws NullPointerException if an argument is null
   */
  public static RecordReader of(byte[] text, String source, InputFormat format) {
    Objects.requireNonNull(text, "text");
    return new RecordReader(new java.io.ByteArrayInputStream(text), Objects.requireNonNull(source, "source"),
        Objects.requireNonNull(format, "format"), true, Long.MAX_VALUE, Math.max(2, text.length + 1));
  }

  /**
   * Pushes a record already read to a visitor, hook by hook from its values, as a reader would
   * have while reading it (less the comments): for a {@link RecordSource} whose records are read
   * whole before they are delivered.
   */
  public static void deliver(ReadResult r, RecordVisitor v) {
    replay(Objects.requireNonNull(r, "r"), Objects.requireNonNull(v, "v"));
  }

  /** {@link #of} with another chunk size for the envelope format: for tests of the chunks' cuts. */
  static RecordReader of(InputStream in, String source, RecordFormat format, int chunkBytes) {
    return new RecordReader(in, source, format, true, Long.MAX_VALUE, chunkBytes);
  }

  /**
   * {@link #of} through the line-based parsers only, as every format was read before the envelope
   * format was read by chunks: the reference the tests compare the chunked reading with.
   */
  static RecordReader lineBased(InputStream in, String source, RecordFormat format) {
    RecordReader r = new RecordReader(in, source, format, true, Long.MAX_VALUE, PgnChunks.CHUNK_BYTES);
    r.records = format.lineParser(in, source, true, Long.MAX_VALUE);
    return r;
  }

  /**
   * Reads the records of one slice of a file: those that start in {@code [start, end)}, {@code
   * start} being a record boundary ({@link InputFormat#nextBoundary}), reading on past {@code end} as
   * far as the last of them needs (a record that starts before a boundary ends before it, so that
   * is at most the next line). Every record of the file is read by exactly one slice, and read
   * exactly as {@link #of} reads it from the whole file, given the same offset and line base:
   * offsets and line numbers here are relative to {@code start} (the caller adds {@code start}
   * and the lines before it). The envelope format reads the stream in chunks: at first to 64 KiB
   * past {@code end}, more only when the last record needs it. Closing the reader closes the stream.
   *
   * @param in the file's bytes from {@code start} to its end (decompressed)
   * @param end the end of the slice, or -1 for the end of the file
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code start} is negative or {@code end} is before it
   */
  public static RecordReader slice(InputStream in, String source, InputFormat format, long start, long end) {
    return slice(in, source, format, start, end, PgnChunks.CHUNK_BYTES);
  }

  /** {@link #slice} with another chunk size for the envelope format: for tests. */
  static RecordReader slice(InputStream in, String source, InputFormat format, long start, long end, int chunkBytes) {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(format, "format");
    if (start < 0 || (end >= 0 && end < start)) {
      throw new IllegalArgumentException("bad slice [" + start + ", " + end + ")");
    }
    // The line before a boundary is blank (or there is none): the reading starts as a file's does.
    return new RecordReader(in, source, format, start == 0, end >= 0 ? end - start : Long.MAX_VALUE, chunkBytes);
  }

  /** The format this reader reads. */
  public InputFormat format() {
    return format;
  }

  /**
   * Returns whether another record follows, reading it if needed.
   *
   * @throws UncheckedIOException if the stream fails
   */
  @Override
  public boolean hasNext() {
    while (pending == null && !done) {
      try {
        done = !records(false).next(taker);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return pending != null;
  }

  /**
   * Returns the next record's outcome.
   *
   * @throws NoSuchElementException if there is none
   * @throws UncheckedIOException if the stream fails
   */
  @Override
  public ReadResult next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    ReadResult r = pending;
    pending = null;
    return r;
  }

  /**
   * The UTF-8 bytes of the {@link GameRecord#text} of the record {@link #next} returned last, as
   * they were read from the input (a view of the reader's own buffer, not a copy: callers read it
   * and must not write to it), when this reader still holds them: the
   * same bytes as the text encoded again, without encoding it. Null when it does not: a record of
   * another format or read by the line-based parser, a rejection, or once {@link #hasNext} has
   * read the next record. Valid until the next call of {@link #hasNext} or {@link #next}.
   */
  public java.nio.ByteBuffer lastTextBytes() {
    return pending != null || records == null ? null : records.lastText();
  }

  /**
   * The lines of text read so far that were outside any record and not blank ({@link
   * SkippedLines}: {@code ;} comment lines, {@code %} escape lines and other text before a tag
   * section); for a slice, those before its end.
   */
  public SkippedLines skipped() {
    return records == null ? SkippedLines.NONE : records.skipped();
  }

  /**
   * Reads every remaining record, pushing its parts to {@code visitor} in file order (see {@link
   * RecordVisitor}). A record already read ahead by {@link #hasNext()} is replayed from its
   * values, without its comments; so are all the remaining envelope records once {@link
   * #hasNext()} read one (they are read by chunks then, which keep no comments).
   *
   * @throws UncheckedIOException if the stream fails
   * @throws NullPointerException if {@code visitor} is null
   */
  public void accept(RecordVisitor visitor) {
    Objects.requireNonNull(visitor, "visitor");
    if (pending != null) {
      replay(pending, visitor);
      pending = null;
    }
    try {
      RecordSource source = records(visitor.comments());
      while (!done) {
        done = !source.next(visitor);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Returns the remaining records as a sequential stream; closing the stream closes the reader. */
  public Stream<ReadResult> stream() {
    return StreamSupport.stream(
            Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL), false)
        .onClose(() -> {
          try {
            close();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }

  /** Closes the underlying stream. */
  @Override
  public void close() throws IOException {
    done = true;
    pending = null;
    in.close();
  }

  /** Delivers a record already read to a visitor, as the reader would have. */
  static void replay(ReadResult r, RecordVisitor v) {
    if (v.beginRecord(r.source(), r.offset(), r.line()) == RecordVisitor.Flow.SKIP) {
      return;
    }
    if (r instanceof RejectedRecord rejected) {
      v.rejected(rejected);
      return;
    }
    FastPgnReader.deliverParts((GameRecord) r, v);
  }

  static final RecordVisitor NO_OP = new RecordVisitor() {};
}
