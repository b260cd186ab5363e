package org.ludoteca.spark.parquet;

import java.io.Closeable;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.bytes.HeapByteBufferAllocator;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.Encoding;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.column.page.DictionaryPage;
import org.apache.parquet.column.page.PageWriter;
import org.apache.parquet.column.statistics.SizeStatistics;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.CodecFactory;
import org.apache.parquet.hadoop.ColumnChunkPageWriteStore;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetOutputFormat;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.BinaryType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DateType;
import org.apache.spark.sql.types.DoubleType;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.LongType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructType;

/**
 * One Parquet file of a table, written from the plain Java values of the ingest's rows (String,
 * Integer, Long, Double, LocalDate, byte[], List, Map; null for a missing value) with our own pages:
 * each leaf column buffers its repetition and definition levels as bytes and its values
 * PLAIN-encoded (INT32, INT64 and DOUBLE little-endian, a DATE as INT32 days since 1970-01-01,
 * BYTE_ARRAY length-prefixed, strings' UTF-8 written straight into
 * the buffer); a data page (V1) is cut when a row starts and the page holds about {@code
 * parquet.page.size} bytes (no row count limit: a zstd page costs a compression context), its levels RLE/bit-packed
 * ({@link LevelEncoder}), and compressed at once with the configured codec; a row group is written
 * through parquet-mr's {@link ParquetFileWriter} when the buffered bytes (compressed pages and the
 * open pages) reach {@code parquet.block.size} (issue 23: writing through parquet-mr's per-value
 * column writers cost about a third of the ingest's task CPU; this writer needs about 40 % less,
 * docs/pipeline-profile.md). Min/max and null count statistics only for the leaves the table
 * declares ({@link PageStatistics#declared}: the columns users filter on), computed per page when
 * it is cut.
 *
 * <p>Dictionaries only for the string leaves the table declares ({@link #dictionary}: few values,
 * most of the ingest's strings being distinct), as parquet-mr's V1 writer writes them: per column
 * chunk a dictionary of the distinct values in first-seen order, the data pages' values their
 * indexes (PLAIN_DICTIONARY: bit width, then the RLE/bit-packing hybrid, {@link IndexEncoder}),
 * the dictionary page (PLAIN values) written first in the chunk at the row group's flush. A value
 * is looked up by identity first (the last one, then a small direct-mapped cache: the same String
 * objects row after row), by equality in the cache, and in a map only on a miss. Past {@code
 * parquet.dictionary.page.size} bytes of dictionary (1 MiB), the rest of the chunk is PLAIN (the
 * open page too); a chunk whose first page has no value (only nulls) is PLAIN, as parquet-mr
 * decides on its first page; the next chunk starts a dictionary again.
 *
 * <p>Rows come one at a time ({@link #write(Object[])}) or as a batch of one partition given
 * column by column ({@link #write(RowBatch)}: a game's captures), which writes the same bytes: one
 * column after the other for up to {@value #SIZE_CHECK_ROWS} rows at a time, each page cut at the
 * same row start as row by row and the row group's size checked after the same rows.
 *
 * <p>The file's Parquet schema and footer key-value metadata are the ones Spark's writer gives the
 * same file schema ({@link FileLayout}, prepared on the driver); parquet-mr's file writer
 * sets {@code created_by}. Every file column is optional: a scalar's maximum definition level 1; a
 * list's element 3, repetition 1; a map's key 2 and value 3, repetition 1. A null column is a
 * null at level 0; an empty list or map a null at level 1; a list's elements at 3 (a null element
 * a null at 2), repeated from the second on; a map's keys at 2 and values at 3 (a null value a null
 * at 2): what Spark's writer writes for the same values. {@link #check} refuses any other column on
 * the driver.
 */
public final class ValueRowFileWriter implements Closeable {
  private static final int STRING = 0;
  private static final int INT = 1;
  private static final int LONG = 2;
  private static final int BINARY = 3;
  private static final int LIST = 4;
  private static final int MAP = 5;
  /** A double, PLAIN as IEEE 754 little-endian (the {@code games} table's accuracies, {@code move_seconds}). */
  private static final int DOUBLE = 6;
  /**
   * A date: INT32 with the DATE annotation, days since 1970-01-01, given as a {@link
   * java.time.LocalDate} (or an {@link Integer} of days), as Spark's writer writes a DateType.
   */
  private static final int DATE = 7;
  private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class,
      ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle DOUBLE_LE = MethodHandles.byteArrayViewVarHandle(double[].class,
      ByteOrder.LITTLE_ENDIAN);
  /** The longest string copied char by char (longer ones are encoded by the JDK). */
  private static final int SHORT_STRING = 28;
  /** Rows between two checks of the row group's size (a power of 2). */
  private static final int SIZE_CHECK_ROWS = 32;
  /** Slots of a dictionary column's look-up cache (a power of 2). */
  private static final int CACHE = 256;

  /** A file column: its kind, and a list's element kind or a map's key and value kinds. */
  private record Column(int kind, int elementKind, int keyKind, int valueKind) {}

