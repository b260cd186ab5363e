package org.ludoteca.game;

import java.util.Optional;

/**
 * How a record says its game ended, normalised: the closed set of declared endings that the
 * {@code Termination} texts of every source map onto ({@link DeclaredTerminations}, {@code
 * data/format/11-chess-records.md}). Each constant's {@link #label()} is what tables and JSON
 * write.
 */
public enum EndingKind {
  /** A king mated. */
  CHECKMATE("checkmate"),
  /** A player resigned. */
  RESIGNATION("resignation"),
  /** A player's time ran out and the other won. */
  TIME_FORFEIT("time-forfeit"),
  /** The players agreed a draw. */
  AGREEMENT("agreement"),
  /** A draw by repetition of the position (threefold or fivefold). */
  REPETITION("repetition"),
  /** A draw by the fifty-move (or seventy-five-move) rule. */
  FIFTY_MOVES("fifty-moves"),
  /** A draw: neither side can mate. */
  INSUFFICIENT_MATERIAL("insufficient-material"),
  /** A draw: the side to move has no legal move and is not in check. */
  STALEMATE("stalemate"),
  /** A draw: a player's time ran out, the opponent having no mating material (the sites' rule). */
  TIMEOUT_VS_INSUFFICIENT_MATERIAL("timeout-vs-insufficient-material"),
  /** A player left, or could not go on (a lost connection, an engine that stopped). */
  ABANDONED("abandoned"),
  /** A third party decided the result (an arbiter, a tournament program's rule, a tablebase). */
  ADJUDICATION("adjudication"),
  /** A player lost by breaking the rules or the event's regulations (an illegal move). */
  RULES_INFRACTION("rules-infraction"),
  /** The game was not finished. */
  UNTERMINATED("unterminated"),
  /** A text no source's vocabulary known here names. */
  UNKNOWN("unknown");

  private static final EndingKind[] VALUES = values();
  private final String label;

  EndingKind(String label) {
    this.label = label;
  }

  /** The written name: lower case, hyphenated ({@code time-forfeit}). */
  public String label() {
    return label;
  }

  /** The ending of a {@link #label()}, if any. */
  public static Optional<EndingKind> ofLabel(String label) {
    for (EndingKind k : VALUES) {
      if (k.label.equals(label)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }
}
