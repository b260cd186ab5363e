package org.ludoteca.rithmomachia;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a move did: the position after it, its captures (in square order) and, if the game ended
 * with it, how.
 */
public record MoveResult(Move move, Position position, List<Capture> captures, Optional<GameEnd> end)
    implements java.io.Serializable {
  public MoveResult {
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(position, "position");
    captures = List.copyOf(captures);
    Objects.requireNonNull(end, "end");
  }
}
