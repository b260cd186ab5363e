package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.schema.MessageType;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.BinaryType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.LongType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.parquet.ValueRowFileWriter;

/**
 * {@link ValueRowFileWriter} on random rows of every table the ingest writes, with nulls at every
 * level (null scalar, null list, empty list, null element, null map, empty map, null map value),
 * long and non-ASCII strings, and page and row group sizes small enough that every column has many
 * pages and the file many row groups: Spark's vectorized reader, its parquet-mr reader and
 * parquet-mr's {@link ParquetFileReader} must read back what Spark's own writer wrote of the same
 * rows, and the footers must carry the same schema and key-value metadata.
 */
class ValueRowFileWriterPagesTest {
  private static final List<Table> INGESTED = List.of(Table.GAMES, Table.CAPTURES, Table.REJECTED, Table.POSITIONS,
      Table.GAME_SUMMARY, Table.CAPTURE_SUMMARY, Table.REJUDGED, Table.SHORTEST_SUMMARY, Table.IDENTITIES);
  /** Pages of 2 KiB, row groups of 32 KiB. */
  private static final Map<String, String> SMALL = Map.of("parquet.page.size", "2048", "parquet.block.size", "32768");
  private static final String[] WORDS = {"", "a", "Zürich", "ασπίδα", "漢字", "😀 emoji", "e4", "Nf3", "1-0",
      "[%clk 0:03:00]", "Torneo de Ñandú — 2026"};

  @TempDir
  Path dir;

  @Test
  void write_randomRowsOfEveryIngestTable_readBackAsSparksWriterWrote() throws IOException {
    writeAndCompare(INGESTED, null, 1);
  }

  /**
   * Several files of a table written one after the other on one thread, as a task writes a file per
   * table and slice: each writer takes the arrays the one before left (({@code parquet.SpareArrays})), pages
   * of other rows in them, and must write only its own rows.
   */
  @Test
  void write_filesOneAfterTheOtherOnAThread_eachReadsBackAsSparksWriterWrote() throws IOException {
    writeAndCompare(List.of(Table.GAMES, Table.CAPTURES, Table.POSITIONS), null, 3);
  }

  @Test
  void write_afterClose_refused() throws IOException {
    Table t = Table.GAMES;
    TableOutputs.Output o = TableOutputs.output(TestSpark.get(), dir.resolve("staging").toString(), t.tableName(),
        t.schema(), t.partitionColumns().toArray(new String[0]), t.writerOptions());
    List<Object[]> rows = randomRows(t.schema(), 2, new Random(7));
    ValueRowFileWriter w = new ValueRowFileWriter(o.layout, new Configuration(o.conf.value()),
        new org.apache.hadoop.fs.Path(dir.resolve("closed" + o.extension).toString()));
    w.write(rows.get(0));
    w.close();
    assertThrows(IllegalStateException.class, () -> w.write(rows.get(1)), "its arrays may be another writer's now");
  }

  /**
   * Other codecs a user may set ({@code --conf spark.sql.parquet.compression.codec=...}): with
   * none, a page's bytes are handed on uncompressed, so a writer that reused its buffers before
   * they were copied would show here.
   */
  @ParameterizedTest
  @ValueSource(strings = {"uncompressed", "snappy", "gzip"})
  void write_otherCodec_readBackAsSparksWriterWrote(String codec) throws IOException {
    writeAndCompare(List.of(Table.GAMES, Table.CAPTURES), codec, 1);
  }

  /**
   * Random rows of each table written by ours and by Spark's writer, small pages and row groups,
   * {@code codec} or the session's; {@code files} files of each table, one after the other.
   */
  private void writeAndCompare(List<Table> tables, String codec, int files) throws IOException {
    for (int file = 0; file < files; file++) {
      for (Table table : tables) {
        writeAndCompare(table, codec, file);
      }
    }
  }

