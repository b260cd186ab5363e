package org.ludoteca.zamora.caliz;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;

/**
 * A position of Un Cáliz para el Rey or El Gol de Oro: the pieces ({@code K Q R B N P} for
 * White, lower case for Black), the Cáliz (or ball) and the side to move. White is the first
 * player and moves up the board, towards row 1, where the black King's chambers are.
 */
public record CalizPosition(Map<Square, Character> pieces, Square caliz, Side toMove) {
  public CalizPosition {
    pieces = Map.copyOf(pieces);
    Objects.requireNonNull(caliz, "caliz");
    Objects.requireNonNull(toMove, "toMove");
  }

  /** The side owning a piece letter. */
  public static Side sideOf(char piece) {
    return Character.isUpperCase(piece) ? Side.FIRST : Side.SECOND;
  }

  @Override
  public String toString() {
    return "CalizPosition[" + new TreeMap<>(pieces) + " @" + caliz + " " + toMove + "]";
  }
}
