package org.ludoteca.spark.ingest;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.record.GameRecord;
import org.ludoteca.spark.table.Table;

/**
 * Executor code: for each game, rule set and victory type (termination and winner) of one ingest
 * task's {@code VALID} games, how many there are and the shortest (fewest plies; ties to the first
 * by source, then offset): the task's rows of {@link Table#SHORTEST_SUMMARY}. {@link
 * ShortestGames} takes the shortest of these and sums the counts, which is the shortest over every
 * game, so {@code shortest_games.csv} needs no scan of {@code games}. Each row carries the shortest
 * game's record as it was read (its format and text), so that its game page is drawn from the
 * table and no page reads an input file again.
 */
public final class ShortestPartials {
  /** The shortest game so far of one key, and the games counted. */
  private static final class Best {
    long games;
    TableRows.Game game;
    /** The shortest game's record as read: its text and format, for its game page (no input read again). */
    GameRecord record;
  }

  /** What the shortest games are kept by: a game's partition and victory type. */
  record Key(String game, String rules, String run, String termination, Winner winner) {}

  /** By (game, rules, run, termination, winner). */
  private final Map<Key, Best> best = new LinkedHashMap<>();

  /**
   * Counts a game row, {@code record} the record it was read from; only VALID games count, as in
   * {@code shortest_games.csv}.
   */
  void game(TableRows.Game g, GameRecord record) {
    if (g.verdict() != Verdict.VALID) {
      return;
    }
    Best b = best.computeIfAbsent(new Key(g.game(), g.rules(), g.ingestRun(), g.termination(), g.winner()),
        k -> new Best());
    b.games++;
    if (b.game == null || before(g.plies(), g.source(), g.offset(), b.game.plies(), b.game.source(), b.game.offset())) {
      b.game = g;
      b.record = record;
    }
  }

  /**
   * Whether a game goes before another in the order of {@code shortest_games.csv}: fewer plies,
   * then source (as Spark orders strings: by their UTF-8 bytes), then offset.
   */
  public static boolean before(int plies, String source, long offset, int otherPlies, String otherSource, long otherOffset) {
    if (plies != otherPlies) {
      return plies < otherPlies;
    }
    int c = compareUtf8(source, otherSource);
    return c != 0 ? c < 0 : offset < otherOffset;
  }

  /** Strings compared by their UTF-8 bytes, unsigned, as Spark compares them; a null first. */
  static int compareUtf8(String a, String b) {
    if (a == null || b == null) {
      return a == null ? (b == null ? 0 : -1) : 1;
    }
    if (a.equals(b)) {
      return 0;
    }
    return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * What the reader mended to read a record ({@link GameRecord#warnings}, an encoding), one line
   * each; null when nothing: the record read back from its text (a string, so UTF-8) would not know.
   */
  public static String warnings(GameRecord r) {
    return r.warnings().isEmpty() ? null : String.join("\n", r.warnings());
  }

  /** Writes one row per key counted so far to {@code sink}, each column set by name ({@link Table#row}). */
  void writeTo(TableRows.Sink sink) {
    for (Map.Entry<Key, Best> e : best.entrySet()) {
      TableRows.Game g = e.getValue().game;
      GameRecord r = e.getValue().record;
      sink.write(Table.SHORTEST_SUMMARY, Table.SHORTEST_SUMMARY.row()
          .set("termination", g.termination())
          .set("winner", TableRows.label(g.winner()))
          .set("games", e.getValue().games)
          .set("plies", g.plies())
          .set("game_id", g.gameId())
          .set("source", g.source())
          .set("offset", g.offset())
          .set("start_fen", g.startFen())
          .set("final_fen", g.finalFen())
          .set("record_format", r == null ? null : r.format().name())
          .set("record_text", r == null ? null : r.text())
          .set("record_warnings", r == null ? null : warnings(r))
          .partition(g.game(), g.rules(), g.ingestRun())
          .values());
    }
  }
}
