package org.ludoteca.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The hooks through which the pipeline, the statistics and the reports ask the real games what
 * they used to decide by a game's name: each game answers for itself, the others keep the defaults.
 */
class GameHooksTest {
  @Test
  void pieceKind_eachGameReadsItsOwnTokens() throws GameException {
    assertEquals(Optional.of("triangle"), Games.named("rithmomachia").pieceKind("t90."));
    assertEquals(Optional.of("queen"), Games.named("caliz").pieceKind("Q"));
    assertEquals(Optional.of("knight"), Games.named("goldeoro").pieceKind("n"));
    assertEquals(Optional.empty(), Games.named("futez").pieceKind("Q"), "Futez's tokens name no chess piece");
    assertEquals(Optional.empty(), Games.named("chess").pieceKind("Q"), "the default");
    assertEquals(Optional.empty(), Games.named("caliz").pieceKind("QQ"));
  }

  @Test
  void pieceValue_onlyRithmomachiaPiecesCarryNumbers() throws GameException {
    Game rithmo = Games.named("rithmomachia");
    assertEquals(OptionalInt.of(61), rithmo.pieceValue("PS36.S25.."), "a pyramid: the sum of its components");
    assertTrue(rithmo.piecesCarryValues());
    assertEquals(OptionalInt.empty(), Games.named("caliz").pieceValue("Q"));
    for (Game g : Games.all()) {
      assertEquals(g == rithmo, g.piecesCarryValues(), g.name());
    }
  }

  @Test
  void pieceValueAt_session_agreesWithTheFen() throws GameException {
    Game rithmo = Games.named("rithmomachia");
    GameReplayer.Session s = rithmo.replayer(rithmo.defaultRules()).start(null);
    int nonEmpty = 0;
    for (char f = 'a'; f <= 'h'; f++) {
      for (int r = 1; r <= 16; r++) {
        String sq = "" + f + r;
        int fromFen = rithmo.pieceValueAt(s.fen(), sq);
        assertEquals(s.pieceValueAt(sq).orElse(0), fromFen, sq);
        nonEmpty += fromFen > 0 ? 1 : 0;
      }
    }
    assertEquals(48, nonEmpty, "24 pieces a side at the start");
  }

  @Test
  void startPositionKeys_chessKeysByBackRankAndScharnaglNumber() throws GameException {
    StartPositionKeys chess = Games.named("chess").startPositionKeys().orElseThrow();
    String standard = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assertEquals("RNBQKBNR", chess.key(standard));
    assertEquals(OptionalInt.of(518), chess.number(chess.key(standard)));
    assertEquals(null, chess.key(null));
    assertEquals(OptionalInt.empty(), chess.number("RNB"));
    assertFalse(chess.drawnPerGame());
    assertTrue(Games.named("chess960").startPositionKeys().orElseThrow().drawnPerGame());
    assertEquals(Optional.empty(), Games.named("rithmomachia").startPositionKeys());
    assertEquals(Optional.empty(), Games.named("golez").startPositionKeys());
  }

  @Test
  void reportsPiecesTaken_theZamoraGames() throws GameException {
    assertTrue(Games.named("goldrez").reportsPiecesTaken());
    assertFalse(Games.named("rithmomachia").reportsPiecesTaken());
    assertFalse(Games.named("chess960").reportsPiecesTaken());
  }

  @Test
  void decodePosition_rithmomachiaCode_backToTheSessionsFen() throws GameException {
    Game rithmo = Games.named("rithmomachia");
    GameReplayer.Session s = rithmo.replayer(rithmo.defaultRules()).start(null);
    assertEquals(Optional.of(s.fen()), rithmo.decodePosition(s.compactPosition().orElseThrow()));
    assertThrows(GameException.class, () -> rithmo.decodePosition(new byte[] {1, 2, 3}));
    assertEquals(Optional.empty(), Games.named("chess").decodePosition(new byte[] {1, 2, 3}), "the default");
  }
}
