package org.ludoteca.zamora.futez;

import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.ludoteca.zamora.MatchScore;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;

/**
 * A Futez position: the squares of White's (blancas, B) and Black's (negras, N) pieces, the
 * ball R, the side to move and the match score. Square (i, j) is the seed's {@code Cij}.
 */
public record FutezPosition(
    Set<Square> white, Set<Square> black, Square ball, Side toMove, MatchScore score) {
  public FutezPosition {
    white = Set.copyOf(white);
    black = Set.copyOf(black);
    Objects.requireNonNull(ball, "ball");
    Objects.requireNonNull(toMove, "toMove");
    Objects.requireNonNull(score, "score");
  }

  /** The pieces of {@code side}. */
  public Set<Square> pieces(Side side) {
    return side == Side.FIRST ? white : black;
  }

  /** Whether a piece stands on {@code s}. */
  public boolean occupied(Square s) {
    return white.contains(s) || black.contains(s);
  }

  /** Square names in the seed's form, {@code C53}. */
  static String name(Square s) {
    return "C" + s.row() + s.col();
  }

  @Override
  public String toString() {
    return "FutezPosition[W" + new TreeSet<>(white) + " B" + new TreeSet<>(black) + " R" + ball
        + " " + toMove + " " + score.text() + "]";
  }
}
