package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Side;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.files.Inputs;
import org.ludoteca.spark.files.SplitRow;
import org.ludoteca.spark.files.Splits;
import org.ludoteca.spark.parquet.RowBatch;
import org.ludoteca.spark.parquet.ValueRowFileWriter;
import org.ludoteca.spark.table.Table;

/**
 * The batch path of the ingest's writer ({@link ValueRowFileWriter#write(RowBatch)}, {@link
 * CaptureBatch}, {@link SliceWriter#write(Table, RowBatch)}) against its row path ({@link
 * ValueRowFileWriter#write(Object[])} of {@link TableRows}' rows): the same rows must give the same
 * files, byte for byte, with pages small enough to be cut inside a batch and row groups cut between
 * and inside batches; and the captures must read back as Spark's own writer's.
 */
class RowBatchWriterTest {
  private static final String RUN = "run-000001";
  private static final List<Table> REPLAYED = List.of(Table.GAMES, Table.CAPTURES, Table.REJECTED, Table.POSITIONS);

  @TempDir
  Path dir;

  /**
   * The sample corpus (chess, Chess960, Rithmomachia with pyramids taken whole and by component,
   * Zamora games) replayed twice: once into a slice writer that takes the captures as batches
   * (games' captures held back and written together, as the ingest's tasks do, a batch ending
   * where the partition changes), once into one that takes them row by row from {@link
   * TableRows#capture}.
   */
  @Test
  void write_sampleCorpusCapturesAsBatches_filesAsRowByRow() throws IOException {
    SparkSession spark = TestSpark.get();
    // 64-byte pages: every column's page is cut inside a game's captures; 8 KiB row groups, many per file.
    TableOutputs outputs = withSettings(dir.resolve("staging"), REPLAYED,
        Map.of("parquet.page.size", "64", "parquet.block.size", "8192"));
    Path batched = dir.resolve("batched");
    Path rowByRow = dir.resolve("rows");
    SliceWriter batchWriter = new SliceWriter(outputs, batched.toString(), 0, 0, RUN);
    SliceWriter rowWriter = new SliceWriter(outputs, rowByRow.toString(), 0, 0, RUN);
    List<Object[]> captureRows = new ArrayList<>();
    int[] batches = new int[1];
    List<Integer> batchGames = new ArrayList<>();
    replaySample(new TableRows.Sink() {
      @Override
      public void write(Table table, Object[] values) {
        batchWriter.write(table, values);
      }

      @Override
      public void write(Table table, RowBatch rows) {
        batches[0]++;
        batchGames.add(rows.size());
        batchWriter.write(table, rows);
      }
    }, true);
    replaySample((table, values) -> {
      rowWriter.write(table, values);
      if (table == Table.CAPTURES) {
        captureRows.add(values.clone());
      }
    }, false);
    List<String> files = batchWriter.finish();
    // The same files (opened in another order: a held back batch opens its file later).
    assertEquals(rowWriter.finish().stream().sorted().toList(), files.stream().sorted().toList());
    assertTrue(batches[0] > 10, "batches of captures: " + batches[0]);
    // Games' captures held back and written together: batches of 64 rows or more, but for the last of each partition.
    assertTrue(batchGames.stream().filter(n -> n >= 64).count() > batches[0] / 2, "batch sizes " + batchGames);
    assertEquals(captureRows.size(), batchGames.stream().mapToInt(Integer::intValue).sum());

    Set<String> scopes = new HashSet<>();
    Set<Object> kinds = new HashSet<>();
    int scope = Table.CAPTURES.schema().fieldIndex("scope");
    int kind = Table.CAPTURES.schema().fieldIndex("captured_kind");
    for (Object[] r : captureRows) {
      scopes.add((String) r[scope]);
      kinds.add(r[kind]);
    }
    assertEquals(Set.of("piece", "whole", "component"), scopes, "the sample's capture scopes");
    assertTrue(kinds.contains(null) && kinds.contains("pyramid") && kinds.contains("queen"), "kinds: " + kinds);

    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    long capturePages = 0;
    for (String f : files) {
      assertArrayEquals(Files.readAllBytes(rowByRow.resolve(f)), Files.readAllBytes(batched.resolve(f)), f);
      if (f.startsWith("captures/")) {
        capturePages += mostPages(batched.resolve(f), hadoop);
      }
    }
    // More pages in a column (game_id's: a page per row) than batches: some page was cut inside a game's captures.
    assertTrue(capturePages > batches[0], "pages " + capturePages + ", batches " + batches[0]);

    // And as Spark's own writer writes the same rows.
    Path sparkOut = dir.resolve("spark-captures");
    List<Row> javaRows = captureRows.stream().map(RowFactory::create).toList();
    spark.createDataFrame(javaRows, (StructType) TableOutputs.nullable(Table.CAPTURES.schema())).coalesce(1).write()
        .partitionBy(Table.CAPTURES.partitionColumns().toArray(new String[0])).parquet(sparkOut.toString());
    Dataset<Row> ours = spark.read().parquet(batched.resolve("captures").toString());
    Dataset<Row> theirs = spark.read().parquet(sparkOut.toString());
    assertEquals(captureRows.size(), ours.count());
    assertEquals(0, ours.exceptAll(theirs).count(), "rows only ours have");
    assertEquals(0, theirs.exceptAll(ours).count(), "rows only Spark's have");
  }

