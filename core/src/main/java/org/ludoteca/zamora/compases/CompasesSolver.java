package org.ludoteca.zamora.compases;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.Turn;
import org.ludoteca.zamora.ZamoraRules;

/**
 * Solves Batalla de Compases exhaustively by retrograde analysis over every placement of the
 * two compasses and both sides to move, and tests the author's mirror strategy.
 *
 * <p>Values are from the side to move's point of view. A position where a compass already
 * stands on its goal row is decided; a position with no legal move is a draw (stalemate). Round
 * n of the analysis decides the positions whose game lasts n more plies under best play (the
 * winner hurrying, the loser delaying); whatever no round decides is a draw (endless play).
 */
public final class CompasesSolver {
  /** The game-theoretic value of a position for the side to move. */
  public enum Value {
    WIN,
    LOSS,
    DRAW
  }

  /**
   * The solution.
   *
   * @param positions all placements of two disjoint unit compasses, times two sides to move
   * @param wins positions won for the side to move
   * @param losses positions lost for the side to move
   * @param draws the rest
   * @param startValue the value of the start position for C1 (to move)
   * @param startPlies plies to the end under best play (0 for a draw)
   * @param mirrorHolds whether C2 never loses by answering every C1 move with its mirror image
   *     (V(i,j) ↔ V(5−i,j)), i.e. the mirror reply is always legal and C1 never reaches row 4
   * @param mirrorBreak a line in which the mirror strategy fails, or empty
   */
  public record Solution(
      int positions,
      int wins,
      int losses,
      int draws,
      Value startValue,
      int startPlies,
      boolean mirrorHolds,
      List<String> mirrorBreak) {}

  private CompasesSolver() {}

  /** Solves the game under {@code rules}. */
  public static Solution solve(ZamoraRules rules) {
    Compases g = new Compases(rules);
    List<CompasesPosition> all = allPositions();
    Map<CompasesPosition, List<CompasesPosition>> succ = new HashMap<>();
    Map<CompasesPosition, Value> value = new HashMap<>();
    Map<CompasesPosition, Integer> plies = new HashMap<>();
    for (CompasesPosition p : all) {
      Side w = Compases.won(p);
      if (w != null) {
        value.put(p, w == p.toMove() ? Value.WIN : Value.LOSS);
        plies.put(p, 0);
        continue;
      }
      List<CompasesPosition> next = new ArrayList<>();
      for (Turn<CompasesPosition> t : g.legalTurns(p)) {
        next.add(t.next());
      }
      if (next.isEmpty()) {
        value.put(p, Value.DRAW);
        plies.put(p, 0);
      }
      succ.put(p, next);
    }
    for (int round = 1; ; round++) {
      Map<CompasesPosition, Value> found = new HashMap<>();
      for (CompasesPosition p : all) {
        if (value.containsKey(p)) {
          continue;
        }
        boolean allWin = true;
        for (CompasesPosition n : succ.get(p)) {
          Value v = value.get(n);
          if (v == Value.LOSS) {
            found.put(p, Value.WIN);
            allWin = false;
            break;
          }
          if (v != Value.WIN) {
            allWin = false;
          }
        }
        if (allWin) {
          found.put(p, Value.LOSS);
        }
      }
      if (found.isEmpty()) {
        break;
      }
      for (var e : found.entrySet()) {
        value.put(e.getKey(), e.getValue());
        plies.put(e.getKey(), round);
      }
    }
    int wins = 0;
    int losses = 0;
    int draws = 0;
    for (CompasesPosition p : all) {
      Value v = value.getOrDefault(p, Value.DRAW);
      if (v == Value.WIN) {
        wins++;
      } else if (v == Value.LOSS) {
        losses++;
      } else {
        draws++;
      }
    }
    CompasesPosition start = g.start();
    Value sv = value.getOrDefault(start, Value.DRAW);
    List<String> broken = mirrorBreak(g);
    return new Solution(all.size(), wins, losses, draws, sv,
        sv == Value.DRAW ? 0 : plies.get(start), broken.isEmpty(), broken);
  }

  /** Every placement of two disjoint unit compasses on the 4×4 lattice, each side to move. */
  static List<CompasesPosition> allPositions() {
    List<Square[]> edges = new ArrayList<>();
    for (int r = 1; r <= 4; r++) {
      for (int c = 1; c <= 4; c++) {
        if (c < 4) {
          edges.add(new Square[] {new Square(r, c), new Square(r, c + 1)});
        }
        if (r < 4) {
          edges.add(new Square[] {new Square(r, c), new Square(r + 1, c)});
        }
      }
    }
    List<CompasesPosition> out = new ArrayList<>();
    for (Square[] a : edges) {
      for (Square[] b : edges) {
        Set<Square> s = new HashSet<>(List.of(a[0], a[1], b[0], b[1]));
        if (s.size() < 4) {
          continue;
        }
        for (Side side : Side.values()) {
          out.add(new CompasesPosition(a[0], a[1], b[0], b[1], side));
        }
      }
    }
    return out;
  }

  private static Square mirror(Square s) {
    return new Square(5 - s.row(), s.col());
  }

  /**
   * Searches the positions reached when C2 always mirrors C1's last move; returns a line where
   * C1 wins or the mirror reply is illegal, or an empty list if there is none.
   */
  static List<String> mirrorBreak(Compases g) {
    Deque<List<String>> lines = new ArrayDeque<>();
    Deque<CompasesPosition> todo = new ArrayDeque<>();
    Set<CompasesPosition> seen = new HashSet<>();
    todo.add(g.start());
    lines.add(List.of());
    while (!todo.isEmpty()) {
      CompasesPosition p = todo.poll();
      List<String> line = lines.poll();
      if (!seen.add(p)) {
        continue;
      }
      for (Turn<CompasesPosition> t : g.legalTurns(p)) {
        List<String> l = new ArrayList<>(line);
        l.add(t.text());
        if (Compases.won(t.next()) != null) {
          l.add("C1 wins");
          return l;
        }
        String[] ft = t.text().split(">");
        Square from = mirror(CompasesPosition.vertex(ft[0]));
        Square to = mirror(CompasesPosition.vertex(ft[1]));
        String reply = "V" + CompasesPosition.v(from) + ">V" + CompasesPosition.v(to);
        var a = g.apply(t.next(), reply);
        if (!a.legal()) {
          l.add(reply + " is illegal: " + a.reason());
          return l;
        }
        l.add(reply);
        todo.add(a.next());
        lines.add(l);
      }
    }
    return List.of();
  }
}
