package org.ludoteca.spark.stats;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnReader;
import org.apache.parquet.column.impl.ColumnReadStoreImpl;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.HadoopReadOptions;
import org.apache.parquet.conf.HadoopParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.catalyst.catalog.ExternalCatalogUtils;
import org.ludoteca.spark.files.Futures;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.table.Table;

/**
 * Reads the rows of small Parquet tables on the driver with Parquet's own reader, no Spark job:
 * the statistics' summary tables (a few rows per ingest task) and one column of {@code rejected}.
 * A Spark query would cost seconds of planning and code generation for what takes milliseconds
 * here. Partition values come from the directory names ({@code name=value}, Spark's escaping,
 * {@code __HIVE_DEFAULT_PARTITION__} for null).
 */
public final class SmallTables {
  private SmallTables() {}

  /**
   * Calls {@code sink} with each row of the files of {@code runs} of {@code table}, turned into a
   * value by {@code row} from a function giving each column's value by name (String, Integer,
   * Long or null; partition columns included).
   */
  public static <T> void read(OutDir dir, Table table, Set<String> runs, Function<Function<String, Object>, T> row,
      Consumer<T> sink) throws IOException {
    Configuration conf = dir.fs.getConf();
    eachFile(files(dir, table, runs), file -> {
      Map<String, String> partition = partition(dir, table, file);
      List<T> rows = readFlat(file, conf, partition, row);
      return rows != null ? rows : readRecords(file, conf, partition, row);
    }, sink);
  }

