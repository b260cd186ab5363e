package org.ludoteca.zamora;

import java.util.Map;

/**
 * A position of a {@link GoalGame} (Golez, Goldrez): each piece by its seed name, the ball, the
 * side to move and the match score. Implemented by the games' position records.
 */
public interface GoalPosition {
  /** The pieces by square, each by its seed name ({@code DB1}, {@code Tn}). */
  Map<Square, String> pieces();

  /** The ball's square. */
  Square ball();

  /** Who moves next. */
  Side toMove();

  /** The goals scored so far. */
  MatchScore score();
}
