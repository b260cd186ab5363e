package org.ludoteca.record;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Writes game records as envelope text or JSON lines, deterministically, with {@code \n} line ends.
 *
 * <pre>{@code
 * try (RecordWriter out = RecordWriter.envelope(Files.newBufferedWriter(path))) {
 *   out.write(Map.of("Game", "rithmomachia"), List.of("c14-c12", "c3-c5"), "*");
 * }
 * }</pre>
 *
 * <p>Envelope: the tags in the given order ({@code "} and {@code \} escaped), a blank line, the
 * moves numbered every two moves ({@code 1. a b 2. c d}) and wrapped at 80 columns, the result
 * token, and a blank line between games. A record with neither moves nor result gets {@code *},
 * since tags alone do not make a record; one with neither tags nor result is refused, since
 * movetext alone without a result is text between records ({@code data/FORMAT.md} section 4). Whatever it writes reads back to the same tags, moves and
 * result, so it refuses what would not: a tag name outside {@code [A-Za-z0-9_+#=:-]}, a value
 * with a line break, a move that is empty, holds blanks or {@code {}();[]"$}, ends in a glyph,
 * starts like a move number or with {@code %}, or is a result token.
 *
 * <p>JSON lines: one object per record with {@code game, rules, fen, moves, result, termination}
 * taken from the tags {@code Game, Rules, FEN, Result, Termination} (the result token when there
 * is no {@code Result} tag) and the other tags under {@code tags}.
 */
public final class RecordWriter implements Closeable, Flushable {
  private static final int WIDTH = 80;
  private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");
  private static final JsonFactory JSON = new JsonFactory()
      .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
      .disable(JsonGenerator.Feature.FLUSH_PASSED_TO_STREAM);
  private static final Map<String, String> TAG_FIELDS = tagFields();

  private final Writer out;
  private final RecordFormat format;
  private boolean first = true;

  private RecordWriter(Writer out, RecordFormat format) {
    this.out = Objects.requireNonNull(out, "out");
    this.format = format;
  }

  /** Returns a writer of the envelope format to {@code out}; closing it closes {@code out}. */
  public static RecordWriter envelope(Writer out) {
    return new RecordWriter(out, RecordFormat.ENVELOPE);
  }

  /** Returns a writer of JSON lines to {@code out}; closing it closes {@code out}. */
  public static RecordWriter jsonLines(Writer out) {
    return new RecordWriter(out, RecordFormat.JSON_LINES);
  }

  /**
   * Writes a record's tags, moves and result token.
   *
   * @throws IOException if writing fails
   * @throws IllegalArgumentException if the record cannot be written so that it reads back the same
   */
  public void write(GameRecord record) throws IOException {
    write(record.tags(), record.moves(), record.resultToken());
  }

  /**
   * Writes one record.
   *
   * @param result the result token, or null for none
   * @throws IOException if writing fails
   * @throws NullPointerException if {@code tags}, {@code moves} or an element is null
   * @throws IllegalArgumentException if the record cannot be written so that it reads back the same
   */
  public void write(Map<String, String> tags, List<String> moves, String result) throws IOException {
    if (format == RecordFormat.ENVELOPE) {
      String text = toEnvelope(tags, moves, result);
      if (!first) {
        out.write('\n');
      }
      out.write(text);
    } else {
      out.write(toJsonLine(tags, moves, result));
    }
    first = false;
  }

  /**
   * Returns one record in the envelope format, ending with {@code \n}.
   *
   * @throws IllegalArgumentException as {@link #write(Map, List, String)}
   */
  public static String toEnvelope(Map<String, String> tags, List<String> moves, String result) {
    if (result != null && !RESULTS.contains(result)) {
      throw new IllegalArgumentException("not a result token: " + result);
    }
    if (tags.isEmpty() && result == null && !moves.isEmpty()) {
      throw new IllegalArgumentException("a record with neither tags nor a result reads back as text between records");
    }
    StringBuilder s = new StringBuilder();
    for (Map.Entry<String, String> e : tags.entrySet()) {
      String name = Objects.requireNonNull(e.getKey(), "tag name");
      String value = Objects.requireNonNull(e.getValue(), "tag value");
      if (name.isEmpty() || !name.chars().allMatch(RecordWriter::isNameChar)) {
        throw new IllegalArgumentException("tag name cannot be written: " + name);
      }
      if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
        throw new IllegalArgumentException("tag " + name + " has a line break in its value");
      }
      s.append('[').append(name).append(" \"")
          .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }
    if (!tags.isEmpty()) {
      s.append('\n');
    }
    int column = 0;
    for (int i = 0; i <= moves.size(); i++) {
      String word;
      if (i == moves.size()) {
        if (result == null && !moves.isEmpty()) {
          break;
        }
        word = result == null ? "*" : result;
      } else {
        String move = checkMove(moves.get(i));
        word = i % 2 == 0 ? (i / 2 + 1) + ". " + move : move;
      }
      // A move number stays on the line of its move.
      if (column > 0 && column + 1 + word.length() > WIDTH) {
        s.append('\n');
        column = 0;
      }
      if (column > 0) {
        s.append(' ');
        column++;
      }
      s.append(word);
      column += word.length();
    }
    return s.append('\n').toString();
  }

  /**
   * Returns one record as a JSON line, ending with {@code \n}.
   *
   * @throws NullPointerException if {@code tags}, {@code moves} or an element is null
   */
  public static String toJsonLine(Map<String, String> tags, List<String> moves, String result) {
    Map<String, String> fields = new LinkedHashMap<>();
    Map<String, String> rest = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : tags.entrySet()) {
      String field = TAG_FIELDS.get(Objects.requireNonNull(e.getKey(), "tag name"));
      (field == null ? rest : fields).put(field == null ? e.getKey() : field, Objects.requireNonNull(e.getValue()));
    }
    if (result != null) {
      fields.putIfAbsent("result", result);
    }
    java.io.StringWriter s = new java.io.StringWriter();
    try (JsonGenerator g = JSON.createGenerator(s)) {
      g.writeStartObject();
      for (String f : List.of("game", "rules", "fen")) {
        writeField(g, f, fields.get(f));
      }
      if (!moves.isEmpty()) {
        g.writeArrayFieldStart("moves");
        for (String m : moves) {
          g.writeString(Objects.requireNonNull(m, "move"));
        }
        g.writeEndArray();
      }
      writeField(g, "result", fields.get("result"));
      writeField(g, "termination", fields.get("termination"));
      if (!rest.isEmpty()) {
        g.writeObjectFieldStart("tags");
        for (Map.Entry<String, String> e : rest.entrySet()) {
          g.writeStringField(e.getKey(), e.getValue());
        }
        g.writeEndObject();
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);   // a StringWriter does not fail
    }
    return s.append('\n').toString();
  }

  private static void writeField(JsonGenerator g, String name, String value) throws IOException {
    if (value != null) {
      g.writeStringField(name, value);
    }
  }

  private static String checkMove(String move) {
    Objects.requireNonNull(move, "move");
    if (move.isEmpty() || RESULTS.contains(move) || move.charAt(0) == '%'
        || !EnvelopeParser.moveOf(move).equals(move)) {
      throw new IllegalArgumentException("move cannot be written: '" + move + "'");
    }
    for (int i = 0; i < move.length(); i++) {
      char c = move.charAt(i);
      if (Character.isWhitespace(c) || "{}();[]\"$".indexOf(c) >= 0) {
        throw new IllegalArgumentException("move cannot be written: '" + move + "'");
      }
    }
    return move;
  }

  private static boolean isNameChar(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
        || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-';
  }

  private static Map<String, String> tagFields() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("Game", "game");
    m.put("Rules", "rules");
    m.put("FEN", "fen");
    m.put("Result", "result");
    m.put("Termination", "termination");
    return Map.copyOf(m);
  }

  @Override
  public void flush() throws IOException {
    out.flush();
  }

  @Override
  public void close() throws IOException {
    out.close();
  }
}
