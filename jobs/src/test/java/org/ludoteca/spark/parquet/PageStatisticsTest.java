package org.ludoteca.spark.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;
import org.junit.jupiter.api.Test;

/**
 * {@link PageStatistics}: the Parquet specification's orders for the physical types the writer
 * writes, DOUBLE's NaN and signed zeros included (the typed columns of issue 39 bring doubles and
 * dates), and which leaves are declared.
 */
class PageStatisticsTest {
  private static final PrimitiveType DOUBLE = Types.optional(PrimitiveTypeName.DOUBLE).named("d");
  private static final PrimitiveType DATE = Types.optional(PrimitiveTypeName.INT32)
      .as(LogicalTypeAnnotation.dateType()).named("date");

  private static byte[] doubles(double... values) {
    ByteBuffer b = ByteBuffer.allocate(8 * values.length).order(ByteOrder.LITTLE_ENDIAN);
    for (double v : values) {
      b.putDouble(v);
    }
    return b.array();
  }

  @Test
  void ofPlain_doublesWithNaN_nanIgnored() {
    byte[] v = doubles(Double.NaN, 2.5, -7.25, Double.NaN, 1e300);
    Statistics<?> s = PageStatistics.ofPlain(DOUBLE, 3, v, v.length);
    assertEquals(-7.25, s.genericGetMin());
    assertEquals(1e300, s.genericGetMax());
    assertEquals(3, s.getNumNulls());
  }

  @Test
  void ofPlain_zeros_minNegativeZeroMaxPositiveZero() {
    byte[] v = doubles(0.0, 0.0);
    Statistics<?> s = PageStatistics.ofPlain(DOUBLE, 0, v, v.length);
    assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits((Double) s.genericGetMin()));
    assertEquals(Double.doubleToRawLongBits(0.0), Double.doubleToRawLongBits((Double) s.genericGetMax()));
  }

  @Test
  void ofPlain_onlyNaN_noMinMax() {
    byte[] v = doubles(Double.NaN);
    assertFalse(PageStatistics.ofPlain(DOUBLE, 1, v, v.length).hasNonNullValue());
  }

  @Test
  void ofPlain_dates_signedDays() {
    ByteBuffer b = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN).putInt(19000).putInt(-3650).putInt(0);
    Statistics<?> s = PageStatistics.ofPlain(DATE, 0, b.array(), 12);
    assertEquals(-3650, s.genericGetMin());
    assertEquals(19000, s.genericGetMax());
  }

  @Test
  void declared_onlyTheLeavesTheTableNames() {
    Configuration conf = new Configuration(false);
    conf.set("parquet.column.statistics.enabled#date", "true");
    ColumnDescriptor date = new ColumnDescriptor(new String[] {"date"}, DATE, 0, 1);
    ColumnDescriptor d = new ColumnDescriptor(new String[] {"d"}, DOUBLE, 0, 1);
    assertEquals(List.of(true, false), List.of(PageStatistics.declared(conf, date), PageStatistics.declared(conf, d)));
    conf.set("parquet.column.statistics.enabled", "false");
    assertFalse(PageStatistics.declared(conf, date), "all off");
  }

  @Test
  void declared_unsignedInt_refused() {
    Configuration conf = new Configuration(false);
    conf.set("parquet.column.statistics.enabled#u", "true");
    PrimitiveType u = Types.optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.intType(32, false)).named("u");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PageStatistics.declared(conf, new ColumnDescriptor(new String[] {"u"}, u, 0, 1)));
    assertEquals(true, e.getMessage().startsWith("statistics declared for column u of type"), e.getMessage());
  }

  @Test
  void ofIndexes_randomPages_sameMinMaxAsThePlainValues() {
    PrimitiveType string = Types.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("s");
    java.util.Random random = new java.util.Random(41);
    for (int trial = 0; trial < 500; trial++) {
      // A dictionary of distinct strings (some non-ASCII: unsigned byte order), PLAIN as the writer keeps it.
      int size = 1 + random.nextInt(trial % 10 == 0 ? 700 : 20);
      java.util.LinkedHashSet<String> distinct = new java.util.LinkedHashSet<>();
      while (distinct.size() < size) {
        StringBuilder b = new StringBuilder();
        for (int k = random.nextInt(6); k > 0; k--) {
          b.append((char) (random.nextBoolean() ? 'A' + random.nextInt(26) : 0xe0 + random.nextInt(40)));
        }
        distinct.add(b.toString());
      }
      List<byte[]> values = distinct.stream().map(v -> v.getBytes(java.nio.charset.StandardCharsets.UTF_8)).toList();
      int[] at = new int[size + 1 + random.nextInt(100)]; // the writer's array is larger than the dictionary
      ByteBuffer dictionary = ByteBuffer.allocate(values.stream().mapToInt(v -> 4 + v.length).sum())
          .order(ByteOrder.LITTLE_ENDIAN);
      for (int i = 0; i < size; i++) {
        at[i] = dictionary.position();
        dictionary.putInt(values.get(i).length).put(values.get(i));
      }
      at[size] = dictionary.position();
      int count = 1 + random.nextInt(trial % 7 == 0 ? 5000 : 50);
      int[] indexes = new int[count];
      ByteBuffer plain = ByteBuffer.allocate(count * 40).order(ByteOrder.LITTLE_ENDIAN);
      for (int k = 0; k < count; k++) {
        indexes[k] = random.nextInt(size);
        plain.putInt(values.get(indexes[k]).length).put(values.get(indexes[k]));
      }
      Statistics<?> ofIndexes = PageStatistics.ofIndexes(string, 2, indexes, count, dictionary.array(), at);
      Statistics<?> ofPlain = PageStatistics.ofPlain(string, 2, plain.array(), plain.position());
      assertEquals(ofPlain.genericGetMin(), ofIndexes.genericGetMin(), "trial " + trial);
      assertEquals(ofPlain.genericGetMax(), ofIndexes.genericGetMax(), "trial " + trial);
      assertEquals(2, ofIndexes.getNumNulls());
    }
  }
}
