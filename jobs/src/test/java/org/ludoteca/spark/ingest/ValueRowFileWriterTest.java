package org.ludoteca.spark.ingest;

import static org.apache.spark.sql.functions.array_sort;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.map_entries;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.Encoding;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.files.Inputs;
import org.ludoteca.spark.files.SplitRow;
import org.ludoteca.spark.files.Splits;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.parquet.ValueRowFileWriter;

/**
 * The ingest's own Parquet writer ({@link SliceWriter}, {@link ValueRowFileWriter}) against
 * Spark's: the rows of the sample corpus, collected from the replay without any writer, written
 * once by the ingest's writer and once the plain Spark way ({@code createDataFrame(rows,
 * schema).write().partitionBy(...).parquet(...)}), must read back as the same rows with the same
 * schema, and their files must carry the same Parquet schema, footer metadata and codecs (ours
 * RLE levels, PLAIN values but in the columns the table declares dictionary-encoded).
 */
class ValueRowFileWriterTest {
  private static final String RUN = "run-000001";
  private static final Path DATA_ROOT = TestSpark.DATA.getParent();
  private static final List<Table> TABLES = List.of(Table.GAMES, Table.CAPTURES, Table.REJECTED,
      Table.GAME_SUMMARY, Table.CAPTURE_SUMMARY, Table.POSITIONS);

  @TempDir
  static Path dir;
  private static Path ours;
  private static Path spark;
  private static Map<Table, List<Object[]>> rows;

  /** Collects the sample's rows, then writes them both ways. */
  @BeforeAll
  static void writeBothWays() throws IOException {
    rows = sampleRows();
    rows.get(Table.GAMES).addAll(unusualGames(rows.get(Table.GAMES).get(0)));
    ours = dir.resolve("ours");
    spark = dir.resolve("spark");
    SliceWriter writer = new SliceWriter(TableOutputs.prepare(TestSpark.get(), ours.toString(), TABLES),
        ours.toString(), 0, 0, RUN);
    rows.forEach((table, values) -> values.forEach(v -> writer.write(table, v)));
    List<String> files = writer.finish();
    assertTrue(files.size() >= TABLES.size(), "a file per table and partition: " + files);
    for (Table table : TABLES) {
      List<Row> javaRows = rows.get(table).stream().map(RowFactory::create).toList();
      // Every column nullable, as the files were when Spark wrote them from staged rows (and still
      // are): Spark 4 would otherwise keep the non-null columns required.
      TestSpark.get().createDataFrame(javaRows, (StructType) TableOutputs.nullable(table.schema())).coalesce(1).write()
          .options(table.writerOptions())
          .partitionBy(table.partitionColumns().toArray(new String[0]))
          .parquet(spark.resolve(table.tableName()).toString());
    }
  }

  /** Every row replay gives for the files of data/, by table, in the order replay gives them. */
  private static Map<Table, List<Object[]>> sampleRows() throws IOException {
    Configuration conf = TestSpark.get().sparkContext().hadoopConfiguration();
    Map<Table, List<Object[]>> out = new LinkedHashMap<>();
    TableRows.Sink sink = (table, values) -> out.computeIfAbsent(table, t -> new ArrayList<>()).add(values.clone());
    StatsPartials partials = new StatsPartials();
    ReadSplit.RowMaker maker = new ReadSplit.RowMaker(RUN, null, true, sink, partials);
    for (Inputs.File f : Inputs.list(List.of(DATA_ROOT.toString()), conf).files()) {
      org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(f.path());
      for (SplitRow s : Splits.of(p.getFileSystem(conf), p, f.size(), f.compressed(), f.format(), Long.MAX_VALUE,
          RUN)) {
        ReadSplit.read(s, maker, sink);
      }
    }
    partials.writeTo(sink);
    return out;
  }

