package org.ludoteca.record;

import java.io.Serializable;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * One integer or none per ply ({@link MoveAnnotations#clocks()}, {@link MoveAnnotations#evals()}):
 * an unmodifiable {@code List<Integer>} held as an {@code int[]}, so a game's sixty-odd values are
 * not sixty-odd boxed objects (most clocks are above {@code Integer}'s cache). It equals, and hashes
 * as, any list of the same values and nulls. {@link #isNull} and {@link #getInt} read a value
 * without boxing it.
 *
 * <p>{@link #ABSENT} marks a ply without a value: no clock (centiseconds, never negative) and no
 * evaluation (within ±{@link MoveAnnotations#MATE}) can be {@code Integer.MIN_VALUE}.
 */
public final class PlyValues extends AbstractList<Integer> implements RandomAccess, Serializable {
  private static final long serialVersionUID = 1L;

  /** The stored value of a ply that has none. */
  static final int ABSENT = Integer.MIN_VALUE;

  private final int[] values;

  /** Takes the array, which nobody may change afterwards; {@link #ABSENT} where a ply has no value. */
  PlyValues(int[] values) {
    this.values = values;
  }

  @Override
  public int size() {
    return values.length;
  }

  @Override
  public Integer get(int ply) {
    int v = values[ply];
    return v == ABSENT ? null : Integer.valueOf(v);
  }

  /** Whether the entry at {@code index} is null. */
  public boolean isNull(int index) {
    return values[index] == ABSENT;
  }

  /**
   * The entry at {@code index}, unboxed.
   *
   * @throws NullPointerException if it is null ({@link #isNull})
   */
  public int getInt(int index) {
    int v = values[index];
    if (v == ABSENT) {
      throw new NullPointerException("no value at " + index);
    }
    return v;
  }

  @Override
  public boolean equals(Object o) {
    if (o instanceof PlyValues p) {
      return Arrays.equals(values, p.values);
    }
    return super.equals(o);
  }

  @Override
  public int hashCode() {
    int h = 1;
    for (int v : values) {
      h = 31 * h + (v == ABSENT ? 0 : Integer.hashCode(v));
    }
    return h;
  }
}
