package org.ludoteca.spark;

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
import java.util.TreeSet;
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
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.ludoteca.stats.Strata;
import org.ludoteca.spark.ingest.StatsPartials;
import org.ludoteca.spark.stats.TableSummaries;
import org.ludoteca.spark.table.Table;

/**
 * The statistics as Spark SQL computed them before they were computed in plain Java from the
 * tallies ({@link org.ludoteca.stats.CorpusStatistics}): kept here as an independent oracle that
 * the Java statistics must equal, row for row and bit for bit.
 */
final class SqlStatistics {
  private static final int OPENING_LAST_PLY = org.ludoteca.stats.CorpusStatistics.OPENING_LAST_PLY;
  private static final int MIDDLEGAME_LAST_PLY = org.ludoteca.stats.CorpusStatistics.MIDDLEGAME_LAST_PLY;

  private SqlStatistics() {}

  /**
   * The games' summary as the statistics read it: the columns of {@link #summary} (agents in a
   * {@code tags} map), and {@code n}, the number of games each row stands for.
   */
  static Dataset<Row> weighted(Dataset<Row> gameSummary) {
    return gameSummary.select(col("game"), col("rules"), col("verdict"), col("termination"), col("winner"),
        col("plies"), col("first_mover"), col("declared_result"),
        functions.map(lit("WhiteAgent"), col("white_agent"), lit("BlackAgent"), col("black_agent")).as("tags"),
        col("start_fen"), col("unreadable"), col("games").as("n"));
  }

  /** The weighted summary of raw {@code games} rows (one count per distinct summary). */
  static Dataset<Row> summary(Dataset<Row> games) {
    return weighted(gameSummaryRows(games));
  }

  /** A statistic's rows over every game: with the stratum columns {@code all} and null. */
  static Dataset<Row> unsplit(Dataset<Row> rows) {
    return rows.withColumn("stratum", lit("all")).withColumn("stratum_value", lit(null).cast(DataTypes.StringType));
  }

  /** The number of games of a group of the weighted summary: a non-null long, as {@code count} gives. */
  private static Column games() {
    return coalesce(sum("n"), lit(0L));
  }

  private static Dataset<Row> valid(Dataset<Row> games) {
    return games.filter(col("verdict").equalTo("VALID"));
  }

  /** As {@link #victoryTypes}, in no particular order, from the weighted summary ({@link #weighted}). */
  static Dataset<Row> victoryTypesRows(Dataset<Row> summary) {
    return valid(summary)
        .groupBy(col("game"), col("rules"), col("termination"), col("winner"))
        .agg(games().as("games"))
        .withColumn("share", col("games").divide(sum("games").over(Window.partitionBy("game", "rules"))))
        .select(cols(unstratified(Table.VICTORY_TYPES)));
  }

  /**
   * As {@link #captureMethods}, in no particular order, from the captures' summary ({@link
   * Tables#CAPTURE_SUMMARY}) and the games' weighted summary.
   */
  static Dataset<Row> captureMethodsRows(Dataset<Row> captureSummary, Dataset<Row> summary) {
    Dataset<Row> perRules = valid(summary).groupBy("game", "rules").agg(games().as("valid_games"));
    return captureSummary
        .groupBy("game", "rules", "method", "side", "captured_kind")
        .agg(coalesce(sum("captures"), lit(0L)).as("captures"), sum("opening").as("opening"),
            sum("middlegame").as("middlegame"), sum("endgame").as("endgame"))
        .withColumn("share", col("captures").divide(sum("captures").over(Window.partitionBy("game", "rules"))))
        .join(perRules, new String[] {"game", "rules"}, "left")
        .withColumn("per_game", col("captures").divide(col("valid_games")))
        .select(cols(unstratified(Table.CAPTURE_METHODS)));
  }

