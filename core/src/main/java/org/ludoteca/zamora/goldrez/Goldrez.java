package org.ludoteca.zamora.goldrez;

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
 * The rules of Goldrez (spec section 4, L562–637).
 *
 * <p>The field is rows 2–8 × columns 1–7, White's arc (1,3)–(1,5), Black's (9,3)–(9,5). Pieces
 * move as in chess, always to an empty square, never over a piece or the ball (except the
 * knight); kings step sideways within their arc and no other piece enters an arc. After the
 * move, if the moved piece is at distance 1 (Chebyshev) from the ball, the player may move the
 * ball with that piece's geometry (king step, rook/bishop/queen line with a clear path, knight
 * jump) to an empty square; then any other own piece at distance 1 from the ball may do the
 * same, each piece at most once per turn. The ball in the opponent's arc is a goal.
 *
 * <p>Turns are written {@code Xs r.c-r.c [O=r.c,...]}. The position text is {@code <board>
 * <w|b> <score>}, the board from row 1 over board squares only, {@code R D T A C} for White,
 * lower case for Black, {@code @} the ball; the start is {@code
 * 1R1/2T1A2/3C3/3D3/3@3/3d3/3c3/2a1t2/1r1 w 0-0}.
 */
public final class Goldrez extends GoalGame<GoldrezPosition> {
  private static final int[][] ORTHO = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] DIAG = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final int[][] KNIGHT = {
    {1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}
  };
  private static final String ORDER = "RDTAC";

  public Goldrez(ZamoraRules rules) {
    super(rules, 9, 7);
  }

  @Override
  public String key() {
    return "goldrez";
  }

  @Override
  public GoldrezPosition start() {
    return restart(Side.FIRST, MatchScore.NONE);
  }

  @Override
  protected GoldrezPosition restart(Side toMove, MatchScore score) {
    Map<Square, String> m = new HashMap<>();
    m.put(new Square(1, 4), "Rb");
    m.put(new Square(4, 4), "Db");
    m.put(new Square(2, 3), "Tb");
    m.put(new Square(2, 5), "Ab");
    m.put(new Square(3, 4), "Cb");
    m.put(new Square(9, 4), "Rn");
    m.put(new Square(6, 4), "Dn");
    m.put(new Square(8, 5), "Tn");
    m.put(new Square(8, 3), "An");
    m.put(new Square(7, 4), "Cn");
    return new GoldrezPosition(m, new Square(5, 4), toMove, score);
  }

  @Override
  protected GoldrezPosition position(Map<Square, String> pieces, Square ball, Side toMove, MatchScore score) {
    return new GoldrezPosition(pieces, ball, toMove, score);
  }

  @Override
  protected Side sideOf(String id) {
    return GoldrezPosition.sideOf(id);
  }

  static boolean field(Square s) {
    return s.row() >= 2 && s.row() <= 8 && s.col() >= 1 && s.col() <= 7;
  }

  /** The side whose arc holds {@code s}, or {@code null}. */
  @Override
  protected Side arcOf(Square s) {
    if (s.col() < 3 || s.col() > 5) {
      return null;
    }
    return s.row() == 1 ? Side.FIRST : s.row() == 9 ? Side.SECOND : null;
  }

  @Override
  protected boolean onBoard(Square s) {
    return field(s) || arcOf(s) != null;
  }

  /**
   * The squares reachable from {@code from} by one move of kind {@code kind} onto empty board
   * squares, sliding over empty squares only; {@code blocked} tells what is not empty.
   */
  List<Square> reach(char kind, Square from, java.util.function.Predicate<Square> blocked) {
    List<Square> out = new ArrayList<>();
    switch (kind) {
      case 'R':
        for (int[] d : ORTHO) {
          add(out, from.plus(d[0], d[1]), blocked);
        }
        for (int[] d : DIAG) {
          add(out, from.plus(d[0], d[1]), blocked);
        }
        break;
      case 'C':
        for (int[] d : KNIGHT) {
          add(out, from.plus(d[0], d[1]), blocked);
        }
        break;
      default:
        List<int[]> dirs = new ArrayList<>();
        if (kind == 'T' || kind == 'D') {
          dirs.addAll(List.of(ORTHO));
        }
        if (kind == 'A' || kind == 'D') {
          dirs.addAll(List.of(DIAG));
        }
        for (int[] d : dirs) {
          Square s = from.plus(d[0], d[1]);
          while (onBoard(s) && !blocked.test(s)) {
            out.add(s);
            s = s.plus(d[0], d[1]);
          }
        }
    }
    return out;
  }

  private void add(List<Square> out, Square s, java.util.function.Predicate<Square> blocked) {
    if (onBoard(s) && !blocked.test(s)) {
      out.add(s);
    }
  }

  /** The destinations of the piece on {@code from}. */
  @Override
  protected List<Square> destinations(GoldrezPosition p, Square from) {
    String id = p.pieces().get(from);
    Side side = GoldrezPosition.sideOf(id);
    List<Square> out = new ArrayList<>();
    for (Square s : reach(id.charAt(0), from,
        s -> p.pieces().containsKey(s) || p.ball().equals(s))) {
      if (id.charAt(0) == 'R' ? arcOf(s) == side : field(s)) {
        out.add(s);
      }
    }
    return out;
  }

  private List<Square> ballMoves(GoldrezPosition m, char kind, Square ball) {
    return reach(kind, ball, s -> m.pieces().containsKey(s));
  }

  /** A ball chain state: where the ball is and which own pieces have acted (bit per ORDER). */
  private record Chain(Square ball, int used) {}

  /** The chain states one ball step away from {@code c}. */
  private List<Chain> steps(GoldrezPosition m, Chain c, Square onlyActivator) {
    List<Chain> out = new ArrayList<>();
    if (arcOf(c.ball()) != null) {
      return out;
    }
    Side me = m.toMove();
    for (var e : new TreeMap<>(m.pieces()).entrySet()) {
      String id = e.getValue();
      int bit = 1 << ORDER.indexOf(id.charAt(0));
      if (GoldrezPosition.sideOf(id) != me || (c.used() & bit) != 0
          || e.getKey().distance(c.ball()) != 1
          || (onlyActivator != null && !onlyActivator.equals(e.getKey()))) {
        continue;
      }
      for (Square t : ballMoves(m, id.charAt(0), c.ball())) {
        out.add(new Chain(t, c.used() | bit));
      }
    }
    return out;
  }

  @Override
  public List<Turn<GoldrezPosition>> legalTurns(GoldrezPosition p) {
    List<Turn<GoldrezPosition>> out = new ArrayList<>();
    if (p.score().winner(rules()).isPresent()) {
      return out;
    }
    Side me = p.toMove();
    for (Square from : new TreeMap<>(p.pieces()).keySet()) {
      String id = p.pieces().get(from);
      if (GoldrezPosition.sideOf(id) != me) {
        continue;
      }
      for (Square to : destinations(p, from)) {
        GoldrezPosition m = moved(p, from, to);
        Map<Chain, List<Square>> seen = new HashMap<>();
        Map<Square, List<Square>> finals = new LinkedHashMap<>();
        Chain c0 = new Chain(p.ball(), 0);
        seen.put(c0, List.of());
        finals.put(p.ball(), List.of());
        Deque<Chain> todo = new ArrayDeque<>();
        todo.add(c0);
        while (!todo.isEmpty()) {
          Chain c = todo.poll();
          for (Chain n : steps(m, c, c.used() == 0 ? to : null)) {
            if (!seen.containsKey(n)) {
              List<Square> path = new ArrayList<>(seen.get(c));
              path.add(n.ball());
              seen.put(n, path);
              finals.putIfAbsent(n.ball(), path);
              todo.add(n);
            }
          }
        }
        for (var e : finals.entrySet()) {
          GoldrezPosition n = finish(m, e.getKey());
          if (n == null) {
            continue;
          }
          StringBuilder text = new StringBuilder(id + " " + from + "-" + to);
          for (int i = 0; i < e.getValue().size(); i++) {
            text.append(i == 0 ? " O=" : ",").append(e.getValue().get(i));
          }
          out.add(new Turn<>(text.toString(), n));
        }
      }
    }
    return out;
  }

  @Override
  public Applied<GoldrezPosition> apply(GoldrezPosition p, String turn) {
    if (p.score().winner(rules()).isPresent()) {
      return Applied.rejected("the game is over");
    }
    String[] f = turn.strip().split("\\s+");
    if (f.length < 2 || f.length > 3 || (f.length == 3 && !f[2].startsWith("O="))) {
      return Applied.rejected("not a Goldrez turn (Xs r.c-r.c [O=r.c,...]): '" + turn + "'");
    }
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
    String id = p.pieces().get(from);
    if (id == null || GoldrezPosition.sideOf(id) != me) {
      return Applied.rejected("no " + label(me) + " piece on " + from);
    }
    if (!id.equals(f[0])) {
      return Applied.rejected(from + " holds " + id + ", not " + f[0]);
    }
    if (!destinations(p, from).contains(to)) {
      return Applied.rejected(id + " cannot go from " + from + " to " + to);
    }
    GoldrezPosition m = moved(p, from, to);
    // Which pieces act is not written: search every assignment, each piece once.
    List<Chain> states = List.of(new Chain(p.ball(), 0));
    for (int i = 0; i < chain.size(); i++) {
      Square next = chain.get(i);
      List<Chain> reached = new ArrayList<>();
      for (Chain c : states) {
        for (Chain n : steps(m, c, i == 0 ? to : null)) {
          if (n.ball().equals(next) && !reached.contains(n)) {
            reached.add(n);
          }
        }
      }
      if (reached.isEmpty()) {
        Square at = i == 0 ? p.ball() : chain.get(i - 1);
        if (i == 0 && to.distance(p.ball()) != 1) {
          return Applied.rejected("the moved " + id + " on " + to + " is not next to the ball on "
              + p.ball() + ", so it cannot move it");
        }
        return Applied.rejected("ball step " + (i + 1) + " " + at + " to " + next
            + ": no own piece next to the ball that has not yet acted can send it there");
      }
      states = reached;
    }
    Square ball = chain.isEmpty() ? p.ball() : chain.get(chain.size() - 1);
    GoldrezPosition n = finish(m, ball);
    if (n == null) {
      return Applied.rejected("own goal on " + ball + " is not allowed under rule set "
          + rules().name());
    }
    return Applied.ok(n);
  }

  @Override
  public GoldrezPosition parse(String text) {
    String[] f = text.strip().split("\\s+");
    if (f.length != 3 || !(f[1].equals("w") || f[1].equals("b"))) {
      throw new IllegalArgumentException("not a Goldrez position: '" + text + "'");
    }
    Map<Square, String> pieces = new HashMap<>();
    Square ball = null;
    for (var e : GridText.read(f[0], 9, 7, this::onBoard).entrySet()) {
      char ch = e.getValue();
      if (ch == '@') {
        ball = e.getKey();
        continue;
      }
      if (ORDER.indexOf(Character.toUpperCase(ch)) < 0) {
        throw new IllegalArgumentException("unknown Goldrez piece '" + ch + "'");
      }
      String id = "" + Character.toUpperCase(ch) + (Character.isUpperCase(ch) ? 'b' : 'n');
      if (pieces.containsValue(id)) {
        throw new IllegalArgumentException("two pieces " + id + " in '" + text + "'");
      }
      pieces.put(e.getKey(), id);
    }
    if (ball == null) {
      throw new IllegalArgumentException("no ball (@) in '" + text + "'");
    }
    for (var e : pieces.entrySet()) {
      if (!(e.getValue().charAt(0) == 'R' ? arcOf(e.getKey()) == GoldrezPosition.sideOf(e.getValue()) : field(e.getKey()))) {
        throw new IllegalArgumentException(e.getValue() + " may not stand on " + e.getKey());
      }
    }
    return new GoldrezPosition(pieces, ball, f[1].equals("w") ? Side.FIRST : Side.SECOND,
        MatchScore.parse(f[2]));
  }
}
