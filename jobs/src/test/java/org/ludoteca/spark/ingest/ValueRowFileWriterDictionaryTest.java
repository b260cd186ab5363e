package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.Encoding;
import org.apache.parquet.column.page.DictionaryPage;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.parquet.RowBatch;
import org.ludoteca.spark.parquet.ValueRowFileWriter;

/**
 * {@link ValueRowFileWriter}'s dictionary-encoded string leaves ({@code
 * parquet.enable.dictionary#PATH}): a scalar, a list's elements and a map's keys, with nulls at
 * every level, empty and non-ASCII strings, the same String objects and equal copies of them, read
 * back by Spark's vectorized and parquet-mr readers as written; a dictionary past {@code
 * parquet.dictionary.page.size} falls back to PLAIN for the rest of its chunk; the footer names
 * the encoding and the dictionary page, and the dictionary page holds the chunk's values in
 * first-seen order.
 */
class ValueRowFileWriterDictionaryTest {
  private static final StructType SCHEMA = new StructType()
      .add("word", DataTypes.StringType, true)
      .add("plain", DataTypes.StringType, true)
      .add("words", DataTypes.createArrayType(DataTypes.StringType, true), true)
      .add("tags", DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, true), true)
      .add("n", DataTypes.IntegerType, true)
      .add("ingest_run", DataTypes.StringType, false);
  private static final Map<String, String> DICTIONARY = Map.of("parquet.enable.dictionary#word", "true",
      "parquet.enable.dictionary#words.list.element", "true", "parquet.enable.dictionary#tags.key_value.key", "true");
  private static final String[] WORDS = {"", "e4", "Zürich", "ασπίδα", "漢字", "😀 emoji", "white", "black",
      "x".repeat(300)};

  @TempDir
  Path dir;

  @Test
  void write_dictionaryColumns_readBackAsWrittenVectorizedOnAndOff() throws IOException {
    List<Object[]> rows = rows(3000, new Random(1), false);
    Path file = write(rows, settings("2048", "65536", null), false);
    assertReadBack(rows, file);
    assertTrue(encodings(file, "word").contains(Encoding.PLAIN_DICTIONARY), "word: " + encodings(file, "word"));
    assertFalse(encodings(file, "plain").contains(Encoding.PLAIN_DICTIONARY), "plain: " + encodings(file, "plain"));
  }

  @Test
  void write_nullsEmptyAndNonAsciiValues_readBackAsWritten() throws IOException {
    // Nulls, empty strings and non-ASCII values mixed, then pages of nulls only (no index), then mixed again.
    List<Object[]> rows = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      String w = i % 3 == 0 || i >= 300 && i < 700 ? null : i % 3 == 1 ? "" : WORDS[i / 3 % WORDS.length];
      rows.add(new Object[] {w, w, w == null ? null : Arrays.asList(w, "", null, "ñandú"),
          i % 5 == 0 ? Map.of() : tags(w), i, "run"});
    }
    Path file = write(rows, settings("256", "1048576", null), false);
    assertReadBack(rows, file);
    assertEquals(java.util.Set.of(Encoding.PLAIN_DICTIONARY, Encoding.RLE, Encoding.BIT_PACKED),
        encodings(file, "word"), "every page of word indexes, the nulls-only ones too");
    List<String> dictionary = dictionary(file, "word", 0);
    assertEquals(List.of("", "e4", "Zürich", "ασπίδα", "漢字", "😀 emoji", "white", "black", "x".repeat(300)),
        dictionary, "word's values in first-seen order");
  }

  @Test
  void write_chunkStartingWithNullsOnly_plainAndReadBackAsWritten() throws IOException {
    List<Object[]> rows = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      String w = i < 400 ? null : WORDS[i % WORDS.length];
      rows.add(new Object[] {w, w, i < 400 ? null : List.of(w), i < 400 ? null : tags(w), i, "run"});
    }
    Path file = write(rows, settings("256", "1048576", null), false);
    assertReadBack(rows, file);
    // As parquet-mr decides on a chunk's first page: one without values makes the chunk PLAIN.
    for (String path : List.of("word", "words.list.element", "tags.key_value.key")) {
      assertFalse(encodings(file, path).contains(Encoding.PLAIN_DICTIONARY), path + ": " + encodings(file, path));
      assertFalse(column(footer(file).getBlocks().get(0), path).hasDictionaryPage(), path);
    }
  }

  @Test
  void write_dictionaryPastItsLimit_fallsBackToPlainMidChunk() throws IOException {
    // 4 KiB of dictionary: a few hundred distinct values, then the rest of the chunk PLAIN.
    List<Object[]> rows = rows(5000, new Random(2), true);
    Path file = write(rows, settings("1024", "10000000", "4096"), false);
    ParquetMetadata footer = footer(file);
    assertEquals(1, footer.getBlocks().size(), "one row group");
    ColumnChunkMetaData word = column(footer.getBlocks().get(0), "word");
    assertTrue(word.getEncodings().contains(Encoding.PLAIN_DICTIONARY), "dictionary pages first: "
        + word.getEncodings());
    assertTrue(word.getEncodings().contains(Encoding.PLAIN), "PLAIN pages after: " + word.getEncodings());
    assertTrue(word.hasDictionaryPage());
    List<String> dictionary = dictionary(file, "word", 0);
    int bytes = dictionary.stream().mapToInt(s -> 4 + s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length)
        .sum();
    assertTrue(bytes <= 4096 && dictionary.size() > 10, dictionary.size() + " values, " + bytes + " bytes");
    assertReadBack(rows, file);
    // The batch path falls back at the same value: the same file.
    Path batched = write(rows, settings("1024", "10000000", "4096"), true);
    assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(batched));
  }

  @Test
  void write_declaredColumn_footerListsDictionaryEncodingAndPage() throws IOException {
    List<Object[]> rows = rows(4000, new Random(3), false);
    Path file = write(rows, settings("2048", "32768", null), false);
    ParquetMetadata footer = footer(file);
    assertTrue(footer.getBlocks().size() > 1, "row groups: " + footer.getBlocks().size());
    for (BlockMetaData b : footer.getBlocks()) {
      for (String path : List.of("word", "words.list.element", "tags.key_value.key")) {
        ColumnChunkMetaData c = column(b, path);
        assertTrue(c.getEncodings().contains(Encoding.PLAIN_DICTIONARY), path + ": " + c.getEncodings());
        assertTrue(c.hasDictionaryPage(), path);
        assertTrue(c.getDictionaryPageOffset() > 0 && c.getDictionaryPageOffset() < c.getFirstDataPageOffset(),
            path + ": the dictionary page first, at " + c.getDictionaryPageOffset());
      }
      for (String path : List.of("plain", "tags.key_value.value", "n")) {
        ColumnChunkMetaData c = column(b, path);
        assertFalse(c.hasDictionaryPage(), path);
        assertFalse(c.getEncodings().contains(Encoding.PLAIN_DICTIONARY), path + ": " + c.getEncodings());
      }
    }
    // Every row group its own dictionary.
    for (int g = 0; g < footer.getBlocks().size(); g++) {
      assertFalse(dictionary(file, "word", g).isEmpty(), "row group " + g);
    }
  }

  @Test
  void write_mapKeysReorderedCopiedAndPastTheDictionary_readBackAsWritten() throws IOException {
    // Keys in another order, fewer or more of them, equal copies (found by equality, not identity),
    // and (a small dictionary) distinct keys that make the key leaf fall back to PLAIN mid-chunk,
    // then a new dictionary in the next row group.
    Random random = new Random(5);
    String[] keys = {"Event", "Site", "Date", "White", "Black", "Result", "ECO"};
    List<Object[]> rows = new ArrayList<>();
    for (int i = 0; i < 4000; i++) {
      Map<String, String> tags = new LinkedHashMap<>();
      int n = random.nextInt(8);
      int start = random.nextInt(4) == 0 ? random.nextInt(keys.length) : 0;
      for (int k = 0; k < n; k++) {
        String key = keys[(start + k) % keys.length];
        tags.put(random.nextInt(6) == 0 ? new String(key.toCharArray()) : key, "v" + random.nextInt(3));
      }
      if (i >= 1500 && i < 1700) {
        tags.put("distinct key " + i, "x");
      }
      rows.add(new Object[] {null, null, null, random.nextInt(20) == 0 ? null : tags, i, "run"});
    }
    Map<String, String> options = settings("512", "60000", "600");
    Path file = write(rows, options, false);
    assertReadBack(rows, file);
    assertTrue(footer(file).getBlocks().size() > 1, "row groups: " + footer(file).getBlocks().size());
    assertTrue(encodings(file, "tags.key_value.key").containsAll(List.of(Encoding.PLAIN_DICTIONARY, Encoding.PLAIN)),
        "key pages indexes, then PLAIN past the dictionary: " + encodings(file, "tags.key_value.key"));
    assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(write(rows, options, true)), "the batch path");
  }

  /** Rows of words from a few values (the same objects, and equal copies), or mostly distinct values when {@code distinct}. */
  private static List<Object[]> rows(int n, Random random, boolean distinct) {
    List<Object[]> rows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String w = distinct ? (random.nextInt(4) == 0 ? WORDS[random.nextInt(WORDS.length)] : "distinct " + i + " ü")
          : word(random);
      List<String> words = random.nextInt(10) == 0 ? null : new ArrayList<>();
      if (words != null) {
        for (int k = random.nextInt(6); k > 0; k--) {
          words.add(word(random));
        }
      }
      Map<String, String> tags = random.nextInt(10) == 0 ? null : tags(word(random));
      rows.add(new Object[] {w, w, words, tags, random.nextInt(8) == 0 ? null : i, "run"});
    }
    return rows;
  }

  /** A word, a null, or an equal copy of a word (another object: found by the map, not by identity). */
  private static String word(Random random) {
    return switch (random.nextInt(5)) {
      case 0 -> null;
      case 1 -> new String(WORDS[random.nextInt(WORDS.length)].toCharArray());
      default -> WORDS[random.nextInt(WORDS.length)];
    };
  }

  private static Map<String, String> tags(String value) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", value);
    tags.put("Site", "Zürich");
    tags.put("Λ", null);
    return tags;
  }

  private static Map<String, String> settings(String pageSize, String blockSize, String dictionaryPageSize) {
    Map<String, String> options = new LinkedHashMap<>(DICTIONARY);
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
          w.write(batch(rows.subList(from, Math.min(rows.size(), from + 45))));
        }
      } else {
        for (Object[] r : rows) {
          w.write(r);
        }
      }
    }
    return file;
  }

  private static RowBatch batch(List<Object[]> rows) {
    return new RowBatchWriterTest.Rows(rows);
  }

  /** Spark reads {@code file} back as {@code rows} (without the partition column), vectorized and not. */
  private static void assertReadBack(List<Object[]> rows, Path file) {
    SparkSession spark = TestSpark.get();
    List<Row> javaRows = new ArrayList<>();
    for (Object[] r : rows) {
      javaRows.add(RowFactory.create(Arrays.copyOf(r, r.length - 1)));
    }
    StructType fileSchema = (StructType) TableOutputs.nullable(SCHEMA);
    fileSchema = new StructType(Arrays.copyOf(fileSchema.fields(), fileSchema.fields().length - 1));
    Dataset<Row> expected = ValueRowFileWriterTest.comparable(spark.createDataFrame(javaRows, fileSchema));
    for (String vectorized : List.of("true", "false")) {
      String before = spark.conf().get("spark.sql.parquet.enableVectorizedReader");
      spark.conf().set("spark.sql.parquet.enableVectorizedReader", vectorized);
      try {
        Dataset<Row> read = ValueRowFileWriterTest.comparable(spark.read().parquet(file.toString()));
        String what = "vectorized " + vectorized;
        assertEquals(expected.schema(), read.schema(), what);
        assertEquals(rows.size(), read.count(), what);
        assertEquals(0, read.exceptAll(expected).count(), what + ": rows only the file has");
        assertEquals(0, expected.exceptAll(read).count(), what + ": rows only written");
        // Row order kept, nulls and empty strings apart: the words column in file order.
        List<String> words = read.select("word").collectAsList().stream().map(r -> r.<String>getAs(0)).toList();
        List<String> written = rows.stream().map(r -> (String) r[0]).toList();
        assertEquals(written, words, what + ": word in order");
      } finally {
        spark.conf().set("spark.sql.parquet.enableVectorizedReader", before);
      }
    }
  }

  private static ParquetMetadata footer(Path file) throws IOException {
    return ValueRowFileWriterTest.footer(file, new Configuration());
  }

  private static ColumnChunkMetaData column(BlockMetaData b, String path) {
    for (ColumnChunkMetaData c : b.getColumns()) {
      if (c.getPath().toDotString().equals(path)) {
        return c;
      }
    }
    throw new AssertionError("no column " + path);
  }

  private static java.util.Set<Encoding> encodings(Path file, String path) throws IOException {
    java.util.Set<Encoding> out = new java.util.TreeSet<>();
    for (BlockMetaData b : footer(file).getBlocks()) {
      out.addAll(column(b, path).getEncodings());
    }
    return out;
  }

  /** The values of leaf {@code path}'s dictionary page in row group {@code group}, read by parquet-mr. */
  private static List<String> dictionary(Path file, String path, int group) throws IOException {
    try (ParquetFileReader r = ParquetFileReader.open(HadoopInputFile.fromPath(
        new org.apache.hadoop.fs.Path(file.toString()), new Configuration()))) {
      ColumnDescriptor column = r.getFooter().getFileMetaData().getSchema().getColumns().stream()
          .filter(c -> String.join(".", c.getPath()).equals(path)).findFirst().orElseThrow();
      PageReadStore pages = null;
      for (int g = 0; g <= group; g++) {
        pages = r.readNextRowGroup();
      }
      assertNotNull(pages, "row group " + group);
      DictionaryPage page = pages.getPageReader(column).readDictionaryPage();
      if (page == null) {
        return List.of();
      }
      org.apache.parquet.column.Dictionary d = page.getEncoding().initDictionary(column, page);
      List<String> values = new ArrayList<>();
      for (int i = 0; i <= d.getMaxId(); i++) {
        values.add(d.decodeToBinary(i).toStringUsingUTF8());
      }
      return values;
    }
  }
}
