package org.ludoteca.chess960.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.game.Winner;

/**
 * {@link ChessSession#playDeferringNoMoveEnd} and {@link ChessSession#deferredEnding} against
 * {@link ChessSession#play}, and the repetition count against comparing every position.
 */
class ChessSessionDeferredTest {
  private static final String[] SCHOLAR = {"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"};

  @Test
  void playDeferringNoMoveEnd_scholarsMate_sameStepsAndPositionsAsPlayButTheMate() throws MoveException {
    ChessSession deferred = ChessSession.of(StartPositions.standard());
    ChessSession played = ChessSession.of(StartPositions.standard());
    GameReplayer.Step last = null;
    for (String t : SCHOLAR) {
      GameReplayer.Step step = deferred.playDeferringNoMoveEnd(t);
      last = played.play(t);
      assertEquals(last.captures(), step.captures(), t);
      assertEquals(played.fen(), deferred.fen(), t);
      assertEquals(Optional.empty(), step.ending(), t); // the mate is left to deferredEnding
    }
    assertEquals(last.ending(), deferred.deferredEnding());
    assertEquals("checkmate", last.ending().orElseThrow().termination());
    assertEquals(Optional.empty(), deferred.deferredEnding()); // asked once
  }

  @Test
  void playDeferringNoMoveEnd_mateAndStalemate_nextMoveThrowsAndTheEndIsFoundAfter() throws MoveException {
    ChessSession mate = ChessSession.of(StartPositions.standard());
    for (String t : new String[] {"f3", "e5", "g4", "Qh4#"}) {
      mate.playDeferringNoMoveEnd(t);
    }
    String fen = mate.fen();
    assertThrows(MoveException.class, () -> mate.playDeferringNoMoveEnd("Kf2"));
    assertEquals(fen, mate.fen());
    assertEquals(Optional.of(new GameReplayer.Ending("checkmate", Winner.BLACK)), mate.deferredEnding());

    // Sam Loyd's ten-move stalemate
    ChessSession stalemate = ChessSession.of(StartPositions.standard());
    for (String t : new String[] {"e3", "a5", "Qh5", "Ra6", "Qxa5", "h5", "h4", "Rah6", "Qxc7", "f6", "Qxd7+",
        "Kf7", "Qxb7", "Qd3", "Qxb8", "Qh7", "Qxc8", "Kg6", "Qe6"}) {
      stalemate.playDeferringNoMoveEnd(t);
    }
    assertEquals(Optional.of(new GameReplayer.Ending("stalemate", Winner.DRAW)), stalemate.deferredEnding());
  }

  @Test
  void playDeferringNoMoveEnd_automaticDraw_reportedAtOnce() throws Exception {
    ChessSession s = ChessSession.of(org.ludoteca.chess960.notation.ChessFen.read("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"));
    GameReplayer.Step step = s.playDeferringNoMoveEnd("Kxd2");
    assertEquals("insufficient-material", step.ending().orElseThrow().termination());
    assertEquals(1, step.captures().size());
    assertEquals(Optional.empty(), s.deferredEnding());
  }

  @Test
  void playDeferringNoMoveEnd_notPlainOrIllegal_sameErrorsAsPlayAndPositionUnchanged() {
    ChessSession s = ChessSession.of(StartPositions.standard());
    ChessSession reference = ChessSession.of(StartPositions.standard());
    String before = s.fen();
    for (String t : new String[] {"e5", "Ke2", "O-O", "--", "Nd2", "exd5", "e8=Q", "Zz"}) {
      MoveException want = assertThrows(MoveException.class, () -> reference.play(t), t);
      MoveException got = assertThrows(MoveException.class, () -> s.playDeferringNoMoveEnd(t), t);
      assertEquals(want.getMessage(), got.getMessage(), t);
      assertEquals(want.unreadable(), got.unreadable(), t);
      assertEquals(before, s.fen(), t);
    }
  }

  @Test
  void claimable_randomShufflingGames_repetitionsCountedAsByComparingEveryPosition() {
    // mostly knight, bishop, rook, queen and king moves, so that positions come back often
    java.util.SplittableRandom random = new java.util.SplittableRandom(5);
    int threefold = 0;
    int fivefold = 0;
    for (int game = 0; game < 60; game++) {
      ChessSession s = ChessSession.of(StartPositions.standard());
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
