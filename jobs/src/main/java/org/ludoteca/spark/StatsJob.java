package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.expressions.GenericRowWithSchema;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.stats.CaptureTally;
import org.ludoteca.stats.CorpusStatistics;
import org.ludoteca.stats.DuplicateTally;
import org.ludoteca.stats.GameTally;
import org.ludoteca.stats.OutcomeMetrics;
import org.ludoteca.stats.RuleSensitivity;
import org.ludoteca.stats.Strata;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.api.java.UDF6;
import org.apache.spark.sql.functions;

/**
 * Computes the statistics tables over every committed run, each per game and rule set, and writes
 * them as Parquet under {@code DIR/stats/NAME} (each written aside, then swapped in).
 *
 * <p>The ingest's tasks counted what the statistics read into two small tables, {@code
 * game_summary} and {@code capture_summary} (a few rows per task). Those are read here on the
 * driver, without a Spark job, and the statistics computed from them in plain Java ({@link
 * CorpusStatistics}): a Spark SQL query costs seconds of planning and code generation even over
 * a few rows, and the seven statistics were seven of them. Runs ingested before the summary
 * tables existed are summarized from {@code games} and {@code captures} by a Spark job, the same
 * way. Rejected records are counted by reason from the {@code reason} column of {@code rejected}.
 * {@code rule_sensitivity} is counted from {@code rejudged} (one row per game and rule set
 * applied, too many for the driver) by a Spark job that collects only its tallies by outcome class.
 * Every table's rows are sorted on its key columns; schemas: data/FORMAT.md section 9.
 */
public final class StatsJob {
  /** Ply buckets of the game phases in {@code capture_methods}: opening to 20, middlegame to 60, then endgame. */
  static final int OPENING_LAST_PLY = CorpusStatistics.OPENING_LAST_PLY;
  static final int MIDDLEGAME_LAST_PLY = CorpusStatistics.MIDDLEGAME_LAST_PLY;

  static final StructType VICTORY_TYPES = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("termination", DataTypes.StringType).add("winner", DataTypes.StringType)
      .add("games", DataTypes.LongType, false).add("share", DataTypes.DoubleType);

  static final StructType CAPTURE_METHODS = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("method", DataTypes.StringType).add("side", DataTypes.StringType)
      .add("captured_kind", DataTypes.StringType)
      .add("captures", DataTypes.LongType, false).add("share", DataTypes.DoubleType)
      .add("per_game", DataTypes.DoubleType)
      .add("opening", DataTypes.LongType).add("middlegame", DataTypes.LongType).add("endgame", DataTypes.LongType);

  static final StructType FIRST_PLAYER_ADVANTAGE = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("first_agent", DataTypes.StringType).add("second_agent", DataTypes.StringType)
      .add("games", DataTypes.LongType, false).add("first_mover_wins", DataTypes.LongType, false)
      .add("draws", DataTypes.LongType, false).add("second_mover_wins", DataTypes.LongType, false)
      .add("score", DataTypes.DoubleType).add("wilson_low", DataTypes.DoubleType)
      .add("wilson_high", DataTypes.DoubleType).add("p_value", DataTypes.DoubleType)
      .add("score_low", DataTypes.DoubleType).add("score_high", DataTypes.DoubleType);

  static final StructType GAME_LENGTH = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("termination", DataTypes.StringType)
      .add("games", DataTypes.LongType, false).add("mean", DataTypes.DoubleType)
      .add("min", DataTypes.IntegerType).add("p25", DataTypes.DoubleType).add("median", DataTypes.DoubleType)
      .add("p75", DataTypes.DoubleType).add("p90", DataTypes.DoubleType).add("max", DataTypes.IntegerType);

  static final StructType GAME_LENGTH_HISTOGRAM = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("plies_from", DataTypes.IntegerType).add("plies_to", DataTypes.IntegerType)
      .add("games", DataTypes.LongType, false);

  static final StructType START_POSITIONS = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("back_rank", DataTypes.StringType).add("start_position", DataTypes.IntegerType)
      .add("games", DataTypes.LongType, false).add("white_wins", DataTypes.LongType, false)
      .add("draws", DataTypes.LongType, false).add("black_wins", DataTypes.LongType, false)
      .add("score", DataTypes.DoubleType).add("wilson_low", DataTypes.DoubleType)
      .add("wilson_high", DataTypes.DoubleType)
      .add("p_value", DataTypes.DoubleType).add("p_holm", DataTypes.DoubleType).add("q_bh", DataTypes.DoubleType)
      .add("significant", DataTypes.BooleanType);

