package org.ludoteca.zamora;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import org.ludoteca.diagram.Grid;
import org.ludoteca.diagram.Palette;
import org.ludoteca.diagram.Svg;

/**
 * Draws a position of one of Zamora's square-board games (Futez, Golez, Goldrez, Un Cáliz para el
 * Rey, El Gol de Oro) from its position text: the squares that belong to the board, row 1 at the
 * top as the seed numbers them, each side's zone (goal squares, arc, King's chambers) tinted, the
 * pieces as discs (the first player's light, the second's dark) with their letter, the ball or the
 * Cáliz, and below the side to move and the score. Each game gives its {@link Layout}.
 */
public final class GridBoardSvg {
  /**
   * What one game's board looks like.
   *
   * @param game the game's name as people write it ({@code Futez})
   * @param rows the rows of the position text's frame
   * @param cols the columns of the frame
   * @param cell the side of a square in the drawing
   * @param onBoard whether a square of the frame belongs to the board
   * @param zone the side whose zone a square is in, or null
   * @param zoneName what the zones are, e.g. {@code arc}, {@code goal squares}
   * @param sides the two sides' labels, first player first ({@code White}, {@code Black})
   * @param sideOf the side a piece letter belongs to
   * @param pieceName the name of a piece letter, for the tooltip
   * @param letterShown whether the letter is written on the disc (Futez's pieces are all alike)
   * @param ball what {@code @} is: {@code ball} or {@code Cáliz}
   */
  public record Layout(String game, int rows, int cols, double cell, Predicate<Square> onBoard,
      Function<Square, Side> zone, String zoneName, List<String> sides, Function<Character, Side> sideOf,
      Function<Character, String> pieceName, boolean letterShown, String ball) {
    public Layout {
      Objects.requireNonNull(game, "game");
      sides = List.copyOf(sides);
    }
  }

  private static final double LEFT = 30;
  private static final double TOP = 26;

  private GridBoardSvg() {}

  /**
   * Draws a position text already checked by the game's reader.
   *
   * @param captured squares ({@code 8.5}) to mark as where a piece was just taken
   * @throws IllegalArgumentException if the board field does not fit the layout
   */
  public static String draw(Layout layout, String text, Set<String> captured) {
    String[] fields = text.strip().split("\\s+");
    Map<Square, Character> board = new TreeMap<>(GridText.read(fields[0], layout.rows(), layout.cols(),
        layout.onBoard()));
    Grid grid = new Grid(layout.rows(), layout.cols(), layout.cell(), LEFT, TOP);
    List<String> caption = new ArrayList<>();
    if (fields.length > 1) {
      Side toMove = fields[1].equals("w") ? Side.FIRST : Side.SECOND;
      caption.add(layout.sides().get(toMove.ordinal()) + " to move"
          + (fields.length > 2 ? ", score " + fields[2] + " (" + layout.sides().get(0) + " first)." : "."));
    }
    caption.add("Blue: " + layout.sides().get(0) + "'s " + layout.zoneName() + "; orange: "
        + layout.sides().get(1) + "'s.");
    long pieces = board.values().stream().filter(c -> c != '@').count();
    Svg svg = new Svg(grid.right() + 10, grid.bottom() + 30 + 16 * caption.size(), layout.game() + " position",
        layout.game() + " board, row 1 at the top, " + pieces + " pieces and the " + layout.ball() + ". "
            + String.join(" ", caption));
    grid.squares(svg, (r, c) -> layout.onBoard().test(new Square(r + 1, c + 1)), (r, c) -> {
      Side z = layout.zone().apply(new Square(r + 1, c + 1));
      return z == null ? null : z == Side.FIRST ? Palette.FIRST_ZONE : Palette.SECOND_ZONE;
    });
    grid.coordinates(svg, r -> Integer.toString(r + 1), c -> Integer.toString(c + 1));
    double cell = layout.cell();
    svg.open("g", "class", "pieces", "text-anchor", "middle", "font-weight", "bold", "font-size", cell * 0.42,
        "stroke", Palette.FIRST_INK, "stroke-width", 1.5);
    for (Map.Entry<Square, Character> e : board.entrySet()) {
      Square s = e.getKey();
      char letter = e.getValue();
      double cx = grid.cx(s.col() - 1);
      double cy = grid.cy(s.row() - 1);
      if (letter == '@') {
        ball(svg, layout.ball(), s, cx, cy, cell);
        continue;
      }
      Side side = layout.sideOf().apply(letter);
      boolean first = side == Side.FIRST;
      svg.open("g", "class", "piece " + (first ? "first" : "second"), "data-square", s.toString());
      svg.tooltip(layout.sides().get(side.ordinal()) + " " + layout.pieceName().apply(letter) + " on " + s);
      svg.element("circle", "cx", cx, "cy", cy, "r", cell * 0.4, "fill", first ? Palette.FIRST_FILL
          : Palette.SECOND_FILL);
      if (layout.letterShown()) {
        svg.text(String.valueOf(Character.toUpperCase(letter)), "x", cx, "y", cy + cell * 0.15,
            "fill", first ? Palette.FIRST_INK : Palette.SECOND_INK, "stroke", "none");
      }
      svg.close("g");
    }
    svg.close("g");
    for (String name : captured) {
      try {
        Square s = Square.parse(name);
        if (s.row() >= 1 && s.row() <= layout.rows() && s.col() >= 1 && s.col() <= layout.cols()) {
          grid.captureMark(svg, s.row() - 1, s.col() - 1, "a piece was taken off " + s);
        }
      } catch (IllegalArgumentException ignored) {
        // a name of no square marks nothing (BoardDrawing's contract)
      }
    }
    svg.open("g", "class", "caption", "font-size", 12, "fill", Palette.INK);
    double y = grid.bottom() + 34;
    for (String line : caption) {
      svg.text(line, "x", LEFT - 20, "y", y);
      y += 16;
    }
    svg.close("g");
    return svg.finish();
  }

