package org.ludoteca.spark.parquet;

import static org.apache.spark.sql.functions.input_file_name;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.cli.Ludoteca;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.table.Table;

/**
 * The Parquet writer proven by other readers (issue 37): a pipeline over the whole of {@code data/}
 * and a file with lines between its records
 * (positions and every rule set's rejudging asked, so that every table is written), then every file
 * of every table read by DuckDB's JDBC driver and by parquet-mr's example reader, equal row for row
 * (in file order) to what Spark reads from it; DuckDB's row count of each table is the run's printed
 * count (games, rejected, each statistic's report rows) and Spark's; the leaves the tables declare
 * carry min/max statistics in every column chunk with values, and a filter on them counts the same
 * rows in DuckDB as in Spark.
 */
class IndependentReadersTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize();
  private static final Path DATA = ROOT.resolve("data");
  /**
   * A TCEC archive with {@code ;} lines between its games (issue 38), beside {@code data/} (whose
   * files have none), so that {@code skipped_lines} has rows too.
   */
  private static final Path SKIPPING = ROOT.resolve("core/src/test/resources/chess/pgn/conventions/tcec-standard-crlf.pgn");

  @TempDir
  static Path tmp;
  private static Path out;
  private static String printed;

  @BeforeAll
  static void pipeline() {
    out = tmp.resolve("out");
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    List<String> args = new ArrayList<>(List.of("pipeline", "--input", DATA.toString(), "--input", SKIPPING.toString(), "--out", out.toString(),
        "--no-progress", "--master", "local[2]", "--positions", "--rejudge", String.join(",", org.ludoteca.spark.PipelineJob.everyRuleSet())));
    int exit = Ludoteca.run(args.toArray(new String[0]), new PrintWriter(o, true), new PrintWriter(e, true));
    printed = o.toString();
    assertEquals(0, exit, e.toString());
  }

  /** The files of {@code table}: every {@code .parquet} file under its directory. */
  private static List<Path> files(Table table) throws IOException {
    Path dir = dir(table);
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".parquet")).sorted().toList();
    }
  }

  private static Path dir(Table table) {
    return table.isStatistic() ? out.resolve("stats").resolve(table.tableName()) : out.resolve(table.tableName());
  }

  /** The count the run printed for {@code table}, or -1 when it printed none. */
  private static long printedCount(Table table) {
    Pattern p = switch (table) {
      case GAMES -> Pattern.compile("games read (\\d+):");
      case REJECTED -> Pattern.compile("; rejected (\\d+)\n");
      default -> table.isStatistic() ? Pattern.compile(" " + table.tableName() + "\\.csv \\((\\d+) rows?\\)") : null;
    };
    if (p == null) {
      return -1;
    }
    Matcher m = p.matcher(printed);
    assertTrue(m.find(), table + " in " + printed);
    return Long.parseLong(m.group(1));
  }

  @Test
  void every_table_duckDbCountsTheRowsTheRunPrinted() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
      int printedTables = 0;
      for (Table t : Table.values()) {
        List<Path> files = files(t);
        assertFalse(files.isEmpty(), t + ": no file written");
        long duck = count(s, "SELECT count(*) FROM read_parquet('" + dir(t) + "/**/*.parquet')");
        long spark = TestSpark.read(out, t).count();
        long footers = 0;
        for (Path f : files) {
          try (ParquetFileReader r = ParquetFileReader.open(input(f))) {
            footers += r.getRecordCount();
          }
        }
        assertEquals(spark, duck, t + ": DuckDB's count and Spark's");
        assertEquals(spark, footers, t + ": parquet-mr's footers' row counts and Spark's");
        long p = printedCount(t);
        if (p >= 0) {
          assertEquals(p, duck, t + ": DuckDB's count and the run's");
          printedTables++;
        }
        assertTrue(duck > 0, t + ": rows");
      }
      assertEquals(2 + Table.statistics().size(), printedTables, "tables whose count the run printed");
    }
  }

  @Test
  void every_file_duckDbAndParquetMrReadSparksRowsInOrder() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
      for (Table t : Table.values()) {
        Map<String, List<String>> sparkRows = sparkRowsByFile(t);
        for (Path f : files(t)) {
          List<String> spark = sparkRows.get(f.toUri().getPath());
          assertNotNull(spark, t + ": Spark read no row of " + f + " (files it read: " + sparkRows.keySet() + ")");
          List<String> duck = duckRows(s, f);
          List<String> mr = parquetMrRows(f);
          assertEquals(spark.size(), duck.size(), f + ": rows");
          for (int i = 0; i < spark.size(); i++) {
            assertEquals(spark.get(i), duck.get(i), f + " row " + i + ": DuckDB's and Spark's");
            assertEquals(spark.get(i), mr.get(i), f + " row " + i + ": parquet-mr's and Spark's");
          }
        }
      }
    }
  }

  @Test
  void declared_leaves_carryMinMaxInEveryChunkAndFilterAlike() throws Exception {
    int checked = 0;
    for (Table t : Table.ingested()) {
      for (Path f : files(t)) {
        try (ParquetFileReader r = ParquetFileReader.open(input(f))) {
          for (BlockMetaData b : r.getFooter().getBlocks()) {
            for (ColumnChunkMetaData chunk : b.getColumns()) {
              String leaf = chunk.getPath().toDotString();
              boolean declared = "true".equals(t.writerOptions().get("parquet.column.statistics.enabled#" + leaf));
              boolean values = chunk.getValueCount() > chunk.getStatistics().getNumNulls();
              if (declared) {
                assertTrue(chunk.getStatistics().isNumNullsSet(), f + " " + leaf + ": null count");
                assertEquals(values, chunk.getStatistics().hasNonNullValue(), f + " " + leaf + ": min/max "
                    + chunk.getStatistics());
                checked++;
              } else {
                assertFalse(chunk.getStatistics().hasNonNullValue(), f + " " + leaf + ": undeclared, min/max");
              }
            }
          }
        }
      }
    }
    assertTrue(checked > 0, "declared chunks");
    String games = dir(Table.GAMES) + "/**/*.parquet";
    try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
      long withStats = count(s, "SELECT count(*) FROM parquet_metadata('" + games + "') WHERE path_in_schema = 'plies'"
          + " AND stats_min_value IS NOT NULL AND stats_max_value IS NOT NULL");
      assertEquals(files(Table.GAMES).size(), withStats, "DuckDB sees plies' min/max in each games file");
      Dataset<Row> spark = TestSpark.read(out, Table.GAMES);
      for (String where : List.of("plies BETWEEN 40 AND 60", "verdict = 'ILLEGAL'", "termination >= 'r'",
          "winner = 'black' AND plies < 30", "error_ply > 0")) {
        assertEquals(spark.where(where).count(), count(s, "SELECT count(*) FROM read_parquet('" + games
            + "', hive_partitioning = false) WHERE " + where), where);
      }
    }
  }

  private static long count(Statement s, String sql) throws SQLException {
    try (ResultSet r = s.executeQuery(sql)) {
      assertTrue(r.next(), sql);
      return r.getLong(1);
    }
  }

  private static HadoopInputFile input(Path f) throws IOException {
    return HadoopInputFile.fromPath(new org.apache.hadoop.fs.Path(f.toString()), new Configuration());
  }

  /**
   * Spark's rows of every file of {@code t} (the file's own columns, without the partition
   * directories'), by file, in file order, in the canonical text of {@link #canonical}.
   */
  private static Map<String, List<String>> sparkRowsByFile(Table t) {
    StructType fileSchema = new StructType(java.util.Arrays.stream(t.schema().fields())
        .filter(f -> !t.partitionColumns().contains(f.name())).toArray(org.apache.spark.sql.types.StructField[]::new));
    Dataset<Row> rows = TestSpark.get().read().schema(fileSchema).parquet(dir(t).toString())
        .select(org.apache.spark.sql.functions.col("*"), input_file_name().as("_file"));
    Map<String, List<String>> byFile = new LinkedHashMap<>();
    int n = fileSchema.fields().length;
    for (Row r : rows.collectAsList()) {
      List<Object> values = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        values.add(canonical(r.get(i)));
      }
      String file = java.net.URI.create(r.getString(r.fieldIndex("_file"))).getPath();
      byFile.computeIfAbsent(file, k -> new ArrayList<>()).add(values.toString());
    }
    return byFile;
  }

  private static List<String> duckRows(Statement s, Path f) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (ResultSet r = s.executeQuery("SELECT * FROM read_parquet('" + f + "', hive_partitioning = false)")) {
      int n = r.getMetaData().getColumnCount();
      while (r.next()) {
        List<Object> values = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
          values.add(canonical(r.getObject(i)));
        }
        rows.add(values.toString());
      }
    }
    return rows;
  }

  private static List<String> parquetMrRows(Path f) throws IOException {
    List<String> rows = new ArrayList<>();
    try (ParquetReader<Group> r = ParquetReader.builder(new GroupReadSupport(),
        new org.apache.hadoop.fs.Path(f.toString())).build()) {
      for (Group g = r.read(); g != null; g = r.read()) {
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < g.getType().getFieldCount(); i++) {
          values.add(field(g, i));
        }
        rows.add(values.toString());
      }
    }
    return rows;
  }

  /** Field {@code i} of a parquet-mr group: a scalar, or a standard list's or map's entries, canonical. */
  private static Object field(Group g, int i) {
    Type type = g.getType().getType(i);
    if (g.getFieldRepetitionCount(i) == 0) {
      return "null";
    }
    if (type.isPrimitive()) {
      return scalar(g, i, type.asPrimitiveType());
    }
    Group outer = g.getGroup(i, 0);
    GroupType repeated = type.asGroupType().getType(0).asGroupType();
    int entries = outer.getFieldRepetitionCount(0);
    if (type.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.MapLogicalTypeAnnotation) {
      Map<String, Object> map = new TreeMap<>();
      for (int k = 0; k < entries; k++) {
        Group kv = outer.getGroup(0, k);
        map.put(String.valueOf(field(kv, 0)), field(kv, 1));
      }
      return map.toString();
    }
    List<Object> list = new ArrayList<>();
    for (int k = 0; k < entries; k++) {
      Group element = outer.getGroup(0, k);
      list.add(repeated.getFieldCount() == 1 ? field(element, 0) : element.toString());
    }
    return list;
  }

  private static Object scalar(Group g, int i, PrimitiveType type) {
    LogicalTypeAnnotation logical = type.getLogicalTypeAnnotation();
    return switch (type.getPrimitiveTypeName()) {
      case INT32 -> logical instanceof LogicalTypeAnnotation.DateLogicalTypeAnnotation
          ? LocalDate.ofEpochDay(g.getInteger(i, 0)).toString() : String.valueOf(g.getInteger(i, 0));
      case INT64 -> String.valueOf(g.getLong(i, 0));
      case DOUBLE -> String.valueOf(g.getDouble(i, 0));
      case FLOAT -> String.valueOf(g.getFloat(i, 0));
      case BOOLEAN -> String.valueOf(g.getBoolean(i, 0));
      case BINARY -> logical instanceof LogicalTypeAnnotation.StringLogicalTypeAnnotation
          ? g.getString(i, 0) : HexFormat.of().formatHex(g.getBinary(i, 0).getBytes());
      default -> throw new AssertionError("unexpected leaf " + type);
    };
  }

  /**
   * One value as every reader gives it, in one text: null as {@code null}, numbers and strings as
   * text, bytes as hex, a date as ISO, a list as its canonical elements, a map as its entries by key
   * (Spark's maps do not keep the file's order).
   */
  private static Object canonical(Object v) {
    try {
      if (v == null) {
        return "null";
      }
      if (v instanceof byte[] b) {
        return HexFormat.of().formatHex(b);
      }
      if (v instanceof Blob b) {
        return HexFormat.of().formatHex(b.getBytes(1, (int) b.length()));
      }
      if (v instanceof java.sql.Date d) {
        return d.toLocalDate().toString();
      }
      if (v instanceof Array a) {
        return canonicalList(java.util.Arrays.asList((Object[]) a.getArray()));
      }
      if (v instanceof scala.collection.Seq<?> seq) {
        return canonicalList(scala.jdk.javaapi.CollectionConverters.asJava(seq));
      }
      if (v instanceof List<?> l) {
        return canonicalList(l);
      }
      if (v instanceof scala.collection.Map<?, ?> m) {
        return canonicalMap(scala.jdk.javaapi.CollectionConverters.asJava(m));
      }
      if (v instanceof Map<?, ?> m) {
        return canonicalMap(m);
      }
      return v.toString();
    } catch (SQLException e) {
      throw new AssertionError(e);
    }
  }

  private static List<Object> canonicalList(List<?> l) {
    List<Object> out = new ArrayList<>();
    l.forEach(x -> out.add(canonical(x)));
    return out;
  }

  private static String canonicalMap(Map<?, ?> m) {
    Map<String, Object> sorted = new TreeMap<>();
    m.forEach((k, x) -> sorted.put(String.valueOf(canonical(k)), canonical(x)));
    return sorted.toString();
  }
}
