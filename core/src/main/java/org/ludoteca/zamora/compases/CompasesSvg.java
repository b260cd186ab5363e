package org.ludoteca.zamora.compases;

import java.util.Set;
import org.ludoteca.diagram.Palette;
import org.ludoteca.diagram.Svg;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;

/**
 * Batalla de Compases drawn: the 3 × 3 board and its 4 × 4 vertices {@code Vij} (row 1 at the
 * top), each compass as a bar between its two ends (C1's light, C2's dark), the row each must
 * reach marked along its edge, and the side to move.
 */
public final class CompasesSvg {
  private static final double CELL = 90;
  private static final double LEFT = 50;
  private static final double TOP = 40;

  private CompasesSvg() {}

  /**
   * Draws a Compases position text ({@code 12-13/42-43 C1}).
   *
   * @throws IllegalArgumentException if the text does not read
   */
  public static String draw(String text) {
    CompasesPosition p = CompasesPosition.parse(text);
    double size = 3 * CELL;
    String caption = (p.toMove() == Side.FIRST ? "C1" : "C2") + " to move.";
    String goals = "C1 wins on row 4 (blue edge), C2 on row 1 (orange).";
    Svg svg = new Svg(LEFT + size + 40, TOP + size + 70, "Batalla de Compases position",
        "The 3 by 3 board of Batalla de Compases with its 4 by 4 vertices, row 1 at the top; C1's compass on V"
            + CompasesPosition.v(p.c1a()) + " and V" + CompasesPosition.v(p.c1b()) + ", C2's on V"
            + CompasesPosition.v(p.c2a()) + " and V" + CompasesPosition.v(p.c2b()) + ". " + caption + " " + goals);
    svg.open("g", "class", "squares", "stroke", Palette.INK, "stroke-width", 1);
    for (int r = 0; r < 3; r++) {
      for (int c = 0; c < 3; c++) {
        svg.element("rect", "x", LEFT + c * CELL, "y", TOP + r * CELL, "width", CELL, "height", CELL, "fill",
            (r + c) % 2 == 0 ? Palette.LIGHT_SQUARE : Palette.DARK_SQUARE);
      }
    }
    svg.close("g");
    // the goal edges: C2 reaches row 1 (top), C1 row 4 (bottom)
    svg.element("line", "class", "goal second", "x1", LEFT, "y1", TOP, "x2", LEFT + size, "y2", TOP, "stroke",
        Palette.SECOND_ZONE, "stroke-width", 8);
    svg.element("line", "class", "goal first", "x1", LEFT, "y1", TOP + size, "x2", LEFT + size, "y2", TOP + size,
        "stroke", Palette.FIRST_ZONE, "stroke-width", 8);
    svg.open("g", "class", "vertices", "font-size", 11, "fill", Palette.INK, "text-anchor", "middle");
    for (int i = 1; i <= 4; i++) {
      for (int j = 1; j <= 4; j++) {
        svg.element("circle", "cx", x(j), "cy", y(i), "r", 4, "fill", Palette.INK);
        svg.text("V" + i + j, "x", x(j) - 14, "y", y(i) - 8);
      }
    }
    svg.close("g");
    compass(svg, p.c1a(), p.c1b(), true);
    compass(svg, p.c2a(), p.c2b(), false);
    svg.text(caption, "x", 10, "y", TOP + size + 40, "font-size", 12, "fill", Palette.INK);
    svg.text(goals, "x", 10, "y", TOP + size + 58, "font-size", 12, "fill", Palette.INK);
    return svg.finish();
  }

  /** Where each vertex is in {@link #draw}'s drawings, named {@code row.col}: for the board page. */
  public static java.util.List<org.ludoteca.game.BoardDrawing.Spot> spots() {
    java.util.List<org.ludoteca.game.BoardDrawing.Spot> spots = new java.util.ArrayList<>(16);
    for (int i = 1; i <= 4; i++) {
      for (int j = 1; j <= 4; j++) {
        spots.add(new org.ludoteca.game.BoardDrawing.Spot(new Square(i, j).toString(), x(j), y(i), CELL / 2));
      }
    }
    return spots;
  }

  private static double x(int col) {
    return LEFT + (col - 1) * CELL;
  }

  private static double y(int row) {
    return TOP + (row - 1) * CELL;
  }

  private static void compass(Svg svg, Square a, Square b, boolean first) {
    String fill = first ? Palette.FIRST_FILL : Palette.SECOND_FILL;
    svg.open("g", "class", "piece compass " + (first ? "first" : "second"), "data-square",
        "V" + CompasesPosition.v(a) + "-V" + CompasesPosition.v(b));
    svg.tooltip((first ? "C1" : "C2") + "'s compass on V" + CompasesPosition.v(a) + " and V"
        + CompasesPosition.v(b));
    svg.element("line", "x1", x(a.col()), "y1", y(a.row()), "x2", x(b.col()), "y2", y(b.row()), "stroke",
        Palette.INK, "stroke-width", 14, "stroke-linecap", "round");
    svg.element("line", "x1", x(a.col()), "y1", y(a.row()), "x2", x(b.col()), "y2", y(b.row()), "stroke", fill,
        "stroke-width", 10, "stroke-linecap", "round");
    for (Square s : new Square[] {a, b}) {
      svg.element("circle", "cx", x(s.col()), "cy", y(s.row()), "r", 11, "fill", fill, "stroke", Palette.INK,
          "stroke-width", 2);
    }
    svg.text(first ? "C1" : "C2", "x", (x(a.col()) + x(b.col())) / 2, "y", (y(a.row()) + y(b.row())) / 2 - 12,
        "font-size", 14, "font-weight", "bold", "text-anchor", "middle", "fill", Palette.INK, "stroke", "#ffffff",
        "stroke-width", 3, "paint-order", "stroke");
    svg.close("g");
  }
}
