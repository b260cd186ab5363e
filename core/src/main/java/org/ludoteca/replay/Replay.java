package org.ludoteca.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.game.MoveException;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.WholeReplay;
import org.ludoteca.game.Winner;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RejectedRecord;

/**
 * Replays a game record under its rules and judges it: every move checked, the end the rules
 * find compared with the declared {@code Result} and {@code Termination}.
 *
 * <pre>{@code
 * try (RecordReader in = RecordReader.open(path)) {
 *   in.forEachRemaining(r -> System.out.println(Replay.of(r, null).describe()));
 * }
 * }</pre>
 *
 * <p>Steps, each stopping at its first failure:
 * <ol>
 *   <li>Set up ({@link Verdict#UNREADABLE} on failure): the {@code Game} tag is required and must
 *       name a registered game; {@code Rules} (else the caller's default, else the game's) must
 *       name one of its rule sets; {@code FEN}, when present, must read; a {@code Result} tag
 *       must be {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}.</li>
 *   <li>Play ({@link Verdict#ILLEGAL}): each token in order; a token that does not read, a move
 *       the rules do not allow, or any move after the rules ended the game ("game already ended
 *       at ply N") is the error, and its ply the error ply. An end the rules let a record play
 *       past ({@link GameReplayer.Ending#recordMayPlayOn()}, chess's automatic draws) is instead
 *       a warning naming its ply and label, and play goes on.</li>
 *   <li>Check the declaration ({@link Verdict#RESULT_MISMATCH}): the declared result is the
 *       {@code Result} tag, else the movetext's result token (both present and different is a
 *       mismatch; an empty {@code Result} or {@code Termination} tag is read as a missing one,
 *       with a warning). When the rules ended the game, the declared result must be the one the
 *       end implies (a victory {@code 1-0}/{@code 0-1}, a draw such as {@code no-legal-move}
 *       {@code 1/2-1/2}) and {@code Termination}, if present, as the game reads it ({@link
 *       Game#endedDeclaration}), else the rules' label (or one the game says agrees with it,
 *       {@link Game#terminationAgrees}). When the rules did not end it, the
 *       game may judge the declaration itself ({@link Game#acceptedEnding}, which also gives the
 *       declared ending normalised, {@link ReplayResult#declaredEnding}); otherwise
 *       {@code Termination} must be absent or one of {@link #RECORD_TERMINATIONS},
 *       with the result: absent, {@code unfinished} or {@code ply-limit} need {@code *} (or no
 *       result); {@code resignation} needs {@code 1-0} or {@code 0-1}; {@code agreement} needs
 *       {@code 1/2-1/2}.</li>
 * </ol>
 * Deterministic: the same record always gives an equal result. Never throws for bad data.
 */
public final class Replay {
  /** Endings a record may declare that the rules do not detect. */
  public static final Set<String> RECORD_TERMINATIONS = Set.of("resignation", "agreement", "ply-limit", "unfinished");

  /** The error of a record whose {@code FEN} tag is {@code ?}. */
  static final String UNKNOWN_START = "FEN tag is \"?\"";

  static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

  /** The warnings of a {@code Result} or {@code Termination} tag whose value is empty. */
  static final String EMPTY_RESULT = "empty Result tag: read as a missing one (the movetext's result, else *)";
  static final String EMPTY_TERMINATION = "empty Termination tag: read as a missing one";

  private Replay() {}

  /** Replays a reader's output: a game as {@link #replay(GameRecord, String)}, a rejection as {@link #rejected}. */
  public static ReplayResult of(ReadResult r, String defaultRules) {
    Objects.requireNonNull(r, "r");
    return r instanceof GameRecord g ? replay(g, defaultRules) : rejected((RejectedRecord) r);
  }

  /** Replays a record with no default rule set beyond the game's own. */
  public static ReplayResult replay(GameRecord record) {
    return replay(record, null);
  }

  /**
   * Replays a record.
   *
   * @param defaultRules the rule set for a record without a {@code Rules} tag (the command
   *     line's {@code --rules}), or null for the game's default; it never overrides the tag
   * @throws NullPointerException if {@code record} is null
   */
  public static ReplayResult replay(GameRecord record, String defaultRules) {
    return replay(record, defaultRules, null);
  }

  /**
   * Receives every ply a replay plays legally, in order, with the position after it: for callers
   * that need more than the result (the Spark pipeline reads the capturing pieces' values).
   */
  @FunctionalInterface
  public interface PlyListener {
    /**
     * @param ply the 1-based ply just played
     * @param fen the position after it, in the game's notation, when the ply captured; else null
     * @param captures the capture events of the ply, possibly none
     */
    void played(int ply, String fen, List<CaptureEvent> captures);

