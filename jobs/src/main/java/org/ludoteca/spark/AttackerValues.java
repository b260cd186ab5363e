package org.ludoteca.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.record.GameRecord;
import org.ludoteca.replay.CaptureEvent;
import org.ludoteca.replay.ReplayResult;

/**
 * The values of the pieces that made each capture, read from the position after the capturing
 * ply (attackers stay on their squares; the victims are gone). Replays the game a second time up
 * to its last capture, only for games with captures; Rithmomachia only (other games: empty lists).
 */
final class AttackerValues {
  private AttackerValues() {}

  /** One list per capture event of {@code r}, in order; empty lists when values cannot be read. */
  static List<List<Integer>> of(ReplayResult r, GameRecord g, StartPositions.Start start) {
    List<List<Integer>> out = new ArrayList<>(r.captures().size());
    GameReplayer.Session s = start == null || !"rithmomachia".equals(r.game()) ? null
        : StartPositions.session(r.game(), r.rules(), g.tag("FEN").orElse(null));
    int ply = 0;
    Map<String, Integer> board = null;
    for (CaptureEvent c : r.captures()) {
      try {
        while (s != null && ply < c.ply()) {
          s.play(g.moves().get(ply));
          ply++;
          board = null;
        }
      } catch (MoveException | RuntimeException e) {
        s = null;
      }
      if (s == null) {
        out.add(List.of());
        continue;
      }
      if (board == null) {
        board = board(s.fen());
      }
      List<Integer> values = new ArrayList<>(c.attackers().size());
      for (String sq : c.attackers()) {
        Integer v = board.get(sq);
        values.add(v == null ? 0 : v);
      }
      out.add(values);
    }
    return out;
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
