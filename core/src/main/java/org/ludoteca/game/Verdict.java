package org.ludoteca.game;

/**
 * What replaying a record found, most serious last but one ({@code org.ludoteca.replay.Replay}
 * judges; a game's own replay of a whole record, {@link WholeReplay}, reaches the first three).
 * Tables, JSON and pages write the {@link #label}, the constant's name.
 */
public enum Verdict {
  /** Every move legal, and the declared result and termination agree with the rules. */
  VALID,
  /** A move token that does not read or that the rules do not allow, or a move after the end. */
  ILLEGAL,
  /** Every move legal, but the declared Result or Termination disagrees with the rules. */
  RESULT_MISMATCH,
  /** The record could not be read or set up: a reader rejection, a bad FEN, an unknown Game or Rules. */
  UNREADABLE;

  /** The word the tables and outputs write: {@code VALID}, {@code ILLEGAL}, {@code RESULT_MISMATCH}, {@code UNREADABLE}. */
  public String label() {
    return name();
  }

  /**
   * The verdict a label names (as {@link #label} writes it); null for null, as a column's null reads.
   *
   * @throws IllegalArgumentException if {@code label} names no verdict
   */
  public static Verdict ofLabel(String label) {
    if (label == null) {
      return null;
    }
    return switch (label) {
      case "VALID" -> VALID;
      case "ILLEGAL" -> ILLEGAL;
      case "RESULT_MISMATCH" -> RESULT_MISMATCH;
      case "UNREADABLE" -> UNREADABLE;
      default -> throw new IllegalArgumentException(
          "verdict must be VALID, ILLEGAL, RESULT_MISMATCH or UNREADABLE, was " + label);
    };
  }
}
