package org.ludoteca.zamora;

import java.util.Objects;

/**
 * How a game ended: a win for one side or a draw, with a one-line reason ("goal on 9.5",
 * "checkmate", "stalemate", "threefold repetition", "resignation").
 *
 * @param winner the winning side, or {@code null} for a draw
 * @param reason lower case, no final period
 */
public record Outcome(Side winner, String reason) {
  public Outcome {
    Objects.requireNonNull(reason, "reason");
  }

  /** A win for {@code side}. */
  public static Outcome win(Side side, String reason) {
    return new Outcome(Objects.requireNonNull(side, "side"), reason);
  }

  /** A draw. */
  public static Outcome draw(String reason) {
    return new Outcome(null, reason);
  }

  public boolean isDraw() {
    return winner == null;
  }

  /** This end as every game says it: the first player's win is White's. */
  public org.ludoteca.game.Winner gameWinner() {
    return winner == null ? org.ludoteca.game.Winner.DRAW : org.ludoteca.game.Winner.of(winner.gameSide());
  }
}
