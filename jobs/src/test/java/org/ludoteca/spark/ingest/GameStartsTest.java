package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;

/** {@link GameStarts}: the start of a record's game, the standard ones shared by every task of the JVM. */
class GameStartsTest {
  private static final String CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  @Test
  void of_standardStart_theGamesStartForEveryTask() {
    GameStarts.Start first = new GameStarts().of("chess", "standard", null);
    assertEquals(new GameStarts.Start(CHESS_START, Side.WHITE), first);
    assertEquals(first, new GameStarts().of("chess", "standard", null)); // another task's, from the shared cache
  }

  @Test
  void of_fenTag_thatPosition() {
    String fen = "4k3/8/8/8/8/8/8/4K2R b K - 3 40";
    assertEquals(new GameStarts.Start(fen, Side.BLACK), new GameStarts().of("chess", "standard", fen));
  }

  @Test
  void of_rulesThatSetUpNothing_nullEveryTime() {
    for (int i = 0; i < 300; i++) { // past what is remembered: computed again, still null
      assertNull(new GameStarts().of("chess", "no-such-rules-" + i, null));
      assertNull(new GameStarts().of("chess", "no-such-rules-" + i, null));
    }
    assertNull(new GameStarts().of(null, "standard", null));
    assertNull(new GameStarts().of("chess", null, null));
  }

  @Test
  void of_endlessGameNames_keptNoMoreThanTheBound() {
    for (int i = 0; i < 2 * GameStarts.MAX_REMEMBERED + 100; i++) { // a hostile file's Game tags: each computed (nothing set up), few kept
      assertNull(new GameStarts().of("no-such-game-" + i, "standard", null));
    }
    assertTrue(GameStarts.gamesRemembered() <= GameStarts.MAX_REMEMBERED, "games kept: " + GameStarts.gamesRemembered());
  }
}
