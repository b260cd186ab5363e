package org.ludoteca.rithmomachia;

import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Writes the canonical packet (the modified FEN of León &amp; Astor) of a position or a setup.
 * It lives beside {@link Position} so that {@link Position#toString} needs nothing of the notation
 * package, which depends on this one; {@code notation.RithmoFen} (reading and writing) is the way
 * to use it.
 */
public final class PacketText {
  private PacketText() {}

  /** The canonical packet of a setup. */
  public static String of(Setup setup) {
    Map<Square, Piece> board = setup.board();
    return write(i -> board.get(Square.of(i)), setup.toMove(), setup.capturedByWhite(),
        setup.capturedByBlack(), setup.lastLeap().orElse(null), setup.turn());
  }

  /** The canonical packet of a position. */
  public static String of(Position p) {
    return write(p::pieceAt, p.toMove(), p.capturedBy(Side.WHITE), p.capturedBy(Side.BLACK),
        p.lastLeap().orElse(null), p.turn());
  }

  private static String write(IntFunction<Piece> board, Side toMove, List<Piece> byWhite,
      List<Piece> byBlack, IrregularMove lastLeap, int turn) {
    StringBuilder sb = new StringBuilder(300);
    appendBoard(sb, board, true);
    sb.append(' ').append(toMove.symbol()).append(' ');
    appendPieces(sb, byWhite);
    sb.append(' ');
    appendPieces(sb, byBlack);
    sb.append(' ').append(lastLeap == null ? "-" : lastLeap.symbol());
    sb.append(' ').append(turn);
    return sb.toString();
  }

  /** The board field alone: reduced (canonical) or full (every row counts all 8 columns). */
  public static String board(Setup setup, boolean reduced) {
    StringBuilder sb = new StringBuilder(260);
    Map<Square, Piece> board = setup.board();
    appendBoard(sb, i -> board.get(Square.of(i)), reduced);
    return sb.toString();
  }

  /** A capture list field: {@code -} or the pieces each ending in {@code .}. */
  public static String pieces(List<Piece> pieces) {
    StringBuilder sb = new StringBuilder();
    appendPieces(sb, pieces);
    return sb.toString();
  }

  private static void appendPieces(StringBuilder sb, List<Piece> pieces) {
    if (pieces.isEmpty()) {
      sb.append('-');
    }
    for (Piece p : pieces) {
      p.appendSymbol(sb);
    }
  }

  private static void appendBoard(StringBuilder sb, IntFunction<Piece> board, boolean reduced) {
    for (int row = 1; row <= Square.RANKS; row++) {
      if (row > 1) {
        sb.append('/');
      }
      int empty = 0;
      for (int column = 1; column <= Square.FILES; column++) {
        Piece p = board.apply(Square.ofFen(row, column).index());
        if (p == null) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        p.appendSymbol(sb);
      }
      if (empty > 0 && !reduced) {
        sb.append(empty);
      }
    }
  }
}
