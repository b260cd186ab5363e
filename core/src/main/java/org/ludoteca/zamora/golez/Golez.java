package org.ludoteca.zamora.golez;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ludoteca.zamora.Applied;
import org.ludoteca.zamora.GoalGame;
import org.ludoteca.zamora.GridText;
import org.ludoteca.zamora.MatchScore;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.Turn;
import org.ludoteca.zamora.ZamoraRules;

/**
 * The rules of Golez (spec section 3, L346–560).
 *
 * <p>The field is rows 3–9 × columns 1–7; White's arc lies below row 3 and Black's above row 9,
 * shaped by {@link ZamoraRules#golezArc}. Keepers (P) go to any empty square of their own arc
 * and never leave it; defenders (D) make one orthogonal step, midfielders (M) one king step,
 * attackers (A) one or two queen steps through an empty square; no other piece enters an arc.
 * There are no captures. After the move, if the moved piece is at distance 1 (Chebyshev) from
 * the ball, the player may move the ball, and after each ball step any own piece at distance 1
 * may move it again, as long as the player likes. A step by piece A puts the ball on the
 * nearest empty square of A's colour (row + column parity). The ball in the opponent's arc is a
 * goal; in one's own arc an own goal (see {@link ZamoraRules#ownGoals}).
 *
 * <p>Turns are written {@code ID r.c-r.c [R=r.c,...]}. The position text is {@code <board>
 * <w|b> <score>}, the board from row 1 over the board squares only, {@code P D M A} for White,
 * {@code p d m a} for Black, {@code @} for the ball; the start under {@code block-2x5} is
 * {@code 5/2P2/2D1D2/3M3/1A3A1/3@3/1a3a1/3m3/2d1d2/2p2/5 w 0-0}.
 */
public final class Golez extends GoalGame<GolezPosition> {
  private static final int[][] KING = {
    {1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}
  };

  public Golez(ZamoraRules rules) {
    super(rules, 11, 7);
  }

  @Override
  public String key() {
    return "golez";
  }

  @Override
  public GolezPosition start() {
    return restart(Side.FIRST, MatchScore.NONE);
  }

  @Override
  protected GolezPosition restart(Side toMove, MatchScore score) {
    Map<Square, String> m = new HashMap<>();
    m.put(new Square(2, 4), "PB");
    m.put(new Square(3, 3), "DB1");
    m.put(new Square(3, 5), "DB2");
    m.put(new Square(4, 4), "MB");
    m.put(new Square(5, 2), "AB1");
    m.put(new Square(5, 6), "AB2");
    m.put(new Square(10, 4), "PN");
    m.put(new Square(9, 3), "DN1");
    m.put(new Square(9, 5), "DN2");
    m.put(new Square(8, 4), "MN");
    m.put(new Square(7, 2), "AN1");
    m.put(new Square(7, 6), "AN2");
    return new GolezPosition(m, new Square(6, 4), toMove, score);
  }

  @Override
  protected GolezPosition position(Map<Square, String> pieces, Square ball, Side toMove, MatchScore score) {
    return new GolezPosition(pieces, ball, toMove, score);
  }

  @Override
  protected Side sideOf(String id) {
    return GolezPosition.sideOf(id);
  }

  static boolean field(Square s) {
    return s.row() >= 3 && s.row() <= 9 && s.col() >= 1 && s.col() <= 7;
  }

  /** The side whose arc contains {@code s}, or {@code null} for field and off-board squares. */
  @Override
  protected Side arcOf(Square s) {
    int r = s.row();
    int c = s.col();
    boolean inArc;
    if (rules().golezArc() == ZamoraRules.GolezArc.BLOCK_2X5) {
      inArc = c >= 2 && c <= 6 && (r <= 2 || r >= 10) && r >= 1 && r <= 11;
    } else {
      inArc = ((r == 2 || r == 10) && c >= 1 && c <= 7) || ((r == 1 || r == 11) && c >= 3 && c <= 5);
    }
    if (!inArc) {
      return null;
    }
    return r <= 2 ? Side.FIRST : Side.SECOND;
  }

  @Override
  protected boolean onBoard(Square s) {
    return field(s) || arcOf(s) != null;
  }

  private static boolean empty(GolezPosition p, Square s) {
    return !p.pieces().containsKey(s) && !p.ball().equals(s);
  }