  /** File number {@code file} of {@code table}: its rows written by ours and by Spark's writer, compared. */
  private void writeAndCompare(Table table, String codec, int file) throws IOException {
    SparkSession spark = TestSpark.get();
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    Map<String, String> options = new LinkedHashMap<>(table.writerOptions());
    options.putAll(SMALL);
    if (codec != null) {
      options.put("compression", codec);
    }
    TableOutputs.Output o = TableOutputs.output(spark, dir.resolve("staging").toString(), table.tableName(),
        table.schema(), table.partitionColumns().toArray(new String[0]), options);
    List<Object[]> rows = randomRows(table.schema(), 1500, new Random(table.ordinal() + 100L * file));
    Path ours = dir.resolve("ours-" + file + "-" + table.tableName() + o.extension);
    try (ValueRowFileWriter w = new ValueRowFileWriter(o.layout, new Configuration(o.conf.value()),
        new org.apache.hadoop.fs.Path(ours.toString()))) {
      for (Object[] r : rows) {
        w.write(r);
      }
    }
    // Spark's writer, the same rows without the partition columns (they are directories, not in files).
    Path theirs = dir.resolve("spark-" + file + "-" + table.tableName());
    fileRows(spark, table, rows).coalesce(1).write().options(options).parquet(theirs.toString());
    Path theirFile = onlyParquetFile(theirs);

    ParquetMetadata mine = ValueRowFileWriterTest.footer(ours, hadoop);
    ParquetMetadata spark0 = ValueRowFileWriterTest.footer(theirFile, hadoop);
    assertEquals(spark0.getFileMetaData().getSchema(), mine.getFileMetaData().getSchema(), table.tableName());
    assertEquals(spark0.getFileMetaData().getKeyValueMetaData(), mine.getFileMetaData().getKeyValueMetaData(),
        table.tableName());
    assertEquals(spark0.getFileMetaData().getCreatedBy(), mine.getFileMetaData().getCreatedBy(), table.tableName());
    assertEquals(spark0.getBlocks().get(0).getColumns().get(0).getCodec(),
        mine.getBlocks().get(0).getColumns().get(0).getCodec(), table.tableName() + ": codec");
    if (codec != null) {
      assertEquals(codec.toUpperCase(java.util.Locale.ROOT),
          mine.getBlocks().get(0).getColumns().get(0).getCodec().name(), table.tableName());
    }
    assertTrue(mine.getBlocks().size() > 1, table.tableName() + ": row groups cut, " + mine.getBlocks().size());
    assertEquals(rows.size(), mine.getBlocks().stream().mapToLong(BlockMetaData::getRowCount).sum(),
        table.tableName());
    assertTrue(maxPages(ours, hadoop, mine) > 1, table.tableName() + ": pages cut");

    assertEquals(groups(theirFile, hadoop), groups(ours, hadoop), table.tableName() + ": parquet-mr's records");
    for (String vectorized : List.of("true", "false")) {
      String before = spark.conf().get("spark.sql.parquet.enableVectorizedReader");
      spark.conf().set("spark.sql.parquet.enableVectorizedReader", vectorized);
      try {
        Dataset<Row> a = ValueRowFileWriterTest.comparable(spark.read().parquet(ours.toString()));
        Dataset<Row> b = ValueRowFileWriterTest.comparable(spark.read().parquet(theirFile.toString()));
        String what = table.tableName() + " (vectorized " + vectorized + ")";
        assertEquals(b.schema(), a.schema(), what);
        assertEquals(rows.size(), a.count(), what);
        assertEquals(0, a.exceptAll(b).count(), what + ": rows only ours have");
        assertEquals(0, b.exceptAll(a).count(), what + ": rows only Spark's have");
      } finally {
        spark.conf().set("spark.sql.parquet.enableVectorizedReader", before);
      }
    }
  }

  /** The rows as a data frame of the file columns, every one nullable as the files have them. */
  private static Dataset<Row> fileRows(SparkSession spark, Table table, List<Object[]> rows) {
    StructType schema = (StructType) TableOutputs.nullable(table.schema());
    List<Row> javaRows = new ArrayList<>();
    for (Object[] r : rows) {
      javaRows.add(RowFactory.create(r.clone()));
    }
    return spark.createDataFrame(javaRows, schema).drop(table.partitionColumns().toArray(new String[0]));
  }