  static final StructType OUTCOME_METRICS = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("first_agent", DataTypes.StringType).add("second_agent", DataTypes.StringType)
      .add("games", DataTypes.LongType, false).add("completion", DataTypes.DoubleType)
      .add("drawishness", DataTypes.DoubleType).add("timeouts", DataTypes.DoubleType)
      .add("advantage_p1", DataTypes.DoubleType).add("balance", DataTypes.DoubleType)
      .add("duration_plies_mean", DataTypes.DoubleType).add("duration_plies_sd", DataTypes.DoubleType)
      .add("branching_factor", DataTypes.DoubleType).add("decision_moves", DataTypes.DoubleType);

  static final StructType RULE_SENSITIVITY = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("rules_applied", DataTypes.StringType)
      .add("games", DataTypes.LongType, false)
      .add("same_result", DataTypes.LongType, false).add("same_result_share", DataTypes.DoubleType)
      .add("other_winner", DataTypes.LongType, false).add("other_winner_share", DataTypes.DoubleType)
      .add("ended_earlier", DataTypes.LongType, false).add("ended_earlier_share", DataTypes.DoubleType)
      .add("became_illegal", DataTypes.LongType, false).add("became_illegal_share", DataTypes.DoubleType);

  static final StructType VALIDATION = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("category", DataTypes.StringType, false).add("item", DataTypes.StringType)
      .add("count", DataTypes.LongType, false);

  static final StructType DUPLICATES = new StructType()
      .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
      .add("source", DataTypes.StringType, false)
      .add("games", DataTypes.LongType, false).add("repeated", DataTypes.LongType, false)
      .add("identities", DataTypes.LongType).add("surplus", DataTypes.LongType);

  /** The schema of each statistics table, by name, in report order. */
  static final Map<String, StructType> SCHEMAS = schemas();

  /** Every statistics table ends with these: the stratum of its rows ({@code all} when unsplit) and its value. */
  private static StructType stratified(StructType t) {
    return t.add("stratum", DataTypes.StringType, false).add("stratum_value", DataTypes.StringType);
  }

  private static Map<String, StructType> schemas() {
    Map<String, StructType> m = new LinkedHashMap<>();
    m.put("victory_types", stratified(VICTORY_TYPES));
    m.put("capture_methods", stratified(CAPTURE_METHODS));
    m.put("first_player_advantage", stratified(FIRST_PLAYER_ADVANTAGE));
    m.put("game_length", stratified(GAME_LENGTH));
    m.put("game_length_histogram", stratified(GAME_LENGTH_HISTOGRAM));
    m.put("start_positions", stratified(START_POSITIONS));
    m.put("validation", stratified(VALIDATION));
    m.put("outcome_metrics", stratified(OUTCOME_METRICS));
    m.put("rule_sensitivity", stratified(RULE_SENSITIVITY));
    m.put("duplicates", stratified(DUPLICATES));
    return m;
  }

  /** The number of key columns of each statistics table: its rows are sorted on them. */
  private static final Map<String, Integer> KEYS = Map.of("victory_types", 4, "capture_methods", 5,
      "first_player_advantage", 4, "game_length", 3, "game_length_histogram", 4, "start_positions", 3,
      "validation", 4, "outcome_metrics", 4, "rule_sensitivity", 3, "duplicates", 3);

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
    Set<String> runs = IngestJob.committedRuns(dir);
    Set<String> summarized = new TreeSet<>(dir.runsOf(StatsPartials.GAME_SUMMARY));
    summarized.retainAll(runs);
    Set<String> unsummarized = new TreeSet<>(runs);
    unsummarized.removeAll(summarized);