  /** The destinations of the piece on {@code from}, in a fixed order. */
  @Override
  protected List<Square> destinations(GolezPosition p, Square from) {
    String id = p.pieces().get(from);
    Side side = GolezPosition.sideOf(id);
    List<Square> out = new ArrayList<>();
    switch (id.charAt(0)) {
      case 'P':
        for (int r = 1; r <= 11; r++) {
          for (int c = 1; c <= 7; c++) {
            Square s = new Square(r, c);
            if (arcOf(s) == side && empty(p, s)) {
              out.add(s);
            }
          }
        }
        break;
      case 'D':
      case 'M':
        for (int k = 0; k < (id.charAt(0) == 'D' ? 4 : 8); k++) {
          Square s = from.plus(KING[k][0], KING[k][1]);
          if (field(s) && empty(p, s)) {
            out.add(s);
          }
        }
        break;
      case 'A':
        for (int[] d : KING) {
          Square s = from.plus(d[0], d[1]);
          if (field(s) && empty(p, s)) {
            out.add(s);
            Square t = s.plus(d[0], d[1]);
            if (field(t) && empty(p, t)) {
              out.add(t);
            }
          }
        }
        break;
      default:
        throw new IllegalStateException("unknown piece " + id);
    }
    return out;
  }

  /** The nearest empty board squares of colour {@code colour} around {@code ball}. */
  List<Square> nearest(GolezPosition p, Square ball, int colour) {
    for (int d = 1; d <= 10; d++) {
      List<Square> ring = new ArrayList<>();
      for (int dr = -d; dr <= d; dr++) {
        for (int dc = -d; dc <= d; dc++) {
          if (Math.max(Math.abs(dr), Math.abs(dc)) != d) {
            continue;
          }
          Square s = ball.plus(dr, dc);
          if (onBoard(s) && s.colour() == colour && !p.pieces().containsKey(s)) {
            ring.add(s);
          }
        }
      }
      if (!ring.isEmpty()) {
        ring.sort(null);
        return ring;
      }
    }
    return List.of();
  }

  /** The squares one ball step from {@code ball} may reach, given who may activate it. */
  private List<Square> stepTargets(GolezPosition p, Square ball, Square onlyActivator, Side side) {
    boolean[] colours = new boolean[2];
    if (onlyActivator != null) {
      if (onlyActivator.distance(ball) == 1) {
        colours[onlyActivator.colour()] = true;
      }
    } else {
      for (var e : p.pieces().entrySet()) {
        if (GolezPosition.sideOf(e.getValue()) == side && e.getKey().distance(ball) == 1) {
          colours[e.getKey().colour()] = true;
        }
      }
    }
    List<Square> out = new ArrayList<>();
    for (int c = 0; c < 2; c++) {
      if (colours[c]) {
        out.addAll(nearest(p, ball, c));
      }
    }
    return out;
  }

  @Override
  public List<Turn<GolezPosition>> legalTurns(GolezPosition p) {
    List<Turn<GolezPosition>> out = new ArrayList<>();
    if (p.score().winner(rules()).isPresent()) {
      return out;
    }
    Side me = p.toMove();
    for (Square from : new TreeMap<>(p.pieces()).keySet()) {
      String id = p.pieces().get(from);
      if (GolezPosition.sideOf(id) != me) {
        continue;
      }
      for (Square to : destinations(p, from)) {
        GolezPosition m = moved(p, from, to);
        String move = id + " " + from + "-" + to;
        Map<Square, List<Square>> paths = new LinkedHashMap<>();
        paths.put(p.ball(), List.of());
        Deque<Square> todo = new ArrayDeque<>();
        for (Square t : stepTargets(m, p.ball(), to, me)) {
          if (!paths.containsKey(t)) {
            paths.put(t, List.of(t));
            todo.add(t);
          }
        }
        while (!todo.isEmpty()) {
          Square b = todo.poll();
          if (arcOf(b) != null) {
            continue;
          }
          for (Square t : stepTargets(m, b, null, me)) {
            if (!paths.containsKey(t)) {
              List<Square> path = new ArrayList<>(paths.get(b));
              path.add(t);
              paths.put(t, path);
              todo.add(t);
            }
          }
        }
        for (var e : paths.entrySet()) {
          GolezPosition n = finish(m, e.getKey());
          if (n == null) {
            continue;
          }
          StringBuilder text = new StringBuilder(move);
          for (int i = 0; i < e.getValue().size(); i++) {
            text.append(i == 0 ? " R=" : ",").append(e.getValue().get(i));
          }
          out.add(new Turn<>(text.toString(), n));
        }
      }
    }
    return out;
  }

