package org.ludoteca.spark.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.spark.parquet.ValueRowFileWriter;

/**
 * Every table of the pipeline, each defined once: its name, its schema (column for column as in
 * {@code data/FORMAT.md} section 9), its partition columns, the columns its rows are sorted on and
 * its Parquet writer options. The ingest, the statistics, the readers, the CSV reports and the
 * tests all take a table's definition from here.
 *
 * <p>The ingest's tables ({@link #ingested}) live in {@code DIR/NAME}, partitioned by {@code
 * ingest_run} (and game and rule set first, but {@code rejected}); their rows are in no particular
 * order. The statistics tables ({@link #statistics}) live in {@code DIR/stats/NAME}, one file, not
 * partitioned, their rows sorted on their key columns, then {@code stratum} and {@code
 * stratum_value} (the last two columns of each).
 */
public enum Table {
  /** One row per record read as a game. */
  GAMES("games", games(), Layout.BY_GAME, 0, Options.GAMES),
  /** One row per capture event of a game. */
  CAPTURES("captures", captures(), Layout.BY_GAME, 0, Options.CAPTURES),
  /** One row per record the reader rejected, or file it could not read. */
  REJECTED("rejected", rejected(), Layout.BY_RUN, 0, Options.REJECTED),
  /**
   * Written when asked ({@code --positions}): one row per position of every game played, ply 0
   * the start. {@code position} is the game's compact code (data/FORMAT.md section 10) and {@code
   * fen} null; for a game without a compact code, {@code position} is null and {@code fen} the
   * position in the game's notation.
   */
  POSITIONS("positions", positions(), Layout.BY_GAME, 0, Options.POSITIONS),
  /**
   * The columns of {@code games} the statistics read, one row per distinct combination of them in
   * one ingest task, with the number of games that have it. Written by the ingest beside {@code
   * games} so that the statistics need not read {@code games} back. {@code white_agent}/{@code
   * black_agent} are the {@code WhiteAgent}/{@code BlackAgent} tags; {@code start_fen} is kept for
   * chess and Chess960 games only (null otherwise).
   */
  GAME_SUMMARY("game_summary", gameSummary(), Layout.BY_GAME, 0, Options.GAME_SUMMARY),
  /**
   * The captures of VALID games counted by method, capturing side and captured kind in one ingest
   * task, in all and by game phase (the ply buckets of {@code capture_methods}). Written by the
   * ingest beside {@code captures}.
   */
  CAPTURE_SUMMARY("capture_summary", captureSummary(), Layout.BY_GAME, 0, Options.CAPTURE_SUMMARY),
  /**
   * Written when asked ({@code --rejudge R1,R2}): one row per game and rule set it was replayed
   * under again (every named rule set its game knows, but the one it was replayed under): what the
   * applied rules make of the same start and moves. {@code rules} (a partition column) is the rule
   * set the game was recorded and first replayed under.
   */
  REJUDGED("rejudged", rejudged(), Layout.BY_GAME, 0, Options.REJUDGED),
  /**
   * For each victory type (termination and winner) of the {@code VALID} games of one ingest task,
   * the games counted and the shortest of them (fewest plies, then first by source and offset):
   * what {@code reports/shortest_games.csv} is made of without reading {@code games} back. Written
   * by the ingest beside {@code games}.
   */
  SHORTEST_SUMMARY("shortest_summary", shortestSummary(), Layout.BY_GAME, 0, Options.SHORTEST_SUMMARY),
  /**
   * One row per row of {@code games}: the game's identity ({@code duplicates}, data/FORMAT.md
   * section 9) and where the game is ({@code source}, {@code offset}: a join to {@code games}).
   * Written by the ingest beside {@code games}, so that {@code duplicates} groups this short
   * column instead of reading every game's tags and moves back.
   */
  IDENTITIES("identities", identities(), Layout.BY_GAME, 0, Options.NONE),
  /**
   * One row per file slice whose reader skipped lines between records (issue 38: {@code ;}
   * comments, {@code %} escape lines, other text before a tag section; {@code record.SkippedLines}),
   * with the counts by kind; the rows of one file add up to its lines skipped. Not records: the
   * reconciliation does not count them. Absent in runs ingested before it (read as none skipped).
   */
  SKIPPED_LINES("skipped_lines", skippedLines(), Layout.BY_RUN, 0, Options.NONE),
  /**
   * What issue 39's statistics ({@code openings}, {@code clock_usage}, {@code accuracy} and White's
   * edge in rating points) need of the games of one ingest task, counted while it replays them: a
   * row per {@code part} and key (an opening, a rating difference at a start position, a clock's
   * centisecond value, a cell of players) with its counts, the other parts' columns null; and a
   * {@code games} row per partition and strata (every run with games has one). Written by the
   * ingest beside {@code games}, so that the statistics need not read {@code games} back.
   */
  RESEARCH_SUMMARY("research_summary", researchSummary(), Layout.BY_GAME, 0, Options.RESEARCH_SUMMARY),

