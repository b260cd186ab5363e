package org.ludoteca.chess960.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.Board;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.game.Opening;

class OpeningTableTest {
  /** The board after SAN moves from the standard start, the en-passant square kept only where it can be taken. */
  static Board after(String moves) throws Exception {
    Board b = StartPositions.standard().copyBoard();
    for (String token : moves.split(" ")) {
      Board copy = new Board();
      copy.copyFrom(b);
      b.play(San.read(Position.ofUnchecked(copy), token).code());
      if (b.ep >= 0 && !b.epCaptureLegal()) {
        b.ep = -1;
      }
    }
    return b;
  }

  private static String[] line(String eco, String name, String pgn) {
    return new String[] {eco, name, pgn, "test:1"};
  }

  /* --------------- lichess --------------- */

  @Test
  void lichess_everyLineANamedPosition() {
    OpeningTable t = OpeningTable.lichess();
    // 3,807 lines in a.tsv..e.tsv, no two reaching the same position; the longest is 36 plies
    assertEquals(3807, t.size());
    assertEquals(36, t.deepestLine());
    assertEquals(40, t.horizon());
  }

  @Test
  void find_lineEnd() throws Exception {
    OpeningTable t = OpeningTable.lichess();
    assertEquals(new Opening("B20", "Sicilian Defense"), t.find(after("e4 c5")));
    assertEquals(new Opening("C60", "Ruy Lopez"), t.find(after("e4 e5 Nf3 Nc6 Bb5")));
  }

  @Test
  void find_transposition() throws Exception {
    // the data set's line is 1. d4 d5 2. Nf3; the same position by another order
    assertEquals(new Opening("D02", "Queen's Pawn Game: Zukertort Variation"),
        OpeningTable.lichess().find(after("Nf3 d5 d4")));
  }

  @Test
  void find_unnamed() throws Exception {
    assertNull(OpeningTable.lichess().find(StartPositions.standard().copyBoard()));
    assertNull(OpeningTable.lichess().find(after("e4 e5 Ke2 Ke7 Ke1 Ke8")));
  }

  /* --------------- of --------------- */

  @Test
  void of_enPassantSquareCountsWhenTheCaptureIsLegal() throws Exception {
    OpeningTable t = OpeningTable.of(List.<String[]>of(line("X00", "Pawn Storm", "1. e4 Nf6 2. e5 d5")));
    // exd6 is legal after 2...d5: the position carries its en-passant square
    assertEquals(new Opening("X00", "Pawn Storm"), t.find(after("e4 Nf6 e5 d5")));
    // the same board reached with the knights' tempo moves, d5 played before: no en passant, another position
    assertNull(t.find(after("e4 Nf6 e5 d5 Nf3 Nc6 Ng1 Nb8")));
  }

  @Test
  void of_enPassantSquareIgnoredWhenNoCaptureIsLegal() throws Exception {
    OpeningTable t = OpeningTable.of(List.<String[]>of(line("X01", "Double Kings", "1. e4 e5")));
    // after 1...e5 no white pawn can take on e6: the same position as after tempo moves
    assertEquals(new Opening("X01", "Double Kings"), t.find(after("Nf3 Nf6 Ng1 Ng8 e4 e5")));
    assertEquals(new Opening("X01", "Double Kings"), t.find(after("e4 Nf6 Nf3 Ng8 Ng1 e5")));
  }

  @Test
  void of_castlingRightsCount() throws Exception {
    OpeningTable t = OpeningTable.of(List.<String[]>of(line("X02", "Knights Home", "1. Nf3 Nf6 2. Ng1 Ng8")));
    assertEquals(new Opening("X02", "Knights Home"), t.find(StartPositions.standard().copyBoard()));
    // the rooks out and back: the start's board, without the h-side rights
    assertNull(t.find(after("Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8")));
  }