    /**
     * Called once, before the first ply, with the game's session at its start position (only for
     * games that set up and are played move by move; never for {@code UNREADABLE} ones). The
     * session moves on as the plies are played: a listener that needs every position (the
     * pipeline's {@code positions} table) reads it in {@link #played}. The default does nothing.
     */
    default void started(GameReplayer.Session session) {}

    /**
     * Whether {@link #played} needs the position written out after a capturing ply. A listener
     * that reads what it needs from the session given to {@link #started} says false, and the
     * replay skips writing the position (it costs more than the ply). The default: true.
     */
    default boolean needsFen() {
      return true;
    }

    /**
     * Called when the rules end the game with ply {@code ply} (after {@link #played} for it), also
     * for an end the record may play past. The default does nothing.
     */
    default void ended(int ply, GameReplayer.Ending ending) {}
  }

  /**
   * Replays a record as {@link #replay(GameRecord, String)}, telling {@code listener} (when not
   * null) about each ply played. The result is the same with or without a listener.
   *
   * @throws NullPointerException if {@code record} is null
   */
  public static ReplayResult replay(GameRecord record, String defaultRules, PlyListener listener) {
    return replay(record, defaultRules, listener, null, true);
  }

  /**
   * Replays a record as {@link #replay(GameRecord, String, PlyListener)}, noting each ply played in
   * {@code log} too (when not null; cleared first). The result is the same with or without either.
   *
   * @throws NullPointerException if {@code record} is null
   */
  public static ReplayResult replay(GameRecord record, String defaultRules, PlyListener listener, MoveLog log) {
    return replay(record, defaultRules, listener, log, true);
  }

  /**
   * @param deferNoMoveEnds whether to play with {@link GameReplayer.Session#playDeferringNoMoveEnd}
   *     (the product's way) or {@link GameReplayer.Session#play} (the reference the tests compare it with)
   */
  static ReplayResult replay(GameRecord record, String defaultRules, PlyListener listener, boolean deferNoMoveEnds) {
    return replay(record, defaultRules, listener, null, deferNoMoveEnds);
  }

  private static ReplayResult replay(GameRecord record, String defaultRules, PlyListener listener, MoveLog log,
      boolean deferNoMoveEnds) {
    Objects.requireNonNull(record, "record");
    if (log != null) {
      log.clear();
    }
    String gameName = record.tag("Game").orElseGet(() -> Games.recognize(record).map(Game::name).orElse(null));
    String resultTag = record.tag("Result").orElse(null);
    String declaredTermination = record.tag("Termination").orElse(null);
    List<String> mended = new ArrayList<>(record.warnings()); // what the reader mended (an encoding)
    if (resultTag != null && resultTag.isEmpty()) { // [Result ""], as real files write it: no result written
      resultTag = null;
      mended.add(EMPTY_RESULT);
    }
    if (declaredTermination != null && declaredTermination.isBlank()) {
      declaredTermination = null;
      mended.add(EMPTY_TERMINATION);
    }
    String declaredResult = resultTag != null ? resultTag : record.resultToken();
    Builder b = new Builder(record.source(), record.offset(), gameName, declaredResult, declaredTermination);
    b.warnings.addAll(mended);

    // 1. Set up.
    // lichess's 2017 Chess960 games (database#6) have no start position: their FEN tag is "?".
    boolean unknownStart = "?".equals(record.tag("FEN").orElse(null));
    if (gameName == null && unknownStart) {
      return b.unreadable(UNKNOWN_START);
    }
    if (gameName == null) {
      return b.unreadable(record.tag("Variant").map(v -> "unsupported variant " + v)
          .orElse("missing Game tag, and no FEN tag whose shape names a game"));
    }
    Game game;
    try {
      game = Games.named(gameName);
    } catch (GameException e) {
      return b.unreadable(e.getMessage());
    }
    String rules = record.tag("Rules").orElse(defaultRules != null ? defaultRules : game.defaultRules());
    b.rules = rules;
    if (unknownStart) {
      return b.unreadable(UNKNOWN_START);
    }
    try {
      java.util.Optional<WholeReplay> whole = game.replayWhole(record, rules);
      if (whole.isPresent()) {
        return b.whole(whole.get());
      }
    } catch (GameException e) {
      return b.unreadable(e.getMessage());
    }
    GameReplayer.Session session;
    try {
      session = game.replayer(rules).start(record.tag("FEN").orElse(null));
    } catch (GameException e) {
      return b.unreadable(e.getMessage());
    }
    b.session = session;
    b.warnings.addAll(session.setupWarnings());
    if (resultTag != null && !RESULTS.contains(resultTag)) {
      return b.unreadable("bad Result tag '" + resultTag + "', expected 1-0, 0-1, 1/2-1/2 or *");
    }

    if (listener != null) {
      listener.started(session);
    }
    if (log != null) {
      log.started(session);
    }

    // 2. Play.
    GameReplayer.Ending ending = null;
    int endPly = 0;
    List<String> moves = record.moves();
    for (int i = 0; i < moves.size(); i++) {
      int ply = i + 1;
      String token = moves.get(i);
      if (ending != null) {
        ReplayResult over = playedPast(b, ply, token, ending, endPly);
        if (over != null) {
          return over;
        }
        ending = null;
      }
      Side side = session.sideToMove();
      GameReplayer.Step step;
      try {
        step = deferNoMoveEnds ? session.playDeferringNoMoveEnd(token) : session.play(token);
      } catch (MoveException e) {
        // the ply before may have ended the game with no legal move left: found now, as play would have then
        java.util.Optional<GameReplayer.Ending> late = session.deferredEnding();
        if (late.isPresent()) {
          if (listener != null) {
            listener.ended(ply - 1, late.get());
          }
          ReplayResult over = playedPast(b, ply, token, late.get(), ply - 1);
          if (over != null) {
            return over;
          }
        }
        return b.illegal(ply, (e.unreadable() ? "unreadable move " : "illegal move ") + token + ": " + e.getMessage(),
            null);
      }
      b.plies = ply;
      if (log != null) {
        log.played(session);
      }
      if (listener != null) {
        // The position is written out only for plies that captured: writing it costs more than the ply.
        listener.played(ply, step.captures().isEmpty() || !listener.needsFen() ? null : session.fen(),
            step.captures());
      }
      List<CaptureEvent> captured = step.captures();
      // By index: an iterator per ply is one object per ply wherever this loop is compiled into a
      // caller too large for the compiler to prove it does not escape (the ingest's row maker).
      for (int k = 0, n = captured.size(); k < n; k++) {
        CaptureEvent c = captured.get(k);
        if (c.ply() != ply || c.side() != side) {
          throw new IllegalStateException("capture event " + c + " reported at ply " + ply + " by " + side);
        }
        b.captures.add(c);
      }
      if (step.ending().isPresent()) {
        ending = step.ending().get();
        endPly = ply;
        if (listener != null) {
          listener.ended(ply, ending);
        }
      }
    }

    // the last ply's checkmate or stalemate, left untested while a next move could rule it out
    java.util.Optional<GameReplayer.Ending> last = session.deferredEnding();
    if (last.isPresent()) {
      ending = last.get();
      endPly = b.plies;
      if (listener != null) {
        listener.ended(endPly, ending);
      }
    }

    // 3. Check the declaration.
    return judge(b, game, resultTag, record.resultToken(), ending, endPly);
  }

