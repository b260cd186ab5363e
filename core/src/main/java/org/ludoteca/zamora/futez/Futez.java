package org.ludoteca.zamora.futez;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ludoteca.zamora.Applied;
import org.ludoteca.zamora.GridText;
import org.ludoteca.zamora.MatchScore;
import org.ludoteca.zamora.Outcome;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.Turn;
import org.ludoteca.zamora.ZamoraGame;
import org.ludoteca.zamora.ZamoraRules;

/**
 * The rules of Futez (spec section 2, L234–344).
 *
 * <p>The board is 9 rows × 5 columns, of which only the squares with row + column even are
 * used. A turn moves one own piece one diagonal step, forwards or backwards, to an empty square
 * of rows 2–8. The ball must then move once if the moved piece X is diagonally adjacent to the
 * ball and to another own piece, or to an own piece that is diagonally adjacent to the ball. It
 * goes to an empty diagonal neighbour of its square (the mover's choice) or, if there is none,
 * jumps along a diagonal over the run of occupied squares to the nearest first empty square
 * beyond (ties: the mover's choice); with no target at all it stays. The ball on C11, C13,
 * C15, C22 or C24 is a goal against White, on C82, C84, C91, C93 or C95 one against Black.
 *
 * <p>Turns are written {@code Cij-Ckl [R=Cmn]}. The position text is {@code <board> <w|b>
 * <score>}: the board from row 1 ({@code B} white, {@code N} black, {@code @} ball, digits for
 * empty squares, only the 23 used squares), e.g. the start {@code
 * 3/BB/B1B/2/1@1/2/N1N/NN/3 w 0-0}.
 */
public final class Futez implements ZamoraGame<FutezPosition> {
  private static final int[][] DIAG = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final Set<Square> GOAL_AGAINST_WHITE = Set.of(
      new Square(1, 1), new Square(1, 3), new Square(1, 5), new Square(2, 2), new Square(2, 4));
  private static final Set<Square> GOAL_AGAINST_BLACK = Set.of(
      new Square(8, 2), new Square(8, 4), new Square(9, 1), new Square(9, 3), new Square(9, 5));

  private final ZamoraRules rules;

  public Futez(ZamoraRules rules) {
    this.rules = rules;
  }

  @Override
  public String key() {
    return "futez";
  }

  @Override
  public ZamoraRules rules() {
    return rules;
  }

  @Override
  public String label(Side side) {
    return side == Side.FIRST ? "WHITE" : "BLACK";
  }

  @Override
  public FutezPosition start() {
    return restart(Side.FIRST, MatchScore.NONE);
  }

  private static FutezPosition restart(Side toMove, MatchScore score) {
    return new FutezPosition(
        Set.of(new Square(2, 2), new Square(2, 4), new Square(3, 1), new Square(3, 5)),
        Set.of(new Square(7, 1), new Square(7, 5), new Square(8, 2), new Square(8, 4)),
        new Square(5, 3), toMove, score);
  }

  @Override
  public Side toMove(FutezPosition p) {
    return p.toMove();
  }

  /** Whether {@code s} is one of the 23 used squares. */
  public static boolean onBoard(Square s) {
    return s.row() >= 1 && s.row() <= 9 && s.col() >= 1 && s.col() <= 5
        && (s.row() + s.col()) % 2 == 0;
  }

  /** The side a ball on {@code s} scores for, or {@code null}. */
  static Side scorer(Square s) {
    return GOAL_AGAINST_WHITE.contains(s) ? Side.SECOND
        : GOAL_AGAINST_BLACK.contains(s) ? Side.FIRST : null;
  }

  /** Whether moving the piece now on {@code x} must move the ball. */
  static boolean triggers(FutezPosition p, Set<Square> own, Square x) {
    boolean nextToBall = false;
    boolean nextToOwn = false;
    for (int[] d : DIAG) {
      Square n = x.plus(d[0], d[1]);
      if (n.equals(p.ball())) {
        nextToBall = true;
      }
      if (own.contains(n)) {
        nextToOwn = true;
        for (int[] e : DIAG) {
          if (n.plus(e[0], e[1]).equals(p.ball())) {
            return true;
          }
        }
      }
    }
    return nextToBall && nextToOwn;
  }

