package org.ludoteca.spark.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.sql.Row;

/**
 * Spark SQL's ascending, nulls-first order on the first columns of rows, for sorting small
 * results on the driver (a statistics table, a report) instead of running a distributed sort, with
 * its sampling job, for a few dozen rows. Strings compare as their UTF-8 bytes (as {@code
 * UTF8String} does, which is code point order), numbers by value, doubles as Spark does ({@code
 * -0.0} equal to {@code 0.0}, NaN above everything).
 */
public final class RowOrder implements Comparator<Row> {
  private final int[] columns;

  /** The order on the first {@code keys} columns. */
  RowOrder(int keys) {
    this(java.util.stream.IntStream.range(0, keys).toArray());
  }

  /** The order on the columns {@code columns}, in that order of precedence. */
  public RowOrder(int[] columns) {
    this.columns = columns.clone();
  }

  /** A sorted copy of {@code rows}. */
  static List<Row> sorted(List<Row> rows, int keys) {
    List<Row> out = new ArrayList<>(rows);
    out.sort(new RowOrder(keys));
    return out;
  }

  /**
   * The rows of a small table, sorted on all its columns (nulls first, Spark's order), as lists of
   * cells. Sorted here: a distributed sort of a few dozen rows costs a sampling job.
   */
  public static List<List<Object>> cells(List<Row> table) {
    return cells(table, java.util.stream.IntStream.range(0, table.isEmpty() ? 0 : table.get(0).size()).toArray());
  }

  /** As {@link #cells(List)}, sorted on the columns {@code order}, in that order of precedence. */
  public static List<List<Object>> cells(List<Row> table, int[] order) {
    List<List<Object>> out = new ArrayList<>();
    List<Row> sorted = new ArrayList<>(table);
    sorted.sort(new RowOrder(order));
    for (Row r : sorted) {
      List<Object> cells = new ArrayList<>(r.size());
      for (int i = 0; i < r.size(); i++) {
        cells.add(r.get(i));
      }
      out.add(cells);
    }
    return out;
  }

  @Override
  public int compare(Row a, Row b) {
    for (int i : columns) {
      int c = compareValues(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** Nulls first, then by value; the two values are of one column, so of one type. */
  static int compareValues(Object x, Object y) {
    if (x == null || y == null) {
      return x == null ? (y == null ? 0 : -1) : 1;
    }
    if (x instanceof String s && y instanceof String t) {
      return compareCodePoints(s, t);
    }
    if (x instanceof Double d && y instanceof Double e) {
      double u = d;
      double v = e;
      return u == v ? 0 : Double.compare(u, v);
    }
    if (x instanceof Float d && y instanceof Float e) {
      float u = d;
      float v = e;
      return u == v ? 0 : Float.compare(u, v);
    }
    if (x instanceof Long || x instanceof Integer || x instanceof Short || x instanceof Byte) {
      return Long.compare(((Number) x).longValue(), ((Number) y).longValue());
    }
    if (x instanceof Boolean p && y instanceof Boolean q) {
      return Boolean.compare(p, q);
    }
    throw new IllegalArgumentException("no order for " + x.getClass().getName());
  }

  /** Code point order, which is the order of the strings' UTF-8 bytes. */
  static int compareCodePoints(String s, String t) {
    int i = 0;
    int j = 0;
    while (i < s.length() && j < t.length()) {
      int a = s.codePointAt(i);
      int b = t.codePointAt(j);
      if (a != b) {
        return Integer.compare(a, b);
      }
      i += Character.charCount(a);
      j += Character.charCount(b);
    }
    return Integer.compare(s.length() - i, t.length() - j);
  }
}
