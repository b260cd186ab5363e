package org.ludoteca.spark.ingest;

import java.util.List;
import java.util.Map;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.spark.parquet.RowBatch;
import org.ludoteca.spark.table.Movetext;
import org.ludoteca.spark.table.Table;

/**
 * The rows replay produces, one builder per table: values in the column order of the table's
 * schema ({@link Table}), as plain Java values (strings, boxed numbers, lists, maps, byte
 * arrays) that {@link SliceWriter} writes.
 */
public final class TableRows {
  // Column positions, looked up by name once.
  private static final int C_ATTACKER_PIECES = Table.CAPTURES.schema().fieldIndex("attacker_pieces");
  private static final int C_ATTACKER_VALUES = Table.CAPTURES.schema().fieldIndex("attacker_values");
  private static final int C_ATTACKERS = Table.CAPTURES.schema().fieldIndex("attackers");
  private static final int C_CAPTURED = Table.CAPTURES.schema().fieldIndex("captured");
  private static final int C_CAPTURED_KIND = Table.CAPTURES.schema().fieldIndex("captured_kind");
  private static final int C_CAPTURED_VALUE = Table.CAPTURES.schema().fieldIndex("captured_value");
  private static final int C_GAME = Table.CAPTURES.schema().fieldIndex("game");
  private static final int C_GAME_ID = Table.CAPTURES.schema().fieldIndex("game_id");
  private static final int C_INGEST_RUN = Table.CAPTURES.schema().fieldIndex("ingest_run");
  private static final int C_METHOD = Table.CAPTURES.schema().fieldIndex("method");
  private static final int C_PLY = Table.CAPTURES.schema().fieldIndex("ply");
  private static final int C_RULES = Table.CAPTURES.schema().fieldIndex("rules");
  private static final int C_SCOPE = Table.CAPTURES.schema().fieldIndex("scope");
  private static final int C_SIDE = Table.CAPTURES.schema().fieldIndex("side");
  private static final int C_SQUARE = Table.CAPTURES.schema().fieldIndex("square");
  private static final int G_DECLARED_RESULT = Table.GAMES.schema().fieldIndex("declared_result");
  private static final int G_DECLARED_TERMINATION = Table.GAMES.schema().fieldIndex("declared_termination");
  private static final int G_ERROR = Table.GAMES.schema().fieldIndex("error");
  private static final int G_ERROR_PLY = Table.GAMES.schema().fieldIndex("error_ply");
  private static final int G_FINAL_FEN = Table.GAMES.schema().fieldIndex("final_fen");
  private static final int G_FIRST_MOVER = Table.GAMES.schema().fieldIndex("first_mover");
  private static final int G_CLOCKS = Table.GAMES.schema().fieldIndex("clocks");
  private static final int G_EVALS = Table.GAMES.schema().fieldIndex("evals");
  private static final int G_BOT = Table.GAMES.schema().fieldIndex("bot");
  private static final int G_GAME = Table.GAMES.schema().fieldIndex("game");
  private static final int G_GAME_ID = Table.GAMES.schema().fieldIndex("game_id");
  private static final int G_INGEST_RUN = Table.GAMES.schema().fieldIndex("ingest_run");
  private static final int G_MOVES = Table.GAMES.schema().fieldIndex("moves");
  private static final int G_MOVETEXT = Table.GAMES.schema().fieldIndex("movetext");
  private static final int G_OFFSET = Table.GAMES.schema().fieldIndex("offset");
  private static final int G_PLIES = Table.GAMES.schema().fieldIndex("plies");
  private static final int G_RULES = Table.GAMES.schema().fieldIndex("rules");
  private static final int G_SOURCE = Table.GAMES.schema().fieldIndex("source");
  private static final int G_START_FEN = Table.GAMES.schema().fieldIndex("start_fen");
  private static final int G_TAGS = Table.GAMES.schema().fieldIndex("tags");
  private static final int G_TERMINATION = Table.GAMES.schema().fieldIndex("termination");
  private static final int G_VERDICT = Table.GAMES.schema().fieldIndex("verdict");
  private static final int G_WINNER = Table.GAMES.schema().fieldIndex("winner");
  private static final int G_DECLARED_ENDING = Table.GAMES.schema().fieldIndex("declared_ending");
  private static final int G_START_KIND = Table.GAMES.schema().fieldIndex("start_kind");
  private static final int G_WHITE_ELO = Table.GAMES.schema().fieldIndex("white_elo");
  private static final int G_BLACK_ELO = Table.GAMES.schema().fieldIndex("black_elo");
  private static final int G_DATE = Table.GAMES.schema().fieldIndex("date");
  private static final int G_TIME_CONTROL_BASE = Table.GAMES.schema().fieldIndex("time_control_base");
  private static final int G_TIME_CONTROL_INCREMENT = Table.GAMES.schema().fieldIndex("time_control_increment");
  private static final int G_ECO = Table.GAMES.schema().fieldIndex("eco");
  private static final int G_OPENING = Table.GAMES.schema().fieldIndex("opening");
  private static final int G_UCI = Table.GAMES.schema().fieldIndex("uci");
  private static final int G_MOVE_SECONDS = Table.GAMES.schema().fieldIndex("move_seconds");
  private static final int G_ACCURACY_WHITE = Table.GAMES.schema().fieldIndex("accuracy_white");
  private static final int G_ACCURACY_BLACK = Table.GAMES.schema().fieldIndex("accuracy_black");
  private static final int G_ACPL_WHITE = Table.GAMES.schema().fieldIndex("acpl_white");
  private static final int G_ACPL_BLACK = Table.GAMES.schema().fieldIndex("acpl_black");
  private static final int G_COLUMNS = Table.GAMES.schema().fields().length;
  private static final int P_FEN = Table.POSITIONS.schema().fieldIndex("fen");
  private static final int P_GAME = Table.POSITIONS.schema().fieldIndex("game");
  private static final int P_GAME_ID = Table.POSITIONS.schema().fieldIndex("game_id");
  private static final int P_INGEST_RUN = Table.POSITIONS.schema().fieldIndex("ingest_run");
  private static final int P_PLY = Table.POSITIONS.schema().fieldIndex("ply");
  private static final int P_POSITION = Table.POSITIONS.schema().fieldIndex("position");
  private static final int P_RULES = Table.POSITIONS.schema().fieldIndex("rules");
  private static final int R_COLUMN = Table.REJECTED.schema().fieldIndex("column");
  private static final int R_INGEST_RUN = Table.REJECTED.schema().fieldIndex("ingest_run");
  private static final int R_LINE = Table.REJECTED.schema().fieldIndex("line");
  private static final int R_OFFSET = Table.REJECTED.schema().fieldIndex("offset");
  private static final int R_RAW = Table.REJECTED.schema().fieldIndex("raw");
  private static final int R_REASON = Table.REJECTED.schema().fieldIndex("reason");
  private static final int R_SOURCE = Table.REJECTED.schema().fieldIndex("source");

