package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The rows one replay pass produces, all in one flat schema: a {@code kind} column says which
 * table a row belongs to, and each table's columns are the same-named staged columns (rows of one
 * kind leave the others null). Replay runs once per record; the tables are then written by
 * selecting one kind's columns, so no row is re-encoded through nested structs or exploded
 * arrays. Rows are built here as plain {@link Row}s against {@link #SCHEMA} (no bean encoders).
 */
final class Staged {
  /** Row kinds. */
  static final int GAME = 0;
  static final int CAPTURE = 1;
  static final int REJECTED = 2;
  /** The last row of each slice: how many records the slice read ({@code records_read}). */
  static final int TALLY = 3;
  static final int POSITION = 4;

  private static final ArrayType STRINGS = DataTypes.createArrayType(DataTypes.StringType, true);
  private static final ArrayType INTS = DataTypes.createArrayType(DataTypes.IntegerType, true);

  /**
   * Every column nullable and arrays with nullable elements: the same as the bean-encoded staging
   * this replaced, so that the tables' Parquet schemas are unchanged.
   */
  static final StructType SCHEMA = new StructType()
      .add("kind", DataTypes.IntegerType)
      .add("game_id", DataTypes.StringType)
      .add("source", DataTypes.StringType)
      .add("offset", DataTypes.LongType)
      .add("tags", DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, true))
      .add("start_fen", DataTypes.StringType)
      .add("moves", STRINGS)
      .add("declared_result", DataTypes.StringType)
      .add("declared_termination", DataTypes.StringType)
      .add("verdict", DataTypes.StringType)
      .add("error_ply", DataTypes.IntegerType)
      .add("error", DataTypes.StringType)
      .add("plies", DataTypes.IntegerType)
      .add("winner", DataTypes.StringType)
      .add("termination", DataTypes.StringType)
      .add("final_fen", DataTypes.StringType)
      .add("first_mover", DataTypes.StringType)
      .add("game", DataTypes.StringType)
      .add("rules", DataTypes.StringType)
      .add("ingest_run", DataTypes.StringType)
      // captures (and ply of positions)
      .add("ply", DataTypes.IntegerType)
      .add("side", DataTypes.StringType)
      .add("method", DataTypes.StringType)
      .add("captured", DataTypes.StringType)
      .add("captured_kind", DataTypes.StringType)
      .add("captured_value", DataTypes.IntegerType)
      .add("scope", DataTypes.StringType)
      .add("square", DataTypes.StringType)
      .add("attackers", STRINGS)
      .add("attacker_values", INTS)
      .add("attacker_pieces", STRINGS)
      // rejected
      .add("reason", DataTypes.StringType)
      .add("line", DataTypes.LongType)
      .add("column", DataTypes.IntegerType)
      .add("raw", DataTypes.StringType)
      // positions
      .add("position", DataTypes.BinaryType)
      .add("fen", DataTypes.StringType)
      // tally
      .add("records_read", DataTypes.LongType);

  private static final int WIDTH = SCHEMA.fields().length;
  private static final int KIND = SCHEMA.fieldIndex("kind");
  private static final int GAME_ID = SCHEMA.fieldIndex("game_id");
  private static final int SOURCE = SCHEMA.fieldIndex("source");
  private static final int OFFSET = SCHEMA.fieldIndex("offset");
  private static final int TAGS = SCHEMA.fieldIndex("tags");
  private static final int START_FEN = SCHEMA.fieldIndex("start_fen");
  private static final int MOVES = SCHEMA.fieldIndex("moves");
  private static final int DECLARED_RESULT = SCHEMA.fieldIndex("declared_result");
  private static final int DECLARED_TERMINATION = SCHEMA.fieldIndex("declared_termination");
  private static final int VERDICT = SCHEMA.fieldIndex("verdict");
  private static final int ERROR_PLY = SCHEMA.fieldIndex("error_ply");
  private static final int ERROR = SCHEMA.fieldIndex("error");
  private static final int PLIES = SCHEMA.fieldIndex("plies");
  private static final int WINNER = SCHEMA.fieldIndex("winner");
  private static final int TERMINATION = SCHEMA.fieldIndex("termination");
  private static final int FINAL_FEN = SCHEMA.fieldIndex("final_fen");
  private static final int FIRST_MOVER = SCHEMA.fieldIndex("first_mover");
  private static final int GAME_NAME = SCHEMA.fieldIndex("game");
  private static final int RULES = SCHEMA.fieldIndex("rules");
  private static final int INGEST_RUN = SCHEMA.fieldIndex("ingest_run");
  private static final int PLY = SCHEMA.fieldIndex("ply");
  private static final int SIDE = SCHEMA.fieldIndex("side");
  private static final int METHOD = SCHEMA.fieldIndex("method");
  private static final int CAPTURED = SCHEMA.fieldIndex("captured");
  private static final int CAPTURED_KIND = SCHEMA.fieldIndex("captured_kind");
  private static final int CAPTURED_VALUE = SCHEMA.fieldIndex("captured_value");
  private static final int SCOPE = SCHEMA.fieldIndex("scope");
  private static final int SQUARE = SCHEMA.fieldIndex("square");
  private static final int ATTACKERS = SCHEMA.fieldIndex("attackers");
  private static final int ATTACKER_VALUES = SCHEMA.fieldIndex("attacker_values");
  private static final int ATTACKER_PIECES = SCHEMA.fieldIndex("attacker_pieces");
  private static final int REASON = SCHEMA.fieldIndex("reason");
  private static final int LINE = SCHEMA.fieldIndex("line");
  private static final int COLUMN = SCHEMA.fieldIndex("column");
  private static final int RAW = SCHEMA.fieldIndex("raw");
  private static final int POSITION_CODE = SCHEMA.fieldIndex("position");
  private static final int FEN = SCHEMA.fieldIndex("fen");
  private static final int RECORDS_READ = SCHEMA.fieldIndex("records_read");

  private Staged() {}

  /** The columns of one game, as written to {@code games}. */
  record Game(String gameId, String source, long offset, Map<String, String> tags, String startFen,
      List<String> moves, String declaredResult, String declaredTermination, String verdict, int errorPly,
      String error, int plies, String winner, String termination, String finalFen, String firstMover,
      String game, String rules, String ingestRun) {}

  static Row game(Game g) {
    Object[] v = new Object[WIDTH];
    v[KIND] = GAME;
    v[GAME_ID] = g.gameId();
    v[SOURCE] = g.source();
    v[OFFSET] = g.offset();
    v[TAGS] = scala.jdk.javaapi.CollectionConverters.asScala(g.tags());
    v[START_FEN] = g.startFen();
    v[MOVES] = scala.jdk.javaapi.CollectionConverters.asScala(g.moves());
    v[DECLARED_RESULT] = g.declaredResult();
    v[DECLARED_TERMINATION] = g.declaredTermination();
    v[VERDICT] = g.verdict();
    v[ERROR_PLY] = g.errorPly();
    v[ERROR] = g.error();
    v[PLIES] = g.plies();
    v[WINNER] = g.winner();
    v[TERMINATION] = g.termination();
    v[FINAL_FEN] = g.finalFen();
    v[FIRST_MOVER] = g.firstMover();
    v[GAME_NAME] = g.game();
    v[RULES] = g.rules();
    v[INGEST_RUN] = g.ingestRun();
    return RowFactory.create(v);
  }

  static Row capture(Game g, org.ludoteca.replay.CaptureEvent c, List<Integer> attackerValues) {
    Object[] v = new Object[WIDTH];
    v[KIND] = CAPTURE;
    v[GAME_ID] = g.gameId();
    v[PLY] = c.ply();
    v[SIDE] = c.side();
    v[METHOD] = c.method();
    v[CAPTURED] = c.victim();
    v[CAPTURED_KIND] = Captures.kind(g.game(), c.victim());
    v[CAPTURED_VALUE] = Captures.value(g.game(), c.victim());
    v[SCOPE] = c.scope();
    v[SQUARE] = c.square();
    v[ATTACKERS] = scala.jdk.javaapi.CollectionConverters.asScala(c.attackers());
    v[ATTACKER_VALUES] = scala.jdk.javaapi.CollectionConverters.asScala(attackerValues);
    v[ATTACKER_PIECES] = scala.jdk.javaapi.CollectionConverters.asScala(c.attackerPieces());
    v[GAME_NAME] = g.game();
    v[RULES] = g.rules();
    v[INGEST_RUN] = g.ingestRun();
    return RowFactory.create(v);
  }

  /** A position of a game: its compact code when the game has one, else its FEN. */
  static Row position(Game g, int ply, byte[] code, String fen) {
    Object[] v = new Object[WIDTH];
    v[KIND] = POSITION;
    v[GAME_ID] = g.gameId();
    v[PLY] = ply;
    v[POSITION_CODE] = code;
    v[FEN] = fen;
    v[GAME_NAME] = g.game();
    v[RULES] = g.rules();
    v[INGEST_RUN] = g.ingestRun();
    return RowFactory.create(v);
  }

  static Row rejected(String source, long offset, String reason, Long line, Integer column, String raw, String run) {
    Object[] v = new Object[WIDTH];
    v[KIND] = REJECTED;
    v[SOURCE] = source;
    v[OFFSET] = offset;
    v[REASON] = reason;
    v[LINE] = line;
    v[COLUMN] = column;
    v[RAW] = raw;
    v[INGEST_RUN] = run;
    return RowFactory.create(v);
  }

  static Row tally(long recordsRead) {
    Object[] v = new Object[WIDTH];
    v[KIND] = TALLY;
    v[RECORDS_READ] = recordsRead;
    return RowFactory.create(v);
  }

  /** The rows of one kind, as the columns of {@code table} (same names), cast to its types. */
  static Dataset<Row> table(Dataset<Row> staged, int kind, StructType table) {
    List<Column> cols = new ArrayList<>();
    for (StructField f : table.fields()) {
      Column c = col(f.name());
      // Atomic columns take the table's type; arrays, maps and binaries keep the staged ones (same element types).
      cols.add((f.dataType() instanceof ArrayType || f.dataType() instanceof org.apache.spark.sql.types.MapType
          ? c : c.cast(f.dataType())).as(f.name()));
    }
    return staged.filter(col("kind").equalTo(kind)).select(cols.toArray(new Column[0]));
  }
}