  /**
   * Where each square of a {@code rows} × {@code cols} frame drawn with cells of side {@code cell}
   * is in {@link #draw}'s drawing, named {@code row.col}: for the board page. The frame's squares
   * off the board are listed too; no move goes there.
   */
  public static List<org.ludoteca.game.BoardDrawing.Spot> spots(int rows, int cols, double cell) {
    Grid grid = new Grid(rows, cols, cell, LEFT, TOP);
    List<org.ludoteca.game.BoardDrawing.Spot> spots = new ArrayList<>(rows * cols);
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        spots.add(new org.ludoteca.game.BoardDrawing.Spot(new Square(r + 1, c + 1).toString(), grid.cx(c), grid.cy(r), cell));
      }
    }
    return spots;
  }

  /** The ball as a yellow disc, the Cáliz as a yellow goblet. */
  private static void ball(Svg svg, String name, Square s, double cx, double cy, double cell) {
    boolean chalice = !name.equals("ball");
    svg.open("g", "class", chalice ? "ball chalice" : "ball", "data-square", s.toString());
    svg.tooltip("the " + name + " on " + s);
    if (chalice) {
      double k = cell / 40;
      svg.element("path", "d", "M" + Svg.num(cx - 11 * k) + " " + Svg.num(cy - 13 * k)
          + "h" + Svg.num(22 * k) + "q0 " + Svg.num(13 * k) + " " + Svg.num(-9 * k) + " " + Svg.num(15 * k)
          + "v" + Svg.num(5 * k) + "h" + Svg.num(6 * k) + "v" + Svg.num(4 * k) + "h" + Svg.num(-16 * k)
          + "v" + Svg.num(-4 * k) + "h" + Svg.num(6 * k) + "v" + Svg.num(-5 * k) + "q" + Svg.num(-9 * k) + " "
          + Svg.num(-2 * k) + " " + Svg.num(-9 * k) + " " + Svg.num(-15 * k) + "z",
          "fill", Palette.BALL, "stroke", Palette.INK, "stroke-width", 1.5, "stroke-linejoin", "round");
    } else {
      svg.element("circle", "cx", cx, "cy", cy, "r", cell * 0.27, "fill", Palette.BALL, "stroke", Palette.INK,
          "stroke-width", 1.5);
      svg.element("circle", "cx", cx, "cy", cy, "r", cell * 0.09, "fill", Palette.INK);
    }
    svg.close("g");
  }
}
