package org.ludoteca.spark;

import java.util.List;
import java.util.Map;
import org.ludoteca.game.CaptureEvent;

/**
 * The rows replay produces, one builder per table: values in the column order of the table's
 * schema ({@link Tables}), as plain Java values (strings, boxed numbers, lists, maps, byte
 * arrays) that {@link SliceWriter} writes.
 */
final class TableRows {
  static final String GAMES = "games";
  static final String CAPTURES = "captures";
  static final String REJECTED = "rejected";
  static final String POSITIONS = "positions";

  // Column positions, looked up by name once.
  private static final int C_ATTACKER_PIECES = Tables.CAPTURES.fieldIndex("attacker_pieces");
  private static final int C_ATTACKER_VALUES = Tables.CAPTURES.fieldIndex("attacker_values");
  private static final int C_ATTACKERS = Tables.CAPTURES.fieldIndex("attackers");
  private static final int C_CAPTURED = Tables.CAPTURES.fieldIndex("captured");
  private static final int C_CAPTURED_KIND = Tables.CAPTURES.fieldIndex("captured_kind");
  private static final int C_CAPTURED_VALUE = Tables.CAPTURES.fieldIndex("captured_value");
  private static final int C_GAME = Tables.CAPTURES.fieldIndex("game");
  private static final int C_GAME_ID = Tables.CAPTURES.fieldIndex("game_id");
  private static final int C_INGEST_RUN = Tables.CAPTURES.fieldIndex("ingest_run");
  private static final int C_METHOD = Tables.CAPTURES.fieldIndex("method");
  private static final int C_PLY = Tables.CAPTURES.fieldIndex("ply");
  private static final int C_RULES = Tables.CAPTURES.fieldIndex("rules");
  private static final int C_SCOPE = Tables.CAPTURES.fieldIndex("scope");
  private static final int C_SIDE = Tables.CAPTURES.fieldIndex("side");
  private static final int C_SQUARE = Tables.CAPTURES.fieldIndex("square");
  private static final int G_DECLARED_RESULT = Tables.GAMES.fieldIndex("declared_result");
  private static final int G_DECLARED_TERMINATION = Tables.GAMES.fieldIndex("declared_termination");
  private static final int G_ERROR = Tables.GAMES.fieldIndex("error");
  private static final int G_ERROR_PLY = Tables.GAMES.fieldIndex("error_ply");
  private static final int G_FINAL_FEN = Tables.GAMES.fieldIndex("final_fen");
  private static final int G_FIRST_MOVER = Tables.GAMES.fieldIndex("first_mover");
  private static final int G_CLOCKS = Tables.GAMES.fieldIndex("clocks");
  private static final int G_EVALS = Tables.GAMES.fieldIndex("evals");
  private static final int G_BOT = Tables.GAMES.fieldIndex("bot");
  private static final int G_GAME = Tables.GAMES.fieldIndex("game");
  private static final int G_GAME_ID = Tables.GAMES.fieldIndex("game_id");
  private static final int G_INGEST_RUN = Tables.GAMES.fieldIndex("ingest_run");
  private static final int G_MOVES = Tables.GAMES.fieldIndex("moves");
  private static final int G_OFFSET = Tables.GAMES.fieldIndex("offset");
  private static final int G_PLIES = Tables.GAMES.fieldIndex("plies");
  private static final int G_RULES = Tables.GAMES.fieldIndex("rules");
  private static final int G_SOURCE = Tables.GAMES.fieldIndex("source");
  private static final int G_START_FEN = Tables.GAMES.fieldIndex("start_fen");
  private static final int G_TAGS = Tables.GAMES.fieldIndex("tags");
  private static final int G_TERMINATION = Tables.GAMES.fieldIndex("termination");
  private static final int G_VERDICT = Tables.GAMES.fieldIndex("verdict");
  private static final int G_WINNER = Tables.GAMES.fieldIndex("winner");
  private static final int P_FEN = Tables.POSITIONS.fieldIndex("fen");
  private static final int P_GAME = Tables.POSITIONS.fieldIndex("game");
  private static final int P_GAME_ID = Tables.POSITIONS.fieldIndex("game_id");
  private static final int P_INGEST_RUN = Tables.POSITIONS.fieldIndex("ingest_run");
  private static final int P_PLY = Tables.POSITIONS.fieldIndex("ply");
  private static final int P_POSITION = Tables.POSITIONS.fieldIndex("position");
  private static final int P_RULES = Tables.POSITIONS.fieldIndex("rules");
  private static final int R_COLUMN = Tables.REJECTED.fieldIndex("column");
  private static final int R_INGEST_RUN = Tables.REJECTED.fieldIndex("ingest_run");
  private static final int R_LINE = Tables.REJECTED.fieldIndex("line");
  private static final int R_OFFSET = Tables.REJECTED.fieldIndex("offset");
  private static final int R_RAW = Tables.REJECTED.fieldIndex("raw");
  private static final int R_REASON = Tables.REJECTED.fieldIndex("reason");
  private static final int R_SOURCE = Tables.REJECTED.fieldIndex("source");

