package org.ludoteca.spark.ingest;

import java.util.List;
import java.util.Map;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.spark.parquet.RowBatch;
import org.ludoteca.spark.table.Movetext;
import org.ludoteca.spark.table.Table;

/**
 * The rows replay produces, one builder per table, each column set by its name in the table's
 * definition ({@link Table#row}): values in the column order of the table's schema, as plain Java
 * values (strings, boxed numbers, lists, maps, byte arrays) that {@link SliceWriter} writes.
 */
public final class TableRows {
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

  /**
   * One game, typed, as its columns of {@code games} hold it but for {@code movetext} and the typed
   * columns ({@link TypedColumns}): built by column ({@link #builder}); its row is {@link
   * #game(Game, String, TypedColumns)}, each column set by name. The vocabulary's values are
   * typed ({@link Verdict}, {@link Winner}, {@link Side}) and written as their labels.
   */
  public record Game(String gameId, String source, long offset, Map<String, String> tags, String startFen,
      List<String> moves, String declaredResult, String declaredTermination, Verdict verdict, int errorPly,
      String error, int plies, Winner winner, String termination, String finalFen, Side firstMover,
      List<Integer> clocks, List<Integer> evals, String bot, String game, String rules, String ingestRun) {

    /** A game to build column by column: every column null, none of the tags and moves, at offset and ply 0. */
    public static Builder builder() {
      return new Builder();
    }

    /** A game's columns set one by one, each setter named as its column; {@link #build} makes the game. */
    public static final class Builder {
      private String gameId;
      private String source;
      private long offset;
      private Map<String, String> tags = Map.of();
      private String startFen;
      private List<String> moves = List.of();
      private String declaredResult;
      private String declaredTermination;
      private Verdict verdict;
      private int errorPly;
      private String error;
      private int plies;
      private Winner winner;
      private String termination;
      private String finalFen;
      private Side firstMover;
      private List<Integer> clocks;
      private List<Integer> evals;
      private String bot;
      private String game;
      private String rules;
      private String ingestRun;

      private Builder() {}

      public Builder gameId(String v) {
        gameId = v;
        return this;
      }

      public Builder source(String v) {
        source = v;
        return this;
      }

      public Builder offset(long v) {
        offset = v;
        return this;
      }

      public Builder tags(Map<String, String> v) {
        tags = v;
        return this;
      }

      public Builder startFen(String v) {
        startFen = v;
        return this;
      }

      public Builder moves(List<String> v) {
        moves = v;
        return this;
      }

      public Builder declaredResult(String v) {
        declaredResult = v;
        return this;
      }

      public Builder declaredTermination(String v) {
        declaredTermination = v;
        return this;
      }

      public Builder verdict(Verdict v) {
        verdict = v;
        return this;
      }

      public Builder errorPly(int v) {
        errorPly = v;
        return this;
      }

      public Builder error(String v) {
        error = v;
        return this;
      }

      public Builder plies(int v) {
        plies = v;
        return this;
      }

      public Builder winner(Winner v) {
        winner = v;
        return this;
      }

      public Builder termination(String v) {
        termination = v;
        return this;
      }

      public Builder finalFen(String v) {
        finalFen = v;
        return this;
      }

      public Builder firstMover(Side v) {
        firstMover = v;
        return this;
      }

      public Builder clocks(List<Integer> v) {
        clocks = v;
        return this;
      }

      public Builder evals(List<Integer> v) {
        evals = v;
        return this;
      }

      public Builder bot(String v) {
        bot = v;
        return this;
      }

      public Builder game(String v) {
        game = v;
        return this;
      }

      public Builder rules(String v) {
        rules = v;
        return this;
      }

      public Builder ingestRun(String v) {
        ingestRun = v;
        return this;
      }

      /** The game with the columns set. */
      public Game build() {
        return new Game(gameId, source, offset, tags, startFen, moves, declaredResult, declaredTermination, verdict,
            errorPly, error, plies, winner, termination, finalFen, firstMover, clocks, evals, bot, game, rules,
            ingestRun);
      }
    }
  }

  /** A value's label ({@link Verdict#label}, {@link Winner#label}, {@link Side#label}), null for null: as a column holds it. */
  static String label(Verdict v) {
    return v == null ? null : v.label();
  }

  static String label(Winner w) {
    return w == null ? null : w.label();
  }

