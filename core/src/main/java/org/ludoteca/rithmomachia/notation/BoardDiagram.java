package org.ludoteca.rithmomachia.notation;

import org.ludoteca.rithmomachia.Piece;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;

/**
 * A plain-text drawing of the board: 16 rows, rank 16 (Black's back row) at the top as in the
 * FEN, files a..h below. Pieces are written {@code t25}; a pyramid as {@code P91*} (its total).
 */
public final class BoardDiagram {
  private static final int CELL = 6;

  private BoardDiagram() {}

  /** The diagram of {@code position}, with the side to move and both capture lists below it. */
  public static String draw(Position position) {
    StringBuilder sb = new StringBuilder(2200);
    for (int rank = Square.RANKS; rank >= 1; rank--) {
      sb.append(String.format("%3d |", rank));
      for (int file = 0; file < Square.FILES; file++) {
        Piece p = position.pieceAt(Square.of(file, rank));
        String cell = p == null ? "." : p.label() + (p.isPyramid() ? "*" : "");
        sb.append(String.format("%" + CELL + "s", cell));
      }
      sb.append(rank == 9 ? "   -- white's half below, black's half above" : "").append('\n');
    }
    sb.append("    +").append("-".repeat(CELL * Square.FILES)).append('\n').append("     ");
    for (int file = 0; file < Square.FILES; file++) {
      sb.append(String.format("%" + CELL + "s", (char) ('a' + file)));
    }
    sb.append('\n');
    sb.append("to move: ").append(position.toMove().label()).append(", turn ").append(position.turn()).append('\n');
    for (Side side : Side.values()) {
      sb.append(side.label()).append(" has taken: ")
          .append(RithmoFen.writePieces(position.capturedBy(side))).append('\n');
    }
    for (int rank = Square.RANKS; rank >= 1; rank--) {
      for (int file = 0; file < Square.FILES; file++) {
        Piece p = position.pieceAt(Square.of(file, rank));
        if (p != null && p.isPyramid()) {
          sb.append("pyramid on ").append(Square.of(file, rank)).append(": ").append(p.symbol()).append('\n');
        }
      }
    }
    return sb.toString();
  }
}