    List<GameTally> games = new ArrayList<>();
    List<CaptureTally> captures = new ArrayList<>();
    List<String> tagStrata = options.tagStrata();
    if (options.distinct()) {
      // One game per identity: the tallies from games and captures (their tag strata too), not the summaries.
      spark.sparkContext().setJobDescription("stats: one game per identity (--distinct)");
      Dataset<Row> g = firstOfEachIdentity(read(spark, dir, "games", Tables.GAMES, runs));
      Dataset<Row> c = read(spark, dir, "captures", Tables.CAPTURES, runs)
          .join(g.select("game_id"), "game_id", "left_semi");
      games.addAll(gameTallies(g, tagStrata));
      captures.addAll(captureTallies(c, g, tagStrata));
      summarized.clear();
      unsummarized.clear();
    } else if (!tagStrata.isEmpty()) {
      // The summary tables keep no tags: a tag stratum is summarized from games and captures.
      unsummarized.addAll(summarized);
      summarized.clear();
    }
    SmallTables.read(dir, StatsPartials.GAME_SUMMARY, summarized, r -> gameTally(r, List.of()), games::add);
    SmallTables.read(dir, StatsPartials.CAPTURE_SUMMARY, summarized, r -> captureTally(r, List.of()), captures::add);
    if (!unsummarized.isEmpty()) {
      spark.sparkContext().setJobDescription(tagStrata.isEmpty()
          ? "stats: summarize the runs ingested without summary tables"
          : "stats: summarize games and captures by " + String.join(", ", tagStrata));
      Dataset<Row> g = read(spark, dir, "games", Tables.GAMES, unsummarized);
      Dataset<Row> c = read(spark, dir, "captures", Tables.CAPTURES, unsummarized);
      games.addAll(gameTallies(g, tagStrata));
      captures.addAll(captureTallies(c, g, tagStrata));
    }
    Map<String, Long> rejected = new TreeMap<>();
    SmallTables.readColumn(dir, "rejected", runs, "reason",
        reason -> rejected.merge(CorpusStatistics.rejectedReason(reason), 1L, Long::sum));
    timings.lap("stats: read the summaries");
    spark.sparkContext().setJobDescription("stats: games by identity (duplicates)");
    List<DuplicateTally> duplicates = duplicateTallies(read(spark, dir, "games", Tables.GAMES, runs));
    timings.lap("stats: group the games by identity");

    Map<String, List<Object[]>> stats = new LinkedHashMap<>();
    List<String> strata = options.strata() != null ? options.strata() : defaultStrata(games);
    stats.put("victory_types", Strata.split(games, captures, strata, (g, c) -> CorpusStatistics.victoryTypes(g)));
    stats.put("capture_methods", Strata.split(games, captures, strata, (g, c) -> CorpusStatistics.captureMethods(c, g)));
    stats.put("first_player_advantage", Strata.split(games, captures, strata,
        (g, c) -> CorpusStatistics.firstPlayerAdvantage(g)));
    stats.put("game_length", Strata.split(games, captures, strata, (g, c) -> CorpusStatistics.gameLength(g)));
    stats.put("game_length_histogram", Strata.split(games, captures, strata,
        (g, c) -> CorpusStatistics.gameLengthHistogram(g)));
    stats.put("start_positions", Strata.split(games, captures, strata,
        (g, c) -> CorpusStatistics.startPositions(g, options.minGames())));
    // Rejected records have no tags: they count in the unsplit rows (called with the whole list) only.
    stats.put("validation", Strata.split(games, captures, strata,
        (g, c) -> CorpusStatistics.validation(g, g == games ? rejected : Map.of())));
    stats.put("outcome_metrics", Strata.split(games, captures, strata, (g, c) -> OutcomeMetrics.rows(g)));
    // From the rejudged table (one row per game and rule set applied, too many for the driver): not
    // split by strata; its rows tallied by outcome class on the executors, the few tallies collected.
    Set<String> rejudgedRuns = new TreeSet<>(dir.runsOf(Rejudge.TABLE));
    rejudgedRuns.retainAll(runs);
    List<RuleSensitivity.Tally> rejudgeTallies = new ArrayList<>();
    if (!rejudgedRuns.isEmpty()) {
      spark.sparkContext().setJobDescription("stats: tally the rejudged games by outcome");
      rejudgeTallies.addAll(ruleSensitivityTallies(read(spark, dir, Rejudge.TABLE, Tables.REJUDGED, rejudgedRuns)));
    }
    stats.put("rule_sensitivity", RuleSensitivity.rowsOfTallies(rejudgeTallies));
    // Copies are counted over every game of the runs, whatever --distinct: not split by strata.
    stats.put("duplicates", CorpusStatistics.duplicates(duplicates));