  /**
   * Random rows of every ingested table, nulls and empty containers at every level, long and
   * non-ASCII strings, written row by row and in batches of random sizes (1 to 70 rows, across the
   * writer's row group checks every 32 rows): the same file, byte for byte.
   */
  @Test
  void write_randomRowsInBatches_fileAsRowByRow() throws IOException {
    List<Table> tables = List.of(Table.GAMES, Table.CAPTURES, Table.REJECTED, Table.POSITIONS, Table.GAME_SUMMARY,
        Table.CAPTURE_SUMMARY, Table.REJUDGED, Table.SHORTEST_SUMMARY, Table.IDENTITIES);
    for (String pageSize : List.of("64", "2048")) {
      TableOutputs outputs = withSettings(dir.resolve("staging"), tables,
          Map.of("parquet.page.size", pageSize, "parquet.block.size", "32768"));
      for (Table table : tables) {
        TableOutputs.Output o = outputs.get(table);
        List<Object[]> rows = ValueRowFileWriterPagesTest.randomRows(table.schema(), 1500, new Random(table.ordinal()));
        Path byRow = dir.resolve("row-" + pageSize + "-" + table.tableName() + o.extension);
        Path byBatch = dir.resolve("batch-" + pageSize + "-" + table.tableName() + o.extension);
        try (ValueRowFileWriter w = new ValueRowFileWriter(o.layout, new Configuration(o.conf.value()), hadoopPath(byRow))) {
          for (Object[] r : rows) {
            w.write(r);
          }
        }
        Random sizes = new Random(7);
        try (ValueRowFileWriter w = new ValueRowFileWriter(o.layout, new Configuration(o.conf.value()),
            hadoopPath(byBatch))) {
          for (int from = 0; from < rows.size(); ) {
            int to = Math.min(rows.size(), from + 1 + sizes.nextInt(70));
            w.write(new Rows(rows.subList(from, to)));
            from = to;
          }
        }
        String what = table.tableName() + ", pages of " + pageSize;
        assertTrue(ValueRowFileWriterTest.footer(byRow, new Configuration()).getBlocks().size() > 1, what);
        assertArrayEquals(Files.readAllBytes(byRow), Files.readAllBytes(byBatch), what);
      }
    }
  }

