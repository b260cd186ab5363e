package org.ludoteca.rithmomachia;

import java.util.Optional;
import org.ludoteca.codec.Digits;

/**
 * One of the 128 squares, named like chess: file {@code a..h} (FEN column 1..8) and rank
 * {@code 1..16} counted from White's back row, so rank 1 is FEN row 16.
 *
 * <p>The index runs a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h16 = 127; it is also the move
 * order of the spec. The paper's coordinate {@code <rank>x<file number>} is the same square
 * written as numbers: b1 is {@code 1x2}.
 */
public final class Square implements Comparable<Square>, java.io.Serializable {
  private static final long serialVersionUID = 1L;
  public static final int FILES = 8;
  public static final int RANKS = 16;
  public static final int COUNT = FILES * RANKS;

  private static final Square[] ALL = new Square[COUNT];

  static {
    for (int i = 0; i < COUNT; i++) {
      ALL[i] = new Square(i);
    }
  }

  private final int index;

  private Square(int index) {
    this.index = index;
  }

  /** The square of index 0..127. */
  public static Square of(int index) {
    if (index < 0 || index >= COUNT) {
      throw new IllegalArgumentException("square index must be 0..127, was " + index);
    }
    return ALL[index];
  }

  /** The square on file 0..7 (a = 0) and rank 1..16. */
  public static Square of(int file, int rank) {
    if (file < 0 || file >= FILES || rank < 1 || rank > RANKS) {
      throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
    }
    return ALL[(rank - 1) * FILES + file];
  }

  /** Whether file 0..7 and rank 1..16 name a square. */
  public static boolean exists(int file, int rank) {
    return file >= 0 && file < FILES && rank >= 1 && rank <= RANKS;
  }

  /** The square at FEN row 1..16 (top to bottom) and column 1..8 (left to right). */
  public static Square ofFen(int row, int column) {
    return of(column - 1, RANKS + 1 - row);
  }

  /** Parses a square name such as {@code c14}; empty if it is not one. */
  public static Optional<Square> parse(CharSequence name) {
    if (name.length() < 2 || name.length() > 3) {
      return Optional.empty();
    }
    int file = name.charAt(0) - 'a';
    int rank = parseRank(name, 1, name.length());
    return file >= 0 && file < FILES && rank >= 1 && rank <= RANKS
        ? Optional.of(of(file, rank)) : Optional.empty();
  }

  /** Parses the paper's {@code <rank>x<file number>} coordinate ({@code 15x8} is h15); empty if it is not one. */
  public static Optional<Square> parsePaperCoordinate(CharSequence text) {
    int x = text.toString().indexOf('x');
    if (x < 1 || x != text.length() - 2) {
      return Optional.empty();
    }
    int rank = parseRank(text, 0, x);
    int file = text.charAt(x + 1) - '1';
    return rank >= 1 && rank <= RANKS && file >= 0 && file < FILES
        ? Optional.of(of(file, rank)) : Optional.empty();
  }

  /** A rank of one or two digits, no leading zero, in s[from, to); else -1. */
  private static int parseRank(CharSequence s, int from, int to) {
    if (to - from < 1 || to - from > 2 || s.charAt(from) == '0') {
      return -1;
    }
    return Digits.parse(s, from, to);
  }

  public int index() {
    return index;
  }

  /** File 0..7, a = 0. */
  public int file() {
    return index & 7;
  }

  /** Rank 1..16, counted from White's back row. */
  public int rank() {
    return (index >> 3) + 1;
  }

  /** FEN row 1..16, counted from the top (Black's back row). */
  public int fenRow() {
    return RANKS + 1 - rank();
  }

  /** The square name, {@code a1} .. {@code h16}. */
  public String name() {
    return (char) ('a' + file()) + Integer.toString(rank());
  }

  /** The paper's coordinate {@code <rank>x<file number>}: b1 is {@code 1x2}. */
  public String paperCoordinate() {
    return rank() + "x" + (file() + 1);
  }

  @Override
  public int compareTo(Square other) {
    return Integer.compare(index, other.index);
  }

  @Override
  public String toString() {
    return name();
  }

  private Object readResolve() {
    return ALL[index];
  }
}