  @Override
  public Applied<GolezPosition> apply(GolezPosition p, String turn) {
    if (p.score().winner(rules()).isPresent()) {
      return Applied.rejected("the game is over");
    }
    String[] f = turn.strip().split("\\s+");
    if (f.length < 2 || f.length > 3 || (f.length == 3 && !f[2].startsWith("R="))) {
      return Applied.rejected("not a Golez turn (ID r.c-r.c [R=r.c,...]): '" + turn + "'");
    }
    String id = f[0];
    String[] ft = f[1].split("-");
    Square from;
    Square to;
    List<Square> chain = new ArrayList<>();
    try {
      if (ft.length != 2) {
        throw new IllegalArgumentException("not a move r.c-r.c: '" + f[1] + "'");
      }
      from = Square.parse(ft[0]);
      to = Square.parse(ft[1]);
      if (f.length == 3) {
        for (String s : f[2].substring(2).split(",")) {
          chain.add(Square.parse(s));
        }
      }
    } catch (IllegalArgumentException e) {
      return Applied.rejected(e.getMessage());
    }
    Side me = p.toMove();
    String there = p.pieces().get(from);
    if (there == null || GolezPosition.sideOf(there) != me) {
      return Applied.rejected("no " + label(me) + " piece on " + from);
    }
    if (id.length() < 2 || there.charAt(0) != id.charAt(0) || there.charAt(1) != id.charAt(1)) {
      return Applied.rejected(from + " holds " + there + ", not " + id);
    }
    if (!destinations(p, from).contains(to)) {
      return Applied.rejected(there + " cannot go from " + from + " to " + to
          + (p.ball().equals(to) || p.pieces().containsKey(to) ? " (not empty)"
              : arcOf(to) != null && there.charAt(0) != 'P' ? " (only keepers enter an arc)" : ""));
    }
    GolezPosition m = moved(p, from, to);
    Square ball = p.ball();
    for (int i = 0; i < chain.size(); i++) {
      Square next = chain.get(i);
      if (arcOf(ball) != null) {
        return Applied.rejected("ball step " + (i + 1) + ": the ball is already in an arc (goal)");
      }
      List<Square> targets = stepTargets(m, ball, i == 0 ? to : null, me);
      if (!targets.contains(next)) {
        if (i == 0 && to.distance(ball) != 1) {
          return Applied.rejected("the moved " + there + " on " + to
              + " is not next to the ball on " + ball + ", so it cannot move it");
        }
        return Applied.rejected("ball step " + (i + 1) + " " + ball + " to " + next + ": "
            + (targets.isEmpty() ? "no own piece next to the ball may move it"
                : "the nearest empty squares of the activators' colours are " + targets));
      }
      ball = next;
    }
    GolezPosition n = finish(m, ball);
    if (n == null) {
      return Applied.rejected("own goal on " + ball + " is not allowed under rule set "
          + rules().name());
    }
    return Applied.ok(n);
  }

  @Override
  public GolezPosition parse(String text) {
    String[] f = text.strip().split("\\s+");
    if (f.length != 3 || !(f[1].equals("w") || f[1].equals("b"))) {
      throw new IllegalArgumentException("not a Golez position: '" + text + "'");
    }
    Map<Square, String> pieces = new HashMap<>();
    Map<String, Integer> count = new HashMap<>();
    Square ball = null;
    for (var e : new TreeMap<>(GridText.read(f[0], 11, 7, this::onBoard)).entrySet()) {
      char ch = e.getValue();
      if (ch == '@') {
        ball = e.getKey();
        continue;
      }
      if ("PDMApdma".indexOf(ch) < 0) {
        throw new IllegalArgumentException("unknown Golez piece '" + ch + "'");
      }
      String base = "" + Character.toUpperCase(ch) + (Character.isUpperCase(ch) ? 'B' : 'N');
      int n = count.merge(base, 1, Integer::sum);
      pieces.put(e.getKey(), base.charAt(0) == 'D' || base.charAt(0) == 'A' ? base + n : base);
    }
    if (ball == null) {
      throw new IllegalArgumentException("no ball (@) in '" + text + "'");
    }
    for (var e : pieces.entrySet()) {
      if (!(e.getValue().charAt(0) == 'P' ? arcOf(e.getKey()) == GolezPosition.sideOf(e.getValue()) : field(e.getKey()))) {
        throw new IllegalArgumentException(e.getValue() + " may not stand on " + e.getKey());
      }
    }
    return new GolezPosition(pieces, ball, f[1].equals("w") ? Side.FIRST : Side.SECOND,
        MatchScore.parse(f[2]));
  }
}
