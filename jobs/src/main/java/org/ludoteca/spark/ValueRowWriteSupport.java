package org.ludoteca.spark;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnWriteStore;
import org.apache.parquet.column.ColumnWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.BinaryType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.LongType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructType;

/**
 * Writes a table's rows, the plain Java values {@link TableRows} builds (String, Integer, Long,
 * byte[], List, Map; null for a missing value), straight into Parquet's record consumer: the file
 * columns of each row, in the Parquet schema and with the footer metadata Spark's {@code
 * ParquetWriteSupport} gives the same file schema ({@link TableOutputs.Output}, prepared on the
 * driver). What Spark's writer does with its internal rows, value for value (null: no field; an
 * empty list or map: an empty group; a null element: an empty repeated group), without first
 * converting every value to a {@code UTF8String}, array or map data and a row.
 *
 * <p>One instance per file (it holds the file's record consumer). Only the types the tables use
 * are supported: strings, ints, longs, binaries, and lists and maps of those; {@link #check}
 * refuses any other on the driver.
 */
final class ValueRowWriteSupport extends WriteSupport<Object[]> {
  private static final int STRING = 0;
  private static final int INT = 1;
  private static final int LONG = 2;
  private static final int BINARY = 3;
  private static final int LIST = 4;
  private static final int MAP = 5;

  /**
   * How one file column is written: its kind, its name, and for a list the repeated group's and
   * element's names and kind, for a map the repeated group's, key's and value's.
   */
  private record Column(String name, int kind, String repeated, String element, int elementKind, String key,
      int keyKind, String value, int valueKind) {}

  private final TableOutputs.Output output;
  private final Column[] columns;
  private final int[] fileColumns;
  private RecordConsumer consumer;
  /**
   * The file's column writers, one per leaf column in schema order (a map has two: key, value),
   * and the store that ends each record; null when writing through {@link #consumer} instead.
   */
  private ColumnWriter[] leaves;
  private ColumnWriteStore store;
  /** Reused for the UTF-8 bytes of ASCII strings (nearly all of them): Parquet copies what it keeps. */
  private byte[] buffer = new byte[256];

  ValueRowWriteSupport(TableOutputs.Output output) {
    this.output = output;
    this.columns = columns(output.fileSchema, output.parsedSchema());
    this.fileColumns = output.fileColumns;
  }

  /** Checks that every file column of {@code output} is of a type this writer writes. */
  static void check(TableOutputs.Output output) {
    columns(output.fileSchema, output.parsedSchema());
  }

  @Override
  public WriteContext init(Configuration configuration) {
    return new WriteContext(output.parsedSchema(), new HashMap<>(output.footerMetadata));
  }

  @Override
  public void prepareForWrite(RecordConsumer recordConsumer) {
    this.consumer = recordConsumer;
    this.store = storeOf(recordConsumer);
    this.leaves = store == null ? null : leaves(store, output.parsedSchema(), columns);
  }

  /** Whether rows go straight to the column writers ({@link #writeLevels}), not through the record consumer. */
  boolean writesColumnsDirectly() {
    return leaves != null;
  }