  private final Column[] columns;
  private final int[] fileColumns;
  private final Map<String, String> footerMetadata;
  private final MessageType schema;
  private final int pageSize;
  /** A column chunk's dictionary's most PLAIN bytes ({@code parquet.dictionary.page.size}). */
  private final int dictionaryPageSize;
  private final long rowGroupSize;
  private final long rowGroupRowLimit;
  private final int columnIndexTruncateLength;
  private final boolean pageChecksums;
  private final CodecFactory codecs;
  private final CompressionCodecFactory.BytesInputCompressor compressor;
  private final ParquetFileWriter file;
  private final Leaf[] leaves;
  /** The table's Parquet schema, as text: the key of its writers' {@link SpareArrays}. */
  private final String schemaText;
  /** A batch's values of one column, for at most {@value #SIZE_CHECK_ROWS} rows at a time. */
  private final Object[] chunkValues = new Object[SIZE_CHECK_ROWS];
  private final int[] chunkInts = new int[SIZE_CHECK_ROWS];
  private final boolean[] chunkNulls = new boolean[SIZE_CHECK_ROWS];
  private ColumnChunkPageWriteStore pages;
  private long rows;
  /** The row group's compressed pages' bytes (every leaf's, kept here: asking the page store costs). */
  private long compressedBytes;
  private long nextRowGroupSize;
  private boolean closed;

  /**
   * Creates the file {@code path} (it must not exist) for rows of the table whose files {@code
   * layout} describes, with the Parquet settings of {@code conf} (codec, page and row group sizes,
   * the dictionary-encoded leaves).
   */
  public ValueRowFileWriter(FileLayout layout, Configuration conf, Path path) throws IOException {
    this.schema = layout.parsedSchema();
    this.columns = columns(layout.fileSchema, schema);
    this.fileColumns = layout.fileColumns;
    this.footerMetadata = layout.footerMetadata;
    this.pageSize = ParquetOutputFormat.getPageSize(conf);
    this.dictionaryPageSize = ParquetOutputFormat.getDictionaryPageSize(conf);
    this.rowGroupSize = ParquetOutputFormat.getLongBlockSize(conf);
    this.rowGroupRowLimit = conf.getInt(ParquetOutputFormat.BLOCK_ROW_COUNT_LIMIT,
        ParquetProperties.DEFAULT_ROW_GROUP_ROW_COUNT_LIMIT);
    this.columnIndexTruncateLength = conf.getInt(ParquetOutputFormat.COLUMN_INDEX_TRUNCATE_LENGTH,
        ParquetProperties.DEFAULT_COLUMN_INDEX_TRUNCATE_LENGTH);
    this.pageChecksums = ParquetOutputFormat.getPageWriteChecksumEnabled(conf);
    CompressionCodecName codec = ParquetOutputFormat.getCompression(conf);
    this.file = new ParquetFileWriter(StagedFile.of(path, conf), schema, ParquetFileWriter.Mode.CREATE,
        rowGroupSize, conf.getInt(ParquetOutputFormat.MAX_PADDING_BYTES, ParquetWriter.MAX_PADDING_SIZE_DEFAULT),
        columnIndexTruncateLength, conf.getInt(ParquetOutputFormat.STATISTICS_TRUNCATE_LENGTH,
            ParquetProperties.DEFAULT_STATISTICS_TRUNCATE_LENGTH), pageChecksums);
    this.codecs = new CodecFactory(conf, pageSize);
    ZstdPageCompressor zstd = codec == CompressionCodecName.ZSTD ? ZstdPageCompressor.of(conf) : null;
    this.compressor = zstd != null ? zstd : codecs.getCompressor(codec);
    List<ColumnDescriptor> descriptors = schema.getColumns();
    this.leaves = new Leaf[descriptors.size()];
    this.schemaText = layout.parquetSchema;
    LeafArrays[] spare = SpareArrays.take(schemaText, leaves.length);
    for (int i = 0; i < leaves.length; i++) {
      leaves[i] = new Leaf(descriptors.get(i), dictionary(conf, descriptors.get(i)),
          PageStatistics.declared(conf, descriptors.get(i)));
      if (spare != null) {
        leaves[i].adopt(spare[i]);
      }
    }
    file.start();
    this.nextRowGroupSize = file.getNextRowGroupSize();
    newRowGroup();
  }

  /**
   * Whether leaf {@code d} is dictionary-encoded: a string leaf its table declares with {@code
   * parquet.enable.dictionary#PATH=true} (the table's writer options; PATH the leaf's dotted path,
   * {@code tags.key_value.key}), unless {@code parquet.enable.dictionary} is false. Undeclared
   * leaves are PLAIN (parquet-mr's default, every column, would cost the ingest's mostly distinct
   * strings a look-up each).
   */
  private static boolean dictionary(Configuration conf, ColumnDescriptor d) {
    return d.getPrimitiveType().getLogicalTypeAnnotation()
        instanceof org.apache.parquet.schema.LogicalTypeAnnotation.StringLogicalTypeAnnotation
        && conf.getBoolean(ParquetOutputFormat.ENABLE_DICTIONARY, true)
        && conf.getBoolean(ParquetOutputFormat.ENABLE_DICTIONARY + "#" + String.join(".", d.getPath()), false);
  }

