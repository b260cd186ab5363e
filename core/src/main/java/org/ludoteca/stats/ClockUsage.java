package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;

/**
 * The {@code clock_usage} statistic as a mergeable partial value: the time each move took, by time
 * control class, the mover's rating band and game phase, and per player and game whether they lost
 * on time and how they scored after their clock fell below a tenth of the base time. An ingest
 * task adds its games to a {@link Builder}; the partial values of the tasks add up by {@link
 * #plus} (or are written as rows, {@link #moveTimes()} and {@link #players()}, and read back with
 * {@link Builder#addMoves} and {@link Builder#addPlayers}); {@link #rows()} computes the table.
 *
 * <pre>{@code
 * ClockUsage.Builder b = new ClockUsage.Builder();
 * b.add("chess", "standard", TimeControl.parse(tags.get("TimeControl")), tags.get("WhiteElo"),
 *     tags.get("BlackElo"), Side.WHITE, clocks, winner, lostOnTime);
 * List<Object[]> rows = b.build().plus(otherTask).rows();
 * }</pre>
 *
 * <p>Every figure is the one a row per move (or per player) would give: times are whole
 * centiseconds, counted exactly by value, so means are exact sums over counts and medians
 * interpolate as {@link CorpusStatistics#gameLength} does. Definitions: docs/statistics.md, "Clock
 * usage". Immutable; the builder is not thread-safe.
 */
public final class ClockUsage {
  /** The game phases of a ply, as {@link CorpusStatistics#phase}: up to ply 20, up to ply 60, after. */
  public static final List<String> PHASES = List.of("opening", "middlegame", "endgame");
  /** The value of a key column in the rows over all its values: every time control, rating band or phase. */
  public static final String ALL = "*";
  /** The columns of {@link #rows()}, in order. */
  public static final List<String> COLUMNS = List.of("game", "rules", "time_control", "rating", "phase", "moves",
      "mean_seconds", "median_seconds", "players", "lost_on_time", "lost_on_time_share", "low_clock_players",
      "low_clock_score", "other_score");

  /**
   * Moves of a time control class ({@link TimeControl#category()}), a mover's rating band ({@link
   * RatingBands#band}) and a phase (one of {@link #PHASES}).
   */
  public record MoveKey(String game, String rules, String timeControl, String rating, String phase) {
    public MoveKey {
      Objects.requireNonNull(timeControl, "timeControl");
      Objects.requireNonNull(rating, "rating");
      Objects.requireNonNull(phase, "phase");
    }
  }

  /** Players of a time control class and rating band. */
  public record PlayerKey(String game, String rules, String timeControl, String rating) {
    public PlayerKey {
      Objects.requireNonNull(timeControl, "timeControl");
      Objects.requireNonNull(rating, "rating");
    }
  }

  /**
   * Counts of players (one player in one game).
   *
   * @param players the players with a clock reading after one of their moves
   * @param lostOnTime those who lost on time
   * @param lowClock those whose clock read less than a tenth of the base time after one of their moves
   * @param lowClockScored those of them in a game with a result
   * @param lowClockHalfPoints their points, in halves (a win 2, a draw 1)
   * @param otherScored the other players in a game with a result
   * @param otherHalfPoints their points, in halves
   */
  public record PlayerCounts(long players, long lostOnTime, long lowClock, long lowClockScored,
      long lowClockHalfPoints, long otherScored, long otherHalfPoints) {
    public static final PlayerCounts NONE = new PlayerCounts(0, 0, 0, 0, 0, 0, 0);

    /** The sums of both counts. */
    public PlayerCounts plus(PlayerCounts o) {
      return new PlayerCounts(players + o.players, lostOnTime + o.lostOnTime, lowClock + o.lowClock,
          lowClockScored + o.lowClockScored, lowClockHalfPoints + o.lowClockHalfPoints, otherScored + o.otherScored,
          otherHalfPoints + o.otherHalfPoints);
    }
  }

  private static final ClockUsage EMPTY = new ClockUsage(Map.of(), Map.of());

  /** Per key, the plies by the whole centiseconds they took. */
  private final Map<MoveKey, SortedMap<Long, Long>> moves;
  private final Map<PlayerKey, PlayerCounts> players;

  private ClockUsage(Map<MoveKey, SortedMap<Long, Long>> moves, Map<PlayerKey, PlayerCounts> players) {
    this.moves = moves;
    this.players = players;
  }

