package org.ludoteca.spark.table;

import java.util.Arrays;

/**
 * One row of a table, its values set and read by column name ({@link Table#row}): the code that
 * builds a row never knows its columns' order, so a column added to the table's definition is
 * added where its value is known, and nowhere else. {@link #values} gives the values in the
 * schema's order (partition columns last), as the writers take them. Values are plain Java values
 * (String, boxed numbers, lists, maps, byte arrays, {@code LocalDate}); a column never set is null.
 *
 * <pre>{@code
 * Object[] v = Table.REJECTED.row().set("source", path).set("offset", 0L).set("reason", why)
 *     .set("raw", text).set("ingest_run", run).values();
 * }</pre>
 *
 * <p>A column name is looked up in a hash map of the table's columns (a few nanoseconds), so a row
 * per game costs a few hundred nanoseconds more than indices fixed in the code, measured as
 * nothing against the game's replay.
 */
public final class TableRow {
  private final Table table;
  private final Object[] values;

  TableRow(Table table) {
    this.table = table;
    this.values = new Object[table.schema().fields().length];
  }

  /**
   * The row of {@code table} whose values in schema order are {@code values} (not copied): to read
   * a row by column name.
   *
   * @throws IllegalArgumentException if {@code values} has not one value per column
   */
  public static TableRow of(Table table, Object[] values) {
    return new TableRow(table, values);
  }

  private TableRow(Table table, Object[] values) {
    if (values.length != table.schema().fields().length) {
      throw new IllegalArgumentException(table.tableName() + ": a row has " + table.schema().fields().length
          + " values, not " + values.length);
    }
    this.table = table;
    this.values = values;
  }

  /**
   * Sets column {@code column} to {@code value}; returns this row.
   *
   * @throws IllegalArgumentException if the table has no such column
   */
  public TableRow set(String column, Object value) {
    values[table.columnIndex(column)] = value;
    return this;
  }

  /**
   * The value of column {@code column}, as set (null when never set).
   *
   * @throws IllegalArgumentException if the table has no such column
   */
  public Object get(String column) {
    return values[table.columnIndex(column)];
  }

  /** The table the row is of. */
  public Table table() {
    return table;
  }

  /** The values in the schema's order, partition columns last: the row itself, not a copy. */
  public Object[] values() {
    return values;
  }

  @Override
  public String toString() {
    return table.tableName() + Arrays.toString(values);
  }
}