  /**
   * Checks that every file column of {@code layout} is one this writer writes.
   *
   * @throws IllegalArgumentException naming the first column it cannot write
   */
  public static void check(FileLayout layout) {
    columns(layout.fileSchema, layout.parsedSchema());
  }

  /** Writes one row: {@code values} in the order of the table's schema, partition columns included (skipped). */
  public void write(Object[] values) throws IOException {
    requireOpen();
    Leaf[] w = leaves;
    int leaf = 0;
    for (int i = 0; i < columns.length; i++) {
      Object v = values[fileColumns[i]];
      Column c = columns[i];
      switch (c.kind) {
        case LIST -> {
          Leaf e = w[leaf++];
          if (v == null) {
            e.level(0, 0);
            continue;
          }
          List<?> list = (List<?>) v;
          int n = list.size();
          if (n == 0) {
            e.level(0, 1);
            continue;
          }
          e.list(c.elementKind, list, n);
        }
        case MAP -> {
          map(c, w[leaf], w[leaf + 1], v);
          leaf += 2;
        }
        default -> w[leaf++].value(c.kind, v, 0, 1);
      }
    }
    long n = ++rows;
    if (n >= rowGroupRowLimit || (n & (SIZE_CHECK_ROWS - 1)) == 0 && bufferedSize() >= nextRowGroupSize) {
      flushRowGroup();
    }
  }

  /** A map column's value: its keys' and values' levels and values. */
  private void map(Column c, Leaf key, Leaf value, Object v) throws IOException {
    if (v == null) {
      key.level(0, 0);
      value.level(0, 0);
      return;
    }
    Map<?, ?> map = (Map<?, ?>) v;
    if (map.isEmpty()) {
      key.level(0, 1);
      value.level(0, 1);
      return;
    }
    int n = map.size();
    MapEntries entries = mapEntries;
    entries.start(c, key, value, n);
    map.forEach(entries); // no iterator nor entry objects (an unmodifiable map wraps each entry)
    int k = entries.end();
    if (k != n) {
      throw new IllegalStateException("a map of " + n + " entries iterated " + k);
    }
  }

  /**
   * Writes a batch of rows, column by column: the same pages, row groups and bytes as {@link
   * #write(Object[])} of each row in turn (every page cut at the same row start, the row group's
   * size checked after the same rows), with one dispatch on a column's kind per column and run of
   * rows instead of one per value, and no row array or boxed number per row (issue 23: a game's
   * captures).
   */
  public void write(RowBatch batch) throws IOException {
    requireOpen();
    int n = batch.size();
    int from = 0;
    while (from < n) {
      // Up to the next row after which write(Object[]) checks the row group: a multiple of SIZE_CHECK_ROWS, or the limit.
      long untilCheck = Math.min(SIZE_CHECK_ROWS - (rows & (SIZE_CHECK_ROWS - 1)), rowGroupRowLimit - rows);
      int to = (int) Math.min(n, from + Math.max(1, untilCheck));
      writeColumns(batch, from, to);
      long m = rows += to - from;
      if (m >= rowGroupRowLimit || (m & (SIZE_CHECK_ROWS - 1)) == 0 && bufferedSize() >= nextRowGroupSize) {
        flushRowGroup();
      }
      from = to;
    }
  }

  /** Rows {@code [from, to)} of {@code batch} (at most {@value #SIZE_CHECK_ROWS}), one column after the other. */
  private void writeColumns(RowBatch batch, int from, int to) throws IOException {
    Leaf[] w = leaves;
    Object[] v = chunkValues;
    int n = to - from;
    int leaf = 0;
    for (int i = 0; i < columns.length; i++) {
      int column = fileColumns[i];
      Column c = columns[i];
      if (c.kind == INT) {
        batch.ints(column, from, to, chunkInts, chunkNulls);
        w[leaf++].ints(chunkInts, chunkNulls, n);
        continue;
      }
      batch.values(column, from, to, v);
      switch (c.kind) {
        case STRING -> w[leaf++].strings(v, n);
        case LIST -> w[leaf++].lists(c.elementKind, v, n);
        case MAP -> {
          Leaf key = w[leaf++];
          Leaf value = w[leaf++];
          for (int k = 0; k < n; k++) {
            map(c, key, value, v[k]);
          }
        }
        default -> {
          Leaf l = w[leaf++];
          for (int k = 0; k < n; k++) {
            l.value(c.kind, v[k], 0, 1);
          }
        }
      }
    }
  }

  /** The row group's bytes so far: its compressed pages and its open pages' values and levels. */
  private long bufferedSize() {
    long size = compressedBytes;
    for (Leaf l : leaves) {
      size += l.valuesLength + ((long) l.indexCount << 2) + l.levels + l.dictionaryLength;
    }
    return size;
  }

  private void newRowGroup() {
    pages = new ColumnChunkPageWriteStore(compressor, schema, HeapByteBufferAllocator.getInstance(),
        columnIndexTruncateLength, pageChecksums);
    for (Leaf l : leaves) {
      l.pages = pages.getPageWriter(l.descriptor);
    }
  }

