package org.ludoteca.zamora;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Writes and reads the board field of the Zamora position texts: rows from row 1 down, separated
 * by {@code /}; within a row only the squares on the board, from column 1, one character per
 * occupied square and a digit for each run of empty ones (FEN style).
 */
public final class GridText {
  private GridText() {}

  /**
   * The board field for a {@code rows}×{@code cols} frame; {@code at} gives a square's character
   * or {@code null} when it is empty.
   */
  public static String write(
      int rows, int cols, Predicate<Square> onBoard, Function<Square, Character> at) {
    StringBuilder sb = new StringBuilder();
    for (int r = 1; r <= rows; r++) {
      if (r > 1) {
        sb.append('/');
      }
      int empty = 0;
      for (int c = 1; c <= cols; c++) {
        Square s = new Square(r, c);
        if (!onBoard.test(s)) {
          continue;
        }
        Character ch = at.apply(s);
        if (ch == null) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
          }
          empty = 0;
          sb.append(ch.charValue());
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
    }
    return sb.toString();
  }

  /** Reads a board field written by {@link #write}: the occupied squares and their characters. */
  public static Map<Square, Character> read(
      String field, int rows, int cols, Predicate<Square> onBoard) {
    String[] parts = field.split("/", -1);
    if (parts.length != rows) {
      throw new IllegalArgumentException(
          "board field has " + parts.length + " rows, expected " + rows);
    }
    Map<Square, Character> out = new HashMap<>();
    for (int r = 1; r <= rows; r++) {
      java.util.List<Square> squares = new java.util.ArrayList<>();
      for (int c = 1; c <= cols; c++) {
        if (onBoard.test(new Square(r, c))) {
          squares.add(new Square(r, c));
        }
      }
      int i = 0;
      for (char ch : parts[r - 1].toCharArray()) {
        if (Character.isDigit(ch)) {
          i += ch - '0';
        } else {
          if (i >= squares.size()) {
            throw new IllegalArgumentException("row " + r + " is too long: '" + parts[r - 1] + "'");
          }
          out.put(squares.get(i++), ch);
        }
      }
      if (i != squares.size()) {
        throw new IllegalArgumentException(
            "row " + r + " spans " + i + " squares, expected " + squares.size());
      }
    }
    return out;
  }
}
