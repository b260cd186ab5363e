package org.ludoteca.spark.stats;

import static org.apache.spark.sql.functions.col;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.ingest.ResearchPartials;
import org.ludoteca.spark.ingest.TypedColumns;
import org.ludoteca.spark.table.Table;
import org.ludoteca.stats.AccuracySummary;
import org.ludoteca.stats.ClockUsage;
import org.ludoteca.stats.EloEdge;
import org.ludoteca.stats.OpeningResults;
import org.ludoteca.stats.OpeningTally;
import org.ludoteca.stats.RatedGames;
import org.ludoteca.stats.Strata;

/**
 * Issue 39's statistics: the tables {@code openings}, {@code clock_usage} and {@code accuracy}, and
 * White's edge in rating points, the columns {@code rated_games}, {@code elo_edge}, ... of {@code
 * first_player_advantage} and {@code start_positions}.
 *
 * <p>The ingest's tasks count what they need of their games into {@link Table#RESEARCH_SUMMARY}
 * ({@link ResearchPartials}): a few rows per opening, rating difference, centisecond value or cell
 * of each task, whatever the number of games. Those are read here on the driver, without a Spark
 * job ({@link #fromSummaries}), summed by key over the tasks and runs ({@link Sums}: core's
 * partial values, merged with {@code plus}), and finished in core ({@link OpeningResults}, {@link
 * EloEdge}, {@link ClockUsage}, {@link AccuracySummary}), each statistic by stratum as the others:
 * over every game ({@code stratum} {@code all}) and over the games of each value of each stratum.
 * Runs ingested before the summary, one game per identity ({@code --distinct}) and tag strata
 * ({@code --by tag:NAME}) are counted from {@code games} by the same code in a Spark job ({@link
 * #compute}).
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
  /** The columns of {@code first_player_advantage} set here: White's edge over the row's games. */
  public static final List<String> FIRST_PLAYER_EDGE_COLUMNS = StatisticRows.FIRST_PLAYER_EDGE_COLUMNS;
  /** The columns of {@code start_positions} set here: each position's edge, tested against the pooled one. */
  public static final List<String> POSITION_EDGE_COLUMNS = StatisticRows.POSITION_EDGE_COLUMNS;

  private ResearchStatistics() {}

  /**
   * A level the statistics are split by: over every game ({@code stratum} {@code all}, value null),
   * or the games of one value of one stratum: a row's {@code stratum} and {@code stratum_value}.
   */
  public record Level(String stratum, String value) {
    /** Over every game. */
    public static final Level ALL = new Level(Strata.ALL, null);
  }

  /** What White's edge is computed by: a level, a game and a rule set. */
  public record EdgeKey(Level level, String game, String rules) {}

  /**
   * What a start position's edge is computed by: its level, game and rule set, and its position
   * ({@code back_rank}): {@value #ALL_POSITIONS} over every position, null the positions not known.
   */
  public record PositionEdgeKey(EdgeKey group, String position) {}

  /**
   * The statistics computed.
   *
   * @param openings the rows of {@code openings}, in the order of {@link OpeningResults#COLUMNS}, unsorted
   * @param clockUsage the rows of {@code clock_usage}: {@link ClockUsage#COLUMNS}, then the stratum's two
   * @param accuracy the rows of {@code accuracy}: {@link AccuracySummary#COLUMNS}, then the stratum's two
   * @param edges White's (the first mover's) edge by level, game and rules; null when not computed
   *     (no rating columns)
   * @param positionEdges the edge by level, game, rules and start position; null when not computed
   */
  public record Result(List<Object[]> openings, List<Object[]> clockUsage, List<Object[]> accuracy,
      Map<EdgeKey, EloEdge> edges, Map<PositionEdgeKey, EloEdge.Tested> positionEdges) {
    /** Nothing computed: {@code games} has none of the columns. */
    public static final Result NONE = new Result(List.of(), List.of(), List.of(), null, null);
  }

  /**
   * The statistics of {@code runs} from the ingest's {@link Table#RESEARCH_SUMMARY}, read on the
   * driver; runs ingested before that table from their {@code games}, by a Spark job.
   *
   * @param strata the built-in strata to split by (no tag stratum: the summary keeps no tags)
   */
  public static Result fromSummaries(SparkSession spark, OutDir dir, Set<String> runs, List<String> strata,
      long minGames) throws IOException {
    Set<String> summarized = new TreeSet<>(dir.runsOf(Table.RESEARCH_SUMMARY));
    summarized.retainAll(runs);
    Set<String> old = new TreeSet<>(dir.runsOf(Table.GAMES));
    old.retainAll(runs);
    old.removeAll(summarized);
    Sums sums = new Sums(strata);
    SmallTables.read(dir, Table.RESEARCH_SUMMARY, summarized,
        r -> TableSummaries.columns(values(r, Table.RESEARCH_SUMMARY), Table.RESEARCH_SUMMARY), sums::add);
    if (!old.isEmpty()) {
      spark.sparkContext().setJobDescription("stats: openings, clock usage, accuracy, Elo edge of runs ingested"
          + " before research_summary");
      Dataset<Row> games = TableReads.read(spark, dir, Table.GAMES, old);
      for (Object[] r : summaryRows(games, List.of(), counted(Set.of(games.columns())))) {
        sums.add(TableSummaries.columns(r, Table.RESEARCH_SUMMARY));
      }
    }
    return sums.finish(minGames, true);
  }

  /** A row's values in {@code table}'s column order, from a function giving each by name. */
  private static Object[] values(Function<String, Object> row, Table table) {
    String[] names = table.schema().fieldNames();
    Object[] v = new Object[names.length];
    for (int i = 0; i < names.length; i++) {
      v[i] = row.apply(names[i]);
    }
    return v;
  }

  /** Which statistics a {@code games} with these columns can give. */
  private static ResearchPartials.Counted counted(Set<String> has) {
    return new ResearchPartials.Counted(has.containsAll(OPENING_COLUMNS), has.containsAll(ELO_COLUMNS),
        has.containsAll(CLOCK_COLUMNS), has.containsAll(ACCURACY_COLUMNS));
  }

  /**
   * Computes every statistic whose columns {@code games} has, counting its rows by a Spark job as
   * the ingest counts its games ({@link ResearchPartials}).
   *
   * @param games rows of the {@code games} table (any run, any partitioning)
   * @param strata the strata to split by, as the other statistics, tag strata too
   * @param minGames a start position's (and an opening's) games needed to be tested ({@code --min-games})
   */
  public static Result compute(Dataset<Row> games, List<String> strata, long minGames) {
    Set<String> has = Set.of(games.columns());
    ResearchPartials.Counted counted = counted(has);
    if (!counted.any() || !has.containsAll(COMMON_COLUMNS)) {
      return Result.NONE;
    }
    Sums sums = new Sums(strata);
    for (Object[] r : summaryRows(games, tagStrata(strata), counted)) {
      sums.add(TableSummaries.columns(r, Table.RESEARCH_SUMMARY));
    }
    return sums.finish(minGames, counted.elo());
  }

  private static List<String> tagStrata(List<String> strata) {
    return strata.stream().filter(s -> s.startsWith(Strata.TAG)).toList();
  }

  /**
   * The rows of {@link Table#RESEARCH_SUMMARY} of {@code games}, each then with its games' value of
   * each tag stratum (as {@link TableSummaries#columns} reads them): a few per Spark partition.
   */
  static List<Object[]> summaryRows(Dataset<Row> games, List<String> tagStrata, ResearchPartials.Counted counted) {
    Set<String> read = new LinkedHashSet<>(COMMON_COLUMNS);
    read.addAll(counted.openings() ? OPENING_COLUMNS : List.of());
    read.addAll(counted.elo() ? ELO_COLUMNS : List.of());
    read.addAll(counted.clocks() ? CLOCK_COLUMNS : List.of());
    read.addAll(counted.accuracy() ? ACCURACY_COLUMNS : List.of());
    return games.select(read.stream().map(c -> col(c)).toArray(Column[]::new)).javaRDD()
        .mapPartitions(new Summarize(tagStrata, counted, read)).collect();
  }

  /** Executor code: a partition's games counted into one {@link ResearchPartials} per combination of tag values. */
  private static final class Summarize implements FlatMapFunction<Iterator<Row>, Object[]> {
    private static final long serialVersionUID = 1L;
    private final List<String> tagStrata;
    private final ResearchPartials.Counted counted;
    private final Set<String> read;

    Summarize(List<String> tagStrata, ResearchPartials.Counted counted, Set<String> read) {
      this.tagStrata = List.copyOf(tagStrata);
      this.counted = counted;
      this.read = Set.copyOf(read);
    }

    @Override
    public Iterator<Object[]> call(Iterator<Row> rows) {
      Map<List<String>, ResearchPartials> byTags = new LinkedHashMap<>();
      while (rows.hasNext()) {
        Row r = rows.next();
        Map<String, String> tags = r.getJavaMap(r.fieldIndex("tags"));
        List<Integer> clocks = read.contains("clocks") && !r.isNullAt(r.fieldIndex("clocks"))
            ? r.getList(r.fieldIndex("clocks")) : null;
        TypedColumns typed = new TypedColumns(get(r, "declared_ending"), null, get(r, "white_elo"),
            get(r, "black_elo"), null, null, null, get(r, "eco"), get(r, "opening"), null, null,
            get(r, "accuracy_white"), get(r, "accuracy_black"), get(r, "acpl_white"), get(r, "acpl_black"));
        ResearchPartials partials = byTags.computeIfAbsent(TableSummaries.tagValues(tags, tagStrata),
            v -> new ResearchPartials(counted));
        partials.game(r.getAs("game"), r.getAs("rules"), null, tags, r.getAs("verdict"), r.getAs("winner"),
            r.getAs("first_mover"), r.<Integer>getAs("plies"), r.getAs("start_fen"), clocks, typed);
      }
      List<Object[]> out = new ArrayList<>();
      byTags.forEach((values, partials) -> partials.writeTo((table, v) -> out.add(
          TableSummaries.withTagValues(v, values))));
      return out.iterator();
    }

    /** A column's value, null when not read. */
    private <T> T get(Row r, String column) {
      return read.contains(column) ? r.getAs(column) : null;
    }
  }

  /** An opening's partial value's key. */
  private record OpeningKey(String game, String rules, String eco, String opening) {}

  /** A start position's rated games' key: null the position not known, or not compared. */
  private record PositionKey(String game, String rules, String position) {}

  /**
   * The rows of {@link Table#RESEARCH_SUMMARY} summed by stratum level and key, each count kept in
   * core's partial value of its statistic. Not thread-safe.
   */
  static final class Sums {
    private final List<String> strata;
    private final Map<Level, Map<OpeningKey, OpeningTally>> openings = new LinkedHashMap<>();
    private final Map<Level, Map<PositionKey, RatedGames.Builder>> elo = new LinkedHashMap<>();
    private final Map<Level, ClockUsage.Builder> clocks = new LinkedHashMap<>();
    private final Map<Level, AccuracySummary.Builder> accuracies = new LinkedHashMap<>();

    /** @param strata the strata to split by: built-in ones from a row's columns, tag strata from its tag columns */
    Sums(List<String> strata) {
      this.strata = List.copyOf(strata);
    }

    /** The levels a row counts in: over every game, and its value of each stratum. */
    private List<Level> levels(Function<String, Object> row) {
      List<Level> levels = new ArrayList<>();
      levels.add(Level.ALL);
      int tag = 0;
      for (String s : strata) {
        levels.add(new Level(s, (String) row.apply(s.startsWith(Strata.TAG) ? TableSummaries.TAG_COLUMN + tag++ : s)));
      }
      return levels;
    }

    /** Adds a row of {@link Table#RESEARCH_SUMMARY}, its values by column name. */
    void add(Function<String, Object> row) {
      String part = (String) row.apply("part");
      if ("games".equals(part)) {
        return;
      }
      String game = (String) row.apply("game");
      String rules = (String) row.apply("rules");
      List<Level> levels = levels(row);
      switch (part) {
        case "opening": {
          String eco = (String) row.apply("eco");
          String opening = (String) row.apply("opening");
          OpeningTally t = new OpeningTally(game, rules, eco, opening, count(row, "white_wins"), count(row, "draws"),
              count(row, "black_wins"), count(row, "plies"), Map.of());
          for (Level level : levels) {
            openings.computeIfAbsent(level, x -> new LinkedHashMap<>())
                .merge(new OpeningKey(game, rules, eco, opening), t, OpeningTally::plus);
          }
          break;
        }
        case "elo": {
          PositionKey key = new PositionKey(game, rules, (String) row.apply("start_position"));
          Integer delta = (Integer) row.apply("elo_difference");
          for (Level level : levels) {
            RatedGames.Builder b = elo.computeIfAbsent(level, x -> new LinkedHashMap<>())
                .computeIfAbsent(key, x -> new RatedGames.Builder());
            if (delta == null) {
              b.addUnrated(count(row, "games"));
            } else {
              b.addCounts(delta, count(row, "first_mover_wins"), count(row, "draws"), count(row, "second_mover_wins"));
            }
          }
          break;
        }
        case "clock_moves": {
          ClockUsage.MoveKey key = new ClockUsage.MoveKey(game, rules, (String) row.apply("time_control_class"),
              (String) row.apply("rating_band"), (String) row.apply("phase"));
          for (Level level : levels) {
            clocks.computeIfAbsent(level, x -> new ClockUsage.Builder()).addMoves(key, count(row, "centiseconds"),
                count(row, "moves"));
          }
          break;
        }
        case "clock_players": {
          ClockUsage.PlayerKey key = new ClockUsage.PlayerKey(game, rules, (String) row.apply("time_control_class"),
              (String) row.apply("rating_band"));
          ClockUsage.PlayerCounts c = new ClockUsage.PlayerCounts(count(row, "players"), count(row, "lost_on_time"),
              count(row, "low_clock"), count(row, "low_clock_scored"), count(row, "low_clock_half_points"),
              count(row, "other_scored"), count(row, "other_half_points"));
          for (Level level : levels) {
            clocks.computeIfAbsent(level, x -> new ClockUsage.Builder()).addPlayers(key, c);
          }
          break;
        }
        case "accuracy": {
          AccuracySummary.Key key = new AccuracySummary.Key(game, rules, (String) row.apply("time_control_class"),
              (String) row.apply("rating_band"), (String) row.apply("result"));
          AccuracySummary.Sums s = new AccuracySummary.Sums(count(row, "players"), count(row, "accuracy"),
              count(row, "accuracy_squares"), count(row, "acpl"), count(row, "acpl_squares"));
          for (Level level : levels) {
            accuracies.computeIfAbsent(level, x -> new AccuracySummary.Builder()).addCell(key, s);
          }
          break;
        }
        default:
          throw new IllegalArgumentException("unknown part " + part + " in " + Table.RESEARCH_SUMMARY.tableName());
      }
    }

    private static long count(Function<String, Object> row, String column) {
      Object v = row.apply(column);
      if (v == null) {
        throw new IllegalArgumentException("no " + column + " in a row of " + Table.RESEARCH_SUMMARY.tableName()
            + " of part " + row.apply("part"));
      }
      return (Long) v;
    }

    /** The statistics of the rows added; {@code elo}: whether White's edge was counted. */
    Result finish(long minGames, boolean eloCounted) {
      int stratumAt = OpeningResults.COLUMNS.indexOf("stratum");
      List<Object[]> openingRows = new ArrayList<>();
      openings.forEach((level, tallies) -> {
        for (Object[] row : OpeningResults.rows(tallies.values(), List.of(), minGames)) {
          row[stratumAt] = level.stratum();
          row[stratumAt + 1] = level.value();
          openingRows.add(row);
        }
      });
      List<Object[]> clockRows = new ArrayList<>();
      clocks.forEach((level, b) -> b.build().rows().forEach(row -> clockRows.add(appended(row, level))));
      List<Object[]> accuracyRows = new ArrayList<>();
      accuracies.forEach((level, b) -> b.build().rows().forEach(row -> accuracyRows.add(appended(row, level))));
      if (!eloCounted) {
        return new Result(openingRows, clockRows, accuracyRows, null, null);
      }
      Map<EdgeKey, EloEdge> edges = new HashMap<>();
      Map<PositionEdgeKey, EloEdge.Tested> positions = new HashMap<>();
      elo.forEach((level, byKey) -> {
        // by (level, game, rules): every rated game, and the start positions of the games that compare them
        Map<EdgeKey, RatedGames.Builder> every = new LinkedHashMap<>();
        Map<EdgeKey, Map<String, RatedGames>> byPosition = new LinkedHashMap<>();
        byKey.forEach((k, b) -> {
          EdgeKey group = new EdgeKey(level, k.game(), k.rules());
          RatedGames g = b.build();
          every.computeIfAbsent(group, x -> new RatedGames.Builder()).addAll(g);
          if (comparesStarts(k.game())) {
            byPosition.computeIfAbsent(group, x -> new LinkedHashMap<>()).put(k.position(), g);
          }
        });
        every.forEach((group, b) -> edges.put(group, EloEdge.fit(b.build())));
        byPosition.forEach((group, byStart) -> {
          Map<String, RatedGames> known = new LinkedHashMap<>(byStart);
          known.remove(null);
          EloEdge.byPosition(known, minGames).forEach((position, tested) -> positions.put(
              new PositionEdgeKey(group, position), tested));
          if (byStart.containsKey(null)) {
            positions.put(new PositionEdgeKey(group, null), untested(EloEdge.fit(byStart.get(null))));
          }
          positions.put(new PositionEdgeKey(group, ALL_POSITIONS), untested(EloEdge.fit(every.get(group).build())));
        });
      });
      return new Result(openingRows, clockRows, accuracyRows, edges, positions);
    }
  }

  /** Whether a game's start positions are compared ({@code start_positions}): it has start position keys. */
  private static boolean comparesStarts(String game) {
    return Games.find(game).flatMap(Game::startPositionKeys).isPresent();
  }

  /** The {@code back_rank} of the {@code start_positions} row over every start position. */
  static final String ALL_POSITIONS = "*";

  private static EloEdge.Tested untested(EloEdge fit) {
    return new EloEdge.Tested(fit, null, null, null, null);
  }

  /** A core row without stratum columns, with {@code level}'s appended. */
  private static Object[] appended(Object[] row, Level level) {
    Object[] out = Arrays.copyOf(row, row.length + 2);
    out[row.length] = level.stratum();
    out[row.length + 1] = level.value();
    return out;
  }

  /** The edge's key of a statistics row: its stratum, stratum value, game and rules. */
  private static EdgeKey edgeKey(Function<String, Object> row) {
    return new EdgeKey(new Level((String) row.apply("stratum"), (String) row.apply("stratum_value")),
        (String) row.apply("game"), (String) row.apply("rules"));
  }

  /**
   * The rows of {@code first_player_advantage} with White's edge ({@link #FIRST_PLAYER_EDGE_COLUMNS})
   * set by name: filled on the rows over every agent ({@code *}), null on the rows of a pair of
   * agents and when the edges were not computed.
   */
  public static StatisticRows withEloEdge(StatisticRows firstPlayerAdvantage, Result result) {
    return firstPlayerAdvantage.with(FIRST_PLAYER_EDGE_COLUMNS, row -> {
      if (result.edges() == null || !"*".equals(row.apply("first_agent")) || !"*".equals(row.apply("second_agent"))) {
        return new Object[FIRST_PLAYER_EDGE_COLUMNS.size()];
      }
      EloEdge e = result.edges().get(edgeKey(row));
      if (e == null) {
        e = EloEdge.fit(RatedGames.empty());
      }
      return new Object[] {e.ratedGames(), e.unratedGames(), e.edge(), e.low(), e.high()};
    });
  }

  /**
   * The rows of {@code start_positions} with each position's edge ({@link #POSITION_EDGE_COLUMNS})
   * set by name, tested against the pooled edge of the known positions of its game, rules and
   * stratum value ({@link EloEdge#byPosition}); null when the edges were not computed.
   */
  public static StatisticRows withPositionEdges(StatisticRows startPositions, Result result) {
    return startPositions.with(POSITION_EDGE_COLUMNS, row -> {
      if (result.positionEdges() == null) {
        return new Object[POSITION_EDGE_COLUMNS.size()];
      }
      EloEdge.Tested t = result.positionEdges().get(new PositionEdgeKey(edgeKey(row), (String) row.apply("back_rank")));
      EloEdge e = t == null ? EloEdge.fit(RatedGames.empty()) : t.fit();
      return new Object[] {e.ratedGames(), e.edge(), e.low(), e.high(), t == null ? null : t.pValue(),
          t == null ? null : t.pHolm(), t == null ? null : t.qBh(), t == null ? null : t.significant()};
    });
  }
}
