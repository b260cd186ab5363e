package org.ludoteca.stats;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.ludoteca.game.Winner;

/**
 * Games of one opening with the same stratum values, as the {@code openings} statistic reads them
 * ({@link OpeningResults}): a row of a summary the ingest would count per task, mergeable by
 * {@link #plus}. Only games that ended (a White win, a draw, a Black win) are counted.
 *
 * @param eco the opening's code ({@code B50})
 * @param opening the opening's name
 * @param whiteWins games White won
 * @param draws games drawn
 * @param blackWins games Black won
 * @param plies the plies of these games, summed
 * @param strata the games' stratum values by stratum ({@link Strata})
 */
public record OpeningTally(String game, String rules, String eco, String opening, long whiteWins, long draws,
    long blackWins, long plies, Map<String, String> strata) {

  public OpeningTally {
    Objects.requireNonNull(eco, "eco");
    Objects.requireNonNull(opening, "opening");
    if (whiteWins < 0 || draws < 0 || blackWins < 0 || plies < 0) {
      throw new IllegalArgumentException("counts must not be negative: " + whiteWins + ", " + draws + ", "
          + blackWins + ", " + plies);
    }
    strata = strata == null ? Map.of() : Collections.unmodifiableMap(new HashMap<>(strata));
  }

  /**
   * One game of {@code plies} plies that ended so.
   *
   * @throws NullPointerException if {@code winner} is null
   */
  public static OpeningTally of(String game, String rules, String eco, String opening, Winner winner, int plies,
      Map<String, String> strata) {
    Objects.requireNonNull(winner, "winner");
    return new OpeningTally(game, rules, eco, opening, winner == Winner.WHITE ? 1 : 0, winner == Winner.DRAW ? 1 : 0,
        winner == Winner.BLACK ? 1 : 0, plies, strata);
  }

  /** The games counted. */
  public long games() {
    return whiteWins + draws + blackWins;
  }

  /**
   * The counts of both, which share every key.
   *
   * @throws IllegalArgumentException if game, rules, eco, opening or strata differ
   */
  public OpeningTally plus(OpeningTally o) {
    if (!Objects.equals(game, o.game) || !Objects.equals(rules, o.rules) || !eco.equals(o.eco)
        || !opening.equals(o.opening) || !strata.equals(o.strata)) {
      throw new IllegalArgumentException("tallies of different keys: " + this + ", " + o);
    }
    return new OpeningTally(game, rules, eco, opening, whiteWins + o.whiteWins, draws + o.draws,
        blackWins + o.blackWins, plies + o.plies, strata);
  }
}
