package org.ludoteca.record;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One game as written down: its tags, its mainline move tokens and its result token, with where
 * it came from and its exact raw text. Nothing here has been checked against any rules.
 *
 * <p>{@code tags} keep the order and the spelling of the file. For JSON lines the fields map to
 * tags {@code game}&rarr;{@code Game}, {@code rules}&rarr;{@code Rules}, {@code fen}&rarr;{@code
 * FEN}, {@code result}&rarr;{@code Result}, {@code termination}&rarr;{@code Termination}, then
 * the entries of the {@code tags} object. {@code text} runs from the record's first
 * non-whitespace character to its last one, line ends as in the file; hash it for an id.
 *
 * @param source the name of the file or stream
 * @param offset byte offset of the record's first byte in the decompressed stream (a byte order
 *     mark counts)
 * @param line 1-based line on which the record starts
 * @param format the format it was read from
 * @param tags tag names to values, in file order, unmodifiable
 * @param moves mainline move tokens in order, without move numbers, NAGs or glyphs
 * @param resultToken {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *} (or, for JSON lines,
 *     the {@code result} field), or null when the record had none
 * @param text the record's exact raw text
 * @param annotations the clock and evaluation commands of its mainline comments by ply ({@link
 *     MoveAnnotations}; lists as long as {@code moves}); {@link MoveAnnotations#NONE} for formats
 *     other than PGN
 * @param warnings what the reader mended to read the record (a PGN record that is not UTF-8, read
 *     as ISO 8859-1), one line each; empty for most records
 */
public record GameRecord(
    String source,
    long offset,
    long line,
    RecordFormat format,
    Map<String, String> tags,
    List<String> moves,
    String resultToken,
    String text,
    MoveAnnotations annotations,
    List<String> warnings)
    implements ReadResult {
  private static final long serialVersionUID = 1L;

  /**
   * Checks and copies the parts of a record.
   *
   * @throws NullPointerException if anything but {@code resultToken} is null, or a tag name,
   *     tag value or move is null
   * @throws IllegalArgumentException if {@code offset} is negative, {@code line} below 1, or a
   *     list of {@code annotations} not as long as {@code moves}
   */
  public GameRecord {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(annotations, "annotations");
    warnings = List.copyOf(warnings);
    if (offset < 0) {
      throw new IllegalArgumentException("offset must be >= 0, was " + offset);
    }
    if (line < 1) {
      throw new IllegalArgumentException("line must be >= 1, was " + line);
    }
    if (tags instanceof ReadTags) { // a reader's own map, handed over: no copy
      tags = Collections.unmodifiableMap(tags);
    } else {
      LinkedHashMap<String, String> copy = new LinkedHashMap<>();
      for (Map.Entry<String, String> e : tags.entrySet()) {
        copy.put(Objects.requireNonNull(e.getKey(), "tag name"), Objects.requireNonNull(e.getValue(), "tag value"));
      }
      tags = Collections.unmodifiableMap(copy);
    }
    if (!(moves instanceof ReadMoves)) { // a reader's own immutable list, handed over: no copy
      moves = List.copyOf(moves);
    }
    if ((annotations.clocks() != null && annotations.clocks().size() != moves.size())
        || (annotations.evals() != null && annotations.evals().size() != moves.size())) {
      throw new IllegalArgumentException("annotations of " + moves.size() + " moves expected: " + annotations);
    }
  }

  /** A record read without a warning. */
  public GameRecord(String source, long offset, long line, RecordFormat format, Map<String, String> tags,
      List<String> moves, String resultToken, String text, MoveAnnotations annotations) {
    this(source, offset, line, format, tags, moves, resultToken, text, annotations, List.of());
  }

  /**
   * A record whose annotations are read from its text: {@link MoveAnnotations#of} for the
   * envelope format (PGN), none for the others.
   */
  public GameRecord(String source, long offset, long line, RecordFormat format, Map<String, String> tags,
      List<String> moves, String resultToken, String text) {
    this(source, offset, line, format, tags, moves, resultToken, text, annotationsOf(format, moves, text));
  }

  private static MoveAnnotations annotationsOf(RecordFormat format, List<String> moves, String text) {
    if (format != RecordFormat.ENVELOPE || moves == null || text == null) {
      return MoveAnnotations.NONE; // null parts are the canonical constructor's to reject
    }
    return MoveAnnotations.of(text, moves.size());
  }

  /**
   * The move tokens joined by single spaces: as the reader built them from the bytes when it did
   * (the byte-level PGN reader), else joined now.
   */
  public String movetext() {
    return moves instanceof ReadMoves r ? r.joined() : String.join(" ", moves);
  }

  /**
   * Whether {@link #movetext} split at single spaces gives back {@link #moves}: no move empty, none
   * holding a space. Known without a look at the moves when the byte-level PGN reader read them.
   */
  public boolean movetextSplitsBack() {
    if (moves instanceof ReadMoves r) {
      return r.splitsBack();
    }
    for (int i = 0, n = moves.size(); i < n; i++) {
      String m = moves.get(i);
      if (m.isEmpty() || m.indexOf(' ') >= 0) {
        return false;
      }
    }
    return true;
  }

  /** Returns the value of the tag with exactly this name, if the record has it. */
  public Optional<String> tag(String name) {
    return Optional.ofNullable(tags.get(Objects.requireNonNull(name, "name")));
  }
}
