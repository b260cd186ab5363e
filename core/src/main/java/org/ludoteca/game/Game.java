package org.ludoteca.game;

import java.util.Set;

/**
 * One game, as shared code sees it: its name in records, its rule sets, the names its rules give
 * to the ends of a game, and a replayer per rule set.
 *
 * <pre>{@code
 * Game game = Games.named("rithmomachia");
 * GameReplayer.Session s = game.replayer(game.defaultRules()).start(null);
 * GameReplayer.Step step = s.play("c14-c12");
 * }</pre>
 *
 * <p>Adding a game means one package that implements this interface and a {@link GameProvider}
 * listed in {@code META-INF/services/org.ludoteca.game.GameProvider} (see {@link Games}).
 * Implementations are immutable and thread-safe.
 */
public interface Game {
  /** The value of the {@code Game} tag: lower case, e.g. {@code rithmomachia}. */
  String name();

  /** The rule set a record without a {@code Rules} tag is played under. */
  String defaultRules();

  /** The names of the rule sets this game knows, in a stable order. */
  Set<String> ruleSetNames();

  /**
   * The labels the rules use for the ends they detect (victory types and draws), e.g. {@code
   * de-bonis}, {@code no-legal-move}. A record's {@code Termination} tag names one of these or
   * one of the record-level endings of {@link org.ludoteca.replay.Replay#RECORD_TERMINATIONS}.
   */
  Set<String> terminationNames();

  /**
   * The replayer for a rule set.
   *
   * @throws GameException if the game has no rule set of that name; the message lists the known
   *     names
   * @throws NullPointerException if {@code rules} is null
   */
  GameReplayer replayer(String rules) throws GameException;

  /**
   * Replays a record in one piece, for games whose records carry more than a move list (a
   * transcription whose turns may be left open, author's marks to check). Empty, the default,
   * means: replay move by move through {@link #replayer}. The replay makes its result of what
   * this returns.
   *
   * @throws GameException if the rule set is unknown or the record cannot be set up
   */
  default java.util.Optional<WholeReplay> replayWhole(org.ludoteca.record.GameRecord record,
      String rules) throws GameException {
    return java.util.Optional.empty();
  }

  /**
   * The plies a whole-record replay ({@link #replayWhole}) played, in order, with the position
   * after each: what a move-by-move replay shows through its session, for the game viewer. Empty,
   * the default, for records this game replays move by move.
   *
   * @throws GameException if the rule set is unknown or the record cannot be set up
   */
  default java.util.Optional<java.util.List<PlayedPly>> pliesWhole(org.ludoteca.record.GameRecord record,
      String rules) throws GameException {
    return java.util.Optional.empty();
  }

  /**
   * Whether a record that has no {@code Game} tag is a game of this kind, judged from its other
   * tags (the shape of its {@code FEN}, a {@code Variant}). A FEN-per-line file is read this
   * way. The default claims nothing.
   */
  default boolean recognizes(org.ludoteca.record.GameRecord record) {
    return false;
  }
  /**
   * Whether a declared {@code Termination} that is not the rules' own label agrees with the end
   * the rules found (chess PGN writes {@code Normal} for a mate). The default: no.
   */
  default boolean terminationAgrees(String declaredTermination, GameReplayer.Ending rulesEnding) {
    return false;
  }

  /**
   * The game's own reading of a record's declared end when the rules ended nothing: real-world
   * records follow conventions of their own (in chess PGN a {@code 1-0} with no {@code
   * Termination} is a resignation, {@code Time forfeit} a loss on time). Empty, the default, means
   * Replay judges the declaration by its record terminations ({@link
   * org.ludoteca.replay.Replay#RECORD_TERMINATIONS}).
   *
   * @param declaredResult the declared result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code
   *     *}), or null when the record has none
   * @param declaredTermination the {@code Termination} tag, or null
   * @param claimable an end a player could claim in the final position (see {@link
   *     GameReplayer.Session#claimable()}), or empty
   */
  default java.util.Optional<DeclaredEnding> acceptedEnding(String declaredResult, String declaredTermination,
      java.util.Optional<GameReplayer.Ending> claimable) {
    return java.util.Optional.empty();
  }

  /**
   * {@link #acceptedEnding(String, String, java.util.Optional)} given the whole final position
   * ({@code session}, where the game stopped), for a game whose reading needs more than the
   * claimable end (chess: who could still mate, for a draw declared after a flag). The default
   * asks that method with {@code session.claimable()}.
   */
  default java.util.Optional<DeclaredEnding> acceptedEnding(String declaredResult, String declaredTermination,
      GameReplayer.Session session) {
    return acceptedEnding(declaredResult, declaredTermination, session.claimable());
  }

