package org.ludoteca.record;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Splits the envelope format (PGN's shape) into records and tokenises their movetext.
 *
 * <p>A record starts at a tag line: the other lines of text before it ({@code ;} comment lines,
 * {@code %} escape lines, anything else, also the rest of a line after a result token) are no
 * record, and are counted ({@link SkippedLines}); a line that is not text (a NUL byte) or longer than
 * a record may be still starts a record, rejected. Its tag section
 * is the run of lines whose first non-blank character is {@code [} (several tags may share a
 * line, and movetext may follow the last tag on its line). Movetext runs to the result token, or
 * to a tag line outside a comment, or to the end of the input; blank lines inside movetext are
 * allowed. Comments in braces run to the first closing brace, with no escapes, across lines.
 * No record runs across a record boundary ({@link RecordBoundary}: a tag line that follows a
 * blank line): an open comment, variation or tag section is rejected there. After a defect the
 * reader skips to the next boundary.
 */
final class EnvelopeParser extends Parser {
  private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

  /** The warning of a record with a line that is not UTF-8, read as ISO 8859-1. */
  static final String LATIN1 = "not UTF-8: read as ISO 8859-1 (Latin-1), the PGN standard's encoding";

  private enum State { TAGS, AFTER_TAGS, MOVETEXT }

  /** The record being read. */
  private static final class Rec {
    long offset;
    long line;
    boolean skip;
    StringBuilder text = new StringBuilder();
    long bytes;
    final Map<String, String> tags = new LinkedHashMap<>();
    final List<String> moves = new ArrayList<>();
    String result;
    State state;
    int depth;
    long varLine;
    int varColumn;
    boolean inComment;
    long commentLine;
    int commentColumn;
    StringBuilder comment;
    /** Whether a line of the record was not UTF-8 and was read as ISO 8859-1. */
    boolean latin1;
    /** What reading the record mended, for its {@link GameRecord#warnings}. */
    final List<String> warnings = new ArrayList<>();
  }

  private RecordVisitor visitor;
  /** Whether {@link #visitor} wants the comments ({@link RecordVisitor#comments}). */
  private boolean comments;
  private Rec rec;
  private Line lastLine;

  EnvelopeParser(LineSource lines, String source) {
    super(lines, source);
    lines.latin1Fallback();
  }

  /** @param skipped counts the lines skipped outside records, with the other readers of the stream */
  EnvelopeParser(LineSource lines, String source, SkippedLines.Counter skipped) {
    this(lines, source);
    this.skippedLines = skipped;
  }

  @Override
  boolean next(RecordVisitor v, Consumer<ReadResult> out) throws IOException {
    Line first;
    while (true) {
      first = lines.next();
      if (first == null) {
        return false;
      }
      if (first.isBad() || first.oversized || first.isTagLine()) {
        break;
      }
      if (first.isBlank()) {
        continue;
      }
      // text outside a record: counted where the slice that holds it reads it
      if (first.offset >= stopAt) {
        lines.pushBack(first);
        return false;
      }
      if (first.isEscape() || first.text.charAt(first.firstNonBlank()) == ';') {
        skippedLines.count(first.isEscape(), first.text.charAt(first.firstNonBlank()));
      } else if (gameAhead(first)) {
        first = lines.next();
        break;
      }
    }
    Line l = first;
    if (!first.isBad() && !first.oversized) {
      int k = first.firstNonBlank();
      l = k > 0 ? first.from(k) : first;
    }
    if (l.offset >= stopAt) {
      lines.pushBack(first);
      return false;
    }
    visitor = v;
    comments = v.comments();
    rec = new Rec();
    rec.offset = l.offset;
    rec.line = l.number;
    rec.state = l.isTagLine() ? State.TAGS : State.MOVETEXT;
    rec.skip = v.beginRecord(source, rec.offset, rec.line) == RecordVisitor.Flow.SKIP;
    if (rec.skip) {
      rec.text = null;
    }
    try {
      if (rec.state == State.MOVETEXT) {
        endTags();
      }
      readRecord(l);
      if (!rec.skip) {
        String text = stripTrailing(rec.text);
        if (rec.latin1) {
          rec.warnings.add(0, LATIN1);
        }
        out.accept(new GameRecord(source, rec.offset, rec.line, RecordFormat.ENVELOPE, rec.tags,
            rec.moves, rec.result, text, MoveAnnotations.of(text, rec.moves.size()), rec.warnings));
      }
    } catch (Reject e) {
      if (e.endsBefore) {
        if (!rec.skip) {
          out.accept(new RejectedRecord(source, rec.offset, e.line, e.column, e.reason, stripTrailing(rec.text)));
        }
      } else {
        resync();
        if (!rec.skip) {
          out.accept(new RejectedRecord(source, rec.offset, e.line, e.column, e.reason, stripTrailing(rec.text)));
        }
      }
    } finally {
      rec = null;
      visitor = null;
    }
    return true;
  }

  /**
   * Whether the text that starts at {@code first} (a line of text outside a record, not a tag
   * line) holds a game without tags: a result token before the next tag line outside a comment (or
   * the next record boundary, or the end of the input), as the movetext's tokens are read
   * ({@code {}} comments over lines, {@code ;} to the end of the line, escape lines dropped). Then
   * its lines are pushed back, {@code first} the next, for the record to be read; so they are too
   * when the text holds a line that is not text or runs past the size of a record, for that record
   * to be rejected. Otherwise the text is no record: its lines are skipped and counted.
   */
  private boolean gameAhead(Line first) throws IOException {
    List<Line> seen = new ArrayList<>();
    boolean game = false;
    boolean inComment = false;
    long bytes = 0;
    for (Line l = first; l != null; l = lines.next()) {
      if (l != first && (l.startsRecord || (!inComment && l.isTagLine()))) {
        lines.pushBack(l);
        break;
      }
      seen.add(l);
      bytes += l.totalBytes();
      if (l.isBad() || l.oversized || bytes > MAX_RECORD_BYTES) {
        game = true; // a record, to be rejected as such
        break;
      }
      if (!inComment && l.isEscape()) {
        continue;
      }
      String t = l.text;
      int n = t.length();
      int i = 0;
      while (i < n && !game) {
        char c = t.charAt(i);
        if (inComment) {
          int close = t.indexOf('}', i);
          if (close < 0) {
            break;
          }
          inComment = false;
          i = close + 1;
        } else if (c == '{') {
          inComment = true;
          i++;
        } else if (c == ';') {
          break;
        } else if (Line.isBlank(c) || isDelimiter(c)) {
          i++;
        } else {
          int j = i;
          while (j < n && !Line.isBlank(t.charAt(j)) && !isDelimiter(t.charAt(j))) {
            j++;
          }
          game = RESULTS.contains(t.substring(i, j));
          i = j;
        }
      }
      if (game) {
        break;
      }
    }
    if (game) {
      for (int k = seen.size() - 1; k >= 0; k--) {
        lines.pushBack(seen.get(k));
      }
      return true;
    }
    for (Line l : seen) {
      if (!l.isBlank()) {
        skippedLines.count(l.isEscape(), l.text.charAt(l.firstNonBlank()));
      }
    }
    return false;
  }

  /** Reads lines from {@code l}, the record's first, on to the end of the record. */
  private void readRecord(Line l) throws IOException, Reject {
    boolean first = true;
    while (true) {
      if (l == null) {
        atEnd();
        return;
      }
      lastLine = l;
      if (!first && endsBefore(l)) {
        lines.pushBack(l);
        if (rec.state == State.AFTER_TAGS) {
          throw new Reject(l.number, l.column + l.firstNonBlank(), "tags without movetext", true);
        }
        if (rec.inComment) {
          throw new Reject(rec.commentLine, rec.commentColumn, "comment not closed before the next game", true);
        }
        if (rec.depth > 0) {
          throw new Reject(rec.varLine, rec.varColumn, "variation not closed before the next game", true);
        }
        return;
      }
      rec.bytes += l.totalBytes();
      rec.latin1 |= l.latin1;
      if (rec.bytes > MAX_RECORD_BYTES) {
        append(l, l.text.length());
        throw new Reject(l.number, l.column, TOO_LARGE, false);
      }
      if (l.isBad()) {
        append(l, l.text.length());
        throw new Reject(l.number, l.badColumn, l.badReason, false);
      }
      int end;
      try {
        end = line(l);
      } catch (Reject e) {
        append(l, l.text.length());
        throw e;
      }
      if (end < 0) {
        append(l, l.text.length());
      } else {
        rec.text = rec.text == null ? null : rec.text.append(l.text, 0, end);
        int k = end;
        while (k < l.text.length() && Line.isBlank(l.text.charAt(k))) {
          k++;
        }
        if (k < l.text.length()) {
          lines.pushBack(l.from(k));
        }
        return;
      }
      l = lines.next();
      first = false;
    }
  }

  /**
   * Whether {@code l} is not part of the current record but starts the next one: a boundary
   * ({@link RecordBoundary}) whatever the record's state, or a tag line after the tags outside a
   * comment.
   */
  private boolean endsBefore(Line l) {
    return l.startsRecord || (rec.state != State.TAGS && !rec.inComment && l.isTagLine());
  }

  private void append(Line l, int end) {
    if (rec.text != null) {
      rec.text.append(l.text, 0, end);
      if (end == l.text.length()) {
        rec.text.append(l.terminator);
      }
    }
  }

  /** Handles one line of the record; returns -1 if the record goes on, else where it ended. */
  private int line(Line l) throws Reject, IOException {
    switch (rec.state) {
      case TAGS:
        if (l.isBlank()) {
          rec.state = State.AFTER_TAGS;
          return -1;
        }
        if (l.isEscape()) {
          return -1;
        }
        if (l.isTagLine()) {
          int i = tags(l);
          if (i == l.text.length()) {
            return -1;
          }
          endTags();
          return movetext(l, i);
        }
        endTags();
        return movetext(l, 0);
      case AFTER_TAGS:
        if (l.isBlank() || l.isEscape()) {
          return -1;
        }
        endTags();
        return movetext(l, 0);
      default:
        if (!rec.inComment && (l.isBlank() || l.isEscape())) {
          return -1;
        }
        return movetext(l, 0);
    }
  }

  private void endTags() {
    rec.state = State.MOVETEXT;
    if (!rec.skip && visitor.endTags() == RecordVisitor.Flow.SKIP) {
      rec.skip = true;
      rec.text = null;
    }
  }

  private void atEnd() throws Reject {
    Line l = lastLine;
    long line = l == null ? rec.line : l.number;
    int column = l == null ? 1 : l.column + l.text.length();
    switch (rec.state) {
      case TAGS:
      case AFTER_TAGS:
        throw new Reject(line, column, "truncated: file ends before the movetext", false);
      default:
        if (rec.inComment) {
          throw new Reject(rec.commentLine, rec.commentColumn, "truncated: file ends inside a comment", false);
        }
        if (rec.depth > 0) {
          throw new Reject(rec.varLine, rec.varColumn, "truncated: file ends inside a variation", false);
        }
    }
  }

  /** Reads the tags of a tag line; returns the index after the last one. */
  private int tags(Line l) throws Reject, IOException {
    String t = l.text;
    int n = t.length();
    int i = skipBlank(t, l.firstNonBlank());
    while (i < n && t.charAt(i) == '[') {
      int open = i;
      i = skipBlank(t, i + 1);
      int start = i;
      while (i < n && isNameChar(t.charAt(i))) {
        i++;
      }
      if (i == start) {
        if (i == n) {
          throw endOfLine(l, i, "tag has no name");
        }
        throw new Reject(l.number, l.column + i, "expected a tag name, found " + quote(t.charAt(i)), false);
      }
      String name = t.substring(start, i);
      i = skipBlank(t, i);
      if (i == n) {
        throw endOfLine(l, i, "tag " + name + " has no value");
      }
      if (t.charAt(i) != '"') {
        throw new Reject(l.number, l.column + i,
            t.charAt(i) == ']' ? "tag " + name + " has no value" : "tag value must be quoted, found " + quote(t.charAt(i)),
            false);
      }
      i++;
      StringBuilder value = new StringBuilder();
      int lastQuoteEscape = -1; // where the last \" began, in t, and its length in value
      int valueBeforeIt = 0;
      while (true) {
        if (i == n) {
          if (lastQuoteEscape >= 0 && closesLine(t, lastQuoteEscape + 2)) {
            // [Event "Ugra Cup \"]: a backslash meant as itself before the closing quote
            value.setLength(valueBeforeIt);
            value.append('\\');
            i = lastQuoteEscape + 2;
            rec.warnings.add("tag " + name + ": the backslash before its closing quote read as a backslash");
            break;
          }
          throw endOfLine(l, i, "tag value not closed");
        }
        char c = t.charAt(i);
        if (c == '"') {
          i++;
          break;
        }
        if (c == '\\') {
          if (i + 1 < n && (t.charAt(i + 1) == '"' || t.charAt(i + 1) == '\\')) {
            if (t.charAt(i + 1) == '"') {
              lastQuoteEscape = i;
              valueBeforeIt = value.length();
            }
            value.append(t.charAt(i + 1));
            i += 2;
            continue;
          }
          throw new Reject(l.number, l.column + i, "bad escape in tag value, only \\\" and \\\\ are allowed", false);
        }
        value.append(c);
        i++;
      }
      i = skipBlank(t, i);
      if (i == n) {
        throw endOfLine(l, i, "tag " + name + " has no closing ']'");
      }
      if (t.charAt(i) != ']') {
        throw new Reject(l.number, l.column + i, "expected ']' after the value of tag " + name + ", found " + quote(t.charAt(i)), false);
      }
      i = skipBlank(t, i + 1);
      if (rec.tags.containsKey(name)) {
        throw new Reject(l.number, l.column + open, "duplicate tag " + name, false);
      }
      rec.tags.put(name, value.toString());
      if (!rec.skip) {
        visitor.tag(name, value.toString());
      }
    }
    return i;
  }

  /** Whether {@code t} from {@code i} is a tag's end and nothing else: {@code ]} and blanks. */
  private static boolean closesLine(String t, int i) {
    int k = skipBlank(t, i);
    return k < t.length() && t.charAt(k) == ']' && skipBlank(t, k + 1) == t.length();
  }

  private Reject endOfLine(Line l, int i, String reason) throws IOException {
    if (lines.peek() == null) {
      reason = "truncated: file ends inside a tag";
    }
    return new Reject(l.number, l.column + i, reason, false);
  }

  /** Tokenises movetext from index {@code i}; returns -1 if the record goes on, else where it ended. */
  private int movetext(Line l, int i) throws Reject, IOException {
    String t = l.text;
    int n = t.length();
    if (rec.inComment) {
      int close = t.indexOf('}', i);
      if (close < 0) {
        if (rec.comment != null) {
          rec.comment.append(t, i, n).append('\n');
        }
        return -1;
      }
      rec.inComment = false;
      if (rec.comment != null) {
        rec.comment.append(t, i, close);
        visitor.comment(rec.comment.toString());
        rec.comment = null;
      }
      i = close + 1;
    }
    while (i < n) {
      char c = t.charAt(i);
      if (Line.isBlank(c)) {
        i++;
        continue;
      }
      switch (c) {
        case '{': {
          int close = t.indexOf('}', i + 1);
          if (close < 0) {
            rec.inComment = true;
            rec.commentLine = l.number;
            rec.commentColumn = l.column + i;
            if (!rec.skip && rec.depth == 0 && comments) {
              rec.comment = new StringBuilder().append(t, i + 1, n).append('\n');
            }
            return -1;
          }
          comment(t, i + 1, close);
          i = close + 1;
          continue;
        }
        case ';':
          comment(t, i + 1, t.length());
          return -1;
        case '(':
          if (rec.depth == 0) {
            rec.varLine = l.number;
            rec.varColumn = l.column + i;
          }
          rec.depth++;
          i++;
          continue;
        case ')':
          if (rec.depth == 0) {
            throw new Reject(l.number, l.column + i, "unexpected ')' outside a variation", false);
          }
          rec.depth--;
          i++;
          continue;
        case '}':
          throw new Reject(l.number, l.column + i, "unexpected '}' outside a comment", false);
        case '[':
        case ']':
        case '"':
          throw new Reject(l.number, l.column + i, "unexpected " + quote(c) + " in movetext", false);
        case '$': {
          int j = i + 1;
          while (j < n && t.charAt(j) >= '0' && t.charAt(j) <= '9') {
            j++;
          }
          if (j == i + 1) {
            throw new Reject(l.number, l.column + i, "'$' without a number", false);
          }
          i = j;
          continue;
        }
        default:
          break;
      }
      int j = i;
      while (j < n && !Line.isBlank(t.charAt(j)) && !isDelimiter(t.charAt(j))) {
        j++;
      }
      String token = t.substring(i, j);
      if (RESULTS.contains(token)) {
        if (rec.depth > 0) {
          throw new Reject(l.number, l.column + i, "result token " + token + " inside a variation", false);
        }
        rec.result = token;
        if (!rec.skip) {
          visitor.result(token);
        }
        return afterResult(t, j);
      }
      if (rec.depth == 0 && !rec.skip) {
        String move = moveOf(token);
        if (!move.isEmpty()) {
          rec.moves.add(move);
          visitor.move(move);
        }
      }
      i = j;
    }
    return -1;
  }

  /** Takes comments that follow the result on its line into the record; returns where it ends. */
  private int afterResult(String t, int i) {
    int n = t.length();
    int end = i;
    while (true) {
      int k = skipBlank(t, end);
      if (k == n) {
        return n;
      }
      if (t.charAt(k) == ';') {
        comment(t, k + 1, t.length());
        return n;
      }
      if (t.charAt(k) == '{') {
        int close = t.indexOf('}', k + 1);
        if (close > 0) {
          comment(t, k + 1, close);
          end = close + 1;
          continue;
        }
      }
      return end;
    }
  }

  private void comment(String line, int from, int to) {
    if (!rec.skip && rec.depth == 0 && comments) {
      visitor.comment(line.substring(from, to));
    }
  }

  /**
   * The move in a token: without a leading move number and trailing glyphs; empty if none. A
   * number and dots followed by a digit is not a move number but a move that starts with a
   * square written {@code row.column} ({@code 14.7>12.9}, the Zamora chain notation), unless
   * what follows is castling written with zeros ({@code 12.0-0}).
   */
  static String moveOf(String token) {
    int start = 0;
    int n = token.length();
    while (start < n && token.charAt(start) >= '0' && token.charAt(start) <= '9') {
      start++;
    }
    if (start < n && token.charAt(start) == '.') {
      while (start < n && token.charAt(start) == '.') {
        start++;
      }
      if (start < n && Character.isDigit(token.charAt(start)) && !token.startsWith("0-0", start)) {
        start = 0;
      }
    } else {
      start = 0;
    }
    int end = n;
    while (end > start && (token.charAt(end - 1) == '!' || token.charAt(end - 1) == '?')) {
      end--;
    }
    return token.substring(start, end);
  }

  /** Skips to the next record boundary ({@link RecordBoundary}), keeping the first lines for the raw text. */
  private void resync() throws IOException {
    Line l;
    while ((l = lines.peek()) != null) {
      if (l.startsRecord) {
        return;
      }
      lines.next();
      if (rec.text != null && rec.text.length() < RejectedRecord.MAX_RAW) {
        rec.text.append(l.text, 0, Math.min(l.text.length(), RejectedRecord.MAX_RAW)).append(l.terminator);
      }
    }
  }

  private static int skipBlank(String t, int i) {
    while (i < t.length() && Line.isBlank(t.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean isNameChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
        || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-';
  }

  private static boolean isDelimiter(char c) {
    return c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '[' || c == ']'
        || c == '"' || c == '$';
  }

  private static String quote(char c) {
    return c < 0x20 ? String.format("U+%04X", (int) c) : "'" + c + "'";
  }
}
