package org.ludoteca.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.game.ChessGame;
import org.ludoteca.rithmomachia.game.RithmomachiaGame;
import org.ludoteca.zamora.game.ZamoraGames;

/** The registry as {@link java.util.ServiceLoader} fills it from META-INF/services. */
class GamesTest {
  /** Core's own games come first, whatever else a class path registers (a test game). */
  @Test
  void all_listsEveryGameInRegistrationOrder() {
    List<String> expected = new ArrayList<>();
    expected.add(RithmomachiaGame.INSTANCE.name());
    expected.addAll(ZamoraGames.KEYS);
    expected.add(ChessGame.CHESS960.name());
    expected.add(ChessGame.CHESS.name());
    assertEquals(expected, Games.all().stream().map(Game::name).limit(expected.size()).toList());
  }

  @Test
  void named_eachGame_theGamesOwnInstance() throws GameException {
    assertSame(RithmomachiaGame.INSTANCE, Games.named("rithmomachia"));
    assertSame(ChessGame.CHESS, Games.named("chess"));
    assertSame(ChessGame.CHESS960, Games.named("chess960"));
    for (String key : ZamoraGames.KEYS) {
      assertSame(Games.named(key), Games.all().get(1 + ZamoraGames.KEYS.indexOf(key)));
      assertEquals(key, Games.named(key).name());
    }
  }

  @Test
  void named_unknownGame_listsTheKnownNamesInOrder() {
    GameException e = assertThrows(GameException.class, () -> Games.named("go"));
    assertTrue(e.getMessage().startsWith("unknown game 'go'; known: rithmomachia, compases, futez, golez, goldrez, "
        + "caliz, goldeoro, chess960, chess"), e.getMessage());
  }

  @Test
  void find_knownUnknownOrNull_theGameOrEmpty() {
    assertSame(ChessGame.CHESS, Games.find("chess").orElseThrow());
    assertTrue(Games.find("go").isEmpty());
    assertTrue(Games.find(null).isEmpty());
  }
}