  /** Where the ball may go from its square in {@code p}: adjacent empties, else nearest jumps. */
  static List<Square> ballTargets(FutezPosition p) {
    List<Square> near = new ArrayList<>();
    for (int[] d : DIAG) {
      Square n = p.ball().plus(d[0], d[1]);
      if (onBoard(n) && !p.occupied(n)) {
        near.add(n);
      }
    }
    if (!near.isEmpty()) {
      return near;
    }
    int best = Integer.MAX_VALUE;
    List<Square> jumps = new ArrayList<>();
    for (int[] d : DIAG) {
      Square n = p.ball().plus(d[0], d[1]);
      int k = 1;
      while (onBoard(n) && p.occupied(n)) {
        n = n.plus(d[0], d[1]);
        k++;
      }
      if (!onBoard(n)) {
        continue;
      }
      if (k < best) {
        best = k;
        jumps.clear();
      }
      if (k == best) {
        jumps.add(n);
      }
    }
    return jumps;
  }

  @Override
  public List<Turn<FutezPosition>> legalTurns(FutezPosition p) {
    List<Turn<FutezPosition>> out = new ArrayList<>();
    if (p.score().winner(rules).isPresent()) {
      return out;
    }
    for (Square from : sorted(p.pieces(p.toMove()))) {
      for (int[] d : DIAG) {
        Square to = from.plus(d[0], d[1]);
        String move = FutezPosition.name(from) + "-" + FutezPosition.name(to);
        Step s = step(p, from, to);
        if (s.reason != null) {
          continue;
        }
        if (s.targets.isEmpty()) {
          out.add(new Turn<>(move, finish(s.moved, null)));
        }
        for (Square b : s.targets) {
          FutezPosition n = finish(s.moved, b);
          if (n != null) {
            out.add(new Turn<>(move + " R=" + FutezPosition.name(b), n));
          }
        }
      }
    }
    return out;
  }

  private static List<Square> sorted(Set<Square> s) {
    List<Square> l = new ArrayList<>(s);
    l.sort(null);
    return l;
  }

  /** The piece step alone: the position after it (ball unmoved), the ball's targets or a reason. */
  private record Step(FutezPosition moved, List<Square> targets, String reason) {}

  private Step step(FutezPosition p, Square from, Square to) {
    Side me = p.toMove();
    Set<Square> own = p.pieces(me);
    if (!own.contains(from)) {
      return new Step(null, null, "no " + label(me) + " piece on " + FutezPosition.name(from));
    }
    if (!onBoard(to) || Math.abs(to.row() - from.row()) != 1
        || Math.abs(to.col() - from.col()) != 1) {
      return new Step(null, null, FutezPosition.name(from) + " to " + FutezPosition.name(to)
          + " is no diagonal step on the board");
    }
    if (to.row() == 1 || to.row() == 9) {
      return new Step(null, null, "no piece may stand on row " + to.row());
    }
    if (p.occupied(to) || p.ball().equals(to)) {
      return new Step(null, null, FutezPosition.name(to) + " is not empty");
    }
    Set<Square> mine = new HashSet<>(own);
    mine.remove(from);
    mine.add(to);
    FutezPosition moved = me == Side.FIRST
        ? new FutezPosition(mine, p.black(), p.ball(), me, p.score())
        : new FutezPosition(p.white(), mine, p.ball(), me, p.score());
    List<Square> targets = triggers(moved, mine, to) ? ballTargets(moved) : List.of();
    return new Step(moved, targets, null);
  }

  /** Moves the ball to {@code ball} (or not, if null), scores, passes the turn; null if illegal. */
  private FutezPosition finish(FutezPosition moved, Square ball) {
    Side me = moved.toMove();
    Square b = ball == null ? moved.ball() : ball;
    Side scorer = ball == null ? null : scorer(b);
    if (scorer != null && scorer != me && !rules.ownGoals()) {
      return null;
    }
    if (scorer == null) {
      return new FutezPosition(moved.white(), moved.black(), b, me.opposite(), moved.score());
    }
    MatchScore score = moved.score().scored(scorer);
    if (score.winner(rules).isPresent()) {
      return new FutezPosition(moved.white(), moved.black(), b, me.opposite(), score);
    }
    return restart(scorer.opposite(), score);
  }

