package org.ludoteca.zamora.golez;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.ludoteca.zamora.GoalPosition;
import org.ludoteca.zamora.MatchScore;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;

/**
 * A Golez position: each piece by its seed name ({@code PB DB1 DB2 MB AB1 AB2} for White,
 * {@code PN DN1 DN2 MN AN1 AN2} for Black), the ball R, the side to move and the score.
 * Pieces of one kind and side are interchangeable in play; the numbers only follow the names
 * the seed uses.
 */
public record GolezPosition(Map<Square, String> pieces, Square ball, Side toMove, MatchScore score)
    implements GoalPosition {
  public GolezPosition {
    pieces = Map.copyOf(pieces);
    Objects.requireNonNull(ball, "ball");
    Objects.requireNonNull(toMove, "toMove");
    Objects.requireNonNull(score, "score");
  }

  /** The side owning piece {@code id} ({@code B} blanco = first, {@code N} negro = second). */
  static Side sideOf(String id) {
    return id.charAt(1) == 'B' ? Side.FIRST : Side.SECOND;
  }

  @Override
  public String toString() {
    return "GolezPosition[" + new TreeMap<>(pieces) + " R" + ball + " " + toMove + " "
        + score.text() + "]";
  }
}
