package org.ludoteca.spark.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.api.java.function.PairFlatMapFunction;
import org.apache.spark.sql.Row;
import org.ludoteca.game.EndingKind;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;
import org.ludoteca.game.Side;
import org.ludoteca.game.StartPositionKeys;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.stats.AccuracySummary;
import org.ludoteca.stats.ClockUsage;
import org.ludoteca.stats.GameAccuracy;
import org.ludoteca.stats.Strata;
import org.ludoteca.stats.TimeControl;
import scala.Tuple2;

/**
 * Executor code of issue 39's statistics ({@link ResearchStatistics}): counts a partition's games
 * into small partial values, each a key and an array of counts that add up element by element
 * (Spark's {@code reduceByKey} sums them over the partitions, the driver reads the few sums). A
 * key is a list: the statistic's {@link Part}, the stratum and its value (a game counts in
 * {@value Strata#ALL} and in its value of each stratum), then the statistic's own key columns.
 * Only the statistics whose columns {@code games} has are counted ({@link #counted}).
 */
final class ResearchPartials implements PairFlatMapFunction<Iterator<Row>, List<Object>, long[]> {
  private static final long serialVersionUID = 1L;

  /** The partial values, the first element of each key. */
  enum Part {
    /** Key: game, rules, eco, opening. Counts: White wins, draws, Black wins, plies. */
    OPENING,
    /**
     * Key: game, rules, whether the game's start positions are compared, the start position
     * (null: not known), the first mover's rating minus the second's (null: a rating missing).
     * Counts: the first mover's wins, draws, the second mover's wins.
     */
    ELO,
    /** Key: a {@link ClockUsage.MoveKey}'s columns, then the centiseconds. Counts: plies. */
    CLOCK_MOVES,
    /** Key: a {@link ClockUsage.PlayerKey}'s columns. Counts: a {@link ClockUsage.PlayerCounts}'s, in order. */
    CLOCK_PLAYERS,
    /** Key: an {@link AccuracySummary.Key}'s columns. Counts: an {@link AccuracySummary.Sums}'s, in order. */
    ACCURACY
  }

  private final List<String> strata;
  private final List<String> tagStrata;
  private final boolean openings;
  private final boolean elo;
  private final boolean clocks;
  private final boolean accuracy;

  /**
   * @param strata the strata every statistic is split by (as {@link Strata#parse} gives them)
   * @param counted which statistics to count: those of {@link ResearchStatistics#OPENINGS}, ...
   */
  ResearchPartials(List<String> strata, boolean openings, boolean elo, boolean clocks, boolean accuracy) {
    this.strata = List.copyOf(strata);
    List<String> tags = new ArrayList<>();
    for (String s : strata) {
      if (s.startsWith(Strata.TAG)) {
        tags.add(s);
      }
    }
    this.tagStrata = List.copyOf(tags);
    this.openings = openings;
    this.elo = elo;
    this.clocks = clocks;
    this.accuracy = accuracy;
  }

