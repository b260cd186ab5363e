package org.ludoteca.chess960.game;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.PlayedRecord;
import org.ludoteca.game.RecordJudge;
import org.ludoteca.record.FastPgnReader;

/**
 * Replays a chess PGN file held in memory straight from its bytes, giving, with the judge {@code
 * replay.Replay.JUDGE}, exactly the {@code ReplayResult}s that {@code Replay.of} gives for the
 * records {@link FastPgnReader} (or {@link org.ludoteca.record.RecordReader}) reads from the same
 * bytes, in the same order, but without
 * building the records: each SAN token is resolved from the file's bytes on one board ({@link
 * ChessSession#playSan}), and the tags are decoded only when asked.
 *
 * <p>It takes the common case itself — standard chess from the start position (no {@code FEN},
 * no {@code Variant}, {@code Game} absent or {@code chess}), plain SAN moves that are all legal,
 * no move after an end of the rules, a well-formed {@code Result} tag — and hands anything else
 * to the judge's general path ({@link RecordJudge#general}): a record with anything unusual is
 * built ({@link FastPgnReader#visitedRecord}), and the records the fast reader does not read are
 * handed on as read. So errors and their messages are always the general path's. A record played
 * here goes to {@link RecordJudge#played}, which checks its declared result (the replay's own
 * step; this package imports no replay). {@code ChessFastReplayTest} checks both agree on every
 * game of the chess corpus.
 *
 * <pre>{@code
 * ChessFastReplay<ReplayResult> replays = ChessFastReplay.of(Files.readAllBytes(path), path.toString(), null,
 *     Replay.JUDGE);
 * while (replays.hasNext()) {
 *   System.out.println(replays.next().describe());
 * }
 * }</pre>
 *
 * Not thread-safe.
 */
public final class ChessFastReplay<R> implements Iterator<R> {
  private static final String RULES = ChessGame.CHESS.defaultRules();
  /** The Result tags the replay reads; a record with another goes the general way, which rejects it. */
  private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

  private final FastPgnReader in;
  private final String source;
  private final String defaultRules;
  private final GameReplayer replayer;
  private final RecordJudge<R> judge;
  private final FastPgnReader.MoveVisitor visitor = this::move;
  private R pending;
  /** Records replayed here without the general path. */
  private int fastRecords;
  /** Whether the reader handed the rest of the input to the general reader: all goes to the judge's general path. */
  private boolean general;

  // The record being visited.
  private boolean setUp;
  /** Whether the record needs the general path. */
  private boolean unusual;
  /** The game being replayed; one session, restarted for each record. */
  private ChessSession session;
  private String resultTag;
  private int plies;
  private GameReplayer.Ending ending;
  private int endPly;
  /** The record's capture events; one list, cleared for each record (the result copies it). */
  private final List<CaptureEvent> captures = new ArrayList<>(64);

  private ChessFastReplay(byte[] data, String source, String defaultRules, RecordJudge<R> judge) {
    this.in = FastPgnReader.of(data, source);
    this.source = source;
    this.defaultRules = defaultRules;
    this.judge = judge;
    try {
      this.replayer = ChessGame.CHESS.replayer(RULES);
    } catch (GameException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Replays of the records of a PGN file's bytes (decompressed, UTF-8), which it does not copy.
   *
   * @param defaultRules the rule set for a record without a {@code Rules} tag, or null (as for
   *     {@code Replay.replay(GameRecord, String)})
   * @param judge makes each record's result ({@code Replay.JUDGE}: {@code ReplayResult}s)
   * @throws NullPointerException if {@code data}, {@code source} or {@code judge} is null
   */
  public static <R> ChessFastReplay<R> of(byte[] data, String source, String defaultRules, RecordJudge<R> judge) {
    Objects.requireNonNull(data, "data");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(judge, "judge");
    return new ChessFastReplay<>(data, source, defaultRules, judge);
  }

  @Override
  public boolean hasNext() {
    if (pending != null) {
      return true;
    }
    if (general) {
      return in.hasNext();
    }
    setUp = false;
    unusual = false;
    resultTag = null;
    plies = 0;
    ending = null;
    endPly = 0;
    captures.clear();
    if (in.visitNext(visitor)) {
      pending = finish();
      return true;
    }
    general = true;
    return in.hasNext();
  }

  @Override
  public R next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    if (pending != null) {
      R r = pending;
      pending = null;
      return r;
    }
    return judge.general(in.next(), defaultRules);
  }

  /** How many records so far were replayed without building them (the rest went the general way). */
  public int fastRecords() {
    return fastRecords;
  }

  /** The PGN roster tags that make a record without moves (nor Game, Variant or FEN tag) chess. */
  private static final String[] ROSTER = {"Event", "Site", "Date", "Round", "White", "Black"};

  /**
   * At the first move, or at the end of a record without moves: whether the record is standard
   * chess from the start, as the general path would see it (see {@link ChessGame#recognizes}).
   */
  private boolean setUp(boolean noMoves) {
    String game = in.tag("Game");
    if (game == null ? in.tag("Variant") != null : !game.equals(ChessGame.CHESS.name())) {
      return false;
    }
    if (game == null && noMoves) {
      boolean roster = false;
      for (String name : ROSTER) {
        roster |= in.tag(name) != null;
      }
      if (!roster) {
        return false;
      }
    }
    if (in.tag("FEN") != null) {
      return false;
    }
    String rules = in.tag("Rules");
    if (rules == null) {
      rules = defaultRules != null ? defaultRules : RULES;
    }
    if (!rules.equals(RULES)) {
      return false;
    }
    resultTag = in.tag("Result");
    if (resultTag != null && !RESULTS.contains(resultTag)) {
      return false;
    }
    if (session == null) {
      try {
        session = (ChessSession) replayer.start(null);
      } catch (GameException e) {
        return false;
      }
    } else {
      session.restart(); // one board and history for all the file's games
    }
    return true;
  }

  private boolean move(byte[] data, int from, int to) {
    if (!setUp) {
      setUp = true;
      unusual = !setUp(false);
    }
    if (unusual || ending != null) { // a move after an end: the general path warns or rejects
      unusual = true;
      return false;
    }
    if (!session.playSan(data, from, to, captures)) {
      unusual = true;
      return false;
    }
    plies++;
    // checkmate and stalemate are looked for only where the record stops: a next move rules them out
    GameReplayer.Ending end = session.lastEndingUnlessNoMove();
    if (end != null) {
      ending = end;
      endPly = plies;
    }
    return true;
  }

  /** The visited record's result: the judge's on the play done here, or on the general path. */
  private R finish() {
    if (!setUp) { // a record without moves
      setUp = true;
      unusual = !setUp(true);
    }
    if (unusual) {
      return judge.general(in.visitedRecord(), defaultRules);
    }
    fastRecords++;
    if (plies > 0) { // no move followed the last ply: its end, checkmate and stalemate included
      GameReplayer.Ending end = session.lastEnding();
      if (end != null) {
        ending = end;
        endPly = plies;
      }
    }
    String resultToken = in.visitedResult();
    return judge.played(new PlayedRecord(ChessGame.CHESS, RULES, source, in.visitedOffset(), resultTag, resultToken,
        in.tag("Termination"), session, plies, captures, ending, endPly));
  }
}
