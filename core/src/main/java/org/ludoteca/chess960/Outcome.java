package org.ludoteca.chess960;

import java.util.Objects;
import java.util.Optional;

/**
 * How a game ended: the reason and the winner, if any.
 *
 * <p>{@link Termination} is the one vocabulary of chess endings: {@link Chess960#outcome} (the
 * ends a position shows by itself), the replay session {@link
 * org.ludoteca.chess960.game.ChessSession} (the ends and the claimable draws that need the
 * history) and {@link org.ludoteca.chess960.game.ChessGame} (the PGN {@code Termination} a
 * record declares) all name an ending by its constant, and write it as its {@link
 * Termination#label()}, the termination name of replays, tables and reports.
 *
 * @param termination why the game is over
 * @param winner the winner, empty for a draw
 */
public record Outcome(Termination termination, Optional<Color> winner) {

  /** The reasons a game of chess ends by the rules alone (FIDE Laws, article 5 and 9). */
  public enum Termination {
    /** The side to move is in check and has no legal move; the other side wins. */
    CHECKMATE("checkmate", Kind.FINAL),
    /** The side to move is not in check and has no legal move: a draw. */
    STALEMATE("stalemate", Kind.FINAL),
    /** Neither side can ever checkmate (see {@link Chess960#outcome}): a draw. */
    INSUFFICIENT_MATERIAL("insufficient-material", Kind.AUTOMATIC),
    /** The same position (see {@link Position#equals}) occurred for the third time: a draw. */
    THREEFOLD_REPETITION("threefold-repetition", Kind.CLAIMABLE),
    /** One hundred plies without a capture or a pawn move: a draw. */
    FIFTY_MOVES("fifty-moves", Kind.CLAIMABLE),
    /** The same position occurred for the fifth time: a draw. */
    FIVEFOLD_REPETITION("fivefold-repetition", Kind.AUTOMATIC),
    /** One hundred and fifty plies without a capture or a pawn move: a draw. */
    SEVENTY_FIVE_MOVES("seventy-five-moves", Kind.AUTOMATIC);

    /** How an ending takes effect. */
    public enum Kind {
      /** Ends the game; no move can follow (checkmate, stalemate). */
      FINAL,
      /**
       * Ends the game by itself under FIDE's Laws since 2014, but a record may play past it
       * (older games, real transcripts): see {@code data/FORMAT.md} section 11.
       */
      AUTOMATIC,
      /** A draw a player may claim; play may go on. */
      CLAIMABLE
    }

    private static final Termination[] VALUES = values();
    private final String label;
    private final Kind kind;

    Termination(String label, Kind kind) {
      this.label = label;
      this.kind = kind;
    }

    /** The termination name: lower case, hyphenated ({@code threefold-repetition}). */
    public String label() {
      return label;
    }

    /** How this ending takes effect. */
    public Kind kind() {
      return kind;
    }

    /**
     * Whether this ending holding means {@code other} holds too: itself, and five repetitions
     * are three, 150 quiet plies are 100.
     */
    public boolean includes(Termination other) {
      return this == other || (this == FIVEFOLD_REPETITION && other == THREEFOLD_REPETITION)
          || (this == SEVENTY_FIVE_MOVES && other == FIFTY_MOVES);
    }

    /** The ending of a {@link #label()}, if any. */
    public static Optional<Termination> ofLabel(String label) {
      for (Termination t : VALUES) {
        if (t.label.equals(label)) {
          return Optional.of(t);
        }
      }
      return Optional.empty();
    }
  }

  public Outcome {
    Objects.requireNonNull(termination, "termination");
    Objects.requireNonNull(winner, "winner");
    if ((termination == Termination.CHECKMATE) != winner.isPresent()) {
      throw new IllegalArgumentException("only a checkmate has a winner");
    }
  }

  /** Whether the game is drawn. */
  public boolean isDraw() {
    return winner.isEmpty();
  }
}
