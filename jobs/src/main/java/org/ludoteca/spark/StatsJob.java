package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.when;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.FutureTask;
import java.util.function.Function;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.expressions.GenericRowWithSchema;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.stats.AccuracySummary;
import org.ludoteca.stats.CaptureTally;
import org.ludoteca.stats.ClockUsage;
import org.ludoteca.stats.OpeningResults;
import org.ludoteca.stats.CorpusStatistics;
import org.ludoteca.stats.DuplicateTally;
import org.ludoteca.stats.GameTally;
import org.ludoteca.stats.GroupSums;
import org.ludoteca.stats.OutcomeMetrics;
import org.ludoteca.stats.RuleSensitivity;
import org.ludoteca.stats.Strata;
import org.apache.spark.sql.api.java.UDF6;
import org.apache.spark.sql.functions;
import org.ludoteca.spark.files.FaultPoints;
import org.ludoteca.spark.files.Futures;
import org.ludoteca.spark.files.Manifest;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.ingest.GameIdentity;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.stats.DuplicateCounts;
import org.ludoteca.spark.stats.IdentityGroups;
import org.ludoteca.spark.stats.ResearchStatistics;
import org.ludoteca.spark.stats.RowOrder;
import org.ludoteca.spark.stats.SmallTables;
import org.ludoteca.spark.stats.StatisticRows;
import org.ludoteca.spark.stats.StatsFiles;
import org.ludoteca.spark.stats.TableReads;
import org.ludoteca.spark.stats.TableSummaries;
import org.ludoteca.spark.table.Table;

/**
 * Computes the statistics tables over every committed run, each per game and rule set, and writes
 * them as Parquet under {@code DIR/stats/NAME} (each written aside, then swapped in).
 *
 * <p>The ingest's tasks counted what the statistics read into two small tables, {@code
 * game_summary} and {@code capture_summary} (a few rows per task). Those are read here on the
 * driver, without a Spark job, and the statistics computed from them in plain Java ({@link
 * CorpusStatistics}): a Spark SQL query costs seconds of planning and code generation even over
 * a few rows, and the seven statistics were seven of them. Runs ingested before the summary
 * tables existed are given theirs first, once, computed from their {@code games} and {@code
 * captures} by the ingest's own counting ({@link TableSummaries#migrate}). Rejected records are counted by reason from the {@code reason} column of {@code rejected}.
 * {@code rule_sensitivity} is counted from {@code rejudged} (one row per game and rule set
 * applied, too many for the driver) by a Spark job that collects only its tallies by outcome class.
 * Every table's rows are sorted on its sort keys; schemas, keys: {@link Table}, data/FORMAT.md section 9.
 */
public final class StatsJob {
  private StatsJob() {}

  /**
   * What the statistics are asked for beyond the tallies.
   *
   * @param minGames the decisive games a start position needs to be tested ({@code --min-games}, at least 1)
   * @param strata the strata to split every statistic by ({@code --by}, as {@link Strata#parse}
   *     gives them), or null for the default: time control and rating when the corpus has those tags
   * @param distinct every statistic but {@code duplicates} and the rejected records counts one game per
   *     identity (the first by source and offset), read from {@code games} and {@code captures} by a
   *     Spark job instead of the summaries ({@code --distinct})
   */
  public record Options(long minGames, List<String> strata, boolean distinct) {
    public static final Options DEFAULT = new Options(1, null, false);

    /** @throws IllegalArgumentException if {@code minGames < 1} */
    public Options {
      if (minGames < 1) {
        throw new IllegalArgumentException("--min-games: must be at least 1, was " + minGames);
      }
      strata = strata == null ? null : List.copyOf(new java.util.LinkedHashSet<>(strata));
    }

    public Options(long minGames, List<String> strata) {
      this(minGames, strata, false);
    }

    public Options(long minGames) {
      this(minGames, null, false);
    }

