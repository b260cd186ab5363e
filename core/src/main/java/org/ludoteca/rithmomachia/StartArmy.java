package org.ludoteca.rithmomachia;

import static org.ludoteca.rithmomachia.PieceKind.CIRCLE;
import static org.ludoteca.rithmomachia.PieceKind.SQUARE;
import static org.ludoteca.rithmomachia.PieceKind.TRIANGLE;
import static org.ludoteca.rithmomachia.Side.BLACK;
import static org.ludoteca.rithmomachia.Side.WHITE;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The León &amp; Astor (CVR) start army as data, White to move on turn 1: the packet {@code
 * notation.RithmoFen.START} spells it (a test holds the two equal). The engine builds its start
 * positions from this, so the model needs nothing of the notation package, which depends on it.
 */
final class StartArmy {
  /** The start setup; {@link Setup} is immutable, so it is shared. */
  static final Setup SETUP = build();

  private StartArmy() {}

  private static Setup build() {
    Map<Square, Piece> board = new HashMap<>();
    put(board, "a1", Piece.of(WHITE, SQUARE, 289));
    put(board, "b1", Piece.of(WHITE, SQUARE, 169));
    put(board, "g1", Piece.of(WHITE, SQUARE, 81));
    put(board, "h1", Piece.of(WHITE, SQUARE, 25));
    put(board, "a2", Piece.of(WHITE, SQUARE, 153));
    put(board, "b2", Piece.pyramid(WHITE, List.of(
        Piece.of(WHITE, SQUARE, 36),
        Piece.of(WHITE, SQUARE, 25),
        Piece.of(WHITE, TRIANGLE, 16),
        Piece.of(WHITE, TRIANGLE, 9),
        Piece.of(WHITE, CIRCLE, 4),
        Piece.of(WHITE, CIRCLE, 1))));
    put(board, "c2", Piece.of(WHITE, TRIANGLE, 49));
    put(board, "d2", Piece.of(WHITE, TRIANGLE, 42));
    put(board, "e2", Piece.of(WHITE, TRIANGLE, 20));
    put(board, "f2", Piece.of(WHITE, TRIANGLE, 25));
    put(board, "g2", Piece.of(WHITE, SQUARE, 45));
    put(board, "h2", Piece.of(WHITE, SQUARE, 15));
    put(board, "a3", Piece.of(WHITE, TRIANGLE, 81));
    put(board, "b3", Piece.of(WHITE, TRIANGLE, 72));
    put(board, "c3", Piece.of(WHITE, CIRCLE, 64));
    put(board, "d3", Piece.of(WHITE, CIRCLE, 36));
    put(board, "e3", Piece.of(WHITE, CIRCLE, 16));
    put(board, "f3", Piece.of(WHITE, CIRCLE, 4));
    put(board, "g3", Piece.of(WHITE, TRIANGLE, 6));
    put(board, "h3", Piece.of(WHITE, TRIANGLE, 9));
    put(board, "c4", Piece.of(WHITE, CIRCLE, 8));
    put(board, "d4", Piece.of(WHITE, CIRCLE, 6));
    put(board, "e4", Piece.of(WHITE, CIRCLE, 4));
    put(board, "f4", Piece.of(WHITE, CIRCLE, 2));
    put(board, "c13", Piece.of(BLACK, CIRCLE, 3));
    put(board, "d13", Piece.of(BLACK, CIRCLE, 5));
    put(board, "e13", Piece.of(BLACK, CIRCLE, 7));
    put(board, "f13", Piece.of(BLACK, CIRCLE, 9));
    put(board, "a14", Piece.of(BLACK, TRIANGLE, 16));
    put(board, "b14", Piece.of(BLACK, TRIANGLE, 12));
    put(board, "c14", Piece.of(BLACK, CIRCLE, 9));
    put(board, "d14", Piece.of(BLACK, CIRCLE, 25));
    put(board, "e14", Piece.of(BLACK, CIRCLE, 49));
    put(board, "f14", Piece.of(BLACK, CIRCLE, 81));
    put(board, "g14", Piece.of(BLACK, TRIANGLE, 90));
    put(board, "h14", Piece.of(BLACK, TRIANGLE, 100));
    put(board, "a15", Piece.of(BLACK, SQUARE, 28));
    put(board, "b15", Piece.of(BLACK, SQUARE, 66));
    put(board, "c15", Piece.of(BLACK, TRIANGLE, 36));
    put(board, "d15", Piece.of(BLACK, TRIANGLE, 30));
    put(board, "e15", Piece.of(BLACK, TRIANGLE, 56));
    put(board, "f15", Piece.of(BLACK, TRIANGLE, 64));
    put(board, "g15", Piece.of(BLACK, SQUARE, 120));
    put(board, "h15", Piece.pyramid(BLACK, List.of(
        Piece.of(BLACK, SQUARE, 64),
        Piece.of(BLACK, SQUARE, 49),
        Piece.of(BLACK, TRIANGLE, 36),
        Piece.of(BLACK, TRIANGLE, 25),
        Piece.of(BLACK, CIRCLE, 16))));
    put(board, "a16", Piece.of(BLACK, SQUARE, 49));
    put(board, "b16", Piece.of(BLACK, SQUARE, 121));
    put(board, "g16", Piece.of(BLACK, SQUARE, 225));
    put(board, "h16", Piece.of(BLACK, SQUARE, 361));
    return new Setup(board, WHITE, List.of(), List.of(), Optional.empty(), 1);
  }

  private static void put(Map<Square, Piece> board, String square, Piece piece) {
    board.put(Square.parse(square).orElseThrow(), piece);
  }
}
