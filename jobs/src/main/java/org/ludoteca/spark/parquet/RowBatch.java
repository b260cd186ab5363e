package org.ludoteca.spark.parquet;

import java.util.List;

/**
 * Rows of one table given column by column, all in one partition (the same partition values in
 * every row): a game's captures. {@link ValueRowFileWriter#write(RowBatch)} writes such a batch
 * column by column without an {@code Object[]} or a boxed number per row; any other sink takes it
 * row by row ({@link #row}). Columns are the indexes of the table's schema, partition columns
 * included; values are those the ingest would put in the row, one at a time.
 */
public interface RowBatch {
  /** The rows in the batch (0 or more). */
  int size();

  /** Row {@code row} as the ingest builds a row: values in the table schema's column order. */
  Object[] row(int row);

  /** The value of column {@code column} in row {@code row}, as in {@link #row}. */
  Object value(int column, int row);

  /**
   * The values of column {@code column} in rows {@code [from, to)}, as {@link #value} gives them,
   * into {@code out[0, to - from)}: for a string, list, map or binary column.
   */
  default void values(int column, int from, int to, Object[] out) {
    for (int r = from; r < to; r++) {
      out[r - from] = value(column, r);
    }
  }

  /**
   * The values of integer column {@code column} in rows {@code [from, to)} into {@code out[0, to
   * - from)}, unboxed, and whether each is null into {@code isNull}.
   */
  default void ints(int column, int from, int to, int[] out, boolean[] isNull) {
    for (int r = from; r < to; r++) {
      Object v = value(column, r);
      isNull[r - from] = v == null;
      out[r - from] = v == null ? 0 : (Integer) v;
    }
  }
}
