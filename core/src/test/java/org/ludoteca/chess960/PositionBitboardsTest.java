package org.ludoteca.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.notation.ChessFen;

class PositionBitboardsTest {

  private static Position rebuilt(Position p) throws PositionException {
    long white = 0;
    long black = 0;
    long[] roles = new long[6];
    for (Role r : Role.values()) {
      long w = p.pieces(Color.WHITE, r);
      long b = p.pieces(Color.BLACK, r);
      white |= w;
      black |= b;
      roles[r.ordinal()] = w | b;
    }
    return Position.ofBitboards(white, black, roles[0], roles[1], roles[2], roles[3], roles[4], roles[5], p.turn(),
        p.castlingRookMask(), p.epSquareIndex(), p.halfmoveClock(), p.fullmoveNumber());
  }

  @Test
  void ofBitboards_randomPlay_sameFenAsTheOriginal() throws Exception {
    Random random = new Random(9);
    for (int game = 0; game < 20; game++) {
      Position p = StartPositions.scharnagl(random.nextInt(960));
      for (int ply = 0; ply < 120; ply++) {
        Position back = rebuilt(p);
        assertEquals(p, back);
        assertEquals(ChessFen.write(p), ChessFen.write(back));
        List<Move> moves = Chess960.legalMoves(p);
        if (moves.isEmpty()) {
          break;
        }
        p = Chess960.play(p, moves.get(random.nextInt(moves.size())));
      }
    }
  }

  @Test
  void ofBitboards_illegalSetup_sameReasonsAsOf() {
    // no black king, a white pawn on rank 8, a castling right for a missing rook
    long whiteKing = 1L << 4;
    long pawn = 1L << 60;
    PositionException e = assertThrows(PositionException.class, () -> Position.ofBitboards(whiteKing | pawn, 0,
        pawn, 0, 0, 0, 0, whiteKing, Color.WHITE, 1L << 7, -1, 0, 1));
    PositionException viaSetup = assertThrows(PositionException.class, () -> Position.of(e.setup()));
    assertEquals(viaSetup.reasons(), e.reasons());
    assertEquals(3, e.reasons().size(), e.reasons().toString());
  }

  @Test
  void ofBitboards_overlappingBitboards_illegalArgument() {
    long kings = 1L << 4 | 1L << 60;
    assertThrows(IllegalArgumentException.class, () -> Position.ofBitboards(kings, 1L << 60, 0, 0, 0, 0, 0, kings,
        Color.WHITE, 0, -1, 0, 1));
    assertThrows(IllegalArgumentException.class, () -> Position.ofBitboards(1L << 4, 1L << 60, 1L << 4, 0, 0, 0, 0,
        kings, Color.WHITE, 0, -1, 0, 1));
  }
}
