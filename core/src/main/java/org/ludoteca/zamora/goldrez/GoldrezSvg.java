package org.ludoteca.zamora.goldrez;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteca.zamora.GridBoardSvg;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.ZamoraRules;

/** Goldrez drawn: the 7 × 7 field, the two three-square arcs, the five pieces a side and the ball. */
public final class GoldrezSvg {
  private static final Map<Character, String> NAMES = Map.of('r', "king (rey)", 'd', "queen (dama)",
      't', "rook (torre)", 'a', "bishop (alfil)", 'c', "knight (caballo)");

  private static final int ROWS = 9;
  private static final int COLS = 7;
  private static final double CELL = 46;

  private GoldrezSvg() {}

  /** Where each square is in {@link #draw}'s drawings: for the board page. */
  public static List<org.ludoteca.game.BoardDrawing.Spot> spots() {
    return GridBoardSvg.spots(ROWS, COLS, CELL);
  }

  /**
   * Draws a Goldrez position text.
   *
   * @throws IllegalArgumentException if the text does not read
   */
  public static String draw(String text, Set<String> captured) {
    Goldrez g = new Goldrez(ZamoraRules.spec());
    g.parse(text);
    return GridBoardSvg.draw(new GridBoardSvg.Layout("Goldrez", ROWS, COLS, CELL, g::onBoard, g::arcOf, "arc",
        List.of("White", "Black"), c -> Character.isUpperCase(c) ? Side.FIRST : Side.SECOND,
        c -> NAMES.getOrDefault(Character.toLowerCase(c), "piece"), true, "ball"), text, captured);
  }
}
