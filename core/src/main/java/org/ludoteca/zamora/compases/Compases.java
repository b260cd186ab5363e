package org.ludoteca.zamora.compases;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteca.zamora.Applied;
import org.ludoteca.zamora.Outcome;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.Turn;
import org.ludoteca.zamora.ZamoraGame;
import org.ludoteca.zamora.ZamoraRules;

/**
 * The rules of Batalla de Compases (spec section 1, L179–232).
 *
 * <p>Each player has a compass of opening 1 whose ends stand on two orthogonally adjacent
 * vertices of the 4×4 lattice. A move keeps one end (the pivot) and sweeps the other through
 * k·90°, k = 1..3, either way; every axis neighbour of the pivot the moving end passes, the
 * arrival included, must be on the board and not an end of the opponent's compass. C1 wins by
 * putting an end on row 4, C2 on row 1; a player with no move is stalemated (draw). Turns are
 * written {@code Vij>Vkl} with an optional {@code @+90}, {@code @-90}, {@code @180} or {@code
 * @270} (signed: + is counter-clockwise with row 1 on top).
 */
public final class Compases implements ZamoraGame<CompasesPosition> {
  /** Axis directions in counter-clockwise order as drawn (row 1 on top): E, N, W, S. */
  private static final int[][] DIRS = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};

  private final ZamoraRules rules;

  public Compases(ZamoraRules rules) {
    this.rules = rules;
  }

  @Override
  public String key() {
    return "compases";
  }

  @Override
  public ZamoraRules rules() {
    return rules;
  }

  @Override
  public String label(Side side) {
    return side == Side.FIRST ? "C1" : "C2";
  }

  @Override
  public CompasesPosition start() {
    return new CompasesPosition(
        new Square(1, 2), new Square(1, 3), new Square(4, 2), new Square(4, 3), Side.FIRST);
  }

  @Override
  public Side toMove(CompasesPosition p) {
    return p.toMove();
  }

  static boolean onBoard(Square s) {
    return s.row() >= 1 && s.row() <= 4 && s.col() >= 1 && s.col() <= 4;
  }

  private static int dirIndex(Square pivot, Square end) {
    for (int d = 0; d < 4; d++) {
      if (pivot.plus(DIRS[d][0], DIRS[d][1]).equals(end)) {
        return d;
      }
    }
    return -1;
  }

  /**
   * The arrival of a sweep of {@code end} around {@code pivot} by {@code k} quarter turns in
   * direction {@code sign} (+1 counter-clockwise), or {@code null} if the sweep is blocked.
   */
  static Square sweep(CompasesPosition p, Square pivot, Square end, int sign, int k) {
    Side mover = p.toMove();
    Square[] opp = p.ends(mover.opposite());
    int d = dirIndex(pivot, end);
    Square at = null;
    for (int step = 1; step <= k; step++) {
      int nd = Math.floorMod(d + sign * step, 4);
      at = pivot.plus(DIRS[nd][0], DIRS[nd][1]);
      if (!onBoard(at) || at.equals(opp[0]) || at.equals(opp[1])) {
        return null;
      }
    }
    return at;
  }

  @Override
  public List<Turn<CompasesPosition>> legalTurns(CompasesPosition p) {
    if (won(p) != null) {
      return List.of();
    }
    Map<String, CompasesPosition> out = new LinkedHashMap<>();
    Square[] own = p.ends(p.toMove());
    for (int e = 0; e < 2; e++) {
      Square end = own[e];
      Square pivot = own[1 - e];
      for (int sign : new int[] {1, -1}) {
        for (int k = 1; k <= 3; k++) {
          Square to = sweep(p, pivot, end, sign, k);
          if (to == null) {
            break;
          }
          if (!to.equals(end)) {
            out.putIfAbsent("V" + CompasesPosition.v(end) + ">V" + CompasesPosition.v(to),
                p.with(p.toMove(), pivot, to));
          }
        }
      }
    }
    List<Turn<CompasesPosition>> turns = new ArrayList<>();
    out.forEach((t, n) -> turns.add(new Turn<>(t, n)));
    return turns;
  }

  @Override
  public Applied<CompasesPosition> apply(CompasesPosition p, String turn) {
    if (won(p) != null) {
      return Applied.rejected("the game is over");
    }
    String[] f = turn.strip().split("\\s+");
    String[] ft = f[0].split(">");
    if (ft.length != 2 || f.length > 2 || (f.length == 2 && !f[1].startsWith("@"))) {
      return Applied.rejected("not a Compases turn (Vij>Vkl [@angle]): '" + turn + "'");
    }
    Square from;
    Square to;
    try {
      from = CompasesPosition.vertex(ft[0]);
      to = CompasesPosition.vertex(ft[1]);
    } catch (IllegalArgumentException e) {
      return Applied.rejected(e.getMessage());
    }
    Square[] own = p.ends(p.toMove());
    String me = label(p.toMove());
    int e = from.equals(own[0]) ? 0 : from.equals(own[1]) ? 1 : -1;
    if (e < 0) {
      return Applied.rejected("V" + CompasesPosition.v(from) + " is no end of " + me + "'s compass");
    }
    Square pivot = own[1 - e];
    if (dirIndex(pivot, to) < 0 || to.equals(from)) {
      return Applied.rejected("V" + CompasesPosition.v(to) + " is not at distance 1 from the pivot V"
          + CompasesPosition.v(pivot) + ", so no sweep of V" + CompasesPosition.v(from) + " reaches it");
    }
    String angle = f.length == 2 ? f[1].substring(1) : null;
    int turns = Math.floorMod(dirIndex(pivot, to) - dirIndex(pivot, from), 4); // ccw quarter turns
    List<String> tried = new ArrayList<>();
    for (int sign : new int[] {1, -1}) {
      int k = sign == 1 ? turns : 4 - turns;
      int signed = sign * 90 * k;
      if (angle != null && !angleMatches(angle, signed)) {
        continue;
      }
      Square arrival = sweep(p, pivot, from, sign, k);
      if (arrival != null) {
        return Applied.ok(p.with(p.toMove(), pivot, to));
      }
      tried.add((signed > 0 ? "+" : "") + signed);
    }
    if (tried.isEmpty()) {
      return Applied.rejected("V" + CompasesPosition.v(from) + " to V" + CompasesPosition.v(to)
          + " around V" + CompasesPosition.v(pivot) + " is no sweep of " + angle);
    }
    return Applied.rejected("the sweep of V" + CompasesPosition.v(from) + " to V"
        + CompasesPosition.v(to) + " around V" + CompasesPosition.v(pivot) + " (" + String.join(
            " or ", tried) + ") leaves the board or touches the opponent's compass");
  }

  private static boolean angleMatches(String angle, int signed) {
    switch (angle) {
      case "+90":
      case "90":
        return signed == 90 || (angle.equals("90") && signed == -90);
      case "-90":
        return signed == -90;
      case "180":
      case "+180":
      case "-180":
        return Math.abs(signed) == 180;
      case "+270":
        return signed == 270;
      case "-270":
        return signed == -270;
      case "270":
        return Math.abs(signed) == 270;
      default:
        return false;
    }
  }

  /** The side whose compass stands on its goal row, or {@code null}. */
  static Side won(CompasesPosition p) {
    if (p.c1a().row() == 4 || p.c1b().row() == 4) {
      return Side.FIRST;
    }
    if (p.c2a().row() == 1 || p.c2b().row() == 1) {
      return Side.SECOND;
    }
    return null;
  }

  @Override
  public Optional<Outcome> outcome(CompasesPosition p) {
    Side w = won(p);
    if (w != null) {
      return Optional.of(Outcome.win(w, label(w) + " reaches row " + (w == Side.FIRST ? 4 : 1)));
    }
    if (legalTurns(p).isEmpty()) {
      return Optional.of(Outcome.draw("stalemate: " + label(p.toMove()) + " cannot move"));
    }
    return Optional.empty();
  }

  @Override
  public String toText(CompasesPosition p) {
    return p.text();
  }

  @Override
  public CompasesPosition parse(String text) {
    return CompasesPosition.parse(text);
  }
}
