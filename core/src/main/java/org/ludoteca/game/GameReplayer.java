package org.ludoteca.game;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Plays recorded move tokens under one rule set of one game, one ply at a time, checking each.
 * Obtained from {@link Game#replayer(String)}; immutable and thread-safe. A {@link Session} is
 * not thread-safe.
 */
public interface GameReplayer {
  /** The name of the rule set this replayer plays. */
  String rules();

  /**
   * Starts a game from a position written in the game's position notation (the {@code FEN} tag),
   * or from the rule set's standard start when {@code fen} is null.
   *
   * @throws GameException if the position does not read or is not playable
   */
  Session start(String fen) throws GameException;

  /** A game in progress: the position reached and a checked way to go on. */
  interface Session {
    /** The current position in the game's canonical position notation. */
    String fen();

    /** The side to move. */
    Side sideToMove();

    /**
     * Plays one move token after checking it, and returns its captures and the end of the game
     * if the rules end it with this move. The caller stops after an end, unless the end says
     * {@link Ending#recordMayPlayOn()}: then it may play on, and the end is waived.
     *
     * @throws MoveException if the token does not read or names a move the rules do not allow;
     *     the session is unchanged
     */
    Step play(String token) throws MoveException;

    /**
     * Plays one move token as {@link #play} does, but may leave undone the test of whether the
     * position reached has no legal move (chess: checkmate, stalemate), which costs about as much
     * as the rest of the ply: a next move, legal, rules those ends out, so a replay asks {@link
     * #deferredEnding} only where the record stops or its next token does not play. Any end the
     * step reports is the one {@link #play} reports. The default plays as {@link #play}.
     *
     * @throws MoveException as {@link #play}, the session unchanged
     */
    default Step playDeferringNoMoveEnd(String token) throws MoveException {
      return play(token);
    }

    /**
     * The end of the last ply that {@link #playDeferringNoMoveEnd} left untested: present when the
     * position has no legal move, and asked once (then empty). The default: empty.
     */
    default Optional<Ending> deferredEnding() {
      return Optional.empty();
    }

    /**
     * An end a player may claim in the current position but that does not end the game by
     * itself (chess: threefold repetition, the fifty-move rule). The default: none.
     */
    default Optional<Ending> claimable() {
      return Optional.empty();
    }

    /**
     * The current position in the game's compact binary code (data/FORMAT.md §10), for the
     * pipeline's {@code positions} table. Empty, the default, means the game has no compact code
     * yet; the table then stores no binary for its positions.
     */
    default Optional<byte[]> compactPosition() {
      return Optional.empty();
    }

    /**
     * The kind of start position the session set up, a word the game chooses (chess: {@code
     * standard}, {@code chess960}, {@code double-chess960}, {@code set-up}), for the tables to mark
     * each game by. Empty, the default, when the game does not tell its starts apart.
     */
    default Optional<String> startKind() {
      return Optional.empty();
    }

    /**
     * Appends the ply just played to {@code to} in the game's coordinate notation for engines and
     * data sets (chess: UCI, {@code e2e4}, {@code e7e8q}; the ingest's {@code uci} column) and
     * returns true; false, appending nothing, before the first ply or for a game without one (the
     * default). Cheap enough to call after every ply.
     */
    default boolean appendLastMove(StringBuilder to) {
      return false;
    }

    /**
     * What setting up the start position mended in the record's position (chess: a castling field
     * that does not match the rooks), one line each, for the replay's warnings. The default: none.
     */
    default List<String> setupWarnings() {
      return List.of();
    }

    /**
     * The value of the piece on {@code square} in the current position (a pyramid's: the sum of
     * its components), for games whose pieces carry numbers (Rithmomachia). Empty, the default,
     * when the game's pieces have no values, the square is empty or names no square of the board.
     * The pipeline reads the capturing pieces' values this way rather than from a written-out
     * position, which costs more than the ply.
     */
    default java.util.OptionalInt pieceValueAt(String square) {
      return java.util.OptionalInt.empty();
    }

    /**
     * The number of legal moves of the side to move in the current position, for the statistics'
     * branching factor ({@code ingest --branching}). Empty, the default, when the game does not
     * count them; the statistics then leave its branching columns null.
     */
    default java.util.OptionalInt legalMoveCount() {
      return java.util.OptionalInt.empty();
    }

    /**
     * The legal moves of the side to move, each as a token {@link #play} takes, in the game's
     * record notation and a fixed order ({@code ludoteca moves --game G} prints them; the board
     * page offers them). Empty, the default, when the game does not list its moves; an empty
     * list when the side to move has none or the game is over.
     */
    default Optional<List<LegalMove>> listLegalMoves() {
      return Optional.empty();
    }
  }

  /**
   * One legal move as a person plays it on a drawn board: the token, and the two places clicked,
   * named as {@link BoardDrawing#spots} names them (several moves may share both: a promotion, a
   * choice of where the ball goes; the board then asks which).
   *
   * @param move the token in the game's record notation, as {@link Session#play} takes it
   * @param from where the moving piece stands
   * @param to where it goes
   */
  record LegalMove(String move, String from, String to) {
    public LegalMove {
      Objects.requireNonNull(move, "move");
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }
  }

  /**
   * What one ply did.
   *
   * @param captures the capture events of the ply, in the order the rules resolve them
   * @param ending how the rules ended the game with this ply, if they did
   */
  record Step(List<CaptureEvent> captures, Optional<Ending> ending) {
    public Step {
      captures = List.copyOf(captures);
      Objects.requireNonNull(ending, "ending");
    }
  }

  /**
   * How the rules ended a game.
   *
   * @param termination one of {@link Game#terminationNames()}
   * @param winner who won, or {@link Winner#DRAW}
   * @param recordMayPlayOn true for an end a record may play past (chess: the automatic draws
   *     that older games and real transcripts ignore); a replay then notes it as a warning and
   *     goes on instead of rejecting the next move, and the session treats it as waived. An end
   *     at the record's last ply stands either way.
   */
  record Ending(String termination, Winner winner, boolean recordMayPlayOn) implements java.io.Serializable {
    public Ending {
      Objects.requireNonNull(termination, "termination");
      Objects.requireNonNull(winner, "winner");
    }

    /** An end that nothing may follow. */
    public Ending(String termination, Winner winner) {
      this(termination, winner, false);
    }

    /** The result token this ending implies: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String resultToken() {
      return winner.resultToken();
    }
  }
}