  /**
   * A slice's {@code games} rows in runs of 1 to 80 rows alternating between two partitions, held
   * back by the slice writer and written 32 at a time ({@link SliceWriter#write(Table, Object[])}):
   * each partition's file is the one its rows make written row by row, none lost at the end.
   */
  @Test
  void write_gamesRowsOfTwoPartitionsInRuns_eachFileAsItsRowsRowByRow() throws IOException {
    TableOutputs outputs = withSettings(dir.resolve("staging"), List.of(Table.GAMES),
        Map.of("parquet.page.size", "64", "parquet.block.size", "8192"));
    TableOutputs.Output o = outputs.get(Table.GAMES);
    List<Object[]> rows = ValueRowFileWriterPagesTest.randomRows(Table.GAMES.schema(), 701, new Random(3));
    int game = Table.GAMES.columnIndex("game");
    int rules = Table.GAMES.columnIndex("rules");
    int run = Table.GAMES.columnIndex("ingest_run");
    Map<String, List<Object[]>> byGame = new LinkedHashMap<>();
    Random runs = new Random(5);
    String[] games = {"chess", "chess960"};
    int which = 0;
    for (int from = 0; from < rows.size(); which ^= 1) {
      int to = Math.min(rows.size(), from + 1 + runs.nextInt(80));
      for (Object[] r : rows.subList(from, to)) {
        r[game] = games[which];
        r[rules] = "standard";
        r[run] = RUN;
        byGame.computeIfAbsent(games[which], g -> new ArrayList<>()).add(r);
      }
      from = to;
    }
    Path sliceDir = dir.resolve("slice");
    SliceWriter slice = new SliceWriter(outputs, sliceDir.toString(), 0, 0, RUN);
    for (Object[] r : rows) {
      slice.write(Table.GAMES, r);
    }
    List<String> files = slice.finish();
    assertEquals(2, files.size(), "files " + files);
    for (String f : files) {
      String name = f.contains("/game=chess960/") ? "chess960" : "chess";
      Path expected = dir.resolve("rows-" + name + o.extension);
      try (ValueRowFileWriter w = new ValueRowFileWriter(o.layout, new Configuration(o.conf.value()),
          hadoopPath(expected))) {
        for (Object[] r : byGame.get(name)) {
          w.write(r);
        }
      }
      assertArrayEquals(Files.readAllBytes(expected), Files.readAllBytes(sliceDir.resolve(f)), f);
    }
  }

  /**
   * A Rithmomachia game's captures, pyramids taken whole and by component among plain pieces, a
   * victim token repeated and one of no game piece: the batch's kinds and values are those {@link
   * Captures} gives each capture (its memo of victims changes with the game name), and the batch
   * writes what the rows write.
   */
  @Test
  void of_rithmomachiaPyramids_kindsAndValuesAsCaptures() throws IOException {
    String pyramid = "ps64.s49.t36.t25.c16..";
    List<CaptureEvent> events = List.of(
        new CaptureEvent(3, Side.WHITE, "siege", pyramid, "h15", "whole", List.of("g14", "i14")),
        new CaptureEvent(5, Side.BLACK, "encounter", "s49.", "h15", "component", List.of("h13")),
        new CaptureEvent(7, Side.WHITE, "assault", "t90.", "d12", "piece", List.of()),
        new CaptureEvent(9, Side.BLACK, "assault", "t90.", "d11", "piece", List.of("d10")),
        new CaptureEvent(11, Side.WHITE, "assault", "zz", "d9", "piece", List.of("d10")));
    CaptureBatch batch = new CaptureBatch();
    TableRows.Game chess = game("chess");
    TableRows.Game rithmomachia = game("rithmomachia");
    for (TableRows.Game g : List.of(chess, rithmomachia, chess, rithmomachia)) {
      batch.of(g, events, new AttackerValues(g.game()));
      assertEquals(events.size(), batch.size());
      for (int i = 0; i < events.size(); i++) {
        assertEquals(Captures.kind(g.game(), events.get(i).victim()), batch.capturedKind(i), g.game() + " " + i);
        Object[] row = TableRows.capture(g, events.get(i), List.of());
        for (int c = 0; c < row.length; c++) {
          assertEquals(row[c], batch.value(c, i), g.game() + ": column " + c + ", row " + i);
        }
      }
      // A run of rows [1, 4) column by column, as the writer asks for it, gives the rows' values.
      for (int c = 0; c < Table.CAPTURES.schema().fields().length; c++) {
        Object[] column = new Object[3];
        int[] ints = new int[3];
        boolean[] nulls = new boolean[3];
        batch.values(c, 1, 4, column);
        boolean integer = Table.CAPTURES.schema().fields()[c].dataType() instanceof IntegerType;
        if (integer) {
          batch.ints(c, 1, 4, ints, nulls);
        }
        for (int k = 0; k < 3; k++) {
          Object expected = TableRows.capture(g, events.get(1 + k), List.of())[c];
          String what = g.game() + ": column " + c + ", row " + (1 + k);
          assertEquals(expected, column[k], what);
          if (integer) {
            assertEquals(expected == null, nulls[k], what);
            assertEquals(expected == null ? 0 : expected, ints[k], what);
          }
        }
      }
    }
    batch.of(rithmomachia, events, new AttackerValues("rithmomachia"));
    int value = Table.CAPTURES.schema().fieldIndex("captured_value");
    assertEquals("pyramid", batch.capturedKind(0));
    assertEquals(190, batch.value(value, 0));
    assertEquals("triangle", batch.capturedKind(2));
    assertEquals(90, batch.value(value, 3));
    assertNull(batch.capturedKind(4));
    assertNull(batch.value(value, 4));

    TableOutputs outputs = withSettings(dir.resolve("staging"), List.of(Table.CAPTURES),
        Map.of("parquet.page.size", "64"));
    TableOutputs.Output o = outputs.get(Table.CAPTURES);
    Path byRow = dir.resolve("row" + o.extension);
    Path byBatch = dir.resolve("batch" + o.extension);
    try (ValueRowFileWriter rows = new ValueRowFileWriter(o.layout, new Configuration(o.conf.value()), hadoopPath(byRow));
        ValueRowFileWriter batches = new ValueRowFileWriter(o.layout, new Configuration(o.conf.value()),
            hadoopPath(byBatch))) {
      for (TableRows.Game g : List.of(rithmomachia, chess, rithmomachia)) {
        batch.of(g, events, new AttackerValues(g.game()));
        for (int i = 0; i < batch.size(); i++) {
          rows.write(batch.row(i));
        }
        batches.write(batch);
      }
    }
    assertArrayEquals(Files.readAllBytes(byRow), Files.readAllBytes(byBatch));
  }

