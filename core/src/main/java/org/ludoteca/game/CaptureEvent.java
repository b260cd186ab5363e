package org.ludoteca.game;

import java.util.List;
import java.util.Objects;

/**
 * One capture in a replayed game, in game-neutral terms.
 *
 * @param ply the 1-based ply of the move that made it
 * @param side the side that captured
 * @param method the capture method as the game names it, e.g. {@code eruption}
 * @param victim the piece taken, in the game's position notation, e.g. {@code t90.}
 * @param square the square the victim stood on, e.g. {@code d12}
 * @param scope {@code piece}, {@code whole} (a composite piece taken whole) or {@code component}
 *     (one part of a composite piece)
 * @param attackers the squares of the capturing pieces, in the game's order
 * @param attackerPieces the capturing pieces in the game's position notation, one per square of
 *     {@code attackers} ({@code Q}, {@code n}), or empty when the game does not report them
 */
public record CaptureEvent(int ply, Side side, String method, String victim, String square, String scope,
    List<String> attackers, List<String> attackerPieces) implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * @throws NullPointerException if a part is null
   * @throws IllegalArgumentException if {@code ply} is below 1, {@code scope} is not one of the
   *     listed words, or {@code attackerPieces} is neither empty nor as long as
   *     {@code attackers}
   */
  public CaptureEvent {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(victim, "victim");
    Objects.requireNonNull(square, "square");
    attackers = List.copyOf(attackers);
    attackerPieces = List.copyOf(attackerPieces);
    if (!attackerPieces.isEmpty() && attackerPieces.size() != attackers.size()) {
      throw new IllegalArgumentException("attackerPieces must be empty or one per attacker square, were "
          + attackerPieces + " for " + attackers);
    }
    if (ply < 1) {
      throw new IllegalArgumentException("ply must be >= 1, was " + ply);
    }
    Objects.requireNonNull(scope, "scope");
    // no List.of here: a replay makes an event per capture, and the list would be built each time
    if (!scope.equals("piece") && !scope.equals("whole") && !scope.equals("component")) {
      throw new IllegalArgumentException("scope must be piece, whole or component, was " + scope);
    }
  }

  /** An event whose game does not report the capturing pieces ({@code attackerPieces} empty). */
  public CaptureEvent(int ply, Side side, String method, String victim, String square, String scope,
      List<String> attackers) {
    this(ply, side, method, victim, square, scope, attackers, List.of());
  }

  /** {@code 21 white eruption:t90.@g7}. */
  @Override
  public String toString() {
    return ply + " " + side.label() + " " + method + ":" + victim + "@" + square;
  }
}
