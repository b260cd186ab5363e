package org.ludoteca.game;

import java.util.List;
import java.util.Objects;

/**
 * What a game's own replay of a whole record found ({@link Game#replayWhole}), in the game's
 * terms: the replay ({@code org.ludoteca.replay.Replay}) adds what it knows of the record (its
 * source, offset, game, rule set, declared result and termination) to make its result. A game
 * that sets up nothing it can replay throws {@link GameException} instead, the replay's {@code
 * UNREADABLE}.
 *
 * @param verdict what the replay found
 * @param errorPly for {@link Verdict#ILLEGAL}, the 1-based ply of the first bad move, else 0
 * @param error why the verdict is not {@link Verdict#VALID}, one line; null when valid
 * @param plies the number of plies played legally
 * @param termination the end the rules found, or the declared one the game accepted; null when none
 * @param winner who won, or null (no end, or not known)
 * @param finalPosition the position reached, in the game's notation, or null
 * @param captures every capture event in ply order
 * @param warnings remarks that do not change the verdict (an author's mark the position does not
 *     bear out)
 */
public record WholeReplay(Verdict verdict, int errorPly, String error, int plies, String termination, Winner winner,
    String finalPosition, List<CaptureEvent> captures, List<String> warnings) {
  /**
   * @throws NullPointerException if {@code verdict}, {@code captures} or {@code warnings} is null
   * @throws IllegalArgumentException if a count is negative, or the verdict is {@link
   *     Verdict#UNREADABLE} (a game's own replay that sets up nothing throws {@link GameException})
   */
  public WholeReplay {
    Objects.requireNonNull(verdict, "verdict");
    if (verdict == Verdict.UNREADABLE) {
      throw new IllegalArgumentException(
          "a whole replay is VALID, ILLEGAL or RESULT_MISMATCH; an unreadable record is a GameException");
    }
    captures = List.copyOf(captures);
    warnings = List.copyOf(warnings);
    if (errorPly < 0 || plies < 0) {
      throw new IllegalArgumentException("negative error ply or plies");
    }
  }
}