  private static TableRows.Game game(String name) {
    return TableRows.Game.builder().gameId("id-" + name).source("x.rpgn").verdict(org.ludoteca.game.Verdict.VALID)
        .plies(12).clocks(List.of()).evals(List.of()).game(name).rules(name).ingestRun(RUN).build();
  }

  /** Replays every file of data/ into {@code sink}, positions included, captures held back across games or not. */
  private static void replaySample(TableRows.Sink sink, boolean holdCaptures) throws IOException {
    Configuration conf = TestSpark.get().sparkContext().hadoopConfiguration();
    ReadSplit.RowMaker maker = new ReadSplit.RowMaker(RUN, null, true, sink).holdCaptures(holdCaptures);
    for (Inputs.File f : Inputs.list(List.of(TestSpark.DATA.getParent().toString()), conf).files()) {
      org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(f.path());
      for (SplitRow s : Splits.of(p.getFileSystem(conf), p, f.size(), f.compressed(), f.format(), Long.MAX_VALUE,
          RUN)) {
        ReadSplit.read(s, maker, sink);
      }
    }
    maker.flush();
  }

  /** The tables' outputs with the session's Hadoop settings plus {@code settings} (page and row group sizes). */
  private static TableOutputs withSettings(Path staging, List<Table> tables, Map<String, String> settings)
      throws IOException {
    Configuration hadoop = TestSpark.get().sparkContext().hadoopConfiguration();
    Map<String, String> before = new LinkedHashMap<>();
    settings.keySet().forEach(k -> before.put(k, hadoop.get(k)));
    try {
      settings.forEach(hadoop::set);
      return TableOutputs.prepare(TestSpark.get(), staging.toString(), tables);
    } finally {
      before.forEach((k, v) -> {
        if (v == null) {
          hadoop.unset(k);
        } else {
          hadoop.set(k, v);
        }
      });
    }
  }

  /** The most pages of any column chunk of the file, summed over its row groups. */
  private static long mostPages(Path file, Configuration conf) throws IOException {
    ParquetMetadata footer = ValueRowFileWriterTest.footer(file, conf);
    long pages = 0;
    try (ParquetFileReader r = ParquetFileReader.open(HadoopInputFile.fromPath(hadoopPath(file), conf))) {
      for (BlockMetaData b : footer.getBlocks()) {
        int most = 0;
        for (ColumnChunkMetaData c : b.getColumns()) {
          most = Math.max(most, r.readOffsetIndex(c).getPageCount());
        }
        pages += most;
      }
    }
    return pages;
  }

  private static org.apache.hadoop.fs.Path hadoopPath(Path p) {
    return new org.apache.hadoop.fs.Path(p.toString());
  }

  /** Rows as a batch, through {@link RowBatch}'s default accessors only (the dictionary tests' too). */
  record Rows(List<Object[]> rows) implements RowBatch {
    @Override
    public int size() {
      return rows.size();
    }

    @Override
    public Object[] row(int row) {
      return rows.get(row);
    }

    @Override
    public Object value(int column, int row) {
      return rows.get(row)[column];
    }
  }
}
