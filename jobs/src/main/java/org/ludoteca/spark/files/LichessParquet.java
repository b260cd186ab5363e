package org.ludoteca.spark.files;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RecordSource;
import org.ludoteca.record.RecordVisitor;
import org.ludoteca.record.RejectedRecord;

/**
 * Lichess's database as Parquet (its published data sets, partitioned {@code year=YYYY/month=MM}):
 * a {@code .parquet} file whose every row is one game, read with parquet-mr (the library Spark
 * brings). Each row becomes the PGN record lichess would have written for it, its tags from the
 * columns ({@link Column}, in lichess's order, values as lichess's PGN writes them, a null value no
 * tag) and its movetext the {@code movetext} column, read by the PGN reader itself: a row is judged
 * exactly as the same game in a PGN file. Its source is the file, its offset the row's number in
 * the file (from 0), its line that number plus one. A file is cut into slices by row groups; a
 * column missing or of another type is one rejected record for the file, naming the column
 * ({@code data/format/11-chess-records.md}, "Lichess's Parquet data sets").
 */
public final class LichessParquet implements SlicedFormat {
  /** What a column holds, as parquet-mr types it. */
  enum Kind {
    /** UTF-8 text: binary, no annotation or the string one. */
    TEXT("a string"),
    /** A whole number: int32 or int64 (lichess's int16 is an int32 annotated 16 bits). */
    INTEGER("an integer (int16)"),
    /** Days since 1970-01-01: int32 annotated as a date (date32). */
    DATE("a date (date32)"),
    /** Time of day: an int32 or int64 annotated as a time (time32, milliseconds). */
    TIME("a time of day (time32)");

    final String expected;

    Kind(String expected) {
      this.expected = expected;
    }

    boolean accepts(PrimitiveType t) {
      LogicalTypeAnnotation a = t.getLogicalTypeAnnotation();
      PrimitiveTypeName p = t.getPrimitiveTypeName();
      return switch (this) {
        case TEXT -> p == PrimitiveTypeName.BINARY
            && (a == null || a instanceof LogicalTypeAnnotation.StringLogicalTypeAnnotation);
        case INTEGER -> (p == PrimitiveTypeName.INT32 || p == PrimitiveTypeName.INT64)
            && (a == null || a instanceof LogicalTypeAnnotation.IntLogicalTypeAnnotation);
        case DATE -> p == PrimitiveTypeName.INT32 && a instanceof LogicalTypeAnnotation.DateLogicalTypeAnnotation;
        case TIME -> (p == PrimitiveTypeName.INT32 || p == PrimitiveTypeName.INT64)
            && a instanceof LogicalTypeAnnotation.TimeLogicalTypeAnnotation;
      };
    }
  }

  /**
   * The columns read, in the order their tags are written (lichess's PGN order), each with its
   * kind and whether a file must have it. {@code FEN} is the variants' (Chess960, From Position)
   * and is followed by {@code SetUp "1"} when a row has one; {@code Variant} is read when a file
   * carries it, else lichess's {@code Event} names it ({@link #variantOfEvent}; lichess's data sets
   * have no such column). Other columns are not read.
   */
  enum Column {
    EVENT("Event", Kind.TEXT, true),
    SITE("Site", Kind.TEXT, true),
    WHITE("White", Kind.TEXT, true),
    BLACK("Black", Kind.TEXT, true),
    RESULT("Result", Kind.TEXT, true),
    UTC_DATE("UTCDate", Kind.DATE, true),
    UTC_TIME("UTCTime", Kind.TIME, true),
    WHITE_ELO("WhiteElo", Kind.INTEGER, true),
    BLACK_ELO("BlackElo", Kind.INTEGER, true),
    WHITE_RATING_DIFF("WhiteRatingDiff", Kind.INTEGER, true),
    BLACK_RATING_DIFF("BlackRatingDiff", Kind.INTEGER, true),
    WHITE_TITLE("WhiteTitle", Kind.TEXT, true),
    BLACK_TITLE("BlackTitle", Kind.TEXT, true),
    VARIANT("Variant", Kind.TEXT, false),
    ECO("ECO", Kind.TEXT, true),
    OPENING("Opening", Kind.TEXT, true),
    TIME_CONTROL("TimeControl", Kind.TEXT, true),
    TERMINATION("Termination", Kind.TEXT, true),
    FEN("FEN", Kind.TEXT, false),
    MOVETEXT("movetext", Kind.TEXT, true);

