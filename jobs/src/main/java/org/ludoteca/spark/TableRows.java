package org.ludoteca.spark;

import java.util.List;
import java.util.Map;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.replay.CaptureEvent;

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

  private static final Columns G = new Columns(Tables.GAMES);
  private static final Columns C = new Columns(Tables.CAPTURES);
  private static final Columns R = new Columns(Tables.REJECTED);
  private static final Columns P = new Columns(Tables.POSITIONS);

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
      String game, String rules, String ingestRun) {}

  static Object[] game(Game g) {
    Object[] v = new Object[G.width];
    v[G.at("game_id")] = g.gameId();
    v[G.at("source")] = g.source();
    v[G.at("offset")] = g.offset();
    v[G.at("tags")] = g.tags();
    v[G.at("start_fen")] = g.startFen();
    v[G.at("moves")] = g.moves();
    v[G.at("declared_result")] = g.declaredResult();
    v[G.at("declared_termination")] = g.declaredTermination();
    v[G.at("verdict")] = g.verdict();
    v[G.at("error_ply")] = g.errorPly();
    v[G.at("error")] = g.error();
    v[G.at("plies")] = g.plies();
    v[G.at("winner")] = g.winner();
    v[G.at("termination")] = g.termination();
    v[G.at("final_fen")] = g.finalFen();
    v[G.at("first_mover")] = g.firstMover();
    v[G.at("game")] = g.game();
    v[G.at("rules")] = g.rules();
    v[G.at("ingest_run")] = g.ingestRun();
    return v;
  }

  static Object[] capture(Game g, CaptureEvent c, List<Integer> attackerValues) {
    Object[] v = new Object[C.width];
    v[C.at("game_id")] = g.gameId();
    v[C.at("ply")] = c.ply();
    v[C.at("side")] = c.side();
    v[C.at("method")] = c.method();
    v[C.at("captured")] = c.victim();
    v[C.at("captured_kind")] = Captures.kind(g.game(), c.victim());
    v[C.at("captured_value")] = Captures.value(g.game(), c.victim());
    v[C.at("scope")] = c.scope();
    v[C.at("square")] = c.square();
    v[C.at("attackers")] = c.attackers();
    v[C.at("attacker_values")] = attackerValues;
    v[C.at("attacker_pieces")] = c.attackerPieces();
    v[C.at("game")] = g.game();
    v[C.at("rules")] = g.rules();
    v[C.at("ingest_run")] = g.ingestRun();
    return v;
  }

  /** A position of a game: its compact code when the game has one, else its FEN. */
  static Object[] position(Game g, int ply, byte[] code, String fen) {
    Object[] v = new Object[P.width];
    v[P.at("game_id")] = g.gameId();
    v[P.at("ply")] = ply;
    v[P.at("position")] = code;
    v[P.at("fen")] = fen;
    v[P.at("game")] = g.game();
    v[P.at("rules")] = g.rules();
    v[P.at("ingest_run")] = g.ingestRun();
    return v;
  }

  static Object[] rejected(String source, long offset, String reason, Long line, Integer column, String raw,
      String run) {
    Object[] v = new Object[R.width];
    v[R.at("source")] = source;
    v[R.at("offset")] = offset;
    v[R.at("reason")] = reason;
    v[R.at("line")] = line;
    v[R.at("column")] = column;
    v[R.at("raw")] = raw;
    v[R.at("ingest_run")] = run;
    return v;
  }

  /** Column positions of one schema, looked up by name once. */
  private static final class Columns {
    final int width;
    private final StructType schema;

    Columns(StructType schema) {
      this.schema = schema;
      this.width = schema.fields().length;
    }

    int at(String name) {
      return schema.fieldIndex(name);
    }
  }
}
