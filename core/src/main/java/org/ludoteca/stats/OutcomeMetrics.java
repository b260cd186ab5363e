package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;
import org.ludoteca.stats.CorpusStatistics.AgentPair;

/**
 * {@code outcome_metrics}: Ludii's game metrics (AdvantageP1, Balance, Completion, Drawishness,
 * Timeouts, DurationTurns, BranchingFactor, DecisionMoves) computed on recorded games, per game,
 * rule set and pair of agents (keys as in {@code first_player_advantage}: {@code *} for all games,
 * then each pair of named agents, the first mover's first). Over the VALID games with a known
 * first mover. Formulas, the Ludii sources they follow and where they differ: docs/statistics.md.
 */
public final class OutcomeMetrics {
  private OutcomeMetrics() {}

  /** Counts of one group. */
  private static final class Group {
    long games;
    long firstWins;
    long secondWins;
    long draws;
    long noResult;
    /** Games by plies. */
    final TreeMap<Integer, long[]> plies = new TreeMap<>();
    long legalMoves;
    long movePositions;
    long decisionPlies;
    boolean counted;

    void add(GameTally t) {
      long n = t.games();
      games += n;
      if (t.winner() == null) {
        noResult += n;
      } else if (t.winner() == Winner.DRAW) {
        draws += n;
      } else if (t.winner().isWonBy(t.firstMover())) {
        firstWins += n;
      } else {
        secondWins += n;
      }
      plies.computeIfAbsent(t.plies(), p -> new long[1])[0] += n;
      if (t.movePositions() != null) {
        counted = true;
        legalMoves += t.legalMoves();
        movePositions += t.movePositions();
        decisionPlies += t.decisionPlies();
      }
    }
  }

  /**
   * The rows of {@code outcome_metrics}, values in the table's column order: game, rules,
   * first_agent, second_agent, games, completion, drawishness, timeouts, advantage_p1, balance,
   * duration_plies_mean, duration_plies_sd, branching_factor, decision_moves.
   */
  public static List<Object[]> rows(Collection<GameTally> tallies) {
    Map<AgentPair, Group> groups = new LinkedHashMap<>();
    for (GameTally t : tallies) {
      if (!t.valid() || t.firstMover() == null) {
        continue;
      }
      boolean firstIsWhite = t.firstMover() == Side.WHITE;
      String first = firstIsWhite ? t.whiteAgent() : t.blackAgent();
      String second = firstIsWhite ? t.blackAgent() : t.whiteAgent();
      groups.computeIfAbsent(new AgentPair(t.game(), t.rules(), "*", "*"), k -> new Group()).add(t);
      if (first != null && second != null) {
        groups.computeIfAbsent(new AgentPair(t.game(), t.rules(), first, second), k -> new Group()).add(t);
      }
    }
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, g) -> rows.add(row(k, g)));
    return rows;
  }

  private static Object[] row(AgentPair key, Group g) {
    double n = g.games;
    double halfShared = 0.5 * (g.draws + g.noResult);
    double rate1 = (g.firstWins + halfShared) / n;
    double rate2 = (g.secondWins + halfShared) / n;
    // Mean and population standard deviation of the plies, two passes over the distinct lengths.
    double sum = 0;
    for (Map.Entry<Integer, long[]> e : g.plies.entrySet()) {
      sum += (double) e.getKey() * e.getValue()[0];
    }
    double mean = sum / n;
    double squares = 0;
    for (Map.Entry<Integer, long[]> e : g.plies.entrySet()) {
      double d = e.getKey() - mean;
      squares += d * d * e.getValue()[0];
    }
    boolean branching = g.counted && g.movePositions > 0;
    return new Object[] {key.game(), key.rules(), key.first(), key.second(), g.games,
        (g.firstWins + g.secondWins) / n, g.draws / n, g.noResult / n, rate1, 1 - Math.abs(rate1 - rate2),
        mean, Math.sqrt(squares / n),
        branching ? (double) g.legalMoves / g.movePositions : null,
        branching ? (double) g.decisionPlies / g.movePositions : null};
  }
}
