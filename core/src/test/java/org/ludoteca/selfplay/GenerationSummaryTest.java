package org.ludoteca.selfplay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;
import org.ludoteca.stats.Proportions;

/** The summary printed after {@code ludoteca generate}: its interval is the statistics' Wilson interval. */
class GenerationSummaryTest {
  private static PlayedGame game(String winner) {
    return new PlayedGame(Map.of(), List.of("a", "b"), winner == null ? "*" : "1-0", "t", Winner.ofLabel(winner),
        Side.WHITE);
  }

  @Test
  void firstMoverInterval_winsDrawsLosses_proportionsWilsonOfTheScore() {
    GenerationSummary s = new GenerationSummary();
    for (String w : new String[] {"white", "white", "white", "white", "white", "white", "white", "draw", "draw",
        "black", null}) {
      s.add(game(w));
    }
    assertArrayEquals(Proportions.wilsonOfScore(8, 10), s.firstMoverInterval(), 0.0);
    assertTrue(s.describe().contains("score 0.800, 95% Wilson [0.490, 0.943]"), s.describe());
  }

  @Test
  void firstMoverInterval_noFinishedGame_zeroToOne() {
    GenerationSummary s = new GenerationSummary();
    s.add(game(null));
    assertArrayEquals(new double[] {0, 1}, s.firstMoverInterval(), 0.0);
    assertTrue(s.describe().contains("95% Wilson [0.000, 1.000]"), s.describe());
  }
}
