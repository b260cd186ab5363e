package org.ludoteca.stats;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The time each ply took, in seconds, from the clocks a record carries: the {@code games} table's
 * {@code move_seconds}. A ply's time is the mover's clock before it minus the clock after it, plus
 * the increment: {@code (c[i − 2] − c[i]) / 100 + increment}, with {@code c[i]} the mover's
 * remaining time in centiseconds after ply {@code i} (the {@code clocks} column) and, for each
 * side's first ply, the base time in place of {@code c[i − 2]}. Null where the ply or the mover's
 * ply before it has no clock.
 *
 * <pre>{@code
 * MoveTimes t = MoveTimes.of(TimeControl.parse("180+2"), record.annotations().clocks());
 * t.get(4);      // 3.0: seconds, or null
 * t.seconds(4);  // the same as a double, NaN where null
 * }</pre>
 *
 * <p>Only a clock ({@link TimeControl.Kind#CLOCK}: a base and an increment) says what a ply took;
 * for the other kinds, or a record without clocks, there are none ({@link #of} returns null). The
 * values are what the clocks say: a clock given time during the game (lichess's "+15 seconds", a
 * berserked tournament game, whose base is half the tag's) makes a ply's time negative or large,
 * and is left so. Sites that neither run the clock nor add the increment on each side's first move
 * (lichess) show that move as taking the increment. Immutable: a list of doubles backed by an array.
 */
public final class MoveTimes extends AbstractList<Double> implements RandomAccess {
  /** Stands for a ply without a time in {@link #centiseconds}. */
  public static final long NONE = Long.MIN_VALUE;

  /** Centiseconds each ply took, {@link #NONE} where unknown. */
  private final long[] centiseconds;

  private MoveTimes(long[] centiseconds) {
    this.centiseconds = centiseconds;
  }

  /**
   * The time of each ply of a game played under {@code timeControl} whose clocks after each ply are
   * {@code clocks} (centiseconds, null where a ply has none); null when {@code clocks} is null or
   * the time control is not a clock.
   */
  public static MoveTimes of(TimeControl timeControl, List<Integer> clocks) {
    if (clocks == null || timeControl.kind() != TimeControl.Kind.CLOCK) {
      return null;
    }
    int n = clocks.size();
    long[] out = new long[n];
    long base = timeControl.base() * 100L;
    long increment = timeControl.increment() * 100L;
    for (int i = 0; i < n; i++) {
      Integer after = clocks.get(i);
      Integer before = i < 2 ? null : clocks.get(i - 2);
      if (after == null || (i >= 2 && before == null)) {
        out[i] = NONE;
      } else {
        out[i] = (i < 2 ? base : before.longValue()) - after.longValue() + increment;
      }
    }
    return new MoveTimes(out);
  }

  /** The centiseconds ply {@code i} (0-based) took (a whole number: clocks and increments are), or {@link #NONE}. */
  public long centiseconds(int i) {
    return centiseconds[i];
  }

  /** The seconds ply {@code i} (0-based) took, NaN where unknown. */
  public double seconds(int i) {
    long c = centiseconds[i];
    return c == NONE ? Double.NaN : c / 100.0;
  }

  /** The seconds ply {@code i} (0-based) took, or null where unknown. */
  @Override
  public Double get(int i) {
    long c = centiseconds[i];
    return c == NONE ? null : c / 100.0;
  }

  @Override
  public int size() {
    return centiseconds.length;
  }
}