  static String label(Side s) {
    return s == null ? null : s.label();
  }

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
    Table.Row row = Table.GAMES.row()
        .set(GamesColumns.GAME_ID, g.gameId())
        .set(GamesColumns.SOURCE, g.source())
        .set(GamesColumns.OFFSET, g.offset())
        .set(GamesColumns.TAGS, g.tags())
        .set(GamesColumns.START_FEN, g.startFen())
        .set(GamesColumns.MOVES, movetext == null ? g.moves() : null)
        .set(GamesColumns.MOVETEXT, movetext)
        .set(GamesColumns.DECLARED_RESULT, g.declaredResult())
        .set(GamesColumns.DECLARED_TERMINATION, g.declaredTermination())
        .set(GamesColumns.VERDICT, label(g.verdict()))
        .set(GamesColumns.ERROR_PLY, g.errorPly())
        .set(GamesColumns.ERROR, g.error())
        .set(GamesColumns.PLIES, g.plies())
        .set(GamesColumns.WINNER, label(g.winner()))
        .set(GamesColumns.TERMINATION, g.termination())
        .set(GamesColumns.FINAL_FEN, g.finalFen())
        .set(GamesColumns.FIRST_MOVER, label(g.firstMover()))
        .set(GamesColumns.CLOCKS, g.clocks())
        .set(GamesColumns.EVALS, g.evals())
        .set(GamesColumns.BOT, g.bot())
        .set(GamesColumns.GAME, g.game())
        .set(GamesColumns.RULES, g.rules())
        .set(GamesColumns.INGEST_RUN, g.ingestRun());
    return t.setOn(row).values();
  }

  /** The verdict of a row of {@code games}, as {@link #game} builds it. */
  static String verdictOf(Object[] gameRow) {
    return (String) gameRow[GamesColumns.VERDICT.index()];
  }

  /** The movetext of a row of {@code games} as {@link #game} builds it: null where {@code moves} was written instead. */
  static String movetextOf(Object[] gameRow) {
    return (String) gameRow[GamesColumns.MOVETEXT.index()];
  }

  static Object[] capture(Game g, CaptureEvent c, List<Integer> attackerValues) {
    return Table.CAPTURES.row()
        .set("game_id", g.gameId())
        .set("ply", c.ply())
        .set("side", c.side().label())
        .set("method", c.method())
        .set("captured", c.victim())
        .set("captured_kind", Captures.kind(g.game(), c.victim()))
        .set("captured_value", Captures.value(g.game(), c.victim()))
        .set("scope", c.scope())
        .set("square", c.square())
        .set("attackers", c.attackers())
        .set("attacker_values", attackerValues)
        .set("attacker_pieces", c.attackerPieces())
        .set("game", g.game())
        .set("rules", g.rules())
        .set("ingest_run", g.ingestRun())
        .values();
  }

  /** A position of a game: its compact code when the game has one, else its FEN. */
  static Object[] position(Game g, int ply, byte[] code, String fen) {
    return Table.POSITIONS.row()
        .set("game_id", g.gameId())
        .set("ply", ply)
        .set("position", code)
        .set("fen", fen)
        .set("game", g.game())
        .set("rules", g.rules())
        .set("ingest_run", g.ingestRun())
        .values();
  }

  /** The lines a slice of {@code source} skipped between records, by kind. */
  static Object[] skippedLines(String source, org.ludoteca.record.SkippedLines s, String run) {
    return Table.SKIPPED_LINES.row()
        .set("source", source)
        .set("comments", s.comments())
        .set("escapes", s.escapes())
        .set("other", s.other())
        .set("ingest_run", run)
        .values();
  }

  /** The counts of a row of {@code skipped_lines}, as {@link #skippedLines} builds it. */
  static org.ludoteca.record.SkippedLines skippedOf(Object[] row) {
    Table.Row r = Table.Row.of(Table.SKIPPED_LINES, row);
    return new org.ludoteca.record.SkippedLines((Long) r.get("comments"), (Long) r.get("escapes"),
        (Long) r.get("other"));
  }

  /** The source of a row of {@code skipped_lines}. */
  static String skippedSourceOf(Object[] row) {
    return (String) row[Table.SKIPPED_LINES.columnIndex("source")];
  }

  static Object[] rejected(String source, long offset, String reason, Long line, Integer column, String raw,
      String run) {
    return Table.REJECTED.row()
        .set("source", source)
        .set("offset", offset)
        .set("reason", reason)
        .set("line", line)
        .set("column", column)
        .set("raw", raw)
        .set("ingest_run", run)
        .values();
  }
}
