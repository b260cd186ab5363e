package org.ludoteca.chess960;

import java.util.Objects;
import java.util.Optional;

/**
 * A position with the positions that led to it, for the two rules that need history: threefold
 * repetition and the fifty-move rule. Immutable; {@link #play} returns a new state that shares
 * the history.
 *
 * <pre>{@code
 * GameState g = GameState.start(StartPositions.standard());
 * g = g.play(Uci.read(g.position(), "g1f3"));
 * Optional<Outcome> end = g.outcome();
 * }</pre>
 *
 * <p>Both draws are reported as soon as they hold, as if claimed at once: a position seen for
 * the third time (see {@link Position#equals}: the en-passant square counts only when the
 * capture is legal; castling rights count), or a halfmove clock of 100 or more unless the move
 * that reached it mated.
 */
public final class GameState {
  private final Position position;
  private final GameState previous;
  private final int ply;

  private GameState(Position position, GameState previous, int ply) {
    this.position = position;
    this.previous = previous;
    this.ply = ply;
  }

  /** A game starting at this position, with no history. */
  public static GameState start(Position position) {
    return new GameState(Objects.requireNonNull(position, "position"), null, 0);
  }

  /** The current position. */
  public Position position() {
    return position;
  }

  /** Plies played since {@link #start}. */
  public int ply() {
    return ply;
  }

  /**
   * Plays a move.
   *
   * @throws IllegalMoveException if it is not legal; this state is unchanged
   */
  public GameState play(Move move) throws IllegalMoveException {
    return new GameState(Chess960.play(position, move), this, ply + 1);
  }

  /** How many times the current position has occurred, this time included (1 or more). */
  public int repetitions() {
    int count = 1;
    int window = position.halfmoveClock();
    GameState s = previous;
    for (int back = 1; s != null && back <= window; back++, s = s.previous) {
      if (back % 2 == 0 && s.position.equals(position)) {
        count++;
      }
    }
    return count;
  }

  /**
   * How the game ended: checkmate, stalemate, insufficient material (see {@link
   * Chess960#outcome}), threefold repetition or the fifty-move rule, in that order of precedence.
   */
  public Optional<Outcome> outcome() {
    Optional<Outcome> byPosition = Chess960.outcome(position);
    if (byPosition.isPresent()) {
      return byPosition;
    }
    if (repetitions() >= 3) {
      return Optional.of(new Outcome(Outcome.Termination.THREEFOLD_REPETITION, Optional.empty()));
    }
    if (position.halfmoveClock() >= 100) {
      return Optional.of(new Outcome(Outcome.Termination.FIFTY_MOVES, Optional.empty()));
    }
    return Optional.empty();
  }
}