    /**
     * Options from the command line's values: {@code by} the {@code --by} values (none: the default strata).
     *
     * @throws IllegalArgumentException naming the option, if a value is bad
     */
    public static Options of(long minGames, List<String> by) {
      return of(minGames, by, false);
    }

    /** As {@link #of(long, List)}, with {@code --distinct}. */
    public static Options of(long minGames, List<String> by, boolean distinct) {
      List<String> strata = null;
      if (by != null && !by.isEmpty()) {
        strata = new ArrayList<>();
        for (String b : by) {
          try {
            strata.add(Strata.parse(b));
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--by: " + e.getMessage());
          }
        }
      }
      return new Options(minGames, strata, distinct);
    }

    /** The tag strata asked for ({@code tag:NAME}). */
    List<String> tagStrata() {
      List<String> out = new ArrayList<>();
      for (String s : strata == null ? List.<String>of() : strata) {
        if (s.startsWith(Strata.TAG)) {
          out.add(s);
        }
      }
      return out;
    }
  }

  /**
   * Reads the tables of {@code out}, computes every statistic and swaps the new tables in.
   *
   * @return the names of the statistics tables written, in report order
   * @throws IOException if the output directory cannot be read or written
   */
  public static List<String> run(SparkSession spark, String out) throws IOException {
    return run(spark, out, Timings.NONE);
  }

  /** As {@link #run(SparkSession, String)}, reporting each statistic's wall time to {@code timings}. */
  public static List<String> run(SparkSession spark, String out, Timings timings) throws IOException {
    return run(spark, out, timings, Options.DEFAULT);
  }

  /** As {@link #run(SparkSession, String, Timings)}, with options. */
  public static List<String> run(SparkSession spark, String out, Timings timings, Options options) throws IOException {
    return List.copyOf(compute(spark, out, timings, options).keySet());
  }

  /**
   * As {@link #run(SparkSession, String, Timings)}, returning each statistics table's rows as
   * written, sorted on the table's keys, by name in report order.
   */
  static Map<String, List<Row>> compute(SparkSession spark, String out, Timings timings) throws IOException {
    return compute(spark, out, timings, Options.DEFAULT);
  }

  /** As {@link #compute(SparkSession, String, Timings)}, with options. */
  static Map<String, List<Row>> compute(SparkSession spark, String out, Timings timings, Options options)
      throws IOException {
    OutDir dir = OutDir.of(out, spark.sparkContext().hadoopConfiguration());
    Set<String> runs = Manifest.committedRuns(dir);
    // Runs ingested before the summary tables existed get theirs, once (data/FORMAT.md section 9).
    if (!TableSummaries.migrate(spark, dir, runs).isEmpty()) {
      timings.lap("stats: summarize the runs ingested without summary tables, once");
    }
    // The games grouped by identity on a thread of their own while this one reads the summaries and
    // computes the research statistics: the grouping (a Spark job, or the driver's for a small
    // corpus) keeps about one core and a quarter busy, the summaries' reading and the research
    // statistics mostly one (docs/pipeline-profile.md, "Issue 40, wave 12").
    FutureTask<List<DuplicateTally>> grouping = Futures.startDaemon("ludoteca-identity-grouping", () -> {
      spark.sparkContext().setJobDescription("stats: games by identity (duplicates)");
      return duplicateTallies(spark, dir, runs);
    });
    try {
      return compute(spark, dir, runs, timings, options, grouping);
    } finally {
      grouping.cancel(true); // a statistic failed: the grouping is not waited for (done: no effect)
    }
  }