  private static final int S_SOURCE = Table.SKIPPED_LINES.schema().fieldIndex("source");
  private static final int S_COMMENTS = Table.SKIPPED_LINES.schema().fieldIndex("comments");
  private static final int S_ESCAPES = Table.SKIPPED_LINES.schema().fieldIndex("escapes");
  private static final int S_OTHER = Table.SKIPPED_LINES.schema().fieldIndex("other");
  private static final int S_INGEST_RUN = Table.SKIPPED_LINES.schema().fieldIndex("ingest_run");

  private TableRows() {}

  /** Where a row sends its values. */
  @FunctionalInterface
  public interface Sink {
    void write(Table table, Object[] values);

    /** Writes a batch of rows of {@code table} (one partition); by default row by row. */
    default void write(Table table, RowBatch rows) {
      for (int i = 0, n = rows.size(); i < n; i++) {
        write(table, rows.row(i));
      }
    }
  }

  /** The columns of one game, as written to {@code games}. */
  public record Game(String gameId, String source, long offset, Map<String, String> tags, String startFen,
      List<String> moves, String declaredResult, String declaredTermination, String verdict, int errorPly,
      String error, int plies, String winner, String termination, String finalFen, String firstMover,
      List<Integer> clocks, List<Integer> evals, String bot, String game, String rules, String ingestRun) {}

