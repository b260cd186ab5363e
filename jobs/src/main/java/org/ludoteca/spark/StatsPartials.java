package org.ludoteca.spark;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Game;
import org.ludoteca.stats.Strata;

/**
 * Executor code: the statistics' inputs of one ingest task, aggregated while the task replays
 * (rows of {@link Table#GAME_SUMMARY} and {@link Table#CAPTURE_SUMMARY}), then written beside
 * the task's other rows. A few hundred rows stand for a task's thousands of games and captures,
 * so the statistics read these instead of scanning {@code games} and {@code captures}. Counts are
 * exact; the statistics sum them per key.
 */
final class StatsPartials {
  /** The summary columns of a game, its partition included. */
  private record GameKey(String game, String rules, String run, String verdict, String termination, String winner,
      int plies, String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen,
      String unreadable, String timeControl, String rating, String month) {}

  /** What a capture is counted by, its partition included. */
  private record CaptureKey(String game, String rules, String run, String method, String side, String kind,
      String timeControl, String rating, String month) {}

  /** By key: games, then for the games whose legal moves were counted: legal moves, positions, decision plies, games. */
  private final Map<GameKey, long[]> games = new LinkedHashMap<>();
  /** By key: captures, opening, middlegame, endgame. */
  private final Map<CaptureKey, long[]> captures = new LinkedHashMap<>();
  /**
   * The last game counted or whose captures were, with what its captures share: its strata (a
   * game's ~15 captures then cost no tag lookups, rating string or month substring each; null
   * until asked) and its captures' counters by method, side and kind (three strings per entry, at
   * most {@value #MEMO}: most captures find theirs here without building and hashing a key).
   */
  private TableRows.Game lastGame;
  private String[] lastStrata;
  private static final int MEMO = 12;
  private final String[] memoKeys = new String[3 * MEMO];
  private final long[][] memoCounts = new long[MEMO][];
  private int memoSize;
  /** Whether the last game name asked compares start positions. */
  private String startsGame;
  private boolean startsCompared;

  /** Counts a game row. */
  void game(TableRows.Game g) {
    game(g, null);
  }

  /**
   * Counts a game row and, when not null, its legal-move counts ({@link LegalMoveCounts#counts}:
   * legal moves, positions before a move, plies with more than one legal move).
   */
  void game(TableRows.Game g, long[] legalMoves) {
    // Only a game whose start positions are compared keeps its start: fewer keys for the others.
    boolean comparesStarts = comparesStarts(g.game());
    String[] strata = strata(g);
    GameKey k = new GameKey(g.game(), g.rules(), g.ingestRun(), g.verdict(), g.termination(), g.winner(), g.plies(),
        g.firstMover(), g.declaredResult(), Agents.white(g.tags()), Agents.black(g.tags()),
        comparesStarts ? g.startFen() : null,
        "UNREADABLE".equals(g.verdict()) ? org.ludoteca.stats.CorpusStatistics.rejectedReason(g.error()) : null,
        strata[0], strata[1], strata[2]);
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
  void capture(TableRows.Game g, int ply, String method, String side, String capturedKind) {
    if (!"VALID".equals(g.verdict())) {
      return;
    }
    long[] n = captureCounts(g, method, side, capturedKind);
    n[0]++;
    n[1 + org.ludoteca.stats.CorpusStatistics.phase(ply)]++;
  }

  /** The counters of a capture's key: from the memo of the game's captures, else the map (and then memoised). */
  private long[] captureCounts(TableRows.Game g, String method, String side, String kind) {
    last(g);
    for (int i = 0; i < memoSize; i++) {
      if (java.util.Objects.equals(memoKeys[3 * i], method) && java.util.Objects.equals(memoKeys[3 * i + 1], side)
          && java.util.Objects.equals(memoKeys[3 * i + 2], kind)) {
        return memoCounts[i];
      }
    }
    String[] strata = strata(g);
    long[] n = captures.computeIfAbsent(new CaptureKey(g.game(), g.rules(), g.ingestRun(), method, side, kind,
        strata[0], strata[1], strata[2]), x -> new long[4]);
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

  /** A game's time control class, rating band and month, computed once per game row. */
  private String[] strata(TableRows.Game g) {
    last(g);
    if (lastStrata == null) {
      lastStrata = new String[] {Strata.timeControl(g.tags().get("TimeControl")),
          Strata.rating(g.tags().get("WhiteElo"), g.tags().get("BlackElo")),
          Strata.month(g.tags().get("UTCDate"), g.tags().get("Date"))};
    }
    return lastStrata;
  }

  /** Makes {@code g} the last game: what was kept of another is dropped. */
  private void last(TableRows.Game g) {
    if (g != lastGame) {
      lastGame = g;
      lastStrata = null;
      memoSize = 0;
    }
  }

  /** Writes the rows counted so far to {@code sink}, values in the tables' column order. */
  void writeTo(TableRows.Sink sink) {
    for (Map.Entry<GameKey, long[]> e : games.entrySet()) {
      GameKey k = e.getKey();
      long[] n = e.getValue();
      boolean counted = n[4] > 0;
      sink.write(Table.GAME_SUMMARY, new Object[] {k.verdict(), k.termination(), k.winner(), k.plies(), k.firstMover(),
          k.declaredResult(), k.whiteAgent(), k.blackAgent(), k.startFen(), k.unreadable(), n[0], counted ? n[1] : null,
          counted ? n[2] : null, counted ? n[3] : null, k.timeControl(), k.rating(), k.month(), k.game(), k.rules(),
          k.run()});
    }
    for (Map.Entry<CaptureKey, long[]> e : captures.entrySet()) {
      CaptureKey k = e.getKey();
      long[] n = e.getValue();
      sink.write(Table.CAPTURE_SUMMARY, new Object[] {k.method(), k.side(), k.kind(), n[0], n[1], n[2], n[3],
          k.timeControl(), k.rating(), k.month(), k.game(), k.rules(), k.run()});
    }
  }
}
