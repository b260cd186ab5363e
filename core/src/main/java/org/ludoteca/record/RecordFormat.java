package org.ludoteca.record;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Objects;

/**
 * The text formats Ludoteca reads, each an {@link InputFormat}: its names, how its content is
 * told, its record boundaries ({@link RecordBoundary}), whether it splits, and its parser.
 */
public enum RecordFormat implements InputFormat {
  /** PGN's shape: tag pairs, movetext, a result token; games separated by blank lines. */
  ENVELOPE(List.of(".rpgn", ".pgn"), List.of(), true) {
    @Override
    public boolean recognizes(byte[] head) {
      return firstNonBlank(head) == '[';
    }

    @Override
    RecordSource records(InputStream in, String source, boolean fileStart, long stopAt, boolean comments,
        int chunkBytes) {
      // Comments need the line-based parser; the chunks read everything else, faster (PgnChunks).
      return comments ? lineParser(in, source, fileStart, stopAt)
          : new PgnChunks(in, source, fileStart, stopAt, chunkBytes);
    }
  },
  /** One JSON object per line: {@code game, rules, fen, moves, result, termination, tags}. */
  JSON_LINES(List.of(".jsonl", ".ndjson"), List.of(), true) {
    @Override
    public boolean recognizes(byte[] head) {
      return firstNonBlank(head) == '{';
    }
  },
  /**
   * One position per line; each non-blank line not starting with {@code #} is one record. Told by
   * its extension only: a file that no format recognizes is read as FEN lines ({@link
   * InputFormats#detect}).
   */
  FEN_LINES(List.of(".fen", ".epd"), List.of(), true) {
    @Override
    public boolean recognizes(byte[] head) {
      return false;
    }
  },
  /**
   * A game transcription, one game per file: {@code # key: value} header lines, {@code ;}
   * comments and {@code <id> | <side> | <orig> | <norm>} turn lines (the Zamora games' format,
   * {@code data/FORMAT.md} section 8). A {@code .txt} whose text starts {@code # game:}.
   */
  TRANSCRIPTION(List.of(), List.of(".txt"), false) {
    @Override
    public boolean recognizes(byte[] head) {
      String text = new String(head, java.nio.charset.StandardCharsets.UTF_8).stripLeading();
      if (text.startsWith("\uFEFF")) {
        text = text.substring(1).stripLeading();
      }
      return text.startsWith(TRANSCRIPTION_START);
    }

    @Override
    public long nextBoundary(InputStream in, long pos) {
      return pos <= 0 ? 0 : -1; // the file is one record
    }
  };

  /** The header line a transcription starts with. */
  static final String TRANSCRIPTION_START = "# game:";

  private final List<String> extensions;
  private final List<String> contentExtensions;
  private final boolean splittable;

  RecordFormat(List<String> extensions, List<String> contentExtensions, boolean splittable) {
    this.extensions = extensions;
    this.contentExtensions = contentExtensions;
    this.splittable = splittable;
  }

  @Override
  public List<String> extensions() {
    return extensions;
  }

  @Override
  public List<String> contentExtensions() {
    return contentExtensions;
  }

  @Override
  public boolean splittable() {
    return splittable;
  }

  /** {@link RecordBoundary#next}: the boundaries of {@code data/FORMAT.md} section 14. */
  @Override
  public long nextBoundary(InputStream in, long pos) throws IOException {
    return RecordBoundary.next(in, pos, this);
  }

  @Override
  public RecordSource records(InputStream in, String source, boolean fileStart, long stopAt, boolean comments) {
    return records(in, source, fileStart, stopAt, comments, PgnChunks.CHUNK_BYTES);
  }

  /** {@link #records(InputStream, String, boolean, long, boolean)} with another chunk size for PGN: for tests. */
  RecordSource records(InputStream in, String source, boolean fileStart, long stopAt, boolean comments,
      int chunkBytes) {
    return lineParser(in, source, fileStart, stopAt);
  }

  /** The records read by this format's line-based parser alone: every format's reference reading. */
  RecordSource lineParser(InputStream in, String source, boolean fileStart, long stopAt) {
    LineSource lines = new LineSource(in, Parser.MAX_RECORD_BYTES, 0, 0, fileStart, true);
    Parser p = this == ENVELOPE ? new EnvelopeParser(lines, source)
        : this == TRANSCRIPTION ? new TranscriptionParser(lines, source)
        : new LinesParser(lines, source, this);
    p.stopAt = stopAt;
    return p;
  }

  /**
   * Guesses the format of a file from its name, else from its first bytes, among these formats
   * ({@link InputFormats#detect} among all registered ones).
   *
   * <p>By extension, ignoring case and a trailing {@code .gz}, {@code .bz2} or {@code .zst}: {@code .rpgn} and
   * {@code .pgn} are {@link #ENVELOPE}, {@code .jsonl} and {@code .ndjson} are {@link
   * #JSON_LINES}, {@code .fen} and {@code .epd} are {@link #FEN_LINES}. Otherwise the first
   * non-blank character of {@code firstBytes} (after a UTF-8 byte order mark) decides: a text
   * starting {@code # game:} is a {@link #TRANSCRIPTION} (whatever its extension, usually
   * {@code .txt}), {@code [} is an envelope, <code>{</code> JSON lines, anything else (including no character at all) FEN
   * lines. {@code firstBytes} must already be decompressed.
   *
   * @throws NullPointerException if an argument is null
   */
  public static RecordFormat detect(String fileName, byte[] firstBytes) {
    return (RecordFormat) InputFormats.detect(fileName, firstBytes, BUILT_IN);
  }

  /** The constants in the order their content is asked for: a transcription's header first. */
  static final List<InputFormat> BUILT_IN = List.of(TRANSCRIPTION, ENVELOPE, JSON_LINES, FEN_LINES);

  /**
   * The first character of a text's first bytes that is not blank (space, tab, CR, LF, vertical
   * tab, form feed), after a UTF-8 byte order mark; -1 if none.
   */
  static int firstNonBlank(byte[] head) {
    Objects.requireNonNull(head, "head");
    int i = 0;
    if (head.length >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb && (head[2] & 0xff) == 0xbf) {
      i = 3;
    }
    for (; i < head.length; i++) {
      int b = head[i] & 0xff;
      if (b != ' ' && b != '\t' && b != '\r' && b != '\n' && b != 0x0b && b != 0x0c) {
        return b;
      }
    }
    return -1;
  }
}
