package org.ludoteca.zamora;

import java.util.Objects;

/**
 * A piece taken off the board by a turn: captured by the mover (Un Cáliz para el Rey), or, in El
 * Gol de Oro, the mover's own piece expelled for its foul. The games without captures or fouls
 * (Batalla de Compases, Futez, Golez, Goldrez) never remove a piece.
 *
 * @param method {@link #CAPTURE} or {@link #FOUL}
 * @param side the side that made the turn: the capturer, or the side that committed the foul
 * @param removed the piece taken off, as a letter of the position text: the captured enemy
 *     piece, or the expelled fouler (an own piece)
 * @param square where it was taken off: the captured piece's square, or the square of the fouled
 *     piece, onto which the fouler moved before it was expelled
 * @param mover the letter of the piece that moved (for a foul the same as {@code removed}; a pawn
 *     that captures and promotes is still a pawn here)
 * @param from the square the mover came from
 */
public record Removal(String method, Side side, char removed, Square square, char mover, Square from) {
  /** A capture: the mover takes the enemy piece on its destination. */
  public static final String CAPTURE = "capture";

  /** A foul: the mover fouls the enemy piece on its destination and is expelled. */
  public static final String FOUL = "foul";

  public Removal {
    if (!CAPTURE.equals(method) && !FOUL.equals(method)) {
      throw new IllegalArgumentException("method must be capture or foul, was " + method);
    }
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(square, "square");
    Objects.requireNonNull(from, "from");
  }
}
