package org.ludoteca.record;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads one chunk of PGN (the envelope format) held in memory and gives exactly the {@link
 * ReadResult}s that the line-based {@link EnvelopeParser} gives for the same bytes, in the same
 * order, but faster: it works on the bytes (no line strings, no regular expressions, a tag value
 * or move decoded once) and keeps no comment text, only the clock and evaluation commands of
 * the mainline comments ({@link MoveAnnotations}, read as it passes each comment; a record whose
 * comments or lines it cannot attribute to plies exactly as {@link MoveAnnotations#of} does has
 * them read by that from its text). It reads the common shape itself — tag lines,
 * movetext with comments, NAGs and variations, a result token that ends its line — and hands a
 * record with anything else (a defect the general parser rejects, a non-ASCII move token, text
 * after the result on its line, a record over 1 MiB) to the general parser, with the records up
 * to the next record boundary ({@link RecordBoundary}), offsets and line numbers going on; then
 * it goes on itself from that boundary. So every record is read by exactly one of the two.
 *
 * <p>{@link PgnChunks} cuts a stream into such chunks at record boundaries: the chunk is {@code
 * data[0, limit)}, {@code limit} being a boundary or the end of the input, and {@code data[limit,
 * dataEnd)} lets the general parser see the boundary line after the chunk (it tells "not closed
 * before the next game" from "truncated"). Records that start at or after {@code stop} are not
 * read ({@link RecordReader#slice}). Not thread-safe.
 */
final class FastPgnReader {
  private static final int MAX_RECORD_BYTES = Parser.MAX_RECORD_BYTES;

  /** Eight bytes at a time: lines are found a word at a time, not byte by byte. */
  private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;
  private static final long CLOSE_BRACE = ONES * '}';
  private static final long QUOTE = ONES * '"';
  private static final long BACKSLASH = ONES * '\\';
  private static final long BELOW_LOW = ONES * 0x0E;

  private enum State { TAGS, AFTER_TAGS, MOVETEXT }

  private final byte[] data;
  /** The chunk's end: a record boundary, or the end of the input. */
  private final int limit;
  /** The end of the bytes in {@link #data}, at or after {@link #limit}. */
  private final int dataEnd;
  /** Records that start at or after this index are not read. */
  private final int stop;
  private final String source;
  /** The offset of {@code data[0]} in the input. */
  private final long base;
  /** Whether {@code data[0]} starts the input (a byte order mark is skipped there). */
  private final boolean fileStart;
  /** Start of the next line to read. */
  private int pos;
  /** Lines of the input before {@link #pos}. */
  private long lines;
  /** Whether the line before {@link #pos} is blank, or there is none (the record boundary rule). */
  private boolean afterBlank = true;
  /** Whether a record at or after {@link #stop} was reached: nothing more to read. */
  private boolean stopped;
  /** The general parser of a run of records this reader does not read, up to {@link #runEnd}; or null. */
  private EnvelopeParser run;
  private int runEnd;
  private long runEndLines;
  private ReadResult runResult;
  /** How many runs went to the general parser. */
  private int runs;
  /** How many records of this reader's own had their annotations read from their text. */
  private int annotatedByText;

  // The record being read.
  private State state;
  private int depth;
  private boolean inComment;
  private String result;
  private Map<String, String> tags;
  /** The tag names met so far, one String each. */
  private final TagNames names;
  /** The lines skipped outside records in the input; and those of the record being scanned, until it is known to be this reader's. */
  private final SkippedLines.Counter skipped;
  private final SkippedLines.Counter skippedHere = new SkippedLines.Counter();
  private List<String> moves;
  /** Whether a move of the record so far is empty (its joined tokens would not split back into the moves). */
  private boolean emptyMove;
  /** The record's move tokens joined by single spaces so far: {@code joinedLength} bytes. */
  private byte[] joined = new byte[1024];
  private int joinedLength;
  /**
   * Whether the record holds something ({@code ;} comments, comments over lines, escape lines,
   * tokens {@link MoveAnnotations#of} counts otherwise...) after which its annotations are read
   * from its text by {@link MoveAnnotations#of} rather than from the comments as they pass.
   */
  private boolean annotationsByText;
  /** The record's clocks and evaluations by ply so far: [0, clocksSet) hold a value or ABSENT. */
  private int[] clocks = new int[256];
  private int[] evals = new int[256];
  private int clocksSet;
  private int evalsSet;

  /** How a tag value is decoded: ASCII, UTF-8, or with escapes. */
  private static final int PLAIN = 0;
  private static final int UTF8 = 1;
  private static final int ESCAPED = 2;

  /**
   * @param lines the lines of the input before {@code data[0]}, which starts a line after a blank
   *     one (or the input)
   */
  FastPgnReader(byte[] data, int limit, int dataEnd, int stop, String source, long base, long lines,
      boolean fileStart) {
    this(data, limit, dataEnd, stop, source, base, lines, fileStart, new TagNames(), new SkippedLines.Counter());
  }

  /**
   * @param names the tag names met so far: the chunks of one input share them
   * @param skipped counts the lines of text skipped outside records, for the whole input
   */
  FastPgnReader(byte[] data, int limit, int dataEnd, int stop, String source, long base, long lines,
      boolean fileStart, TagNames names, SkippedLines.Counter skipped) {
    this.names = names;
    this.skipped = skipped;
    this.data = data;
    this.limit = limit;
    this.dataEnd = dataEnd;
    this.stop = stop;
    this.source = source;
    this.base = base;
    this.lines = lines;
    this.fileStart = fileStart;
    if (fileStart && limit >= 3 && (data[0] & 0xff) == 0xef && (data[1] & 0xff) == 0xbb
        && (data[2] & 0xff) == 0xbf) {
      pos = 3;
    }
  }

  /** A reader of a whole input held in memory, as one chunk: for tests. */
  static FastPgnReader of(byte[] data, String source) {
    return new FastPgnReader(data, data.length, data.length, Integer.MAX_VALUE, source, 0, 0, true);
  }

  /**
   * The next record of the chunk, or null when there is none left (the chunk's end, or a record
   * at or after the stop): {@link #read(RecordVisitor)} with a visitor that takes every record.
   *
   * @throws IOException never, in fact: the general parser reads from memory
   */
  ReadResult read() throws IOException {
    return read(RecordReader.NO_OP) ? last : null;
  }

  /** The record {@link #read(RecordVisitor)} read last, null when its visitor skipped it. */
  private ReadResult last;

  /**
   * Reads the next record of the chunk, pushing its parts to {@code visitor} ({@link RecordSource#next}):
   * a record of its own once it is read whole, from its values (comments are not kept: {@link
   * RecordFormat#ENVELOPE} gives a visitor that wants them the line-based parser instead), a
   * record of the general parser's as that parser reads it.
   *
   * @return false when there is none left (the chunk's end, or a record at or after the stop)
   * @throws IOException never, in fact: the general parser reads from memory
   */
  boolean read(RecordVisitor visitor) throws IOException {
    last = null;
    while (true) {
      if (run != null) {
        runResult = null;
        if (run.next(visitor, r -> runResult = r)) {
          lastTextStart = -1;
          if (runResult != null) { // null: the visitor skipped it
            last = runResult;
            runResult = null;
            Parser.deliver(last, visitor);
          }
          return true;
        }
        run = null;
        pos = runEnd;
        lines = runEndLines;
        afterBlank = true; // a boundary, or the end of the chunk
        stopped |= runEnd >= stop;
      }
      if (stopped) {
        return false;
      }
      int start = pos;
      long startLines = lines;
      boolean startBlank = afterBlank;
      skippedHere.clear();
      GameRecord r = scan();
      if (r != null || pos >= 0) { // read, or the end: the lines it skipped before are counted
        skipped.add(skippedHere);
      }
      if (r != null) {
        deliver(r, visitor);
        return true;
      }
      if (pos >= 0) {
        return false;
      }
      pos = start;
      lines = startLines;
      afterBlank = startBlank;
      startRun();
    }
  }

  /**
   * Pushes a record read whole to a visitor, hook by hook from its values, as a parser would have
   * while reading it (less the comments): {@code beginRecord}, each tag, {@code endTags}, each
   * move, the result token, {@code endRecord}; a {@code SKIP} ends it there.
   */
  private void deliver(GameRecord g, RecordVisitor v) {
    if (v.beginRecord(g.source(), g.offset(), g.line()) == RecordVisitor.Flow.SKIP) {
      return;
    }
    last = g;
    deliverParts(g, v);
  }

  /** The hooks of a game record after {@code beginRecord}, from its values. */
  static void deliverParts(GameRecord g, RecordVisitor v) {
    for (Map.Entry<String, String> e : g.tags().entrySet()) {
      v.tag(e.getKey(), e.getValue());
    }
    if (v.endTags() == RecordVisitor.Flow.SKIP) {
      return;
    }
    List<String> moves = g.moves();
    for (int i = 0, n = moves.size(); i < n; i++) {
      v.move(moves.get(i));
    }
    if (g.resultToken() != null) {
      v.result(g.resultToken());
    }
    v.endRecord(g);
  }

  /**
   * The bytes of the text of the record {@link #read} gave last, [start, end) of {@link #data},
   * when this reader read it itself ({@link #lastTextStart} -1 when the general parser did). Its
   * lines are UTF-8 without NUL (what {@link #clean} lets through), so these bytes are the text's
   * UTF-8 encoding, as {@link GameRecord#text} encoded again would give.
   */
  private int lastTextStart = -1;
  private int lastTextEnd;

  /**
   * The UTF-8 bytes of the text of the record {@link #read} gave last, as read (a view of this
   * reader's buffer, with its array: a read-only view would make a digest copy every byte again);
   * null when the general parser read it.
   */
  java.nio.ByteBuffer lastText() {
    return lastTextStart < 0 ? null : java.nio.ByteBuffer.wrap(data, lastTextStart, lastTextEnd - lastTextStart);
  }

  /** How many runs of records this reader handed to the general parser. */
  int runs() {
    return runs;
  }

  /** How many records this reader read had their annotations read by {@link MoveAnnotations#of} on their text. */
  int annotatedByText() {
    return annotatedByText;
  }

  /** Whether a record at or after the stop was reached (no record of the input after it is read). */
  boolean stopped() {
    return stopped;
  }

  /** The lines of the input before the chunk's end, once {@link #read} gave null without stopping. */
  long linesAtEnd() {
    return lines;
  }

  /**
   * Hands the records from {@link #pos} up to the next record boundary after the first of them
   * (or the chunk's end) to the general parser, which reads them as it reads the whole input.
   */
  private void startRun() {
    runs++;
    int p = pos;
    while (p < limit) { // the first line of the record: neither blank nor escape nor ';', or not clean
      int e = lineEnd(p);
      int k = skipBlank(p, e);
      if (!clean(p, e) || (k < e && data[p] != '%' && data[k] != ';')) {
        break;
      }
      p = nextLine(e);
    }
    int end = p + 1 >= limit ? -1 : RecordBoundary.next(data, p + 1, limit);
    runEnd = end < 0 ? limit : end;
    runEndLines = lines + RecordBoundary.lineEnds(data, pos, runEnd);
    boolean atStart = fileStart && pos == 0;
    run = new EnvelopeParser(new LineSource(new ByteArrayInputStream(data, pos, dataEnd - pos),
        MAX_RECORD_BYTES, base + pos, lines, atStart, afterBlank), source, skipped);
    run.stopAt = base + Math.min(runEnd, stop);
  }

  // ---- scanning; each method returns false (or -2) when the record is not one it reads ----

  /** Nonzero when a byte of x is zero (may flag bytes above a zero byte too: a hint to look closer). */
  private static long zeroByte(long x) {
    return (x - ONES) & ~x & HIGHS;
  }

  /**
   * Nonzero when a byte of x may be below 0x0E (NUL, tab, LF, VT, FF, CR) or above 0x7F: one
   * test where a line's end or an odd byte could be, false alarms (a tab) settled byte by byte.
   */
  private static long maybeControlOrHigh(long x) {
    return ((x - BELOW_LOW) | x) & HIGHS;
  }

  /** Whether the line of the last {@link #lineEnd} holds a NUL or non-ASCII byte. */
  private boolean lineHasOddBytes;

  /**
   * The end of the line starting at p: the index of its CR or LF, or the limit; sets {@link
   * #lineHasOddBytes}.
   */
  private int lineEnd(int p) {
    byte[] d = data;
    int e = p;
    boolean odd = false;
    while (e + 8 <= limit) {
      long w = (long) WORD.get(d, e);
      if (maybeControlOrHigh(w) != 0) {
        break;
      }
      e += 8;
    }
    while (e < limit) {
      byte c = d[e];
      if (c == '\n' || c == '\r') {
        break;
      }
      odd |= c <= 0;
      e++;
      if ((e & 7) == 0 && !odd) { // back to whole words
        while (e + 8 <= limit) {
          long w = (long) WORD.get(d, e);
          if (maybeControlOrHigh(w) != 0) {
            break;
          }
          e += 8;
        }
      }
    }
    lineHasOddBytes = odd;
    return e;
  }

  /** The start of the line after the one ending at e. */
  private int nextLine(int e) {
    if (e >= limit) {
      return limit;
    }
    if (data[e] == '\r' && e + 1 < limit && data[e + 1] == '\n') {
      return e + 2;
    }
    return e + 1;
  }

  /**
   * Whether the line [p, e) just found by {@link #lineEnd} is text the general reader takes (no
   * NUL, UTF-8, not oversized).
   */
  private boolean clean(int p, int e) {
    if (e - p > MAX_RECORD_BYTES) {
      return false;
    }
    return !lineHasOddBytes || LineSource.firstBadByte(data, p, e) < 0;
  }

  /** Byte classes for the movetext loop: blank, delimiter, or part of a token. */
  private static final byte TOKEN = 0;
  private static final byte BLANK = 1;
  private static final byte DELIMITER = 2;
  /** NUL and the bytes of non-ASCII characters: they end a token's fast scan (the general reader judges). */
  private static final byte ODD = 3;
  private static final byte[] CLASS = new byte[256];

  static {
    CLASS[0] = ODD;
    for (int c = 0x1c; c <= 0x1f; c++) {
      CLASS[c] = ODD; // blanks to MoveAnnotations.of (Character.isWhitespace), text here: the general reader's
    }
    for (int c = 0x80; c < 0x100; c++) {
      CLASS[c] = ODD;
    }
    for (char c : new char[] {' ', '\t', '\f', 0x0b}) {
      CLASS[c] = BLANK;
    }
    for (char c : new char[] {'{', '}', '(', ')', ';', '[', ']', '"', '$'}) {
      CLASS[c] = DELIMITER;
    }
  }

  private static boolean isBlank(byte c) {
    return CLASS[c & 0xff] == BLANK;
  }

  private int skipBlank(int i, int e) {
    while (i < e && isBlank(data[i])) {
      i++;
    }
    return i;
  }

  /**
   * Reads the next record; null at the end of the input, or null with {@link #pos} set to -1 when
   * the record is not one this reader reads.
   */
  private GameRecord scan() {
    // blank lines, escape lines and ';' lines before the record (the rest of the file's text is a
    // record's, or no record when it holds no tags and no result: the general parser judges)
    int p = pos;
    int e;
    while (true) {
      if (p >= limit) {
        pos = limit;
        return null;
      }
      e = lineEnd(p);
      if (!clean(p, e)) {
        return notOurs();
      }
      int k = skipBlank(p, e);
      if (k < e && data[p] != '%' && data[k] != ';') {
        break;
      }
      if (k < e) {
        if (p >= stop) {
          stopped = true;
          return null;
        }
        skippedHere.count(data[p] == '%', data[k]);
      }
      afterBlank = k == e;
      p = nextLine(e);
      lines++;
    }
    int first = skipBlank(p, e);
    long recordLine = lines + 1;
    state = data[first] == '[' ? State.TAGS : State.MOVETEXT;
    boolean tagged = state == State.TAGS;
    depth = 0;
    inComment = false;
    result = null;
    annotationsByText = false;
    clocksSet = 0;
    evalsSet = 0;
    if (first >= stop) {
      stopped = true;
      return null;
    }
    tags = new ReadTags();
    moves = new ArrayList<>(160);
    joinedLength = 0;
    emptyMove = false;
    long bytes = 0;
    int lineStart = first;
    int end; // where the record's text ends
    boolean firstLine = true;
    while (true) {
      if (p >= limit) { // end of input
        if (state != State.MOVETEXT || inComment || depth > 0) {
          return notOurs();
        }
        end = limit;
        pos = limit;
        break;
      }
      e = lineEnd(p);
      if (!clean(p, e)) {
        return notOurs();
      }
      int k = skipBlank(lineStart, e);
      boolean blank = k == e;
      boolean escape = lineStart == p && p < e && data[p] == '%';
      if (escape || (e < limit && data[e] == '\r' && (e + 1 == limit || data[e + 1] != '\n'))) {
        annotationsByText = true; // MoveAnnotations.of reads an escape line as a token, a lone CR as a blank
      }
      if (!firstLine && inComment && RecordBoundary.startsRecord(afterBlank, k < e ? data[k] : -1)) {
        return notOurs(); // a boundary ends an open comment: a rejection, the general reader's
      }
      if (state != State.TAGS && !inComment && k < e && data[k] == '[') { // the next record's tags
        if (state == State.AFTER_TAGS || depth > 0) {
          return notOurs();
        }
        end = p;
        pos = p;
        break;
      }
      int next = nextLine(e);
      bytes += next - p;
      if (bytes > MAX_RECORD_BYTES) {
        return notOurs();
      }
      int ended = -1;
      switch (state) {
        case TAGS -> {
          if (blank) {
            state = State.AFTER_TAGS;
          } else if (!escape) {
            if (data[k] == '[') {
              int i = tags(k, e);
              if (i == -2) {
                return notOurs();
              }
              if (k != lineStart) {
                annotationsByText = true; // MoveAnnotations.of takes only spaces and tabs before a tag line's '['
              }
              if (i < e) {
                annotationsByText = true; // MoveAnnotations.of skips the rest of a tag line
                state = State.MOVETEXT;
                ended = movetext(i, e);
              }
            } else {
              state = State.MOVETEXT;
              ended = movetext(lineStart, e);
            }
          }
        }
        case AFTER_TAGS -> {
          if (!blank && !escape) {
            state = State.MOVETEXT;
            ended = movetext(lineStart, e);
          }
        }
        default -> {
          if (inComment || !(blank || escape)) {
            ended = movetext(lineStart, e);
          }
        }
      }
      if (ended == -2) {
        return notOurs();
      }
      lines++;
      afterBlank = blank;
      firstLine = false;
      if (ended >= 0) {
        if (skipBlank(ended, e) < e) { // more on the result's line: the general reader's business
          return notOurs();
        }
        end = ended;
        pos = next;
        break;
      }
      p = next;
      lineStart = p;
    }
    if (!tagged && result == null) {
      return notOurs(); // text without tags or result: no record, or not one this reader tells
    }
    while (end > first && (isBlank(data[end - 1]) || data[end - 1] == '\n' || data[end - 1] == '\r')) {
      end--;
    }
    String text = new String(data, first, end - first, StandardCharsets.UTF_8);
    if (annotationsByText) {
      annotatedByText++;
    }
    MoveAnnotations notes = annotationsByText ? MoveAnnotations.of(text, moves.size()) : annotations();
    ReadMoves read = new ReadMoves(movesArray(),
        new String(joined, 0, joinedLength, StandardCharsets.ISO_8859_1), !emptyMove);
    GameRecord g = new GameRecord(source, base + first, recordLine, RecordFormat.ENVELOPE, tags, read, result, text,
        notes);
    tags = null;
    moves = null;
    lastTextStart = first;
    lastTextEnd = end;
    return g;
  }

  /**
   * The record's moves as an array, copied by hand: {@code ArrayList.toArray(T[])}'s type profile
   * is shared with every other caller in the JVM (Spark's among them), and compiled inside
   * {@link #scan} its speculation on the array's class failed twice at 10^6 games, each time
   * throwing away C2's compile of the scan (docs/pipeline-profile.md, "the JIT's share").
   */
  private String[] movesArray() {
    int n = moves.size();
    String[] a = new String[n];
    for (int i = 0; i < n; i++) {
      a[i] = moves.get(i);
    }
    return a;
  }

  private GameRecord notOurs() {
    pos = -1;
    tags = null;
    moves = null;
    return null;
  }

  /** The bytes of a tag name: letters, digits and {@code _+#=:-}. */
  private static final boolean[] NAME_CHAR = new boolean[256];

  static {
    for (int c = 0; c < 128; c++) {
      NAME_CHAR[c] = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
          || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-';
    }
  }

  private static boolean isNameChar(byte c) {
    return NAME_CHAR[c & 0xff];
  }

  /** Reads the tags of a tag line from its '[' at i; returns the index after the last one, or -2. */
  private int tags(int i, int e) {
    byte[] d = data;
    while (i < e && d[i] == '[') {
      i = skipBlank(i + 1, e);
      int nameStart = i;
      while (i < e && isNameChar(d[i])) {
        i++;
      }
      if (i == nameStart) {
        return -2;
      }
      int nameEnd = i;
      i = skipBlank(i, e);
      if (i == e || d[i] != '"') {
        return -2;
      }
      i++;
      int valueStart = i;
      boolean escaped = false;
      while (true) {
        // whole words up to the one holding a quote or a backslash
        while (i + 8 <= e && (zeroByte((long) WORD.get(d, i) ^ QUOTE) | zeroByte((long) WORD.get(d, i) ^ BACKSLASH)) == 0) {
          i += 8;
        }
        if (i == e) {
          return -2;
        }
        byte c = d[i];
        if (c == '"') {
          break;
        }
        if (c == '\\') {
          if (i + 1 < e && (d[i + 1] == '"' || d[i + 1] == '\\')) {
            escaped = true;
            i += 2;
            continue;
          }
          return -2;
        }
        i++;
      }
      int valueEnd = i;
      i = skipBlank(i + 1, e);
      if (i == e || d[i] != ']') {
        return -2;
      }
      i = skipBlank(i + 1, e);
      int kind = escaped ? ESCAPED : lineHasOddBytes ? UTF8 : PLAIN;
      String name = names.of(d, nameStart, nameEnd);
      String value = kind == ESCAPED ? unescape(valueStart, valueEnd)
          : kind == UTF8 ? new String(d, valueStart, valueEnd - valueStart, StandardCharsets.UTF_8)
          : ascii(valueStart, valueEnd);
      if (tags.containsKey(name)) {
        return -2;
      }
      tags.put(name, value);
    }
    return i;
  }

  private String unescape(int from, int to) {
    byte[] out = new byte[to - from];
    int n = 0;
    for (int i = from; i < to; i++) {
      if (data[i] == '\\') {
        i++;
      }
      out[n++] = data[i];
    }
    return new String(out, 0, n, StandardCharsets.UTF_8);
  }

  /** The index of the first '}' in [from, e), or -1. */
  private int closingBrace(int from, int e) {
    byte[] d = data;
    int i = from;
    while (i + 8 <= e && zeroByte((long) WORD.get(d, i) ^ CLOSE_BRACE) == 0) {
      i += 8;
    }
    for (; i < e; i++) {
      if (d[i] == '}') {
        return i;
      }
    }
    return -1;
  }

  /** The string of the ASCII bytes [from, to). */
  private String ascii(int from, int to) {
    return new String(data, from, to - from, StandardCharsets.ISO_8859_1);
  }

  /**
   * Tokenises movetext in [i, e): -1 when the record goes on past the line, the index where its
   * result (and the comments after it) end, or -2 for what the general reader must judge.
   */
  private int movetext(int i, int e) {
    byte[] d = data;
    if (inComment) {
      int close = closingBrace(i, e);
      if (close < 0) {
        return -1;
      }
      inComment = false;
      i = close + 1;
    }
    while (i < e) {
      byte c = d[i];
      byte cls = CLASS[c & 0xff];
      if (cls == BLANK) {
        i++;
        continue;
      }
      if (cls == DELIMITER) { // every case goes on to the next byte or returns
        switch (c) {
          case '{' -> {
            if (i + 17 < e && (long) WORD.get(d, i) == CLOCK_OPEN && d[i + 16] == ' ' && d[i + 17] == '}') {
              // "{ [%clk H:MM:SS] }", as lichess writes nearly every comment: read in place
              int v = lichessClock((long) WORD.get(d, i + 8));
              if (v >= 0) {
                if (depth == 0 && !annotationsByText && !moves.isEmpty()) {
                  setClock(moves.size() - 1, v);
                }
                i += 18;
                continue;
              }
            }
            int close = closingBrace(i + 1, e);
            if (close < 0) {
              inComment = true;
              annotationsByText = true;
              return -1;
            }
            if (depth == 0 && !annotationsByText) {
              comment(i + 1, close);
            }
            i = close + 1;
            continue;
          }
          case ';' -> {
            annotationsByText = true;
            return -1;
          }
          case '(' -> {
            depth++;
            i++;
            continue;
          }
          case ')' -> {
            if (depth == 0) {
              return -2;
            }
            depth--;
            i++;
            continue;
          }
          case '}', '[', ']', '"' -> {
            return -2;
          }
          case '$' -> {
            int j = i + 1;
            while (j < e && d[j] >= '0' && d[j] <= '9') {
              j++;
            }
            if (j == i + 1) {
              return -2;
            }
            if (j < e && CLASS[d[j] & 0xff] == TOKEN) {
              annotationsByText = true; // "$1e4": one token for MoveAnnotations.of, not a move
            }
            i = j;
            continue;
          }
          default -> throw new IllegalStateException("delimiter " + (char) c);
        }
      }
      int j = i;
      if (c >= '1' && c <= '9') { // a move number ("12.", "12...") holds no move: skipped without more tests
        j++;
        while (j < e && d[j] >= '0' && d[j] <= '9') {
          j++;
        }
        if (j < e && d[j] == '.') {
          do {
            j++;
          } while (j < e && d[j] == '.');
          if (j == e || CLASS[d[j] & 0xff] == BLANK || CLASS[d[j] & 0xff] == DELIMITER) {
            i = j;
            continue;
          }
        }
        j = i; // anything else: the general token path below
      }
      while (j < e && CLASS[d[j] & 0xff] == TOKEN) {
        j++;
      }
      if (j < e && CLASS[d[j] & 0xff] == ODD) { // a token with NUL or non-ASCII bytes
        return -2;
      }
      if (c >= 'A') { // SAN (or other text): neither a result nor a move number, so the move is the token less its !?
        if (depth == 0) {
          int end = j;
          while (d[end - 1] == '!' || d[end - 1] == '?') {
            end--; // c, a letter, stops it
          }
          addMove(i, end);
        }
        i = j;
        continue;
      }
      String token = resultToken(i, j);
      if (token != null) {
        if (depth > 0) {
          return -2;
        }
        result = token;
        return afterResult(j, e);
      }
      if (depth == 0) {
        long span = moveSpan(i, j);
        if (span >= 0) {
          addMove((int) (span >>> 32), (int) span);
        }
        if ((span >= 0) != countsAsPly(i, j)) {
          annotationsByText = true;
        }
      }
      i = j;
    }
    return -1;
  }

  /** The result token spelled by [i, j), or null. */
  private String resultToken(int i, int j) {
    byte[] d = data;
    switch (j - i) {
      case 1:
        return d[i] == '*' ? "*" : null;
      case 3:
        if (d[i + 1] == '-') {
          if (d[i] == '1' && d[i + 2] == '0') {
            return "1-0";
          }
          if (d[i] == '0' && d[i + 2] == '1') {
            return "0-1";
          }
        }
        return null;
      case 7:
        return d[i] == '1' && d[i + 1] == '/' && d[i + 2] == '2' && d[i + 3] == '-' && d[i + 4] == '1'
            && d[i + 5] == '/' && d[i + 6] == '2' ? "1/2-1/2" : null;
      default:
        return null;
    }
  }

  /** Where the comments that follow the result on its line end. */
  private int afterResult(int i, int e) {
    int end = i;
    while (true) {
      int k = skipBlank(end, e);
      if (k == e) {
        return e;
      }
      if (data[k] == ';') {
        annotationsByText = true;
        return e;
      }
      if (data[k] == '{') {
        int close = closingBrace(k + 1, e);
        if (close > 0) {
          if (!annotationsByText) {
            comment(k + 1, close); // MoveAnnotations.of gives it to the last move too
          }
          end = close + 1;
          continue;
        }
      }
      return end;
    }
  }

  /**
   * Reads the clock and evaluation commands of the mainline comment d[from, to) (to: its '}')
   * into the record's values at the ply of the last move: the first {@code [%clk} and the first
   * {@code [%eval} of the comment, as {@link MoveAnnotations#clock}/{@link MoveAnnotations#eval}.
   */
  private void comment(int from, int to) {
    int ply = moves.size() - 1;
    if (ply < 0) {
      return; // before the first move
    }
    byte[] d = data;
    int clock = -1;
    int clockValue = PlyValues.ABSENT;
    int eval = -1;
    for (int k = from, last = to - 5; k <= last; k++) {
      if (d[k] == '[' && d[k + 1] == '%') {
        if (clock < 0 && d[k + 2] == 'c' && d[k + 3] == 'l' && d[k + 4] == 'k') {
          clock = k;
          clockValue = k + 13 < to ? MoveAnnotations.lichessClock(d, k) : -1;
          if (clockValue >= 0) {
            k += 13; // past its ']': the value, digits and colons, holds no other command
          }
        } else if (eval < 0 && k < last && d[k + 2] == 'e' && d[k + 3] == 'v' && d[k + 4] == 'a'
            && d[k + 5] == 'l') {
          eval = k;
        }
      }
    }
    if (clock >= 0) {
      int v = clockValue >= 0 ? clockValue : MoveAnnotations.clockAt(d, clock, to);
      if (v != PlyValues.ABSENT) {
        setClock(ply, v);
      }
    }
    if (eval >= 0) {
      int v = MoveAnnotations.evalAt(d, eval, to);
      if (v != PlyValues.ABSENT) {
        evals = set(evals, evalsSet, ply, v);
        evalsSet = Math.max(evalsSet, ply + 1);
      }
    }
  }

  /** "{ [%clk " as a little-endian word. */
  private static final long CLOCK_OPEN = word("{ [%clk ");
  /** The bytes of "H:MM:SS]" that must be ':' and ']', and the digits' nibbles. */
  private static final long CLOCK_MARKS_MASK = 0xFF0000FF0000FF00L;
  private static final long CLOCK_MARKS = word("\0:\0\0:\0\0]");
  private static final long CLOCK_HIGH_NIBBLES = 0x00F0F000F0F000F0L;
  private static final long CLOCK_DIGIT_HIGHS = 0x0030300030300030L;
  private static final long CLOCK_LOW_NIBBLES = 0x000F0F000F0F000FL;
  private static final long CLOCK_PAST_NINE = 0x0006060006060006L;
  private static final long CLOCK_CARRIES = 0x0010100010100010L;

  private static long word(String eight) {
    long w = 0;
    for (int k = 7; k >= 0; k--) {
      w = w << 8 | eight.charAt(k);
    }
    return w;
  }

  /**
   * {@link MoveAnnotations#lichessClock} of the eight bytes "H:MM:SS]" read as one little-endian
   * word: centiseconds, or -1 when they are not so (the marks, then the five digits at once).
   */
  static int lichessClock(long w) {
    if ((w & CLOCK_MARKS_MASK) != CLOCK_MARKS || (w & CLOCK_HIGH_NIBBLES) != CLOCK_DIGIT_HIGHS
        || (((w & CLOCK_LOW_NIBBLES) + CLOCK_PAST_NINE) & CLOCK_CARRIES) != 0) {
      return -1;
    }
    int h = (int) (w & 0xF);
    int m = (int) (w >>> 16 & 0xF) * 10 + (int) (w >>> 24 & 0xF);
    int sec = (int) (w >>> 40 & 0xF) * 10 + (int) (w >>> 48 & 0xF);
    return ((h * 60 + m) * 60 + sec) * 100;
  }

  private void setClock(int ply, int v) {
    clocks = set(clocks, clocksSet, ply, v);
    clocksSet = Math.max(clocksSet, ply + 1);
  }

  /** Sets values[index] (grown if need be), the entries from {@code set} before it made absent. */
  private static int[] set(int[] values, int set, int index, int v) {
    if (index >= values.length) {
      values = java.util.Arrays.copyOf(values, Math.max(index + 1, values.length * 2));
    }
    for (int k = set; k < index; k++) {
      values[k] = PlyValues.ABSENT;
    }
    values[index] = v;
    return values;
  }

  /** The annotations read from the record's comments, its plies being {@code moves.size()}. */
  private MoveAnnotations annotations() {
    if (clocksSet == 0 && evalsSet == 0) {
      return MoveAnnotations.NONE;
    }
    int plies = moves.size();
    return new MoveAnnotations(clocksSet == 0 ? null : values(clocks, clocksSet, plies),
        evalsSet == 0 ? null : values(evals, evalsSet, plies));
  }

  private static PlyValues values(int[] values, int set, int plies) {
    int[] out = java.util.Arrays.copyOf(values, plies);
    java.util.Arrays.fill(out, set, plies, PlyValues.ABSENT);
    return new PlyValues(out);
  }

  /**
   * Whether {@link MoveAnnotations#of} counts the ASCII token [s, e) as a ply (its {@code
   * isMove}): the reader's own count must agree with it for the comments to go to the same plies.
   */
  private boolean countsAsPly(int s, int e) {
    byte[] t = data;
    if (t[s] >= 'A') {
      return true;
    }
    int k = s;
    while (k < e && t[k] >= '0' && t[k] <= '9') {
      k++;
    }
    if (k > s && k < e && t[k] == '.') {
      while (k < e && t[k] == '.') {
        k++;
      }
      s = k;
    }
    if (s >= e) {
      return false;
    }
    byte c = t[s];
    if (c == '$' || c == '!' || c == '?') {
      return false;
    }
    return resultToken(s, e) == null;
  }

  /** A mainline move, the ASCII bytes [from, to): its token, and its bytes after the others' and a space. */
  private void addMove(int from, int to) {
    moves.add(ascii(from, to));
    int n = to - from;
    // A token never holds a blank (blanks end it) and is never empty today: kept true to the bytes all the same.
    emptyMove |= n == 0;
    int need = joinedLength + n + 1;
    if (need > joined.length) {
      joined = java.util.Arrays.copyOf(joined, Math.max(need, 2 * joined.length));
    }
    if (joinedLength > 0) {
      joined[joinedLength++] = ' ';
    }
    System.arraycopy(data, from, joined, joinedLength, n);
    joinedLength += n;
  }

  /** The move of the ASCII token [i, j) ({@link EnvelopeParser#moveOf} on it) as start << 32 | end, or -1 when it holds none. */
  private long moveSpan(int i, int j) {
    byte[] d = data;
    int start = i;
    while (start < j && d[start] >= '0' && d[start] <= '9') {
      start++;
    }
    if (start < j && d[start] == '.') {
      while (start < j && d[start] == '.') {
        start++;
      }
      if (start < j && d[start] >= '0' && d[start] <= '9'
          && !(start + 2 < j && d[start] == '0' && d[start + 1] == '-' && d[start + 2] == '0')) {
        start = i;
      }
    } else {
      start = i;
    }
    int end = j;
    while (end > start && (d[end - 1] == '!' || d[end - 1] == '?')) {
      end--;
    }
    return end == start ? -1 : (long) start << 32 | end;
  }
}
