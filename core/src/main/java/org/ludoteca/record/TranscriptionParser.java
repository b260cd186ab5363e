package org.ludoteca.record;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Reads a whole transcription file as one record. Headers become tags ({@code game} is the
 * {@code Game} tag, {@code result} the {@code Result} tag mapped to a result token with the
 * words after {@code ;} in {@code ResultNote}, the others capitalised: {@code Title},
 * {@code Source}, ...); each turn line's fourth field is one move token, its spaces written as
 * {@code _} and an open turn {@code ?} as {@code any}, so that the token survives in the
 * envelope's movetext. The record's text is the whole
 * file, so a game can read the comments itself. Knows the layout of the format only, not the
 * rules of any game.
 */
final class TranscriptionParser extends Parser {
  private boolean read;

  TranscriptionParser(LineSource lines, String source) {
    super(lines, source);
  }

  @Override
  boolean next(RecordVisitor v, Consumer<ReadResult> out) throws IOException {
    if (read) {
      return false;
    }
    read = true;
    Line first = lines.next();
    if (first == null) {
      return false;
    }
    long offset = first.offset;
    if (offset >= stopAt) {
      lines.pushBack(first);
      return false;
    }
    if (v.beginRecord(source, offset, first.number) == RecordVisitor.Flow.SKIP) {
      while (lines.next() != null) {
        // skip to the end: one record per file
      }
      return true;
    }
    StringBuilder text = new StringBuilder();
    Map<String, String> tags = new LinkedHashMap<>();
    List<String> moves = new ArrayList<>();
    String result = null;
    long bytes = 0;
    Reject defect = null;
    for (Line l = first; l != null; l = lines.next()) {
      bytes += l.totalBytes();
      if (defect != null) {
        continue; // keep counting to the end of the file: the whole file is the one record
      }
      if (l.oversized || bytes > MAX_RECORD_BYTES) {
        defect = new Reject(l.number, 1, TOO_LARGE, false);
        continue;
      }
      if (l.isBad()) {
        defect = new Reject(l.number, l.badColumn, l.badReason, false);
        continue;
      }
      text.append(l.text).append('\n');
      String raw = l.text.strip();
      if (raw.isEmpty() || raw.startsWith(";")) {
        continue;
      }
      if (raw.startsWith("#")) {
        int colon = raw.indexOf(':');
        if (colon < 0) {
          defect = new Reject(l.number, l.column, "header line without ':'", false);
          continue;
        }
        String key = raw.substring(1, colon).strip();
        String value = raw.substring(colon + 1).strip();
        if (key.equals("result")) {
          int semi = value.indexOf(';');
          String word = (semi < 0 ? value : value.substring(0, semi)).strip();
          result = resultToken(word);
          if (result == null) {
            defect = new Reject(l.number, l.column + colon + 2, "result '" + word
                + "' is not WHITE, BLACK, C1, C2, DRAW or NONE", false);
            continue;
          }
          tags.put("Result", result);
          if (semi >= 0) {
            tags.put("ResultNote", value.substring(semi + 1).strip());
          }
        } else if (!key.isEmpty()) {
          tags.put(key.equals("game") ? "Game" : key.substring(0, 1).toUpperCase(Locale.ROOT) + key.substring(1),
              value);
        }
        continue;
      }
      String[] fields = raw.split("\\|", -1);
      if (fields.length != 4 || fields[3].isBlank()) {
        defect = new Reject(l.number, l.column,
            "a turn line is '<id> | <side> | <orig> | <norm>', found " + fields.length + " field(s)", false);
        continue;
      }
      moves.add(envelopeToken(fields[3].strip()));
    }
    if (defect == null && !tags.containsKey("Game")) {
      defect = new Reject(first.number, 1, "transcription without a '# game:' header", false);
    }
    if (defect != null) {
      out.accept(new RejectedRecord(source, offset, defect.line, defect.column, defect.reason, text.toString()));
      return true;
    }
    tags.forEach(v::tag);
    if (v.endTags() == RecordVisitor.Flow.SKIP) {
      return true;
    }
    moves.forEach(v::move);
    if (result != null) {
      v.result(result);
    }
    out.accept(new GameRecord(source, offset, first.number, RecordFormat.TRANSCRIPTION, tags, moves, result,
        text.toString()));
    return true;
  }

  /**
   * A turn's {@code norm} as one movetext token: spaces written {@code _}, and the open turn
   * {@code ?} written {@code any} ({@code ?} alone would read as an annotation glyph).
   */
  static String envelopeToken(String norm) {
    String t = norm.replaceAll("\\s+", "_");
    return t.startsWith("?") ? "any" + t.substring(1) : t;
  }

  private static String resultToken(String word) {
    switch (word) {
      case "WHITE": case "C1": return "1-0";
      case "BLACK": case "C2": return "0-1";
      case "DRAW": return "1/2-1/2";
      case "NONE": return "*";
      default: return null;
    }
  }
}