  /** Writes the rows so far as a row group: the open pages cut, then every column's pages. */
  private void flushRowGroup() throws IOException {
    for (Leaf l : leaves) {
      l.cutPage();
      l.writeDictionaryPage();
    }
    file.startBlock(rows);
    pages.flushToFileWriter(file);
    file.endBlock();
    pages.close();
    rows = 0;
    compressedBytes = 0;
    nextRowGroupSize = file.getNextRowGroupSize();
    newRowGroup();
  }

  /** Refuses a write after {@link #close}: the leaves' arrays are then another writer's. */
  private void requireOpen() {
    if (closed) {
      throw new IllegalStateException("a row written after its file was closed");
    }
  }

  /** Writes the last row group and the footer; idempotent. */
  @Override
  public void close() throws IOException {
    if (closed) {
      return;
    }
    closed = true;
    try {
      if (rows > 0) {
        flushRowGroup();
      }
      file.end(footerMetadata);
      LeafArrays[] spare = new LeafArrays[leaves.length];
      for (int i = 0; i < leaves.length; i++) {
        spare[i] = leaves[i].release(pageSize);
      }
      SpareArrays.give(schemaText, spare);
    } catch (IOException | RuntimeException e) {
      file.abort();
      throw e;
    } finally {
      pages.close();
      if (compressor instanceof ZstdPageCompressor own) {
        own.release(); // parquet-mr's are the factory's to release
      }
      codecs.release();
    }
  }

  /** The writer of one row's map entries, handed to {@link Map#forEach}: one per file writer. */
  private final MapEntries mapEntries = new MapEntries();

  /** Writes a row's map entries as {@link Map#forEach} gives them: key and value levels and values. */
  private static final class MapEntries implements java.util.function.BiConsumer<Object, Object> {
    private Leaf key;
    private Leaf value;
    private int keyKind;
    private int valueKind;
    private int keyAt;
    private int valueAt;
    private int n;
    private int k;

    /** Makes room for the {@code n > 0} entries of a map column {@code c}'s row. */
    void start(Column c, Leaf key, Leaf value, int n) throws IOException {
      this.key = key;
      this.value = value;
      this.keyKind = c.keyKind;
      this.valueKind = c.valueKind;
      this.keyAt = key.entries(n);
      this.valueAt = value.entries(n);
      this.n = n;
      this.k = 0;
    }

    @Override
    public void accept(Object x, Object y) {
      if (k >= n) { // more entries than the map's size said: counted only, for the caller's check
        k++;
        return;
      }
      // A map's keys are never null (Spark refuses them); its values may be.
      key.definition[keyAt + k] = 2;
      key.plain(keyKind, x);
      if (y == null) {
        value.definition[valueAt + k] = 2;
      } else {
        value.definition[valueAt + k] = 3;
        value.plain(valueKind, y);
      }
      k++;
    }

    /** The entries written since {@link #start}. */
    int end() {
      key = null;
      value = null;
      return k;
    }
  }

  /** One leaf column's open page: levels as bytes, values PLAIN-encoded. */
  private final class Leaf {
    final ColumnDescriptor descriptor;
    final PrimitiveType type;
    final int maxRepetition;
    final int maxDefinition;
    final LevelEncoder repetitionEncoder;
    final LevelEncoder definitionEncoder;
    PageWriter pages;
    byte[] repetition;
    byte[] definition = new byte[256];
    int levels;
    byte[] values = new byte[1024];
    int valuesLength;
    int pageRows;
    /**
     * The last string written to the open page and where its bytes (length first) start: the same
     * String again (a capture row's {@code game_id}, one object for all the game's rows) is copied,
     * not encoded again.
     */
    String lastString;
    int lastStringAt;

    // The column chunk's dictionary, when the leaf is declared one ({@link #dictionary}).
    /** Whether the leaf's strings are dictionary-encoded: declared, and not fallen back to PLAIN in this chunk. */
    final boolean dictionaryDeclared;
    boolean dictionaryOn;
    /** The dictionary's values, PLAIN-encoded in first-seen order, and where each starts ({@code dictionarySize + 1} offsets). */
    byte[] dictionary;
    int dictionaryLength;
    int[] dictionaryAt;
    int dictionarySize;
    /** Each distinct value's index: asked only when identity (the last value, the cache) misses. */
    HashMap<String, Integer> dictionaryIds;
    /** A direct-mapped cache by hash, compared by identity first: the chess engine's constants are the same String objects row after row. */
    String[] cachedValues;
    int[] cachedIds;
    String lastValue;
    int lastId;
    /** The open page's value indexes (a dictionary page's values). */
    int[] indexes;
    int indexCount;
    IndexEncoder indexEncoder;
    /** The chunk's data pages written dictionary-encoded (a dictionary page is written when any is). */
    int dictionaryPages;

    /** Whether the leaf's pages carry min/max and null count statistics ({@link PageStatistics#declared}). */
    final boolean statisticsDeclared;

