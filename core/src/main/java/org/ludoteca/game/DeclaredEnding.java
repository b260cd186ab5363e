package org.ludoteca.game;

/**
 * A game's own reading of how a record says its game ended, when the rules found no end (see
 * {@link Game#acceptedEnding}): either accepted, with the termination label and winner the
 * replay reports, or refused as a mismatch with its reason.
 *
 * @param termination the label to report (e.g. {@code resignation}, {@code time}), null when
 *     refused
 * @param winner who won, or null (unfinished, or refused)
 * @param mismatch why the declaration disagrees with the game, one line; null when accepted
 */
public record DeclaredEnding(String termination, Winner winner, String mismatch) {
  /** An accepted ending. */
  public static DeclaredEnding accepted(String termination, Winner winner) {
    java.util.Objects.requireNonNull(termination, "termination");
    return new DeclaredEnding(termination, winner, null);
  }

  /** A refused declaration. */
  public static DeclaredEnding mismatch(String reason) {
    java.util.Objects.requireNonNull(reason, "reason");
    return new DeclaredEnding(null, null, reason);
  }

  /** Whether the declaration was refused. */
  public boolean isMismatch() {
    return mismatch != null;
  }
}