  /** {@link #compute(SparkSession, String, Timings, Options)} once the grouping by identity has started. */
  private static Map<String, List<Row>> compute(SparkSession spark, OutDir dir, Set<String> runs, Timings timings,
      Options options, FutureTask<List<DuplicateTally>> grouping) throws IOException {
    // Summed by group as read (GroupSums): the sums are kept, not every task's rows (at 10^8 games,
    // 630,000 rows and 400 MB held beside the identity grouping:
    // docs/pipeline-profile.md, "Issue 40, wave 13").
    GroupSums<GameTally> gameSums = GameTally.sums();
    GroupSums<CaptureTally> captureSums = CaptureTally.sums();
    List<String> tagStrata = options.tagStrata();
    Dataset<Row> distinctGames = null;
    if (options.distinct()) {
      // One game per identity: the tallies from games and captures (their tag strata too), not the summaries.
      spark.sparkContext().setJobDescription("stats: one game per identity (--distinct)");
      Dataset<Row> g = firstOfEachIdentity(TableReads.read(spark, dir, Table.GAMES, runs));
      distinctGames = g;
      Dataset<Row> c = TableReads.read(spark, dir, Table.CAPTURES, runs).join(g.select("game_id"), "game_id", "left_semi");
      gameSums.addAll(gameTallies(g, tagStrata));
      captureSums.addAll(captureTallies(c, g, tagStrata));
    } else if (!tagStrata.isEmpty()) {
      // The summary tables keep no tags: a tag stratum is summarized from games and captures.
      spark.sparkContext().setJobDescription("stats: summarize games and captures by " + String.join(", ", tagStrata));
      Dataset<Row> g = TableReads.read(spark, dir, Table.GAMES, runs);
      Dataset<Row> c = TableReads.read(spark, dir, Table.CAPTURES, runs);
      gameSums.addAll(gameTallies(g, tagStrata));
      captureSums.addAll(captureTallies(c, g, tagStrata));
    } else {
      SmallTables.read(dir, Table.GAME_SUMMARY, runs, r -> gameTally(r, List.of()), gameSums);
      SmallTables.read(dir, Table.CAPTURE_SUMMARY, runs, r -> captureTally(r, List.of()), captureSums);
    }
    // The rows of every task and run merged (GameTally.plus): one tally per group.
    List<GameTally> games = gameSums.sums();
    List<CaptureTally> captures = captureSums.sums();
    Map<String, Long> rejected = new TreeMap<>();
    SmallTables.readColumn(dir, Table.REJECTED, runs, "reason",
        reason -> rejected.merge(CorpusStatistics.rejectedReason(reason), 1L, Long::sum));
    // Lines skipped between records, by file (none in runs ingested before the table).
    Map<String, Long> skippedLines = new TreeMap<>();
    SmallTables.read(dir, Table.SKIPPED_LINES, runs, r -> Map.entry((String) r.apply("source"),
        (Long) r.apply("comments") + (Long) r.apply("escapes") + (Long) r.apply("other")),
        e -> skippedLines.merge(e.getKey(), e.getValue(), Long::sum));
    timings.lap("stats: read the summaries");

    Map<Table, StatisticRows> stats = new LinkedHashMap<>();
    List<String> strata = options.strata() != null ? options.strata() : defaultStrata(games);
    stats.put(Table.VICTORY_TYPES, split(Table.VICTORY_TYPES, games, captures, strata,
        (g, c) -> CorpusStatistics.victoryTypes(g)));
    stats.put(Table.CAPTURE_METHODS, split(Table.CAPTURE_METHODS, games, captures, strata,
        (g, c) -> CorpusStatistics.captureMethods(c, g)));
    stats.put(Table.FIRST_PLAYER_ADVANTAGE, split(Table.FIRST_PLAYER_ADVANTAGE, games, captures, strata,
        (g, c) -> CorpusStatistics.firstPlayerAdvantage(g)));
    stats.put(Table.GAME_LENGTH, split(Table.GAME_LENGTH, games, captures, strata,
        (g, c) -> CorpusStatistics.gameLength(g)));
    stats.put(Table.GAME_LENGTH_HISTOGRAM, split(Table.GAME_LENGTH_HISTOGRAM, games, captures, strata,
        (g, c) -> CorpusStatistics.gameLengthHistogram(g)));
    stats.put(Table.START_POSITIONS, split(Table.START_POSITIONS, games, captures, strata,
        (g, c) -> CorpusStatistics.startPositions(g, options.minGames())));
    // Rejected records have no tags: they count in the unsplit rows (called with the whole list) only.
    stats.put(Table.VALIDATION, split(Table.VALIDATION, games, captures, strata,
        (g, c) -> CorpusStatistics.validation(g, g == games ? rejected : Map.of(),
            g == games ? skippedLines : Map.of())));
    stats.put(Table.OUTCOME_METRICS, split(Table.OUTCOME_METRICS, games, captures, strata,
        (g, c) -> OutcomeMetrics.rows(g)));
    // From the rejudged table (one row per game and rule set applied, too many for the driver): not
    // split by strata; its rows tallied by outcome class on the executors, the few tallies collected.
    Set<String> rejudgedRuns = new TreeSet<>(dir.runsOf(Table.REJUDGED));
    rejudgedRuns.retainAll(runs);
    List<RuleSensitivity.Tally> rejudgeTallies = new ArrayList<>();
    if (!rejudgedRuns.isEmpty()) {
      spark.sparkContext().setJobDescription("stats: tally the rejudged games by outcome");
      rejudgeTallies.addAll(ruleSensitivityTallies(TableReads.read(spark, dir, Table.REJUDGED, rejudgedRuns)));
    }
    stats.put(Table.RULE_SENSITIVITY, StatisticRows.unsplit(Table.RULE_SENSITIVITY,
        RuleSensitivity.rowsOfTallies(rejudgeTallies)));
    stats.put(Table.DUPLICATES, null); // its place among the tables, its rows when the grouping is done

    // Issue 39's, from the ingest's research_summary (no scan of games); from games by a Spark job
    // for one game per identity and for tag strata, which the summary cannot give.
    spark.sparkContext().setJobDescription("stats: openings, clock usage, accuracy, Elo edge");
    ResearchStatistics.Result research = distinctGames != null
        ? ResearchStatistics.compute(distinctGames, strata, options.minGames())
        : !tagStrata.isEmpty()
            ? ResearchStatistics.compute(TableReads.read(spark, dir, Table.GAMES, runs), strata, options.minGames())
            : ResearchStatistics.fromSummaries(spark, dir, runs, strata, options.minGames());
    stats.put(Table.FIRST_PLAYER_ADVANTAGE, ResearchStatistics.withEloEdge(stats.get(Table.FIRST_PLAYER_ADVANTAGE),
        research));
    stats.put(Table.START_POSITIONS, ResearchStatistics.withPositionEdges(stats.get(Table.START_POSITIONS), research));
    stats.put(Table.OPENINGS, new StatisticRows(OpeningResults.COLUMNS, research.openings()));
    stats.put(Table.CLOCK_USAGE, new StatisticRows(withStratum(ClockUsage.COLUMNS), research.clockUsage()));
    stats.put(Table.ACCURACY, new StatisticRows(withStratum(AccuracySummary.COLUMNS), research.accuracy()));
    timings.lap("stats: openings, clock usage, accuracy, Elo edge");
    List<DuplicateTally> duplicates = Futures.get(grouping, "grouping the games by identity");
    // Copies are counted over every game of the runs, whatever --distinct: not split by strata.
    stats.put(Table.DUPLICATES, StatisticRows.unsplit(Table.DUPLICATES, CorpusStatistics.duplicates(duplicates)));
    timings.lap("stats: group the games by identity (beside the summaries: waited for)");

    Map<String, List<Row>> written = new LinkedHashMap<>();
    for (Map.Entry<Table, StatisticRows> e : stats.entrySet()) {
      Table table = e.getKey();
      String name = table.tableName();
      List<Row> rows = rows(table, e.getValue());
      spark.sparkContext().setJobDescription("stats: " + name);
      dir.recover(dir.path(table));
      String staged = dir.uri("_staging", "stats", name);
      StatsFiles.write(spark, staged, table, rows);
      FaultPoints.reach("stat " + name);
      dir.swapIn(dir.path("_staging", "stats", name), dir.path(table));
      written.put(name, rows);
      timings.lap("stats: " + name);
    }
    dir.fs.delete(dir.path("_staging"), true);
    dir.fs.delete(dir.path("_trash"), true);
    return written;
  }