  // The statistics, in the order they are computed and reported; the number is their key columns.
  VICTORY_TYPES("victory_types", stratified(victoryTypes()), Layout.STATISTIC, 4, Options.NONE),
  CAPTURE_METHODS("capture_methods", stratified(captureMethods()), Layout.STATISTIC, 5, Options.NONE),
  FIRST_PLAYER_ADVANTAGE("first_player_advantage", stratified(firstPlayerAdvantage()), Layout.STATISTIC, 4,
      Options.NONE),
  GAME_LENGTH("game_length", stratified(gameLength()), Layout.STATISTIC, 3, Options.NONE),
  GAME_LENGTH_HISTOGRAM("game_length_histogram", stratified(gameLengthHistogram()), Layout.STATISTIC, 4,
      Options.NONE),
  START_POSITIONS("start_positions", stratified(startPositions()), Layout.STATISTIC, 3, Options.NONE),
  VALIDATION("validation", stratified(validation()), Layout.STATISTIC, 4, Options.NONE),
  OUTCOME_METRICS("outcome_metrics", stratified(outcomeMetrics()), Layout.STATISTIC, 4, Options.NONE),
  RULE_SENSITIVITY("rule_sensitivity", stratified(ruleSensitivity()), Layout.STATISTIC, 3, Options.NONE),
  DUPLICATES("duplicates", stratified(duplicates()), Layout.STATISTIC, 3, Options.NONE),
  // Issue 39's, from the typed columns of games (empty when games lacks them: data/format/09-statistics.md).
  OPENINGS("openings", stratified(openings()), Layout.STATISTIC, 4, Options.NONE),
  CLOCK_USAGE("clock_usage", stratified(clockUsage()), Layout.STATISTIC, 5, Options.NONE),
  ACCURACY("accuracy", stratified(accuracy()), Layout.STATISTIC, 5, Options.NONE);

  /** Where a table's files are and how they are partitioned. */
  private enum Layout {
    /** {@code DIR/NAME/game=G/rules=R/ingest_run=RUN/}. */
    BY_GAME("game", "rules", "ingest_run"),
    /** {@code DIR/NAME/ingest_run=RUN/}. */
    BY_RUN("ingest_run"),
    /** {@code DIR/stats/NAME/}, not partitioned. */
    STATISTIC();

    final List<String> partitions;

    Layout(String... partitions) {
      this.partitions = List.of(partitions);
    }
  }

  /**
   * Columns several tables share, defined once. A nested class, so that they exist before the
   * constants above are built (an enum's own static fields are set after its constants).
   */
  private static final class Columns {
    /** The partition columns, added last to each ingested table's columns by its layout. */
    static final Map<String, org.apache.spark.sql.types.StructField> PARTITIONS = Map.of(
        "game", DataTypes.createStructField("game", DataTypes.StringType, true),
        "rules", DataTypes.createStructField("rules", DataTypes.StringType, true),
        "ingest_run", DataTypes.createStructField("ingest_run", DataTypes.StringType, false));

    /**
     * The strata columns of the two summary tables, in order: the games' time control class,
     * rating band and month ({@link org.ludoteca.stats.Strata}).
     */
    static StructType withStrata(StructType t) {
      return t.add("time_control", DataTypes.StringType, true)
          .add("rating", DataTypes.StringType, true)
          .add("month", DataTypes.StringType, true);
    }
  }

