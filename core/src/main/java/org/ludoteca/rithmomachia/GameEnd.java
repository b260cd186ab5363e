package org.ludoteca.rithmomachia;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * How and for whom the rules ended a game.
 *
 * @param termination the victory type, or {@link Termination#NO_LEGAL_MOVE}
 * @param winner the side that won; empty for a draw
 * @param arrangement for a proper victory, the squares of the pieces that form it, in
 *     arrangement order; otherwise empty
 * @param progressions for a proper victory, the kinds of progression found
 */
public record GameEnd(Termination termination, Optional<Side> winner, List<Square> arrangement,
    Set<Progression> progressions) implements java.io.Serializable {

  public GameEnd {
    Objects.requireNonNull(termination, "termination");
    Objects.requireNonNull(winner, "winner");
    arrangement = List.copyOf(arrangement);
    progressions = Set.copyOf(progressions);
  }

  static GameEnd victory(Termination t, Side winner) {
    return new GameEnd(t, Optional.of(winner), List.of(), Set.of());
  }

  /** The end as every game says it: the winning side's win, or a draw when no side won. */
  public org.ludoteca.game.Winner outcome() {
    return winner.isPresent() ? org.ludoteca.game.Winner.of(winner.get().gameSide()) : org.ludoteca.game.Winner.DRAW;
  }

  /** {@code de-bonis (white)}, {@code victoria-magna (black: c5 c7 c9 arithmetic)}, {@code no-legal-move (draw)}. */
  public String describe() {
    StringBuilder sb = new StringBuilder(termination.label()).append(" (")
        .append(outcome().label());
    if (!arrangement.isEmpty()) {
      sb.append(':');
      arrangement.forEach(s -> sb.append(' ').append(s.name()));
      progressions.stream().sorted().forEach(p -> sb.append(' ').append(p.label()));
    }
    return sb.append(')').toString();
  }
}
