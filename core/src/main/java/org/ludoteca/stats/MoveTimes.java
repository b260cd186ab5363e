package org.ludoteca.stats;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import org.ludoteca.record.PlyValues;

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
      long after = clock(clocks, i);
      long before = i < 2 ? base : clock(clocks, i - 2);
      out[i] = after == NO_CLOCK || before == NO_CLOCK ? NONE : before - after + increment;
    }
    return new MoveTimes(out);
  }

  /** Stands for a ply without a clock in {@link #clock}. */
  static final long NO_CLOCK = Long.MIN_VALUE;

  /**
   * The clock after ply {@code i} (0-based) of {@code clocks}, or {@link #NO_CLOCK}: read unboxed
   * from the reader's {@link PlyValues} (a boxed clock is an object per ply: centiseconds are
   * beyond {@code Integer}'s cache).
   */
  static long clock(List<Integer> clocks, int i) {
    if (clocks instanceof PlyValues p) {
      return p.isNull(i) ? NO_CLOCK : p.getInt(i);
    }
    Integer c = clocks.get(i);
    return c == null ? NO_CLOCK : c;
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
