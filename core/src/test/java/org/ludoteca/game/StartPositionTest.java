package org.ludoteca.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link Game#startPosition}: the position a record without a FEN tag starts from, under every
 * rule set of every game with a fixed start; none for Chess960, whose games each start from one
 * of 960; a rule set the game does not have is refused.
 */
class StartPositionTest {

  /* ---- startPosition ---- */

  @Test
  void startPosition_everyRuleSet_isWhereAReplayStartsAndDraws() throws Exception {
    int games = 0;
    for (Game game : Games.all()) {
      for (String rules : game.ruleSetNames()) {
        Optional<String> start = game.startPosition(rules);
        if (game.name().equals("chess960")) {
          assertTrue(start.isEmpty(), "chess960 has no one start position");
          continue;
        }
        assertEquals(Optional.of(game.replayer(rules).start(null).fen()), start, game.name() + " " + rules);
        String svg = game.drawing().orElseThrow().svg(start.get());
        assertTrue(svg.contains("class=\"piece"), game.name() + " " + rules + ": pieces drawn");
      }
      games++;
    }
    assertTrue(games >= 9, "every game: " + games);
  }

  @Test
  void startPosition_ruleSetOfAnotherGame_isRefused() throws Exception {
    for (Game game : Games.all()) {
      assertThrows(GameException.class, () -> game.startPosition("no-such-rules"), game.name());
    }
  }
}