  @Override
  public Iterator<Tuple2<List<Object>, long[]>> call(Iterator<Row> rows) {
    Map<List<Object>, long[]> counts = new HashMap<>();
    Map<List<Object>, ClockUsage.Builder> clockUsage = new LinkedHashMap<>();
    Map<List<Object>, AccuracySummary.Builder> accuracies = new LinkedHashMap<>();
    Map<String, Optional<StartPositionKeys>> keysByGame = new HashMap<>();
    while (rows.hasNext()) {
      Row r = rows.next();
      if (!Verdict.VALID.label().equals(r.getAs("verdict"))) {
        continue;
      }
      String game = r.getAs("game");
      String rules = r.getAs("rules");
      Map<String, String> tags = r.getJavaMap(r.fieldIndex("tags"));
      Map<String, String> values = Strata.of(tags, tagStrata);
      List<List<Object>> levels = new ArrayList<>();
      levels.add(Arrays.asList(Strata.ALL, null));
      for (String s : strata) {
        levels.add(Arrays.asList(s, values.get(s)));
      }
      Winner winner = Winner.ofLabel(r.getAs("winner"));
      Side firstMover = Side.ofLabel(r.getAs("first_mover"));
      if (openings && winner != null) {
        String eco = r.getAs("eco");
        String opening = r.getAs("opening");
        if (eco != null && opening != null) {
          long[] c = {winner == Winner.WHITE ? 1 : 0, winner == Winner.DRAW ? 1 : 0, winner == Winner.BLACK ? 1 : 0,
              r.<Integer>getAs("plies")};
          for (List<Object> level : levels) {
            add(counts, key(Part.OPENING, level, game, rules, eco, opening), c);
          }
        }
      }
      Integer whiteElo = elo || clocks || accuracy ? r.getAs("white_elo") : null;
      Integer blackElo = elo || clocks || accuracy ? r.getAs("black_elo") : null;
      if (elo && winner != null && firstMover != null) {
        Optional<StartPositionKeys> keys = keysByGame.computeIfAbsent(game,
            g -> Games.find(g).flatMap(Game::startPositionKeys));
        String position = keys.map(k -> k.key(r.getAs("start_fen"))).orElse(null);
        Integer delta = whiteElo == null || blackElo == null ? null
            : firstMover == Side.WHITE ? whiteElo - blackElo : blackElo - whiteElo;
        long[] c = {winner.isWonBy(firstMover) ? 1 : 0, winner == Winner.DRAW ? 1 : 0,
            winner.isWonBy(firstMover.opponent()) ? 1 : 0};
        for (List<Object> level : levels) {
          add(counts, key(Part.ELO, level, game, rules, keys.isPresent(), position, delta), c);
        }
      }
      TimeControl timeControl = clocks || accuracy ? TimeControl.parse(tags.get("TimeControl")) : null;
      String white = whiteElo == null ? null : whiteElo.toString();
      String black = blackElo == null ? null : blackElo.toString();
      if (clocks && firstMover != null) {
        List<Integer> clockList = r.isNullAt(r.fieldIndex("clocks")) ? null : r.getList(r.fieldIndex("clocks"));
        String ending = r.getAs("declared_ending");
        Side lostOnTime = EndingKind.TIME_FORFEIT.label().equals(ending) && winner != null && winner.side() != null
            ? winner.side().opponent() : null;
        for (List<Object> level : levels) {
          clockUsage.computeIfAbsent(level, k -> new ClockUsage.Builder())
              .add(game, rules, timeControl, white, black, firstMover, clockList, winner, lostOnTime);
        }
      }
      if (accuracy) {
        GameAccuracy a = new GameAccuracy(r.getAs("accuracy_white"), r.getAs("accuracy_black"),
            r.getAs("acpl_white"), r.getAs("acpl_black"));
        if ((a.white() != null && a.acplWhite() != null) || (a.black() != null && a.acplBlack() != null)) {
          // a side counts with both its accuracy and its loss
          a = new GameAccuracy(a.acplWhite() == null ? null : a.white(), a.acplBlack() == null ? null : a.black(),
              a.white() == null ? null : a.acplWhite(), a.black() == null ? null : a.acplBlack());
          for (List<Object> level : levels) {
            accuracies.computeIfAbsent(level, k -> new AccuracySummary.Builder())
                .add(game, rules, timeControl, white, black, a, winner);
          }
        }
      }
    }
    clockUsage.forEach((level, b) -> {
      ClockUsage u = b.build();
      u.moveTimes().forEach((k, h) -> h.forEach((cs, n) -> add(counts,
          key(Part.CLOCK_MOVES, level, k.game(), k.rules(), k.timeControl(), k.rating(), k.phase(), cs),
          new long[] {n})));
      u.players().forEach((k, c) -> add(counts,
          key(Part.CLOCK_PLAYERS, level, k.game(), k.rules(), k.timeControl(), k.rating()),
          new long[] {c.players(), c.lostOnTime(), c.lowClock(), c.lowClockScored(), c.lowClockHalfPoints(),
              c.otherScored(), c.otherHalfPoints()}));
    });
    accuracies.forEach((level, b) -> b.build().cells().forEach((k, s) -> add(counts,
        key(Part.ACCURACY, level, k.game(), k.rules(), k.timeControl(), k.rating(), k.result()),
        new long[] {s.players(), s.accuracy(), s.accuracySquares(), s.acpl(), s.acplSquares()})));
    List<Tuple2<List<Object>, long[]>> out = new ArrayList<>(counts.size());
    counts.forEach((k, c) -> out.add(new Tuple2<>(k, c)));
    return out.iterator();
  }

  /** The key of a partial value: the part, the level's stratum and value, then {@code columns}. */
  private static List<Object> key(Part part, List<Object> level, Object... columns) {
    Object[] k = new Object[3 + columns.length];
    k[0] = part.name();
    k[1] = level.get(0);
    k[2] = level.get(1);
    System.arraycopy(columns, 0, k, 3, columns.length);
    return Arrays.asList(k);
  }

  private static void add(Map<List<Object>, long[]> counts, List<Object> key, long[] c) {
    long[] sum = counts.computeIfAbsent(key, k -> new long[c.length]);
    for (int i = 0; i < c.length; i++) {
      sum[i] += c[i];
    }
  }

  /** The element-wise sum of two partial values' counts: Spark's reduction. */
  static long[] sum(long[] a, long[] b) {
    long[] out = a.clone();
    for (int i = 0; i < b.length; i++) {
      out[i] += b[i];
    }
    return out;
  }
}