    Map<String, List<Row>> written = new LinkedHashMap<>();
    for (Map.Entry<String, List<Object[]>> e : stats.entrySet()) {
      String name = e.getKey();
      List<Row> rows = rows(name, e.getValue());
      spark.sparkContext().setJobDescription("stats: " + name);
      dir.recover(dir.path("stats", name));
      String staged = dir.uri("_staging", "stats", name);
      spark.createDataFrame(rows, SCHEMAS.get(name)).coalesce(1).write().mode(SaveMode.Overwrite).parquet(staged);
      FaultPoints.reach("stat " + name);
      dir.swapIn(dir.path("_staging", "stats", name), dir.path("stats", name));
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

  /** The rows of statistics table {@code name}, sorted on its key columns. */
  static List<Row> rows(String name, List<Object[]> values) {
    List<Row> rows = new ArrayList<>();
    int width = SCHEMAS.get(name).fields().length;
    for (Object[] row : values) {
      // A statistic's rows without their stratum columns are the unsplit ones.
      Object[] v = row.length == width - 2 ? java.util.Arrays.copyOf(row, width) : row;
      if (row.length == width - 2) {
        v[width - 2] = Strata.ALL;
      }
      rows.add(new GenericRowWithSchema(v, SCHEMAS.get(name)));
    }
    return sortedRows(name, rows);
  }

  /** Rows of statistics table {@code name} sorted on its key columns, then stratum and stratum value. */
  static List<Row> sortedRows(String name, List<Row> rows) {
    List<Row> out = new ArrayList<>(rows);
    out.sort(new RowOrder(java.util.Arrays.copyOf(columnOrder(name), KEYS.get(name) + 2)));
    return out;
  }

  /**
   * Every column of statistics table {@code name} in the order its rows sort on: the key columns,
   * {@code stratum}, {@code stratum_value}, then the others in schema order.
   */
  static int[] columnOrder(String name) {
    int keys = KEYS.get(name);
    int width = SCHEMAS.get(name).fields().length;
    int[] order = new int[width];
    for (int i = 0; i < keys; i++) {
      order[i] = i;
    }
    order[keys] = width - 2;
    order[keys + 1] = width - 1;
    for (int i = keys; i < width - 2; i++) {
      order[i + 2] = i;
    }
    return order;
  }

  /**
   * The tallies of raw {@code games} rows, summarized by a Spark job ({@link #gameSummaryRows}):
   * one per distinct summary, not per game, so few enough to collect.
   */
  static List<GameTally> gameTallies(Dataset<Row> games) {
    return gameTallies(games, List.of());
  }

  /** As {@link #gameTallies(Dataset)}, each tally also with its games' value of each tag stratum. */
  static List<GameTally> gameTallies(Dataset<Row> games, List<String> tagStrata) {
    List<GameTally> out = new ArrayList<>();
    for (Row r : gameSummaryRows(games, tagStrata).collectAsList()) {
      out.add(gameTally(r::getAs, tagStrata));
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
    for (Row r : captureSummaryRows(captures, games, tagStrata).collectAsList()) {
      out.add(captureTally(r::getAs, tagStrata));
    }
    return out;
  }

  /** The column of a summary row holding the value of tag stratum number {@code i}. */
  private static String tagColumn(int i) {
    return "stratum_tag_" + i;
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

  /** A row of {@link Tables#GAME_SUMMARY}, its values by column name. */
  private static GameTally gameTally(Function<String, Object> row, List<String> tagStrata) {
    return new GameTally((String) row.apply("game"), (String) row.apply("rules"), (String) row.apply("verdict"),
        (String) row.apply("termination"), (String) row.apply("winner"), (Integer) row.apply("plies"),
        (String) row.apply("first_mover"), (String) row.apply("declared_result"),
        (String) row.apply("white_agent"), (String) row.apply("black_agent"), (String) row.apply("start_fen"),
        (String) row.apply("unreadable"), (Long) row.apply("games"), (Long) row.apply("legal_moves"), (Long) row.apply("move_positions"),
        (Long) row.apply("decision_plies"), strata(row, tagStrata));
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

  /** A row of {@link Tables#CAPTURE_SUMMARY}, its values by column name. */
  private static CaptureTally captureTally(Function<String, Object> row, List<String> tagStrata) {
    return new CaptureTally((String) row.apply("game"), (String) row.apply("rules"), (String) row.apply("method"),
        (String) row.apply("side"), (String) row.apply("captured_kind"), (Long) row.apply("captures"),
        (Long) row.apply("opening"), (Long) row.apply("middlegame"), (Long) row.apply("endgame"),
        strata(row, tagStrata));
  }

  /** The rows of {@code runs} of a table; empty (no listing, no scan) when there are none. */
  private static Dataset<Row> read(SparkSession spark, OutDir dir, String table, StructType schema, Set<String> runs)
      throws IOException {
    if (runs.isEmpty()) {
      return spark.createDataFrame(List.of(), schema);
    }
    return dir.read(spark, table, schema).filter(col("ingest_run").isin(runs.toArray()));
  }

  /**
   * The rows of {@link Tables#GAME_SUMMARY} (but {@code ingest_run}'s place) that {@code games}
   * gives, as the ingest writes them: the games counted by the columns the statistics read.
   */
  static Dataset<Row> gameSummaryRows(Dataset<Row> games) {
    return gameSummaryRows(games, List.of());
  }

  /** The strata columns of a games row: the three built-in ones, from its tags ({@link Strata}). */
  private static Column[] strataColumns(List<String> tagStrata) {
    Column tags = col("tags");
    List<Column> out = new ArrayList<>(List.of(
        functions.udf((UDF1<String, String>) Strata::timeControl, DataTypes.StringType)
            .apply(tags.getItem("TimeControl")).as("time_control"),
        functions.udf((UDF2<String, String, String>) Strata::rating, DataTypes.StringType)
            .apply(tags.getItem("WhiteElo"), tags.getItem("BlackElo")).as("rating"),
        functions.udf((UDF2<String, String, String>) Strata::month, DataTypes.StringType)
            .apply(tags.getItem("UTCDate"), tags.getItem("Date")).as("month")));
    for (int i = 0; i < tagStrata.size(); i++) {
      out.add(tags.getItem(tagStrata.get(i).substring(Strata.TAG.length())).as(tagColumn(i)));
    }
    return out.toArray(new Column[0]);
  }

  /** The columns of {@code schema}, then the tag strata's. */
  private static Column[] withTagColumns(StructType schema, List<String> tagStrata) {
    List<Column> out = new ArrayList<>(List.of(cols(schema)));
    for (int i = 0; i < tagStrata.size(); i++) {
      out.add(col(tagColumn(i)));
    }
    return out.toArray(new Column[0]);
  }

  /** As {@link #gameSummaryRows(Dataset)}, with a column per tag stratum ({@code stratum_tag_N}) last. */
  static Dataset<Row> gameSummaryRows(Dataset<Row> games, List<String> tagStrata) {
    Column tags = col("tags");
    Column whiteBot = isBot(tags.getItem("WhiteTitle"));
    Column blackBot = isBot(tags.getItem("BlackTitle"));
    List<Column> keys = new ArrayList<>(List.of(col("verdict"), col("termination"), col("winner"), col("plies"),
        col("first_mover"), col("declared_result"),
        agent(tags.getItem("WhiteAgent"), whiteBot, blackBot).as("white_agent"),
        agent(tags.getItem("BlackAgent"), blackBot, whiteBot).as("black_agent"),
        when(col("game").isin((Object[]) KnownGames.comparingStartPositions()), col("start_fen")).as("start_fen"),
        when(col("verdict").equalTo("UNREADABLE"),
            functions.trim(functions.substring_index(col("error"), ":", 1))).as("unreadable"),
        col("game"), col("rules"), col("ingest_run")));
    keys.addAll(List.of(strataColumns(tagStrata)));
    return games.groupBy(keys.toArray(new Column[0]))
        .agg(count(lit(1)).as("games"), lit(null).cast(DataTypes.LongType).as("legal_moves"),
            lit(null).cast(DataTypes.LongType).as("move_positions"),
            lit(null).cast(DataTypes.LongType).as("decision_plies"))
        .select(withTagColumns(Tables.GAME_SUMMARY, tagStrata));
  }

  /**
   * The rows of {@link Tables#CAPTURE_SUMMARY} that {@code captures} gives, as the ingest writes
   * them: captures of VALID games by method, side and captured kind, in all and by phase.
   */
  static Dataset<Row> captureSummaryRows(Dataset<Row> captures, Dataset<Row> games) {
    return captureSummaryRows(captures, games, List.of());
  }

  /** As {@link #captureSummaryRows(Dataset, Dataset)}, with a column per tag stratum last. */
  static Dataset<Row> captureSummaryRows(Dataset<Row> captures, Dataset<Row> games, List<String> tagStrata) {
    Column ply = col("ply");
    // Captures of VALID games, with their game's strata: a join on the VALID games' ids.
    List<Column> gameColumns = new ArrayList<>(List.of(col("game_id")));
    gameColumns.addAll(List.of(strataColumns(tagStrata)));
    Dataset<Row> valid = games.filter(col("verdict").equalTo("VALID")).select(gameColumns.toArray(new Column[0]));
    List<Column> keys = new ArrayList<>(List.of(col("method"), col("side"), col("captured_kind"), col("game"),
        col("rules"), col("ingest_run"), col("time_control"), col("rating"), col("month")));
    for (int i = 0; i < tagStrata.size(); i++) {
      keys.add(col(tagColumn(i)));
    }
    return captures.join(valid, "game_id")
        .groupBy(keys.toArray(new Column[0]))
        .agg(count(lit(1)).as("captures"),
            sum(when(ply.leq(OPENING_LAST_PLY), 1L).otherwise(0L)).as("opening"),
            sum(when(ply.gt(OPENING_LAST_PLY).and(ply.leq(MIDDLEGAME_LAST_PLY)), 1L).otherwise(0L)).as("middlegame"),
            sum(when(ply.gt(MIDDLEGAME_LAST_PLY), 1L).otherwise(0L)).as("endgame"))
        .select(withTagColumns(Tables.CAPTURE_SUMMARY, tagStrata));
  }

  /** Sites whose {@code Site} tag is a game's own address: the tag is its identity. */
  static final String GAME_URL = "^https?://(www\\.)?lichess\\.org/[A-Za-z0-9]+$";

  /**
   * A game's identity (data/FORMAT.md section 9, {@code duplicates}): its {@code Site} tag when it
   * is the game's lichess address, else the SHA-256 (hex) of the start position, the moves and the
   * declared result (each null as empty, NUL between them, the moves joined by spaces).
   */
  static Column identity() {
    Column site = col("tags").getItem("Site");
    return when(site.rlike(GAME_URL), site).otherwise(org.apache.spark.sql.functions.sha2(
        org.apache.spark.sql.functions.concat_ws("\u0000", org.apache.spark.sql.functions.coalesce(col("start_fen"),
            lit("")), org.apache.spark.sql.functions.concat_ws(" ", col("moves")),
            org.apache.spark.sql.functions.coalesce(col("declared_result"), lit(""))), 256));
  }

  /**
   * The games counted by identity, a Spark aggregation (nothing per game reaches the driver): per
   * game, rule set and source file, the games whose identity has each number of copies in the game
   * and rule set. A few rows per file.
   */
  static List<DuplicateTally> duplicateTallies(Dataset<Row> games) {
    Dataset<Row> perSource = games.groupBy(col("game"), col("rules"), identity().as("identity"), col("source"))
        .agg(count(lit(1)).as("n"));
    org.apache.spark.sql.expressions.WindowSpec sameIdentity =
        org.apache.spark.sql.expressions.Window.partitionBy(col("game"), col("rules"), col("identity"));
    List<DuplicateTally> out = new ArrayList<>();
    for (Row r : perSource.withColumn("copies", sum(col("n")).over(sameIdentity))
        .groupBy("game", "rules", "source", "copies").agg(sum(col("n")).as("games")).collectAsList()) {
      out.add(new DuplicateTally(r.getAs("game"), r.getAs("rules"), r.getAs("source"), r.<Long>getAs("copies"),
          r.<Long>getAs("games")));
    }
    return out;
  }

  /** The first game of each identity of each game and rule set, by source and offset (for {@code --distinct}). */
  static Dataset<Row> firstOfEachIdentity(Dataset<Row> games) {
    org.apache.spark.sql.expressions.WindowSpec sameIdentity = org.apache.spark.sql.expressions.Window
        .partitionBy(col("game"), col("rules"), col("identity")).orderBy(col("source"), col("offset"));
    return games.withColumn("identity", identity())
        .withColumn("copy", org.apache.spark.sql.functions.row_number().over(sameIdentity))
        .filter(col("copy").equalTo(1)).drop("identity", "copy");
  }

  /** As {@link Agents#isBot}: a title tag of {@code BOT}, any case, surrounding spaces ignored. */
  private static Column isBot(Column title) {
    return org.apache.spark.sql.functions.coalesce(
        org.apache.spark.sql.functions.upper(org.apache.spark.sql.functions.trim(title)).equalTo("BOT"), lit(false));
  }

  /** As {@link Agents#white}: the agent tag, else {@code bot}/{@code human} in a game with a bot. */
  private static Column agent(Column agentTag, Column bot, Column otherBot) {
    return org.apache.spark.sql.functions.coalesce(agentTag,
        when(bot, lit(Agents.BOT)).when(otherBot, lit(Agents.HUMAN)));
  }

  private static Column[] cols(StructType schema) {
    List<Column> out = new ArrayList<>();
    for (String f : schema.fieldNames()) {
      out.add(col(f));
    }
    return out.toArray(new Column[0]);
  }
}
