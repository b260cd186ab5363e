package org.ludoteca.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.agents.ChessAgent;
import org.ludoteca.chess960.agents.ChessTable;
import org.ludoteca.selfplay.PlayedGame;
import org.ludoteca.selfplay.SelfPlay;
import org.ludoteca.stats.CorpusStatistics;
import org.ludoteca.stats.GameTally;
import org.ludoteca.chess960.game.ChessGame;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;

/**
 * {@code start_positions}' tests on self-played Chess960 corpora: random agents favour no start
 * position, and a position played with a planted bias (White greedy there, random everywhere
 * else) is found.
 */
class StartPositionSignificanceTest {
  /** The start positions of the corpora: eight, so that each has enough games. */
  private static final int POSITIONS = 8;
  private static final int GAMES_PER_POSITION = 60;
  /** Games of the biased position: a greedy White wins often but mostly draws (it rarely mates), so more of them. */
  private static final int BIASED_GAMES = 200;

  /**
   * Games from the first seeds whose start position (drawn from the seed) is one of {@link
   * #POSITIONS} Scharnagl numbers 960 / 8 apart, {@link #GAMES_PER_POSITION} of each; White plays
   * {@code biasedWhite} in position {@code biased} ({@link #BIASED_GAMES} games), random elsewhere;
   * Black always random.
   */
  private static List<GameTally> corpus(int biased, ChessAgent biasedWhite) {
    ChessAgent random = ChessAgent.named("random");
    ChessTable plainTable = new ChessTable(ChessGame.CHESS960, random, random);
    SelfPlay plain = new SelfPlay(plainTable, 300);
    SelfPlay planted = new SelfPlay(new ChessTable(ChessGame.CHESS960, biasedWhite, random), 300);
    Map<Integer, Integer> played = new TreeMap<>();
    List<GameTally> tallies = new ArrayList<>();
    int wanted = GAMES_PER_POSITION * POSITIONS + (biased >= 0 ? BIASED_GAMES - GAMES_PER_POSITION : 0);
    for (long seed = 1; tallies.size() < wanted; seed++) {
      int n = StartPositions.number(plainTable.start(seed)).getAsInt();
      if (n % (960 / POSITIONS) != 0 || played.getOrDefault(n, 0) >= (n == biased ? BIASED_GAMES : GAMES_PER_POSITION)) {
        continue;
      }
      played.merge(n, 1, Integer::sum);
      PlayedGame g = (n == biased ? planted : plain).play(seed, seed);
      tallies.add(GameTally.builder().game("chess960").rules("chess960").verdict(Verdict.VALID)
          .termination(g.termination()).winner(g.winner()).plies(g.moves().size()).firstMover(Side.WHITE)
          .declaredResult(g.result()).startFen(g.tags().get("FEN")).games(1).build());
    }
    return tallies;
  }

  /** The rows of the tested positions, by Scharnagl number. */
  private static Map<Integer, Object[]> tested(List<GameTally> corpus) {
    Map<Integer, Object[]> out = new TreeMap<>();
    for (Object[] row : CorpusStatistics.startPositions(corpus)) {
      if (row[3] != null && row[11] != null) {
        out.put((Integer) row[3], row);
      }
    }
    return out;
  }

  @Test
  void startPositions_randomAgents_noSignificantPosition() {
    Map<Integer, Object[]> rows = tested(corpus(-1, null));
    assertEquals(POSITIONS, rows.size(), "every position has a decisive game");
    for (Object[] row : rows.values()) {
      assertEquals(false, row[14], () -> java.util.Arrays.toString(row));
      assertTrue((double) row[13] >= (double) row[11], "q >= p");
      assertTrue((double) row[12] >= (double) row[11], "Holm >= p");
    }
  }

  @Test
  void startPositions_plantedBias_found() {
    int biased = 3 * (960 / POSITIONS);
    Map<Integer, Object[]> rows = tested(corpus(biased, ChessAgent.named("greedy")));
    StringBuilder all = new StringBuilder();
    rows.values().forEach(r -> all.append(java.util.Arrays.toString(r)).append('\n'));
    assertEquals(true, rows.get(biased)[14], all.toString());
    assertTrue((double) rows.get(biased)[8] > 0.5, all.toString());
  }
}