  /**
   * A record that plays move {@code token} (ply {@code ply}) after the rules ended the game at
   * {@code endPly}: illegal when the end holds, else the end waived with a warning (null).
   */
  private static ReplayResult playedPast(Builder b, int ply, String token, GameReplayer.Ending ending, int endPly) {
    if (!ending.recordMayPlayOn()) {
      return b.illegal(ply, "move " + token + " after the game already ended at ply " + endPly + " ("
          + ending.termination() + ")", ending);
    }
    b.warnings.add("ply " + endPly + ": the rules end the game by " + ending.termination() + " ("
        + ending.resultToken() + "), but the record plays on: the end is waived");
    return null;
  }

  /**
   * Step 3, the declaration checked against the end of play: {@code ending} (reached at {@code
   * endPly}) or, when null, what the game accepts of the declaration in the final position. The
   * builder holds the declared result and termination, the plies, captures and session.
   */
  static ReplayResult judge(Builder b, Game game, String resultTag, String resultToken, GameReplayer.Ending ending,
      int endPly) {
    String declaredResult = b.declaredResult;
    String declaredTermination = b.declaredTermination;
    GameReplayer.Session session = b.session;
    if (resultTag != null && resultToken != null && !resultTag.equals(resultToken)) {
      b.setEnd(ending);
      return b.mismatch("Result tag " + resultTag + " but the movetext ends " + resultToken);
    }
    if (ending != null) {
      b.setEnd(ending);
      java.util.Optional<org.ludoteca.game.DeclaredEnding> read = game.endedDeclaration(declaredTermination, ending);
      read.ifPresent(d -> b.declared(d));
      String implied = ending.resultToken();
      if (!implied.equals(declaredResult)) {
        return b.mismatch("the rules end the game by " + ending.termination() + " at ply " + endPly + " ("
            + implied + "), the record declares " + (declaredResult == null ? "no result" : declaredResult));
      }
      if (read.isPresent()) {
        return read.get().isMismatch() ? b.mismatch(read.get().mismatch()) : b.valid();
      }
      if (declaredTermination != null && !declaredTermination.equals(ending.termination())
          && !game.terminationAgrees(declaredTermination, ending)) {
        return b.mismatch("the rules end the game by " + ending.termination() + ", the record declares Termination "
            + declaredTermination);
      }
      return b.valid();
    }
    java.util.Optional<org.ludoteca.game.DeclaredEnding> own =
        game.acceptedEnding(declaredResult, declaredTermination, session);
    if (own.isPresent()) {
      org.ludoteca.game.DeclaredEnding d = own.get();
      b.declared(d);
      if (d.isMismatch()) {
        return b.mismatch(d.mismatch());
      }
      b.termination = d.termination();
      b.winner = d.winner();
      return b.valid();
    }
    String result = declaredResult == null ? "*" : declaredResult;
    if (declaredTermination == null || declaredTermination.equals("unfinished")
        || declaredTermination.equals("ply-limit")) {
      if (!result.equals("*")) {
        return b.mismatch("the rules find no end, the record declares " + result
            + (declaredTermination == null ? " with no Termination" : " with Termination " + declaredTermination));
      }
      b.termination = declaredTermination;
      return b.valid();
    }
    if (declaredTermination.equals("resignation")) {
      if (!result.equals("1-0") && !result.equals("0-1")) {
        return b.mismatch("Termination resignation needs 1-0 or 0-1, the record declares " + result);
      }
      b.termination = declaredTermination;
      b.winner = result.equals("1-0") ? Winner.WHITE : Winner.BLACK;
      return b.valid();
    }
    if (declaredTermination.equals("agreement")) {
      if (!result.equals("1/2-1/2")) {
        return b.mismatch("Termination agreement needs 1/2-1/2, the record declares " + result);
      }
      b.termination = declaredTermination;
      b.winner = Winner.DRAW;
      return b.valid();
    }
    if (game.terminationNames().contains(declaredTermination)) {
      return b.mismatch("the record declares Termination " + declaredTermination + " but the rules find no end");
    }
    return b.mismatch("unknown Termination '" + declaredTermination + "'");
  }