    Leaf(ColumnDescriptor descriptor, boolean dictionary, boolean statistics) {
      this.descriptor = descriptor;
      this.statisticsDeclared = statistics;
      this.dictionaryDeclared = dictionary;
      this.dictionaryOn = dictionary;
      if (dictionary) {
        this.dictionary = new byte[256];
        this.dictionaryAt = new int[64];
        this.dictionaryIds = new HashMap<>();
        this.cachedValues = new String[CACHE];
        this.cachedIds = new int[CACHE];
        this.indexes = new int[256];
        this.indexEncoder = new IndexEncoder();
      }
      this.type = descriptor.getPrimitiveType();
      this.maxRepetition = descriptor.getMaxRepetitionLevel();
      this.maxDefinition = descriptor.getMaxDefinitionLevel();
      this.repetitionEncoder = maxRepetition > 0 ? new LevelEncoder(maxRepetition) : null;
      this.definitionEncoder = new LevelEncoder(maxDefinition);
      this.repetition = maxRepetition > 0 ? new byte[256] : null;
    }

    /** Takes the arrays a closed writer's leaf left ({@link #release}), where they are larger than this leaf's own. */
    void adopt(LeafArrays a) {
      if (a == null) {
        return;
      }
      byte[] d = a.definition();
      if (d != null && d.length > definition.length) { // a repeated leaf's two level arrays have one length
        if (repetition == null) {
          definition = d;
        } else if (a.repetition() != null && a.repetition().length == d.length) {
          definition = d;
          repetition = a.repetition();
        }
      }
      if (a.values() != null && a.values().length > values.length) {
        values = a.values();
      }
      if (indexes != null && a.indexes() != null && a.indexes().length > indexes.length) {
        indexes = a.indexes();
      }
    }

    /**
     * The leaf's growable arrays for a writer of the same table opened next, those of at most
     * {@code 4 * pageSize} bytes (a page holds a row at least, which may be larger); the leaf keeps
     * none, so that a write after its file's end fails rather than writes into another file's page.
     */
    LeafArrays release(int pageSize) {
      long most = 4L * pageSize;
      boolean levelsKept = definition.length <= most; // both level arrays or neither: one length
      LeafArrays a = new LeafArrays(levelsKept ? definition : null, levelsKept ? repetition : null,
          values.length <= most ? values : null, indexes != null && 4L * indexes.length <= most ? indexes : null);
      definition = null;
      repetition = null;
      values = null;
      indexes = null;
      return a;
    }

    /**
     * A level pair; at a row's start ({@code r == 0}) the open page is cut first when full, so
     * that every page starts a row.
     */
    void level(int r, int d) throws IOException {
      if (r == 0) {
        startRow();
      }
      int n = levels;
      if (n == definition.length) {
        definition = Arrays.copyOf(definition, 2 * n);
        if (repetition != null) {
          repetition = Arrays.copyOf(repetition, 2 * n);
        }
      }
      definition[n] = (byte) d;
      if (repetition != null) {
        repetition[n] = (byte) r;
      }
      levels = n + 1;
    }

    /** Starts a row: the open page cut first when full, so that every page starts a row. */
    private void startRow() throws IOException {
      // An index counts 4 bytes, as parquet-mr's dictionary writer counts it.
      if (pageRows > 0 && valuesLength + (indexCount << 2) + levels >= pageSize) {
        cutPage();
      }
      pageRows++;
    }

    /** Room for {@code more} levels of a column without repetition (a cut page only frees room). */
    private void levelRoom(int more) {
      if (levels + more > definition.length) {
        definition = Arrays.copyOf(definition, Math.max(levels + more, 2 * definition.length));
      }
    }

    /** A string column's next {@code n} rows: {@code v[0, n)}. */
    void strings(Object[] v, int n) throws IOException {
      levelRoom(n);
      for (int k = 0; k < n; k++) {
        startRow();
        String s = (String) v[k];
        if (s == null) {
          definition[levels++] = 0;
        } else {
          definition[levels++] = 1;
          string(s);
        }
      }
    }

    /** An integer column's next {@code n} rows: {@code v[0, n)}, null where {@code isNull}. */
    void ints(int[] v, boolean[] isNull, int n) throws IOException {
      levelRoom(n);
      ensure(4 * n);
      for (int k = 0; k < n; k++) {
        startRow();
        if (isNull[k]) {
          definition[levels++] = 0;
        } else {
          definition[levels++] = 1;
          INT_LE.set(values, valuesLength, v[k]);
          valuesLength += 4;
        }
      }
    }

    /** A list column's next {@code n} rows: {@code v[0, n)}, elements of {@code kind}. */
    void lists(int kind, Object[] v, int n) throws IOException {
      for (int k = 0; k < n; k++) {
        List<?> list = (List<?>) v[k];
        if (list == null) {
          level(0, 0);
        } else if (list.isEmpty()) {
          level(0, 1);
        } else {
          list(kind, list, list.size());
        }
      }
    }

    /**
     * The levels of a row's {@code n} list elements or map entries ({@code n > 0}): repetition 0
     * then 1, definition left to the caller (at the returned index, in {@link #definition}).
     */
    int entries(int n) throws IOException {
      startRow();
      int at = levels;
      int end = at + n;
      if (end > definition.length) {
        int size = Math.max(end, 2 * definition.length);
        definition = Arrays.copyOf(definition, size);
        repetition = Arrays.copyOf(repetition, size);
      }
      repetition[at] = 0;
      Arrays.fill(repetition, at + 1, end, (byte) 1);
      levels = end;
      return at;
    }

