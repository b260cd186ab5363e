package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.function.Function;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.io.api.Binary;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.parquet.RowBatch;
import org.ludoteca.spark.parquet.ValueRowFileWriter;

/**
 * {@link ValueRowFileWriter}'s min/max statistics ({@code parquet.column.statistics.enabled#PATH},
 * issue 37): each declared leaf's column chunk carries the min and max of its row group's values
 * (strings by unsigned UTF-8 byte order, not Java's UTF-16 order) and its null count, over many
 * pages, dictionary-encoded or PLAIN, through a dictionary's fallback; undeclared leaves carry none.
 * parquet-mr's footer and DuckDB's {@code parquet_metadata()} show them, and DuckDB's and Spark's
 * filtered counts (which skip row groups by them) equal the rows' own.
 */
class ValueRowFileWriterStatisticsTest {
  private static final StructType SCHEMA = new StructType()
      .add("word", DataTypes.StringType, true)
      .add("plain", DataTypes.StringType, true)
      .add("n", DataTypes.IntegerType, true)
      .add("big", DataTypes.LongType, true)
      .add("words", DataTypes.createArrayType(DataTypes.StringType, true), true)
      .add("other", DataTypes.StringType, true)
      .add("ingest_run", DataTypes.StringType, false);
  /** The declared leaves; {@code other} is not. */
  private static final List<String> DECLARED = List.of("word", "plain", "n", "big", "words.list.element");
  /**
   * U+FF01 sorts before the emoji in Java's UTF-16 order (a surrogate, 0xD83D, is below 0xFF01)
   * and after it in UTF-8's (0xEF below 0xF0); "Zürich" before "apple" in both ('Z' below 'a').
   */
  private static final String[] WORDS = {"", "apple", "Zürich", "ασπίδα", "漢字", "😀 emoji", "\uFF01", "white",
      "zz"};

  @TempDir
  Path dir;