  /**
   * Games the sample lacks: non-ASCII and long strings (past the writer's reused buffer), an empty
   * tag map and move list, null optional columns.
   */
  private static List<Object[]> unusualGames(Object[] model) {
    int tags = Table.GAMES.schema().fieldIndex("tags");
    int moves = Table.GAMES.schema().fieldIndex("moves");
    // The model's moves are in movetext (Movetext): cleared, so that these rows write the moves arrays.
    int movetext = Table.GAMES.schema().fieldIndex("movetext");
    int id = Table.GAMES.schema().fieldIndex("game_id");
    int source = Table.GAMES.schema().fieldIndex("source");
    Object[] unicode = model.clone();
    unicode[id] = "unusual-1";
    unicode[tags] = new TreeMap<>(Map.of("Event", "Torneo de Ñandú — 2026", "Site", "Zürich", "Λ", "ασπίδα"));
    unicode[moves] = List.of("c14-c12", "é9-ß8", "x".repeat(700));
    unicode[movetext] = null;
    // A list with a null element and a tag without a value, as the writer writes them (levels).
    unicode[Table.GAMES.schema().fieldIndex("clocks")] = java.util.Arrays.asList(100, null, 50);
    // As the reader gives them (PlyValues, written without boxing): a ply without an evaluation between two.
    unicode[Table.GAMES.schema().fieldIndex("evals")] = org.ludoteca.record.MoveAnnotations
        .of("1. e4 { [%eval 0.5] } 1... e5 2. Nf3 { [%eval #-3] } *", 3).evals();
    unicode[source] = "/data/ünïcode/" + "long-".repeat(120) + ".rpgn";
    // The typed columns' DATE, doubles and list of doubles with a null element (issue 39).
    unicode[Table.GAMES.schema().fieldIndex("date")] = java.time.LocalDate.of(1851, 6, 21);
    unicode[Table.GAMES.schema().fieldIndex("move_seconds")] = java.util.Arrays.asList(2.5, null, -0.1, 86400.0);
    unicode[Table.GAMES.schema().fieldIndex("accuracy_white")] = 97.3125;
    unicode[Table.GAMES.schema().fieldIndex("acpl_black")] = 0.0;
    unicode[Table.GAMES.schema().fieldIndex("white_elo")] = 2850;
    Object[] empty = model.clone();
    empty[id] = "unusual-2";
    empty[tags] = Map.of();
    empty[moves] = List.of();
    empty[movetext] = null;
    for (String nullable : List.of("start_fen", "declared_result", "declared_termination", "error", "winner",
        "termination", "final_fen", "first_mover", "game", "rules")) {
      empty[Table.GAMES.schema().fieldIndex(nullable)] = null;
    }
    return List.of(unicode, empty);
  }

  /** A table as Spark reads it back, maps as sorted entry arrays (set operations cannot compare maps; also for {@link ValueRowFileWriterPagesTest}). */
  static Dataset<Row> comparable(Dataset<Row> table) {
    List<Column> columns = new ArrayList<>();
    for (StructField f : table.schema().fields()) {
      columns.add(f.dataType() instanceof MapType ? array_sort(map_entries(col(f.name()))).as(f.name())
          : col(f.name()));
    }
    return table.select(columns.toArray(new Column[0]));
  }

  @Test
  void write_sampleCorpus_readsBackAsSparksRowsAndSchema() {
    SparkSession s = TestSpark.get();
    for (Table t : TABLES) {
      String table = t.tableName();
      Dataset<Row> mine = s.read().parquet(ours.resolve(table).toString());
      Dataset<Row> theirs = s.read().parquet(spark.resolve(table).toString());
      assertEquals(theirs.schema(), mine.schema(), table);
      assertEquals(rows.get(t).size(), mine.count(), table + ": every row written");
      assertFalse(rows.get(t).isEmpty(), table + ": the sample has rows");
      assertEquals(0, comparable(mine).exceptAll(comparable(theirs)).count(), table + ": rows only ours have");
      assertEquals(0, comparable(theirs).exceptAll(comparable(mine)).count(), table + ": rows only Spark's have");
    }
  }

  @Test
  void write_unusualGames_keepNonAsciiLongAndEmptyValues() {
    Dataset<Row> games = TestSpark.read(ours, Table.GAMES);
    Row unicode = games.filter(col("game_id").equalTo("unusual-1")).first();
    assertEquals("Zürich", unicode.getJavaMap(unicode.fieldIndex("tags")).get("Site"));
    assertEquals("ασπίδα", unicode.getJavaMap(unicode.fieldIndex("tags")).get("Λ"));
    assertEquals(List.of("c14-c12", "é9-ß8", "x".repeat(700)), unicode.getList(unicode.fieldIndex("moves")));
    assertTrue(unicode.<String>getAs("source").startsWith("/data/ünïcode/long-long-"));
    Row empty = games.filter(col("game_id").equalTo("unusual-2")).first();
    assertTrue(empty.getJavaMap(empty.fieldIndex("tags")).isEmpty());
    assertTrue(empty.getList(empty.fieldIndex("moves")).isEmpty());
    assertTrue(empty.isNullAt(empty.fieldIndex("start_fen")));
    assertTrue(empty.isNullAt(empty.fieldIndex("game")));
  }

