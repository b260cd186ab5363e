package org.ludoteca.chess960;

import java.util.Objects;
import java.util.Optional;

/**
 * How a game ended: the reason and the winner, if any.
 *
 * @param termination why the game is over
 * @param winner the winner, empty for a draw
 */
public record Outcome(Termination termination, Optional<Color> winner) {

  /** The reasons a game of chess ends by the rules alone. */
  public enum Termination {
    /** The side to move is in check and has no legal move; the other side wins. */
    CHECKMATE,
    /** The side to move is not in check and has no legal move: a draw. */
    STALEMATE,
    /** Neither side can ever checkmate (see {@link Chess960#outcome}): a draw. */
    INSUFFICIENT_MATERIAL,
    /** The same position (see {@link Position#equals}) occurred for the third time: a draw. */
    THREEFOLD_REPETITION,
    /** One hundred plies without a capture or a pawn move: a draw. */
    FIFTY_MOVES
  }

  public Outcome {
    Objects.requireNonNull(termination, "termination");
    Objects.requireNonNull(winner, "winner");
    if ((termination == Termination.CHECKMATE) != winner.isPresent()) {
      throw new IllegalArgumentException("only a checkmate has a winner");
    }
  }

  /** Whether the game is drawn. */
  public boolean isDraw() {
    return winner.isEmpty();
  }
}
