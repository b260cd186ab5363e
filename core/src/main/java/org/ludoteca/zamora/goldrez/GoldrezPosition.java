package org.ludoteca.zamora.goldrez;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.ludoteca.zamora.GoalPosition;
import org.ludoteca.zamora.MatchScore;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;

/**
 * A Goldrez position: each piece by its seed name ({@code Rb Db Tb Ab Cb} for White, {@code Rn
 * Dn Tn An Cn} for Black: Rey, Dama, Torre, Alfil, Caballo), the ball O, the side to move and
 * the score.
 */
public record GoldrezPosition(
    Map<Square, String> pieces, Square ball, Side toMove, MatchScore score) implements GoalPosition {
  public GoldrezPosition {
    pieces = Map.copyOf(pieces);
    Objects.requireNonNull(ball, "ball");
    Objects.requireNonNull(toMove, "toMove");
    Objects.requireNonNull(score, "score");
  }

  /** The side owning piece {@code id}. */
  static Side sideOf(String id) {
    return id.charAt(1) == 'b' ? Side.FIRST : Side.SECOND;
  }

  @Override
  public String toString() {
    return "GoldrezPosition[" + new TreeMap<>(pieces) + " O" + ball + " " + toMove + " "
        + score.text() + "]";
  }
}
