package org.ludoteca.zamora.golez;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteca.zamora.GridBoardSvg;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.ZamoraRuleSets;
import org.ludoteca.zamora.ZamoraRules;

/**
 * Golez drawn: the 7 × 7 field and the two ten-square arcs, in the shape of the rule set whose
 * reader takes the text (the arc's shape is a switch), keepers, defenders, midfielders,
 * attackers and the ball.
 */
public final class GolezSvg {
  private static final Map<Character, String> NAMES = Map.of('p', "keeper (portero)", 'd', "defender (defensa)",
      'm', "midfielder (medio)", 'a', "attacker (atacante)");

  private static final int ROWS = 11;
  private static final int COLS = 7;
  private static final double CELL = 42;

  private GolezSvg() {}

  /** Where each square is in {@link #draw}'s drawings: for the board page. */
  public static List<org.ludoteca.game.BoardDrawing.Spot> spots() {
    return GridBoardSvg.spots(ROWS, COLS, CELL);
  }

  /**
   * Draws a Golez position text.
   *
   * @throws IllegalArgumentException if no rule set's reader takes the text
   */
  public static String draw(String text, Set<String> captured) {
    IllegalArgumentException first = null;
    for (ZamoraRules rules : ZamoraRuleSets.presets().values()) {
      Golez g = new Golez(rules);
      try {
        g.parse(text);
      } catch (IllegalArgumentException e) {
        first = first == null ? e : first;
        continue;
      }
      return GridBoardSvg.draw(new GridBoardSvg.Layout("Golez", ROWS, COLS, CELL, g::onBoard, g::arcOf, "arc",
          List.of("White", "Black"), c -> Character.isUpperCase(c) ? Side.FIRST : Side.SECOND,
          c -> NAMES.getOrDefault(Character.toLowerCase(c), "piece"), true, "ball"), text, captured);
    }
    throw first;
  }
}