  @Test
  void write_declaredLeaves_footerHasEachRowGroupsMinMaxAndNullCount() throws IOException {
    List<Object[]> rows = rows(6000, new Random(7), false);
    Path file = write(rows, settings("1024", "16384", null), false);
    ParquetMetadata footer = ValueRowFileWriterTest.footer(file, new Configuration());
    assertTrue(footer.getBlocks().size() > 2, "row groups: " + footer.getBlocks().size());
    int from = 0;
    for (BlockMetaData b : footer.getBlocks()) {
      List<Object[]> group = rows.subList(from, from + (int) b.getRowCount());
      from += (int) b.getRowCount();
      assertBounds(b, group);
    }
    assertEquals(rows.size(), from);
    // The batch path computes the same statistics: the same file.
    assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(write(rows, settings("1024", "16384", null), true)));
  }

  @Test
  void write_dictionaryFallingBackMidChunk_boundsOverBothEncodings() throws IOException {
    List<Object[]> rows = rows(4000, new Random(8), true);
    Path file = write(rows, settings("1024", "100000000", "8192"), false);
    ParquetMetadata footer = ValueRowFileWriterTest.footer(file, new Configuration());
    assertEquals(1, footer.getBlocks().size());
    ColumnChunkMetaData word = column(footer.getBlocks().get(0), "word");
    assertTrue(word.getEncodings().toString().contains("PLAIN_DICTIONARY") && word.getEncodings().contains(
        org.apache.parquet.column.Encoding.PLAIN), "dictionary pages, then PLAIN ones: " + word.getEncodings());
    assertBounds(footer.getBlocks().get(0), rows);
  }

  @Test
  void write_declaredLeaves_duckDbMetadataShowsThemAndFiltersCountRight() throws IOException, SQLException {
    List<Object[]> rows = rows(6000, new Random(9), false);
    Path file = write(rows, settings("1024", "16384", null), false);
    try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
      String f = "'" + file + "'";
      Map<String, int[]> withStats = new LinkedHashMap<>();
      try (ResultSet r = s.executeQuery("SELECT path_in_schema, stats_min_value, stats_max_value, stats_null_count "
          + "FROM parquet_metadata(" + f + ")")) {
        while (r.next()) {
          String path = r.getString(1).replace(", ", ".");
          int[] seen = withStats.computeIfAbsent(path, k -> new int[2]);
          seen[0]++;
          if (r.getString(2) != null && r.getString(3) != null && r.getObject(4) != null) {
            seen[1]++;
          }
        }
      }
      for (String leaf : List.of("word", "plain", "n", "big")) {
        int[] seen = withStats.get(leaf);
        assertNotNull(seen, leaf + " in " + withStats.keySet());
        assertEquals(seen[0], seen[1], leaf + ": chunks with min, max and null count");
      }
      assertEquals(0, withStats.get("other")[1], "other: no statistics");
      // Filters whose rows are in some row groups only: DuckDB skips the others by their bounds.
      assertEquals(count(rows, r -> r[2] != null && (Integer) r[2] >= 5000), count(s, f, "n >= 5000"));
      assertEquals(count(rows, r -> r[3] != null && (Long) r[3] < -1_000_000_000_000L + 2000),
          count(s, f, "big < -999999998000"));
      assertEquals(count(rows, r -> "\uFF01".equals(r[1])), count(s, f, "plain = '\uFF01'"));
      assertEquals(count(rows, r -> r[0] != null && utf8Compare((String) r[0], "zz") > 0),
          count(s, f, "word > 'zz'"));
      long spark = TestSpark.get().read().parquet(file.toString()).where("n >= 5000 AND word > 'zz'").count();
      assertEquals(count(rows, r -> r[2] != null && (Integer) r[2] >= 5000 && r[0] != null
          && utf8Compare((String) r[0], "zz") > 0), spark, "Spark's count, row groups skipped by the bounds");
    }
  }

  private static long count(Statement s, String file, String where) throws SQLException {
    try (ResultSet r = s.executeQuery("SELECT count(*) FROM read_parquet(" + file + ") WHERE " + where)) {
      r.next();
      return r.getLong(1);
    }
  }

  private static long count(List<Object[]> rows, java.util.function.Predicate<Object[]> p) {
    return rows.stream().filter(p).count();
  }

  /** The chunks of row group {@code b} hold the bounds and null counts of its rows {@code group}. */
  private static void assertBounds(BlockMetaData b, List<Object[]> group) {
    Comparator<String> utf8 = ValueRowFileWriterStatisticsTest::utf8Compare;
    assertStrings(column(b, "word"), group.stream().map(r -> (String) r[0]).toList(), 0, utf8);
    assertStrings(column(b, "plain"), group.stream().map(r -> (String) r[1]).toList(), 0, utf8);
    List<String> elements = new ArrayList<>();
    long emptyOrNull = 0;
    for (Object[] r : group) {
      List<?> w = (List<?>) r[4];
      if (w == null || w.isEmpty()) {
        emptyOrNull++;
      } else {
        w.forEach(x -> elements.add((String) x));
      }
    }
    // A list leaf's nulls: its null elements, and its empty and null lists (as parquet-mr counts them).
    assertStrings(column(b, "words.list.element"), elements, emptyOrNull, utf8);
    assertNumbers(column(b, "n"), group.stream().map(r -> (Integer) r[2]).toList());
    assertNumbers(column(b, "big"), group.stream().map(r -> (Long) r[3]).toList());
    Statistics<?> other = column(b, "other").getStatistics();
    assertFalse(other.hasNonNullValue(), "other: undeclared, no min/max: " + other);
  }

  private static void assertStrings(ColumnChunkMetaData c, List<String> values, long otherNulls,
      Comparator<String> order) {
    List<String> present = values.stream().filter(Objects::nonNull).toList();
    Statistics<?> s = c.getStatistics();
    String what = c.getPath().toDotString() + ": " + s;
    assertEquals(values.size() - present.size() + otherNulls, s.getNumNulls(), what);
    assertEquals(present.stream().min(order).orElseThrow(), ((Binary) s.genericGetMin()).toStringUsingUTF8(), what);
    assertEquals(present.stream().max(order).orElseThrow(), ((Binary) s.genericGetMax()).toStringUsingUTF8(), what);
  }

  private static <T extends Comparable<T>> void assertNumbers(ColumnChunkMetaData c, List<T> values) {
    List<T> present = values.stream().filter(Objects::nonNull).toList();
    Statistics<?> s = c.getStatistics();
    String what = c.getPath().toDotString() + ": " + s;
    assertEquals(values.size() - present.size(), s.getNumNulls(), what);
    assertEquals(present.stream().min(Comparator.naturalOrder()).orElseThrow(), s.genericGetMin(), what);
    assertEquals(present.stream().max(Comparator.naturalOrder()).orElseThrow(), s.genericGetMax(), what);
  }

  private static int utf8Compare(String a, String b) {
    return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Rows whose {@code n} grows with the row (so that row groups have distinct ranges) with a few
   * negatives, {@code big} around -10^12, and strings from {@link #WORDS}, or all distinct.
   */
  private static List<Object[]> rows(int count, Random random, boolean distinct) {
    List<Object[]> rows = new ArrayList<>();
    Function<Random, String> word = r -> r.nextInt(6) == 0 ? null : WORDS[r.nextInt(WORDS.length)];
    for (int i = 0; i < count; i++) {
      String w = distinct && random.nextInt(3) > 0 ? "distinct " + i + " ü" : word.apply(random);
      List<String> words = random.nextInt(10) == 0 ? null : new ArrayList<>();
      if (words != null) {
        for (int k = random.nextInt(4); k > 0; k--) {
          words.add(word.apply(random));
        }
      }
      Integer n = random.nextInt(9) == 0 ? null : random.nextInt(20) == 0 ? -random.nextInt(1000) : i;
      Long big = random.nextInt(9) == 0 ? null : -1_000_000_000_000L + i;
      rows.add(new Object[] {w, word.apply(random), n, big, words, word.apply(random), "run"});
    }
    return rows;
  }

  private static Map<String, String> settings(String pageSize, String blockSize, String dictionaryPageSize) {
    Map<String, String> options = new LinkedHashMap<>();
    options.put("parquet.enable.dictionary#word", "true");
    for (String leaf : DECLARED) {
      options.put("parquet.column.statistics.enabled#" + leaf, "true");
    }
    options.put("parquet.page.size", pageSize);
    options.put("parquet.block.size", blockSize);
    if (dictionaryPageSize != null) {
      options.put("parquet.dictionary.page.size", dictionaryPageSize);
    }
    return options;
  }

  private Path write(List<Object[]> rows, Map<String, String> options, boolean batches) throws IOException {
    TableOutputs.Output o = TableOutputs.output(TestSpark.get(), dir.resolve("staging").toString(), "words", SCHEMA,
        new String[] {"ingest_run"}, options);
    Path file = dir.resolve((batches ? "batches" : "rows") + "-" + System.nanoTime() + o.extension);
    try (ValueRowFileWriter w = new ValueRowFileWriter(o.layout, new Configuration(o.conf.value()),
        new org.apache.hadoop.fs.Path(file.toString()))) {
      if (batches) {
        for (int from = 0; from < rows.size(); from += 45) {
          RowBatch batch = new RowBatchWriterTest.Rows(rows.subList(from, Math.min(rows.size(), from + 45)));
          w.write(batch);
        }
      } else {
        for (Object[] r : rows) {
          w.write(r);
        }
      }
    }
    return file;
  }

  private static ColumnChunkMetaData column(BlockMetaData b, String path) {
    for (ColumnChunkMetaData c : b.getColumns()) {
      if (c.getPath().toDotString().equals(path)) {
        return c;
      }
    }
    throw new AssertionError("no column " + path);
  }
}
