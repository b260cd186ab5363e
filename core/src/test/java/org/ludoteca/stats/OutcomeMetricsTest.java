package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

class OutcomeMetricsTest {
  private static GameTally tally(String verdict, String winner, int plies, String first, long games) {
    return GameTally.builder().game("rithmomachia").rules("cvr").verdict(Verdict.ofLabel(verdict))
        .winner(Winner.ofLabel(winner)).plies(plies).firstMover(Side.ofLabel(first)).whiteAgent("greedy")
        .blackAgent("random").games(games).build();
  }

  private static Map<String, Object[]> byAgents(List<Object[]> rows) {
    Map<String, Object[]> out = new HashMap<>();
    for (Object[] r : rows) {
      out.put(r[2] + "|" + r[3], r);
    }
    return out;
  }

  @Test
  void rows_handMadeCorpus_workedOutValues() {
    // Five VALID games with White (greedy) first: White wins in 10 and 20 plies, Black in 30, a
    // draw in 40, no result after 100; an ILLEGAL game and a game with no first mover are left out.
    // completion 3/5; drawishness 1/5; timeouts 1/5; advantage_p1 (2 + (1 + 1)/2)/5 = 0.6;
    // rate2 (1 + 1)/5 = 0.4, balance 1 - |0.6 - 0.4| = 0.8; plies mean 200/5 = 40, deviations
    // -30 -20 -10 0 60, population variance (900 + 400 + 100 + 0 + 3600)/5 = 1000, sd sqrt(1000).
    // The first game's 10 positions before a move had 300 legal moves, 9 with more than one: the
    // branching columns count the games counted only, 300/10 = 30 and 9/10.
    List<GameTally> t = List.of(
        tally("VALID", "white", 10, "white", 1).toBuilder().termination("de-corpore").legalMoves(300L)
            .movePositions(10L).decisionPlies(9L).build(),
        tally("VALID", "white", 20, "white", 1), tally("VALID", "black", 30, "white", 1),
        tally("VALID", "draw", 40, "white", 1), tally("VALID", null, 100, "white", 1),
        tally("ILLEGAL", "white", 5, "white", 1), tally("VALID", "white", 7, null, 1));
    Map<String, Object[]> rows = byAgents(OutcomeMetrics.rows(t));
    assertEquals(2, rows.size());
    Object[] all = rows.get("*|*");
    assertEquals(5L, all[4]);
    double[] expected = {0.6, 0.2, 0.2, 0.6, 0.8, 40, Math.sqrt(1000), 30, 0.9};
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], (double) all[5 + i], 1e-12, "column " + (5 + i));
    }
    Object[] pair = rows.get("greedy|random");
    for (int i = 4; i < all.length; i++) {
      assertEquals(all[i], pair[i], "column " + i);
    }
  }

  @Test
  void rows_noLegalMoveCounts_branchingNull() {
    Map<String, Object[]> rows = byAgents(OutcomeMetrics.rows(List.of(tally("VALID", "white", 20, "black", 3))));
    // Black (random) moved first: the pair's row names its agent first.
    assertEquals(java.util.Set.of("*|*", "random|greedy"), rows.keySet());
    Object[] all = rows.get("*|*");
    assertNull(all[12]);
    assertNull(all[13]);
    // White won every game, as second mover: advantage_p1 0, balance 0.
    assertEquals(0.0, (double) all[8], 0);
    assertEquals(0.0, (double) all[9], 0);
  }

  /** One game as a record: what a row per game would hold. */
  private record Game(String game, String first, String firstAgent, String secondAgent, String winner, int plies,
      long[] legal) {}

  /** The metrics of a list of games, by plain loops over the games. */
  private static double[] metrics(List<Game> games) {
    double n = games.size();
    double winners = 0;
    double draws = 0;
    double none = 0;
    double points1 = 0;
    double points2 = 0;
    double plies = 0;
    for (Game g : games) {
      double u1 = g.winner() == null || g.winner().equals("draw") ? 0.5 : g.winner().equals(g.first()) ? 1 : 0;
      points1 += u1;
      points2 += 1 - u1;
      winners += g.winner() != null && !g.winner().equals("draw") ? 1 : 0;
      draws += "draw".equals(g.winner()) ? 1 : 0;
      none += g.winner() == null ? 1 : 0;
      plies += g.plies();
    }
    double mean = plies / n;
    double squares = 0;
    double legal = 0;
    double positions = 0;
    double decisions = 0;
    for (Game g : games) {
      squares += (g.plies() - mean) * (g.plies() - mean);
      if (g.legal() != null) {
        legal += g.legal()[0];
        positions += g.legal()[1];
        decisions += g.legal()[2];
      }
    }
    return new double[] {n, winners / n, draws / n, none / n, points1 / n, 1 - Math.abs(points1 / n - points2 / n),
        mean, Math.sqrt(squares / n), positions == 0 ? Double.NaN : legal / positions,
        positions == 0 ? Double.NaN : decisions / positions};
  }

  @Test
  void rows_randomTallies_equalLoopsOverGames() {
    String[] winners = {"white", "black", "draw", null};
    String[] agents = {"greedy", "random", null};
    for (long seed = 1; seed <= 5; seed++) {
      Random r = new Random(seed);
      List<GameTally> tallies = new ArrayList<>();
      List<Game> games = new ArrayList<>();
      for (int i = 0; i < 300; i++) {
        String game = r.nextBoolean() ? "chess" : "rithmomachia";
        String first = r.nextInt(10) == 0 ? null : r.nextBoolean() ? "white" : "black";
        String white = agents[r.nextInt(3)];
        String black = agents[r.nextInt(3)];
        String winner = winners[r.nextInt(4)];
        boolean valid = r.nextInt(5) != 0;
        int plies = r.nextInt(80);
        int n = 1 + r.nextInt(4);
        boolean counted = r.nextBoolean();
        long[][] perGame = new long[n][];
        long[] sums = new long[3];
        for (int k = 0; k < n; k++) {
          long positions = plies;
          long decisions = positions == 0 ? 0 : r.nextInt((int) positions + 1);
          perGame[k] = counted ? new long[] {positions * 2 + r.nextInt(100), positions, decisions} : null;
          if (counted) {
            for (int j = 0; j < 3; j++) {
              sums[j] += perGame[k][j];
            }
          }
          if (valid && first != null) {
            boolean firstIsWhite = first.equals("white");
            games.add(new Game(game, first, firstIsWhite ? white : black, firstIsWhite ? black : white, winner,
                plies, perGame[k]));
          }
        }
        tallies.add(GameTally.builder().game(game).rules("r").verdict(valid ? Verdict.VALID : Verdict.ILLEGAL)
            .winner(Winner.ofLabel(winner)).plies(plies).firstMover(Side.ofLabel(first)).whiteAgent(white)
            .blackAgent(black).games(n).legalMoves(counted ? sums[0] : null).movePositions(counted ? sums[1] : null)
            .decisionPlies(counted ? sums[2] : null).build());
      }
      List<Object[]> rows = OutcomeMetrics.rows(tallies);
      assertTrue(rows.size() > 4);
      for (Object[] row : rows) {
        List<Game> group = new ArrayList<>();
        for (Game g : games) {
          boolean all = row[2].equals("*");
          if (g.game().equals(row[0]) && (all || (row[2].equals(g.firstAgent()) && row[3].equals(g.secondAgent())))) {
            group.add(g);
          }
        }
        double[] expected = metrics(group);
        assertEquals((long) expected[0], row[4], "games, seed " + seed);
        for (int i = 1; i < expected.length; i++) {
          Object actual = row[4 + i];
          if (Double.isNaN(expected[i])) {
            assertNull(actual, "column " + (4 + i));
          } else {
            assertEquals(expected[i], (double) actual, 1e-9, "column " + (4 + i) + ", seed " + seed);
          }
        }
      }
    }
  }
}
