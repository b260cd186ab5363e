package org.ludoteca.spark.ingest;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
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
  record GameKey(GameClass kind, int plies) {}

  /**
   * A game's summary columns but {@code plies}: what games of any length share. Compared with the
   * last game's once per game, hashed when it differs: {@code equals} and {@code hashCode} are
   * written out (a record's go through method handles, dearer than the comparison until the
   * compiler inlines them), the enums first (an identity test each), then the cell (the same
   * instance for games of one cell in a row: {@link SummaryCell.Memo}) and the few-valued strings;
   * the enums hash by ordinal, the same from run to run.
   */
  record GameClass(SummaryCell cell, Verdict verdict, String termination, Winner winner, Side firstMover,
      String declaredResult, String whiteAgent, String blackAgent, String startFen, String unreadable) {
    @Override
    public boolean equals(Object o) {
      return o instanceof GameClass c && verdict == c.verdict && winner == c.winner && firstMover == c.firstMover
          && Objects.equals(cell, c.cell) && Objects.equals(termination, c.termination)
          && Objects.equals(declaredResult, c.declaredResult) && Objects.equals(whiteAgent, c.whiteAgent)
          && Objects.equals(blackAgent, c.blackAgent) && Objects.equals(startFen, c.startFen)
          && Objects.equals(unreadable, c.unreadable);
    }

    @Override
    public int hashCode() {
      int h = ordinal(verdict);
      h = 31 * h + ordinal(winner);
      h = 31 * h + ordinal(firstMover);
      h = 31 * h + Objects.hashCode(cell);
      h = 31 * h + Objects.hashCode(termination);
      h = 31 * h + Objects.hashCode(declaredResult);
      h = 31 * h + Objects.hashCode(whiteAgent);
      h = 31 * h + Objects.hashCode(blackAgent);
      h = 31 * h + Objects.hashCode(startFen);
      return 31 * h + Objects.hashCode(unreadable);
    }

    /** An enum constant's ordinal plus one, 0 for null: a hash that is the same in every run, unlike {@code Enum.hashCode}. */
    private static int ordinal(Enum<?> e) {
      return e == null ? 0 : e.ordinal() + 1;
    }
  }

  /** What a capture is counted by ({@link Table#CAPTURE_SUMMARY}'s columns but the counts), its partition included. */
  record CaptureKey(SummaryCell cell, String method, Side side, String kind) {}

  /** By key: games, then for the games whose legal moves were counted: legal moves, positions, decision plies, games. */
  private final Map<GameKey, long[]> games = new LinkedHashMap<>();
  /**
   * The counters of {@link #games} by class and plies: a game finds its own by an index, no key of
   * eleven columns built and hashed in a map of every length (a map of a few classes, looked up
   * only when the class differs from the last game's).
   */
  private final Map<GameClass, long[][]> byPlies = new HashMap<>();
  private GameClass lastClass;
  private long[][] lastByPlies;
  /** By key: captures, opening, middlegame, endgame. */
  private final Map<CaptureKey, long[]> captures = new LinkedHashMap<>();
  /**
   * The last game counted or whose captures were, and its cell (a game's ~15 captures then cost
   * no tag lookups, rating string or month substring each; null until asked).
   */
  private TableRows.Game lastGame;
  private SummaryCell lastCell;
  private final SummaryCell.Memo cells = SummaryCell.Memo.ofThisThread();
  /**
   * The captures' counters by cell, then by method, side and kind (the entries of {@link
   * #captures}): a capture finds its own among its cell's few without building and hashing a key,
   * and a game its cell's by one look-up, none when its cell is the last game's.
   */
  private final Map<SummaryCell, CaptureCounters> captureCells = new HashMap<>();
  private SummaryCell lastCaptureCell;
  private CaptureCounters lastCaptureCounters;
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
    GameClass c = new GameClass(cell(g), g.verdict(), g.termination(), g.winner(), g.firstMover(),
        g.declaredResult(), Agents.white(g.tags()), Agents.black(g.tags()), comparesStarts ? g.startFen() : null,
        g.verdict() == Verdict.UNREADABLE ? org.ludoteca.stats.CorpusStatistics.rejectedReason(g.error()) : null);
    long[] n = counters(c, g.plies());
    n[0]++;
    if (legalMoves != null) {
      n[1] += legalMoves[0];
      n[2] += legalMoves[1];
      n[3] += legalMoves[2];
      n[4]++;
    }
  }

  /** The counters of a class's games of {@code plies} plies (those of {@link #games}, made there on first use). */
  private long[] counters(GameClass c, int plies) {
    if (!c.equals(lastClass)) {
      lastClass = c;
      lastByPlies = byPlies.computeIfAbsent(c, x -> new long[64][]);
    }
    long[][] counts = lastByPlies;
    if (plies >= counts.length) {
      counts = java.util.Arrays.copyOf(counts, Math.max(plies + 1, 2 * counts.length));
      byPlies.put(c, counts);
      lastByPlies = counts;
    }
    long[] n = counts[plies];
    if (n == null) {
      n = games.computeIfAbsent(new GameKey(c, plies), x -> new long[5]);
      counts[plies] = n;
    }
    return n;
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

  /** The counters of a capture's key: from its cell's memo, else the map (and then memoised). */
  private long[] captureCounts(TableRows.Game g, String method, Side side, String kind) {
    SummaryCell cell = cell(g);
    if (cell != lastCaptureCell) {
      lastCaptureCell = cell;
      lastCaptureCounters = captureCells.computeIfAbsent(cell, c -> new CaptureCounters());
    }
    CaptureCounters memo = lastCaptureCounters;
    long[] n = memo.find(method, side, kind);
    if (n == null) {
      n = captures.computeIfAbsent(new CaptureKey(cell, method, side, kind), x -> new long[4]);
      memo.add(method, side, kind, n);
    }
    return n;
  }

  /** One cell's capture counters by method, side and kind, at most {@value #MEMO} (the rest found in the map). */
  private static final class CaptureCounters {
    private static final int MEMO = 48;
    private final Object[] keys = new Object[3 * MEMO];
    private final long[][] counts = new long[MEMO][];
    private int size;

    long[] find(String method, Side side, String kind) {
      for (int i = 0; i < size; i++) {
        if (keys[3 * i + 1] == side && java.util.Objects.equals(keys[3 * i], method)
            && java.util.Objects.equals(keys[3 * i + 2], kind)) {
          return counts[i];
        }
      }
      return null;
    }

    void add(String method, Side side, String kind, long[] n) {
      if (size < MEMO) {
        keys[3 * size] = method;
        keys[3 * size + 1] = side;
        keys[3 * size + 2] = kind;
        counts[size++] = n;
      }
    }
  }

  /** Whether a game compares its start positions (a registry look-up, remembered for the last name asked). */
  private boolean comparesStarts(String game) {
    if (game == null || !game.equals(startsGame)) {
      startsGame = game;
      startsCompared = org.ludoteca.game.Games.find(game).flatMap(Game::startPositionKeys).isPresent();
    }
    return startsCompared;
  }

  /** A game's partition and strata ({@link SummaryCell}), computed once per game row (and shared with {@link ResearchPartials}). */
  SummaryCell cell(TableRows.Game g) {
    last(g);
    if (lastCell == null) {
      lastCell = cells.of(g.game(), g.rules(), g.ingestRun(), g.tags());
    }
    return lastCell;
  }

  /** Makes {@code g} the last game: the cell kept of another is dropped. */
  private void last(TableRows.Game g) {
    if (g != lastGame) {
      lastGame = g;
      lastCell = null;
    }
  }

  /** Writes the rows counted so far to {@code sink}, each column set by name ({@link Table#row}). */
  public void writeTo(TableRows.Sink sink) {
    for (Map.Entry<GameKey, long[]> e : games.entrySet()) {
      GameClass k = e.getKey().kind();
      long[] n = e.getValue();
      boolean counted = n[4] > 0;
      sink.write(Table.GAME_SUMMARY, k.cell().setOn(Table.GAME_SUMMARY.row())
          .set("verdict", TableRows.label(k.verdict()))
          .set("termination", k.termination())
          .set("winner", TableRows.label(k.winner()))
          .set("plies", e.getKey().plies())
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
