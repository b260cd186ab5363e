package org.ludoteca.spark.stats;

import static org.apache.spark.sql.functions.col;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.ludoteca.spark.table.Table;
import org.ludoteca.stats.AccuracySummary;
import org.ludoteca.stats.ClockUsage;
import org.ludoteca.stats.EloEdge;
import org.ludoteca.stats.OpeningResults;
import org.ludoteca.stats.OpeningTally;
import org.ludoteca.stats.RatedGames;
import scala.Tuple2;

/**
 * Issue 39's statistics from the typed columns of {@code games}: the tables {@code openings},
 * {@code clock_usage} and {@code accuracy}, and White's edge in rating points, the columns {@code
 * rated_games}, {@code elo_edge}, ... of {@code first_player_advantage} and {@code start_positions}.
 *
 * <p>One Spark job reads only the columns these need ({@link #OPENING_COLUMNS} and the others, and
 * {@link #COMMON_COLUMNS}; Parquet reads no other), counts each partition's games into small
 * partial values ({@link ResearchPartials}), sums them by key over the partitions, and collects the
 * sums: a few per opening, rating difference, centisecond value or cell, whatever the number of
 * games. The driver finishes in core ({@link OpeningResults}, {@link EloEdge}, {@link ClockUsage},
 * {@link AccuracySummary}), each statistic by stratum as the others: over every game ({@code
 * stratum} {@code all}) and over the games of each value of each stratum.
 *
 * <p>A statistic whose columns {@code games} lacks (runs ingested before issue 39's columns) is
 * empty: no row, and null Elo columns. data/format/09-statistics.md, docs/statistics.md.
 */
public final class ResearchStatistics {
  /** The columns every statistic here reads: the game's result, start, tags (the strata) and partition. */
  public static final List<String> COMMON_COLUMNS = List.of("verdict", "winner", "plies", "first_mover",
      "start_fen", "tags", "game", "rules");
  /** What {@code openings} needs of {@code games}. */
  public static final List<String> OPENING_COLUMNS = List.of("eco", "opening");
  /** What White's edge in rating points needs. */
  public static final List<String> ELO_COLUMNS = List.of("white_elo", "black_elo");
  /** What {@code clock_usage} needs: the clocks, the ratings, the declared ending (lost on time). */
  public static final List<String> CLOCK_COLUMNS = List.of("white_elo", "black_elo", "clocks", "declared_ending");
  /** What {@code accuracy} needs. */
  public static final List<String> ACCURACY_COLUMNS = List.of("white_elo", "black_elo", "accuracy_white",
      "accuracy_black", "acpl_white", "acpl_black");

  private ResearchStatistics() {}

  /**
   * The statistics computed.
   *
   * @param openings the rows of {@code openings}, stratum columns included, unsorted
   * @param clockUsage the rows of {@code clock_usage}
   * @param accuracy the rows of {@code accuracy}
   * @param edges White's (the first mover's) edge by (stratum, stratum value, game, rules); null
   *     when not computed (no rating columns)
   * @param positionEdges the edge by (stratum, stratum value, game, rules, start position): {@code
   *     *} over every start position, null the positions not known; null when not computed
   */
  public record Result(List<Object[]> openings, List<Object[]> clockUsage, List<Object[]> accuracy,
      Map<List<Object>, EloEdge> edges, Map<List<Object>, EloEdge.Tested> positionEdges) {
    /** Nothing computed: {@code games} has none of the columns. */
    public static final Result NONE = new Result(List.of(), List.of(), List.of(), null, null);
  }

  /**
   * Computes every statistic whose columns {@code games} has.
   *
   * @param games rows of the {@code games} table (any run, any partitioning)
   * @param strata the strata to split by, as the other statistics
   * @param minGames a start position's (and an opening's) games needed to be tested ({@code --min-games})
   */
  public static Result compute(Dataset<Row> games, List<String> strata, long minGames) {
    Set<String> has = Set.of(games.columns());
    boolean openings = has.containsAll(OPENING_COLUMNS);
    boolean elo = has.containsAll(ELO_COLUMNS);
    boolean clocks = has.containsAll(CLOCK_COLUMNS);
    boolean accuracy = has.containsAll(ACCURACY_COLUMNS);
    if (!(openings || elo || clocks || accuracy) || !has.containsAll(COMMON_COLUMNS)) {
      return Result.NONE;
    }
    Set<String> read = new LinkedHashSet<>(COMMON_COLUMNS);
    read.addAll(openings ? OPENING_COLUMNS : List.of());
    read.addAll(elo ? ELO_COLUMNS : List.of());
    read.addAll(clocks ? CLOCK_COLUMNS : List.of());
    read.addAll(accuracy ? ACCURACY_COLUMNS : List.of());
    List<Tuple2<List<Object>, long[]>> sums = games.select(read.stream().map(c -> col(c)).toArray(Column[]::new))
        .javaRDD().mapPartitionsToPair(new ResearchPartials(strata, openings, elo, clocks, accuracy))
        .reduceByKey(ResearchPartials::sum).collect();
    return finish(sums, minGames, elo);
  }

