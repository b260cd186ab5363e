package org.ludoteca.rithmomachia;

import java.util.List;
import java.util.Objects;

/**
 * One capture event of a move: what was taken, where, how, and by which pieces.
 *
 * @param method the method it is recorded under (the first in priority order that holds)
 * @param victim the piece taken: a plain piece, a whole pyramid, or one pyramid component
 * @param square where the victim stood
 * @param scope whether a plain piece, a whole pyramid or a component was taken
 * @param attackers the squares of the capturing pieces, in square order (for siege, the enemy
 *     pieces that close the victim in)
 */
public record Capture(CaptureMethod method, Piece victim, Square square, Scope scope, List<Square> attackers)
    implements java.io.Serializable {

  /** What part of the piece on the square was taken. */
  public enum Scope { PIECE, WHOLE_PYRAMID, PYRAMID_COMPONENT }

  public Capture {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(victim, "victim");
    Objects.requireNonNull(square, "square");
    Objects.requireNonNull(scope, "scope");
    attackers = List.copyOf(attackers);
  }

  /**
   * The spec's notation {@code method:victim@square}: {@code eruption:t16@d12}, {@code equality:s49@h15};
   * a pyramid taken whole is written as its FEN token, {@code siege:ps64.s49.t36.t25.c16..@h15}.
   */
  public String notation() {
    return method.label() + ":" + (victim.isPyramid() ? victim.symbol() : victim.label()) + "@" + square.name();
  }

  @Override
  public String toString() {
    return notation();
  }
}