  /** Random values of {@code schema}'s types, nulls and empty containers at every level. */
  static List<Object[]> randomRows(StructType schema, int n, Random random) {
    List<Object[]> rows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      StructField[] fields = schema.fields();
      Object[] row = new Object[fields.length];
      for (int c = 0; c < fields.length; c++) {
        row[c] = fields[c].nullable() && random.nextInt(8) == 0 ? null : value(fields[c].dataType(), random, i);
      }
      rows.add(row);
    }
    return rows;
  }

  private static Object value(DataType t, Random random, int row) {
    if (t instanceof ArrayType a) {
      int n = random.nextInt(10) == 0 ? 0 : random.nextInt(random.nextInt(8) == 0 ? 300 : 12);
      List<Object> list = new ArrayList<>();
      for (int k = 0; k < n; k++) {
        list.add(random.nextInt(10) == 0 ? null : value(a.elementType(), random, row));
      }
      return list;
    }
    if (t instanceof MapType m) {
      int n = random.nextInt(10) == 0 ? 0 : random.nextInt(20);
      Map<Object, Object> map = new LinkedHashMap<>();
      for (int k = 0; k < n; k++) {
        Object key = m.keyType() instanceof StringType ? "k" + k + WORDS[random.nextInt(WORDS.length)] : k;
        map.put(key, random.nextInt(6) == 0 ? null : value(m.valueType(), random, row));
      }
      return map;
    }
    if (t instanceof StringType) {
      return switch (random.nextInt(6)) {
        case 0 -> WORDS[random.nextInt(WORDS.length)];
        case 1 -> "row " + row + " " + "ü".repeat(random.nextInt(40));
        case 2 -> "x".repeat(random.nextInt(random.nextInt(20) == 0 ? 20_000 : 60));
        case 3 -> WORDS[random.nextInt(WORDS.length)].repeat(random.nextInt(30));
        default -> Long.toString(random.nextLong(), 36);
      };
    }
    if (t instanceof IntegerType) {
      return switch (random.nextInt(4)) {
        case 0 -> Integer.MIN_VALUE + random.nextInt(3);
        case 1 -> Integer.MAX_VALUE - random.nextInt(3);
        default -> random.nextInt(2000) - 1000;
      };
    }
    if (t instanceof LongType) {
      return random.nextInt(3) == 0 ? random.nextLong() : (long) random.nextInt(100);
    }
    if (t instanceof BinaryType) {
      byte[] b = new byte[random.nextInt(4) == 0 ? 0 : random.nextInt(50)];
      random.nextBytes(b);
      return b;
    }
    if (t instanceof org.apache.spark.sql.types.DoubleType) {
      return switch (random.nextInt(5)) {
        case 0 -> -0.0;
        case 1 -> random.nextBoolean() ? Double.MAX_VALUE : -Double.MIN_VALUE;
        default -> random.nextDouble() * 2000 - 1000;
      };
    }
    if (t instanceof org.apache.spark.sql.types.DateType) {
      return java.time.LocalDate.ofEpochDay(random.nextInt(80_000) - 40_000);
    }
    throw new IllegalArgumentException("no random values of " + t.simpleString());
  }

  /** Every record of a file as parquet-mr's example converter assembles it, in file order. */
  private static List<String> groups(Path file, Configuration conf) throws IOException {
    List<String> out = new ArrayList<>();
    try (ParquetFileReader r = ParquetFileReader.open(HadoopInputFile.fromPath(
        new org.apache.hadoop.fs.Path(file.toString()), conf))) {
      MessageType schema = r.getFooter().getFileMetaData().getSchema();
      MessageColumnIO io = new ColumnIOFactory().getColumnIO(schema);
      PageReadStore pages;
      while ((pages = r.readNextRowGroup()) != null) {
        RecordReader<Group> records = io.getRecordReader(pages, new GroupRecordConverter(schema));
        for (long i = 0; i < pages.getRowCount(); i++) {
          out.add(records.read().toString());
        }
      }
    }
    return out;
  }

  /** The most pages any column chunk of the file has (from the offset indexes). */
  private static int maxPages(Path file, Configuration conf, ParquetMetadata footer) throws IOException {
    int max = 0;
    try (ParquetFileReader r = ParquetFileReader.open(HadoopInputFile.fromPath(
        new org.apache.hadoop.fs.Path(file.toString()), conf))) {
      for (BlockMetaData b : footer.getBlocks()) {
        for (ColumnChunkMetaData c : b.getColumns()) {
          max = Math.max(max, r.readOffsetIndex(c).getPageCount());
        }
      }
    }
    return max;
  }

  private static Path onlyParquetFile(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      List<Path> parquet = files.filter(p -> p.getFileName().toString().endsWith(".parquet")).toList();
      assertEquals(1, parquet.size(), dir + ": " + parquet);
      return parquet.get(0);
    }
  }
}
