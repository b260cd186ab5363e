package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;

class PreloadTest {
  @Test
  void games_setsUpEveryRuleSetThatHasAStartOfItsOwn() {
    int startable = 0;
    for (Game g : Games.all()) {
      for (String rules : g.ruleSetNames()) {
        try {
          g.replayer(rules).start(null);
          startable++;
        } catch (GameException | RuntimeException e) {
          // a rule set whose records must give their position
        }
      }
    }
    assertTrue(startable > 0);
    assertEquals(startable, Preload.games()); // and its opening book, where it has one, tracked it without failing
  }

  @Test
  void start_loadsOnADaemonThreadThatEnds() throws InterruptedException {
    Thread t = Preload.start();
    assertTrue(t.isDaemon());
    t.join(60_000);
    assertFalse(t.isAlive());
  }
}