  /**
   * Parquet writer options of the tables. The ingest's own writer ({@link ValueRowFileWriter})
   * reads the codec, the page, row group and dictionary page sizes, which string leaves are
   * dictionary-encoded: the few-valued ones declared here ({@code parquet.enable.dictionary#PATH},
   * PATH a leaf's dotted path); every other leaf is PLAIN (most of the ingest's strings are
   * distinct); and which leaves carry min/max statistics ({@code
   * parquet.column.statistics.enabled#PATH}): the columns users filter on (issue 37), so that
   * DuckDB, Spark and Trino skip row groups; the others have none. The statistics tables are
   * written by Spark's own writer (statistics on every column) and have none of these options.
   */
  private static final class Options {
    static final Map<String, String> NONE = Map.of();
    /**
     * The capture's constants, the attackers' squares and pieces. Not {@code game_id} (nor {@code
     * positions.game_id}): a new value per game, so a dictionary entry per game and the dictionary
     * full (1 MiB) after about 15,000 games; measured slower than PLAIN, whose copy of the row
     * before's identical value is already cheap.
     */
    static final Map<String, String> CAPTURES = options(
        List.of("side", "method", "captured", "captured_kind", "scope", "square", "attackers.list.element",
            "attacker_pieces.list.element"),
        List.of("ply", "side", "method", "captured_kind", "captured_value"));
    /**
     * A file's path, the verdict and outcome columns, and the tag names: the reader gives a file's
     * names as one String each ({@code TagNames}), known by identity (they were fresh Strings
     * each until issue 23's fourth round, compared by equality: then slower than PLAIN). Statistics
     * on the verdict, outcome and length, the ratings, date, time control and opening: the typed
     * columns of issue 39 are declared here before they exist on every branch (a declared leaf the
     * schema lacks is never asked for).
     */
    static final Map<String, String> GAMES = options(
        List.of("source", "verdict", "winner", "termination", "first_mover", "declared_result",
            "declared_termination", "bot", "tags.key_value.key", "declared_ending", "start_kind", "eco", "opening"),
        List.of("offset", "verdict", "error_ply", "plies", "winner", "termination", "first_mover", "declared_result",
            "declared_termination", "bot", "declared_ending", "start_kind", "white_elo", "black_elo", "date",
            "time_control_base", "time_control_increment", "eco"));
    static final Map<String, String> REJECTED = options(List.of(), List.of("offset", "reason"));
    static final Map<String, String> POSITIONS = options(List.of(), List.of("ply"));
    static final Map<String, String> GAME_SUMMARY = options(List.of(),
        List.of("verdict", "termination", "winner", "plies", "first_mover", "declared_result", "unreadable",
            "time_control", "rating", "month"));
    static final Map<String, String> CAPTURE_SUMMARY = options(List.of(),
        List.of("method", "side", "captured_kind", "time_control", "rating", "month"));
    static final Map<String, String> REJUDGED = options(List.of(),
        List.of("rules_applied", "verdict", "first_difference", "winner", "termination", "end_ply",
            "recorded_verdict", "recorded_plies"));
    static final Map<String, String> SHORTEST_SUMMARY = options(List.of(), List.of("termination", "winner", "plies"));
    static final Map<String, String> RESEARCH_SUMMARY = options(List.of("part", "time_control_class", "rating_band",
        "phase", "result"), List.of());

    /** The options declaring {@code dictionary} leaves dictionary-encoded and {@code statistics} leaves' min/max. */
    private static Map<String, String> options(List<String> dictionary, List<String> statistics) {
      Map<String, String> options = new java.util.LinkedHashMap<>();
      for (String leaf : dictionary) {
        options.put("parquet.enable.dictionary#" + leaf, "true");
      }
      for (String leaf : statistics) {
        options.put("parquet.column.statistics.enabled#" + leaf, "true");
      }
      return Map.copyOf(options);
    }
  }

  private final String tableName;
  private final StructType schema;
  private final Layout layout;
  private final List<String> sortKeys;
  private final Map<String, String> writerOptions;
  /** Each column's index in the schema, by name. */
  private final Map<String, Integer> columnIndices;

  /** {@code columns}: the table's columns but its partition columns, which its layout adds last. */
  Table(String tableName, StructType columns, Layout layout, int keyColumns, Map<String, String> writerOptions) {
    this.tableName = tableName;
    StructType schema = columns;
    for (String partition : layout.partitions) {
      schema = schema.add(Columns.PARTITIONS.get(partition));
    }
    this.schema = schema;
    this.layout = layout;
    List<String> keys = new ArrayList<>(Arrays.asList(schema.fieldNames()).subList(0, keyColumns));
    if (layout == Layout.STATISTIC) {
      keys.add("stratum");
      keys.add("stratum_value");
    }
    this.sortKeys = List.copyOf(keys);
    this.writerOptions = writerOptions;
    Map<String, Integer> indices = new java.util.HashMap<>();
    String[] names = schema.fieldNames();
    for (int i = 0; i < names.length; i++) {
      indices.put(names[i], i);
    }
    this.columnIndices = indices;
  }

  /** An empty row of the table, to set by column name ({@link Row}). */
  public Row row() {
    return new Row(this);
  }

