package org.ludoteca.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ludoteca.replay.CaptureEvent;
import org.ludoteca.replay.Replay;

/**
 * The values of the pieces that made each capture, read from the position after the capturing
 * ply (attackers stay on their squares; the victims are gone). A {@link Replay.PlyListener}: it
 * rides along the one replay of a game. Rithmomachia only; for other games every list is empty.
 */
final class AttackerValues implements Replay.PlyListener {
  private final boolean known;
  private final List<List<Integer>> values = new ArrayList<>();

  /** @param game the record's {@code Game} tag */
  AttackerValues(String game) {
    this.known = "rithmomachia".equals(game);
  }

  @Override
  public void played(int ply, String fen, List<CaptureEvent> captures) {
    if (captures.isEmpty()) {
      return;
    }
    Map<String, Integer> board = known ? board(fen) : Map.of();
    for (CaptureEvent c : captures) {
      List<Integer> v = new ArrayList<>(c.attackers().size());
      if (known) {
        for (String sq : c.attackers()) {
          Integer x = board.get(sq);
          v.add(x == null ? 0 : x);
        }
      }
      values.add(v);
    }
  }

  /** The values for capture event {@code i} of the replay, in order; empty when not known. */
  List<Integer> get(int i) {
    return i < values.size() ? values.get(i) : List.of();
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
