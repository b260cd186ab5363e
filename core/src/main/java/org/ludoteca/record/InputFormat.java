package org.ludoteca.record;

import java.io.InputStream;
import java.io.IOException;
import java.util.List;

/**
 * One input format, everything a reader or a pipeline needs to know of it in one place: how its
 * files are named and recognised, where its records start, whether a plain file of it can be cut
 * into slices, and how its records are read. The built-in formats are the constants of {@link
 * RecordFormat}; {@link InputFormats} finds them and any other (a class implementing this
 * interface with a public no-argument constructor, named in {@code
 * META-INF/services/org.ludoteca.record.InputFormat}).
 *
 * <pre>{@code
 * InputFormat format = InputFormats.detect("games.pgn.zst", head);   // by name, else by content
 * long start = format.nextBoundary(in, 1 << 20);                      // where a slice may start
 * RecordSource records = format.records(in, "games.pgn", true, Long.MAX_VALUE, false);
 * while (records.next(visitor)) {}                                     // one record a call
 * }</pre>
 *
 * <p>Implementations are immutable and thread-safe; a {@link RecordSource} is not.
 */
public interface InputFormat {
  /**
   * The format's name, upper case: what a slice plan or a manifest carries to name it, and what
   * {@link InputFormats#named} finds it by ({@code ENVELOPE}, {@code JSON_LINES}, ...).
   */
  String name();

  /**
   * The file-name endings that name this format (lower case, with the dot: {@code .pgn}), read
   * after a compression suffix ({@code .gz}, {@code .bz2}, {@code .zst}) is taken off. A file with
   * one of them found in a directory is an input of this format.
   */
  List<String> extensions();

  /**
   * The file-name endings of files that are inputs of this format only when their first bytes say
   * so ({@link #recognizes}): a transcription is a {@code .txt} that starts {@code # game:}, so
   * that notes beside a corpus are not read as records. Empty, the default: none.
   */
  default List<String> contentExtensions() {
    return List.of();
  }

  /**
   * Whether the first bytes of a file (decompressed, at most {@link Compression#TEXT_HEAD_BYTES})
   * are this format's: asked when no extension names a format. A UTF-8 byte order mark comes
   * first in a text file and is not part of its content.
   */
  boolean recognizes(byte[] head);

  /**
   * Whether a plain (not compressed) file of this format can be cut into slices at record
   * boundaries ({@link #nextBoundary}), each read by its own reader; false for a format whose
   * file is one record.
   */
  boolean splittable();

  /**
   * The first record boundary at or after {@code pos} that can be told from the bytes from {@code
   * pos - 1} on, or -1 when there is none before the end of the stream: where a slice of a plain
   * file may start, the record boundaries being the format's ({@code data/FORMAT.md} section 14).
   * 0 when {@code pos} is 0 or less.
   *
   * @param in the bytes of the file from offset {@code pos - 1} on (read, not closed)
   * @throws IOException if the stream fails
   */
  long nextBoundary(InputStream in, long pos) throws IOException;

  /**
   * The records of a stream of this format (decompressed), those that start before {@code stopAt},
   * read one a call of {@link RecordSource#next}. The stream is read, not closed.
   *
   * @param source the name every record carries
   * @param fileStart whether the stream starts the file (a byte order mark may come first), else
   *     it starts at a record boundary inside it ({@link #nextBoundary})
   * @param stopAt records that start at or after this offset from the stream's start are not read
   * @param comments whether the visitors given to the source want the comments ({@link
   *     RecordVisitor#comment}); a format may read faster without them
   */
  RecordSource records(InputStream in, String source, boolean fileStart, long stopAt, boolean comments);

  /**
   * Whether this format's files are read from the file itself, with random access, rather than as
   * a stream of bytes: a columnar file (Parquet), whose footer is at its end and whose bytes are
   * neither compressed as a whole nor text. Such a file is told by its name only ({@link
   * #extensions}), is not decompressed or checked as text, and is read through {@link
   * #records(java.nio.file.Path, String)}; its slices are the format's own (the jobs ask it).
   * False, the default.
   */
  default boolean randomAccess() {
    return false;
  }

  /**
   * The records of a whole local file of a {@link #randomAccess} format, one a call of {@link
   * RecordSource#next}; the reader closes the source when it is {@link java.io.Closeable}.
   *
   * @param source the name every record carries
   * @throws IOException if the file cannot be opened
   * @throws UnsupportedOperationException for a format read as a stream, the default
   */
  default RecordSource records(java.nio.file.Path file, String source) throws IOException {
    throw new UnsupportedOperationException(name() + " is read as a stream, not from a file");
  }
}