  private TableRows() {}

  /** Where a row sends its values. */
  @FunctionalInterface
  interface Sink {
    void write(String table, Object[] values);
  }

  /** The columns of one game, as written to {@code games}. */
  record Game(String gameId, String source, long offset, Map<String, String> tags, String startFen,
      List<String> moves, String declaredResult, String declaredTermination, String verdict, int errorPly,
      String error, int plies, String winner, String termination, String finalFen, String firstMover,
      List<Integer> clocks, List<Integer> evals, String bot, String game, String rules, String ingestRun) {}

  static Object[] game(Game g) {
    Object[] v = new Object[Tables.GAMES.fields().length];
    v[G_GAME_ID] = g.gameId();
    v[G_SOURCE] = g.source();
    v[G_OFFSET] = g.offset();
    v[G_TAGS] = g.tags();
    v[G_START_FEN] = g.startFen();
    v[G_MOVES] = g.moves();
    v[G_DECLARED_RESULT] = g.declaredResult();
    v[G_DECLARED_TERMINATION] = g.declaredTermination();
    v[G_VERDICT] = g.verdict();
    v[G_ERROR_PLY] = g.errorPly();
    v[G_ERROR] = g.error();
    v[G_PLIES] = g.plies();
    v[G_WINNER] = g.winner();
    v[G_TERMINATION] = g.termination();
    v[G_FINAL_FEN] = g.finalFen();
    v[G_FIRST_MOVER] = g.firstMover();
    v[G_CLOCKS] = g.clocks();
    v[G_EVALS] = g.evals();
    v[G_BOT] = g.bot();
    v[G_GAME] = g.game();
    v[G_RULES] = g.rules();
    v[G_INGEST_RUN] = g.ingestRun();
    return v;
  }

  /** The verdict of a row of {@code games}, as {@link #game} builds it. */
  static String verdictOf(Object[] gameRow) {
    return (String) gameRow[G_VERDICT];
  }

  /** The captured kind of a row of {@code captures}, as {@link #capture} builds it. */
  static String capturedKindOf(Object[] captureRow) {
    return (String) captureRow[C_CAPTURED_KIND];
  }

  static Object[] capture(Game g, CaptureEvent c, List<Integer> attackerValues) {
    Object[] v = new Object[Tables.CAPTURES.fields().length];
    v[C_GAME_ID] = g.gameId();
    v[C_PLY] = c.ply();
    v[C_SIDE] = c.side();
    v[C_METHOD] = c.method();
    v[C_CAPTURED] = c.victim();
    v[C_CAPTURED_KIND] = Captures.kind(g.game(), c.victim());
    v[C_CAPTURED_VALUE] = Captures.value(g.game(), c.victim());
    v[C_SCOPE] = c.scope();
    v[C_SQUARE] = c.square();
    v[C_ATTACKERS] = c.attackers();
    v[C_ATTACKER_VALUES] = attackerValues;
    v[C_ATTACKER_PIECES] = c.attackerPieces();
    v[C_GAME] = g.game();
    v[C_RULES] = g.rules();
    v[C_INGEST_RUN] = g.ingestRun();
    return v;
  }

  /** A position of a game: its compact code when the game has one, else its FEN. */
  static Object[] position(Game g, int ply, byte[] code, String fen) {
    Object[] v = new Object[Tables.POSITIONS.fields().length];
    v[P_GAME_ID] = g.gameId();
    v[P_PLY] = ply;
    v[P_POSITION] = code;
    v[P_FEN] = fen;
    v[P_GAME] = g.game();
    v[P_RULES] = g.rules();
    v[P_INGEST_RUN] = g.ingestRun();
    return v;
  }

  static Object[] rejected(String source, long offset, String reason, Long line, Integer column, String raw,
      String run) {
    Object[] v = new Object[Tables.REJECTED.fields().length];
    v[R_SOURCE] = source;
    v[R_OFFSET] = offset;
    v[R_REASON] = reason;
    v[R_LINE] = line;
    v[R_COLUMN] = column;
    v[R_RAW] = raw;
    v[R_INGEST_RUN] = run;
    return v;
  }
}