    final String name;
    final Kind kind;
    final boolean required;

    Column(String name, Kind kind, boolean required) {
      this.name = name;
      this.kind = kind;
      this.required = required;
    }
  }

  /**
   * Lichess's variants by the name its {@code Event} gives them, each with the {@code Variant} tag
   * its PGN writes ({@code lichess-variants.tsv}): a data set's rows carry no {@code Variant}.
   */
  private static final java.util.Map<String, String> VARIANTS = variants();

  /** The word after the variant in lichess's {@code Event}: what kind of event the game was played in. */
  private static final java.util.Set<String> EVENT_KINDS = java.util.Set.of("game", "tournament", "swiss", "simul");

  private static java.util.Map<String, String> variants() {
    java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
    try (InputStream in = LichessParquet.class.getResourceAsStream("lichess-variants.tsv")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          String[] cells = line.split("\t");
          out.put(cells[0], cells[1]);
        }
      }
    } catch (IOException | RuntimeException e) {
      throw new IllegalStateException("cannot read lichess-variants.tsv", e);
    }
    return java.util.Map.copyOf(out);
  }

  /**
   * The {@code Variant} tag lichess writes for a game of this {@code Event} ({@code Rated Chess960
   * game}, {@code Casual Atomic tournament https://...}, {@code Horde simul https://...}), or null
   * for a standard game (its {@code Event} names its speed).
   */
  static String variantOfEvent(String event) {
    // lichess's form only: "[Rated|Casual] <variant> game|tournament|swiss|simul [url]"
    String rest = event.startsWith("Rated ") ? event.substring(6) : event.startsWith("Casual ") ? event.substring(7)
        : event;
    for (java.util.Map.Entry<String, String> v : VARIANTS.entrySet()) {
      if (rest.startsWith(v.getKey() + " ")) {
        String kind = rest.substring(v.getKey().length() + 1).split(" ", 2)[0];
        return EVENT_KINDS.contains(kind) ? v.getValue() : null;
      }
    }
    return null;
  }

  /** The format's name in slice plans and manifests. */
  public static final String NAME = "LICHESS_PARQUET";

  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuu.MM.dd", Locale.ROOT);
  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

  /** For {@link java.util.ServiceLoader}. */
  public LichessParquet() {}

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public List<String> extensions() {
    return List.of(".parquet");
  }

  /** Told by its name only: its bytes are not text, and a text format's head is what this is asked. */
  @Override
  public boolean recognizes(byte[] head) {
    return false;
  }

  @Override
  public boolean splittable() {
    return true;
  }

  /** Its slices are its row groups' ({@link #slices}), not cut in its bytes. */
  @Override
  public long nextBoundary(InputStream in, long pos) {
    return pos <= 0 ? 0 : -1;
  }

  /** @throws UnsupportedOperationException always: a Parquet file is read from the file ({@link #open}) */
  @Override
  public RecordSource records(InputStream in, String source, boolean fileStart, long stopAt, boolean comments) {
    throw new UnsupportedOperationException("a Parquet file is read from the file, not as a stream");
  }

  @Override
  public RecordSource records(java.nio.file.Path file, String source) throws IOException {
    Path path = new Path(file.toAbsolutePath().toUri());
    FileSystem fs = FileSystem.getLocal(new Configuration());
    return new Rows(fs.getConf(), path, source, 0, Long.MAX_VALUE);
  }

  /**
   * Consecutive row groups of about {@code sliceSize} compressed bytes a slice: {@code [start,
   * end)} from the first group's starting position to the end of the last's; a row group belongs
   * to the slice its starting position falls in.
   */
  @Override
  public List<SplitRow> slices(FileSystem fs, Path path, long length, long sliceSize, String run) {
    List<SplitRow> out = new ArrayList<>();
    List<BlockMetaData> groups;
    try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(path, fs.getConf()))) {
      groups = reader.getRowGroups();
    } catch (IOException | RuntimeException e) {
      groups = List.of(); // not readable as Parquet: one slice, whose reader says why
    }
    long start = -1;
    long end = 0;
    for (BlockMetaData g : groups) {
      if (start < 0) {
        start = g.getStartingPos();
      }
      end = g.getStartingPos() + g.getCompressedSize();
      if (end - start >= sliceSize) {
        out.add(new SplitRow(path.toString(), NAME, start, end, run));
        start = -1;
      }
    }
    if (start >= 0) {
      out.add(new SplitRow(path.toString(), NAME, start, end, run));
    }
    if (out.isEmpty()) {
      out.add(new SplitRow(path.toString(), NAME, 0, length, run));
    }
    return out;
  }

  @Override
  public RecordReader open(FileSystem fs, SplitRow split) throws IOException {
    Rows rows = new Rows(fs.getConf(), new Path(split.getPath()), split.getPath(), split.getStart(),
        split.getEnd() < 0 ? Long.MAX_VALUE : split.getEnd());
    return RecordReader.of(rows, split.getPath(), this, rows);
  }

  /** Why a file's schema is not lichess's, one line naming the column; null when it is. */
  static String schemaProblem(MessageType schema) {
    for (Column c : Column.values()) {
      if (!schema.containsField(c.name)) {
        if (c.required) {
          return "not lichess's Parquet schema: no column " + c.name + " (" + c.kind.expected + ")";
        }
        continue;
      }
      Type t = schema.getType(c.name);
      if (!t.isPrimitive() || t.isRepetition(Type.Repetition.REPEATED) || !c.kind.accepts(t.asPrimitiveType())) {
        return "not lichess's Parquet schema: column " + c.name + " is " + describe(t) + ", not " + c.kind.expected;
      }
    }
    return null;
  }

  private static String describe(Type t) {
    if (!t.isPrimitive()) {
      return "a group";
    }
    PrimitiveType p = t.asPrimitiveType();
    LogicalTypeAnnotation a = p.getLogicalTypeAnnotation();
    String s = p.getPrimitiveTypeName().name().toLowerCase(Locale.ROOT) + (a == null ? "" : " " + a);
    return t.isRepetition(Type.Repetition.REPEATED) ? "repeated " + s : s;
  }

  /** The PGN text of one row: its tags, a blank line, its movetext (none when null). */
  static String pgn(Group row, MessageType read) {
    StringBuilder b = new StringBuilder(1024);
    for (Column c : Column.values()) {
      if (c == Column.VARIANT && !has(row, read, c)) { // lichess's data sets: the Event names it
        String variant = has(row, read, Column.EVENT) ? variantOfEvent(row.getString(Column.EVENT.name, 0)) : null;
        if (variant != null) {
          tag(b, c.name, variant);
        }
        continue;
      }
      if (c == Column.MOVETEXT || !has(row, read, c)) {
        continue;
      }
      tag(b, c.name, value(row, c, read.getType(c.name).asPrimitiveType()));
      if (c == Column.FEN) {
        tag(b, "SetUp", "1"); // as lichess writes a game from a position
      }
    }
    b.append('\n');
    if (row.getFieldRepetitionCount(Column.MOVETEXT.name) > 0) {
      b.append(row.getString(Column.MOVETEXT.name, 0)).append('\n');
    }
    return b.toString();
  }

  /** Whether the file has the column and the row a value in it. */
  private static boolean has(Group row, MessageType read, Column c) {
    return read.containsField(c.name) && row.getFieldRepetitionCount(c.name) > 0;
  }

  /** A column's value as lichess's PGN writes it. */
  private static String value(Group row, Column c, PrimitiveType type) {
    return switch (c.kind) {
      case TEXT -> row.getString(c.name, 0);
      case INTEGER -> {
        long v = integer(row, c.name, type);
        // rating changes carry their sign, "+0" included; ratings are plain numbers
        yield (c == Column.WHITE_RATING_DIFF || c == Column.BLACK_RATING_DIFF) && v >= 0 ? "+" + v : Long.toString(v);
      }
      case DATE -> LocalDate.ofEpochDay(row.getInteger(c.name, 0)).format(DATE);
      case TIME -> {
        long v = integer(row, c.name, type);
        LogicalTypeAnnotation.TimeUnit unit = ((LogicalTypeAnnotation.TimeLogicalTypeAnnotation)
            type.getLogicalTypeAnnotation()).getUnit();
        long nanos = switch (unit) {
          case MILLIS -> v * 1_000_000L;
          case MICROS -> v * 1_000L;
          case NANOS -> v;
        };
        // lichess writes whole seconds: a fraction (none in its data) is cut, as its PGN would
        yield LocalTime.ofNanoOfDay(Math.floorMod(nanos, 86_400_000_000_000L)).format(TIME);
      }
    };
  }

  private static long integer(Group row, String name, PrimitiveType type) {
    return type.getPrimitiveTypeName() == PrimitiveTypeName.INT64 ? row.getLong(name, 0) : row.getInteger(name, 0);
  }

  private static void tag(StringBuilder b, String name, String value) {
    b.append('[').append(name).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char ch = value.charAt(i);
      if (ch == '"' || ch == '\\') {
        b.append('\\');
      }
      b.append(ch == '\n' || ch == '\r' ? ' ' : ch);
    }
    b.append("\"]\n");
  }

  /**
   * The rows of the row groups whose starting position is in {@code [start, end)}, each read as
   * its PGN record, offsets the rows' numbers in the file. The slice holding the first row group
   * (or the whole file, when it has none) gives the one rejection of a file whose schema is not
   * lichess's; the others give nothing.
   */
  static final class Rows implements RecordSource, Closeable {
    private final String source;
    private final long start;
    private final long end;
    private final ParquetFileReader reader;
    private final List<BlockMetaData> groups;
    /** The columns read: lichess's that the file has. */
    private final MessageType read;
    private final String problem;
    private final boolean reportsFile;
    private int group;
    /** The number in the file of the next row to read. */
    private long row;
    private long rowsLeft;
    private org.apache.parquet.io.RecordReader<Group> rows;
    private boolean done;

    Rows(Configuration conf, Path path, String source, long start, long end) throws IOException {
      this.source = source;
      this.start = start;
      this.end = end;
      this.reader = openFile(conf, path);
      try {
        this.groups = reader.getRowGroups();
        MessageType schema = reader.getFooter().getFileMetaData().getSchema();
        this.problem = schemaProblem(schema);
        List<Type> fields = new ArrayList<>();
        for (Column c : Column.values()) {
          if (schema.containsField(c.name)) {
            fields.add(schema.getType(c.name));
          }
        }
        this.read = new MessageType(schema.getName(), fields);
        this.reportsFile = start <= (groups.isEmpty() ? 0 : groups.get(0).getStartingPos());
        if (problem == null) {
          reader.setRequestedSchema(read);
        }
      } catch (RuntimeException e) {
        reader.close();
        throw e;
      }
    }

    /** The file's reader; parquet-mr's unchecked refusal of a file that is no Parquet becomes an IOException. */
    private static ParquetFileReader openFile(Configuration conf, Path path) throws IOException {
      try {
        return ParquetFileReader.open(HadoopInputFile.fromPath(path, conf));
      } catch (RuntimeException e) {
        throw new IOException(e.getMessage(), e);
      }
    }

    @Override
    public boolean next(RecordVisitor visitor) throws IOException {
      if (done) {
        return false;
      }
      if (problem != null) {
        done = true;
        if (!reportsFile) {
          return false;
        }
        RecordReader.deliver(new RejectedRecord(source, 0, 1, 1, problem, ""), visitor);
        return true;
      }
      while (rowsLeft == 0) {
        if (group >= groups.size()) {
          done = true;
          return false;
        }
        BlockMetaData g = groups.get(group++);
        boolean ours = g.getStartingPos() >= start && g.getStartingPos() < end;
        if (!ours) {
          row += g.getRowCount();
          reader.skipNextRowGroup();
          continue;
        }
        PageReadStore pages = reader.readNextRowGroup();
        rows = new ColumnIOFactory().getColumnIO(read).getRecordReader(pages, new GroupRecordConverter(read));
        rowsLeft = pages.getRowCount();
      }
      Group values = rows.read();
      rowsLeft--;
      long number = row++;
      RecordReader.deliver(record(values, number), visitor);
      return true;
    }

    /** One row read as the PGN record it is, placed at its row. */
    private ReadResult record(Group values, long number) throws IOException {
      String text = pgn(values, read);
      ReadResult r;
      try (RecordReader pgn = RecordReader.of(text.getBytes(StandardCharsets.UTF_8), source, RecordFormat.ENVELOPE)) {
        r = pgn.hasNext() ? pgn.next() : new RejectedRecord(source, 0, 1, 1, "no record in the row", text);
      }
      if (r instanceof GameRecord g) {
        return new GameRecord(source, number, number + 1, g.format(), g.tags(), g.moves(), g.resultToken(),
            g.text(), g.annotations(), g.warnings());
      }
      RejectedRecord rejected = (RejectedRecord) r;
      return new RejectedRecord(source, number, number + 1, 1, rejected.reason(), rejected.raw());
    }

    @Override
    public void close() throws IOException {
      reader.close();
    }
  }
}