  /** The result of a record the reader rejected: {@link Verdict#UNREADABLE}, its reason as the error. */
  public static ReplayResult rejected(RejectedRecord r) {
    Objects.requireNonNull(r, "r");
    return new Builder(r.source(), r.offset(), null, null, null)
        .unreadable("line " + r.line() + " column " + r.column() + ": " + r.reason());
  }

  /** Collects a result as the steps go. */
  static final class Builder {
    final String source;
    final long offset;
    final String game;
    final String declaredResult;
    final String declaredTermination;
    String rules;
    /** The game in progress; the final FEN is asked of it once, when the result is built. */
    GameReplayer.Session session;
    int plies;
    String termination;
    Winner winner;
    List<CaptureEvent> captures = new ArrayList<>();
    final List<String> warnings = new ArrayList<>();

    Builder(String source, long offset, String game, String declaredResult, String declaredTermination) {
      this.source = source;
      this.offset = offset;
      this.game = game;
      this.declaredResult = declaredResult;
      this.declaredTermination = declaredTermination;
    }

    /** The declared ending, normalised, and the warning of a game's reading of the declaration. */
    org.ludoteca.game.EndingKind declaredEnding;

    void declared(org.ludoteca.game.DeclaredEnding d) {
      declaredEnding = d.ending();
      if (d.warning() != null) {
        warnings.add(d.warning());
      }
    }

    void setEnd(GameReplayer.Ending e) {
      if (e != null) {
        termination = e.termination();
        winner = e.winner();
      }
    }

    ReplayResult unreadable(String why) {
      return build(Verdict.UNREADABLE, 0, why);
    }

    ReplayResult illegal(int ply, String why, GameReplayer.Ending reached) {
      setEnd(reached);
      return build(Verdict.ILLEGAL, ply, why);
    }

    ReplayResult mismatch(String why) {
      return build(Verdict.RESULT_MISMATCH, 0, why);
    }

    ReplayResult valid() {
      return build(Verdict.VALID, 0, null);
    }

    /** The result of a game's own replay of the whole record ({@link Game#replayWhole}). */
    ReplayResult whole(WholeReplay w) {
      Verdict v = w.verdict();
      List<String> all = new ArrayList<>(warnings);
      all.addAll(w.warnings());
      return new ReplayResult(source, offset, game, rules, v, w.errorPly(), w.error(), w.plies(), w.termination(),
          w.winner(), declaredResult, declaredTermination, w.finalPosition(), w.captures(), all, null, null);
    }

    ReplayResult build(Verdict v, int errorPly, String error) {
      return new ReplayResult(source, offset, game, rules, v, errorPly, error, plies, termination, winner,
          declaredResult, declaredTermination, session == null ? null : session.fen(), captures, warnings,
          declaredEnding, session == null ? null : session.startKind().orElse(null));
    }
  }
}
