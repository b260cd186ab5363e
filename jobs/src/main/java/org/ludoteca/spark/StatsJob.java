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
      .add("wilson_high", DataTypes.DoubleType).add("p_value", DataTypes.DoubleType);

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
      .add("wilson_high", DataTypes.DoubleType);

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

  private static Map<String, StructType> schemas() {
    Map<String, StructType> m = new LinkedHashMap<>();
    m.put("victory_types", VICTORY_TYPES);
    m.put("capture_methods", CAPTURE_METHODS);
    m.put("first_player_advantage", FIRST_PLAYER_ADVANTAGE);
    m.put("game_length", GAME_LENGTH);
    m.put("game_length_histogram", GAME_LENGTH_HISTOGRAM);
    m.put("start_positions", START_POSITIONS);
    m.put("validation", VALIDATION);
    m.put("duplicates", DUPLICATES);
    return m;
  }

  /** The number of key columns of each statistics table: its rows are sorted on them. */
  private static final Map<String, Integer> KEYS = Map.of("victory_types", 4, "capture_methods", 5,
      "first_player_advantage", 4, "game_length", 3, "game_length_histogram", 4, "start_positions", 3,
      "validation", 4, "duplicates", 3);

  private StatsJob() {}

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
    return run(spark, out, timings, false);
  }

  /**
   * As {@link #run(SparkSession, String, Timings)}; with {@code distinct}, every statistic but
   * {@code duplicates} and the rejected records counts one game per identity (the first by source
   * and offset), read from {@code games} and {@code captures} by a Spark job instead of the summaries.
   */
  public static List<String> run(SparkSession spark, String out, Timings timings, boolean distinct)
      throws IOException {
    return List.copyOf(compute(spark, out, timings, distinct).keySet());
  }

  /**
   * As {@link #run(SparkSession, String, Timings)}, returning each statistics table's rows as
   * written, sorted on the table's keys, by name in report order.
   */
  static Map<String, List<Row>> compute(SparkSession spark, String out, Timings timings) throws IOException {
    return compute(spark, out, timings, false);
  }

  /**
   * As {@link #run(SparkSession, String, Timings, boolean)}, returning each statistics table's
   * rows as written, sorted on the table's keys, by name in report order.
   */
  public static Map<String, List<Row>> compute(SparkSession spark, String out, Timings timings, boolean distinct)
      throws IOException {
    OutDir dir = OutDir.of(out, spark.sparkContext().hadoopConfiguration());
    Set<String> runs = IngestJob.committedRuns(dir);
    Set<String> summarized = new TreeSet<>(dir.runsOf(StatsPartials.GAME_SUMMARY));
    summarized.retainAll(runs);
    Set<String> unsummarized = new TreeSet<>(runs);
    unsummarized.removeAll(summarized);

    List<GameTally> games = new ArrayList<>();
    List<CaptureTally> captures = new ArrayList<>();
    if (distinct) {
      spark.sparkContext().setJobDescription("stats: one game per identity (--distinct)");
      Dataset<Row> g = firstOfEachIdentity(read(spark, dir, "games", Tables.GAMES, runs));
      Dataset<Row> c = read(spark, dir, "captures", Tables.CAPTURES, runs)
          .join(g.select("game_id"), "game_id", "left_semi");
      games.addAll(gameTallies(g));
      captures.addAll(captureTallies(c, g));
      summarized.clear();
      unsummarized.clear();
    }
    SmallTables.read(dir, StatsPartials.GAME_SUMMARY, summarized, StatsJob::gameTally, games::add);
    SmallTables.read(dir, StatsPartials.CAPTURE_SUMMARY, summarized, StatsJob::captureTally, captures::add);
    if (!unsummarized.isEmpty()) {
      spark.sparkContext().setJobDescription("stats: summarize the runs ingested without summary tables");
      Dataset<Row> g = read(spark, dir, "games", Tables.GAMES, unsummarized);
      Dataset<Row> c = read(spark, dir, "captures", Tables.CAPTURES, unsummarized);
      games.addAll(gameTallies(g));
      captures.addAll(captureTallies(c, g));
    }
    Map<String, Long> rejected = new TreeMap<>();
    SmallTables.readColumn(dir, "rejected", runs, "reason",
        reason -> rejected.merge(CorpusStatistics.rejectedReason(reason), 1L, Long::sum));
    timings.lap("stats: read the summaries");
    spark.sparkContext().setJobDescription("stats: games by identity (duplicates)");
    List<DuplicateTally> duplicates = duplicateTallies(read(spark, dir, "games", Tables.GAMES, runs));
    timings.lap("stats: group the games by identity");

    Map<String, List<Object[]>> stats = new LinkedHashMap<>();
    stats.put("victory_types", CorpusStatistics.victoryTypes(games));
    stats.put("capture_methods", CorpusStatistics.captureMethods(captures, games));
    stats.put("first_player_advantage", CorpusStatistics.firstPlayerAdvantage(games));
    stats.put("game_length", CorpusStatistics.gameLength(games));
    stats.put("game_length_histogram", CorpusStatistics.gameLengthHistogram(games));
    stats.put("start_positions", CorpusStatistics.startPositions(games));
    stats.put("validation", CorpusStatistics.validation(games, rejected));
    stats.put("duplicates", CorpusStatistics.duplicates(duplicates));

    Map<String, List<Row>> written = new LinkedHashMap<>();
    for (Map.Entry<String, List<Object[]>> e : stats.entrySet()) {
      String name = e.getKey();
      List<Row> rows = rows(name, e.getValue());
      spark.sparkContext().setJobDescription("stats: " + name);
      dir.recover(dir.path("stats", name));
      String staged = dir.uri("_staging", "stats", name);
      spark.createDataFrame(rows, SCHEMAS.get(name)).coalesce(1).write().mode(SaveMode.Overwrite).parquet(staged);
      dir.swapIn(dir.path("_staging", "stats", name), dir.path("stats", name));
      written.put(name, rows);
      timings.lap("stats: " + name);
    }
    dir.fs.delete(dir.path("_staging"), true);
    dir.fs.delete(dir.path("_trash"), true);
    return written;
  }

  /** The rows of statistics table {@code name}, sorted on its key columns. */
  static List<Row> rows(String name, List<Object[]> values) {
    List<Row> rows = new ArrayList<>();
    for (Object[] v : values) {
      rows.add(new GenericRowWithSchema(v, SCHEMAS.get(name)));
    }
    return sortedRows(name, rows);
  }

  /** Rows of statistics table {@code name} sorted on its key columns. */
  static List<Row> sortedRows(String name, List<Row> rows) {
    return RowOrder.sorted(rows, KEYS.get(name));
  }

  /**
   * The tallies of raw {@code games} rows, summarized by a Spark job ({@link #gameSummaryRows}):
   * one per distinct summary, not per game, so few enough to collect.
   */
  static List<GameTally> gameTallies(Dataset<Row> games) {
    List<GameTally> out = new ArrayList<>();
    for (Row r : gameSummaryRows(games).collectAsList()) {
      out.add(gameTally(r::getAs));
    }
    return out;
  }

  /** The tallies of raw {@code captures} rows of VALID {@code games}, summarized by a Spark job. */
  static List<CaptureTally> captureTallies(Dataset<Row> captures, Dataset<Row> games) {
    List<CaptureTally> out = new ArrayList<>();
    for (Row r : captureSummaryRows(captures, games).collectAsList()) {
      out.add(captureTally(r::getAs));
    }
    return out;
  }

  /** A row of {@link Tables#GAME_SUMMARY}, its values by column name. */
  private static GameTally gameTally(Function<String, Object> row) {
    return new GameTally((String) row.apply("game"), (String) row.apply("rules"), (String) row.apply("verdict"),
        (String) row.apply("termination"), (String) row.apply("winner"), (Integer) row.apply("plies"),
        (String) row.apply("first_mover"), (String) row.apply("declared_result"),
        (String) row.apply("white_agent"), (String) row.apply("black_agent"), (String) row.apply("start_fen"),
        (String) row.apply("unreadable"), (Long) row.apply("games"));
  }

  /** A row of {@link Tables#CAPTURE_SUMMARY}, its values by column name. */
  private static CaptureTally captureTally(Function<String, Object> row) {
    return new CaptureTally((String) row.apply("game"), (String) row.apply("rules"), (String) row.apply("method"),
        (String) row.apply("side"), (String) row.apply("captured_kind"), (Long) row.apply("captures"),
        (Long) row.apply("opening"), (Long) row.apply("middlegame"), (Long) row.apply("endgame"));
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
    Column tags = col("tags");
    Column whiteBot = isBot(tags.getItem("WhiteTitle"));
    Column blackBot = isBot(tags.getItem("BlackTitle"));
    return games.groupBy(col("verdict"), col("termination"), col("winner"), col("plies"), col("first_mover"),
            col("declared_result"),
            agent(tags.getItem("WhiteAgent"), whiteBot, blackBot).as("white_agent"),
            agent(tags.getItem("BlackAgent"), blackBot, whiteBot).as("black_agent"),
            when(col("game").isin("chess", "chess960"), col("start_fen")).as("start_fen"),
            when(col("verdict").equalTo("UNREADABLE"),
                org.apache.spark.sql.functions.trim(org.apache.spark.sql.functions.substring_index(col("error"), ":", 1)))
                .as("unreadable"),
            col("game"), col("rules"), col("ingest_run"))
        .agg(count(lit(1)).as("games"))
        .select(cols(Tables.GAME_SUMMARY));
  }

  /**
   * The rows of {@link Tables#CAPTURE_SUMMARY} that {@code captures} gives, as the ingest writes
   * them: captures of VALID games by method, side and captured kind, in all and by phase.
   */
  static Dataset<Row> captureSummaryRows(Dataset<Row> captures, Dataset<Row> games) {
    Column ply = col("ply");
    // Captures of VALID games: every capture row has its game in the same run, so removing the
    // captures of the games that are not VALID (an anti-join against the usually few of them, which
    // Spark broadcasts) gives the same rows as joining the many VALID ids, without shuffling captures.
    Dataset<Row> notValid = games.filter(col("verdict").notEqual("VALID")).select("game_id");
    return captures.join(notValid, "game_id", "left_anti")
        .groupBy("method", "side", "captured_kind", "game", "rules", "ingest_run")
        .agg(count(lit(1)).as("captures"),
            sum(when(ply.leq(OPENING_LAST_PLY), 1L).otherwise(0L)).as("opening"),
            sum(when(ply.gt(OPENING_LAST_PLY).and(ply.leq(MIDDLEGAME_LAST_PLY)), 1L).otherwise(0L)).as("middlegame"),
            sum(when(ply.gt(MIDDLEGAME_LAST_PLY), 1L).otherwise(0L)).as("endgame"))
        .select(cols(Tables.CAPTURE_SUMMARY));
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
