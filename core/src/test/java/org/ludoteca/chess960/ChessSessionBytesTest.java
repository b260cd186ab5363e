package org.ludoteca.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.replay.CaptureEvent;

/** {@link ChessGame.ChessSession#playSan} and {@link ChessGame.ChessSession#restart} against the string path and a new session. */
class ChessSessionBytesTest {
  private static final String[] SCHOLAR = {"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"};

  private static boolean playBytes(ChessGame.ChessSession s, String token, List<CaptureEvent> captures) {
    byte[] b = ("  " + token + " ").getBytes(StandardCharsets.US_ASCII);
    return s.playSan(b, 2, 2 + token.length(), captures);
  }

  @Test
  void playSan_scholarsMate_sameCapturesEndAndPositionAsPlay() throws MoveException {
    ChessGame.ChessSession bytes = ChessGame.session(StartPositions.standard());
    ChessGame.ChessSession strings = ChessGame.session(StartPositions.standard());
    List<CaptureEvent> captures = new ArrayList<>();
    List<CaptureEvent> expected = new ArrayList<>();
    GameReplayer.Step last = null;
    for (String t : SCHOLAR) {
      assertTrue(playBytes(bytes, t, captures), t);
      last = strings.play(t);
      expected.addAll(last.captures());
      assertEquals(strings.fen(), bytes.fen(), t);
    }
    assertEquals(expected, captures);
    assertEquals(1, captures.size());
    assertEquals(last.ending().orElseThrow(), bytes.lastEnding());
    assertEquals("checkmate", bytes.lastEnding().termination());
  }

  @Test
  void playSan_mateAndStalemate_reportedByLastEndingOnly() throws MoveException {
    ChessGame.ChessSession mate = ChessGame.session(StartPositions.standard());
    List<CaptureEvent> captures = new ArrayList<>();
    for (String t : new String[] {"f3", "e5", "g4", "Qh4#"}) {
      assertTrue(playBytes(mate, t, captures), t);
    }
    assertNull(mate.lastEndingUnlessNoMove()); // left to the next ply, or to lastEnding()
    assertEquals(new GameReplayer.Ending("checkmate", "black"), mate.lastEnding());
    assertFalse(playBytes(mate, "Kf2", captures));

    // Sam Loyd's ten-move stalemate
    ChessGame.ChessSession stalemate = ChessGame.session(StartPositions.standard());
    for (String t : new String[] {"e3", "a5", "Qh5", "Ra6", "Qxa5", "h5", "h4", "Rah6", "Qxc7", "f6", "Qxd7+",
        "Kf7", "Qxb7", "Qd3", "Qxb8", "Qh7", "Qxc8", "Kg6", "Qe6"}) {
      assertTrue(playBytes(stalemate, t, captures), t);
    }
    assertNull(stalemate.lastEndingUnlessNoMove());
    assertEquals(new GameReplayer.Ending("stalemate", "draw"), stalemate.lastEnding());
  }

  @Test
  void playSan_notPlainOrIllegal_falseAndPositionUnchanged() {
    ChessGame.ChessSession s = ChessGame.session(StartPositions.standard());
    String before = s.fen();
    List<CaptureEvent> captures = new ArrayList<>();
    for (String t : new String[] {"e5", "Ke2", "O-O", "e2e4", "--", "Nd2", "exd5", "e8=Q"}) {
      assertFalse(playBytes(s, t, captures), t);
      assertEquals(before, s.fen(), t);
    }
    assertTrue(captures.isEmpty());
  }

  @Test
  void restart_afterAGame_sameAsANewSession() throws MoveException {
    ChessGame.ChessSession s = ChessGame.session(StartPositions.standard());
    List<CaptureEvent> captures = new ArrayList<>();
    for (String t : new String[] {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}) {
      assertTrue(playBytes(s, t, captures), t);
    }
    assertEquals("threefold-repetition", s.claimable().orElseThrow().termination());
    s.restart();
    ChessGame.ChessSession fresh = ChessGame.session(StartPositions.standard());
    assertEquals(fresh.fen(), s.fen());
    assertEquals(fresh.position(), s.position());
    assertEquals(fresh.claimable(), s.claimable());
    assertNull(s.lastEnding());
    for (String t : new String[] {"Nf3", "Nf6", "Ng1", "Ng8"}) {
      assertTrue(playBytes(s, t, captures), t);
      fresh.play(t);
    }
    assertEquals(fresh.claimable(), s.claimable()); // two repetitions since the restart, not four
    assertTrue(s.claimable().isEmpty());
  }
}
