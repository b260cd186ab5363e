package org.ludoteca.rithmomachia.notation;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The kinds and numbers of Rithmomachia pieces as its notation writes them: a piece token of a
 * capture event ({@code t90.}, {@code PS36.S25..}) and the board field of a FEN (data/FORMAT.md
 * section 1). Read from the text, without building a position, because the pipeline asks once per
 * capture and per attacker.
 */
public final class PieceNumbers {
  private PieceNumbers() {}

  /** The kind of a piece token: {@code circle}, {@code triangle}, {@code square} or {@code pyramid}; empty otherwise. */
  public static Optional<String> kind(String token) {
    if (token == null || token.isEmpty()) {
      return Optional.empty();
    }
    return Optional.ofNullable(switch (Character.toLowerCase(token.charAt(0))) {
      case 'c' -> "circle";
      case 't' -> "triangle";
      case 's' -> "square";
      case 'p' -> "pyramid";
      default -> null;
    });
  }

  /** The value of a piece token, a pyramid's the sum of its components'; empty when it names no piece. */
  public static OptionalInt value(String token) {
    if (kind(token).isEmpty()) {
      return OptionalInt.empty();
    }
    int sum = 0;
    int v = -1;
    for (int i = 0; i < token.length(); i++) {
      char ch = token.charAt(i);
      if (ch >= '0' && ch <= '9') {
        v = (v < 0 ? 0 : v * 10) + (ch - '0');
      } else {
        if (v >= 0) {
          sum += v;
        }
        v = -1;
      }
    }
    return OptionalInt.of(sum);
  }

  /**
   * The value of the piece on a square (a pyramid's: the sum of its components), 0 when empty or
   * not a square, read from the board field of a Rithmomachia FEN without building the board.
   */
  public static int valueAt(String fen, String square) {
    if (square.length() < 2 || square.charAt(0) < 'a' || square.charAt(0) > 'h') {
      return 0;
    }
    int rank;
    try {
      rank = Integer.parseInt(square.substring(1));
    } catch (NumberFormatException e) {
      return 0;
    }
    int targetRow = 16 - rank;
    int targetCol = square.charAt(0) - 'a';
    int i = 0;
    int n = fen.length();
    for (int row = 0; row < targetRow; i++) {
      if (i >= n || fen.charAt(i) == ' ') {
        return 0;
      }
      if (fen.charAt(i) == '/') {
        row++;
      }
    }
    int col = 0;
    while (i < n) {
      char ch = fen.charAt(i);
      if (ch == '/' || ch == ' ') {
        return 0;
      }
      if (ch >= '1' && ch <= '8') {
        col += ch - '0';
        i++;
        if (col > targetCol) {
          return 0;
        }
        continue;
      }
      boolean pyramid = ch == 'p' || ch == 'P';
      int sum = 0;
      i++;
      if (pyramid) {
        while (i < n && fen.charAt(i) != '.') {
          i++; // component letter
          int v = 0;
          while (i < n && Character.isDigit(fen.charAt(i))) {
            v = v * 10 + (fen.charAt(i++) - '0');
          }
          sum += v;
          i++; // component dot
        }
        i++; // closing dot
      } else {
        while (i < n && Character.isDigit(fen.charAt(i))) {
          sum = sum * 10 + (fen.charAt(i++) - '0');
        }
        i++; // dot
      }
      if (col == targetCol) {
        return sum;
      }
      col++;
    }
    return 0;
  }


  /** Square name to piece value from the board field of a Rithmomachia FEN (data/FORMAT.md section 1). */
  static Map<String, Integer> board(String fen) {
    Map<String, Integer> m = new HashMap<>();
    int sp = fen.indexOf(' ');
    String board = sp < 0 ? fen : fen.substring(0, sp);
    int row = 0;
    int col = 0;
    int i = 0;
    while (i < board.length()) {
      char ch = board.charAt(i);
      if (ch == '/') {
        row++;
        col = 0;
        i++;
      } else if (ch >= '1' && ch <= '8') {
        col += ch - '0';
        i++;
      } else if (ch == 'p' || ch == 'P') {
        int sum = 0;
        i++;
        while (i < board.length() && board.charAt(i) != '.') {
          i++; // component letter
          int v = 0;
          while (i < board.length() && Character.isDigit(board.charAt(i))) {
            v = v * 10 + (board.charAt(i++) - '0');
          }
          sum += v;
          i++; // component dot
        }
        i++; // closing dot
        m.put(square(row, col++), sum);
      } else {
        i++;
        int v = 0;
        while (i < board.length() && Character.isDigit(board.charAt(i))) {
          v = v * 10 + (board.charAt(i++) - '0');
        }
        i++; // dot
        m.put(square(row, col++), v);
      }
    }
    return m;
  }

  private static String square(int row, int col) {
    return (char) ('a' + col) + Integer.toString(16 - row);
  }
}