  @Test
  void of_sideToMoveCounts() throws Exception {
    OpeningTable t = OpeningTable.of(List.<String[]>of(line("X03", "Tempo", "1. e3 e6 2. e4 e5")));
    assertEquals(new Opening("X03", "Tempo"), t.find(after("e3 e6 e4 e5")));
    // the same board with Black to move
    assertNull(t.find(after("e3 e5 e4 Nf6 Nf3 Ng8 Ng1")));
  }

  @Test
  void of_samePositionTwice_firstNames() throws Exception {
    OpeningTable t = OpeningTable.of(List.<String[]>of(line("X04", "First", "1. e4 e5 2. Nf3"),
        line("X05", "Second", "1. Nf3 e5 2. e4")));
    assertEquals(1, t.size());
    assertEquals("First", t.find(after("e4 e5 Nf3")).name());
  }

  @Test
  void of_illegalMove_namesTheLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> OpeningTable.of(List.<String[]>of(new String[] {"X06", "Broken", "1. e4 e5 2. Ke3", "x.tsv:7"})));
    assertTrue(e.getMessage().startsWith("x.tsv:7: move Ke3 of 'Broken'"), e.getMessage());
  }

  @Test
  void of_deepestLine() throws Exception {
    OpeningTable t = OpeningTable.of(List.<String[]>of(line("X07", "A", "1. e4"), line("X08", "B", "1. d4 d5 2. c4")));
    assertEquals(3, t.deepestLine());
    assertEquals(OpeningTable.LICHESS_SEARCH_PLIES, t.horizon());
  }

  /* --------------- mayStillName --------------- */

  @Test
  void mayStillName_pawnsLeftTheirSquares() throws Exception {
    OpeningTable t = OpeningTable.of(List.<String[]>of(line("X09", "Open Game", "1. e4 e5 2. Nf3")));
    assertTrue(t.mayStillName(StartPositions.standard().copyBoard()));
    assertTrue(t.mayStillName(after("Nf3 Nc6 e4")));
    // the named position keeps the d-pawns at home: once one moved, never again
    assertFalse(t.mayStillName(after("d4")));
    assertFalse(t.mayStillName(after("Nf3 d5")));
  }

  @Test
  void mayStillName_piecesTaken() throws Exception {
    OpeningTable t = OpeningTable.of(List.<String[]>of(line("X10", "Centre", "1. e4 d5 2. d4")));
    assertTrue(t.mayStillName(after("e4 d5")));
    // the named position has all 32 pieces
    assertFalse(t.mayStillName(after("e4 d5 exd5")));
  }

  @Test
  void mayStillName_lichess() throws Exception {
    OpeningTable t = OpeningTable.lichess();
    assertTrue(t.mayStillName(after("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6")));
    // every pawn off its square: no named position of the data set has so few at home
    assertFalse(t.mayStillName(after("a4 h5 b4 g5 c4 f5 d4 e5 e4 d5 f4 c5 g4 b5 h4 a5")));
  }

  /* --------------- readTsv --------------- */

  @Test
  void readTsv_lines() throws Exception {
    List<String[]> lines = OpeningTable.readTsv(new BufferedReader(new StringReader(
        "eco\tname\tpgn\nB20\tSicilian Defense\t1. e4 c5\n\nC20\tKing's Pawn Game\t1. e4 e5\n")), "b.tsv");
    assertEquals(2, lines.size());
    assertEquals(List.of("C20", "King's Pawn Game", "1. e4 e5", "b.tsv:4"), List.of(lines.get(1)));
  }

  @Test
  void readTsv_badHeader() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OpeningTable.readTsv(
        new BufferedReader(new StringReader("code\tname\n")), "a.tsv"));
    assertTrue(e.getMessage().startsWith("a.tsv:1: expected the header"), e.getMessage());
  }

  @Test
  void readTsv_missingCell() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OpeningTable.readTsv(
        new BufferedReader(new StringReader("eco\tname\tpgn\nA00\tAmar Opening\n")), "a.tsv"));
    assertEquals("a.tsv:2: expected eco, name and pgn separated by tabs", e.getMessage());
  }
}
