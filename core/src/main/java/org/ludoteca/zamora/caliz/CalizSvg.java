package org.ludoteca.zamora.caliz;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteca.zamora.GridBoardSvg;

/**
 * Un Cáliz para el Rey and El Gol de Oro drawn: the 123 squares, the Kings' chambers, the chess
 * pieces by their letters, and the Cáliz (or, in El Gol de Oro, the ball).
 */
public final class CalizSvg {
  private static final Map<Character, String> NAMES = Map.of('k', "King", 'q', "Queen", 'r', "Rook",
      'b', "Bishop", 'n', "Knight", 'p', "Pawn");

  private static final double CELL = 36;

  private CalizSvg() {}

  /** Where each square is in {@link #draw}'s drawings of either game: for the board page. */
  public static List<org.ludoteca.game.BoardDrawing.Spot> spots() {
    return GridBoardSvg.spots(ChamberChess.ROWS, ChamberChess.COLS, CELL);
  }

  /**
   * Draws a position text of either game.
   *
   * @param golDeOro true for El Gol de Oro (a ball, and the chambers are the goals)
   * @throws IllegalArgumentException if the text does not read
   */
  public static String draw(String text, Set<String> captured, boolean golDeOro) {
    ChamberChess.parse(text, golDeOro);
    return GridBoardSvg.draw(new GridBoardSvg.Layout(golDeOro ? "El Gol de Oro" : "Un Cáliz para el Rey",
        ChamberChess.ROWS, ChamberChess.COLS, CELL, ChamberChess::onBoard, ChamberChess::chamberOf,
        golDeOro ? "King's chambers (the goal)" : "King's chambers", List.of("White", "Black"),
        CalizPosition::sideOf, c -> NAMES.getOrDefault(Character.toLowerCase(c), "piece"), true,
        golDeOro ? "ball" : "Cáliz"), text, captured);
  }
}