    /** A row's list of {@code n > 0} elements (a null element at definition level 2, any other at 3). */
    void list(int kind, List<?> list, int n) throws IOException {
      int at = entries(n);
      byte[] d = definition;
      if (kind == INT && list instanceof org.ludoteca.record.PlyValues ply) { // clocks, evals: no boxing
        ensure(4 * n);
        byte[] b = values;
        int p = valuesLength;
        for (int k = 0; k < n; k++) {
          if (ply.isNull(k)) {
            d[at + k] = 2;
          } else {
            d[at + k] = 3;
            INT_LE.set(b, p, ply.getInt(k));
            p += 4;
          }
        }
        valuesLength = p;
        return;
      }
      if (kind == INT && list instanceof RandomAccess) {
        ensure(4 * n);
        byte[] b = values;
        int p = valuesLength;
        for (int k = 0; k < n; k++) {
          Object x = list.get(k);
          if (x == null) {
            d[at + k] = 2;
          } else {
            d[at + k] = 3;
            INT_LE.set(b, p, (int) (Integer) x);
            p += 4;
          }
        }
        valuesLength = p;
        return;
      }
      if (kind == DOUBLE && list instanceof RandomAccess) { // move_seconds: no iterator, the box of get() elided
        ensure(8 * n);
        byte[] b = values;
        int p = valuesLength;
        for (int k = 0; k < n; k++) {
          Double x = (Double) list.get(k);
          if (x == null) {
            d[at + k] = 2;
          } else {
            d[at + k] = 3;
            DOUBLE_LE.set(b, p, (double) x);
            p += 8;
          }
        }
        valuesLength = p;
        return;
      }
      if (kind == STRING && list instanceof RandomAccess) { // attackers: no iterator
        for (int k = 0; k < n; k++) {
          Object x = list.get(k);
          if (x == null) {
            d[at + k] = 2;
          } else {
            d[at + k] = 3;
            string((String) x);
          }
        }
        return;
      }
      int k = 0;
      for (Object x : list) {
        if (x == null) {
          d[at + k] = 2;
        } else {
          d[at + k] = 3;
          plain(kind, x);
        }
        k++;
      }
      if (k != n) {
        throw new IllegalStateException("a list of " + n + " elements iterated " + k);
      }
    }

    /** A value at definition level {@code d}, or a null one level below. */
    void value(int kind, Object v, int r, int d) throws IOException {
      if (v == null) {
        level(r, d - 1);
        return;
      }
      level(r, d);
      plain(kind, v);
    }

    /** A non-null value's PLAIN encoding. */
    void plain(int kind, Object v) {
      switch (kind) {
        case STRING -> string((String) v);
        case INT -> {
          ensure(4);
          INT_LE.set(values, valuesLength, (int) (Integer) v);
          valuesLength += 4;
        }
        case LONG -> {
          ensure(8);
          LONG_LE.set(values, valuesLength, (long) (Long) v);
          valuesLength += 8;
        }
        case BINARY -> bytes((byte[]) v);
        case DOUBLE -> {
          ensure(8);
          DOUBLE_LE.set(values, valuesLength, (double) (Double) v);
          valuesLength += 8;
        }
        case DATE -> {
          ensure(4);
          INT_LE.set(values, valuesLength, v instanceof java.time.LocalDate d ? Math.toIntExact(d.toEpochDay())
              : (int) (Integer) v);
          valuesLength += 4;
        }
        default -> throw new IllegalStateException("not a scalar kind: " + kind);
      }
    }

    /**
     * A string's UTF-8 bytes, length first: a short ASCII string copied char by char, any other
     * encoded by the JDK (whose check and copy of a Latin-1 string's bytes are vectorised: twice
     * as fast as the char loop from a few dozen chars on, movetext and FENs).
     */
    private void string(String s) {
      if (dictionaryOn) {
        index(s);
        return;
      }
      if (s == lastString) {
        int length = valuesLength - lastStringAt;
        ensure(length);
        System.arraycopy(values, lastStringAt, values, valuesLength, length);
        lastStringAt = valuesLength;
        valuesLength += length;
        return;
      }
      lastString = s;
      lastStringAt = valuesLength;
      int n = s.length();
      if (n > SHORT_STRING) {
        bytes(s.getBytes(StandardCharsets.UTF_8));
        return;
      }
      ensure(4 + n);
      byte[] b = values;
      int start = valuesLength + 4;
      for (int k = 0; k < n; k++) {
        char ch = s.charAt(k);
        if (ch >= 0x80) {
          bytes(s.getBytes(StandardCharsets.UTF_8));
          return;
        }
        b[start + k] = (byte) ch;
      }
      INT_LE.set(b, valuesLength, n);
      valuesLength = start + n;
    }

