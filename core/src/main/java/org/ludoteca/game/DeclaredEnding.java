package org.ludoteca.game;

/**
 * A game's own reading of how a record says its game ended (see {@link Game#acceptedEnding} and
 * {@link Game#endedDeclaration}): either accepted, with the termination label and winner the
 * replay reports, or refused as a mismatch with its reason.
 *
 * @param termination the label to report (e.g. {@code resignation}, {@code time}), null when
 *     refused
 * @param winner who won, or null (unfinished, or refused)
 * @param mismatch why the declaration disagrees with the game, one line; null when accepted
 * @param ending the declared ending, normalised ({@link DeclaredTerminations}); null when the game
 *     does not normalise its records' endings or nothing was declared
 * @param warning a remark that does not change the verdict (a termination text no source's
 *     vocabulary knows, a result that does not go with the declared ending), one line; or null
 */
public record DeclaredEnding(String termination, Winner winner, String mismatch, EndingKind ending, String warning) {
  /** An accepted ending. */
  public static DeclaredEnding accepted(String termination, Winner winner) {
    return accepted(termination, winner, null);
  }

  /** An accepted ending, with the declared ending normalised. */
  public static DeclaredEnding accepted(String termination, Winner winner, EndingKind ending) {
    java.util.Objects.requireNonNull(termination, "termination");
    return new DeclaredEnding(termination, winner, null, ending, null);
  }

  /** A refused declaration. */
  public static DeclaredEnding mismatch(String reason) {
    return mismatch(reason, null);
  }

  /** A refused declaration, with the declared ending normalised. */
  public static DeclaredEnding mismatch(String reason, EndingKind ending) {
    java.util.Objects.requireNonNull(reason, "reason");
    return new DeclaredEnding(null, null, reason, ending, null);
  }

  /** This reading with a warning. */
  public DeclaredEnding withWarning(String warning) {
    return new DeclaredEnding(termination, winner, mismatch, ending, warning);
  }

  /** Whether the declaration was refused. */
  public boolean isMismatch() {
    return mismatch != null;
  }
}