  /**
   * The column store behind parquet-mr's record consumer, read from its private field: the
   * consumer's per-value bookkeeping (groups, fields written, cached nulls) cost as much as the
   * encoding itself. Null when the consumer is not the one expected (another parquet-mr version,
   * validation on): rows then go through the consumer.
   */
  private static ColumnWriteStore storeOf(RecordConsumer rc) {
    if (!rc.getClass().getName().equals("org.apache.parquet.io.MessageColumnIO$MessageColumnIORecordConsumer")) {
      return null;
    }
    try {
      java.lang.reflect.Field f = rc.getClass().getDeclaredField("columns");
      f.setAccessible(true);
      return f.get(rc) instanceof ColumnWriteStore s ? s : null;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  /**
   * The writers of the schema's leaf columns, when their levels are the ones {@link #writeLevels}
   * writes (every file column optional: a scalar's maximum definition level 1; a list's element
   * 3, repetition 1; a map's key 2 and value 3, repetition 1); else null.
   */
  private static ColumnWriter[] leaves(ColumnWriteStore store, MessageType schema, Column[] columns) {
    List<ColumnDescriptor> descriptors = schema.getColumns();
    int[][] expected = new int[descriptors.size()][];
    int leaf = 0;
    for (Column c : columns) {
      if (leaf >= expected.length) {
        return null;
      }
      switch (c.kind) {
        case LIST -> expected[leaf++] = new int[] {3, 1};
        case MAP -> {
          expected[leaf++] = new int[] {2, 1};
          if (leaf >= expected.length) {
            return null;
          }
          expected[leaf++] = new int[] {3, 1};
        }
        default -> expected[leaf++] = new int[] {1, 0};
      }
    }
    if (leaf != descriptors.size()) {
      return null;
    }
    ColumnWriter[] writers = new ColumnWriter[leaf];
    for (int i = 0; i < leaf; i++) {
      ColumnDescriptor d = descriptors.get(i);
      if (d.getMaxDefinitionLevel() != expected[i][0] || d.getMaxRepetitionLevel() != expected[i][1]) {
        return null;
      }
      writers[i] = store.getColumnWriter(d);
    }
    return writers;
  }

  /** Writes one row: {@code values} in the order of the table's schema, partition columns included (skipped). */
  @Override
  public void write(Object[] values) {
    if (leaves != null) {
      writeLevels(values);
      return;
    }
    RecordConsumer rc = consumer;
    rc.startMessage();
    for (int i = 0; i < columns.length; i++) {
      Object v = values[fileColumns[i]];
      if (v == null) {
        continue;
      }
      Column c = columns[i];
      rc.startField(c.name, i);
      switch (c.kind) {
        case LIST -> list(c, (List<?>) v);
        case MAP -> map(c, (Map<?, ?>) v);
        default -> scalar(c.kind, v);
      }
      rc.endField(c.name, i);
    }
    rc.endMessage();
  }

  /**
   * One row written as the record consumer would write it, value by value with its repetition
   * and definition levels, straight to the leaf columns' writers: a null column is a null at
   * level 0; an empty list or map a null at level 1; a list's elements at 3 (a null element a
   * null at 2), repeated from the second on; a map's keys at 2 and values at 3 (a null value a
   * null at 2). Then the record ends (the store checks its page and row group sizes there).
   */
  private void writeLevels(Object[] values) {
    ColumnWriter[] w = leaves;
    int leaf = 0;
    for (int i = 0; i < columns.length; i++) {
      Object v = values[fileColumns[i]];
      Column c = columns[i];
      switch (c.kind) {
        case LIST -> {
          ColumnWriter e = w[leaf++];
          if (v == null) {
            e.writeNull(0, 0);
            continue;
          }
          List<?> list = (List<?>) v;
          int n = list.size();
          if (n == 0) {
            e.writeNull(0, 1);
            continue;
          }
          int r = 0;
          if (list instanceof RandomAccess) {
            for (int k = 0; k < n; k++) {
              levelValue(e, c.elementKind, list.get(k), r, 3);
              r = 1;
            }
          } else {
            for (Object x : list) {
              levelValue(e, c.elementKind, x, r, 3);
              r = 1;
            }
          }
        }
        case MAP -> {
          ColumnWriter key = w[leaf++];
          ColumnWriter value = w[leaf++];
          if (v == null) {
            key.writeNull(0, 0);
            value.writeNull(0, 0);
            continue;
          }
          Map<?, ?> map = (Map<?, ?>) v;
          if (map.isEmpty()) {
            key.writeNull(0, 1);
            value.writeNull(0, 1);
            continue;
          }
          int r = 0;
          for (Map.Entry<?, ?> e : map.entrySet()) {
            levelValue(key, c.keyKind, e.getKey(), r, 2);
            levelValue(value, c.valueKind, e.getValue(), r, 3);
            r = 1;
          }
        }
        default -> levelValue(w[leaf++], c.kind, v, 0, 1);
      }
    }
    store.endRecord();
  }

  /** A value at definition level {@code d}, or a null one level below. */
  private void levelValue(ColumnWriter w, int kind, Object v, int r, int d) {
    if (v == null) {
      w.writeNull(r, d - 1);
      return;
    }
    switch (kind) {
      case STRING -> w.write(utf8((String) v), r, d);
      case INT -> w.write((int) (Integer) v, r, d);
      case LONG -> w.write((long) (Long) v, r, d);
      case BINARY -> w.write(Binary.fromReusedByteArray((byte[]) v), r, d);
      default -> throw new IllegalStateException("not a scalar kind: " + kind);
    }
  }

  /** A list: the standard three-level group, the repeated group only when there are elements. */
  private void list(Column c, List<?> values) {
    RecordConsumer rc = consumer;
    rc.startGroup();
    int n = values.size();
    if (n > 0) {
      rc.startField(c.repeated, 0);
      if (values instanceof RandomAccess) {
        for (int i = 0; i < n; i++) {
          element(c, values.get(i));
        }
      } else {
        for (Object e : values) {
          element(c, e);
        }
      }
      rc.endField(c.repeated, 0);
    }
    rc.endGroup();
  }

  private void element(Column c, Object e) {
    RecordConsumer rc = consumer;
    rc.startGroup();
    if (e != null) {
      rc.startField(c.element, 0);
      scalar(c.elementKind, e);
      rc.endField(c.element, 0);
    }
    rc.endGroup();
  }

  /** A map: the standard key_value group, entries in the map's iteration order as Spark's map data kept them. */
  private void map(Column c, Map<?, ?> values) {
    RecordConsumer rc = consumer;
    rc.startGroup();
    if (!values.isEmpty()) {
      rc.startField(c.repeated, 0);
      for (Map.Entry<?, ?> e : values.entrySet()) {
        rc.startGroup();
        rc.startField(c.key, 0);
        scalar(c.keyKind, e.getKey());
        rc.endField(c.key, 0);
        Object v = e.getValue();
        if (v != null) {
          rc.startField(c.value, 1);
          scalar(c.valueKind, v);
          rc.endField(c.value, 1);
        }
        rc.endGroup();
      }
      rc.endField(c.repeated, 0);
    }
    rc.endGroup();
  }

  private void scalar(int kind, Object v) {
    switch (kind) {
      case STRING -> consumer.addBinary(utf8((String) v));
      case INT -> consumer.addInteger((Integer) v);
      case LONG -> consumer.addLong((Long) v);
      case BINARY -> consumer.addBinary(Binary.fromReusedByteArray((byte[]) v));
      default -> throw new IllegalStateException("not a scalar kind: " + kind);
    }
  }

  /**
   * The UTF-8 bytes of {@code s}: an ASCII string is copied into the reused buffer (no allocation;
   * the dictionary and the statistics copy the values they keep, as they do for Spark's writer),
   * any other encoded into a new array.
   */
  private Binary utf8(String s) {
    int n = s.length();
    if (n > buffer.length) {
      buffer = new byte[Math.max(n, 2 * buffer.length)];
    }
    byte[] b = buffer;
    for (int i = 0; i < n; i++) {
      char ch = s.charAt(i);
      if (ch >= 0x80) {
        return Binary.fromConstantByteArray(s.getBytes(StandardCharsets.UTF_8));
      }
      b[i] = (byte) ch;
    }
    return Binary.fromReusedByteArray(b, 0, n);
  }

  /** The columns of {@code fileSchema}, named as in {@code parquet} (Spark's conversion of it). */
  private static Column[] columns(StructType fileSchema, MessageType parquet) {
    if (parquet.getFieldCount() != fileSchema.fields().length) {
      throw new IllegalArgumentException("the Parquet schema has " + parquet.getFieldCount()
          + " columns, the file schema " + fileSchema.fields().length);
    }
    Column[] columns = new Column[fileSchema.fields().length];
    for (int i = 0; i < columns.length; i++) {
      DataType t = fileSchema.fields()[i].dataType();
      Type p = parquet.getType(i);
      String name = p.getName();
      if (t instanceof ArrayType a) {
        GroupType repeated = repeatedGroup(p, 1);
        columns[i] = new Column(name, LIST, repeated.getName(), repeated.getFieldName(0), scalarKind(a.elementType()),
            null, -1, null, -1);
      } else if (t instanceof MapType m) {
        GroupType repeated = repeatedGroup(p, 2);
        columns[i] = new Column(name, MAP, repeated.getName(), null, -1, repeated.getFieldName(0),
            scalarKind(m.keyType()), repeated.getFieldName(1), scalarKind(m.valueType()));
      } else {
        columns[i] = new Column(name, scalarKind(t), null, null, -1, null, -1, null, -1);
      }
    }
    return columns;
  }

  /** The repeated group of a list or map column with {@code fields} fields: the standard layout only. */
  private static GroupType repeatedGroup(Type column, int fields) {
    if (!column.isPrimitive() && column.asGroupType().getFieldCount() == 1) {
      Type r = column.asGroupType().getType(0);
      if (r.isRepetition(Type.Repetition.REPEATED) && !r.isPrimitive() && r.asGroupType().getFieldCount() == fields) {
        return r.asGroupType();
      }
    }
    throw new IllegalArgumentException("unsupported Parquet layout of column " + column.getName() + ": " + column);
  }

  private static int scalarKind(DataType t) {
    if (t instanceof StringType) {
      return STRING;
    }
    if (t instanceof IntegerType) {
      return INT;
    }
    if (t instanceof LongType) {
      return LONG;
    }
    if (t instanceof BinaryType) {
      return BINARY;
    }
    throw new IllegalArgumentException("unsupported column type " + t.simpleString());
  }
}