    /** A string's dictionary index appended to the open page's: the value added to the dictionary when new. */
    private void index(String s) {
      int id;
      if (s == lastValue) {
        id = lastId;
      } else {
        // By the string's own hash (kept in the String: a field read for an engine constant or a
        // file's tag name, one String each), not by identity hash (a fresh String's costs an object
        // header update, and the reader's other values are fresh).
        int h = s.hashCode();
        int slot = (h ^ (h >>> 16)) & (CACHE - 1);
        String cached = cachedValues[slot];
        if (cached == s || cached != null && cached.equals(s)) {
          id = cachedIds[slot];
        } else {
          Integer known = dictionaryIds.get(s);
          if (known != null) {
            id = known;
          } else {
            id = add(s);
            if (id < 0) {
              fallBack();
              string(s);
              return;
            }
          }
          cachedValues[slot] = s;
          cachedIds[slot] = id;
        }
        lastValue = s;
        lastId = id;
      }
      if (indexCount == indexes.length) {
        indexes = Arrays.copyOf(indexes, 2 * indexCount);
      }
      indexes[indexCount++] = id;
    }

    /**
     * Adds {@code s} to the dictionary and returns its index; -1 (nothing added) when its PLAIN
     * bytes would take the dictionary past {@code parquet.dictionary.page.size} (a first value
     * always fits).
     */
    private int add(String s) {
      byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
      int end = dictionaryLength + 4 + utf8.length;
      if (end > dictionaryPageSize && dictionarySize > 0) {
        return -1;
      }
      if (end > dictionary.length) {
        dictionary = Arrays.copyOf(dictionary, Math.max(end, 2 * dictionary.length));
      }
      INT_LE.set(dictionary, dictionaryLength, utf8.length);
      System.arraycopy(utf8, 0, dictionary, dictionaryLength + 4, utf8.length);
      int id = dictionarySize;
      if (id + 2 > dictionaryAt.length) {
        dictionaryAt = Arrays.copyOf(dictionaryAt, 2 * dictionaryAt.length);
      }
      dictionaryAt[id] = dictionaryLength;
      dictionaryAt[id + 1] = end;
      dictionaryLength = end;
      dictionarySize = id + 1;
      dictionaryIds.put(s, id);
      return id;
    }

    /**
     * The dictionary is full: the open page's values so far become PLAIN, and so does the rest of
     * the chunk (as parquet-mr's fallback writer does); the pages already cut keep their indexes
     * and the dictionary they refer to, which is dropped when no page does.
     */
    private void fallBack() {
      dictionaryOn = false;
      int[] ids = indexes;
      int[] at = dictionaryAt;
      for (int k = 0; k < indexCount; k++) {
        int from = at[ids[k]];
        int length = at[ids[k] + 1] - from;
        ensure(length);
        System.arraycopy(dictionary, from, values, valuesLength, length);
        valuesLength += length;
      }
      indexCount = 0;
      lastString = null;
      if (dictionaryPages == 0) {
        clearDictionary();
      }
    }

    /** Empties the dictionary and its caches (its pages written, or none to write). */
    private void clearDictionary() {
      dictionaryLength = 0;
      dictionarySize = 0;
      dictionaryIds.clear();
      Arrays.fill(cachedValues, null);
      lastValue = null;
    }

    /**
     * At a row group's flush, after its last data page: the chunk's dictionary page (PLAIN values),
     * when any of its data pages is dictionary-encoded; then a new dictionary for the next chunk.
     */
    void writeDictionaryPage() throws IOException {
      if (!dictionaryDeclared) {
        return;
      }
      if (dictionaryPages > 0) {
        pages.writeDictionaryPage(new DictionaryPage(BytesInput.from(dictionary, 0, dictionaryLength), dictionarySize,
            Encoding.PLAIN_DICTIONARY));
      }
      clearDictionary();
      dictionaryPages = 0;
      dictionaryOn = true;
    }

    private void bytes(byte[] v) {
      ensure(4 + v.length);
      INT_LE.set(values, valuesLength, v.length);
      System.arraycopy(v, 0, values, valuesLength + 4, v.length);
      valuesLength += 4 + v.length;
    }

    private void ensure(int more) {
      if (valuesLength + more > values.length) {
        values = Arrays.copyOf(values, Math.max(valuesLength + more, 2 * values.length));
      }
    }

    /**
     * The open page's statistics, from its levels and its values as they are about to be written
     * (PLAIN bytes, or dictionary indexes): the null count, and the values' min and max.
     */
    private Statistics<?> pageStatistics() {
      int nulls = PageStatistics.nulls(definition, levels, maxDefinition);
      return dictionaryOn && indexCount > 0
          ? PageStatistics.ofIndexes(type, nulls, indexes, indexCount, dictionary, dictionaryAt)
          : PageStatistics.ofPlain(type, nulls, values, valuesLength);
    }