  /** As {@link #firstPlayerAdvantage}, in no particular order, from the weighted summary. */
  static Dataset<Row> firstPlayerAdvantageRows(Dataset<Row> games) {
    Column n = col("n");
    Column white = col("tags").getItem("WhiteAgent");
    Column black = col("tags").getItem("BlackAgent");
    Column firstIsWhite = col("first_mover").equalTo("white");
    Dataset<Row> ended = valid(games)
        .filter(col("winner").isin("white", "black", "draw").and(col("first_mover").isNotNull()))
        .select(col("game"), col("rules"),
            when(firstIsWhite, white).otherwise(black).as("agent1"),
            when(firstIsWhite, black).otherwise(white).as("agent2"),
            when(col("winner").equalTo(col("first_mover")), n).otherwise(0L).as("w1"),
            when(col("winner").equalTo("draw"), n).otherwise(0L).as("d"),
            when(col("winner").notEqual("draw").and(col("winner").notEqual(col("first_mover"))), n)
                .otherwise(0L).as("w2"),
            n);
    Dataset<Row> all = ended.withColumn("agent1", lit("*")).withColumn("agent2", lit("*"));
    Dataset<Row> byAgents = ended.filter(col("agent1").isNotNull().and(col("agent2").isNotNull()));
    return all.unionByName(byAgents)
        .groupBy(col("game"), col("rules"), col("agent1").as("first_agent"), col("agent2").as("second_agent"))
        .agg(games().as("games"), sum("w1").as("first_mover_wins"), sum("d").as("draws"),
            sum("w2").as("second_mover_wins"))
        .map(new FirstMoverMath(), Encoders.row(unstratified(Table.FIRST_PLAYER_ADVANTAGE)));
  }

  /**
   * As {@link #gameLength}, in no particular order, from the weighted summary. The same values as
   * over one row per game: the mean is the exact sum of plies (integers, exact in a double) over
   * the count, as {@code avg} computes it, and {@code percentile} takes the rows' counts as frequencies.
   */
  static Dataset<Row> gameLengthRows(Dataset<Row> games) {
    return valid(games)
        .groupBy(col("game"), col("rules"), col("termination"))
        .agg(games().as("games"),
            sum(col("plies").cast(DataTypes.DoubleType).multiply(col("n"))).divide(sum("n").cast(DataTypes.DoubleType))
                .as("mean"),
            min("plies").as("min"),
            expr("percentile(plies, 0.25, n)").as("p25"), expr("percentile(plies, 0.5, n)").as("median"),
            expr("percentile(plies, 0.75, n)").as("p75"), expr("percentile(plies, 0.9, n)").as("p90"),
            max("plies").as("max"))
        .select(cols(unstratified(Table.GAME_LENGTH)));
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
        .agg(games().as("games"))
        .select(cols(unstratified(Table.GAME_LENGTH_HISTOGRAM)));
  }

  /** As {@link #startPositions}, in no particular order. */
  static Dataset<Row> startPositionsRows(Dataset<Row> games) {
    Dataset<Row> ended = valid(games)
        .filter(col("game").isin("chess", "chess960").and(col("winner").isin("white", "black", "draw")))
        .withColumn("back_rank", expr("substring_index(substring_index(start_fen, ' ', 1), '/', -1)"))
        .withColumn("w", when(col("winner").equalTo("white"), col("n")).otherwise(0L))
        .withColumn("d", when(col("winner").equalTo("draw"), col("n")).otherwise(0L))
        .withColumn("b", when(col("winner").equalTo("black"), col("n")).otherwise(0L));
    Dataset<Row> byRank = ended.groupBy(col("game"), col("rules"), col("back_rank"))
        .agg(games().as("games"), sum("w").as("white_wins"), sum("d").as("draws"), sum("b").as("black_wins"));
    // Games of no start position (set up elsewhere, or none) are counted apart, not in the pooled row (issue 38).
    Dataset<Row> overall = ended.filter(col("back_rank").isNotNull()).groupBy(col("game"), col("rules"),
        lit("*").as("back_rank"))
        .agg(games().as("games"), sum("w").as("white_wins"), sum("d").as("draws"), sum("b").as("black_wins"));
    StructType counted = new StructType(java.util.Arrays.copyOf(unstratified(Table.START_POSITIONS).fields(), 11));
    Dataset<Row> rows = byRank.unionByName(overall).map(new StartPositionMath(), Encoders.row(counted));
    return withTests(rows, 1);
  }

