package org.ludoteca.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.FenSyntaxException;
import org.ludoteca.TestData;

class StartPositionsTest {
  private static final Path TSV = TestData.resource("chess960/scharnagl-960.tsv");

  /* ---- scharnagl / number against the reference table ---- */

  @Test
  void scharnagl_allNumbers_matchTableInBothCastlingNotations() throws Exception {
    List<String> lines = Files.readAllLines(TSV);
    assertEquals(961, lines.size());
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t");
      int n = Integer.parseInt(f[0]);
      Position p = StartPositions.scharnagl(n);
      assertEquals(f[1], StartPositions.backRank(n), "SP " + n);
      assertEquals(f[2], ChessFen.write(p), "SP " + n + " X-FEN");
      assertEquals(f[3], ChessFen.write(p, ChessFen.Castling.SHREDDER), "SP " + n + " Shredder-FEN");
    }
  }

  @Test
  void number_allTablePositions_givesTheirNumberFromEitherNotation() throws IOException, FenSyntaxException, PositionException {
    List<String> lines = Files.readAllLines(TSV);
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t");
      int n = Integer.parseInt(f[0]);
      assertEquals(OptionalInt.of(n), StartPositions.number(ChessFen.read(f[2])), "X-FEN of " + n);
      assertEquals(OptionalInt.of(n), StartPositions.number(ChessFen.read(f[3])), "Shredder-FEN of " + n);
      assertEquals(OptionalInt.of(n), StartPositions.number(f[1]));
    }
  }

  @Test
  void standard_is518AndTheChessStart() throws FenSyntaxException, PositionException {
    assertEquals(ChessFen.read(ChessFen.STANDARD_START), StartPositions.standard());
    assertEquals("RNBQKBNR", StartPositions.backRank(StartPositions.STANDARD));
  }

  @Test
  void number_afterAMove_empty() throws Exception {
    Position p = Chess960.play(StartPositions.standard(), Move.normal(Square.G1, Square.F3));
    assertEquals(OptionalInt.empty(), StartPositions.number(p));
  }

  @Test
  void number_withoutCastlingRights_empty() throws Exception {
    Position p = ChessFen.read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1");
    assertEquals(OptionalInt.empty(), StartPositions.number(p));
  }

  @Test
  void number_invalidBackRank_empty() {
    assertEquals(OptionalInt.empty(), StartPositions.number("KRNBQBNR")); // king outside the rooks
    assertEquals(OptionalInt.empty(), StartPositions.number("BRBQKNNR")); // bishops both on dark squares
    assertEquals(OptionalInt.empty(), StartPositions.number("RNB"));
  }

  @Test
  void scharnagl_outOfRange_throws() {
    assertThrows(IllegalArgumentException.class, () -> StartPositions.scharnagl(960));
    assertThrows(IllegalArgumentException.class, () -> StartPositions.scharnagl(-1));
  }

  /* ---- dice ---- */

  /** A Random whose nextInt(6) returns the given die faces minus one, in order. */
  private static Random dice(int... faces) {
    return new Random() {
      private static final long serialVersionUID = 1L;
      private int i;

      @Override
      public int nextInt(int bound) {
        assertEquals(6, bound);
        return faces[i++] - 1;
      }
    };
  }

  @Test
  void dice_rerollsAndEmptySquareCounting_followBodlaender() {
    // dark bishop: 5 rerolled, 2 -> c1; light bishop: 6 rerolled, 1 -> b1; queen: 1 -> a1;
    // knight: 6 rerolled, 1 -> d1; knight: 5 rerolled, 1 -> e1; then R K R on f1 g1 h1
    Position p = StartPositions.dice(dice(5, 2, 6, 1, 1, 6, 1, 5, 1));
    assertEquals(OptionalInt.of(StartPositions.number("QBBNNRKR").getAsInt()), StartPositions.number(p));
  }

  @Test
  void dice_standardArrangement_fromItsRolls() {
    // dark squares a1 c1 e1 g1: the c1 bishop is 2; light squares b1 d1 f1 h1: f1 is 3;
    // queen d1 is the 3rd empty of a b d e g h; knights b1 (2nd of a b e g h), g1 (3rd of a e g h)
    Position p = StartPositions.dice(dice(2, 3, 3, 2, 3));
    assertEquals(StartPositions.standard(), p);
  }

  @Test
  void dice_sameSeed_samePosition() {
    Position first = StartPositions.dice(42L);
    Position again = StartPositions.dice(42L);
    assertEquals(first, again, "the same seed throws the same dice");
  }

  @Test
  void dice_manySeeds_reachManyDistinctValidPositions() {
    Set<Integer> seen = new HashSet<>();
    Random r = new Random(7);
    for (int i = 0; i < 3000; i++) {
      OptionalInt n = StartPositions.number(StartPositions.dice(r));
      assertTrue(n.isPresent());
      seen.add(n.getAsInt());
    }
    assertTrue(seen.size() > 900, "only " + seen.size() + " distinct positions");
  }
}