  /**
   * The row of a game, given its {@code movetext}: its moves joined by single spaces when they
   * split back into them ({@link Movetext}; one string instead of a value per ply), else null (the
   * moves written as the {@code moves} array).
   */
  static Object[] game(Game g, String movetext) {
    return game(g, movetext, TypedColumns.NONE);
  }

  /** As {@link #game(Game, String)}, with the game's typed columns. */
  static Object[] game(Game g, String movetext, TypedColumns t) {
    Object[] v = new Object[G_COLUMNS];
    v[G_DECLARED_ENDING] = t.declaredEnding();
    v[G_START_KIND] = t.startKind();
    v[G_WHITE_ELO] = t.whiteElo();
    v[G_BLACK_ELO] = t.blackElo();
    v[G_DATE] = t.date();
    v[G_TIME_CONTROL_BASE] = t.timeControlBase();
    v[G_TIME_CONTROL_INCREMENT] = t.timeControlIncrement();
    v[G_ECO] = t.eco();
    v[G_OPENING] = t.opening();
    v[G_UCI] = t.uci();
    v[G_MOVE_SECONDS] = t.moveSeconds();
    v[G_ACCURACY_WHITE] = t.accuracyWhite();
    v[G_ACCURACY_BLACK] = t.accuracyBlack();
    v[G_ACPL_WHITE] = t.acplWhite();
    v[G_ACPL_BLACK] = t.acplBlack();
    v[G_GAME_ID] = g.gameId();
    v[G_SOURCE] = g.source();
    v[G_OFFSET] = g.offset();
    v[G_TAGS] = g.tags();
    v[G_START_FEN] = g.startFen();
    v[G_MOVES] = movetext == null ? g.moves() : null;
    v[G_MOVETEXT] = movetext;
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

  /** The movetext of a row of {@code games} as {@link #game} builds it: null where {@code moves} was written instead. */
  static String movetextOf(Object[] gameRow) {
    return (String) gameRow[G_MOVETEXT];
  }

  static Object[] capture(Game g, CaptureEvent c, List<Integer> attackerValues) {
    Object[] v = new Object[Table.CAPTURES.schema().fields().length];
    v[C_GAME_ID] = g.gameId();
    v[C_PLY] = c.ply();
    v[C_SIDE] = c.side().label();
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
    Object[] v = new Object[Table.POSITIONS.schema().fields().length];
    v[P_GAME_ID] = g.gameId();
    v[P_PLY] = ply;
    v[P_POSITION] = code;
    v[P_FEN] = fen;
    v[P_GAME] = g.game();
    v[P_RULES] = g.rules();
    v[P_INGEST_RUN] = g.ingestRun();
    return v;
  }

  /** The lines a slice of {@code source} skipped between records, by kind. */
  static Object[] skippedLines(String source, org.ludoteca.record.SkippedLines s, String run) {
    Object[] v = new Object[Table.SKIPPED_LINES.schema().fields().length];
    v[S_SOURCE] = source;
    v[S_COMMENTS] = s.comments();
    v[S_ESCAPES] = s.escapes();
    v[S_OTHER] = s.other();
    v[S_INGEST_RUN] = run;
    return v;
  }

  /** The counts of a row of {@code skipped_lines}, as {@link #skippedLines} builds it. */
  static org.ludoteca.record.SkippedLines skippedOf(Object[] row) {
    return new org.ludoteca.record.SkippedLines((Long) row[S_COMMENTS], (Long) row[S_ESCAPES], (Long) row[S_OTHER]);
  }

  /** The source of a row of {@code skipped_lines}. */
  static String skippedSourceOf(Object[] row) {
    return (String) row[S_SOURCE];
  }

  static Object[] rejected(String source, long offset, String reason, Long line, Integer column, String raw,
      String run) {
    Object[] v = new Object[Table.REJECTED.schema().fields().length];
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
