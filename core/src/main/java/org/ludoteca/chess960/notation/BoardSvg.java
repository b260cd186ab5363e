package org.ludoteca.chess960.notation;

import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.ludoteca.chess960.Color;
import org.ludoteca.chess960.Piece;
import org.ludoteca.chess960.Setup;
import org.ludoteca.chess960.Square;
import org.ludoteca.diagram.Grid;
import org.ludoteca.diagram.Palette;
import org.ludoteca.diagram.Svg;
import org.ludoteca.game.Side;

/**
 * A chess or Chess960 position drawn as SVG: rank 8 at the top, each piece a Unicode chess
 * figurine in the text fonts the reader has (no font shipped), the solid figurine for both sides,
 * filled light with a dark outline for White and dark for Black, so both read on either square;
 * below, the side to move and the castling rights.
 */
public final class BoardSvg {
  private static final double CELL = 48;
  private static final double LEFT = 26;
  private static final double TOP = 24;
  /** Solid figurines by role ordinal (pawn ... king), each followed by the text-style selector. */
  private static final String[] GLYPHS = {"\u265F\uFE0E", "\u265E\uFE0E", "\u265D\uFE0E", "\u265C\uFE0E",
      "\u265B\uFE0E", "\u265A\uFE0E"};
  private static final String[] NAMES = {"pawn", "knight", "bishop", "rook", "queen", "king"};

  private BoardSvg() {}

  /** Reads a FEN (X-FEN or Shredder-FEN) and draws it. */
  public static String draw(String fen, Set<String> captured) throws FenSyntaxException {
    return draw(ChessFen.parse(fen), captured);
  }

  /** Where each square is in {@link #draw}'s drawing (the same for every position): for the board page. */
  public static java.util.List<org.ludoteca.game.BoardDrawing.Spot> spots() {
    Grid grid = new Grid(8, 8, CELL, LEFT, TOP);
    java.util.List<org.ludoteca.game.BoardDrawing.Spot> spots = new java.util.ArrayList<>(64);
    for (int sq = 0; sq < 64; sq++) {
      Square s = Square.of(sq);
      spots.add(new org.ludoteca.game.BoardDrawing.Spot(s.label(), grid.cx(s.file()), grid.cy(7 - s.rank()), CELL));
    }
    return spots;
  }

  /**
   * Draws a position as written, legal or not.
   *
   * @param captured squares ({@code e4}) to mark as where a piece was just taken
   */
  public static String draw(Setup setup, Set<String> captured) {
    Objects.requireNonNull(captured, "captured");
    Grid grid = new Grid(8, 8, CELL, LEFT, TOP);
    String toMove = setup.turn() == Color.WHITE ? "White" : "Black";
    StringBuilder castling = new StringBuilder();
    setup.castlingRooks().stream().map(Square::label).sorted().forEach(s -> castling.append(' ').append(s));
    String caption = toMove + " to move, move " + setup.fullmoveNumber() + "."
        + (castling.length() == 0 ? " No castling." : " Rooks that may castle:" + castling + ".");
    Svg svg = new Svg(grid.right() + 10, grid.bottom() + 44, "Chess position",
        "A chess board, rank 8 at the top, " + setup.board().size() + " pieces. " + caption);
    grid.squares(svg, (r, c) -> true, null);
    grid.coordinates(svg, r -> Integer.toString(8 - r), c -> String.valueOf((char) ('a' + c)));
    svg.open("g", "class", "pieces", "font-size", CELL * 0.8, "text-anchor", "middle", "stroke-linejoin", "round",
        "paint-order", "stroke", "font-family", "DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols2, FreeSerif, serif");
    for (Color color : Color.values()) {
      boolean white = color == Color.WHITE;
      String side = (white ? Side.WHITE : Side.BLACK).label();
      // one group per side carries the colours: light with a dark outline, or dark
      svg.open("g", "class", "side", "data-side", side, "fill",
          white ? Palette.FIRST_FILL : Palette.SECOND_FILL, "stroke", white ? Palette.FIRST_INK : Palette.SECOND_FILL,
          "stroke-width", white ? 1.6 : 0.8);
      for (Map.Entry<Square, Piece> e : new java.util.TreeMap<>(setup.board()).entrySet()) {
        Square s = e.getKey();
        Piece p = e.getValue();
        if (p.color() != color) {
          continue;
        }
        int row = 7 - s.rank();
        svg.open("g", "class", "piece " + NAMES[p.role().ordinal()] + " " + side,
            "data-square", s.label());
        svg.tooltip(side + " " + NAMES[p.role().ordinal()] + " on " + s.label());
        svg.text(GLYPHS[p.role().ordinal()], "x", grid.cx(s.file()), "y", grid.y(row) + CELL * 0.8);
        svg.close("g");
      }
      svg.close("g");
    }
    svg.close("g");
    for (String name : captured) {
      Square.parse(name).ifPresent(s -> grid.captureMark(svg, 7 - s.rank(), s.file(),
          "a piece was taken on " + s.label()));
    }
    svg.text(caption, "x", LEFT - 16, "y", grid.bottom() + 36, "font-size", 12, "fill", Palette.INK);
    return svg.finish();
  }
}