  /**
   * The index of column {@code column} in the schema (and in a row's values).
   *
   * @throws IllegalArgumentException if the table has no such column
   */
  public int columnIndex(String column) {
    Integer i = columnIndices.get(column);
    if (i == null) {
      throw new IllegalArgumentException(tableName + " has no column " + column);
    }
    return i;
  }

  /**
   * Column {@code column} of this table, its index found once: a row set per game names its
   * columns by these ({@link Row#set(Column, Object)}), with no name looked up per game.
   *
   * @throws IllegalArgumentException if the table has no such column
   */
  public Column column(String column) {
    return new Column(this, column, columnIndex(column));
  }

  /**
   * A column of a table with its index in the table's rows ({@link #column}): {@code name} is column
   * {@code index} of {@code table}.
   */
  public record Column(Table table, String name, int index) {
    /** @throws IllegalArgumentException if {@code table}'s column {@code index} is not {@code name} */
    public Column {
      if (table.columnIndex(name) != index) {
        throw new IllegalArgumentException(table.tableName() + "." + name + " is column " + table.columnIndex(name)
            + ", not " + index);
      }
    }

    @Override
    public String toString() {
      return table.tableName() + "." + name;
    }
  }

  /** The table's name: its directory's, its CSV report's ({@code NAME.csv}) for a statistic. */
  public String tableName() {
    return tableName;
  }

  /** The table's columns, partition columns included. */
  public StructType schema() {
    return schema;
  }

  /** The partition columns, outermost first; none for a statistic. */
  public List<String> partitionColumns() {
    return layout.partitions;
  }

  /** The columns the rows are sorted on, in order of precedence; none for the ingest's tables (no order). */
  public List<String> sortKeys() {
    return sortKeys;
  }

  /**
   * Parquet writer options: the dictionary-encoded leaves ({@code parquet.enable.dictionary#PATH})
   * and the leaves with min/max statistics ({@code parquet.column.statistics.enabled#PATH}), if any.
   */
  public Map<String, String> writerOptions() {
    return writerOptions;
  }

  /** Whether this is a statistics table ({@code DIR/stats/NAME}). */
  public boolean isStatistic() {
    return layout == Layout.STATISTIC;
  }

  /**
   * The glob of the table's {@code ingest_run} partition directories relative to its directory:
   * a {@code *} level per partition column before {@code ingest_run}, then {@code ingest_run=*}.
   */
  public String runPartitionsGlob() {
    return "*/".repeat(layout.partitions.size() - 1) + "ingest_run=*";
  }

  /** The tables the ingest writes, in the order they are defined. */
  public static List<Table> ingested() {
    return Arrays.stream(values()).filter(t -> !t.isStatistic()).toList();
  }

  /** The statistics tables, in the order they are computed and reported. */
  public static List<Table> statistics() {
    return Arrays.stream(values()).filter(Table::isStatistic).toList();
  }

  /**
   * The table named {@code name}.
   *
   * @throws IllegalArgumentException if there is none
   */
  public static Table named(String name) {
    for (Table t : values()) {
      if (t.tableName.equals(name)) {
        return t;
      }
    }
    throw new IllegalArgumentException("no table " + name);
  }

  private static ArrayType strings() {
    return DataTypes.createArrayType(DataTypes.StringType, false);
  }

  private static ArrayType ints() {
    return DataTypes.createArrayType(DataTypes.IntegerType, false);
  }

  private static ArrayType nullableInts() {
    return DataTypes.createArrayType(DataTypes.IntegerType, true);
  }

