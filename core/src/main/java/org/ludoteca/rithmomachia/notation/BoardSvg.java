package org.ludoteca.rithmomachia.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.ludoteca.diagram.Grid;
import org.ludoteca.diagram.Palette;
import org.ludoteca.diagram.Svg;
import org.ludoteca.rithmomachia.Piece;
import org.ludoteca.rithmomachia.PieceKind;
import org.ludoteca.rithmomachia.Setup;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;

/**
 * A Rithmomachia position drawn as SVG: the 16 × 8 board with rank 16 (Black's back row) at the
 * top, as in the FEN and {@link BoardDiagram}; each piece its shape (circle, triangle, square, a
 * pyramid as a stack of one step per component), its side (white pieces light with dark numbers,
 * black pieces dark with light numbers) and its value; below the board the side to move, both
 * capture lists and every pyramid's components.
 *
 * <pre>{@code
 * String svg = BoardSvg.draw(RithmoFen.parse(RithmoFen.START), Set.of());
 * }</pre>
 */
public final class BoardSvg {
  private static final double CELL = 44;
  private static final double LEFT = 30;
  private static final double TOP = 26;
  private static final int CAPTION_CHARS = 56;
  private static final double LINE = 16;

  private BoardSvg() {}

  /** Reads a FEN packet (strictly) and draws it. */
  public static String draw(String fen, Set<String> captured) throws FenSyntaxException {
    return draw(RithmoFen.parse(fen), captured);
  }

  /**
   * Draws a position as written, playable or not.
   *
   * @param captured names of squares ({@code d12}) to mark as where a piece was just taken
   */
  public static String draw(Setup setup, Set<String> captured) {
    Objects.requireNonNull(captured, "captured");
    List<String> caption = caption(setup);
    Grid grid = new Grid(Square.RANKS, Square.FILES, CELL, LEFT, TOP);
    double width = grid.right() + 10;
    double height = grid.bottom() + 30 + caption.size() * LINE;
    Svg svg = new Svg(width, height, "Rithmomachia position",
        "The 16 by 8 Rithmomachia board, rank 16 at the top, " + setup.board().size() + " pieces. "
            + String.join(" ", caption));
    grid.squares(svg, (r, c) -> true, null);
    grid.coordinates(svg, r -> Integer.toString(Square.RANKS - r), c -> String.valueOf((char) ('a' + c)));
    // the pieces of a side in one group that carries their colours and the numbers' style
    svg.open("g", "class", "pieces", "text-anchor", "middle", "font-weight", "bold", "stroke-width", 1.5,
        "stroke-linejoin", "round", "paint-order", "stroke");
    for (Side side : Side.values()) {
      boolean white = side == Side.WHITE;
      svg.open("g", "class", "side", "data-side", side.label(), "fill", white ? Palette.FIRST_FILL : Palette.SECOND_FILL,
          "stroke", white ? Palette.FIRST_INK : Palette.SECOND_INK);
      for (Map.Entry<Square, Piece> e : setup.board().entrySet()) {
        if (e.getValue().side() == side) {
          piece(svg, grid, e.getKey(), e.getValue());
        }
      }
      svg.close("g");
    }
    svg.close("g");
    for (String name : captured) {
      Square.parse(name).ifPresent(s -> grid.captureMark(svg, Square.RANKS - s.rank(), s.file(),
          "a piece was taken on " + s.name()));
    }
    svg.open("g", "class", "caption", "font-size", 12, "fill", Palette.INK);
    double y = grid.bottom() + 34;
    for (String line : caption) {
      svg.text(line, "x", LEFT - 20, "y", y);
      y += LINE;
    }
    svg.close("g");
    return svg.finish();
  }

  /** Where each square is in {@link #draw}'s drawing (the same for every position): for the board page. */
  public static List<org.ludoteca.game.BoardDrawing.Spot> spots() {
    Grid grid = new Grid(Square.RANKS, Square.FILES, CELL, LEFT, TOP);
    List<org.ludoteca.game.BoardDrawing.Spot> spots = new ArrayList<>(Square.COUNT);
    for (int rank = Square.RANKS; rank >= 1; rank--) {
      for (int file = 0; file < Square.FILES; file++) {
        spots.add(new org.ludoteca.game.BoardDrawing.Spot(Square.of(file, rank).name(), grid.cx(file),
            grid.cy(Square.RANKS - rank), CELL));
      }
    }
    return spots;
  }

