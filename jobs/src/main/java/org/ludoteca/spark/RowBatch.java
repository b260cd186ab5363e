package org.ludoteca.spark;

import java.util.List;

/**
 * Rows of one table given column by column, all in one partition (the same partition values in
 * every row): a game's captures. {@link ValueRowFileWriter#write(RowBatch)} writes such a batch
 * column by column without an {@code Object[]} or a boxed number per row; any other sink takes it
 * row by row ({@link #row}). Columns are the table schema's indexes ({@link Table#schema()},
 * partition columns included); values are those {@link TableRows} would put in the row.
 */
interface RowBatch {
  /** The rows in the batch (0 or more). */
  int size();

  /** Row {@code row} as {@link TableRows} builds it: values in the table schema's column order. */
  Object[] row(int row);

  /** The value of column {@code column} in row {@code row}, as in {@link #row}. */
  Object value(int column, int row);

  /** A string column's value (null for a null). */
  default String string(int column, int row) {
    return (String) value(column, row);
  }

  /** Whether an integer column's value is null. */
  default boolean isNull(int column, int row) {
    return value(column, row) == null;
  }

  /** An integer column's non-null value. */
  default int intValue(int column, int row) {
    return (Integer) value(column, row);
  }

  /** A list column's value (null for a null). */
  default List<?> list(int column, int row) {
    return (List<?>) value(column, row);
  }
}