  /** No game: the identity of {@link #plus}. */
  public static ClockUsage empty() {
    return EMPTY;
  }

  /**
   * Both values' counts added: {@code a.plus(b)} equals {@code b.plus(a)}; {@code a.plus(empty())}
   * equals {@code a}.
   */
  public ClockUsage plus(ClockUsage other) {
    Builder b = new Builder();
    b.addAll(this);
    b.addAll(other);
    return b.build();
  }

  /** The plies per key by the centiseconds they took (ascending): the partial value as rows. Unmodifiable. */
  public Map<MoveKey, SortedMap<Long, Long>> moveTimes() {
    return moves;
  }

  /** The player counts per key: the partial value as rows. Unmodifiable. */
  public Map<PlayerKey, PlayerCounts> players() {
    return players;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ClockUsage && moves.equals(((ClockUsage) o).moves) && players.equals(((ClockUsage) o).players);
  }

  @Override
  public int hashCode() {
    return moves.hashCode() * 31 + players.hashCode();
  }

  @Override
  public String toString() {
    return "ClockUsage[" + moves.size() + " move cells, " + players.size() + " player cells]";
  }

  /**
   * The rows of {@code clock_usage}, in the order of {@link #COLUMNS}, unsorted: per game and
   * rules, for each time control class and {@value #ALL}, each rating band and {@value #ALL}, a
   * row per phase with moves (the per-move columns; the player columns null) and a row of phase
   * {@value #ALL} (every column). Means and medians are in seconds; shares and scores null where
   * nothing is counted.
   */
  public List<Object[]> rows() {
    Map<PlayerKey, Map<String, TreeMap<Long, long[]>>> byCell = new HashMap<>();
    moves.forEach((k, counts) -> {
      for (String tc : new String[] {k.timeControl(), ALL}) {
        for (String rating : new String[] {k.rating(), ALL}) {
          Map<String, TreeMap<Long, long[]>> phases =
              byCell.computeIfAbsent(new PlayerKey(k.game(), k.rules(), tc, rating), x -> new HashMap<>());
          for (String phase : new String[] {k.phase(), ALL}) {
            TreeMap<Long, long[]> h = phases.computeIfAbsent(phase, x -> new TreeMap<>());
            counts.forEach((cs, n) -> h.computeIfAbsent(cs, x -> new long[1])[0] += n);
          }
        }
      }
    });
    Map<PlayerKey, PlayerCounts> playerCells = new HashMap<>();
    players.forEach((k, c) -> {
      for (String tc : new String[] {k.timeControl(), ALL}) {
        for (String rating : new String[] {k.rating(), ALL}) {
          playerCells.merge(new PlayerKey(k.game(), k.rules(), tc, rating), c, PlayerCounts::plus);
        }
      }
    });
    java.util.Set<PlayerKey> cells = new java.util.LinkedHashSet<>(byCell.keySet());
    cells.addAll(playerCells.keySet());
    List<Object[]> rows = new ArrayList<>();
    for (PlayerKey cell : cells) {
      Map<String, TreeMap<Long, long[]>> phases = byCell.getOrDefault(cell, Map.of());
      for (String phase : PHASES) {
        TreeMap<Long, long[]> h = phases.get(phase);
        if (h != null) {
          rows.add(row(cell, phase, h, null));
        }
      }
      rows.add(row(cell, ALL, phases.get(ALL), playerCells.getOrDefault(cell, PlayerCounts.NONE)));
    }
    return rows;
  }

  private static Object[] row(PlayerKey cell, String phase, TreeMap<Long, long[]> h, PlayerCounts p) {
    long n = 0;
    long sum = 0;
    if (h != null) {
      for (Map.Entry<Long, long[]> e : h.entrySet()) {
        n += e.getValue()[0];
        sum += e.getKey() * e.getValue()[0];
      }
    }
    Double mean = n == 0 ? null : sum / 100.0 / n;
    Double median = n == 0 ? null : percentile(h, n, 0.5) / 100.0;
    if (p == null) {
      return new Object[] {cell.game(), cell.rules(), cell.timeControl(), cell.rating(), phase, n, mean, median,
          null, null, null, null, null, null};
    }
    return new Object[] {cell.game(), cell.rules(), cell.timeControl(), cell.rating(), phase, n, mean, median,
        p.players(), p.lostOnTime(), share(p.lostOnTime(), p.players()), p.lowClock(),
        p.lowClockScored() == 0 ? null : p.lowClockHalfPoints() / 2.0 / p.lowClockScored(),
        p.otherScored() == 0 ? null : p.otherHalfPoints() / 2.0 / p.otherScored()};
  }

