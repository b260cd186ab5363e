package org.ludoteca.rithmomachia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class PieceNumbersTest {
  /** Moved from the jobs' AttackerValuesTest with the FEN reading it tests. */
  @Test
  void valueAt_startPosition_agreesWithTheBoard() {
    String fen = RithmoFen.START;
    Map<String, Integer> board = PieceNumbers.board(fen);
    assertEquals(190, board.get("h15"), "Black's pyramid: 64 + 49 + 36 + 25 + 16");
    for (char f = 'a'; f <= 'h'; f++) {
      for (int r = 1; r <= 16; r++) {
        String sq = "" + f + r;
        assertEquals(board.getOrDefault(sq, 0), PieceNumbers.valueAt(fen, sq), sq);
      }
    }
    assertEquals(0, PieceNumbers.valueAt(fen, "z9"));
  }

  @Test
  void kindAndValue_tokens_readTheLetterAndSumTheNumbers() {
    assertEquals(Optional.of("triangle"), PieceNumbers.kind("t90."));
    assertEquals(OptionalInt.of(90), PieceNumbers.value("t90."));
    assertEquals(Optional.of("pyramid"), PieceNumbers.kind("PS36.S25.."));
    assertEquals(OptionalInt.of(61), PieceNumbers.value("PS36.S25.."));
    assertEquals(Optional.empty(), PieceNumbers.kind("x9."));
    assertEquals(OptionalInt.empty(), PieceNumbers.value("x9."));
    assertEquals(Optional.empty(), PieceNumbers.kind(""));
  }
}