  private static List<String> caption(Setup setup) {
    List<String> lines = new ArrayList<>();
    lines.add(setup.toMove().label().substring(0, 1).toUpperCase(java.util.Locale.ROOT)
        + setup.toMove().label().substring(1) + " to move, turn " + setup.turn() + ".");
    for (Side side : Side.values()) {
      List<Piece> taken = setup.capturedBy(side);
      StringBuilder sb = new StringBuilder(side == Side.WHITE ? "White" : "Black").append(" has taken ");
      if (taken.isEmpty()) {
        sb.append("nothing.");
      } else {
        sb.append(taken.size()).append(":");
        for (Piece p : taken) {
          sb.append(' ').append(p.label());
        }
      }
      lines.addAll(Grid.wrap(sb.toString(), CAPTION_CHARS));
    }
    for (Map.Entry<Square, Piece> e : setup.board().entrySet()) {
      Piece p = e.getValue();
      if (p.isPyramid()) {
        lines.addAll(Grid.wrap(p.side().label() + " pyramid on " + e.getKey().name() + ": " + p.value() + " = "
            + components(p), CAPTION_CHARS));
      }
    }
    return lines;
  }

  private static String components(Piece pyramid) {
    StringBuilder sb = new StringBuilder();
    for (Piece c : pyramid.components()) {
      sb.append(sb.length() == 0 ? "" : " + ").append(c.label());
    }
    return sb.toString();
  }

  private static String kindName(PieceKind k) {
    return k.name().toLowerCase(java.util.Locale.ROOT);
  }

  private static void piece(Svg svg, Grid grid, Square square, Piece p) {
    boolean white = p.side() == Side.WHITE;
    String fill = white ? Palette.FIRST_FILL : Palette.SECOND_FILL;
    String ink = white ? Palette.FIRST_INK : Palette.SECOND_INK;
    int row = Square.RANKS - square.rank();
    double x = grid.x(square.file());
    double y = grid.y(row);
    double cx = grid.cx(square.file());
    double cy = grid.cy(row);
    String value = Integer.toString(p.value());
    svg.open("g", "class", "piece " + kindName(p.kind()) + " " + p.side().label(), "data-square", square.name());
    svg.tooltip(p.side().label() + " " + kindName(p.kind()) + " " + p.value() + " on " + square.name()
        + (p.isPyramid() ? " (" + components(p) + ")" : ""));
    double textY = cy + 4.5;
    double size = value.length() >= 3 ? 12 : 14;
    switch (p.kind()) {
      case CIRCLE -> svg.element("circle", "cx", cx, "cy", cy, "r", CELL * 0.41);
      case TRIANGLE -> {
        svg.element("polygon", "points", pts(cx, y + CELL * 0.05, x + CELL * 0.04, y + CELL * 0.92,
            x + CELL * 0.96, y + CELL * 0.92));
        textY = y + CELL * 0.8;
        size = value.length() >= 3 ? 11 : 13;
      }
      case SQUARE -> svg.element("rect", "x", x + CELL * 0.1, "y", y + CELL * 0.1, "width", CELL * 0.8, "height",
          CELL * 0.8);
      case PYRAMID -> pyramid(svg, p, x, y);
    }
    // a pyramid's number sits on its steps: a halo of the piece's colour keeps it readable
    if (p.isPyramid()) {
      svg.text(value, "x", cx, "y", textY, "font-size", size, "fill", ink, "stroke", fill, "stroke-width", 3);
    } else {
      svg.text(value, "x", cx, "y", textY, "font-size", size, "fill", ink, "stroke", "none");
    }
    svg.close("g");
  }

  /**
   * A pyramid as a stepped stack, one step per component, the first written at the bottom and
   * widest (the components and their values are in the tooltip and the caption).
   */
  private static void pyramid(Svg svg, Piece p, double x, double y) {
    List<Piece> parts = p.components();
    int n = parts.size();
    double bottom = y + CELL * 0.94;
    double stepHeight = CELL * 0.88 / n;
    for (int i = 0; i < n; i++) {
      double w = CELL * (0.94 - 0.6 * i / Math.max(1, n - 1));
      double top = bottom - (i + 1) * stepHeight;
      svg.element("rect", "class", "component", "data-kind", kindName(parts.get(i).kind()), "x", x + (CELL - w) / 2, "y", top,
          "width", w, "height", stepHeight, "stroke-width", 1);
    }
  }

  private static String pts(double... xy) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < xy.length; i += 2) {
      sb.append(i == 0 ? "" : " ").append(Svg.num(xy[i])).append(',').append(Svg.num(xy[i + 1]));
    }
    return sb.toString();
  }
}
