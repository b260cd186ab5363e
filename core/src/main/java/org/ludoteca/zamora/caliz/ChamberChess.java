package org.ludoteca.zamora.caliz;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.ludoteca.zamora.GridText;
import org.ludoteca.zamora.Removal;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.ZamoraRules;

/**
 * The board and turn mechanics shared by Un Cáliz para el Rey and El Gol de Oro: the 15×9 board
 * with chambers, chess geometry, and the chains in which the Cáliz (ball) or, in Gol de Oro, a
 * fouled piece is passed on by own pieces.
 *
 * <p>A turn is written as a chain {@code a>b>c>…}: the piece on {@code a} moves to {@code b};
 * if {@code b} holds the Cáliz (or, in Gol de Oro, an enemy piece), that object leaves {@code b}
 * with the mover's geometry to {@code c}, and every further square but the last holds an own
 * piece that passes it on with its own geometry; the last square must be empty. Each own piece
 * handles the object at most once per turn. A pawn passes the object with the kind of step it
 * made (straight or diagonal, either diagonal), and as a relay with either kind.
 */
public final class ChamberChess {
  /** Rows and columns of the frame. */
  public static final int ROWS = 15;

  public static final int COLS = 9;

  private static final int[][] ORTHO = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] DIAG = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final int[][] KNIGHT = {
    {1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}
  };

  private final boolean golDeOro;
  private final ZamoraRules rules;

  /** The mechanics of Un Cáliz para el Rey ({@code golDeOro} false) or El Gol de Oro. */
  public ChamberChess(boolean golDeOro, ZamoraRules rules) {
    this.golDeOro = golDeOro;
    this.rules = rules;
  }

  /** Whether {@code s} is one of the 123 squares. */
  public static boolean onBoard(Square s) {
    int r = s.row();
    int c = s.col();
    if (r < 1 || r > ROWS || c < 1 || c > COLS) {
      return false;
    }
    return (r != 1 && r != ROWS) || (c >= 4 && c <= 6);
  }

  /** The side whose King's chambers hold {@code s} (row 1: Black, row 15: White), or null. */
  public static Side chamberOf(Square s) {
    if (s.col() < 4 || s.col() > 6) {
      return null;
    }
    return s.row() == 1 ? Side.SECOND : s.row() == ROWS ? Side.FIRST : null;
  }

  /** The start position (spec section 5, with the white Rook on 12.8), White to move. */
  public static CalizPosition start() {
    Map<Square, Character> m = new HashMap<>();
    String[] black = {"K1.5", "B2.3", "R2.7", "R4.2", "P4.5", "B4.8", "N5.4", "N5.6", "Q6.5",
        "P7.3", "P7.7"};
    for (String s : black) {
      Square sq = Square.parse(s.substring(1));
      m.put(sq, Character.toLowerCase(s.charAt(0)));
      m.put(new Square(16 - sq.row(), 10 - sq.col()), s.charAt(0));
    }
    return new CalizPosition(m, new Square(8, 5), Side.FIRST);
  }

  /** Forward row step of {@code side}'s pawns: White goes to row 1. */
  static int forward(Side side) {
    return side == Side.FIRST ? -1 : 1;
  }

  /** Whether a pawn of {@code side} on {@code s} promotes (row 2 for White, 14 for Black). */
  static boolean promotes(Side side, Square s) {
    return side == Side.FIRST ? s.row() == 2 : s.row() == ROWS - 1;
  }

  /** Pawn step kinds. */
  enum PawnStep {
    STRAIGHT,
    DIAGONAL,
    ANY
  }

  /**
   * The squares a piece of kind {@code kind} (upper case) of {@code side} standing on {@code
   * from} reaches in one move, sliders stopping at (and including) the first non-empty square;
   * {@code blocked} tells which squares are not empty.
   */
  static List<Square> reach(char kind, Side side, Square from, PawnStep pawn,
      java.util.function.Predicate<Square> blocked) {
    List<Square> out = new ArrayList<>();
    switch (kind) {
      case 'K':
        for (int[] d : ORTHO) {
          addIf(out, from.plus(d[0], d[1]));
        }
        for (int[] d : DIAG) {
          addIf(out, from.plus(d[0], d[1]));
        }
        break;
      case 'N':
        for (int[] d : KNIGHT) {
          addIf(out, from.plus(d[0], d[1]));
        }
        break;
      case 'P':
        int f = forward(side);
        if (pawn != PawnStep.DIAGONAL) {
          addIf(out, from.plus(f, 0));
        }
        if (pawn != PawnStep.STRAIGHT) {
          addIf(out, from.plus(f, -1));
          addIf(out, from.plus(f, 1));
        }
        break;
      default:
        List<int[]> dirs = new ArrayList<>();
        if (kind == 'R' || kind == 'Q') {
          dirs.addAll(List.of(ORTHO));
        }
        if (kind == 'B' || kind == 'Q') {
          dirs.addAll(List.of(DIAG));
        }
        for (int[] d : dirs) {
          Square s = from.plus(d[0], d[1]);
          while (onBoard(s)) {
            out.add(s);
            if (blocked.test(s)) {
              break;
            }
            s = s.plus(d[0], d[1]);
          }
        }
    }
    return out;
  }

  private static void addIf(List<Square> out, Square s) {
    if (onBoard(s)) {
      out.add(s);
    }
  }

  /** Whether a piece of {@code by} attacks {@code target} (the Cáliz and pieces block lines). */
  public static boolean attacked(CalizPosition p, Square target, Side by) {
    for (var e : p.pieces().entrySet()) {
      char ch = e.getValue();
      if (CalizPosition.sideOf(ch) != by) {
        continue;
      }
      char kind = Character.toUpperCase(ch);
      Square from = e.getKey();
      if (kind == 'P') {
        if (target.row() == from.row() + forward(by) && Math.abs(target.col() - from.col()) == 1) {
          return true;
        }
        continue;
      }
      if (from.distance(target) > 1 && kind == 'K') {
        continue;
      }
      for (Square s : reach(kind, by, from, PawnStep.ANY,
          q -> p.pieces().containsKey(q) || p.caliz().equals(q))) {
        if (s.equals(target)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The pieces of {@code by} attacking {@code target}, named ("the black Queen on 12.2"). */
  static String attackers(CalizPosition p, Square target, Side by) {
    List<String> out = new ArrayList<>();
    for (var e : new TreeMap<>(p.pieces()).entrySet()) {
      if (CalizPosition.sideOf(e.getValue()) != by) {
        continue;
      }
      if (attackedBy(p, target, e.getKey())) {
        out.add("the " + (by == Side.FIRST ? "white " : "black ")
            + name(Character.toUpperCase(e.getValue())) + " on " + e.getKey());
      }
    }
    return String.join(" and ", out);
  }

  private static boolean attackedBy(CalizPosition p, Square target, Square from) {
    char ch = p.pieces().get(from);
    Side by = CalizPosition.sideOf(ch);
    char kind = Character.toUpperCase(ch);
    if (kind == 'P') {
      return target.row() == from.row() + forward(by) && Math.abs(target.col() - from.col()) == 1;
    }
    return reach(kind, by, from, PawnStep.ANY,
        q -> p.pieces().containsKey(q) || p.caliz().equals(q)).contains(target);
  }

  /** The square of {@code side}'s King, or null. */
  public static Square king(CalizPosition p, Side side) {
    char k = side == Side.FIRST ? 'K' : 'k';
    for (var e : p.pieces().entrySet()) {
      if (e.getValue() == k) {
        return e.getKey();
      }
    }
    return null;
  }

  /** Whether {@code side}'s King is attacked. */
  public static boolean inCheck(CalizPosition p, Side side) {
    Square k = king(p, side);
    return k != null && attacked(p, k, side.opposite());
  }

  /** The result of playing a chain: the next position, or why not. */
  public record Played(CalizPosition next, String reason, boolean foul) {}

  private static Played no(String reason) {
    return new Played(null, reason, false);
  }

  /** Plays the chain {@code chain} in {@code p} (see the class doc), or says why it is illegal. */
  public Played play(CalizPosition p, List<Square> chain) {
    Side me = p.toMove();
    if (chain.size() < 2) {
      return no("a turn names at least the piece's square and its destination");
    }
    Square a = chain.get(0);
    Square b = chain.get(1);
    Character mover = p.pieces().get(a);
    if (mover == null || CalizPosition.sideOf(mover) != me) {
      return no("no " + me.gameSide().label() + " piece on " + a);
    }
    char kind = Character.toUpperCase(mover);
    if (!onBoard(b)) {
      return no(b + " is not on the board");
    }
    Character atB = p.pieces().get(b);
    boolean calizAtB = p.caliz().equals(b);
    boolean enemyAtB = atB != null && CalizPosition.sideOf(atB) != me;
    if (atB != null && !enemyAtB) {
      return no(b + " holds an own piece");
    }
    PawnStep step = null;
    if (kind == 'P') {
      int f = forward(me);
      if (b.row() == a.row() + f && b.col() == a.col()) {
        step = PawnStep.STRAIGHT;
        if (enemyAtB && !(golDeOro && rules.pawnFoulsStraight())) {
          return no("a pawn " + (golDeOro ? "fouls" : "captures") + " only diagonally");
        }
      } else if (b.row() == a.row() + f && Math.abs(b.col() - a.col()) == 1) {
        step = PawnStep.DIAGONAL;
        if (atB == null && !calizAtB) {
          return no("a pawn steps diagonally only onto an enemy piece or the "
              + (golDeOro ? "ball" : "Cáliz"));
        }
      } else {
        return no("the pawn on " + a + " cannot reach " + b);
      }
    } else if (!reach(kind, me, a, PawnStep.ANY,
        q -> p.pieces().containsKey(q) || p.caliz().equals(q)).contains(b)) {
      return no(name(kind) + " on " + a + " cannot reach " + b);
    }
    Side chamber = chamberOf(b);
    if (chamber != null && !(kind == 'K' && chamber == me) && !(golDeOro && enemyAtB)) {
      return no(b + " is a chamber square of the " + chamber.gameSide().label()
          + " King");
    }
    Map<Square, Character> pieces = new HashMap<>(p.pieces());
    pieces.remove(a);
    Square caliz = p.caliz();
    boolean foul = false;
    if (!calizAtB && !(golDeOro && enemyAtB)) {
      if (chain.size() > 2) {
        return no(b + " holds neither the " + (golDeOro ? "ball nor an enemy piece" : "Cáliz")
            + ", so nothing is passed on");
      }
      if (enemyAtB && Character.toUpperCase(atB) == 'K') {
        return no("a King cannot be captured");
      }
      pieces.put(b, promote(mover, me, b));
    } else {
      List<Square> path = chain.subList(2, chain.size());
      String object = calizAtB ? (golDeOro ? "the ball" : "the Cáliz") : "the fouled piece";
      if (path.isEmpty()) {
        return no(object + " on " + b + " must be passed on");
      }
      pieces.put(b, mover);
      Set<Square> used = new HashSet<>();
      used.add(b);
      Square cur = b;
      char carrier = kind;
      PawnStep carrierStep = step;
      for (int i = 0; i < path.size(); i++) {
        Square t = path.get(i);
        boolean last = i == path.size() - 1;
        final Square ball = caliz;
        final boolean victim = !calizAtB;
        List<Square> targets = reach(carrier, me, cur, carrierStep == null ? PawnStep.ANY
            : carrierStep, q -> pieces.containsKey(q) || (victim && q.equals(ball)));
        if (!targets.contains(t)) {
          return no(object + " cannot go from " + cur + " to " + t + " as a " + name(carrier)
              + (carrier == 'P' && carrierStep != PawnStep.ANY
                  ? " (" + carrierStep.name().toLowerCase() + " step)" : ""));
        }
        Character there = pieces.get(t);
        if (there != null && CalizPosition.sideOf(there) != me) {
          return no(object + " may not land on the enemy piece on " + t);
        }
        if (last) {
          if (there != null) {
            return no(object + " lands on the own piece on " + t + ", which must pass it on");
          }
          if (victim && t.equals(caliz)) {
            return no("the fouled piece may not be put on the ball's square " + t);
          }
        } else {
          if (there == null) {
            return no(object + " stops on the empty square " + t + " but the chain goes on");
          }
          if (!used.add(t)) {
            return no("the piece on " + t + " has already handled " + object + " this turn");
          }
          carrier = Character.toUpperCase(there);
          carrierStep = PawnStep.ANY;
        }
        cur = t;
      }
      Side ch = chamberOf(cur);
      if (calizAtB) {
        if (ch == me) {
          return no(object + " may not be put in the own King's chambers (" + cur + ")");
        }
        caliz = cur;
        pieces.put(b, promote(mover, me, b));
      } else {
        foul = true;
        char v = atB;
        if (ch != null && !(Character.toUpperCase(v) == 'K' && CalizPosition.sideOf(v) == ch)) {
          return no("the fouled " + name(Character.toUpperCase(v)) + " may not be put on the "
              + "chamber square " + cur);
        }
        pieces.put(cur, v);
        pieces.remove(b); // the fouler is expelled
      }
    }
    CalizPosition next = new CalizPosition(pieces, caliz, me.opposite());
    if (!golDeOro && inCheck(next, me)) {
      Square k = king(next, me);
      return no("the move leaves the " + me.gameSide().label() + " King on " + k
          + " in check from " + attackers(next, k, me.opposite()));
    }
    return new Played(next, null, foul);
  }

  /**
   * What the legal chain {@code turn} takes off the board in {@code p}: the enemy piece on the
   * mover's destination, captured in Un Cáliz para el Rey; in El Gol de Oro the mover itself,
   * expelled for fouling that piece. Nothing when the destination holds no enemy piece (a plain
   * move or a Cáliz/ball chain) or the text does not read.
   */
  public List<Removal> removals(CalizPosition p, String turn) {
    List<Square> chain;
    try {
      chain = chain(turn);
    } catch (IllegalArgumentException e) {
      return List.of();
    }
    if (chain.size() < 2) {
      return List.of();
    }
    Side me = p.toMove();
    Character mover = p.pieces().get(chain.get(0));
    Character target = p.pieces().get(chain.get(1));
    if (mover == null || target == null || CalizPosition.sideOf(target) == me) {
      return List.of();
    }
    return List.of(golDeOro
        ? new Removal(Removal.FOUL, me, mover, chain.get(1), mover, chain.get(0))
        : new Removal(Removal.CAPTURE, me, target, chain.get(1), mover, chain.get(0)));
  }

  private static char promote(char piece, Side side, Square at) {
    return Character.toUpperCase(piece) == 'P' && promotes(side, at)
        ? (side == Side.FIRST ? 'Q' : 'q') : piece;
  }

  static String name(char kind) {
    switch (kind) {
      case 'K':
        return "King";
      case 'Q':
        return "Queen";
      case 'R':
        return "Rook";
      case 'B':
        return "Bishop";
      case 'N':
        return "Knight";
      default:
        return "Pawn";
    }
  }

  /** Every chain that {@link #play} accepts in {@code p}, with its result, in a fixed order. */
  public Map<String, CalizPosition> legal(CalizPosition p, boolean stopAtFirst) {
    return legal(p, stopAtFirst, null);
  }

  /** As {@link #legal(CalizPosition, boolean)}, only moves to {@code onlyTo} if not null. */
  public Map<String, CalizPosition> legal(CalizPosition p, boolean stopAtFirst, Square onlyTo) {
    Map<String, CalizPosition> out = new java.util.LinkedHashMap<>();
    Side me = p.toMove();
    for (var e : new TreeMap<>(p.pieces()).entrySet()) {
      if (CalizPosition.sideOf(e.getValue()) != me) {
        continue;
      }
      Square a = e.getKey();
      char kind = Character.toUpperCase(e.getValue());
      Set<Square> dests = new LinkedHashSet<>(reach(kind, me, a, PawnStep.ANY,
          q -> p.pieces().containsKey(q) || p.caliz().equals(q)));
      for (Square b : dests) {
        if (onlyTo != null && !onlyTo.equals(b)) {
          continue;
        }
        List<List<Square>> chains = new ArrayList<>();
        Character atB = p.pieces().get(b);
        boolean carries = p.caliz().equals(b)
            || (golDeOro && atB != null && CalizPosition.sideOf(atB) != me);
        if (!carries) {
          chains.add(List.of(a, b));
        } else {
          PawnStep step = kind != 'P' ? null
              : b.col() == a.col() ? PawnStep.STRAIGHT : PawnStep.DIAGONAL;
          Map<Square, Character> pieces = new HashMap<>(p.pieces());
          pieces.remove(a);
          pieces.put(b, e.getValue());
          List<Square> path = new ArrayList<>(List.of(a, b));
          Set<Square> used = new HashSet<>(Set.of(b));
          carry(pieces, me, b, kind, step, !p.caliz().equals(b), p.caliz(), used, path, chains);
        }
        for (List<Square> c : chains) {
          Played r = play(p, c);
          if (r.next() != null) {
            out.putIfAbsent(text(c), r.next());
            if (stopAtFirst) {
              return out;
            }
          }
        }
      }
    }
    return out;
  }

  private void carry(Map<Square, Character> pieces, Side me, Square cur, char carrier,
      PawnStep step, boolean victim, Square ball, Set<Square> used, List<Square> path,
      List<List<Square>> out) {
    for (Square t : reach(carrier, me, cur, step == null ? PawnStep.ANY : step,
        q -> pieces.containsKey(q) || (victim && q.equals(ball)))) {
      Character there = pieces.get(t);
      path.add(t);
      if (there == null) {
        out.add(new ArrayList<>(path));
      } else if (CalizPosition.sideOf(there) == me && !used.contains(t)) {
        used.add(t);
        carry(pieces, me, t, Character.toUpperCase(there), PawnStep.ANY, victim, ball, used, path,
            out);
        used.remove(t);
      }
      path.remove(path.size() - 1);
    }
  }

  /** The chain text {@code a>b>…}. */
  public static String text(List<Square> chain) {
    StringBuilder sb = new StringBuilder();
    for (Square s : chain) {
      if (sb.length() > 0) {
        sb.append('>');
      }
      sb.append(s);
    }
    return sb.toString();
  }

  /** Reads a chain {@code a>b>…}; throws {@link IllegalArgumentException}. */
  public static List<Square> chain(String text) {
    List<Square> out = new ArrayList<>();
    for (String s : text.split(">")) {
      out.add(Square.parse(s.strip()));
    }
    return out;
  }

  /** Whether {@code side}, if it were to move in {@code p}, could put the object in the enemy chambers. */
  public boolean threatens(CalizPosition p, Side side) {
    CalizPosition q = new CalizPosition(p.pieces(), p.caliz(), side);
    for (CalizPosition n : legal(q, false).values()) {
      if (chamberOf(n.caliz()) == side.opposite()) {
        return true;
      }
    }
    return false;
  }

  /** The position text: {@code <board> <w|b>}, {@code @} for the Cáliz or ball. */
  public static String toText(CalizPosition p) {
    Map<Square, Character> m = new HashMap<>(p.pieces());
    m.put(p.caliz(), '@');
    return GridText.write(ROWS, COLS, ChamberChess::onBoard, m::get) + " "
        + (p.toMove() == Side.FIRST ? "w" : "b");
  }

  /** Reads {@link #toText}. */
  public static CalizPosition parse(String text) {
    return parse(text, false);
  }

  /**
   * Reads a position text; with {@code kingMayBeGone}, a side may have no King (El Gol de Oro: a
   * King that fouls is expelled like any fouler), else each has exactly one.
   */
  public static CalizPosition parse(String text, boolean kingMayBeGone) {
    String[] f = text.strip().split("\\s+");
    if (f.length != 2 || !(f[1].equals("w") || f[1].equals("b"))) {
      throw new IllegalArgumentException("not a chamber-chess position: '" + text + "'");
    }
    Map<Square, Character> pieces = new HashMap<>();
    Square caliz = null;
    for (var e : GridText.read(f[0], ROWS, COLS, ChamberChess::onBoard).entrySet()) {
      char ch = e.getValue();
      if (ch == '@') {
        caliz = e.getKey();
      } else if ("KQRBNPkqrbnp".indexOf(ch) >= 0) {
        pieces.put(e.getKey(), ch);
      } else {
        throw new IllegalArgumentException("unknown piece '" + ch + "'");
      }
    }
    if (caliz == null) {
      throw new IllegalArgumentException("no Cáliz/ball (@) in '" + text + "'");
    }
    for (char k : new char[] {'K', 'k'}) {
      long kings = pieces.values().stream().filter(c -> c == k).count();
      if (kings > 1 || (kings == 0 && !kingMayBeGone)) {
        throw new IllegalArgumentException("there must be " + (kingMayBeGone ? "at most" : "exactly") + " one '" + k
            + "' in '" + text + "'");
      }
    }
    for (var e : pieces.entrySet()) {
      Side ch = chamberOf(e.getKey());
      if (ch != null && !(Character.toUpperCase(e.getValue()) == 'K'
          && CalizPosition.sideOf(e.getValue()) == ch)) {
        throw new IllegalArgumentException("'" + e.getValue() + "' may not stand on the chamber "
            + "square " + e.getKey());
      }
    }
    return new CalizPosition(pieces, caliz, f[1].equals("w") ? Side.FIRST : Side.SECOND);
  }
}