  /**
   * The strata when none is asked for: {@code time_control} when some game has a time control
   * class ({@code TimeControl} tag), {@code rating} when some game has a rating band (Elo tags).
   */
  static List<String> defaultStrata(List<GameTally> games) {
    boolean timeControl = false;
    boolean rating = false;
    for (GameTally t : games) {
      String tc = t.strata().get(Strata.TIME_CONTROL);
      String r = t.strata().get(Strata.RATING);
      timeControl |= tc != null && !tc.equals("unknown");
      rating |= r != null && !r.equals("unrated");
    }
    List<String> out = new ArrayList<>();
    if (timeControl) {
      out.add(Strata.TIME_CONTROL);
    }
    if (rating) {
      out.add(Strata.RATING);
    }
    return out;
  }

  /** A statistic's rows over every game and split by {@code strata} ({@link Strata#split}), named by column. */
  private static StatisticRows split(Table table, List<GameTally> games, List<CaptureTally> captures,
      List<String> strata, java.util.function.BiFunction<java.util.Collection<GameTally>,
          java.util.Collection<CaptureTally>, List<Object[]>> statistic) {
    return StatisticRows.split(table, Strata.split(games, captures, strata, statistic));
  }

  /** Core's columns, then the stratum's. */
  private static List<String> withStratum(List<String> columns) {
    List<String> out = new ArrayList<>(columns);
    out.add("stratum");
    out.add("stratum_value");
    return out;
  }

