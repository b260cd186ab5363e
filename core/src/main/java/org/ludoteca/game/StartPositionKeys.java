package org.ludoteca.game;

import java.util.OptionalInt;

/**
 * How a game keys and labels its start positions for the {@code start_positions} statistic
 * (data/FORMAT.md section 9): chess keys a start position by White's back rank and labels it with
 * its Scharnagl number. The statistic and the report ask the game, so they hold no game's
 * notation. Implementations are immutable.
 */
public interface StartPositionKeys {
  /**
   * The key of the start position written {@code startFen} (the {@code back_rank} column), or null
   * when {@code startFen} is null or is no start position of the game (a set-up position): a game
   * without a known start position still counts, in a row of its own, under no start position.
   */
  String key(String startFen);

  /** The number that labels the start position of {@code key} (the {@code start_position} column), or empty. */
  OptionalInt number(String key);

  /**
   * The number that labels Black's side of the start position of {@code key}, for a game whose
   * two armies may start from different arrangements (chess: Double Chess960, where White's
   * number alone would mix positions): the same as {@link #number} when both sides start alike.
   * Empty, the default, for a game that does not number its starts by side.
   */
  default OptionalInt blackNumber(String key) {
    return OptionalInt.empty();
  }

  /**
   * Whether each game draws its own start position (Chess960), so that even a single start
   * position is worth its own chart: for a game with one fixed start, one position's interval is
   * the pooled score and the chart is left out.
   */
  boolean drawnPerGame();
}