  private static MapType tags() {
    return DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, false);
  }

  private static StructType games() {
    return new StructType()
        .add("game_id", DataTypes.StringType, false)
        .add("source", DataTypes.StringType, false)
        .add("offset", DataTypes.LongType, false)
        .add("tags", tags(), false)
        .add("start_fen", DataTypes.StringType, true)
        .add("moves", strings(), false)
        .add("declared_result", DataTypes.StringType, true)
        .add("declared_termination", DataTypes.StringType, true)
        .add("verdict", DataTypes.StringType, false)
        .add("error_ply", DataTypes.IntegerType, false)
        .add("error", DataTypes.StringType, true)
        .add("plies", DataTypes.IntegerType, false)
        .add("winner", DataTypes.StringType, true)
        .add("termination", DataTypes.StringType, true)
        .add("final_fen", DataTypes.StringType, true)
        .add("first_mover", DataTypes.StringType, true)
        // Added for the lichess dumps: null in runs ingested before them (data/FORMAT.md section 9).
        .add("clocks", nullableInts(), true)
        .add("evals", nullableInts(), true)
        .add("bot", DataTypes.StringType, true)
        // Added for speed (issue 23): the moves as one string, written instead of `moves` when
        // they join and split back unchanged (Movetext); null in runs ingested before it.
        .add("movetext", DataTypes.StringType, true)
        // Added for issues 38 and 39: typed columns researchers filter on without a cast
        // (data/format/09-tables.md); null in runs ingested before them.
        .add("declared_ending", DataTypes.StringType, true)
        .add("start_kind", DataTypes.StringType, true)
        .add("white_elo", DataTypes.IntegerType, true)
        .add("black_elo", DataTypes.IntegerType, true)
        .add("date", DataTypes.DateType, true)
        .add("time_control_base", DataTypes.IntegerType, true)
        .add("time_control_increment", DataTypes.IntegerType, true)
        .add("eco", DataTypes.StringType, true)
        .add("opening", DataTypes.StringType, true)
        .add("uci", DataTypes.StringType, true)
        .add("move_seconds", DataTypes.createArrayType(DataTypes.DoubleType, true), true)
        .add("accuracy_white", DataTypes.DoubleType, true)
        .add("accuracy_black", DataTypes.DoubleType, true)
        .add("acpl_white", DataTypes.DoubleType, true)
        .add("acpl_black", DataTypes.DoubleType, true);
  }

  private static StructType captures() {
    return new StructType()
        .add("game_id", DataTypes.StringType, false)
        .add("ply", DataTypes.IntegerType, false)
        .add("side", DataTypes.StringType, false)
        .add("method", DataTypes.StringType, false)
        .add("captured", DataTypes.StringType, false)
        .add("captured_kind", DataTypes.StringType, true)
        .add("captured_value", DataTypes.IntegerType, true)
        .add("scope", DataTypes.StringType, false)
        .add("square", DataTypes.StringType, false)
        .add("attackers", strings(), false)
        .add("attacker_values", ints(), false)
        // Added after the first release: null in runs ingested before it.
        .add("attacker_pieces", strings(), true);
  }

  private static StructType rejected() {
    return new StructType()
        .add("source", DataTypes.StringType, false)
        .add("offset", DataTypes.LongType, false)
        .add("reason", DataTypes.StringType, false)
        .add("line", DataTypes.LongType, true)
        .add("column", DataTypes.IntegerType, true)
        .add("raw", DataTypes.StringType, false);
  }

  private static StructType skippedLines() {
    return new StructType()
        .add("source", DataTypes.StringType, false)
        .add("comments", DataTypes.LongType, false)
        .add("escapes", DataTypes.LongType, false)
        .add("other", DataTypes.LongType, false);
  }

  private static StructType positions() {
    return new StructType()
        .add("game_id", DataTypes.StringType, false)
        .add("ply", DataTypes.IntegerType, false)
        .add("position", DataTypes.BinaryType, true)
        .add("fen", DataTypes.StringType, true);
  }

  // The strata columns (--by) come last but the partitions': the games' time control class, rating
  // band and month, added later (null in runs ingested before them).
  private static StructType gameSummary() {
    return Columns.withStrata(new StructType()
        .add("verdict", DataTypes.StringType, false)
        .add("termination", DataTypes.StringType, true)
        .add("winner", DataTypes.StringType, true)
        .add("plies", DataTypes.IntegerType, false)
        .add("first_mover", DataTypes.StringType, true)
        .add("declared_result", DataTypes.StringType, true)
        .add("white_agent", DataTypes.StringType, true)
        .add("black_agent", DataTypes.StringType, true)
        .add("start_fen", DataTypes.StringType, true)
        // Added later: null in runs ingested before it.
        .add("unreadable", DataTypes.StringType, true)
        .add("games", DataTypes.LongType, false)
        // Added for outcome_metrics' branching columns: sums over the row's games, null unless the
        // ingest counted legal moves (--branching); null in runs ingested before.
        .add("legal_moves", DataTypes.LongType, true)
        .add("move_positions", DataTypes.LongType, true)
        .add("decision_plies", DataTypes.LongType, true));
  }

  // The strata columns last but the partitions', as in game_summary.
  private static StructType captureSummary() {
    return Columns.withStrata(new StructType()
        .add("method", DataTypes.StringType, false)
        .add("side", DataTypes.StringType, false)
        .add("captured_kind", DataTypes.StringType, true)
        .add("captures", DataTypes.LongType, false)
        .add("opening", DataTypes.LongType, false)
        .add("middlegame", DataTypes.LongType, false)
        .add("endgame", DataTypes.LongType, false));
  }

  private static StructType rejudged() {
    return new StructType()
        .add("game_id", DataTypes.StringType, false)
        .add("rules_applied", DataTypes.StringType, false)
        .add("verdict", DataTypes.StringType, false)
        .add("first_difference", DataTypes.IntegerType, true)
        .add("winner", DataTypes.StringType, true)
        .add("termination", DataTypes.StringType, true)
        .add("end_ply", DataTypes.IntegerType, true)
        .add("recorded_verdict", DataTypes.StringType, false)
        .add("recorded_winner", DataTypes.StringType, true)
        .add("recorded_plies", DataTypes.IntegerType, false);
  }

  private static StructType identities() {
    return new StructType()
        .add("identity", DataTypes.StringType, false)
        .add("source", DataTypes.StringType, false)
        .add("offset", DataTypes.LongType, false);
  }

  private static StructType shortestSummary() {
    return new StructType()
        .add("termination", DataTypes.StringType, true)
        .add("winner", DataTypes.StringType, true)
        .add("games", DataTypes.LongType, false)
        .add("plies", DataTypes.IntegerType, false)
        .add("game_id", DataTypes.StringType, false)
        .add("source", DataTypes.StringType, false)
        .add("offset", DataTypes.LongType, false)
        .add("start_fen", DataTypes.StringType, true)
        .add("final_fen", DataTypes.StringType, true)
        // The game's record as read, for its page (null in runs ingested before: data/format/09-statistics.md).
        .add("record_format", DataTypes.StringType, true)
        .add("record_text", DataTypes.StringType, true)
        .add("record_warnings", DataTypes.StringType, true);
  }

  // The strata columns last but the partitions', as in game_summary; each part's columns null in the others' rows.
  private static StructType researchSummary() {
    return Columns.withStrata(new StructType()
        .add("part", DataTypes.StringType, false)
        // the keys: opening; start position and rating difference; clocks' and accuracy's cells
        .add("eco", DataTypes.StringType, true)
        .add("opening", DataTypes.StringType, true)
        .add("start_position", DataTypes.StringType, true)
        .add("elo_difference", DataTypes.IntegerType, true)
        .add("time_control_class", DataTypes.StringType, true)
        .add("rating_band", DataTypes.StringType, true)
        .add("phase", DataTypes.StringType, true)
        .add("centiseconds", DataTypes.LongType, true)
        .add("result", DataTypes.StringType, true)
        // the counts
        .add("games", DataTypes.LongType, true)
        .add("white_wins", DataTypes.LongType, true)
        .add("draws", DataTypes.LongType, true)
        .add("black_wins", DataTypes.LongType, true)
        .add("plies", DataTypes.LongType, true)
        .add("first_mover_wins", DataTypes.LongType, true)
        .add("second_mover_wins", DataTypes.LongType, true)
        .add("moves", DataTypes.LongType, true)
        .add("players", DataTypes.LongType, true)
        .add("lost_on_time", DataTypes.LongType, true)
        .add("low_clock", DataTypes.LongType, true)
        .add("low_clock_scored", DataTypes.LongType, true)
        .add("low_clock_half_points", DataTypes.LongType, true)
        .add("other_scored", DataTypes.LongType, true)
        .add("other_half_points", DataTypes.LongType, true)
        .add("accuracy", DataTypes.LongType, true)
        .add("accuracy_squares", DataTypes.LongType, true)
        .add("acpl", DataTypes.LongType, true)
        .add("acpl_squares", DataTypes.LongType, true));
  }

  /** Every statistics table ends with these: the stratum of its rows ({@code all} when unsplit) and its value. */
  private static StructType stratified(StructType t) {
    return t.add("stratum", DataTypes.StringType, false).add("stratum_value", DataTypes.StringType);
  }

  private static StructType victoryTypes() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("termination", DataTypes.StringType).add("winner", DataTypes.StringType)
        .add("games", DataTypes.LongType, false).add("share", DataTypes.DoubleType);
  }

  private static StructType captureMethods() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("method", DataTypes.StringType).add("side", DataTypes.StringType)
        .add("captured_kind", DataTypes.StringType)
        .add("captures", DataTypes.LongType, false).add("share", DataTypes.DoubleType)
        .add("per_game", DataTypes.DoubleType)
        .add("opening", DataTypes.LongType).add("middlegame", DataTypes.LongType).add("endgame", DataTypes.LongType);
  }

  private static StructType firstPlayerAdvantage() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("first_agent", DataTypes.StringType).add("second_agent", DataTypes.StringType)
        .add("games", DataTypes.LongType, false).add("first_mover_wins", DataTypes.LongType, false)
        .add("draws", DataTypes.LongType, false).add("second_mover_wins", DataTypes.LongType, false)
        .add("score", DataTypes.DoubleType).add("wilson_low", DataTypes.DoubleType)
        .add("wilson_high", DataTypes.DoubleType).add("p_value", DataTypes.DoubleType)
        .add("score_low", DataTypes.DoubleType).add("score_high", DataTypes.DoubleType)
        // White's edge in rating points (issue 39): over the row's rated games, on the "*" agents rows
        .add("rated_games", DataTypes.LongType).add("unrated_games", DataTypes.LongType)
        .add("elo_edge", DataTypes.DoubleType).add("elo_edge_low", DataTypes.DoubleType)
        .add("elo_edge_high", DataTypes.DoubleType);
  }

  private static StructType gameLength() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("termination", DataTypes.StringType)
        .add("games", DataTypes.LongType, false).add("mean", DataTypes.DoubleType)
        .add("min", DataTypes.IntegerType).add("p25", DataTypes.DoubleType).add("median", DataTypes.DoubleType)
        .add("p75", DataTypes.DoubleType).add("p90", DataTypes.DoubleType).add("max", DataTypes.IntegerType);
  }

  private static StructType gameLengthHistogram() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("plies_from", DataTypes.IntegerType).add("plies_to", DataTypes.IntegerType)
        .add("games", DataTypes.LongType, false);
  }

  private static StructType startPositions() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("back_rank", DataTypes.StringType).add("start_position", DataTypes.IntegerType)
        .add("games", DataTypes.LongType, false).add("white_wins", DataTypes.LongType, false)
        .add("draws", DataTypes.LongType, false).add("black_wins", DataTypes.LongType, false)
        .add("score", DataTypes.DoubleType).add("wilson_low", DataTypes.DoubleType)
        .add("wilson_high", DataTypes.DoubleType)
        .add("p_value", DataTypes.DoubleType).add("p_holm", DataTypes.DoubleType).add("q_bh", DataTypes.DoubleType)
        .add("significant", DataTypes.BooleanType)
        // Added for Double Chess960 (issue 38): Black's Scharnagl number; null in outputs computed before.
        .add("black_start_position", DataTypes.IntegerType)
        // White's edge in rating points per start position, tested against the pooled edge (issue 39)
        .add("rated_games", DataTypes.LongType).add("elo_edge", DataTypes.DoubleType)
        .add("elo_edge_low", DataTypes.DoubleType).add("elo_edge_high", DataTypes.DoubleType)
        .add("elo_p_value", DataTypes.DoubleType).add("elo_p_holm", DataTypes.DoubleType)
        .add("elo_q_bh", DataTypes.DoubleType).add("elo_significant", DataTypes.BooleanType);
  }

  private static StructType openings() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("eco", DataTypes.StringType).add("opening", DataTypes.StringType)
        .add("games", DataTypes.LongType, false).add("white_wins", DataTypes.LongType, false)
        .add("draws", DataTypes.LongType, false).add("black_wins", DataTypes.LongType, false)
        .add("score", DataTypes.DoubleType).add("wilson_low", DataTypes.DoubleType)
        .add("wilson_high", DataTypes.DoubleType)
        .add("p_value", DataTypes.DoubleType).add("p_holm", DataTypes.DoubleType).add("q_bh", DataTypes.DoubleType)
        .add("significant", DataTypes.BooleanType).add("mean_plies", DataTypes.DoubleType);
  }

  private static StructType clockUsage() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("time_control", DataTypes.StringType).add("rating", DataTypes.StringType)
        .add("phase", DataTypes.StringType)
        .add("moves", DataTypes.LongType, false).add("mean_seconds", DataTypes.DoubleType)
        .add("median_seconds", DataTypes.DoubleType).add("players", DataTypes.LongType)
        .add("lost_on_time", DataTypes.LongType).add("lost_on_time_share", DataTypes.DoubleType)
        .add("low_clock_players", DataTypes.LongType).add("low_clock_score", DataTypes.DoubleType)
        .add("other_score", DataTypes.DoubleType);
  }

  private static StructType accuracy() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("time_control", DataTypes.StringType).add("rating", DataTypes.StringType)
        .add("result", DataTypes.StringType)
        .add("players", DataTypes.LongType, false).add("mean_accuracy", DataTypes.DoubleType)
        .add("sd_accuracy", DataTypes.DoubleType).add("mean_acpl", DataTypes.DoubleType)
        .add("sd_acpl", DataTypes.DoubleType);
  }

  private static StructType outcomeMetrics() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("first_agent", DataTypes.StringType).add("second_agent", DataTypes.StringType)
        .add("games", DataTypes.LongType, false).add("completion", DataTypes.DoubleType)
        .add("drawishness", DataTypes.DoubleType).add("timeouts", DataTypes.DoubleType)
        .add("advantage_p1", DataTypes.DoubleType).add("balance", DataTypes.DoubleType)
        .add("duration_plies_mean", DataTypes.DoubleType).add("duration_plies_sd", DataTypes.DoubleType)
        .add("branching_factor", DataTypes.DoubleType).add("decision_moves", DataTypes.DoubleType);
  }

  private static StructType ruleSensitivity() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("rules_applied", DataTypes.StringType)
        .add("games", DataTypes.LongType, false)
        .add("same_result", DataTypes.LongType, false).add("same_result_share", DataTypes.DoubleType)
        .add("other_winner", DataTypes.LongType, false).add("other_winner_share", DataTypes.DoubleType)
        .add("ended_earlier", DataTypes.LongType, false).add("ended_earlier_share", DataTypes.DoubleType)
        .add("became_illegal", DataTypes.LongType, false).add("became_illegal_share", DataTypes.DoubleType);
  }

  private static StructType validation() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("category", DataTypes.StringType, false).add("item", DataTypes.StringType)
        .add("count", DataTypes.LongType, false);
  }

  private static StructType duplicates() {
    return new StructType()
        .add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("source", DataTypes.StringType, false)
        .add("games", DataTypes.LongType, false).add("repeated", DataTypes.LongType, false)
        .add("identities", DataTypes.LongType).add("surplus", DataTypes.LongType);
  }

  /**
   * One row of a table, its values set and read by column name ({@link Table#row}): the code that
   * builds a row never knows its columns' order, so a column added to the table's definition is
   * added where its value is known, and nowhere else. {@link #values} gives the values in the
   * schema's order (partition columns last), as the writers take them. Values are plain Java values
   * (String, boxed numbers, lists, maps, byte arrays, {@code LocalDate}); a column never set is null.
   *
   * <pre>{@code
   * Object[] v = Table.REJECTED.row().set("source", path).set("offset", 0L).set("reason", why)
   *     .set("raw", text).set("ingest_run", run).values();
   * }</pre>
   *
   * <p>A column name is looked up in a hash map of the table's columns (a few nanoseconds), so a row
   * per game costs a few hundred nanoseconds more than indices fixed in the code, measured as
   * nothing against the game's replay.
   */
  public static final class Row {
    private final Table table;
    private final Object[] values;

    Row(Table table) {
      this.table = table;
      this.values = new Object[table.schema().fields().length];
    }

    /**
     * The row of {@code table} whose values in schema order are {@code values} (not copied): to read
     * a row by column name.
     *
     * @throws IllegalArgumentException if {@code values} has not one value per column
     */
    public static Row of(Table table, Object[] values) {
      return new Row(table, values);
    }

    private Row(Table table, Object[] values) {
      if (values.length != table.schema().fields().length) {
        throw new IllegalArgumentException(table.tableName() + ": a row has " + table.schema().fields().length
            + " values, not " + values.length);
      }
      this.table = table;
      this.values = values;
    }

    /**
     * Sets column {@code column} to {@code value}; returns this row.
     *
     * @throws IllegalArgumentException if the table has no such column
     */
    public Row set(String column, Object value) {
      values[table.columnIndex(column)] = value;
      return this;
    }

    /**
     * Sets column {@code column} to {@code value} as {@link #set(String, Object)}; returns this row.
     *
     * @throws IllegalArgumentException if the column is another table's
     */
    public Row set(Column column, Object value) {
      if (column.table != table) {
        throw new IllegalArgumentException(column + " is not a column of " + table.tableName());
      }
      values[column.index] = value;
      return this;
    }

    /**
     * Sets the partition columns of a row of a table partitioned by game ({@code game}, {@code
     * rules}, {@code ingest_run}); returns this row.
     *
     * @throws IllegalArgumentException if the table has not these columns
     */
    public Row partition(String game, String rules, String run) {
      return set("game", game).set("rules", rules).set("ingest_run", run);
    }

    /**
     * The value of column {@code column}, as set (null when never set).
     *
     * @throws IllegalArgumentException if the table has no such column
     */
    public Object get(String column) {
      return values[table.columnIndex(column)];
    }

    /** The table the row is of. */
    public Table table() {
      return table;
    }

    /** The values in the schema's order, partition columns last: the row itself, not a copy. */
    public Object[] values() {
      return values;
    }

    @Override
    public String toString() {
      return table.tableName() + Arrays.toString(values);
    }
  }
}
