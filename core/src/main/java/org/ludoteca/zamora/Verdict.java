package org.ludoteca.zamora;

/** The verdict on one replayed partida. */
public enum Verdict {
  /** Every turn is legal and the game ends with the result the seed states. */
  VALID,
  /** Some turn cannot be played; the report names it and says why. */
  ILLEGAL,
  /** Every turn is legal but the game ends otherwise than the seed says. */
  RESULT_MISMATCH
}