  /**
   * The rows of statistics table {@code table} from core's rows over every game ({@link
   * StatisticRows#unsplit}: the columns the statistics add elsewhere null), sorted on its key columns.
   */
  static List<Row> rows(Table table, List<Object[]> values) {
    return rows(table, StatisticRows.unsplit(table, values));
  }

  /** The rows of statistics table {@code table}, built by column name, sorted on its key columns. */
  static List<Row> rows(Table table, StatisticRows values) {
    List<Row> rows = new ArrayList<>();
    for (Object[] v : values.tableRows(table)) {
      rows.add(new GenericRowWithSchema(v, table.schema()));
    }
    return sortedRows(table, rows);
  }

  /** Rows of statistics table {@code table} sorted on its sort keys: its key columns, then stratum and stratum value. */
  static List<Row> sortedRows(Table table, List<Row> rows) {
    List<Row> out = new ArrayList<>(rows);
    out.sort(new RowOrder(java.util.Arrays.copyOf(columnOrder(table), table.sortKeys().size())));
    return out;
  }

  /**
   * Every column of statistics table {@code table} in the order its rows sort on: its sort keys
   * ({@link Table#sortKeys}), then the others in schema order.
   */
  static int[] columnOrder(Table table) {
    StructType schema = table.schema();
    List<Integer> order = new ArrayList<>();
    for (String key : table.sortKeys()) {
      order.add(schema.fieldIndex(key));
    }
    for (int i = 0; i < schema.fields().length; i++) {
      if (!order.contains(i)) {
        order.add(i);
      }
    }
    return order.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * The tallies of raw {@code games} rows, summarized by a Spark job as the ingest summarizes them
   * ({@link TableSummaries}): a few per Spark partition, not per game, so few enough to collect.
   */
  static List<GameTally> gameTallies(Dataset<Row> games) {
    return gameTallies(games, List.of());
  }

  /** As {@link #gameTallies(Dataset)}, each tally also with its games' value of each tag stratum. */
  static List<GameTally> gameTallies(Dataset<Row> games, List<String> tagStrata) {
    List<GameTally> out = new ArrayList<>();
    for (Object[] r : TableSummaries.gameRows(games, tagStrata)) {
      out.add(gameTally(TableSummaries.columns(r, Table.GAME_SUMMARY), tagStrata));
    }
    return out;
  }

  /** The tallies of raw {@code captures} rows of VALID {@code games}, summarized by a Spark job. */
  static List<CaptureTally> captureTallies(Dataset<Row> captures, Dataset<Row> games) {
    return captureTallies(captures, games, List.of());
  }

  /** As {@link #captureTallies(Dataset, Dataset)}, each tally also with its games' value of each tag stratum. */
  static List<CaptureTally> captureTallies(Dataset<Row> captures, Dataset<Row> games, List<String> tagStrata) {
    List<CaptureTally> out = new ArrayList<>();
    for (Object[] r : TableSummaries.captureRows(captures, games, tagStrata)) {
      out.add(captureTally(TableSummaries.columns(r, Table.CAPTURE_SUMMARY), tagStrata));
    }
    return out;
  }

  /** The column of a summary row holding the value of tag stratum number {@code i}. */
  private static String tagColumn(int i) {
    return TableSummaries.TAG_COLUMN + i;
  }

  /** The strata values of a summary row: the three built-in ones, then the tag strata's. */
  private static Map<String, String> strata(Function<String, Object> row, List<String> tagStrata) {
    Map<String, String> out = new java.util.HashMap<>();
    out.put(Strata.TIME_CONTROL, (String) row.apply("time_control"));
    out.put(Strata.RATING, (String) row.apply("rating"));
    out.put(Strata.MONTH, (String) row.apply("month"));
    for (int i = 0; i < tagStrata.size(); i++) {
      out.put(tagStrata.get(i), (String) row.apply(tagColumn(i)));
    }
    return out;
  }

  /** A row of {@link Table#GAME_SUMMARY}, its values by column name. */
  private static GameTally gameTally(Function<String, Object> row, List<String> tagStrata) {
    return GameTally.builder().game((String) row.apply("game")).rules((String) row.apply("rules"))
        .verdict(Verdict.ofLabel((String) row.apply("verdict"))).termination((String) row.apply("termination"))
        .winner(Winner.ofLabel((String) row.apply("winner"))).plies((Integer) row.apply("plies"))
        .firstMover(Side.ofLabel((String) row.apply("first_mover")))
        .declaredResult((String) row.apply("declared_result")).whiteAgent((String) row.apply("white_agent"))
        .blackAgent((String) row.apply("black_agent")).startFen((String) row.apply("start_fen"))
        .unreadable((String) row.apply("unreadable")).games((Long) row.apply("games"))
        .legalMoves((Long) row.apply("legal_moves")).movePositions((Long) row.apply("move_positions"))
        .decisionPlies((Long) row.apply("decision_plies")).strata(strata(row, tagStrata)).build();
  }

  /**
   * The tallies of raw {@code rejudged} rows by (game, rules, rules applied, outcome class of
   * {@link RuleSensitivity#outcome}), counted by a Spark job: a few per game, rules and rule set
   * applied whatever the number of games, so few enough to collect.
   */
  static List<RuleSensitivity.Tally> ruleSensitivityTallies(Dataset<Row> rejudged) {
    Column outcome = functions.udf(
        (UDF6<String, String, Integer, String, String, Integer, String>) RuleSensitivity::outcome,
        DataTypes.StringType)
        .apply(col("recorded_verdict"), col("recorded_winner"), col("recorded_plies"), col("verdict"), col("winner"),
            col("end_ply")).as("outcome");
    List<RuleSensitivity.Tally> out = new ArrayList<>();
    for (Row r : rejudged.groupBy(col("game"), col("rules"), col("rules_applied"), outcome)
        .agg(count(lit(1)).as("games")).collectAsList()) {
      out.add(new RuleSensitivity.Tally(r.getAs("game"), r.getAs("rules"), r.getAs("rules_applied"),
          r.getAs("outcome"), r.<Long>getAs("games")));
    }
    return out;
  }

  /** A row of {@link Table#CAPTURE_SUMMARY}, its values by column name. */
  private static CaptureTally captureTally(Function<String, Object> row, List<String> tagStrata) {
    return CaptureTally.builder().game((String) row.apply("game")).rules((String) row.apply("rules"))
        .method((String) row.apply("method")).side(Side.ofLabel((String) row.apply("side")))
        .capturedKind((String) row.apply("captured_kind")).captures((Long) row.apply("captures"))
        .opening((Long) row.apply("opening")).middlegame((Long) row.apply("middlegame"))
        .endgame((Long) row.apply("endgame")).strata(strata(row, tagStrata)).build();
  }

  /**
   * A game's identity (data/FORMAT.md section 9, {@code duplicates}): its {@code Site} tag when it
   * is the game's lichess address, else the SHA-256 (hex) of the start position, the moves and the
   * declared result (each null as empty, NUL between them, the moves joined by spaces).
   */
  static Column identity() {
    Column site = col("tags").getItem("Site");
    return when(site.rlike(GameIdentity.GAME_URL), site).otherwise(org.apache.spark.sql.functions.sha2(
        org.apache.spark.sql.functions.concat_ws("\u0000", org.apache.spark.sql.functions.coalesce(col("start_fen"),
            lit("")), org.apache.spark.sql.functions.concat_ws(" ", col("moves")),
            org.apache.spark.sql.functions.coalesce(col("declared_result"), lit(""))), 256));
  }

  /**
   * The {@code game}, {@code rules}, {@code source} and {@code identity} of every game of {@code
   * runs}: the ingest's {@link Table#IDENTITIES}; for runs ingested before that table, {@link
   * #identity()} computed from their games' tags and moves (data/FORMAT.md section 9).
   */
  static Dataset<Row> identities(SparkSession spark, OutDir dir, Set<String> runs) throws IOException {
    Set<String> without = TableReads.runsWithoutIdentities(dir, runs);
    Set<String> with = new TreeSet<>(runs);
    with.removeAll(without);
    Dataset<Row> stored = TableReads.read(spark, dir, Table.IDENTITIES, with)
        .select(col("game"), col("rules"), col("source"), col("identity"));
    if (without.isEmpty()) {
      return stored;
    }
    Dataset<Row> computed = TableReads.read(spark, dir, Table.GAMES, without)
        .select(col("game"), col("rules"), col("source"), identity().as("identity"));
    return with.isEmpty() ? computed : stored.unionByName(computed);
  }

  /**
   * {@code identities} files up to this size (some 200,000 games) are grouped on the driver
   * ({@link DuplicateCounts}): a Spark aggregation costs seconds of planning, code generation and
   * shuffling whatever the corpus's size (10 s of a 40 s pipeline over 21,749 games, measured).
   */
  static final long DRIVER_GROUPING_BYTES = 8L << 20;

  /**
   * The games counted by identity ({@link #duplicateTallies(Dataset)}): on the driver when every
   * run has its {@code identities} and they are small ({@link #DRIVER_GROUPING_BYTES}), else by Spark.
   */
  static List<DuplicateTally> duplicateTallies(SparkSession spark, OutDir dir, Set<String> runs) throws IOException {
    if (TableReads.runsWithoutIdentities(dir, runs).isEmpty()
        && SmallTables.bytes(dir, Table.IDENTITIES, runs) <= DRIVER_GROUPING_BYTES) {
      DuplicateCounts counts = new DuplicateCounts();
      SmallTables.readStrings(dir, Table.IDENTITIES, runs, List.of("game", "rules", "source", "identity"),
          g -> counts.add(g[0], g[1], g[2], g[3]));
      return counts.tallies();
    }
    return duplicateTallies(identities(spark, dir, runs));
  }

  /**
   * The games counted by identity, in Spark (nothing per game reaches the driver): per game, rule
   * set and source file, the games whose identity has each number of copies in the game and rule
   * set. {@code games}: the game, rules, source and identity of each game ({@link #identities}).
   * Games are grouped by a 128-bit key of their identity ({@link #identityKey}) and, exactly, their
   * game and rule set (data/FORMAT.md section 9, {@code duplicates}, the Decision on the key).
   */
  static List<DuplicateTally> duplicateTallies(Dataset<Row> games) {
    // One exchange of the games' keys, games, rule sets and sources into a fixed number of
    // partitions (adaptive execution does not merge them, so no task gets the whole corpus), each
    // grouped by identity in one pass over Spark's own rows (IdentityGroups: buckets by key, a small
    // table each), a few tallies per task to the driver. Where string keys, a grouping per source,
    // then a list of sources per identity (collect_list, an object aggregate that falls back to
    // sorting) took 68 s of 10^7 games on 3 tasks after coalescing; a sort within each partition
    // and a pass over its runs of equal keys, nearly twice the buckets' CPU at 10^7
    // (docs/pipeline-profile.md, issue 40, wave 14).
    int partitions = Math.max(Math.max(games.sparkSession().sessionState().conf().numShufflePartitions(),
        games.javaRDD().getNumPartitions()), partitionsBySize(games));
    Column[] key = identityKey(col("identity"));
    Dataset<Row> keyed = games
        .select(key[0].as("key_hi"), key[1].as("key_lo"), col("game"), col("rules"), col("source"))
        .repartition(partitions, col("key_hi"));
    List<IdentityGroups.Tally> tallies = keyed.queryExecution().toRdd().toJavaRDD()
        .mapPartitions(new IdentityGroups()).collect();
    Map<List<Object>, Long> merged = new LinkedHashMap<>(); // the tasks' tallies by game, rules, source, copies
    for (IdentityGroups.Tally t : tallies) {
      merged.merge(Arrays.asList(t.game(), t.rules(), t.source(), t.copies()), t.games(), Long::sum);
    }
    List<DuplicateTally> out = new ArrayList<>(merged.size());
    merged.forEach((k, n) -> out.add(new DuplicateTally((String) k.get(0), (String) k.get(1), (String) k.get(2),
        (Long) k.get(3), n)));
    return out;
  }

  /**
   * Partitions enough for the identity grouping to hold each task's games in memory ({@link
   * IdentityGroups}: 24 bytes a game, up to 60 while it splits them into buckets): one per 4 MiB of the
   * input as Spark estimates it (its Parquet files: some 1.4 million lichess addresses, or 120,000
   * hashed identities), at most 1,024.
   */
  private static int partitionsBySize(Dataset<Row> games) {
    java.math.BigInteger bytes = games.queryExecution().optimizedPlan().stats().sizeInBytes().bigInteger();
    return (int) Math.min(1024, bytes.shiftRight(22).longValue() + 1);
  }

  /** The seed of {@link #identityKey}'s second half, any other than the first's (42, Spark's). */
  private static final String KEY_LO_SEED = "ludoteca identity key";

  /**
   * A 128-bit key of an identity: two 64-bit xxHash64 of its UTF-8 bytes with different seeds.
   * Two identities of a game and rule set with the same key would be counted as one (the Decision
   * in data/FORMAT.md section 9, {@code duplicates}, on how likely that is).
   */
  static Column[] identityKey(Column identity) {
    return new Column[] {functions.xxhash64(identity), functions.xxhash64(lit(KEY_LO_SEED), identity)};
  }

  /** The first game of each identity of each game and rule set, by source and offset (for {@code --distinct}). */
  static Dataset<Row> firstOfEachIdentity(Dataset<Row> games) {
    org.apache.spark.sql.expressions.WindowSpec sameIdentity = org.apache.spark.sql.expressions.Window
        .partitionBy(col("game"), col("rules"), col("identity")).orderBy(col("source"), col("offset"));
    return games.withColumn("identity", identity())
        .withColumn("copy", org.apache.spark.sql.functions.row_number().over(sameIdentity))
        .filter(col("copy").equalTo(1)).drop("identity", "copy");
  }

}