  /**
   * The rows of a file whose columns are all top-level scalars of the kinds {@link #value} knows
   * (every summary table), read column by column with Parquet's column readers: no record
   * assembly, whose reader Parquet builds anew for each file (at 10^8 games, 13,408 summary files:
   * 8.9 of the 31 CPU s of reading them, and 6.6 s more assembling {@link Group}s;
   * docs/pipeline-profile.md, wave 15). Null for any other file, which {@link #readRecords} reads.
   */
  private static <T> List<T> readFlat(Path file, Configuration conf, Map<String, String> partition,
      Function<Function<String, Object>, T> row) throws IOException {
    List<T> rows = new ArrayList<>();
    try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(file, conf),
        readOptions(conf))) {
      MessageType schema = reader.getFooter().getFileMetaData().getSchema();
      List<ColumnDescriptor> columns = schema.getColumns();
      if (columns.size() != schema.getFieldCount()) {
        return null; // a group among the fields
      }
      Map<String, Integer> index = new HashMap<>();
      for (int i = 0; i < columns.size(); i++) {
        Type t = schema.getType(i);
        if (!t.isPrimitive() || t.isRepetition(Type.Repetition.REPEATED) || !SCALARS.contains(
            t.asPrimitiveType().getPrimitiveTypeName())) {
          return null;
        }
        index.put(t.getName(), i);
      }
      String createdBy = reader.getFooter().getFileMetaData().getCreatedBy();
      for (PageReadStore pages = reader.readNextRowGroup(); pages != null; pages = reader.readNextRowGroup()) {
        int n = Math.toIntExact(pages.getRowCount());
        ColumnReadStoreImpl store = new ColumnReadStoreImpl(pages,
            new GroupRecordConverter(schema).getRootConverter(), schema, createdBy);
        Object[][] values = new Object[columns.size()][];
        for (int i = 0; i < values.length; i++) {
          values[i] = column(store.getColumnReader(columns.get(i)), columns.get(i), n);
        }
        for (int r = 0; r < n; r++) {
          int at = r;
          rows.add(row.apply(name -> {
            if (partition.containsKey(name)) {
              return partition.get(name);
            }
            Integer i = index.get(name);
            return i == null ? null : values[i][at];
          }));
        }
      }
    }
    return rows;
  }

  /**
   * A file reader's options: from {@code conf} (ParquetReadOptions.builder() would parse Hadoop's
   * default XML files for each file), zstd pages decompressed by {@link ZstdPageCodecs}; the
   * reader releases the codecs when it closes.
   */
  private static org.apache.parquet.ParquetReadOptions readOptions(Configuration conf) {
    return HadoopReadOptions.builder(conf).withCodecFactory(new ZstdPageCodecs(conf)).build();
  }

  /** The column types {@link #readFlat} and {@link #value} read: Integer, Long and String. */
  private static final Set<PrimitiveType.PrimitiveTypeName> SCALARS = java.util.EnumSet.of(
      PrimitiveType.PrimitiveTypeName.INT32, PrimitiveType.PrimitiveTypeName.INT64,
      PrimitiveType.PrimitiveTypeName.BINARY);

  /**
   * The next {@code n} values of a top-level scalar column, as {@link #value} gives them (null for a
   * null): {@link #readFlat}'s columns and {@link #readStrings}'.
   */
  private static Object[] column(ColumnReader reader, ColumnDescriptor column, int n) {
    Object[] out = new Object[n];
    int defined = column.getMaxDefinitionLevel();
    PrimitiveType.PrimitiveTypeName type = column.getPrimitiveType().getPrimitiveTypeName();
    for (int r = 0; r < n; r++) {
      if (reader.getCurrentDefinitionLevel() == defined) {
        out[r] = switch (type) {
          case INT32 -> reader.getInteger();
          case INT64 -> reader.getLong();
          case BINARY -> reader.getBinary().toStringUsingUTF8();
          default -> throw new IllegalStateException("unexpected column type " + type + " of " + column);
        };
      }
      reader.consume();
    }
    return out;
  }

  /** The rows of any file, as records ({@link Group}s): what {@link #readFlat} does not read. */
  private static <T> List<T> readRecords(Path file, Configuration conf, Map<String, String> partition,
      Function<Function<String, Object>, T> row) throws IOException {
    List<T> rows = new ArrayList<>();
    try (ParquetReader<Group> reader = new GroupReaderBuilder(file, conf).build()) {
      for (Group g = reader.read(); g != null; g = reader.read()) {
        Group values = g;
        rows.add(row.apply(name -> partition.containsKey(name) ? partition.get(name) : value(values, name)));
      }
    }
    return rows;
  }

  /** Calls {@code sink} with the value of one string column in each row of the files of {@code runs}. */
  public static void readColumn(OutDir dir, Table table, Set<String> runs, String column, Consumer<String> sink)
      throws IOException {
    readStrings(dir, table, runs, List.of(column), row -> sink.accept(row[0]));
  }

  /**
   * Calls {@code sink} with the values of the string columns {@code columns} in each row of the
   * files of {@code runs} of {@code table}, in the order named (null for a null value, or a column
   * neither the file nor its directories hold). Partition columns come from the directories; the
   * others are read by Parquet's column readers alone: no record assembled, no {@link Group} or
   * other column decoded per row (the identities of 10^6 games: about half the time of {@link #read}).
   */
  public static void readStrings(OutDir dir, Table table, Set<String> runs, List<String> columns,
      Consumer<String[]> sink) throws IOException {
    Configuration conf = dir.fs.getConf();
    eachFile(files(dir, table, runs), file -> {
      Map<String, String> partition = partition(dir, table, file);
      List<String[]> rows = new ArrayList<>();
      try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(file, conf),
          readOptions(conf))) {
        MessageType schema = reader.getFooter().getFileMetaData().getSchema();
        // Each column's source, decided once per file: its directories (or null when nothing holds
        // it), or the file's own column at index inFile[i] of the projection read.
        String[] fromDirectories = new String[columns.size()];
        int[] inFile = new int[columns.size()];
        List<Type> read = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
          String c = columns.get(i);
          inFile[i] = -1;
          if (partition.containsKey(c) || !schema.containsField(c)) {
            fromDirectories[i] = partition.get(c);
            continue;
          }
          Type t = schema.getType(c);
          if (!t.isPrimitive() || t.asPrimitiveType().getPrimitiveTypeName() != PrimitiveType.PrimitiveTypeName.BINARY) {
            throw new IllegalArgumentException("not a string column: " + c + " (" + t + ") in " + file);
          }
          inFile[i] = read.size();
          read.add(t);
        }
        MessageType projection = new MessageType(schema.getName(), read);
        reader.setRequestedSchema(projection);
        String createdBy = reader.getFooter().getFileMetaData().getCreatedBy();
        List<ColumnDescriptor> descriptors = projection.getColumns();
        for (PageReadStore pages = reader.readNextRowGroup(); pages != null; pages = reader.readNextRowGroup()) {
          ColumnReadStoreImpl store = new ColumnReadStoreImpl(pages,
              new GroupRecordConverter(projection).getRootConverter(), projection, createdBy);
          int n = Math.toIntExact(pages.getRowCount());
          Object[][] values = new Object[descriptors.size()][];
          for (int j = 0; j < values.length; j++) {
            values[j] = column(store.getColumnReader(descriptors.get(j)), descriptors.get(j), n);
          }
          for (int r = 0; r < n; r++) {
            String[] row = fromDirectories.clone();
            for (int i = 0; i < row.length; i++) {
              if (inFile[i] >= 0) {
                row[i] = (String) values[inFile[i]][r];
              }
            }
            rows.add(row);
          }
        }
      }
      return rows;
    }, sink);
  }

  /**
   * A reader of a file's rows as {@link Group}s, configured by {@code conf} alone. {@code
   * ParquetReader.builder(readSupport, path)} starts from a new Hadoop {@code Configuration}, which
   * parses Hadoop's default XML files again: about 20 ms of CPU per file, most of reading a summary.
   */
  private static final class GroupReaderBuilder extends ParquetReader.Builder<Group> {
    GroupReaderBuilder(Path file, Configuration conf) throws IOException {
      super(HadoopInputFile.fromPath(file, conf), new HadoopParquetConfiguration(conf));
    }

    @Override
    protected ReadSupport<Group> getReadSupport() {
      return new GroupReadSupport();
    }
  }

  /** What reading one file gives: its rows' values, in file order. */
  @FunctionalInterface
  interface FileRows<T> {
    List<T> read(Path file) throws IOException;
  }

  /** Files read ahead of the sink per reading thread. */
  static final int AHEAD = 4;

  /**
   * Reads {@code files} on a few threads and hands their values to {@code sink} on the calling
   * thread, in file order, so the sink needs no locking and the result does not depend on timing.
   * A 10^6-game run has a few hundred summary files; read one after the other, opening each and
   * decoding its footer took about 6 s of the statistics while the other core waited.
   */
  static <T> void eachFile(List<Path> files, FileRows<T> read, Consumer<T> sink) throws IOException {
    eachFile(files, Runtime.getRuntime().availableProcessors(), read, sink);
  }

  /** As {@link #eachFile(List, FileRows, Consumer)}, on at most {@code threads} threads. */
  static <T> void eachFile(List<Path> files, int threads, FileRows<T> read, Consumer<T> sink) throws IOException {
    if (files.isEmpty()) {
      return;
    }
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, files.size())), r -> {
      Thread t = new Thread(r, "small-tables");
      t.setDaemon(true);
      return t;
    });
    try {
      // A bounded read-ahead: the readers keep at most AHEAD files per thread unconsumed. Submitted
      // all at once, they ran ahead of the sink and held every file's rows: at 10^8 games the
      // research summaries' 3,352 files did not fit a 1 GiB driver heap.
      int ahead = AHEAD * Math.max(1, threads);
      ArrayDeque<Future<List<T>>> parts = new ArrayDeque<>();
      int next = 0;
      while (next < files.size() || !parts.isEmpty()) {
        while (next < files.size() && parts.size() < ahead) {
          Path file = files.get(next++);
          parts.add(pool.submit(() -> read.read(file)));
        }
        Futures.get(parts.poll(), "reading small tables").forEach(sink);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** The bytes of the Parquet files of the runs' partitions of a table. */
  public static long bytes(OutDir dir, Table table, Set<String> runs) throws IOException {
    long bytes = 0;
    for (Path f : files(dir, table, runs)) {
      bytes += dir.fs.getFileStatus(f).getLen();
    }
    return bytes;
  }

  /** The Parquet files of the runs' partitions of a table, in path order. */
  static List<Path> files(OutDir dir, Table table, Set<String> runs) throws IOException {
    List<Path> files = new ArrayList<>();
    Path t = dir.path(table);
    if (runs.isEmpty() || !dir.exists(t)) {
      return files;
    }
    FileStatus[] found = dir.fs.globStatus(new Path(t, table.runPartitionsGlob() + "/*.parquet"));
    for (FileStatus f : found == null ? new FileStatus[0] : found) {
      String run = ExternalCatalogUtils.unescapePathName(
          f.getPath().getParent().getName().substring("ingest_run=".length()));
      if (runs.contains(run)) {
        files.add(f.getPath());
      }
    }
    files.sort(null);
    return files;
  }

  /** The partition values of a file, from the directories between the table and the file. */
  private static Map<String, String> partition(OutDir dir, Table table, Path file) {
    Map<String, String> values = new HashMap<>();
    String tableDir = dir.path(table).toUri().getPath();
    for (Path p = file.getParent(); p != null && !p.toUri().getPath().equals(tableDir); p = p.getParent()) {
      String name = p.getName();
      int eq = name.indexOf('=');
      String value = ExternalCatalogUtils.unescapePathName(name.substring(eq + 1));
      values.put(ExternalCatalogUtils.unescapePathName(name.substring(0, eq)),
          value.equals(ExternalCatalogUtils.DEFAULT_PARTITION_NAME()) ? null : value);
    }
    return values;
  }

  /** A column's value in a row: String, Integer or Long; null when absent. */
  private static Object value(Group g, String name) {
    if (!g.getType().containsField(name)) {
      return null;
    }
    int i = g.getType().getFieldIndex(name);
    if (g.getFieldRepetitionCount(i) == 0) {
      return null;
    }
    Type t = g.getType().getType(i);
    PrimitiveType.PrimitiveTypeName p = t.asPrimitiveType().getPrimitiveTypeName();
    return switch (p) {
      case INT32 -> g.getInteger(i, 0);
      case INT64 -> g.getLong(i, 0);
      case BINARY -> g.getString(i, 0);
      default -> throw new IllegalStateException("unexpected column type " + p + " of " + name);
    };
  }
}
