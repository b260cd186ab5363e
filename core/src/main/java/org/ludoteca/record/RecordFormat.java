package org.ludoteca.record;

import java.util.Locale;
import java.util.Objects;

/** The file formats the record reader understands, and how to tell them apart. */
public enum RecordFormat {
  /** PGN's shape: tag pairs, movetext, a result token; games separated by blank lines. */
  ENVELOPE,
  /** One JSON object per line: {@code game, rules, fen, moves, result, termination, tags}. */
  JSON_LINES,
  /** One position per line; each non-blank line not starting with {@code #} is one record. */
  FEN_LINES,
  /**
   * A game transcription, one game per file: {@code # key: value} header lines, {@code ;}
   * comments and {@code <id> | <side> | <orig> | <norm>} turn lines (the Zamora games' format,
   * {@code data/FORMAT.md} section 8).
   */
  TRANSCRIPTION;

  /** The header line a transcription starts with. */
  static final String TRANSCRIPTION_START = "# game:";

  /**
   * Guesses the format of a file from its name, else from its first bytes.
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
    Objects.requireNonNull(fileName, "fileName");
    Objects.requireNonNull(firstBytes, "firstBytes");
    String name = fileName.toLowerCase(Locale.ROOT);
    if (name.endsWith(".gz")) {
      name = name.substring(0, name.length() - 3);
    } else if (name.endsWith(".bz2") || name.endsWith(".zst")) {
      name = name.substring(0, name.length() - 4);
    }
    if (name.endsWith(".rpgn") || name.endsWith(".pgn")) {
      return ENVELOPE;
    }
    if (name.endsWith(".jsonl") || name.endsWith(".ndjson")) {
      return JSON_LINES;
    }
    if (name.endsWith(".fen") || name.endsWith(".epd")) {
      return FEN_LINES;
    }
    String head = new String(firstBytes, java.nio.charset.StandardCharsets.UTF_8).stripLeading();
    if (head.startsWith("\uFEFF")) {
      head = head.substring(1).stripLeading();
    }
    if (head.startsWith(TRANSCRIPTION_START)) {
      return TRANSCRIPTION;
    }
    int i = 0;
    if (firstBytes.length >= 3
        && (firstBytes[0] & 0xff) == 0xef
        && (firstBytes[1] & 0xff) == 0xbb
        && (firstBytes[2] & 0xff) == 0xbf) {
      i = 3;
    }
    for (; i < firstBytes.length; i++) {
      int b = firstBytes[i] & 0xff;
      if (b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == 0x0b || b == 0x0c) {
        continue;
      }
      return b == '[' ? ENVELOPE : b == '{' ? JSON_LINES : FEN_LINES;
    }
    return FEN_LINES;
  }
}
