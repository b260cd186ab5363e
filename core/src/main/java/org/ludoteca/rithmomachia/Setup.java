package org.ludoteca.rithmomachia;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A position as written down, not necessarily playable: what a FEN packet says, field by field.
 * Compared by structure. {@link Position#of(Setup)} checks it.
 *
 * @param board the occupied squares
 * @param toMove the side to move
 * @param capturedByWhite pieces White has taken, in the order they were taken
 * @param capturedByBlack pieces Black has taken, in the order they were taken
 * @param lastLeap the FEN irregular-move field; empty for {@code -}
 * @param turn the turn number, 1 or more; it grows after every Black move
 */
public record Setup(
    Map<Square, Piece> board,
    Side toMove,
    java.util.List<Piece> capturedByWhite,
    java.util.List<Piece> capturedByBlack,
    Optional<IrregularMove> lastLeap,
    int turn) {

  public Setup {
    // unmodifiableMap, not unmodifiableSortedMap: the browser's class library (TeaVM) lacks the latter; same order
    board = java.util.Collections.unmodifiableMap(new TreeMap<>(board));
    if (board.containsValue(null)) {
      throw new NullPointerException("board holds a null piece");
    }
    Objects.requireNonNull(toMove, "toMove");
    capturedByWhite = java.util.List.copyOf(capturedByWhite);
    capturedByBlack = java.util.List.copyOf(capturedByBlack);
    Objects.requireNonNull(lastLeap, "lastLeap");
    if (turn < 1) {
      throw new IllegalArgumentException("turn must be >= 1, was " + turn);
    }
  }

  /** The capture list of {@code side}: the pieces that side has taken. */
  public java.util.List<Piece> capturedBy(Side side) {
    return side == Side.WHITE ? capturedByWhite : capturedByBlack;
  }
}
