package org.ludoteca.spark.ingest;

import java.util.Arrays;
import org.ludoteca.spark.parquet.RowBatch;

/**
 * Rows of one table and partition held back to be written together, column by column ({@link
 * RowBatch}): a slice's {@code games} rows, a few dozen at a time, so that each column's buffers
 * are touched once per batch rather than once per game between two replays. The rows are the
 * ingest's own arrays, kept as they are (nothing changes a row once written). One instance per
 * slice, filled ({@link #add}) and emptied ({@link #clear}) again and again.
 */
final class HeldRows implements RowBatch {
  private final Object[][] rows;
  private int size;

  /** Holds at most {@code capacity} rows. */
  HeldRows(int capacity) {
    this.rows = new Object[capacity][];
  }

  /** Adds a row; the caller checks {@link #isFull} first. */
  void add(Object[] row) {
    rows[size++] = row;
  }

  boolean isFull() {
    return size == rows.length;
  }

  /** Empties the batch, keeping no row alive past its write. */
  void clear() {
    Arrays.fill(rows, 0, size, null);
    size = 0;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Object[] row(int row) {
    return rows[row];
  }

  @Override
  public Object value(int column, int row) {
    return rows[row][column];
  }

  @Override
  public void values(int column, int from, int to, Object[] out) {
    Object[][] r = rows;
    for (int k = 0, n = to - from; k < n; k++) {
      out[k] = r[from + k][column];
    }
  }

  @Override
  public void ints(int column, int from, int to, int[] out, boolean[] isNull) {
    Object[][] r = rows;
    for (int k = 0, n = to - from; k < n; k++) {
      Integer v = (Integer) r[from + k][column];
      isNull[k] = v == null;
      out[k] = v == null ? 0 : v;
    }
  }
}