  /** The statistics from the summed partial values ({@link ResearchPartials}). */
  static Result finish(List<Tuple2<List<Object>, long[]>> sums, long minGames, boolean elo) {
    Map<List<Object>, List<OpeningTally>> openings = new LinkedHashMap<>();
    Map<List<Object>, ClockUsage.Builder> clocks = new LinkedHashMap<>();
    Map<List<Object>, AccuracySummary.Builder> accuracies = new LinkedHashMap<>();
    // by (stratum, value, game, rules): every rated game; and the keyed games by start position
    Map<List<Object>, RatedGames.Builder> all = new LinkedHashMap<>();
    Map<List<Object>, Map<String, RatedGames.Builder>> byPosition = new LinkedHashMap<>();
    for (Tuple2<List<Object>, long[]> s : sums) {
      List<Object> k = s._1();
      long[] c = s._2();
      List<Object> level = Arrays.asList(k.get(1), k.get(2));
      switch (ResearchPartials.Part.valueOf((String) k.get(0))) {
        case OPENING:
          openings.computeIfAbsent(level, x -> new ArrayList<>()).add(new OpeningTally((String) k.get(3),
              (String) k.get(4), (String) k.get(5), (String) k.get(6), c[0], c[1], c[2], c[3], Map.of()));
          break;
        case ELO: {
          List<Object> group = Arrays.asList(k.get(1), k.get(2), k.get(3), k.get(4));
          Integer delta = (Integer) k.get(7);
          List<RatedGames.Builder> into = new ArrayList<>();
          into.add(all.computeIfAbsent(group, x -> new RatedGames.Builder()));
          if ((Boolean) k.get(5)) {
            into.add(byPosition.computeIfAbsent(group, x -> new LinkedHashMap<>())
                .computeIfAbsent((String) k.get(6), x -> new RatedGames.Builder()));
          }
          for (RatedGames.Builder b : into) {
            if (delta == null) {
              b.addUnrated(c[0] + c[1] + c[2]);
            } else {
              b.addCounts(delta, c[0], c[1], c[2]);
            }
          }
          break;
        }
        case CLOCK_MOVES:
          clocks.computeIfAbsent(level, x -> new ClockUsage.Builder()).addMoves(new ClockUsage.MoveKey(
              (String) k.get(3), (String) k.get(4), (String) k.get(5), (String) k.get(6), (String) k.get(7)),
              (Long) k.get(8), c[0]);
          break;
        case CLOCK_PLAYERS:
          clocks.computeIfAbsent(level, x -> new ClockUsage.Builder()).addPlayers(new ClockUsage.PlayerKey(
              (String) k.get(3), (String) k.get(4), (String) k.get(5), (String) k.get(6)),
              new ClockUsage.PlayerCounts(c[0], c[1], c[2], c[3], c[4], c[5], c[6]));
          break;
        case ACCURACY:
          accuracies.computeIfAbsent(level, x -> new AccuracySummary.Builder()).addCell(new AccuracySummary.Key(
              (String) k.get(3), (String) k.get(4), (String) k.get(5), (String) k.get(6), (String) k.get(7)),
              new AccuracySummary.Sums(c[0], c[1], c[2], c[3], c[4]));
          break;
        default:
          throw new IllegalStateException("unknown partial " + k.get(0));
      }
    }
    List<Object[]> openingRows = new ArrayList<>();
    openings.forEach((level, tallies) -> {
      for (Object[] row : OpeningResults.rows(tallies, List.of(), minGames)) {
        openingRows.add(atLevel(row, level));
      }
    });
    List<Object[]> clockRows = new ArrayList<>();
    clocks.forEach((level, b) -> b.build().rows().forEach(row -> clockRows.add(appended(row, level))));
    List<Object[]> accuracyRows = new ArrayList<>();
    accuracies.forEach((level, b) -> b.build().rows().forEach(row -> accuracyRows.add(appended(row, level))));
    if (!elo) {
      return new Result(openingRows, clockRows, accuracyRows, null, null);
    }
    Map<List<Object>, EloEdge> edges = new HashMap<>();
    all.forEach((group, b) -> edges.put(group, EloEdge.fit(b.build())));
    Map<List<Object>, EloEdge.Tested> positions = new HashMap<>();
    byPosition.forEach((group, byKey) -> {
      Map<String, RatedGames> known = new LinkedHashMap<>();
      RatedGames.Builder every = new RatedGames.Builder();
      byKey.forEach((position, b) -> {
        RatedGames g = b.build();
        every.addAll(g);
        if (position != null) {
          known.put(position, g);
        }
      });
      EloEdge.byPosition(known, minGames).forEach((position, tested) -> positions.put(with(group, position), tested));
      if (byKey.containsKey(null)) {
        positions.put(with(group, null), untested(EloEdge.fit(byKey.get(null).build())));
      }
      positions.put(with(group, ALL_POSITIONS), untested(EloEdge.fit(every.build())));
    });
    return new Result(openingRows, clockRows, accuracyRows, edges, positions);
  }

