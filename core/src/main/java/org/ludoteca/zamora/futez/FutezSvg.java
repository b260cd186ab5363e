package org.ludoteca.zamora.futez;

import java.util.List;
import java.util.Set;
import org.ludoteca.zamora.GridBoardSvg;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.ZamoraRules;

/** Futez drawn: the 23 used squares of the 9 × 5 board, each side's five goal squares, the ball. */
public final class FutezSvg {
  private static final GridBoardSvg.Layout LAYOUT = new GridBoardSvg.Layout("Futez", 9, 5, 48, Futez::onBoard,
      s -> {
        Side scorer = Futez.scorer(s);
        return scorer == null ? null : scorer.opposite();
      }, "goal squares", List.of("White", "Black"), c -> c == 'B' ? Side.FIRST : Side.SECOND, c -> "piece",
      false, "ball");

  private FutezSvg() {}

  /** Where each square is in {@link #draw}'s drawings: for the board page. */
  public static List<org.ludoteca.game.BoardDrawing.Spot> spots() {
    return GridBoardSvg.spots(LAYOUT.rows(), LAYOUT.cols(), LAYOUT.cell());
  }

  /**
   * Draws a Futez position text.
   *
   * @throws IllegalArgumentException if the text does not read
   */
  public static String draw(String text, Set<String> captured) {
    new Futez(ZamoraRules.spec()).parse(text);
    return GridBoardSvg.draw(LAYOUT, text, captured);
  }
}