  /**
   * The game's own reading of a record's declared {@code Termination} when the rules ended the
   * game ({@code rulesEnding}) and the declared result is the one that end implies: accepted
   * (with the declared ending normalised, and a warning if need be) or a mismatch. Empty, the
   * default, means Replay's own rule: absent, the rules' label, or one {@link #terminationAgrees}
   * accepts; anything else a mismatch.
   *
   * @param declaredTermination the {@code Termination} tag, or null
   */
  default java.util.Optional<DeclaredEnding> endedDeclaration(String declaredTermination,
      GameReplayer.Ending rulesEnding) {
    return java.util.Optional.empty();
  }

  /**
   * The kind of the piece a capture event names ({@link org.ludoteca.game.CaptureEvent#victim()},
   * a token in the game's own position notation), for the {@code captured_kind} column and the
   * statistics by piece: Rithmomachia's {@code t90.} is a {@code triangle}, Un Cáliz para el Rey's
   * {@code Q} a {@code queen}. The pipeline asks the game because only the game can read its tokens.
   * Empty, the default, when the game does not classify its pieces or the token names none.
   */
  default java.util.Optional<String> pieceKind(String token) {
    return java.util.Optional.empty();
  }

  /**
   * The value of the piece a capture event names, for games whose pieces carry numbers
   * (Rithmomachia: a pyramid's is the sum of its components'), for the {@code captured_value}
   * column. Empty, the default, for games whose pieces carry none and for tokens that name no piece.
   */
  default java.util.OptionalInt pieceValue(String token) {
    return java.util.OptionalInt.empty();
  }

  /**
   * Whether this game's pieces carry numbers, so that the pieces that made a capture have values
   * ({@code captures.attacker_values}; {@link GameReplayer.Session#pieceValueAt}). False, the
   * default: those lists stay empty.
   */
  default boolean piecesCarryValues() {
    return false;
  }

  /**
   * The value of the piece on {@code square} read from a position in the game's notation, 0 for
   * an empty square or a square the position does not have: the attacker values of a replay that
   * was given positions rather than a session. Only asked when {@link #piecesCarryValues()}; the
   * default, 0, goes with a game whose pieces carry no numbers.
   */
  default int pieceValueAt(String fen, String square) {
    return 0;
  }

  /**
   * How the {@code start_positions} statistic tells this game's start positions apart. Empty, the
   * default, for a game whose start positions are not compared (its games count in no row of that
   * table, and its {@code game_summary} rows keep no start position).
   */
  default java.util.Optional<StartPositionKeys> startPositionKeys() {
    return java.util.Optional.empty();
  }

  /**
   * Whether the report page of this game has the pieces taken off the board by method (a
   * sentence and a chart from {@code capture_methods.captured_kind}): the Zamora games, where a
   * capture or a foul takes a piece whose kind matters. False, the default.
   */
  default boolean reportsPiecesTaken() {
    return false;
  }

  /**
   * The position a compact code of this game holds ({@link GameReplayer.Session#compactPosition()},
   * the {@code positions.position} column), written in the game's position notation: the pipeline
   * cannot decode a code without its game. Empty, the default, for a game that writes no codes.
   *
   * @throws GameException if the code is malformed
   */
  default java.util.Optional<String> decodePosition(byte[] code) throws GameException {
    return java.util.Optional.empty();
  }

  /**
   * The book that names the openings of this game's records ({@link OpeningBook}): chess names
   * them from lichess's opening data set. Empty, the default, for a game without named openings;
   * its games have no {@code eco} or {@code opening}.
   */
  default java.util.Optional<OpeningBook> openingBook() {
    return java.util.Optional.empty();
  }

  /**
   * How this game draws a position (Ludoteca's {@code diagram} and {@code show} commands). Empty,
   * the default, for a game that cannot draw its positions yet.
   */
  default java.util.Optional<BoardDrawing> drawing() {
    return java.util.Optional.empty();
  }

  /**
   * This game's self-play agents ({@code ludoteca generate}): the {@link Agents} registered for its
   * name, if any. Games need not override it; their agents package registers itself.
   */
  default java.util.Optional<Agents> agents() {
    return Agents.of(name());
  }

  /**
   * The position every game of a rule set starts from, in the game's position notation, for the
   * reports' start-position board. Empty, the default, when the game's records start from
   * positions of their own (Chess960) or the game cannot say.
   *
   * @throws GameException if the game has no rule set of that name
   */
  default java.util.Optional<String> startPosition(String rules) throws GameException {
    return java.util.Optional.empty();
  }
}
