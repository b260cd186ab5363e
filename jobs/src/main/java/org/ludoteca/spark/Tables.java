package org.ludoteca.spark;

import java.util.List;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructType;

/**
 * The schemas of the pipeline's Parquet tables, column for column as in {@code data/FORMAT.md}
 * section 9, and the directory layout under the output directory.
 */
public final class Tables {
  private static final ArrayType STRINGS = DataTypes.createArrayType(DataTypes.StringType, false);
  private static final ArrayType INTS = DataTypes.createArrayType(DataTypes.IntegerType, false);
  private static final ArrayType NULLABLE_INTS = DataTypes.createArrayType(DataTypes.IntegerType, true);
  private static final MapType TAGS = DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, false);

  /** {@code games}: one row per record read as a game. Partitioned by game, rules, ingest_run. */
  public static final StructType GAMES = new StructType()
      .add("game_id", DataTypes.StringType, false)
      .add("source", DataTypes.StringType, false)
      .add("offset", DataTypes.LongType, false)
      .add("tags", TAGS, false)
      .add("start_fen", DataTypes.StringType, true)
      .add("moves", STRINGS, false)
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
      .add("clocks", NULLABLE_INTS, true)
      .add("evals", NULLABLE_INTS, true)
      .add("bot", DataTypes.StringType, true)
      .add("game", DataTypes.StringType, true)
      .add("rules", DataTypes.StringType, true)
      .add("ingest_run", DataTypes.StringType, false);

  /** {@code captures}: one row per capture event of a game. Partitioned like {@code games}. */
  public static final StructType CAPTURES = new StructType()
      .add("game_id", DataTypes.StringType, false)
      .add("ply", DataTypes.IntegerType, false)
      .add("side", DataTypes.StringType, false)
      .add("method", DataTypes.StringType, false)
      .add("captured", DataTypes.StringType, false)
      .add("captured_kind", DataTypes.StringType, true)
      .add("captured_value", DataTypes.IntegerType, true)
      .add("scope", DataTypes.StringType, false)
      .add("square", DataTypes.StringType, false)
      .add("attackers", STRINGS, false)
      .add("attacker_values", INTS, false)
      // Added after the first release: null in runs ingested before it.
      .add("attacker_pieces", STRINGS, true)
      .add("game", DataTypes.StringType, true)
      .add("rules", DataTypes.StringType, true)
      .add("ingest_run", DataTypes.StringType, false);

  /** {@code rejected}: one row per record the reader rejected, or file it could not read. Partitioned by ingest_run. */
  public static final StructType REJECTED = new StructType()
      .add("source", DataTypes.StringType, false)
      .add("offset", DataTypes.LongType, false)
      .add("reason", DataTypes.StringType, false)
      .add("line", DataTypes.LongType, true)
      .add("column", DataTypes.IntegerType, true)
      .add("raw", DataTypes.StringType, false)
      .add("ingest_run", DataTypes.StringType, false);

  /**
   * {@code positions} (written when asked, {@code --positions}): one row per position of every
   * game played, ply 0 the start. {@code position} is the game's compact code (data/FORMAT.md
   * section 10) and {@code fen} null; for a game without a compact code, {@code position} is null
   * and {@code fen} the position in the game's notation. Partitioned like {@code games}.
   */
  public static final StructType POSITIONS = new StructType()
      .add("game_id", DataTypes.StringType, false)
      .add("ply", DataTypes.IntegerType, false)
      .add("position", DataTypes.BinaryType, true)
      .add("fen", DataTypes.StringType, true)
      .add("game", DataTypes.StringType, true)
      .add("rules", DataTypes.StringType, true)
      .add("ingest_run", DataTypes.StringType, false);

  /**
   * {@code game_summary}: the columns of {@code games} the statistics read, one row per distinct
   * combination of them in one ingest task, with the number of games that have it. Written by the
   * ingest beside {@code games} so that the statistics need not read {@code games} back. {@code
   * white_agent}/{@code black_agent} are the {@code WhiteAgent}/{@code BlackAgent} tags; {@code
   * start_fen} is kept for chess and Chess960 games only (null otherwise). Partitioned like {@code games}.
   */
  public static final StructType GAME_SUMMARY = new StructType()
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
      .add("decision_plies", DataTypes.LongType, true)
      // Added for the strata (--by): the games' time control class, rating band and month, from
      // their tags (org.ludoteca.stats.Strata); null in runs ingested before.
      .add("time_control", DataTypes.StringType, true)
      .add("rating", DataTypes.StringType, true)
      .add("month", DataTypes.StringType, true)
      .add("game", DataTypes.StringType, true)
      .add("rules", DataTypes.StringType, true)
      .add("ingest_run", DataTypes.StringType, false);

  /**
   * {@code capture_summary}: the captures of VALID games counted by method, capturing side and
   * captured kind in one ingest task, in all and by game phase (the ply buckets of {@code
   * capture_methods}). Written by the ingest beside {@code captures}. Partitioned like {@code games}.
   */
  public static final StructType CAPTURE_SUMMARY = new StructType()
      .add("method", DataTypes.StringType, false)
      .add("side", DataTypes.StringType, false)
      .add("captured_kind", DataTypes.StringType, true)
      .add("captures", DataTypes.LongType, false)
      .add("opening", DataTypes.LongType, false)
      .add("middlegame", DataTypes.LongType, false)
      .add("endgame", DataTypes.LongType, false)
      // Added for the strata, as in game_summary: null in runs ingested before.
      .add("time_control", DataTypes.StringType, true)
      .add("rating", DataTypes.StringType, true)
      .add("month", DataTypes.StringType, true)
      .add("game", DataTypes.StringType, true)
      .add("rules", DataTypes.StringType, true)
      .add("ingest_run", DataTypes.StringType, false);

  /**
   * {@code rejudged} (written when asked, {@code --rejudge R1,R2}): one row per game and rule set
   * it was replayed under again (every named rule set its game knows, but the one it was replayed
   * under): what the applied rules make of the same start and moves. {@code rules} (a partition
   * column) is the rule set the game was recorded and first replayed under. Partitioned like {@code games}.
   */
  public static final StructType REJUDGED = new StructType()
      .add("game_id", DataTypes.StringType, false)
      .add("rules_applied", DataTypes.StringType, false)
      .add("verdict", DataTypes.StringType, false)
      .add("first_difference", DataTypes.IntegerType, true)
      .add("winner", DataTypes.StringType, true)
      .add("termination", DataTypes.StringType, true)
      .add("end_ply", DataTypes.IntegerType, true)
      .add("recorded_verdict", DataTypes.StringType, false)
      .add("recorded_winner", DataTypes.StringType, true)
      .add("recorded_plies", DataTypes.IntegerType, false)
      .add("game", DataTypes.StringType, true)
      .add("rules", DataTypes.StringType, true)
      .add("ingest_run", DataTypes.StringType, false);

  /** Partition columns of {@code games}, {@code captures} and {@code positions}, outermost first. */
  public static final String[] GAME_PARTITIONS = {"game", "rules", "ingest_run"};

  /** The statistics tables, in the order they are computed and reported. */
  public static final List<String> STATS = List.of(
      "victory_types", "capture_methods", "first_player_advantage", "game_length", "validation");

  private Tables() {}
}