  /**
   * The test columns of {@code start_positions} by Spark SQL: the pooled share joined from the
   * {@code *} row, the binomial p-value of each tested position (a UDF: its formula is checked
   * against R's values in BinomialTestsTest), Holm's and Benjamini–Hochberg's adjustments by window
   * functions over the positions tested of each game and rules.
   */
  static Dataset<Row> withTests(Dataset<Row> rows, long minGames) {
    Dataset<Row> pooled = rows.filter(col("back_rank").equalTo("*"))
        .select(col("game").as("pg"), col("rules").as("pr"),
            col("white_wins").divide(col("white_wins").plus(col("black_wins"))).as("share"));
    org.apache.spark.sql.expressions.UserDefinedFunction test = functions.udf(
        (org.apache.spark.sql.api.java.UDF3<Long, Long, Double, Double>) org.ludoteca.stats.BinomialTests::twoSided,
        DataTypes.DoubleType);
    Column decisive = col("white_wins").plus(col("black_wins"));
    Column isTested = col("back_rank").isNotNull().and(col("back_rank").notEqual("*")).and(decisive.geq(minGames));
    Dataset<Row> joined = rows.join(pooled, col("game").eqNullSafe(col("pg")).and(col("rules").eqNullSafe(col("pr"))),
        "left");
    Dataset<Row> tested = joined.filter(isTested).withColumn("p_value", test.apply(col("white_wins"), decisive,
        col("share")));
    org.apache.spark.sql.expressions.WindowSpec byP = Window.partitionBy("game", "rules").orderBy(col("p_value"));
    Column m = count(lit(1)).over(Window.partitionBy("game", "rules"));
    Column i = functions.row_number().over(byP);
    tested = tested.withColumn("m", m).withColumn("i", i)
        .withColumn("p_holm", functions.least(lit(1.0), functions.max(col("m").minus(col("i")).plus(1)
            .multiply(col("p_value"))).over(byP.rowsBetween(Window.unboundedPreceding(), Window.currentRow()))))
        .withColumn("q_bh", functions.least(lit(1.0), functions.min(col("m").divide(col("i")).multiply(col("p_value")))
            .over(byP.rowsBetween(Window.currentRow(), Window.unboundedFollowing()))))
        .withColumn("significant", col("q_bh").lt(0.05));
    Dataset<Row> untested = joined.filter(functions.not(functions.coalesce(isTested, lit(false))))
        .withColumn("p_value", lit(null).cast(DataTypes.DoubleType))
        .withColumn("p_holm", lit(null).cast(DataTypes.DoubleType))
        .withColumn("q_bh", lit(null).cast(DataTypes.DoubleType))
        .withColumn("significant", lit(null).cast(DataTypes.BooleanType));
    // Black's number: the same as White's for the corpora compared here (no Double Chess960 start).
    tested = tested.withColumn("black_start_position", col("start_position"));
    untested = untested.withColumn("black_start_position", col("start_position"));
    return tested.select(cols(unstratified(Table.START_POSITIONS))).unionByName(untested.select(cols(unstratified(Table.START_POSITIONS))));
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
      double[] wilson = org.ludoteca.stats.Proportions.wilsonOfScore(w + 0.5 * d, games);
      return RowFactory.create(r.get(0), r.get(1), rank, n.isPresent() ? n.getAsInt() : null, games, w, d, b,
          games == 0 ? null : (w + 0.5 * d) / games, wilson == null ? null : wilson[0],
          wilson == null ? null : wilson[1]);
    }
  }

  /**
   * {@code outcome_metrics} by Spark SQL from the weighted summary, in no particular order: a second
   * way to {@link org.ludoteca.stats.OutcomeMetrics} (the standard deviation from the sum of
   * squares, so equal to it within rounding, not bit for bit).
   */
  static Dataset<Row> outcomeMetricsRows(Dataset<Row> games) {
    Column n = col("n");
    Column white = col("tags").getItem("WhiteAgent");
    Column black = col("tags").getItem("BlackAgent");
    Column firstIsWhite = col("first_mover").equalTo("white");
    Column winner = col("winner");
    Dataset<Row> valid = valid(games).filter(col("first_mover").isNotNull())
        .select(col("game"), col("rules"),
            when(firstIsWhite, white).otherwise(black).as("agent1"),
            when(firstIsWhite, black).otherwise(white).as("agent2"),
            when(winner.equalTo(col("first_mover")), n).otherwise(0L).as("w1"),
            when(winner.isin("white", "black").and(winner.notEqual(col("first_mover"))), n).otherwise(0L).as("w2"),
            when(winner.equalTo("draw"), n).otherwise(0L).as("d"),
            when(winner.isNull(), n).otherwise(0L).as("u"),
            col("plies").cast(DataTypes.DoubleType).as("p"), n);
    Dataset<Row> all = valid.withColumn("agent1", lit("*")).withColumn("agent2", lit("*"));
    Dataset<Row> byAgents = valid.filter(col("agent1").isNotNull().and(col("agent2").isNotNull()));
    Column total = sum("n").cast(DataTypes.DoubleType);
    Column shared = sum("d").plus(sum("u")).multiply(0.5);
    Column rate1 = sum("w1").plus(shared).divide(total);
    Column rate2 = sum("w2").plus(shared).divide(total);
    Column mean = sum(col("p").multiply(n)).divide(total);
    return all.unionByName(byAgents)
        .groupBy(col("game"), col("rules"), col("agent1").as("first_agent"), col("agent2").as("second_agent"))
        .agg(games().as("games"), sum("w1").plus(sum("w2")).divide(total).as("completion"),
            sum("d").divide(total).as("drawishness"), sum("u").divide(total).as("timeouts"),
            rate1.as("advantage_p1"), lit(1).minus(functions.abs(rate1.minus(rate2))).as("balance"),
            mean.as("duration_plies_mean"),
            functions.sqrt(functions.greatest(lit(0.0),
                sum(col("p").multiply(col("p")).multiply(n)).divide(total).minus(mean.multiply(mean))))
                .as("duration_plies_sd"),
            lit(null).cast(DataTypes.DoubleType).as("branching_factor"),
            lit(null).cast(DataTypes.DoubleType).as("decision_moves"))
        .select(cols(unstratified(Table.OUTCOME_METRICS)));
  }

  /** As {@link #validation}, in no particular order. */
  static Dataset<Row> validationRows(Dataset<Row> games, Dataset<Row> rejected) {
    Dataset<Row> verdicts = games.groupBy(col("game"), col("rules"), lit("verdict").as("category"),
        col("verdict").as("item")).agg(games().as("count"));
    Column found = when(col("winner").equalTo("white"), "1-0").when(col("winner").equalTo("black"), "0-1")
        .when(col("winner").equalTo("draw"), "1/2-1/2").otherwise("*");
    Dataset<Row> mismatches = games.filter(col("verdict").equalTo("RESULT_MISMATCH"))
        .groupBy(col("game"), col("rules"), lit("mismatch").as("category"),
            concat(lit("declared "), coalesce(col("declared_result"), lit("none")), lit(", rules find "), found)
                .as("item"))
        .agg(games().as("count"));
    Dataset<Row> reasons = rejected.groupBy(lit(null).cast(DataTypes.StringType).as("game"),
            lit(null).cast(DataTypes.StringType).as("rules"), lit("rejected").as("category"),
            trim(expr("substring_index(reason, ':', 1)")).as("item"))
        .agg(count(lit(1)).as("count"));
    Dataset<Row> unreadable = games.filter(col("verdict").equalTo("UNREADABLE").and(col("unreadable").isNotNull()))
        .groupBy(col("game"), col("rules"), lit("unreadable").as("category"), col("unreadable").as("item"))
        .agg(games().as("count"));
    return verdicts.unionByName(mismatches).unionByName(unreadable).unionByName(reasons)
        .select(cols(unstratified(Table.VALIDATION)));
  }

  /**
   * The summary tables as Spark SQL computes them from {@code games} and {@code captures}: the
   * oracle of {@link TableSummaries} and of the ingest's {@link StatsPartials}.
   */
  /**
   * The rows of {@link Table#GAME_SUMMARY} (but {@code ingest_run}'s place) that {@code games}
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
        when(col("game").isin("chess", "chess960"), col("start_fen")).as("start_fen"),
        when(col("verdict").equalTo("UNREADABLE"),
            functions.trim(functions.substring_index(col("error"), ":", 1))).as("unreadable"),
        col("game"), col("rules"), col("ingest_run")));
    keys.addAll(List.of(strataColumns(tagStrata)));
    return games.groupBy(keys.toArray(new Column[0]))
        .agg(count(lit(1)).as("games"), lit(null).cast(DataTypes.LongType).as("legal_moves"),
            lit(null).cast(DataTypes.LongType).as("move_positions"),
            lit(null).cast(DataTypes.LongType).as("decision_plies"))
        .select(withTagColumns(Table.GAME_SUMMARY.schema(), tagStrata));
  }

  /**
   * The rows of {@link Table#CAPTURE_SUMMARY} that {@code captures} gives, as the ingest writes
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
        .select(withTagColumns(Table.CAPTURE_SUMMARY.schema(), tagStrata));
  }


  /** The column of a summary row holding the value of tag stratum number {@code i}. */
  private static String tagColumn(int i) {
    return TableSummaries.TAG_COLUMN + i;
  }

  /** As the ingest's {@code Agents.isBot}: a title tag of {@code BOT}, any case, surrounding spaces ignored. */
  private static Column isBot(Column title) {
    return org.apache.spark.sql.functions.coalesce(
        org.apache.spark.sql.functions.upper(org.apache.spark.sql.functions.trim(title)).equalTo("BOT"), lit(false));
  }

  /** As the ingest's {@code Agents.white}: the agent tag, else {@code bot}/{@code human} in a game with a bot. */
  private static Column agent(Column agentTag, Column bot, Column otherBot) {
    return org.apache.spark.sql.functions.coalesce(agentTag,
        when(bot, lit("bot")).when(otherBot, lit("human")));
  }

  /** A statistics table's columns without its stratum columns (the last two), as a statistic computes them. */
  static StructType unstratified(Table table) {
    return new StructType(java.util.Arrays.copyOf(table.schema().fields(), table.schema().fields().length - 2));
  }

  /**
   * The columns of {@code schema}; White's edge in rating points (issue 39), which is not computed
   * from the summaries, null, as the Java rows have it ({@code StatsJob.rows}).
   */
  private static Column[] cols(StructType schema) {
    List<Column> out = new ArrayList<>();
    for (org.apache.spark.sql.types.StructField f : schema.fields()) {
      out.add(f.name().startsWith("elo_") || f.name().equals("rated_games") || f.name().equals("unrated_games")
          ? lit(null).cast(f.dataType()).as(f.name()) : col(f.name()));
    }
    return out.toArray(new Column[0]);
  }

  /** Executor code: the score, Wilson interval and binomial p-value of one row of counts. */
  static final class FirstMoverMath implements MapFunction<Row, Row> {
    private static final long serialVersionUID = 1L;

    @Override
    public Row call(Row r) {
      long games = r.getLong(4);
      long w1 = r.getLong(5);
      long d = r.getLong(6);
      long w2 = r.getLong(7);
      long n = w1 + w2;
      Double score = games == 0 ? null : (w1 + 0.5 * d) / games;
      double[] wilson = org.ludoteca.stats.Proportions.wilson(w1, n);
      // The score interval's formula is checked a second way (per-game scores) in ScoreIntervalTest.
      double[] interval = org.ludoteca.stats.Proportions.scoreInterval(w1, d, w2);
      return RowFactory.create(r.get(0), r.get(1), r.get(2), r.get(3), games, w1, d, w2, score,
          wilson == null ? null : wilson[0], wilson == null ? null : wilson[1], n == 0 ? null : org.ludoteca.stats.Proportions.binomialP(w1, n),
          interval == null ? null : interval[0], interval == null ? null : interval[1],
          // White's edge in rating points (issue 39) is not computed from the summaries: null, as the Java rows'
          null, null, null, null, null);
    }
  }
}
