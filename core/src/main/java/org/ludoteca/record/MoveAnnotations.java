package org.ludoteca.record;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The clock and evaluation commands of a PGN record's mainline comments, by ply, as lichess writes
 * them: {@code { [%clk 0:03:00] }} (the mover's remaining time after the ply) and {@code { [%eval
 * 0.17] }} or {@code { [%eval #-4] }} (the engine's evaluation after the ply, from White's view).
 * A PGN record carries them ({@link GameRecord#annotations()}): the byte-level reader reads them
 * from each comment as it passes it ({@link FastPgnReader}), every other path by {@link #of} on
 * the record's text, with the same values.
 *
 * <pre>{@code
 * MoveAnnotations a = MoveAnnotations.of(record.text(), record.moves().size());
 * a.clocks(); // [18000, 17900, null, ...] centiseconds, or null when the record has no %clk
 * }</pre>
 *
 * <p>A comment belongs to the ply of the last mainline move before it; comments before the first
 * move and inside variations are ignored. Evaluations are centipawns; a mate in n for White is
 * {@value #MATE} − n, for Black −({@value #MATE} − n) (data/FORMAT.md section 9, {@code evals}).
 * A command that does not read is treated as absent. The lists are {@link PlyValues}.
 *
 * @param clocks remaining time after each ply in centiseconds (null where a ply has none), one
 *     entry per move token; null when the record has no clock at all
 * @param evals evaluation after each ply, as above; null when the record has no evaluation at all
 */
public record MoveAnnotations(List<Integer> clocks, List<Integer> evals) implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The base of the mate-score encoding: a mate in n is ±(MATE − n). */
  public static final int MATE = 1_000_000;

  /** No clock and no evaluation: the annotations of a record without any, or of another format. */
  public static final MoveAnnotations NONE = new MoveAnnotations(null, null);

  private static final int ABSENT = PlyValues.ABSENT;

  /**
   * The annotations of a record's text.
   *
   * @param plies the number of mainline move tokens (the lists' length)
   */
  public static MoveAnnotations of(String text, int plies) {
    if (text.indexOf("[%clk") < 0 && text.indexOf("[%eval") < 0) {
      return NONE;
    }
    int[] clocks = absent(plies);
    int[] evals = absent(plies);
    boolean anyClock = false;
    boolean anyEval = false;
    int n = text.length();
    int i = skipTags(text);
    int ply = 0;
    int depth = 0;
    while (i < n) {
      char c = text.charAt(i);
      if (c == '{' || c == ';') {
        int end = c == '{' ? text.indexOf('}', i + 1) : text.indexOf('\n', i + 1);
        if (end < 0) {
          end = n;
        }
        if (depth == 0 && ply > 0 && ply <= plies) {
          Integer clock = clock(text, i, end);
          Integer eval = eval(text, i, end);
          if (clock != null) {
            clocks[ply - 1] = clock;
            anyClock = true;
          }
          if (eval != null) {
            evals[ply - 1] = eval;
            anyEval = true;
          }
        }
        i = end + 1;
      } else if (c == '(') {
        depth++;
        i++;
      } else if (c == ')') {
        depth = Math.max(0, depth - 1);
        i++;
      } else if (c == '}' || Character.isWhitespace(c)) {
        i++; // a '}' that closes no comment ends tokens, as a blank (it looped here before)
      } else {
        int s = i;
        while (i < n && !endsToken(text.charAt(i))) {
          i++;
        }
        if (depth == 0 && isMove(text, s, i)) {
          ply++;
        }
      }
    }
    return new MoveAnnotations(anyClock ? new PlyValues(clocks) : null, anyEval ? new PlyValues(evals) : null);
  }

  /** An array of {@code n} values, all {@link PlyValues#ABSENT}. */
  static int[] absent(int n) {
    int[] values = new int[n];
    Arrays.fill(values, ABSENT);
    return values;
  }

  private static boolean endsToken(char c) {
    return c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || Character.isWhitespace(c);
  }

  /** The index just after the tag lines (lines whose first non-blank character is {@code [}). */
  private static int skipTags(String text) {
    int i = 0;
    int n = text.length();
    while (i < n) {
      int s = i;
      while (s < n && (text.charAt(s) == ' ' || text.charAt(s) == '\t')) {
        s++;
      }
      if (s >= n || text.charAt(s) != '[') {
        return i;
      }
      int eol = text.indexOf('\n', s);
      i = eol < 0 ? n : eol + 1;
    }
    return i;
  }

  /** Whether a token is a move: not a move number ({@code 12.}, {@code 12...}), NAG, glyph or result. */
  private static boolean isMove(String t, int s, int e) {
    if (t.charAt(s) >= 'A') {
      return true; // a letter first (e4, Nf3, O-O): no move number, NAG, glyph or result starts so
    }
    int k = s;
    while (k < e && Character.isDigit(t.charAt(k))) {
      k++;
    }
    if (k > s && k < e && t.charAt(k) == '.') {
      while (k < e && t.charAt(k) == '.') {
        k++;
      }
      s = k; // a move number, possibly glued to its move: 1.e4
    }
    if (s >= e) {
      return false;
    }
    char c = t.charAt(s);
    if (c == '$' || c == '!' || c == '?') {
      return false;
    }
    return !(is(t, s, e, "1-0") || is(t, s, e, "0-1") || is(t, s, e, "1/2-1/2") || is(t, s, e, "*"));
  }

  /** Whether t[s, e) is {@code word}. */
  private static boolean is(String t, int s, int e, String word) {
    return e - s == word.length() && t.startsWith(word, s);
  }

  /**
   * {@code [%clk H:MM:SS(.f)]} in text[from, to) as centiseconds, or null: the comment's UTF-8
   * bytes read as the byte-level reader reads them ({@link #clockAt}).
   */
  static Integer clock(String t, int from, int to) {
    byte[] c = t.substring(from, to).getBytes(StandardCharsets.UTF_8);
    int k = indexOf(c, CLOCK);
    return orNull(k < 0 ? ABSENT : clockAt(c, k, c.length));
  }

  private static final byte[] CLOCK = "[%clk".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] EVAL = "[%eval".getBytes(StandardCharsets.US_ASCII);

  private static Integer orNull(int value) {
    return value == ABSENT ? null : value;
  }

  /** The first index of {@code word} in {@code c}, or -1. */
  private static int indexOf(byte[] c, byte[] word) {
    outer:
    for (int k = 0, last = c.length - word.length; k <= last; k++) {
      for (int j = 0; j < word.length; j++) {
        if (c[k + j] != word[j]) {
          continue outer;
        }
      }
      return k;
    }
    return -1;
  }

  /** {@code [%clk ...]}'s value text[from, to) read number by number, for any form: centiseconds, or null. */
  static Integer clockByParts(String t, int from, int to) {
    String v = t.substring(from, to).strip();
    String[] parts = v.split(":");
    try {
      double seconds = 0;
      for (String p : parts) {
        if (p.isEmpty() || p.startsWith("-") || p.startsWith("+")) {
          return null;
        }
        seconds = seconds * 60 + Double.parseDouble(p);
      }
      if (parts.length < 1 || parts.length > 3 || seconds * 100 > Integer.MAX_VALUE) {
        return null;
      }
      return (int) Math.round(seconds * 100);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /**
   * {@code [%eval 0.17]}, {@code [%eval #-4]} (a depth after a comma ignored) in text[from, to),
   * or null: the comment's UTF-8 bytes read as the byte-level reader reads them ({@link #evalAt}).
   */
  static Integer eval(String t, int from, int to) {
    byte[] c = t.substring(from, to).getBytes(StandardCharsets.UTF_8);
    int k = indexOf(c, EVAL);
    return orNull(k < 0 ? ABSENT : evalAt(c, k, c.length));
  }

  private static final int NOT_PLAIN = Integer.MIN_VALUE;

  /** {@code [%eval ...]}'s value text[from, to) read by {@code Integer}/{@code Double} parsing, for any form, or null. */
  static Integer evalByParts(String t, int from, int to) {
    String v = t.substring(from, to).strip();
    int comma = v.indexOf(',');
    if (comma >= 0) {
      v = v.substring(0, comma).strip();
    }
    try {
      if (v.startsWith("#")) {
        int m = Integer.parseInt(v.substring(1));
        if (Math.abs(m) >= MATE) {
          return null;
        }
        return m >= 0 ? MATE - m : -(MATE + m);
      }
      double pawns = Double.parseDouble(v);
      if (Double.isNaN(pawns) || Math.abs(pawns * 100) >= MATE - 1000) {
        return null;
      }
      return (int) Math.round(pawns * 100);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  // ---- the same readings on a comment's UTF-8 bytes, for the byte-level reader ----

  /**
   * {@link #clock} of the command {@code [%clk ...]} that starts at {@code d[k]}, in a comment
   * that ends at {@code d[to]}: centiseconds, or {@link PlyValues#ABSENT}. The common form is read
   * from the bytes; any other by {@link #clockByParts} on its text.
   */
  static int clockAt(byte[] d, int k, int to) {
    int close = indexOf(d, (byte) ']', k + 5, to);
    if (close < 0) {
      return ABSENT;
    }
    int fast = plainClock(d, k + 5, close);
    if (fast >= 0) {
      return fast;
    }
    String value = new String(d, k + 5, close - (k + 5), StandardCharsets.UTF_8);
    Integer v = clockByParts(value, 0, value.length());
    return v == null ? ABSENT : v;
  }

  /** {@link #eval} of the command {@code [%eval ...]} at {@code d[k]}, as {@link #clockAt}. */
  static int evalAt(byte[] d, int k, int to) {
    int close = indexOf(d, (byte) ']', k + 6, to);
    if (close < 0) {
      return ABSENT;
    }
    int fast = plainEval(d, k + 6, close);
    if (fast != NOT_PLAIN) {
      return fast;
    }
    String value = new String(d, k + 6, close - (k + 6), StandardCharsets.UTF_8);
    Integer v = evalByParts(value, 0, value.length());
    return v == null ? ABSENT : v;
  }

  /**
   * The clock of {@code [%clk H:MM:SS]} at {@code d[k]} exactly so (one space, one digit of
   * hours, the {@code ]} at {@code d[k + 13]}, as lichess writes nearly every one), in
   * centiseconds as {@link #clockAt} reads it; -1 for any other form.
   */
  static int lichessClock(byte[] d, int k) {
    byte h = d[k + 6];
    byte m1 = d[k + 8];
    byte m2 = d[k + 9];
    byte s1 = d[k + 11];
    byte s2 = d[k + 12];
    if (d[k + 5] != ' ' || d[k + 7] != ':' || d[k + 10] != ':' || d[k + 13] != ']' || !isDigit(h) || !isDigit(m1)
        || !isDigit(m2) || !isDigit(s1) || !isDigit(s2)) {
      return -1;
    }
    int seconds = ((h - '0') * 60 + (m1 - '0') * 10 + (m2 - '0')) * 60 + (s1 - '0') * 10 + (s2 - '0');
    return seconds * 100;
  }

  private static int indexOf(byte[] d, byte b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (d[i] == b) {
        return i;
      }
    }
    return -1;
  }

  private static boolean isDigit(byte c) {
    return c >= '0' && c <= '9';
  }

  /**
   * The common form, {@code [%clk H:MM:SS]} with at most two decimals on the seconds (one to three
   * numbers of digits, spaces around), read without a split or a {@code double}: centiseconds, or
   * -1 for any other form, which {@link #clockByParts} reads.
   */
  private static int plainClock(byte[] t, int from, int to) {
    int i = from;
    while (i < to && t[i] == ' ') {
      i++;
    }
    long seconds = 0;
    int numbers = 0;
    int cents = 0;
    while (true) {
      int start = i;
      long v = 0;
      while (i < to && i - start < 9 && isDigit(t[i])) {
        v = v * 10 + (t[i] - '0');
        i++;
      }
      if (i == start) {
        return -1;
      }
      seconds = seconds * 60 + v;
      numbers++;
      if (i < to && t[i] == ':' && numbers < 3) {
        i++;
        continue;
      }
      if (i < to && t[i] == '.') {
        int d = ++i;
        while (i < to && i - d < 2 && isDigit(t[i])) {
          cents = cents * 10 + (t[i] - '0');
          i++;
        }
        if (i == d) {
          return -1;
        }
        cents = i - d == 1 ? cents * 10 : cents;
      }
      break;
    }
    while (i < to && t[i] == ' ') {
      i++;
    }
    long centis = seconds * 100 + cents;
    return i == to && centis < 2_000_000_000L ? (int) centis : -1;
  }

  /**
   * The common form, pawns with at most three digits before the point and two after ({@code
   * 0.17}, {@code -1.5}), read without a {@code double}: centipawns, or {@link #NOT_PLAIN} for any
   * other form (mates, depths, exponents), which {@link #evalByParts} reads.
   */
  private static int plainEval(byte[] t, int from, int to) {
    int i = from;
    while (i < to && t[i] == ' ') {
      i++;
    }
    boolean negative = i < to && t[i] == '-';
    if (negative) {
      i++;
    }
    int start = i;
    int v = 0;
    while (i < to && i - start < 3 && isDigit(t[i])) {
      v = v * 10 + (t[i] - '0');
      i++;
    }
    if (i == start) {
      return NOT_PLAIN;
    }
    int cents = 0;
    if (i < to && t[i] == '.') {
      int d = ++i;
      while (i < to && i - d < 2 && isDigit(t[i])) {
        cents = cents * 10 + (t[i] - '0');
        i++;
      }
      if (i == d) {
        return NOT_PLAIN;
      }
      cents = i - d == 1 ? cents * 10 : cents;
    }
    while (i < to && t[i] == ' ') {
      i++;
    }
    if (i != to) {
      return NOT_PLAIN;
    }
    int centipawns = v * 100 + cents;
    return negative ? -centipawns : centipawns;
  }
}
