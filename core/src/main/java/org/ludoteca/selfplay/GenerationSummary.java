package org.ludoteca.selfplay;

import java.util.Map;
import java.util.TreeMap;
import org.ludoteca.game.Winner;
import org.ludoteca.stats.Proportions;

/**
 * What a batch of self-played games shows: first-mover score with its 95% Wilson interval,
 * termination shares and mean length. Mutable accumulator, filled in game order by one thread.
 */
public final class GenerationSummary {
  private long games;
  private long plies;
  private long firstMoverWins;
  private long secondMoverWins;
  private long draws;
  private long unfinished;
  private final Map<String, Long> terminations = new TreeMap<>();

  /** Adds one game. */
  public void add(PlayedGame g) {
    games++;
    plies += g.plies();
    terminations.merge(g.termination(), 1L, Long::sum);
    if (g.winner() == null) {
      unfinished++;
    } else if (g.winner() == Winner.DRAW) {
      draws++;
    } else if (g.winner().isWonBy(g.firstMover())) {
      firstMoverWins++;
    } else {
      secondMoverWins++;
    }
  }

  public long games() {
    return games;
  }

  public long plies() {
    return plies;
  }

  /** First-mover score over finished games: wins plus half the draws, divided by finished games. */
  public double firstMoverScore() {
    long finished = games - unfinished;
    return finished == 0 ? Double.NaN : (firstMoverWins + 0.5 * draws) / finished;
  }

  /**
   * The 95% Wilson interval of {@link #firstMoverScore()}, low and high ({@link
   * Proportions#wilsonOfScore}); [0, 1] when no game finished.
   */
  public double[] firstMoverInterval() {
    double[] interval = Proportions.wilsonOfScore(firstMoverWins + 0.5 * draws, games - unfinished);
    return interval == null ? new double[] {0, 1} : interval;
  }

  /** The report printed after a run: counts, score and interval, termination shares, mean length. */
  public String describe() {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format("games %d, plies %d, mean length %.1f plies%n", games, plies,
        games == 0 ? 0.0 : (double) plies / games));
    sb.append(String.format("first mover: %d wins, %d draws, %d losses, %d unfinished; score %.3f, 95%% Wilson [%.3f, %.3f]%n",
        firstMoverWins, draws, secondMoverWins, unfinished, firstMoverScore(), firstMoverInterval()[0],
        firstMoverInterval()[1]));
    sb.append("terminations:");
    terminations.forEach((t, n) -> sb.append(String.format(" %s %d (%.1f%%)", t, n, 100.0 * n / games)));
    return sb.append(System.lineSeparator()).toString();
  }
}
