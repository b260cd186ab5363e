package org.ludoteca.chess960.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.game.CaptureEvent;

/** {@link ChessSession#playSan} and {@link ChessSession#restart} against the string path and a new session. */
class ChessSessionBytesTest {
  private static final String[] SCHOLAR = {"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"};

  private static boolean playBytes(ChessSession s, String token, List<CaptureEvent> captures) {
    byte[] b = ("  " + token + " ").getBytes(StandardCharsets.US_ASCII);
    return s.playSan(b, 2, 2 + token.length(), captures);
  }

  @Test
  void playSan_scholarsMate_sameCapturesEndAndPositionAsPlay() throws MoveException {
    ChessSession bytes = ChessSession.of(StartPositions.standard());
    ChessSession strings = ChessSession.of(StartPositions.standard());
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
    ChessSession mate = ChessSession.of(StartPositions.standard());
    List<CaptureEvent> captures = new ArrayList<>();
    for (String t : new String[] {"f3", "e5", "g4", "Qh4#"}) {
      assertTrue(playBytes(mate, t, captures), t);
    }
    assertNull(mate.lastEndingUnlessNoMove()); // left to the next ply, or to lastEnding()
    assertEquals(new GameReplayer.Ending("checkmate", "black"), mate.lastEnding());
    assertFalse(playBytes(mate, "Kf2", captures));

    // Sam Loyd's ten-move stalemate
    ChessSession stalemate = ChessSession.of(StartPositions.standard());
    for (String t : new String[] {"e3", "a5", "Qh5", "Ra6", "Qxa5", "h5", "h4", "Rah6", "Qxc7", "f6", "Qxd7+",
        "Kf7", "Qxb7", "Qd3", "Qxb8", "Qh7", "Qxc8", "Kg6", "Qe6"}) {
      assertTrue(playBytes(stalemate, t, captures), t);
    }
    assertNull(stalemate.lastEndingUnlessNoMove());
    assertEquals(new GameReplayer.Ending("stalemate", "draw"), stalemate.lastEnding());
  }

  @Test
  void playSan_notPlainOrIllegal_falseAndPositionUnchanged() {
    ChessSession s = ChessSession.of(StartPositions.standard());
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
    ChessSession s = ChessSession.of(StartPositions.standard());
    List<CaptureEvent> captures = new ArrayList<>();
    for (String t : new String[] {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}) {
      assertTrue(playBytes(s, t, captures), t);
    }
    assertEquals("threefold-repetition", s.claimable().orElseThrow().termination());
    s.restart();
    ChessSession fresh = ChessSession.of(StartPositions.standard());
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

  @Test
  void claimable_randomShufflingGames_repetitionsCountedAsByComparingEveryPosition() {
    // mostly knight, bishop, rook, queen and king moves, so that positions come back often
    java.util.SplittableRandom random = new java.util.SplittableRandom(5);
    ChessSession s = ChessSession.of(StartPositions.standard());
    int threefold = 0;
    int fivefold = 0;
    for (int game = 0; game < 60; game++) {
      s.restart(); // one session for all the games, as a replay of a file keeps it
      List<Position> since = new ArrayList<>(List.of(s.position()));
      List<Move> played = new ArrayList<>();
      for (int ply = 0; ply < 300; ply++) {
        List<Move> moves = s.legalMoves();
        if (moves.isEmpty()) {
          break;
        }
        List<Move> quiet = new ArrayList<>();
        for (Move m : moves) {
          if (s.position().pieceAt(m.from()).orElseThrow().role() != Role.PAWN && s.position().pieceAt(m.to()).isEmpty()
              && m.kind() == Move.Kind.NORMAL) {
            quiet.add(m);
          }
        }
        List<Move> from = quiet.isEmpty() || random.nextInt(20) == 0 ? moves : quiet;
        Move m = from.get(random.nextInt(from.size()));
        if (played.size() >= 2 && random.nextInt(10) < 7) { // often the side's last move taken back
          Move own = played.get(played.size() - 2);
          Move back = Move.normal(own.to(), own.from());
          if (quiet.contains(back)) {
            m = back;
          }
        }
        played.add(m);
        boolean irreversible = s.position().pieceAt(m.from()).orElseThrow().role() == Role.PAWN || s.position().pieceAt(m.to()).isPresent()
            || m.kind() != Move.Kind.NORMAL;
        s.play(m);
        if (irreversible) {
          since.clear();
        }
        Position now = s.position();
        long same = since.stream().filter(now::equals).count() + 1;
        since.add(now);
        String expected = same >= 5 ? "fivefold-repetition" : same >= 3 ? "threefold-repetition" : null;
        String claim = s.claimable().map(GameReplayer.Ending::termination).orElse(null);
        String repetition = claim != null && claim.endsWith("repetition") ? claim : null;
        assertEquals(expected, repetition, "game " + game + " ply " + ply + " " + s.fen());
        threefold += same == 3 ? 1 : 0;
        fivefold += same >= 5 ? 1 : 0;
      }
    }
    assertTrue(threefold > 20 && fivefold > 5, "threefold " + threefold + ", fivefold " + fivefold);
  }
}