  @Test
  void write_sampleCorpus_footersAsSparksWrites() throws IOException {
    Configuration conf = TestSpark.get().sparkContext().hadoopConfiguration();
    for (String table : TABLES.stream().map(Table::tableName).toList()) {
      // The same partition's file both ways: the largest of ours (Spark's has the same rows).
      Path mineFile = largestFile(ours.resolve(table));
      Path theirPartition = spark.resolve(table).resolve(ours.resolve(table).relativize(mineFile.getParent()));
      Path theirFile = theirPartition.resolve(onlyFile(theirPartition));
      ParquetMetadata mine = footer(mineFile, conf);
      ParquetMetadata theirs = footer(theirFile, conf);
      assertEquals(theirs.getFileMetaData().getSchema(), mine.getFileMetaData().getSchema(), table);
      assertEquals(theirs.getFileMetaData().getKeyValueMetaData(), mine.getFileMetaData().getKeyValueMetaData(),
          table);
      assertTrue(mine.getFileMetaData().getKeyValueMetaData().containsKey("org.apache.spark.version"), table);
      assertEquals(theirs.getFileMetaData().getCreatedBy(), mine.getFileMetaData().getCreatedBy(), table);
      assertEquals(codecs(theirs), codecs(mine), table + ": the codec of each column");
      Table t = TABLES.stream().filter(x -> x.tableName().equals(table)).findFirst().orElseThrow();
      // A declared column's chunks are dictionary-encoded (some PLAIN after a fallback), or PLAIN when
      // their first page has no value (only nulls: captures.attacker_pieces in the sample's games).
      chunks(mine).forEach((column, encodings) -> assertTrue(encodings.matches(
          t.writerOptions().containsKey("parquet.enable.dictionary#" + column)
              ? "[A-Z]+ \\[(PLAIN, )?RLE(, BIT_PACKED)?(, PLAIN_DICTIONARY)?\\]"
              : "[A-Z]+ \\[PLAIN, RLE(, BIT_PACKED)?\\]"), table + "." + column + ": " + encodings));
      long dictionaryColumns = chunks(mine).values().stream().filter(e -> e.contains("PLAIN_DICTIONARY")).count();
      assertEquals(t.writerOptions().keySet().stream().noneMatch(k -> k.startsWith("parquet.enable.dictionary#")),
          dictionaryColumns == 0, table + ": dictionary-encoded columns "
          + dictionaryColumns);
      assertEquals(mineFile.getFileName().toString().substring(mineFile.getFileName().toString().indexOf('.')),
          theirFile.getFileName().toString().substring(theirFile.getFileName().toString().indexOf('.')),
          table + ": the file name's extension");
    }
  }

  @Test
  void check_unsupportedColumnType_refusedOnTheDriver() {
    StructType withBoolean = new StructType().add("significant", DataTypes.BooleanType, true)
        .add("ingest_run", DataTypes.StringType, false);
    assertThrows(IllegalArgumentException.class, () -> TableOutputs.output(TestSpark.get(), dir.resolve("x")
        .toString(), "t", withBoolean, new String[] {"ingest_run"}, Map.of()));
  }

  /** Each column's codec, over the file's row groups. */
  private static Map<String, String> codecs(ParquetMetadata footer) {
    Map<String, String> out = new TreeMap<>();
    footer.getBlocks().forEach(b -> {
      for (ColumnChunkMetaData c : b.getColumns()) {
        out.merge(c.getPath().toDotString(), c.getCodec().toString(), (x, y) -> x.equals(y) ? x : x + " | " + y);
      }
    });
    return out;
  }

  /** Each column's codec and encodings, over the file's row groups. */
  private static Map<String, String> chunks(ParquetMetadata footer) {
    Map<String, String> out = new TreeMap<>();
    footer.getBlocks().forEach(b -> {
      for (ColumnChunkMetaData c : b.getColumns()) {
        out.merge(c.getPath().toDotString(), c.getCodec() + " " + new java.util.TreeSet<Encoding>(c.getEncodings()),
            (x, y) -> x.equals(y) ? x : x + " | " + y);
      }
    });
    return out;
  }

  /** A Parquet file's footer (also for {@link ValueRowFileWriterPagesTest}). */
  @SuppressWarnings("deprecation")
  static ParquetMetadata footer(Path file, Configuration conf) throws IOException {
    return ParquetFileReader.readFooter(HadoopInputFile.fromPath(new org.apache.hadoop.fs.Path(file.toString()),
        conf), org.apache.parquet.format.converter.ParquetMetadataConverter.NO_FILTER);
  }

  private static Path largestFile(Path table) throws IOException {
    try (Stream<Path> files = Files.walk(table)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".parquet"))
          .max(Comparator.comparingLong(ValueRowFileWriterTest::size)).orElseThrow();
    }
  }

  private static String onlyFile(Path partition) throws IOException {
    try (Stream<Path> files = Files.list(partition)) {
      List<Path> parquet = files.filter(p -> p.getFileName().toString().endsWith(".parquet")).toList();
      assertEquals(1, parquet.size(), partition + ": " + parquet);
      return parquet.get(0).getFileName().toString();
    }
  }

  private static long size(Path p) {
    try {
      return Files.size(p);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
