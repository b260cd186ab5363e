package org.ludoteca.record;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Reads one record per line: JSON lines or FEN lines. Blank lines are skipped, and in FEN lines
 * also lines whose first non-blank character is {@code #}. A defect rejects its line only.
 */
final class LinesParser extends Parser {
  private static final JsonFactory JSON = new JsonFactory();

  /** JSON fields that become tags, and the tag names they become. */
  private static final Map<String, String> FIELD_TAGS = Map.of(
      "game", "Game", "rules", "Rules", "fen", "FEN", "result", "Result", "termination", "Termination");

  private final RecordFormat format;

  LinesParser(LineSource lines, String source, RecordFormat format) {
    super(lines, source);
    this.format = format;
  }

  @Override
  boolean next(RecordVisitor v, Consumer<ReadResult> out) throws IOException {
    Line l;
    int k;
    while (true) {
      l = lines.next();
      if (l == null) {
        return false;
      }
      if (l.isBad() || l.oversized) {
        k = 0;
        break;
      }
      k = l.firstNonBlank();
      if (k >= 0 && !(format == RecordFormat.FEN_LINES && l.text.charAt(k) == '#')) {
        break;
      }
    }
    long offset = l.offsetOf(k);
    if (offset >= stopAt) {
      lines.pushBack(l);
      return false;
    }
    if (v.beginRecord(source, offset, l.number) == RecordVisitor.Flow.SKIP) {
      return true;
    }
    String text = stripTrailing(l.text.substring(k));
    int column = l.column + k;
    Map<String, String> tags = new LinkedHashMap<>();
    List<String> moves = new ArrayList<>();
    String result = null;
    try {
      if (l.oversized || l.contentBytes > MAX_RECORD_BYTES) {
        throw new Reject(l.number, column, TOO_LARGE, false);
      }
      if (l.isBad()) {
        throw new Reject(l.number, l.badColumn, l.badReason, false);
      }
      if (format == RecordFormat.FEN_LINES) {
        tags.put("FEN", text.trim());
      } else {
        result = json(text, l.number, column, tags, moves);
      }
    } catch (Reject e) {
      RejectedRecord r = new RejectedRecord(source, offset, e.line, e.column, e.reason, text);
      out.accept(r);
      return true;
    }
    for (Map.Entry<String, String> e : tags.entrySet()) {
      v.tag(e.getKey(), e.getValue());
    }
    if (v.endTags() == RecordVisitor.Flow.SKIP) {
      return true;
    }
    for (String m : moves) {
      v.move(m);
    }
    if (result != null) {
      v.result(result);
    }
    out.accept(new GameRecord(source, offset, l.number, format, tags, moves, result, text));
    return true;
  }

  /** Reads one JSON object into tags and moves; returns the result field or null. */
  private static String json(String text, long line, int column, Map<String, String> tags, List<String> moves)
      throws Reject {
    String result = null;
    try (JsonParser p = JSON.createParser(text)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        throw reject(line, column, p.currentTokenLocation(), "expected a json object");
      }
      Set<String> seen = new HashSet<>();
      JsonToken t;
      while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        JsonLocation at = p.currentTokenLocation();
        if (!seen.add(name)) {
          throw reject(line, column, at, "duplicate field '" + name + "'");
        }
        JsonToken value = p.nextToken();
        if (value == JsonToken.VALUE_NULL) {
          if (!FIELD_TAGS.containsKey(name) && !name.equals("moves") && !name.equals("tags")) {
            throw reject(line, column, at, "unknown field '" + name + "'");
          }
          continue;
        }
        if (FIELD_TAGS.containsKey(name)) {
          if (value != JsonToken.VALUE_STRING) {
            throw reject(line, column, p.currentTokenLocation(), "field '" + name + "' must be a string");
          }
          put(tags, FIELD_TAGS.get(name), p.getText(), line, column, at);
          if (name.equals("result")) {
            result = p.getText();
          }
        } else if (name.equals("moves")) {
          if (value != JsonToken.START_ARRAY) {
            throw reject(line, column, p.currentTokenLocation(), "field 'moves' must be an array of strings");
          }
          while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
            if (t != JsonToken.VALUE_STRING) {
              throw reject(line, column, p.currentTokenLocation(), "field 'moves' must be an array of strings");
            }
            moves.add(p.getText());
          }
        } else if (name.equals("tags")) {
          if (value != JsonToken.START_OBJECT) {
            throw reject(line, column, p.currentTokenLocation(), "field 'tags' must be an object of strings");
          }
          while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
            String tag = p.currentName();
            JsonLocation tagAt = p.currentTokenLocation();
            if (p.nextToken() != JsonToken.VALUE_STRING) {
              throw reject(line, column, p.currentTokenLocation(), "tag '" + tag + "' must be a string");
            }
            put(tags, tag, p.getText(), line, column, tagAt);
          }
        } else {
          throw reject(line, column, at, "unknown field '" + name + "'");
        }
      }
      if (t != JsonToken.END_OBJECT) {
        throw reject(line, column, p.currentTokenLocation(), "expected a field name");
      }
      if (p.nextToken() != null) {
        throw reject(line, column, p.currentTokenLocation(), "unexpected content after the json object");
      }
    } catch (JsonProcessingException e) {
      String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
      int nl = message.indexOf('\n');
      message = nl < 0 ? message : message.substring(0, nl);
      if (!message.isEmpty()) {
        message = Character.toLowerCase(message.charAt(0)) + message.substring(1);
      }
      throw reject(line, column, e.getLocation(), "invalid json: " + message.replace('\r', ' '));
    } catch (IOException e) {
      throw new Reject(line, column, "invalid json: " + e.getClass().getSimpleName(), false);
    }
    return result;
  }

  private static void put(Map<String, String> tags, String name, String value, long line, int column, JsonLocation at)
      throws Reject {
    if (tags.putIfAbsent(name, value) != null) {
      throw reject(line, column, at, "tag '" + name + "' given twice");
    }
  }

  private static Reject reject(long line, int column, JsonLocation at, String reason) {
    int c = at == null || at.getColumnNr() < 1 ? column : column + at.getColumnNr() - 1;
    return new Reject(line, c, reason, false);
  }
}
