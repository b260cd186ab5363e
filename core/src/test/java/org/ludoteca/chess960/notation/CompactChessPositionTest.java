package org.ludoteca.chess960.notation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.perft.PerftFiles;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.Setup;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.codec.Crc16;
import org.ludoteca.rithmomachia.notation.CompactPosition;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.TestData;

class CompactChessPositionTest {
  private static final Path DATA = TestData.resource("");

  /** Every position of a few seeded random games from random Scharnagl starts. */
  static List<Position> randomPlay(long seed, int games) throws Exception {
    Random random = new Random(seed);
    List<Position> out = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      Position p = StartPositions.scharnagl(random.nextInt(960));
      out.add(p);
      for (int ply = 0; ply < 400; ply++) {
        List<Move> moves = Chess960.legalMoves(p);
        if (moves.isEmpty()) {
          break;
        }
        p = Chess960.play(p, moves.get(random.nextInt(moves.size())));
        out.add(p);
      }
    }
    return out;
  }

  private static List<Position> referencePositions() throws Exception {
    Set<String> fens = new LinkedHashSet<>();
    for (String f : List.of("chess/perft/chess.perft", "chess960/midgames.perft",
        "chess960/startpos-perft-d1-d4.epd")) {
      for (PerftFiles.Case c : PerftFiles.read(DATA.resolve(f))) {
        fens.add(c.fen());
      }
    }
    List<Position> out = new ArrayList<>();
    for (String fen : fens) {
      out.add(ChessFen.read(fen));
    }
    return out;
  }

  private static void assertRoundTrip(Position p) throws CompactCodecException {
    byte[] code = CompactChessPosition.encode(p);
    assertEquals(ChessFen.write(p), ChessFen.write(CompactChessPosition.decode(code)));
  }

  private static Position withClocks(Position p, int halfmove, int fullmove) throws Exception {
    Setup s = p.toSetup();
    return Position.of(new Setup(s.board(), s.turn(), s.castlingRooks(), s.epSquare(), halfmove, fullmove));
  }

  @Test
  void encode_randomPlay_roundTripsWithinThirtyBytes() throws Exception {
    List<Position> positions = randomPlay(20261122L, 40);
    int epSeen = 0;
    int castlingSeen = 0;
    for (Position p : positions) {
      byte[] code = CompactChessPosition.encode(p);
      assertTrue(code.length <= CompactChessPosition.MAX_BYTES_IN_GAME, code.length + " bytes for " + p);
      assertEquals(ChessFen.write(p), ChessFen.write(CompactChessPosition.decode(code)));
      epSeen += p.epSquare().isPresent() ? 1 : 0;
      castlingSeen += p.castlingRooks().isEmpty() ? 0 : 1;
    }
    assertTrue(positions.size() > 5000, positions.size() + " positions");
    assertTrue(epSeen > 0 && castlingSeen > 0, "ep " + epSeen + ", castling " + castlingSeen);
  }

  @Test
  void encode_everyReferencePosition_roundTrips() throws Exception {
    List<Position> positions = referencePositions();
    assertTrue(positions.size() > 1000, positions.size() + " positions");
    for (Position p : positions) {
      assertRoundTrip(p);
      // and one random move on, for en-passant squares and Black to move
      List<Move> moves = Chess960.legalMoves(p);
      for (Move m : moves) {
        assertRoundTrip(Chess960.play(p, m));
      }
    }
  }

  @Test
  void encode_every960Start_isSixBytesInStartMode() throws Exception {
    for (int n = 0; n < 960; n++) {
      Position p = StartPositions.scharnagl(n);
      byte[] code = CompactChessPosition.encode(p);
      assertEquals(6, code.length, "start " + n);
      assertEquals(CompactChessPosition.MODE_START, (code[0] >>> 5) & 1);
      assertEquals(ChessFen.write(p), ChessFen.write(CompactChessPosition.decode(code)));
    }
  }

  @Test
  void encode_standardStartWithBlackToMove_roundTrips() throws Exception {
    assertRoundTrip(ChessFen.read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 12"));
    // a start arrangement without all four rights is coded as a board
    Position noRights = ChessFen.read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1");
    byte[] code = CompactChessPosition.encode(noRights);
    assertEquals(CompactChessPosition.MODE_BOARD, (code[0] >>> 5) & 1);
    assertRoundTrip(noRights);
  }

  @Test
  void encode_enPassantBothSides_roundTrips() throws Exception {
    for (String fen : List.of("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP2PPP/RNBQKBNR b KQkq d3 0 3",
        "4k3/8/8/8/Pp6/8/8/4K3 b - a3 0 40")) {
      Position p = ChessFen.read(fen);
      assertTrue(p.epSquare().isPresent(), fen);
      assertEquals(fen, ChessFen.write(CompactChessPosition.decode(CompactChessPosition.encode(p))));
    }
  }

  @Test
  void encode_chess960CastlingFiles_roundTrip() throws Exception {
    for (String fen : List.of("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 3 30",
        "r3k2r/8/8/8/8/8/8/1R2K2R w Kkq - 0 9", "2r1kr2/8/8/8/8/8/8/2R1KR2 b Ff - 0 1")) {
      Position p = ChessFen.read(fen);
      assertEquals(ChessFen.write(p), ChessFen.write(CompactChessPosition.decode(CompactChessPosition.encode(p))));
    }
  }

  @Test
  void encode_clockBoundaries_roundTripAndSizeAsDocumented() throws Exception {
    Position full = StartPositions.scharnagl(0);
    // 32 pieces, coded as a board: one castling right fewer
    Position board = ChessFen.read("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w Hhf - 0 1");
    int[] halfmoves = {0, 1, 127, 128, 639, 640, 100_000, Integer.MAX_VALUE};
    int[] fullmoves = {1, 2, 256, 257, 16_640, 16_641, Integer.MAX_VALUE};
    for (int h : halfmoves) {
      for (int f : fullmoves) {
        for (Position base : List.of(full, board)) {
          Position p = withClocks(base, h, f);
          byte[] code = CompactChessPosition.encode(p);
          assertEquals(ChessFen.write(p), ChessFen.write(CompactChessPosition.decode(code)));
          if (base == board) {
            assertTrue(code.length <= (h <= 639 && f <= 16_640 ? 30 : 35), code.length + " bytes, " + h + " " + f);
          }
        }
      }
    }
    assertEquals(30, CompactChessPosition.encode(withClocks(board, 639, 16_640)).length);
  }

  @Test
  void decode_everyTruncationAndExtension_isRejected() throws Exception {
    for (Position p : randomPlay(7L, 2)) {
      byte[] code = CompactChessPosition.encode(p);
      for (int len = 0; len < code.length; len++) {
        byte[] cut = Arrays.copyOf(code, len);
        assertThrows(CompactCodecException.class, () -> CompactChessPosition.decode(cut), "length " + len);
      }
      for (int extra = 0; extra < 256; extra += 51) {
        byte[] longer = Arrays.copyOf(code, code.length + 1);
        longer[code.length] = (byte) extra;
        assertThrows(CompactCodecException.class, () -> CompactChessPosition.decode(longer));
      }
    }
  }

  @Test
  void decode_bitFlips_areRejectedOrExact() throws Exception {
    Random random = new Random(11);
    List<Position> positions = randomPlay(3L, 3);
    positions.addAll(referencePositions().subList(0, 40));
    for (Position p : positions) {
      byte[] code = CompactChessPosition.encode(p);
      String fen = ChessFen.write(p);
      List<byte[]> mutants = new ArrayList<>();
      for (int bit = 0; bit < code.length * 8; bit++) {
        byte[] m = code.clone();
        m[bit >> 3] ^= (byte) (0x80 >>> (bit & 7));
        mutants.add(m);
      }
      for (int i = 0; i < 20; i++) {
        byte[] m = code.clone();
        for (int k = 0; k < 2 + random.nextInt(6); k++) {
          int bit = random.nextInt(code.length * 8);
          m[bit >> 3] ^= (byte) (0x80 >>> (bit & 7));
        }
        mutants.add(m);
      }
      for (byte[] m : mutants) {
        try {
          Position back = CompactChessPosition.decode(m);
          assertEquals(fen, ChessFen.write(back), "a mutant decoded to another position");
          assertArrayEquals(code, m, "a changed code decoded");
        } catch (CompactCodecException expected) {
          // rejected: fine
        }
      }
    }
  }

  @Test
  void decode_resignedBitFlips_rejectedOrTheCodeOfWhatTheyDecodeTo() throws Exception {
    // with the checksum made right again, only the structural checks stand between a changed code
    // and a wrong position: whatever decodes must encode back to exactly the same bytes
    List<Position> positions = randomPlay(5L, 3);
    positions.addAll(referencePositions().subList(0, 40));
    positions.add(withClocks(ChessFen.read("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), 127, 256));
    positions.add(withClocks(ChessFen.read("4k3/8/8/8/8/8/8/4K3 b - - 0 1"), 128, 257));
    int decoded = 0;
    int rejected = 0;
    for (Position p : positions) {
      byte[] code = CompactChessPosition.encode(p);
      for (int bit = 0; bit < (code.length - 2) * 8; bit++) {
        byte[] m = code.clone();
        m[bit >> 3] ^= (byte) (0x80 >>> (bit & 7));
        resign(m);
        try {
          Position back = CompactChessPosition.decode(m);
          assertArrayEquals(m, CompactChessPosition.encode(back), "bit " + bit + " of " + ChessFen.write(p));
          decoded++;
        } catch (CompactCodecException expected) {
          rejected++;
        }
      }
    }
    assertTrue(decoded > 0 && rejected > 0, decoded + " decoded, " + rejected + " rejected");
  }

  @Test
  void decode_nonzeroPaddingBit_isRejected() throws Exception {
    int checked = 0;
    for (Position p : randomPlay(9L, 2)) {
      byte[] code = CompactChessPosition.encode(p);
      int len = code.length - 2;
      byte last = code[len - 1];
      // the padding is the run of low zero bits of the last byte the clocks leave free
      int trailing = last == 0 ? 8 : Integer.numberOfTrailingZeros(last & 0xFF);
      for (int b = 0; b < Math.min(trailing, 7); b++) {
        byte[] m = code.clone();
        m[len - 1] ^= (byte) (1 << b);
        resign(m);
        try {
          Position back = CompactChessPosition.decode(m);
          assertArrayEquals(m, CompactChessPosition.encode(back), "a padding change decoded to another code");
        } catch (CompactCodecException expected) {
          checked++;
        }
      }
    }
    assertTrue(checked > 100, checked + " padding changes rejected");
  }

  @Test
  void decode_validChecksumButIllegalBoard_isRejected() throws Exception {
    // 4k3/8/8/8/8/8/8/4K3 w - - 0 1 with the white king's code (5) turned into a queen's (4)
    byte[] code = CompactChessPosition.encode(ChessFen.read("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    byte[] bad = code.clone();
    bad[8] = (byte) ((bad[8] & 0xF0) | 4);
    resign(bad);
    CompactCodecException e = assertThrows(CompactCodecException.class, () -> CompactChessPosition.decode(bad));
    assertTrue(e.getMessage().startsWith("not a legal position"), e.getMessage());
    // a castling marker on a middle rank
    byte[] rook = CompactChessPosition.encode(ChessFen.read("4k3/8/8/8/8/8/R7/4K3 w - - 0 1"));
    rook[9] = (byte) ((rook[9] & 0x0F) | 12 << 4); // a2: nibble 18, after e1's 17
    resign(rook);
    assertThrows(CompactCodecException.class, () -> CompactChessPosition.decode(rook));
    // an unused piece code
    byte[] unused = code.clone();
    unused[8] = (byte) ((unused[8] & 0xF0) | 15);
    resign(unused);
    assertThrows(CompactCodecException.class, () -> CompactChessPosition.decode(unused));
  }

  @Test
  void decode_enPassantMarkerWithoutLegalCapture_isRejected() throws Exception {
    // white pawn a4 marked en passant but no black pawn can take it: code 13 in place of the pawn's 0
    Position p = ChessFen.read("4k3/8/8/8/P7/8/8/4K3 b - - 0 1");
    byte[] code = CompactChessPosition.encode(p);
    // pieces in square order: e1 (K, nibble 17), a4 (P, nibble 18), e8 (k, nibble 19)
    code[9] = (byte) ((code[9] & 0x0F) | 13 << 4);
    resign(code);
    assertThrows(CompactCodecException.class, () -> CompactChessPosition.decode(code));
  }

  @Test
  void decode_rithmomachiaCode_isRejectedAsOtherGame() throws Exception {
    byte[] rithmo = CompactPosition.encode(org.ludoteca.rithmomachia.Position.of(RithmoFen.parse(RithmoFen.START)));
    assertFalse(CompactChessPosition.isChessCode(rithmo));
    CompactCodecException e = assertThrows(CompactCodecException.class, () -> CompactChessPosition.decode(rithmo));
    assertTrue(e.getMessage().contains("Rithmomachia"), e.getMessage());
    byte[] chess = CompactChessPosition.encode(StartPositions.standard());
    assertTrue(CompactChessPosition.isChessCode(chess));
    try {
      CompactPosition.decode(chess);
      fail("the Rithmomachia decoder read a chess code");
    } catch (org.ludoteca.rithmomachia.notation.CompactCodecException expected) {
      // refused: the first two bits are not its version
    }
  }

  /** Recomputes the CRC after a deliberate change. */
  private static void resign(byte[] code) {
    int len = code.length - 2;
    int crc = Crc16.of(code, len);
    code[len] = (byte) (crc >>> 8);
    code[len + 1] = (byte) crc;
  }
}
