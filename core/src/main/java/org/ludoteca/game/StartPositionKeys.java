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
   * when {@code startFen} is null: a game without a known start position still counts, in a row of
   * its own.
   */
  String key(String startFen);

  /** The number that labels the start position of {@code key} (the {@code start_position} column), or empty. */
  OptionalInt number(String key);

  /**
   * Whether each game draws its own start position (Chess960), so that even a single start
   * position is worth its own chart: for a game with one fixed start, one position's interval is
   * the pooled score and the chart is left out.
   */
  boolean drawnPerGame();
}
