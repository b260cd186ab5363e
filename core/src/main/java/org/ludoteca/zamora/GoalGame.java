package org.ludoteca.zamora;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What Golez and Goldrez share: goal games on a grid with an arc at each end, pieces that move
 * without captures, and a ball driven into the opponent's arc. A goal wins the match or restarts
 * it from the start position with the conceding side to move ({@link ZamoraRules#goalsToWin},
 * {@link ZamoraRules#consecutiveGoals}); an own goal counts for the opponent or is illegal
 * ({@link ZamoraRules#ownGoals}).
 *
 * <p>A subclass gives the board, the start, the pieces' moves and the ball chains (the turns);
 * this class gives the side labels, the end of a turn with the ball on a square, the outcome,
 * the greedy advance and the position text {@code <board> <w|b> <score>}, in which a piece is
 * the first letter of its seed name, upper case for White and lower case for Black.
 */
public abstract class GoalGame<P extends GoalPosition> implements ZamoraGame<P> {
  private final ZamoraRules rules;
  private final int rows;
  private final int cols;

  /** A game under {@code rules} on a frame of {@code rows}×{@code cols} squares. */
  protected GoalGame(ZamoraRules rules, int rows, int cols) {
    this.rules = rules;
    this.rows = rows;
    this.cols = cols;
  }

  @Override
  public final ZamoraRules rules() {
    return rules;
  }

  @Override
  public final String label(Side side) {
    return side == Side.FIRST ? "WHITE" : "BLACK";
  }

  @Override
  public final Side toMove(P p) {
    return p.toMove();
  }

  /** The side whose arc holds {@code s}, or {@code null} for field and off-board squares. */
  protected abstract Side arcOf(Square s);

  /** Whether {@code s} belongs to the board (field or arc). */
  protected abstract boolean onBoard(Square s);

  /** The destinations of the piece on {@code from}, in a fixed order. */
  protected abstract List<Square> destinations(P p, Square from);

  /** The side owning the piece of seed name {@code id}. */
  protected abstract Side sideOf(String id);

  /** The start position with {@code toMove} to move and {@code score} carried. */
  protected abstract P restart(Side toMove, MatchScore score);

  /** A position of this game. */
  protected abstract P position(Map<Square, String> pieces, Square ball, Side toMove, MatchScore score);

  /** {@code p} with the piece on {@code from} moved to {@code to}, the same side still to move. */
  protected final P moved(P p, Square from, Square to) {
    Map<Square, String> m = new HashMap<>(p.pieces());
    m.put(to, m.remove(from));
    return position(m, p.ball(), p.toMove(), p.score());
  }

  /**
   * Ends the turn of the side to move in {@code m} with the ball on {@code ball}: the other side
   * to move, or after a goal the won match or the restart; {@code null} when the ball is in the
   * mover's own arc and own goals are not allowed.
   */
  protected final P finish(P m, Square ball) {
    Side me = m.toMove();
    Side arc = arcOf(ball);
    if (arc == null) {
      return position(m.pieces(), ball, me.opposite(), m.score());
    }
    if (arc == me && !rules.ownGoals()) {
      return null;
    }
    Side scorer = arc.opposite();
    MatchScore score = m.score().scored(scorer);
    if (score.winner(rules).isPresent()) {
      return position(m.pieces(), ball, me.opposite(), score);
    }
    return restart(scorer.opposite(), score);
  }

  /** Row 1 is the first player's own goal line, so the first player drives the ball to higher rows. */
  @Override
  public final int advance(P p, Side side) {
    return side == Side.FIRST ? p.ball().row() : -p.ball().row();
  }

  @Override
  public final Optional<Outcome> outcome(P p) {
    Optional<Side> w = p.score().winner(rules);
    if (w.isPresent()) {
      return Optional.of(Outcome.win(w.get(), "goal on " + p.ball()
          + (rules.goalsToWin() > 1 ? " (" + p.score().text() + ")" : "")));
    }
    if (!anyPieceMove(p)) {
      return Optional.of(Outcome.draw("stalemate: " + label(p.toMove()) + " cannot move"));
    }
    return Optional.empty();
  }

  /**
   * Whether the side to move has a piece move; leaving the ball where it is is always allowed,
   * so this is the same as having a legal turn.
   */
  private boolean anyPieceMove(P p) {
    for (var e : p.pieces().entrySet()) {
      if (sideOf(e.getValue()) == p.toMove() && !destinations(p, e.getKey()).isEmpty()) {
        return true;
      }
    }
    return false;
  }

  @Override
  public final String toText(P p) {
    Map<Square, Character> m = new HashMap<>();
    p.pieces().forEach((s, id) -> m.put(s,
        sideOf(id) == Side.FIRST ? id.charAt(0) : Character.toLowerCase(id.charAt(0))));
    m.put(p.ball(), '@');
    return GridText.write(rows, cols, this::onBoard, m::get) + " "
        + (p.toMove() == Side.FIRST ? "w" : "b") + " " + p.score().text();
  }
}
