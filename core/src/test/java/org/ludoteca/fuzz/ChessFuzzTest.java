package org.ludoteca.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.ludoteca.chess960.IllegalMoveException;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.PositionException;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.CompactChessPosition;
import org.ludoteca.chess960.notation.CompactCodecException;
import org.ludoteca.chess960.notation.FenSyntaxException;
import org.ludoteca.chess960.notation.MoveSyntaxException;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.chess960.notation.Uci;

/**
 * Fuzz targets of the chess readers: FEN and X-FEN (Chess960, Shredder-FEN), SAN and UCI move
 * tokens and the compact code. Each passes when the reader returns or throws its own typed
 * error; any other exception, a hang or running out of memory is a finding. See scripts/fuzz.sh.
 */
class ChessFuzzTest {
  /**
   * The positions move tokens are read in, picked by the first byte: the standard start, a
   * Chess960 start with both castlings open, a position with promotions, en passant and castling
   * at hand, and one where the side to move is in check.
   */
  private static final List<Position> POSITIONS = positions(
      ChessFen.STANDARD_START,
      "bqnrkbrn/pppppppp/8/8/8/8/PPPPPPPP/BQNRKBRN w GDgd - 0 1",
      "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 20",
      "4k3/8/8/8/8/8/4q3/4K3 w - - 0 50");

  private static List<Position> positions(String... fens) {
    try {
      Position[] out = new Position[fens.length];
      for (int i = 0; i < fens.length; i++) {
        out[i] = ChessFen.read(fens[i]);
      }
      return List.of(out);
    } catch (FenSyntaxException | PositionException e) {
      throw new AssertionError(e);
    }
  }

  /** A FEN, X-FEN or Shredder-FEN, read and checked, written back if it is a position. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void chessFen(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    try {
      Position p = ChessFen.read(FuzzInputs.text(data));
      ChessFen.write(p);
      ChessFen.write(p, ChessFen.Castling.SHREDDER);
    } catch (FenSyntaxException | PositionException expected) {
      // the reader's typed errors
    }
  }

  /** A SAN token in the position the first byte picks. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void san(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    try {
      San.read(POSITIONS.get(FuzzInputs.choice(data, POSITIONS.size())), FuzzInputs.tail(data));
    } catch (MoveSyntaxException | IllegalMoveException expected) {
      // the reader's typed errors
    }
  }

  /** A UCI token in the position the first byte picks. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void uci(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    try {
      Uci.read(POSITIONS.get(FuzzInputs.choice(data, POSITIONS.size())), FuzzInputs.tail(data));
    } catch (MoveSyntaxException | IllegalMoveException expected) {
      // the reader's typed errors
    }
  }

  /**
   * A compact code, as it is and with its checksum mended. A code that decodes is one the encoder
   * writes (the decoder's contract), so encoding its position gives the same bytes.
   */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void compactChessPosition(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    for (byte[] code : List.of(data, FuzzInputs.withCrc(data))) {
      try {
        Position p = CompactChessPosition.decode(code);
        assertArrayEquals(code, CompactChessPosition.encode(p), () -> "decoded to " + ChessFen.write(p));
      } catch (CompactCodecException expected) {
        // the reader's typed error
      }
    }
  }
}
