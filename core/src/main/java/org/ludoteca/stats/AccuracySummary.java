package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;

/**
 * The {@code accuracy} statistic as a mergeable partial value: the players' accuracy and average
 * centipawn loss ({@link GameAccuracy}) by time control class, the player's own rating band and
 * the player's result. An ingest task adds its games to a {@link Builder}; tasks' values add up
 * by {@link #plus} (or are written as rows, {@link #cells()}, and read back with {@link
 * Builder#addCell}); {@link #rows()} computes the table.
 *
 * <p>Each player's accuracy and loss are counted in hundredths (of a percent, of a centipawn),
 * rounded half up: the sums are whole numbers, so a table is the same whatever order the games
 * are added in, and differs from unrounded means by at most 0.005. docs/statistics.md, "Accuracy".
 * Immutable; the builder is not thread-safe.
 */
public final class AccuracySummary {
  /** A player's result: won, drew, lost, or a game without a result. */
  public static final List<String> RESULTS = List.of("win", "draw", "loss", "none");
  /** The value of a key column in the rows over all its values. */
  public static final String ALL = "*";
  /** The columns of {@link #rows()}, in order. */
  public static final List<String> COLUMNS = List.of("game", "rules", "time_control", "rating", "result", "players",
      "mean_accuracy", "sd_accuracy", "mean_acpl", "sd_acpl");

  /** Players of a time control class, rating band and result (one of {@link #RESULTS}). */
  public record Key(String game, String rules, String timeControl, String rating, String result) {
    public Key {
      Objects.requireNonNull(timeControl, "timeControl");
      Objects.requireNonNull(rating, "rating");
      Objects.requireNonNull(result, "result");
    }
  }

  /**
   * Sums over players.
   *
   * @param players the players with an accuracy
   * @param accuracy their accuracies summed, in hundredths of a percent
   * @param accuracySquares the squares of those hundredths summed
   * @param acpl their average centipawn losses summed, in hundredths of a centipawn
   * @param acplSquares the squares of those hundredths summed
   */
  public record Sums(long players, long accuracy, long accuracySquares, long acpl, long acplSquares) {
    public static final Sums NONE = new Sums(0, 0, 0, 0, 0);

    /** The sums of both. */
    public Sums plus(Sums o) {
      return new Sums(players + o.players, accuracy + o.accuracy, accuracySquares + o.accuracySquares,
          acpl + o.acpl, acplSquares + o.acplSquares);
    }

    /** One player's. */
    static Sums of(double accuracy, double acpl) {
      long a = Math.round(accuracy * 100);
      long l = Math.round(acpl * 100);
      return new Sums(1, a, a * a, l, l * l);
    }
  }

  private static final AccuracySummary EMPTY = new AccuracySummary(Map.of());

  private final Map<Key, Sums> cells;

  private AccuracySummary(Map<Key, Sums> cells) {
    this.cells = cells;
  }

  /** No player: the identity of {@link #plus}. */
  public static AccuracySummary empty() {
    return EMPTY;
  }

  /** Both values' sums added. */
  public AccuracySummary plus(AccuracySummary other) {
    return new Builder().addAll(this).addAll(other).build();
  }

  /** The sums per key: the partial value as rows. Unmodifiable. */
  public Map<Key, Sums> cells() {
    return cells;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AccuracySummary && cells.equals(((AccuracySummary) o).cells);
  }

  @Override
  public int hashCode() {
    return cells.hashCode();
  }

  @Override
  public String toString() {
    return "AccuracySummary" + cells;
  }

  /**
   * The rows of {@code accuracy}, in the order of {@link #COLUMNS}, unsorted: per game and rules,
   * every combination of a time control class or {@value #ALL}, a rating band or {@value #ALL}
   * and a result or {@value #ALL} that has players. Means and population standard deviations are
   * of the players' accuracies (percent) and losses (centipawns).
   */
  public List<Object[]> rows() {
    Map<Key, Sums> rolled = new LinkedHashMap<>();
    cells.forEach((k, s) -> {
      for (String tc : new String[] {k.timeControl(), ALL}) {
        for (String rating : new String[] {k.rating(), ALL}) {
          for (String result : new String[] {k.result(), ALL}) {
            rolled.merge(new Key(k.game(), k.rules(), tc, rating, result), s, Sums::plus);
          }
        }
      }
    });
    List<Object[]> rows = new ArrayList<>();
    rolled.forEach((k, s) -> rows.add(new Object[] {k.game(), k.rules(), k.timeControl(), k.rating(), k.result(),
        s.players(), mean(s.accuracy(), s.players()), sd(s.accuracy(), s.accuracySquares(), s.players()),
        mean(s.acpl(), s.players()), sd(s.acpl(), s.acplSquares(), s.players())}));
    return rows;
  }

  private static Double mean(long hundredths, long n) {
    return n == 0 ? null : hundredths / 100.0 / n;
  }

  /** The population standard deviation from the sum and the sum of squares, in hundredths. */
  private static Double sd(long sum, long squares, long n) {
    if (n == 0) {
      return null;
    }
    // n Σx² − (Σx)², as exact as doubles of these sizes allow, never below 0
    double variance = Math.max(0, ((double) squares * n - (double) sum * sum) / ((double) n * n));
    return Math.sqrt(variance) / 100.0;
  }

  /** Adds games, or rows of partial values, into an {@link AccuracySummary}. Not thread-safe. */
  public static final class Builder {
    private final Map<Key, Sums> cells = new HashMap<>();

    /**
     * Adds a game's players (the ingest: each {@code VALID} game), each player with an accuracy.
     *
     * @param timeControl the game's {@code TimeControl} tag, read
     * @param whiteElo White's rating tag, or null: the band White counts in
     * @param blackElo Black's rating tag, or null
     * @param accuracy the game's {@link GameAccuracy}
     * @param winner the game's result, or null for a game without one
     * @return this builder
     */
    public Builder add(String game, String rules, TimeControl timeControl, String whiteElo, String blackElo,
        GameAccuracy accuracy, Winner winner) {
      String tc = timeControl.category();
      if (accuracy.white() != null) {
        addCell(new Key(game, rules, tc, RatingBands.band(whiteElo), result(Side.WHITE, winner)),
            Sums.of(accuracy.white(), accuracy.acplWhite()));
      }
      if (accuracy.black() != null) {
        addCell(new Key(game, rules, tc, RatingBands.band(blackElo), result(Side.BLACK, winner)),
            Sums.of(accuracy.black(), accuracy.acplBlack()));
      }
      return this;
    }

    private static String result(Side side, Winner winner) {
      return winner == null ? "none" : winner == Winner.DRAW ? "draw" : winner.isWonBy(side) ? "win" : "loss";
    }

    /** Adds the sums of a key (a row of {@link #cells()}). */
    public Builder addCell(Key key, Sums sums) {
      if (!RESULTS.contains(key.result())) {
        throw new IllegalArgumentException("result must be one of " + RESULTS + ", was " + key.result());
      }
      cells.merge(key, sums, Sums::plus);
      return this;
    }

    /** Adds every sum of a partial value. */
    public Builder addAll(AccuracySummary summary) {
      summary.cells.forEach(this::addCell);
      return this;
    }

    /** The sums added so far, as an immutable value; the builder may go on. */
    public AccuracySummary build() {
      return new AccuracySummary(Collections.unmodifiableMap(new HashMap<>(cells)));
    }
  }
}
