package org.ludoteca.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;
import org.ludoteca.game.MoveException;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordText;
import org.ludoteca.replay.PlayedGame;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.game.Verdict;

/** The board page's model on the JVM: the same code the page runs, compiled by TeaVM. */
class BoardTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));

  private static String read(String path) throws Exception {
    return Files.readString(ROOT.resolve(path));
  }

  /** The record's replay, as {@code ludoteca replay} judges it. */
  private static PlayedGame replay(String record) {
    GameRecord r = (GameRecord) RecordText.first(record, "board.rpgn", RecordFormat.ENVELOPE);
    return PlayedGame.of(r, null);
  }

  /* ---- load and record ---- */

  @Test
  void load_joynersFirstGame_recordReplaysValidWithTheSameEndAndPositions() throws Exception {
    Board.Loaded loaded = Board.load(read("data/rithmomachia/sample.rpgn"), "sample.rpgn", BoardScript.games(), null);
    assertNull(loaded.stoppedAt());
    Board b = loaded.board();
    assertEquals(29, b.plies().size());
    assertEquals("victoria-magna", b.end().orElseThrow().termination());
    assertTrue(b.legalMoves().isEmpty(), "no move after the end");
    PlayedGame again = replay(b.record());
    ReplayResult r = again.result();
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals(b.fen(), r.finalFen());
    assertEquals(b.plies().size(), again.plies().size());
    for (int i = 0; i < b.plies().size(); i++) {
      assertEquals(b.plies().get(i).fen(), again.plies().get(i).position(), "ply " + (i + 1));
      assertEquals(b.plies().get(i).captures(), again.plies().get(i).captures(), "ply " + (i + 1));
    }
    assertTrue(b.record().contains("[Event \"W. D. Joyner, rithmomachia-intro, example game 1"), b.record());
  }

  @Test
  void load_zamoraTranscription_playsItsTurnsAndRecordReplaysValid() throws Exception {
    Board b = Board.load(read("data/zamora/golez-partida-1.txt"), "golez-partida-1.txt", BoardScript.games(), null)
        .board();
    assertEquals("golez", b.game().name());
    assertFalse(b.plies().isEmpty());
    ReplayResult r = replay(b.record()).result();
    assertEquals(Verdict.VALID, r.verdict(), r.describe() + "\n" + b.record());
    assertEquals(b.fen(), r.finalFen());
  }

  @Test
  void load_notARecord_refusedWithWhere() {
    GameException e = assertThrows(GameException.class,
        () -> Board.load("1. e4 {no end", "x.pgn", BoardScript.games(), null));
    assertTrue(e.getMessage().contains("x.pgn"), e.getMessage());
  }

  /* ---- play and undo ---- */

  @Test
  void play_illegalMove_refusedAndBoardUnchanged() throws Exception {
    Board b = Board.open(Games.named("chess"), null, null);
    b.play("e4");
    String fen = b.fen();
    MoveException e = assertThrows(MoveException.class, () -> b.play("e4"));
    assertFalse(e.getMessage().isEmpty());
    assertEquals(fen, b.fen());
    assertEquals(1, b.plies().size());
  }

  @Test
  void undo_afterACapture_backToTheSamePositionAndMoves() throws Exception {
    Board b = Board.open(Games.named("chess"), null, null);
    for (String m : List.of("e4", "d5")) {
      b.play(m);
    }
    String before = b.fen();
    List<String> legal = b.legalMoves().stream().map(m -> m.move()).toList();
    Board.Ply capture = b.play("exd5");
    assertEquals("capture", capture.captures().get(0).method());
    assertTrue(b.undo());
    assertEquals(before, b.fen());
    assertEquals(legal, b.legalMoves().stream().map(m -> m.move()).toList());
    assertEquals(2, b.plies().size());
  }

  @Test
  void undo_nothingPlayed_false() throws Exception {
    assertFalse(Board.open(Games.named("futez"), null, null).undo());
  }

  /* ---- legalMoves ---- */

  @Test
  void legalMoves_chessCastling_kingToItsDestinationAndChess960RookWhenTheKingStays() throws Exception {
    Board chess = Board.open(Games.named("chess"), null, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertTrue(chess.legalMoves().stream().anyMatch(m -> m.move().equals("O-O") && m.from().equals("e1")
        && m.to().equals("g1")), chess.legalMoves().toString());
    // Chess960, king on g1 and rook on h1: castling short leaves the king where it is
    Board c960 = Board.open(Games.named("chess960"), null, "rk6/8/8/8/8/8/8/R5KR w HA - 0 1");
    assertTrue(c960.legalMoves().stream().anyMatch(m -> m.move().equals("O-O") && m.from().equals("g1")
        && m.to().equals("h1")), c960.legalMoves().toString());
  }

  @Test
  void legalMoves_everyGame_eachPlaysFromItsStart() throws Exception {
    for (var g : BoardScript.games()) {
      Board b = Board.open(g, null, g.name().equals("chess960") ? "bnrqkrnb/pppppppp/8/8/8/8/PPPPPPPP/BNRQKRNB w KQkq - 0 1"
          : null);
      var moves = b.legalMoves();
      assertFalse(moves.isEmpty(), g.name());
      for (var m : moves) {
        Board copy = Board.open(g, null, b.startPosition());
        copy.play(m.move());
        assertFalse(m.from().isEmpty() || m.to().isEmpty(), g.name() + " " + m);
      }
    }
  }

  /* ---- record ---- */

  @Test
  void record_tagsAndSetUpPosition_writtenAndReadBack() throws Exception {
    Board b = Board.open(Games.named("chess960"), null, "bnrqkrnb/pppppppp/8/8/8/8/PPPPPPPP/BNRQKRNB w KQkq - 0 1");
    b.setTag("White", "Ana \"la torre\"");
    b.setTag("Date", "2026.11.28");
    b.play("e4");
    String record = b.record();
    GameRecord r = (GameRecord) RecordText.first(record, "x.pgn", RecordFormat.ENVELOPE);
    assertEquals("Ana \"la torre\"", r.tag("White").orElseThrow());
    assertEquals("chess960", r.tag("Game").orElseThrow());
    assertEquals(b.startPosition(), r.tag("FEN").orElseThrow());
    assertEquals("*", r.tag("Result").orElseThrow());
    assertEquals(List.of("e4"), r.moves());
    assertEquals(Verdict.VALID, replay(record).result().verdict());
  }

  @Test
  void setTag_notEdited_refused() throws Exception {
    Board b = Board.open(Games.named("rithmomachia"), null, null);
    assertThrows(IllegalArgumentException.class, () -> b.setTag("Result", "1-0"));
    assertThrows(IllegalArgumentException.class, () -> b.setTag("Event", "a\nb"));
  }
}
