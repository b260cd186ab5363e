package org.ludoteca.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.replay.Replay;

/**
 * The values of the pieces that made each capture, read from the position after the capturing
 * ply (attackers stay on their squares; the victims are gone). A {@link Replay.PlyListener}: it
 * rides along the one replay of a game and asks the game's session for the values ({@link
 * GameReplayer.Session#pieceValueAt}), so the replay writes out no position for it; from a FEN only
 * when no session was given. Rithmomachia only; for other games every list is empty.
 */
final class AttackerValues implements Replay.PlyListener {
  private final boolean known;
  private final List<List<Integer>> values = new ArrayList<>();
  private GameReplayer.Session session;

  /** @param game the record's {@code Game} tag */
  AttackerValues(String game) {
    this.known = "rithmomachia".equals(game);
  }

  @Override
  public void started(GameReplayer.Session s) {
    session = s;
  }

  @Override
  public boolean needsFen() {
    return session == null;
  }

  @Override
  public void played(int ply, String fen, List<CaptureEvent> captures) {
    if (captures.isEmpty()) {
      return;
    }
    for (CaptureEvent c : captures) {
      List<Integer> v = new ArrayList<>(c.attackers().size());
      if (known) {
        for (String sq : c.attackers()) {
          v.add(session != null ? session.pieceValueAt(sq).orElse(0) : valueAt(fen, sq));
        }
      }
      values.add(v);
    }
  }

  /** The values for capture event {@code i} of the replay, in order; empty when not known. */
  List<Integer> get(int i) {
    return i < values.size() ? values.get(i) : List.of();
  }

  /**
   * The value of the piece on a square (a pyramid's: the sum of its components), 0 when empty or
   * not a square, read from the board field of a Rithmomachia FEN without building the board.
   */
  static int valueAt(String fen, String square) {
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
