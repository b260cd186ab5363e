package org.ludoteca.replay;

/** What replaying a record found, most serious last but one: see {@link Replay}. */
public enum Verdict {
  /** Every move legal, and the declared result and termination agree with the rules. */
  VALID,
  /** A move token that does not read or that the rules do not allow, or a move after the end. */
  ILLEGAL,
  /** Every move legal, but the declared Result or Termination disagrees with the rules. */
  RESULT_MISMATCH,
  /** The record could not be read or set up: a reader rejection, a bad FEN, an unknown Game or Rules. */
  UNREADABLE
}
