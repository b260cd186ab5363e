package org.ludoteca.chess960.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Square;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.Outcome.Termination;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.game.MoveException;

/**
 * FIDE's draw rules that need the history, in the one place they are implemented: the tests of
 * the former {@code GameState} (which reported threefold repetition and the fifty-move rule as
 * ends), stated for {@link ChessSession}, where they are claimable draws.
 */
class ChessSessionTest {

  @Test
  void claimable_knightsShuffleTwice_threefold() throws Exception {
    ChessSession s = ChessSession.of(StartPositions.standard());
    String[] shuffle = {"g1f3", "g8f6", "f3g1", "f6g8"};
    for (int round = 0; round < 2; round++) {
      for (String m : shuffle) {
        assertEquals(Optional.empty(), s.claimable(), "before " + m + " round " + round);
        s.play(m);
      }
    }
    assertEquals(3, s.repetitions());
    assertEquals(Termination.THREEFOLD_REPETITION.label(), s.claimable().orElseThrow().termination());
  }

  @Test
  void repetitions_historyPastItsFirstRoom_countedAcrossTheGrowth() throws Exception {
    ChessSession s = ChessSession.of(StartPositions.standard());
    String[] shuffle = {"g1f3", "g8f6", "f3g1", "f6g8"};
    org.ludoteca.game.GameReplayer.Step last = null;
    for (int round = 0; round < 4; round++) { // 17 positions: more than the history's first 16
      for (String m : shuffle) {
        last = s.play(m);
      }
    }
    assertEquals(5, s.repetitions());
    assertEquals(Termination.FIVEFOLD_REPETITION.label(), last.ending().orElseThrow().termination());
  }

  @Test
  void repetitions_lostCastlingRight_notARepetition() throws Exception {
    ChessSession s = ChessSession.of(StartPositions.standard());
    for (String m : new String[] {"e2e3", "e7e6", "e1e2", "e8e7", "e2e1", "e7e8", "e1e2", "e8e7", "e2e1", "e7e8"}) {
      s.play(m);
    }
    // the same pieces occurred three times, but the first time with castling rights
    assertEquals(2, s.repetitions());
  }

  @Test
  void claimable_halfmoveClock100_fiftyMoves() throws Exception {
    ChessSession s = ChessSession.of(ChessFen.read("8/8/4k3/8/8/R2K4/8/8 w - - 99 80"));
    assertEquals(Optional.empty(), s.claimable());
    s.play("a3a2");
    assertEquals(Termination.FIFTY_MOVES.label(), s.claimable().orElseThrow().termination());
  }

  @Test
  void play_illegalMove_throwsAndKeepsPosition() {
    ChessSession s = ChessSession.of(StartPositions.standard());
    assertThrows(MoveException.class, () -> s.play("e1e2"));
    assertThrows(IllegalArgumentException.class, () -> s.play(Move.normal(Square.E1, Square.E2)));
    assertEquals(StartPositions.standard(), s.position());
    assertEquals(1, s.repetitions());
  }
}
