package org.ludoteca.spark.ingest;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Game;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.spark.table.Table;

/**
 * Executor code: the statistics' inputs of one ingest task, aggregated while the task replays
 * (rows of {@link Table#GAME_SUMMARY} and {@link Table#CAPTURE_SUMMARY}), then written beside
 * the task's other rows. A few hundred rows stand for a task's thousands of games and captures,
 * so the statistics read these instead of scanning {@code games} and {@code captures}. Counts are
 * exact; the statistics sum them per key.
 */
public final class StatsPartials {
  /** The summary columns of a game ({@link Table#GAME_SUMMARY}'s but the counts), its partition included. */
  record GameKey(SummaryCell cell, Verdict verdict, String termination, Winner winner, int plies, Side firstMover,
      String declaredResult, String whiteAgent, String blackAgent, String startFen, String unreadable) {}

  /** What a capture is counted by ({@link Table#CAPTURE_SUMMARY}'s columns but the counts), its partition included. */
  record CaptureKey(SummaryCell cell, String method, Side side, String kind) {}

  /** By key: games, then for the games whose legal moves were counted: legal moves, positions, decision plies, games. */
  private final Map<GameKey, long[]> games = new LinkedHashMap<>();
  /** By key: captures, opening, middlegame, endgame. */
  private final Map<CaptureKey, long[]> captures = new LinkedHashMap<>();
  /**
   * The last game counted or whose captures were, with what its captures share: its cell (a
   * game's ~15 captures then cost no tag lookups, rating string or month substring each; null
   * until asked) and its captures' counters by method, side and kind (three values per entry, at
   * most {@value #MEMO}: most captures find theirs here without building and hashing a key).
   */
  private TableRows.Game lastGame;
  private SummaryCell lastCell;
  private final SummaryCell.Memo cells = new SummaryCell.Memo();
  private static final int MEMO = 12;
  private final Object[] memoKeys = new Object[3 * MEMO];
  private final long[][] memoCounts = new long[MEMO][];
  private int memoSize;
  /** Whether the last game name asked compares start positions. */
  private String startsGame;
  private boolean startsCompared;

  /** Counts a game row. */
  public void game(TableRows.Game g) {
    game(g, null);
  }

  /**
   * Counts a game row and, when not null, its legal-move counts ({@link LegalMoveCounts#counts}:
   * legal moves, positions before a move, plies with more than one legal move).
   */
  void game(TableRows.Game g, long[] legalMoves) {
    // Only a game whose start positions are compared keeps its start: fewer keys for the others.
    boolean comparesStarts = comparesStarts(g.game());
    GameKey k = new GameKey(cell(g), g.verdict(), g.termination(), g.winner(), g.plies(), g.firstMover(),
        g.declaredResult(), Agents.white(g.tags()), Agents.black(g.tags()), comparesStarts ? g.startFen() : null,
        g.verdict() == Verdict.UNREADABLE ? org.ludoteca.stats.CorpusStatistics.rejectedReason(g.error()) : null);
    long[] n = games.computeIfAbsent(k, x -> new long[5]);
    n[0]++;
    if (legalMoves != null) {
      n[1] += legalMoves[0];
      n[2] += legalMoves[1];
      n[3] += legalMoves[2];
      n[4]++;
    }
  }

  /** Counts a capture of a game; only VALID games' captures count, as in {@code capture_methods}. */
  void capture(TableRows.Game g, CaptureEvent c, String capturedKind) {
    capture(g, c.ply(), c.method(), c.side(), capturedKind);
  }

  /** As {@link #capture(TableRows.Game, CaptureEvent, String)}, the capture given by its columns of {@code captures}. */
  public void capture(TableRows.Game g, int ply, String method, Side side, String capturedKind) {
    if (g.verdict() != Verdict.VALID) {
      return;
    }
    long[] n = captureCounts(g, method, side, capturedKind);
    n[0]++;
    n[1 + org.ludoteca.stats.CorpusStatistics.phase(ply)]++;
  }

  /** The counters of a capture's key: from the memo of the game's captures, else the map (and then memoised). */
  private long[] captureCounts(TableRows.Game g, String method, Side side, String kind) {
    last(g);
    for (int i = 0; i < memoSize; i++) {
      if (java.util.Objects.equals(memoKeys[3 * i], method) && java.util.Objects.equals(memoKeys[3 * i + 1], side)
          && java.util.Objects.equals(memoKeys[3 * i + 2], kind)) {
        return memoCounts[i];
      }
    }
    long[] n = captures.computeIfAbsent(new CaptureKey(cell(g), method, side, kind), x -> new long[4]);
    if (memoSize < MEMO) {
      memoKeys[3 * memoSize] = method;
      memoKeys[3 * memoSize + 1] = side;
      memoKeys[3 * memoSize + 2] = kind;
      memoCounts[memoSize++] = n;
    }
    return n;
  }

  /** Whether a game compares its start positions (a registry look-up, remembered for the last name asked). */
  private boolean comparesStarts(String game) {
    if (game == null || !game.equals(startsGame)) {
      startsGame = game;
      startsCompared = org.ludoteca.game.Games.find(game).flatMap(Game::startPositionKeys).isPresent();
    }
    return startsCompared;
  }

  /** A game's partition and strata ({@link SummaryCell}), computed once per game row. */
  private SummaryCell cell(TableRows.Game g) {
    last(g);
    if (lastCell == null) {
      lastCell = cells.of(g.game(), g.rules(), g.ingestRun(), g.tags());
    }
    return lastCell;
  }

  /** Makes {@code g} the last game: what was kept of another is dropped. */
  private void last(TableRows.Game g) {
    if (g != lastGame) {
      lastGame = g;
      lastCell = null;
      memoSize = 0;
    }
  }

  /** Writes the rows counted so far to {@code sink}, each column set by name ({@link Table#row}). */
  public void writeTo(TableRows.Sink sink) {
    for (Map.Entry<GameKey, long[]> e : games.entrySet()) {
      GameKey k = e.getKey();
      long[] n = e.getValue();
      boolean counted = n[4] > 0;
      sink.write(Table.GAME_SUMMARY, k.cell().setOn(Table.GAME_SUMMARY.row())
          .set("verdict", TableRows.label(k.verdict()))
          .set("termination", k.termination())
          .set("winner", TableRows.label(k.winner()))
          .set("plies", k.plies())
          .set("first_mover", TableRows.label(k.firstMover()))
          .set("declared_result", k.declaredResult())
          .set("white_agent", k.whiteAgent())
          .set("black_agent", k.blackAgent())
          .set("start_fen", k.startFen())
          .set("unreadable", k.unreadable())
          .set("games", n[0])
          .set("legal_moves", counted ? n[1] : null)
          .set("move_positions", counted ? n[2] : null)
          .set("decision_plies", counted ? n[3] : null)
          .values());
    }
    for (Map.Entry<CaptureKey, long[]> e : captures.entrySet()) {
      CaptureKey k = e.getKey();
      long[] n = e.getValue();
      sink.write(Table.CAPTURE_SUMMARY, k.cell().setOn(Table.CAPTURE_SUMMARY.row())
          .set("method", k.method())
          .set("side", TableRows.label(k.side()))
          .set("captured_kind", k.kind())
          .set("captures", n[0])
          .set("opening", n[1])
          .set("middlegame", n[2])
          .set("endgame", n[3])
          .values());
    }
  }
}
