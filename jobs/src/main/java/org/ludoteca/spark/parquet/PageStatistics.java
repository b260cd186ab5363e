package org.ludoteca.spark.parquet;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.hadoop.ParquetOutputFormat;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType;

/**
 * A data page's min/max and null count statistics, computed once per page from the bytes {@link
 * ValueRowFileWriter} is about to write (issue 37: the columns users filter on carry min/max, so
 * that DuckDB, Spark and Trino skip row groups and pages). Per value, the writer does nothing more:
 * the page's PLAIN values (or dictionary indexes) are scanned when the page is cut. parquet-mr's
 * page store merges the pages' statistics into the column chunk's (the footer's {@code
 * min_value}/{@code max_value} and {@code null_count}) and its column index.
 *
 * <p>The order is the Parquet specification's for each physical type: INT32 and INT64 signed,
 * DOUBLE by value with NaN ignored (a min of 0 written as -0.0, a max of 0 as +0.0), BYTE_ARRAY
 * (strings, binary) by unsigned byte order. A null count is the leaf's levels below its maximum
 * definition (a null value, an empty or null list), as parquet-mr counts them.
 */
final class PageStatistics {
  private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class,
      ByteOrder.LITTLE_ENDIAN);

  private PageStatistics() {}

  /**
   * Whether leaf {@code d}'s pages carry statistics: its table declares {@code
   * parquet.column.statistics.enabled#PATH=true} (the table's writer options, PATH the leaf's
   * dotted path, parquet-mr's own key), unless {@code parquet.column.statistics.enabled} is false.
   * Undeclared leaves have none (parquet-mr's default, every column, would scan the ingest's
   * movetext and FENs for bounds no one filters on).
   *
   * @throws IllegalArgumentException if the leaf is declared and of a type with no statistics here
   */
  static boolean declared(Configuration conf, ColumnDescriptor d) {
    String path = String.join(".", d.getPath());
    if (!conf.getBoolean(ParquetOutputFormat.STATISTICS_ENABLED, true)
        || !conf.getBoolean(ParquetOutputFormat.STATISTICS_ENABLED + "#" + path, false)) {
      return false;
    }
    PrimitiveType type = d.getPrimitiveType();
    boolean unsigned = type.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.IntLogicalTypeAnnotation i
        && !i.isSigned();
    switch (type.getPrimitiveTypeName()) {
      case INT32, INT64, DOUBLE, BINARY -> {
        if (!unsigned) {
          return true;
        }
      }
      default -> { }
    }
    throw new IllegalArgumentException("statistics declared for column " + path + " of type " + type
        + ": this writer keeps them for signed INT32, INT64, DOUBLE and BINARY only");
  }

  /** The levels of {@code definition[0, levels)} below {@code maxDefinition}: the page's nulls. */
  static int nulls(byte[] definition, int levels, int maxDefinition) {
    int nulls = 0;
    for (int k = 0; k < levels; k++) {
      if (definition[k] < maxDefinition) {
        nulls++;
      }
    }
    return nulls;
  }

  /** The statistics of a page of {@code nulls} nulls and the PLAIN values {@code values[0, length)}. */
  static Statistics<?> ofPlain(PrimitiveType type, int nulls, byte[] values, int length) {
    Statistics<?> s = Statistics.createStats(type);
    s.incrementNumNulls(nulls);
    if (length == 0) {
      return s;
    }
    switch (type.getPrimitiveTypeName()) {
      case INT32 -> {
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int p = 0; p < length; p += 4) {
          int v = (int) INT_LE.get(values, p);
          min = Math.min(min, v);
          max = Math.max(max, v);
        }
        s.updateStats(min);
        s.updateStats(max);
      }
      case INT64 -> {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (int p = 0; p < length; p += 8) {
          long v = (long) LONG_LE.get(values, p);
          min = Math.min(min, v);
          max = Math.max(max, v);
        }
        s.updateStats(min);
        s.updateStats(max);
      }
      case DOUBLE -> doubles(s, values, length);
      case BINARY -> {
        int minAt = 0;
        int maxAt = 0;
        for (int p = 0; p < length; p = next(values, p)) {
          if (compare(values, p, values, minAt) < 0) {
            minAt = p;
          } else if (compare(values, p, values, maxAt) > 0) {
            maxAt = p;
          }
        }
        s.updateStats(binary(values, minAt));
        s.updateStats(binary(values, maxAt));
      }
      default -> throw new IllegalStateException("no statistics for " + type);
    }
    return s;
  }

  /**
   * The statistics of a dictionary-encoded page of {@code nulls} nulls and the indexes {@code
   * indexes[0, count)} ({@code count > 0}) into the dictionary's PLAIN values, value {@code i} at
   * {@code dictionary[at[i], at[i + 1])}, length first.
   */
  static Statistics<?> ofIndexes(PrimitiveType type, int nulls, int[] indexes, int count, byte[] dictionary,
      int[] at) {
    Statistics<?> s = Statistics.createStats(type);
    s.incrementNumNulls(nulls);
    // The page's distinct indexes first, a bit each, then only their values compared: a page
    // repeats a few hundred values (ECO codes) tens of thousands of times.
    long[] present = new long[(at.length + 63) >>> 6];
    for (int k = 0; k < count; k++) {
      int id = indexes[k];
      present[id >>> 6] |= 1L << id;
    }
    int min = indexes[0];
    int max = min;
    for (int w = 0; w < present.length; w++) {
      for (long bits = present[w]; bits != 0; bits &= bits - 1) {
        int id = (w << 6) + Long.numberOfTrailingZeros(bits);
        if (id == min || id == max) {
          continue;
        }
        if (compare(dictionary, at[id], dictionary, at[min]) < 0) {
          min = id;
        } else if (compare(dictionary, at[id], dictionary, at[max]) > 0) {
          max = id;
        }
      }
    }
    s.updateStats(binary(dictionary, at[min]));
    s.updateStats(binary(dictionary, at[max]));
    return s;
  }

  private static void doubles(Statistics<?> s, byte[] values, int length) {
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    boolean any = false;
    for (int p = 0; p < length; p += 8) {
      double v = Double.longBitsToDouble((long) LONG_LE.get(values, p));
      if (Double.isNaN(v)) { // the specification: NaN takes no part in min/max
        continue;
      }
      any = true;
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    if (!any) {
      return;
    }
    // The specification: a zero min is written -0.0 and a zero max +0.0, so that either zero is in bounds.
    s.updateStats(min == 0 ? -0.0 : min);
    s.updateStats(max == 0 ? 0.0 : max);
  }

  /** Where the length-prefixed value after the one at {@code p} starts. */
  private static int next(byte[] b, int p) {
    return p + 4 + (int) INT_LE.get(b, p);
  }

  /** Two length-prefixed values, by unsigned byte order. */
  private static int compare(byte[] a, int aAt, byte[] b, int bAt) {
    int aFrom = aAt + 4;
    int bFrom = bAt + 4;
    return Arrays.compareUnsigned(a, aFrom, aFrom + (int) INT_LE.get(a, aAt), b, bFrom,
        bFrom + (int) INT_LE.get(b, bAt));
  }

  /** The length-prefixed value at {@code p}, copied (the page's buffer is reused). */
  private static Binary binary(byte[] b, int p) {
    int from = p + 4;
    return Binary.fromConstantByteArray(Arrays.copyOfRange(b, from, from + (int) INT_LE.get(b, p)));
  }
}