    /** Compresses the open page into the row group's pages (nothing when it is empty). */
    void cutPage() throws IOException {
      if (levels == 0) {
        return;
      }
      BytesInput r = BytesInput.empty();
      if (repetitionEncoder != null) {
        repetitionEncoder.encode(repetition, levels);
        r = BytesInput.from(repetitionEncoder.bytes(), 0, repetitionEncoder.length());
      }
      definitionEncoder.encode(definition, levels);
      BytesInput d = BytesInput.from(definitionEncoder.bytes(), 0, definitionEncoder.length());
      BytesInput v;
      Encoding encoding;
      if (dictionaryOn && indexCount == 0 && dictionaryPages == 0) {
        // The chunk's first page has no value (only nulls): PLAIN, and so is the rest of the chunk, as
        // parquet-mr decides on its first page (Spark's vectorized reader fails on a list column's
        // dictionary pages after PLAIN ones).
        dictionaryOn = false;
      }
      if (dictionaryOn) { // a page of nulls only (after pages of values) is one of no index
        indexEncoder.encode(indexes, indexCount, dictionarySize);
        v = BytesInput.from(indexEncoder.bytes(), 0, indexEncoder.length());
        encoding = Encoding.PLAIN_DICTIONARY;
        dictionaryPages++;
      } else {
        v = BytesInput.from(values, 0, valuesLength);
        encoding = Encoding.PLAIN;
      }
      Statistics<?> statistics = statisticsDeclared ? pageStatistics() : Statistics.noopStats(type);
      long before = pages.getMemSize();
      // As parquet-mr's V1 writer: a column without repetition writes no repetition levels, named BIT_PACKED.
      pages.writePage(BytesInput.concat(r, d, v), levels, pageRows,
          statistics, SizeStatistics.noopBuilder(type, maxRepetition, maxDefinition).build(), null,
          repetitionEncoder != null ? Encoding.RLE : Encoding.BIT_PACKED, Encoding.RLE, encoding);
      compressedBytes += pages.getMemSize() - before;
      levels = 0;
      valuesLength = 0;
      indexCount = 0;
      pageRows = 0;
      lastString = null;
    }
  }

  /**
   * The columns of {@code fileSchema}, checked against {@code parquet} (Spark's conversion of it):
   * the standard list and map layouts, the levels {@link #write} writes, the physical types.
   *
   * @throws IllegalArgumentException for any column this writer does not write
   */
  private static Column[] columns(StructType fileSchema, MessageType parquet) {
    if (parquet.getFieldCount() != fileSchema.fields().length) {
      throw new IllegalArgumentException("the Parquet schema has " + parquet.getFieldCount()
          + " columns, the file schema " + fileSchema.fields().length);
    }
    Column[] columns = new Column[fileSchema.fields().length];
    List<ColumnDescriptor> descriptors = parquet.getColumns();
    int leaf = 0;
    for (int i = 0; i < columns.length; i++) {
      DataType t = fileSchema.fields()[i].dataType();
      Type p = parquet.getType(i);
      if (!p.isRepetition(Type.Repetition.OPTIONAL)) {
        throw new IllegalArgumentException("column " + p.getName() + " is not optional: " + p);
      }
      if (t instanceof ArrayType a) {
        repeatedGroup(p, 1);
        columns[i] = new Column(LIST, scalarKind(a.elementType()), -1, -1);
        leaf = leaf(descriptors, leaf, p, columns[i].elementKind, 3, 1);
      } else if (t instanceof MapType m) {
        repeatedGroup(p, 2);
        columns[i] = new Column(MAP, -1, scalarKind(m.keyType()), scalarKind(m.valueType()));
        leaf = leaf(descriptors, leaf, p, columns[i].keyKind, 2, 1);
        leaf = leaf(descriptors, leaf, p, columns[i].valueKind, 3, 1);
      } else {
        columns[i] = new Column(scalarKind(t), -1, -1, -1);
        leaf = leaf(descriptors, leaf, p, columns[i].kind, 1, 0);
      }
    }
    if (leaf != descriptors.size()) {
      throw new IllegalArgumentException("the Parquet schema has " + descriptors.size() + " leaf columns, expected "
          + leaf);
    }
    return columns;
  }

  /** Checks leaf {@code leaf} of {@code column}: its levels and physical type; returns the next leaf's index. */
  private static int leaf(List<ColumnDescriptor> descriptors, int leaf, Type column, int kind, int definition,
      int repetition) {
    if (leaf >= descriptors.size()) {
      throw new IllegalArgumentException("column " + column.getName() + " has fewer leaves than expected");
    }
    ColumnDescriptor d = descriptors.get(leaf);
    PrimitiveTypeName expected = switch (kind) {
      case INT, DATE -> PrimitiveTypeName.INT32;
      case LONG -> PrimitiveTypeName.INT64;
      case DOUBLE -> PrimitiveTypeName.DOUBLE;
      default -> PrimitiveTypeName.BINARY;
    };
    if (d.getMaxDefinitionLevel() != definition || d.getMaxRepetitionLevel() != repetition
        || d.getPrimitiveType().getPrimitiveTypeName() != expected) {
      throw new IllegalArgumentException("unsupported Parquet leaf of column " + column.getName() + ": " + d);
    }
    return leaf + 1;
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
    if (t instanceof DoubleType) {
      return DOUBLE;
    }
    if (t instanceof DateType) {
      return DATE;
    }
    throw new IllegalArgumentException("unsupported column type " + t.simpleString());
  }
}