  private static Double share(long part, long whole) {
    return whole == 0 ? null : (double) part / whole;
  }

  /**
   * The {@code p} percentile of {@code n} values counted by value in ascending order: the value at
   * position {@code p (n − 1)} of the sorted values, interpolated linearly between its two
   * neighbouring ranks (as {@link CorpusStatistics#gameLength}).
   */
  static double percentile(SortedMap<Long, long[]> counts, long n, double p) {
    double position = (n - 1) * p;
    long lower = (long) Math.floor(position);
    long higher = (long) Math.ceil(position);
    double lowerValue = Double.NaN;
    double higherValue = Double.NaN;
    long seen = 0;
    for (Map.Entry<Long, long[]> e : counts.entrySet()) {
      seen += e.getValue()[0];
      if (Double.isNaN(lowerValue) && seen > lower) {
        lowerValue = e.getKey();
      }
      if (seen > higher) {
        higherValue = e.getKey();
        break;
      }
    }
    return lowerValue + (position - lower) * (higherValue - lowerValue);
  }

  /** Adds games, or rows of partial values, into a {@link ClockUsage}. Not thread-safe. */
  public static final class Builder {
    /** Per key, the plies by centiseconds: counted without boxing, sorted once in {@link #build}. */
    private final Map<MoveKey, LongCounts> moves = new HashMap<>();
    private final Map<PlayerKey, PlayerCounts> players = new HashMap<>();
    /** One game's counters by side and phase ({@code 3 * side + phase}), found once per game, not once per ply. */
    private final LongCounts[] gameCells = new LongCounts[2 * PHASES.size()];

    /**
     * Adds a game (the ingest: each {@code VALID} game). Counted only when it was played on a clock
     * ({@link TimeControl.Kind#CLOCK}) and has clocks; each ply's time by {@link MoveTimes}.
     *
     * @param timeControl the game's {@code TimeControl} tag, read
     * @param whiteElo the {@code WhiteElo} tag, or null; the band of White's moves and of White
     * @param blackElo the {@code BlackElo} tag, or null
     * @param firstMover who played the first ply
     * @param clocks the mover's remaining time after each ply, in centiseconds, null where a ply has
     *     none (the {@code clocks} column); null for none
     * @param winner the game's result, or null for a game without one
     * @param lostOnTime the side that lost on time, else null
     * @return this builder
     * @throws NullPointerException if {@code firstMover} is null
     */
    public Builder add(String game, String rules, TimeControl timeControl, String whiteElo, String blackElo,
        Side firstMover, List<Integer> clocks, Winner winner, Side lostOnTime) {
      return add(game, rules, timeControl, whiteElo, blackElo, firstMover, clocks,
          MoveTimes.of(timeControl, clocks), winner, lostOnTime);
    }

    /**
     * As {@link #add(String, String, TimeControl, String, String, Side, List, Winner, Side)}, with
     * the plies' times the caller has already computed: {@code times} must be {@code
     * MoveTimes.of(timeControl, clocks)} (the ingest computes them once, for {@code move_seconds}).
     */
    public Builder add(String game, String rules, TimeControl timeControl, String whiteElo, String blackElo,
        Side firstMover, List<Integer> clocks, MoveTimes times, Winner winner, Side lostOnTime) {
      Objects.requireNonNull(firstMover, "firstMover");
      if (times == null) {
        return this;
      }
      String tc = timeControl.category();
      String[] bands = {RatingBands.band(whiteElo), RatingBands.band(blackElo)}; // by side: white 0, black 1
      int first = firstMover == Side.WHITE ? 0 : 1;
      long lowLimit = timeControl.base() * 10L; // a tenth of the base, in centiseconds
      boolean[] clocked = new boolean[2];
      boolean[] low = new boolean[2];
      java.util.Arrays.fill(gameCells, null);
      for (int i = 0; i < times.size(); i++) {
        int side = (first + i) % 2;
        Integer after = clocks.get(i);
        if (after != null) {
          clocked[side] = true;
          low[side] |= after < lowLimit;
        }
        long cs = times.centiseconds(i);
        if (cs != MoveTimes.NONE) {
          int phase = CorpusStatistics.phase(i + 1);
          LongCounts h = gameCells[3 * side + phase];
          if (h == null) {
            h = moves.computeIfAbsent(new MoveKey(game, rules, tc, bands[side], PHASES.get(phase)),
                k -> new LongCounts());
            gameCells[3 * side + phase] = h;
          }
          h.add(cs, 1);
        }
      }
      for (int side = 0; side < 2; side++) {
        if (!clocked[side]) {
          continue;
        }
        Side player = side == 0 ? Side.WHITE : Side.BLACK;
        long lost = player == lostOnTime ? 1 : 0;
        long points = winner == null ? 0 : winner.isWonBy(player) ? 2 : winner == Winner.DRAW ? 1 : 0;
        long scored = winner == null ? 0 : 1;
        PlayerCounts c = low[side] ? new PlayerCounts(1, lost, 1, scored, points, 0, 0)
            : new PlayerCounts(1, lost, 0, 0, 0, scored, points);
        players.merge(new PlayerKey(game, rules, tc, bands[side]), c, PlayerCounts::plus);
      }
      return this;
    }

