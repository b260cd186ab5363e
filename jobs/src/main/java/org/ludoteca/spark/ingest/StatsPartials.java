package org.ludoteca.spark.ingest;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Game;
import org.ludoteca.game.Verdict;
import org.ludoteca.stats.Strata;
import org.ludoteca.spark.table.Table;

/**
 * Executor code: the statistics' inputs of one ingest task, aggregated while the task replays
 * (rows of {@link Table#GAME_SUMMARY} and {@link Table#CAPTURE_SUMMARY}), then written beside
 * the task's other rows. A few hundred rows stand for a task's thousands of games and captures,
 * so the statistics read these instead of scanning {@code games} and {@code captures}. Counts are
 * exact; the statistics sum them per key.
 */
public final class StatsPartials {
  /** The summary columns of a game, its partition included. */
  record GameKey(String game, String rules, String run, String verdict, String termination, String winner,
      int plies, String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen,
      String unreadable, String timeControl, String rating, String month) {
    // Written out: a record's generated equals and hashCode go through invokedynamic method
    // handles that the per-game map look-up did not fully inline (issue 23).
    @Override
    public boolean equals(Object o) {
      return this == o || o instanceof GameKey k && plies == k.plies && Objects.equals(verdict, k.verdict)
          && Objects.equals(termination, k.termination) && Objects.equals(winner, k.winner)
          && Objects.equals(declaredResult, k.declaredResult) && Objects.equals(timeControl, k.timeControl)
          && Objects.equals(rating, k.rating) && Objects.equals(month, k.month)
          && Objects.equals(firstMover, k.firstMover) && Objects.equals(whiteAgent, k.whiteAgent)
          && Objects.equals(blackAgent, k.blackAgent) && Objects.equals(startFen, k.startFen)
          && Objects.equals(unreadable, k.unreadable) && Objects.equals(game, k.game)
          && Objects.equals(rules, k.rules) && Objects.equals(run, k.run);
    }

    @Override
    public int hashCode() {
      int h = Objects.hashCode(game);
      h = 31 * h + Objects.hashCode(rules);
      h = 31 * h + Objects.hashCode(run);
      h = 31 * h + Objects.hashCode(verdict);
      h = 31 * h + Objects.hashCode(termination);
      h = 31 * h + Objects.hashCode(winner);
      h = 31 * h + plies;
      h = 31 * h + Objects.hashCode(firstMover);
      h = 31 * h + Objects.hashCode(declaredResult);
      h = 31 * h + Objects.hashCode(whiteAgent);
      h = 31 * h + Objects.hashCode(blackAgent);
      h = 31 * h + Objects.hashCode(startFen);
      h = 31 * h + Objects.hashCode(unreadable);
      h = 31 * h + Objects.hashCode(timeControl);
      h = 31 * h + Objects.hashCode(rating);
      return 31 * h + Objects.hashCode(month);
    }
  }

  /** What a capture is counted by, its partition included. */
  record CaptureKey(String game, String rules, String run, String method, String side, String kind,
      String timeControl, String rating, String month) {
    // Written out, as GameKey's.
    @Override
    public boolean equals(Object o) {
      return this == o || o instanceof CaptureKey k && Objects.equals(method, k.method) && Objects.equals(side, k.side)
          && Objects.equals(kind, k.kind) && Objects.equals(timeControl, k.timeControl)
          && Objects.equals(rating, k.rating) && Objects.equals(month, k.month) && Objects.equals(game, k.game)
          && Objects.equals(rules, k.rules) && Objects.equals(run, k.run);
    }

    @Override
    public int hashCode() {
      int h = Objects.hashCode(game);
      h = 31 * h + Objects.hashCode(rules);
      h = 31 * h + Objects.hashCode(run);
      h = 31 * h + Objects.hashCode(method);
      h = 31 * h + Objects.hashCode(side);
      h = 31 * h + Objects.hashCode(kind);
      h = 31 * h + Objects.hashCode(timeControl);
      h = 31 * h + Objects.hashCode(rating);
      return 31 * h + Objects.hashCode(month);
    }
  }

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
  /** The tags the strata were last computed from, and their values (those of a game without the tags at first). */
  private String strataTimeControlTag;
  private String strataWhiteElo;
  private String strataBlackElo;
  private String strataUtcDate;
  private String strataDate;
  private String strataTimeControl = Strata.timeControl(null);
  private String strataRating = Strata.rating(null, null);
  private String strataMonth = Strata.month(null, null);
  private static final int MEMO = 12;
  private final String[] memoKeys = new String[3 * MEMO];
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
    String[] strata = strata(g);
    GameKey k = new GameKey(g.game(), g.rules(), g.ingestRun(), g.verdict(), g.termination(), g.winner(), g.plies(),
        g.firstMover(), g.declaredResult(), Agents.white(g.tags()), Agents.black(g.tags()),
        comparesStarts ? g.startFen() : null,
        Verdict.UNREADABLE.label().equals(g.verdict())
            ? org.ludoteca.stats.CorpusStatistics.rejectedReason(g.error()) : null,
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
    capture(g, c.ply(), c.method(), c.side().label(), capturedKind);
  }

  /** As {@link #capture(TableRows.Game, CaptureEvent, String)}, the capture given by its columns of {@code captures}. */
  public void capture(TableRows.Game g, int ply, String method, String side, String capturedKind) {
    if (!Verdict.VALID.label().equals(g.verdict())) {
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
      Map<String, String> tags = g.tags();
      // Each stratum again only when its tags differ from the last game's (a dump's games come by
      // date, and a few time controls): no strings built, and keys whose strings are the same objects.
      String timeControlTag = tags.get("TimeControl");
      if (!Objects.equals(timeControlTag, strataTimeControlTag)) {
        strataTimeControlTag = timeControlTag;
        strataTimeControl = Strata.timeControl(timeControlTag);
      }
      String whiteElo = tags.get("WhiteElo");
      String blackElo = tags.get("BlackElo");
      if (!Objects.equals(whiteElo, strataWhiteElo) || !Objects.equals(blackElo, strataBlackElo)) {
        strataWhiteElo = whiteElo;
        strataBlackElo = blackElo;
        strataRating = Strata.rating(whiteElo, blackElo);
      }
      String utcDate = tags.get("UTCDate");
      String date = tags.get("Date");
      if (!Objects.equals(utcDate, strataUtcDate) || !Objects.equals(date, strataDate)) {
        strataUtcDate = utcDate;
        strataDate = date;
        strataMonth = Strata.month(utcDate, date);
      }
      lastStrata = new String[] {strataTimeControl, strataRating, strataMonth};
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
  public void writeTo(TableRows.Sink sink) {
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