  @Override
  public Applied<FutezPosition> apply(FutezPosition p, String turn) {
    if (p.score().winner(rules).isPresent()) {
      return Applied.rejected("the game is over");
    }
    String[] f = turn.strip().split("\\s+");
    String[] ft = f[0].split("-");
    if (ft.length != 2 || f.length > 2 || (f.length == 2 && !f[1].startsWith("R="))) {
      return Applied.rejected("not a Futez turn (Cij-Ckl [R=Cmn]): '" + turn + "'");
    }
    Square from;
    Square to;
    Square ball = null;
    try {
      from = square(ft[0]);
      to = square(ft[1]);
      if (f.length == 2) {
        ball = square(f[1].substring(2));
      }
    } catch (IllegalArgumentException e) {
      return Applied.rejected(e.getMessage());
    }
    Step s = step(p, from, to);
    if (s.reason != null) {
      return Applied.rejected(s.reason);
    }
    if (ball == null && !s.targets.isEmpty()) {
      return Applied.rejected("the move triggers the ball, which must go to one of "
          + names(s.targets));
    }
    if (ball != null && s.targets.isEmpty()) {
      return Applied.rejected(triggers(s.moved, s.moved.pieces(p.toMove()), to)
          ? "the ball on " + FutezPosition.name(p.ball()) + " has nowhere to go"
          : "the move does not trigger the ball (" + FutezPosition.name(to)
              + " is not next to the ball and an own piece, nor next to an own piece next to it)");
    }
    if (ball != null && !s.targets.contains(ball)) {
      return Applied.rejected("the ball on " + FutezPosition.name(p.ball()) + " cannot go to "
          + FutezPosition.name(ball) + "; its targets are " + names(s.targets));
    }
    FutezPosition n = finish(s.moved, ball);
    if (n == null) {
      return Applied.rejected("own goal on " + FutezPosition.name(ball)
          + " is not allowed under rule set " + rules.name());
    }
    return Applied.ok(n);
  }

  private static String names(List<Square> l) {
    List<String> out = new ArrayList<>();
    for (Square s : l) {
      out.add(FutezPosition.name(s));
    }
    return String.join(", ", out);
  }

  static Square square(String token) {
    if (token.length() != 3 || token.charAt(0) != 'C' || !Character.isDigit(token.charAt(1))
        || !Character.isDigit(token.charAt(2))) {
      throw new IllegalArgumentException("not a Futez square (Cij): '" + token + "'");
    }
    Square s = new Square(token.charAt(1) - '0', token.charAt(2) - '0');
    if (!onBoard(s)) {
      throw new IllegalArgumentException(token + " is not a playable square (row + column odd)");
    }
    return s;
  }

  /** Row 1 is the first player's own goal line, so the first player drives the ball to higher rows. */
  @Override
  public int advance(FutezPosition p, Side side) {
    return side == Side.FIRST ? p.ball().row() : -p.ball().row();
  }

  @Override
  public Optional<Outcome> outcome(FutezPosition p) {
    Optional<Side> w = p.score().winner(rules);
    if (w.isPresent()) {
      return Optional.of(Outcome.win(w.get(), "goal on " + FutezPosition.name(p.ball())
          + (rules.goalsToWin() > 1 ? " (" + p.score().text() + ")" : "")));
    }
    if (legalTurns(p).isEmpty()) {
      return Optional.of(Outcome.draw("stalemate: " + label(p.toMove()) + " cannot move"));
    }
    return Optional.empty();
  }

  private static void checkRow(Square s) {
    if (s.row() == 1 || s.row() == 9) {
      throw new IllegalArgumentException("no piece may stand on row " + s.row() + " ("
          + FutezPosition.name(s) + ")");
    }
  }

  @Override
  public String toText(FutezPosition p) {
    Map<Square, Character> m = new HashMap<>();
    p.white().forEach(s -> m.put(s, 'B'));
    p.black().forEach(s -> m.put(s, 'N'));
    m.put(p.ball(), '@');
    return GridText.write(9, 5, Futez::onBoard, m::get) + " "
        + (p.toMove() == Side.FIRST ? "w" : "b") + " " + p.score().text();
  }

  @Override
  public FutezPosition parse(String text) {
    String[] f = text.strip().split("\\s+");
    if (f.length != 3 || !(f[1].equals("w") || f[1].equals("b"))) {
      throw new IllegalArgumentException("not a Futez position: '" + text + "'");
    }
    Set<Square> w = new HashSet<>();
    Set<Square> b = new HashSet<>();
    Square ball = null;
    for (var e : GridText.read(f[0], 9, 5, Futez::onBoard).entrySet()) {
      switch (e.getValue()) {
        case 'B':
          checkRow(e.getKey());
          w.add(e.getKey());
          break;
        case 'N':
          checkRow(e.getKey());
          b.add(e.getKey());
          break;
        case '@':
          ball = e.getKey();
          break;
        default:
          throw new IllegalArgumentException("unknown Futez piece '" + e.getValue() + "'");
      }
    }
    if (ball == null) {
      throw new IllegalArgumentException("no ball (@) in '" + text + "'");
    }
    return new FutezPosition(w, b, ball, f[1].equals("w") ? Side.FIRST : Side.SECOND,
        MatchScore.parse(f[2]));
  }
}