    /** Adds {@code plies} moves of a key that took {@code centiseconds} each (a row of {@link #moveTimes()}). */
    public Builder addMoves(MoveKey key, long centiseconds, long plies) {
      if (plies < 0) {
        throw new IllegalArgumentException("plies must not be negative, was " + plies);
      }
      if (!PHASES.contains(key.phase())) {
        throw new IllegalArgumentException("phase must be one of " + PHASES + ", was " + key.phase());
      }
      if (plies > 0) {
        moves.computeIfAbsent(key, k -> new LongCounts()).add(centiseconds, plies);
      }
      return this;
    }

    /** Adds the counts of a key (a row of {@link #players()}). */
    public Builder addPlayers(PlayerKey key, PlayerCounts counts) {
      players.merge(key, counts, PlayerCounts::plus);
      return this;
    }

    /** Adds every count of a partial value. */
    public Builder addAll(ClockUsage usage) {
      usage.moves.forEach((k, h) -> h.forEach((cs, n) -> addMoves(k, cs, n)));
      usage.players.forEach(this::addPlayers);
      return this;
    }

    /** The counts added so far, as an immutable value; the builder may go on. */
    public ClockUsage build() {
      Map<MoveKey, SortedMap<Long, Long>> m = new HashMap<>();
      moves.forEach((k, h) -> m.put(k, Collections.unmodifiableSortedMap(h.sorted())));
      return new ClockUsage(Collections.unmodifiableMap(m), Collections.unmodifiableMap(new HashMap<>(players)));
    }
  }

  /**
   * Counts by a long value (a ply's centiseconds), for {@link Builder}: open addressing on two
   * arrays, no boxed key or count per ply as a {@code TreeMap<Long, Long>} would take. Every count
   * added is positive, so a zero count marks a free slot.
   */
  private static final class LongCounts {
    private long[] keys = new long[16];
    private long[] counts = new long[16];
    private int size;

    /** Adds {@code n} (positive) to the count of {@code key}. */
    void add(long key, long n) {
      int mask = keys.length - 1;
      int i = slot(key, mask);
      while (counts[i] != 0) {
        if (keys[i] == key) {
          counts[i] += n;
          return;
        }
        i = (i + 1) & mask;
      }
      keys[i] = key;
      counts[i] = n;
      if (++size * 2 > keys.length) {
        grow();
      }
    }

    private static int slot(long key, int mask) {
      return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask;
    }

    private void grow() {
      long[] oldKeys = keys;
      long[] oldCounts = counts;
      keys = new long[oldKeys.length * 2];
      counts = new long[oldKeys.length * 2];
      int mask = keys.length - 1;
      for (int j = 0; j < oldKeys.length; j++) {
        if (oldCounts[j] != 0) {
          int i = slot(oldKeys[j], mask);
          while (counts[i] != 0) {
            i = (i + 1) & mask;
          }
          keys[i] = oldKeys[j];
          counts[i] = oldCounts[j];
        }
      }
    }

    /** The counts by value, ascending. */
    TreeMap<Long, Long> sorted() {
      TreeMap<Long, Long> m = new TreeMap<>();
      for (int j = 0; j < keys.length; j++) {
        if (counts[j] != 0) {
          m.put(keys[j], counts[j]);
        }
      }
      return m;
    }
  }
}
