package org.ludoteca.spark;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.trim;
import static org.apache.spark.sql.functions.when;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.functions;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Computes the statistics tables over every committed run of {@code games}, {@code captures} and
 * {@code rejected}, each per game and rule set, and writes them as Parquet under {@code
 * DIR/stats/NAME} (each written aside, then swapped in). Every transform is a pure static method
 * whose output is totally ordered by its key columns. Schemas: data/FORMAT.md section 9.
 */
public final class StatsJob {
  /** Ply buckets of the game phases in {@code capture_methods}: opening to 20, middlegame to 60, then endgame. */
  static final int OPENING_LAST_PLY = 20;
  static final int MIDDLEGAME_LAST_PLY = 60;

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
      .add("plies_from", DataTypes.IntegerType, false).add("plies_to", DataTypes.IntegerType, false)
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
    return m;
  }

  private StatsJob() {}

  /**
   * Reads the tables of {@code out}, computes every statistic and swaps the new tables in.
   *
   * @return the names of the statistics tables written, in report order
   * @throws IOException if the output directory cannot be read or written
   */
  public static List<String> run(SparkSession spark, String out) throws IOException {
    OutDir dir = OutDir.of(out, spark.sparkContext().hadoopConfiguration());
    Set<String> runs = IngestJob.committedRuns(dir);
    Column committed = col("ingest_run").isin(runs.toArray());
    Dataset<Row> games = dir.read(spark, "games", Tables.GAMES).filter(committed);
    Dataset<Row> captures = dir.read(spark, "captures", Tables.CAPTURES).filter(committed);
    Dataset<Row> rejected = dir.read(spark, "rejected", Tables.REJECTED).filter(committed);
    // The games columns the statistics read, read from Parquet once and kept (in memory, spilling to
    // disk): the tags shrink to the two agent tags, start_fen is kept for chess only, and the
    // big columns (moves, final_fen, tags) are never read again.
    Dataset<Row> summary = summary(games).persist(StorageLevel.MEMORY_AND_DISK());

    // Each statistic unordered, with the number of its key columns: its few rows are collected,
    // sorted here on the keys and written as one file, in order (no distributed sort).
    Map<String, Dataset<Row>> stats = new LinkedHashMap<>();
    Map<String, Integer> keys = new LinkedHashMap<>();
    stats.put("victory_types", victoryTypesRows(summary));
    keys.put("victory_types", 4);
    spark.sparkContext().setJobDescription("stats: capture_methods"); // it counts the games that are not VALID now
    stats.put("capture_methods", captureMethodsRows(captures, games, summary));
    keys.put("capture_methods", 5);
    stats.put("first_player_advantage", firstPlayerAdvantageRows(summary));
    keys.put("first_player_advantage", 4);
    stats.put("game_length", gameLengthRows(summary));
    keys.put("game_length", 3);
    stats.put("game_length_histogram", gameLengthHistogramRows(summary));
    keys.put("game_length_histogram", 4);
    stats.put("start_positions", startPositionsRows(summary));
    keys.put("start_positions", 3);
    stats.put("validation", validationRows(summary, rejected));
    keys.put("validation", 4);

    List<String> written = new ArrayList<>();
    for (Map.Entry<String, Dataset<Row>> e : stats.entrySet()) {
      spark.sparkContext().setJobDescription("stats: " + e.getKey());
      Dataset<Row> stat = e.getValue();
      List<Row> rows = RowOrder.sorted(stat.collectAsList(), keys.get(e.getKey()));
      dir.recover(dir.path("stats", e.getKey()));
      String staged = dir.uri("_staging", "stats", e.getKey());
      // The statistic's own schema (names, types and nullability as computed), one partition: one file.
      spark.createDataFrame(rows, stat.schema()).coalesce(1).write().mode(SaveMode.Overwrite).parquet(staged);
      dir.swapIn(dir.path("_staging", "stats", e.getKey()), dir.path("stats", e.getKey()));
      written.add(e.getKey());
    }
    summary.unpersist();
    dir.fs.delete(dir.path("_staging"), true);
    dir.fs.delete(dir.path("_trash"), true);
    return written;
  }

  /**
   * The columns of {@code games} every statistic but {@code capture_methods} reads, same names and
   * types: {@code tags} holds only {@code WhiteAgent} and {@code BlackAgent}, {@code start_fen}
   * only chess games' (null otherwise); the other columns of {@link Tables#GAMES} are dropped.
   */
  static Dataset<Row> summary(Dataset<Row> games) {
    Column tags = col("tags");
    return games.select(col("game"), col("rules"), col("verdict"), col("termination"), col("winner"), col("plies"),
        col("first_mover"), col("declared_result"),
        functions.map(lit("WhiteAgent"), tags.getItem("WhiteAgent"), lit("BlackAgent"), tags.getItem("BlackAgent"))
            .as("tags"),
        when(col("game").isin("chess", "chess960"), col("start_fen")).as("start_fen"));
  }

  private static Dataset<Row> valid(Dataset<Row> games) {
    return games.filter(col("verdict").equalTo("VALID"));
  }

  /** Count and share of each termination x winner among VALID games, per game and rule set. */
  static Dataset<Row> victoryTypes(Dataset<Row> games) {
    return sorted(victoryTypesRows(games), VICTORY_TYPES, 4);
  }

  /** As {@link #victoryTypes}, in no particular order. */
  static Dataset<Row> victoryTypesRows(Dataset<Row> games) {
    return valid(games)
        .groupBy(col("game"), col("rules"), col("termination"), col("winner"))
        .agg(count(lit(1)).as("games"))
        .withColumn("share", col("games").divide(sum("games").over(Window.partitionBy("game", "rules"))))
        .select(cols(VICTORY_TYPES));
  }

  /**
   * Captures in VALID games by method x capturing side x captured kind: count, share of all
   * captures of the game and rule set, mean per VALID game, and counts by phase.
   */
  static Dataset<Row> captureMethods(Dataset<Row> captures, Dataset<Row> games) {
    return sorted(captureMethodsRows(captures, games), CAPTURE_METHODS, 5);
  }

  /** As {@link #captureMethods}, in no particular order. */
  static Dataset<Row> captureMethodsRows(Dataset<Row> captures, Dataset<Row> games) {
    return captureMethodsRows(captures, games, summary(games));
  }

  /**
   * As {@link #captureMethods}, in no particular order, with the VALID games counted from {@code
   * summary} (the {@link #summary} of {@code games}, usually cached) instead of a new scan of
   * {@code games}.
   */
  static Dataset<Row> captureMethodsRows(Dataset<Row> captures, Dataset<Row> games, Dataset<Row> summary) {
    return captureMethodsRows(captures, games, summary, BROADCAST_NOT_VALID_MAX);
  }

  /** As above, broadcasting the ids of at most {@code broadcastMax} games that are not VALID. */
  static Dataset<Row> captureMethodsRows(Dataset<Row> captures, Dataset<Row> games, Dataset<Row> summary,
      long broadcastMax) {
    Dataset<Row> perRules = valid(summary).groupBy("game", "rules").agg(count(lit(1)).as("valid_games"));
    Column ply = col("ply");
    // Captures of VALID games. Every capture row has its game in the same run, so removing the
    // captures of the games that are not VALID gives the same rows as joining the many VALID ids.
    // How many there are decides how: none (the usual corpus) needs no join at all; a few are
    // broadcast, so the captures are aggregated where they are read; only a corpus with very many
    // is left to Spark's planner, which then shuffles the captures by game id. Spark does not
    // broadcast on its own here: it estimates the ids from the size of the whole games table.
    long notValidGames = summary.filter(col("verdict").notEqual("VALID")).count();
    Dataset<Row> validCaptures = captures;
    if (notValidGames > 0) {
      Dataset<Row> notValid = games.filter(col("verdict").notEqual("VALID")).select("game_id");
      validCaptures = captures.join(notValidGames <= broadcastMax ? functions.broadcast(notValid) : notValid,
          "game_id", "left_anti");
    }
    return validCaptures.select("game", "rules", "method", "side", "captured_kind", "ply")
        .groupBy("game", "rules", "method", "side", "captured_kind")
        .agg(count(lit(1)).as("captures"),
            sum(when(ply.leq(OPENING_LAST_PLY), 1L).otherwise(0L)).as("opening"),
            sum(when(ply.gt(OPENING_LAST_PLY).and(ply.leq(MIDDLEGAME_LAST_PLY)), 1L).otherwise(0L)).as("middlegame"),
            sum(when(ply.gt(MIDDLEGAME_LAST_PLY), 1L).otherwise(0L)).as("endgame"))
        .withColumn("share", col("captures").divide(sum("captures").over(Window.partitionBy("game", "rules"))))
        .join(perRules, new String[] {"game", "rules"}, "left")
        .withColumn("per_game", col("captures").divide(col("valid_games")))
        .select(cols(CAPTURE_METHODS));
  }

  /**
   * The most game ids of games that are not VALID that {@code capture_methods} broadcasts to
   * every task (a few MiB on the driver); more are joined by a shuffle.
   */
  static final long BROADCAST_NOT_VALID_MAX = 200_000;

  /**
   * First-mover results among VALID games that ended (winner white, black or draw): overall
   * (agents {@code *}) and per pair of agents when the {@code WhiteAgent}/{@code BlackAgent} tags
   * name them (the generator writes them; {@code White}/{@code Black} name players, and a split
   * by every pair of players of a real corpus says nothing). Score counts a draw as half; the Wilson
   * interval and the exact two-sided binomial p-value against 0.5 are over decisive games.
   */
  static Dataset<Row> firstPlayerAdvantage(Dataset<Row> games) {
    return sorted(firstPlayerAdvantageRows(games), FIRST_PLAYER_ADVANTAGE, 4);
  }

  /** As {@link #firstPlayerAdvantage}, in no particular order. */
  static Dataset<Row> firstPlayerAdvantageRows(Dataset<Row> games) {
    Column white = col("tags").getItem("WhiteAgent");
    Column black = col("tags").getItem("BlackAgent");
    Column firstIsWhite = col("first_mover").equalTo("white");
    Dataset<Row> ended = valid(games)
        .filter(col("winner").isin("white", "black", "draw").and(col("first_mover").isNotNull()))
        .select(col("game"), col("rules"),
            when(firstIsWhite, white).otherwise(black).as("agent1"),
            when(firstIsWhite, black).otherwise(white).as("agent2"),
            when(col("winner").equalTo(col("first_mover")), 1L).otherwise(0L).as("w1"),
            when(col("winner").equalTo("draw"), 1L).otherwise(0L).as("d"),
            when(col("winner").notEqual("draw").and(col("winner").notEqual(col("first_mover"))), 1L)
                .otherwise(0L).as("w2"));
    Dataset<Row> all = ended.withColumn("agent1", lit("*")).withColumn("agent2", lit("*"));
    Dataset<Row> byAgents = ended.filter(col("agent1").isNotNull().and(col("agent2").isNotNull()));
    return all.unionByName(byAgents)
        .groupBy(col("game"), col("rules"), col("agent1").as("first_agent"), col("agent2").as("second_agent"))
        .agg(count(lit(1)).as("games"), sum("w1").as("first_mover_wins"), sum("d").as("draws"),
            sum("w2").as("second_mover_wins"))
        .map(new FirstMoverMath(), Encoders.row(FIRST_PLAYER_ADVANTAGE));
  }

  /** Plies of VALID games by termination: count, mean, min, quartiles, 90th percentile, max (exact). */
  static Dataset<Row> gameLength(Dataset<Row> games) {
    return sorted(gameLengthRows(games), GAME_LENGTH, 3);
  }

  /** As {@link #gameLength}, in no particular order. */
  static Dataset<Row> gameLengthRows(Dataset<Row> games) {
    return valid(games)
        .groupBy(col("game"), col("rules"), col("termination"))
        .agg(count(lit(1)).as("games"), avg("plies").as("mean"), min("plies").as("min"),
            expr("percentile(plies, 0.25)").as("p25"), expr("percentile(plies, 0.5)").as("median"),
            expr("percentile(plies, 0.75)").as("p75"), expr("percentile(plies, 0.9)").as("p90"),
            max("plies").as("max"))
        .select(cols(GAME_LENGTH));
  }

  /**
   * Plies of VALID games in buckets, for the report's histogram: 10 plies wide below 100, 50 wide
   * below 500, 250 wide above, so that short games and long ones both show their shape.
   */
  static Dataset<Row> gameLengthHistogram(Dataset<Row> games) {
    return sorted(gameLengthHistogramRows(games), GAME_LENGTH_HISTOGRAM, 4);
  }

  /** As {@link #gameLengthHistogram}, in no particular order. */
  static Dataset<Row> gameLengthHistogramRows(Dataset<Row> games) {
    Column from = expr("CASE WHEN plies < 100 THEN floor(plies / 10) * 10 "
        + "WHEN plies < 500 THEN floor(plies / 50) * 50 ELSE floor(plies / 250) * 250 END").cast("int");
    Column width = expr("CASE WHEN plies < 100 THEN 10 WHEN plies < 500 THEN 50 ELSE 250 END");
    return valid(games)
        .withColumn("plies_from", from)
        .withColumn("plies_to", from.plus(width).minus(1).cast("int"))
        .groupBy(col("game"), col("rules"), col("plies_from"), col("plies_to"))
        .agg(count(lit(1)).as("games"))
        .select(cols(GAME_LENGTH_HISTOGRAM));
  }

  /**
   * White's results per start position of chess games (Chess960 and standard chess, by the White
   * back rank of {@code start_fen} and its Scharnagl number), and over all start positions
   * ({@code back_rank} {@code *}): games ended, wins, draws, White's score (a draw counts half)
   * with its 95% Wilson interval.
   */
  static Dataset<Row> startPositions(Dataset<Row> games) {
    return sorted(startPositionsRows(games), START_POSITIONS, 3);
  }

  /** As {@link #startPositions}, in no particular order. */
  static Dataset<Row> startPositionsRows(Dataset<Row> games) {
    Dataset<Row> ended = valid(games)
        .filter(col("game").isin("chess", "chess960").and(col("winner").isin("white", "black", "draw")))
        .withColumn("back_rank", expr("substring_index(substring_index(start_fen, ' ', 1), '/', -1)"))
        .withColumn("w", when(col("winner").equalTo("white"), 1L).otherwise(0L))
        .withColumn("d", when(col("winner").equalTo("draw"), 1L).otherwise(0L))
        .withColumn("b", when(col("winner").equalTo("black"), 1L).otherwise(0L));
    Dataset<Row> byRank = ended.groupBy(col("game"), col("rules"), col("back_rank"))
        .agg(count(lit(1)).as("games"), sum("w").as("white_wins"), sum("d").as("draws"), sum("b").as("black_wins"));
    Dataset<Row> overall = ended.groupBy(col("game"), col("rules"), lit("*").as("back_rank"))
        .agg(count(lit(1)).as("games"), sum("w").as("white_wins"), sum("d").as("draws"), sum("b").as("black_wins"));
    return byRank.unionByName(overall)
        .map(new StartPositionMath(), Encoders.row(START_POSITIONS));
  }

  /** Adds the Scharnagl number, White's score and its Wilson interval to a start position's counts. */
  static final class StartPositionMath implements MapFunction<Row, Row> {
    private static final long serialVersionUID = 1L;

    @Override
    public Row call(Row r) {
      String rank = r.getString(2);
      java.util.OptionalInt n = rank == null || rank.equals("*") ? java.util.OptionalInt.empty()
          : org.ludoteca.chess960.StartPositions.number(rank);
      long games = r.getLong(3);
      long w = r.getLong(4);
      long d = r.getLong(5);
      long b = r.getLong(6);
      double[] wilson = FirstMoverMath.wilsonOfScore(w + 0.5 * d, games);
      return RowFactory.create(r.get(0), r.get(1), rank, n.isPresent() ? n.getAsInt() : null, games, w, d, b,
          games == 0 ? null : (w + 0.5 * d) / games, wilson == null ? null : wilson[0],
          wilson == null ? null : wilson[1]);
    }
  }

  /**
   * Games by verdict ({@code verdict}), result mismatches by declared vs found result ({@code
   * mismatch}), and rejected records by the first clause of their reason ({@code rejected}; no
   * game or rules).
   */
  static Dataset<Row> validation(Dataset<Row> games, Dataset<Row> rejected) {
    return sorted(validationRows(games, rejected), VALIDATION, 4);
  }

  /** As {@link #validation}, in no particular order. */
  static Dataset<Row> validationRows(Dataset<Row> games, Dataset<Row> rejected) {
    Dataset<Row> verdicts = games.groupBy(col("game"), col("rules"), lit("verdict").as("category"),
        col("verdict").as("item")).agg(count(lit(1)).as("count"));
    Column found = when(col("winner").equalTo("white"), "1-0").when(col("winner").equalTo("black"), "0-1")
        .when(col("winner").equalTo("draw"), "1/2-1/2").otherwise("*");
    Dataset<Row> mismatches = games.filter(col("verdict").equalTo("RESULT_MISMATCH"))
        .groupBy(col("game"), col("rules"), lit("mismatch").as("category"),
            concat(lit("declared "), coalesce(col("declared_result"), lit("none")), lit(", rules find "), found)
                .as("item"))
        .agg(count(lit(1)).as("count"));
    Dataset<Row> reasons = rejected.groupBy(lit(null).cast(DataTypes.StringType).as("game"),
            lit(null).cast(DataTypes.StringType).as("rules"), lit("rejected").as("category"),
            trim(expr("substring_index(reason, ':', 1)")).as("item"))
        .agg(count(lit(1)).as("count"));
    return verdicts.unionByName(mismatches).unionByName(reasons)
        .select(cols(VALIDATION));
  }

  /** A statistic in its table's order: ascending, nulls first, on its first {@code keys} columns. */
  private static Dataset<Row> sorted(Dataset<Row> stat, StructType schema, int keys) {
    return stat.orderBy(order(schema, keys));
  }

  private static Column[] cols(StructType schema) {
    List<Column> out = new ArrayList<>();
    for (String f : schema.fieldNames()) {
      out.add(col(f));
    }
    return out.toArray(new Column[0]);
  }

  /** Ascending, nulls first, on the first {@code keys} columns: a total order on the table's key. */
  private static Column[] order(StructType schema, int keys) {
    Column[] out = new Column[keys];
    for (int i = 0; i < keys; i++) {
      out[i] = col(schema.fieldNames()[i]).asc_nulls_first();
    }
    return out;
  }

  /** Executor code: the score, Wilson interval and binomial p-value of one row of counts. */
  static final class FirstMoverMath implements MapFunction<Row, Row> {
    private static final long serialVersionUID = 1L;
    private static final double Z = 1.959963984540054;

    @Override
    public Row call(Row r) {
      long games = r.getLong(4);
      long w1 = r.getLong(5);
      long d = r.getLong(6);
      long w2 = r.getLong(7);
      long n = w1 + w2;
      Double score = games == 0 ? null : (w1 + 0.5 * d) / games;
      double[] wilson = wilson(w1, n);
      return RowFactory.create(r.get(0), r.get(1), r.get(2), r.get(3), games, w1, d, w2, score,
          wilson == null ? null : wilson[0], wilson == null ? null : wilson[1], n == 0 ? null : binomialP(w1, n));
    }

    /** The Wilson interval of a score (draws counting half) over {@code n} games, or null for none. */
    static double[] wilsonOfScore(double points, long n) {
      if (n == 0) {
        return null;
      }
      double p = points / n;
      double z2 = Z * Z;
      double denom = 1 + z2 / n;
      double center = (p + z2 / (2.0 * n)) / denom;
      double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
      return new double[] {Math.max(0, center - half), Math.min(1, center + half)};
    }

    /** The 95% Wilson score interval of {@code k} successes in {@code n} trials, or null for none. */
    static double[] wilson(long k, long n) {
      return wilsonOfScore(k, n);
    }

    /** The exact two-sided binomial p-value of {@code k} successes in {@code n} trials against 0.5. */
    static double binomialP(long k, long n) {
      long m = Math.min(k, n - k);
      // log P(X = i) = log C(n, i) - n log 2, summed for i <= m in log space.
      double logC = 0;
      double log2n = n * Math.log(2);
      double maxLog = Double.NEGATIVE_INFINITY;
      double[] logs = new double[(int) m + 1];
      for (long i = 0; i <= m; i++) {
        if (i > 0) {
          logC += Math.log(n - i + 1) - Math.log(i);
        }
        logs[(int) i] = logC - log2n;
        maxLog = Math.max(maxLog, logs[(int) i]);
      }
      double s = 0;
      for (double l : logs) {
        s += Math.exp(l - maxLog);
      }
      double tail = Math.exp(maxLog + Math.log(s));
      return Math.min(1.0, 2 * tail);
    }
  }
}