  /** The {@code back_rank} of the {@code start_positions} row over every start position. */
  static final String ALL_POSITIONS = "*";

  private static EloEdge.Tested untested(EloEdge fit) {
    return new EloEdge.Tested(fit, null, null, null, null);
  }

  private static List<Object> with(List<Object> group, String position) {
    List<Object> out = new ArrayList<>(group);
    out.add(position);
    return out;
  }

  /** A core row with its stratum columns ({@code all}, null) set to {@code level}'s. */
  private static Object[] atLevel(Object[] row, List<Object> level) {
    Object[] out = row.clone();
    out[out.length - 2] = level.get(0);
    out[out.length - 1] = level.get(1);
    return out;
  }

  /** A core row without stratum columns, with {@code level}'s appended. */
  private static Object[] appended(Object[] row, List<Object> level) {
    Object[] out = Arrays.copyOf(row, row.length + 2);
    out[row.length] = level.get(0);
    out[row.length + 1] = level.get(1);
    return out;
  }

  /**
   * The rows of {@code first_player_advantage} as {@code CorpusStatistics} gives them, split by
   * stratum (its columns to {@code score_high}, then the stratum's two), with the Elo columns
   * {@code rated_games}, {@code unrated_games}, {@code elo_edge}, {@code elo_edge_low}, {@code
   * elo_edge_high} inserted before the stratum's: filled on the rows over every agent ({@code *}),
   * null on the rows of a pair of agents and when the edges were not computed.
   */
  public static List<Object[]> withEloEdge(List<Object[]> firstPlayerAdvantage, Result result) {
    List<Object[]> out = new ArrayList<>();
    for (Object[] row : firstPlayerAdvantage) {
      Object[] extra = new Object[5];
      if (result.edges() != null && "*".equals(row[2]) && "*".equals(row[3])) {
        EloEdge e = result.edges().get(Arrays.asList(row[row.length - 2], row[row.length - 1], row[0], row[1]));
        if (e == null) {
          e = EloEdge.fit(RatedGames.empty());
        }
        extra = new Object[] {e.ratedGames(), e.unratedGames(), e.edge(), e.low(), e.high()};
      }
      out.add(inserted(row, extra));
    }
    return out;
  }

  /**
   * The rows of {@code start_positions}, split by stratum, with the columns {@code rated_games},
   * {@code elo_edge}, {@code elo_edge_low}, {@code elo_edge_high}, {@code elo_p_value}, {@code
   * elo_p_holm}, {@code elo_q_bh}, {@code elo_significant} inserted before the stratum's: each
   * position's edge, tested against the pooled edge of the known positions of its game, rules and
   * stratum value ({@link EloEdge#byPosition}); null when the edges were not computed.
   */
  public static List<Object[]> withPositionEdges(List<Object[]> startPositions, Result result) {
    List<Object[]> out = new ArrayList<>();
    for (Object[] row : startPositions) {
      Object[] extra = new Object[8];
      if (result.positionEdges() != null) {
        EloEdge.Tested t = result.positionEdges().get(
            Arrays.asList(row[row.length - 2], row[row.length - 1], row[0], row[1], row[2]));
        EloEdge e = t == null ? EloEdge.fit(RatedGames.empty()) : t.fit();
        extra = new Object[] {e.ratedGames(), e.edge(), e.low(), e.high(), t == null ? null : t.pValue(),
            t == null ? null : t.pHolm(), t == null ? null : t.qBh(), t == null ? null : t.significant()};
      }
      out.add(inserted(row, extra));
    }
    return out;
  }

  /**
   * The number of White's-edge columns this class adds to {@code table}'s rows as core computes
   * them: 5 to {@code first_player_advantage}, 8 to {@code start_positions}, else 0.
   */
  public static int edgeColumns(Table table) {
    return table == Table.FIRST_PLAYER_ADVANTAGE ? 5 : table == Table.START_POSITIONS ? 8 : 0;
  }

  /**
   * A core row of {@code first_player_advantage} or {@code start_positions} with its {@code edges}
   * Elo columns null: inserted before the stratum columns when it has them, else appended.
   */
  public static Object[] withoutEdges(Object[] row, int edges, boolean stratified) {
    return stratified ? inserted(row, new Object[edges]) : Arrays.copyOf(row, row.length + edges);
  }

  /** {@code row} with {@code extra} inserted before its last two (stratum) columns. */
  private static Object[] inserted(Object[] row, Object[] extra) {
    Object[] out = new Object[row.length + extra.length];
    System.arraycopy(row, 0, out, 0, row.length - 2);
    System.arraycopy(extra, 0, out, row.length - 2, extra.length);
    out[out.length - 2] = row[row.length - 2];
    out[out.length - 1] = row[row.length - 1];
    return out;
  }
}
