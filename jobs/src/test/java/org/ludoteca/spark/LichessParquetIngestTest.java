package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.spark.files.LichessParquet;
import org.ludoteca.spark.files.Splits;
import org.ludoteca.spark.table.Table;

/**
 * Issue 38's "done when" for lichess's Parquet data sets: a Parquet file in lichess's schema, made
 * here with parquet-mr's example writer from the same games as a PGN file, gives the same
 * verdicts, warnings and {@code games} rows as the PGN file, read whole and split across tasks.
 * The games: the first 150 of lichess's October 2021 dump and its titled players' games (clocks,
 * evaluations, games without moves), and the records of {@code dump-defects} (Chess960 with its
 * FEN, a set-up position, an unreadable FEN, moves after mate, an unsupported variant), each with
 * the tags the Parquet schema has, in the order the reader writes them.
 */
class LichessParquetIngestTest {
  /** The tags the Parquet columns give, in the reader's order ({@code SetUp} follows a FEN). */
  private static final List<String> TAGS = List.of("Event", "Site", "White", "Black", "Result", "UTCDate",
      "UTCTime", "WhiteElo", "BlackElo", "WhiteRatingDiff", "BlackRatingDiff", "WhiteTitle", "BlackTitle",
      "Variant", "ECO", "Opening", "TimeControl", "Termination", "FEN", "SetUp");
  private static final Set<String> INTEGERS = Set.of("WhiteElo", "BlackElo", "WhiteRatingDiff", "BlackRatingDiff");
  /** The columns of {@code games} that differ by design: the record's place (file, byte or row) and the id hashed from it. */
  private static final List<String> PLACE = List.of("game_id", "source", "offset");

  @TempDir
  static Path dir;
  private static Path pgn;
  private static Path parquetDir;
  private static Path parquet;
  private static int games;

  @BeforeAll
  static void writeBoth() throws IOException {
    List<Game> all = new ArrayList<>();
    Path root = Path.of(System.getProperty("ludoteca.root", ".."));
    Path dump = root.resolve("core/src/test/resources/lichess-2021-10/lichess_db_standard_rated_2021-10.head999.pgn.zst");
    try (RecordReader in = RecordReader.open(dump)) {
      int i = 0;
      while (in.hasNext()) {
        GameRecord g = (GameRecord) in.next();
        if (i++ < 150 || g.tags().containsKey("WhiteTitle") || g.tags().containsKey("BlackTitle")) {
          all.add(Game.of(g));
        }
      }
    }
    try (RecordReader in = RecordReader.open(root.resolve("core/src/test/resources/chess/dump-defects/lichess-defects.pgn"))) {
      in.forEachRemaining(r -> all.add(Game.of((GameRecord) r)));
    }
    games = all.size();
    pgn = Files.createDirectories(dir.resolve("pgn")).resolve("games.pgn");
    StringBuilder text = new StringBuilder();
    for (Game g : all) {
      g.tags.forEach((k, v) -> text.append('[').append(k).append(" \"").append(v.replace("\\", "\\\\")
          .replace("\"", "\\\"")).append("\"]\n"));
      text.append('\n').append(g.movetext).append("\n\n");
    }
    Files.writeString(pgn, text.toString());
    // lichess's layout: partition directories, found by listing the top directory
    parquetDir = dir.resolve("parquet");
    parquet = Files.createDirectories(parquetDir.resolve("year=2021/month=10")).resolve("train-00000-of-00001.parquet");
    write(parquet, all, 16);
  }

  /** One game as the Parquet holds it: the schema's tags, in the reader's order, and the movetext. */
  record Game(Map<String, String> tags, String movetext) {
    static Game of(GameRecord g) {
      Map<String, String> tags = new LinkedHashMap<>();
      for (String t : TAGS) {
        g.tag(t).ifPresent(v -> tags.put(t, v));
      }
      String[] parts = g.text().split("\\R\\R", 2); // the tag section, a blank line, the movetext
      return new Game(tags, parts[1].strip());
    }
  }

  /** lichess's schema (int16 ratings, date32, time32 in milliseconds), with the variants' FEN. */
  static MessageType schema() {
    Types.MessageTypeBuilder b = Types.buildMessage();
    for (String t : TAGS) {
      if (t.equals("SetUp") || t.equals("Variant")) {
        continue; // lichess's data sets have no Variant: the reader takes it from the Event
      }
      if (INTEGERS.contains(t)) {
        b.optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.intType(16, true)).named(t);
      } else if (t.equals("UTCDate")) {
        b.optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.dateType()).named(t);
      } else if (t.equals("UTCTime")) {
        b.optional(PrimitiveTypeName.INT32)
            .as(LogicalTypeAnnotation.timeType(false, LogicalTypeAnnotation.TimeUnit.MILLIS)).named(t);
      } else {
        b.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named(t);
      }
    }
    b.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("movetext");
    return b.named("schema");
  }

  static void write(Path file, List<Game> all, int rowsPerGroup) throws IOException {
    MessageType schema = schema();
    SimpleGroupFactory rows = new SimpleGroupFactory(schema);
    DateTimeFormatter date = DateTimeFormatter.ofPattern("uuuu.MM.dd");
    try (ParquetWriter<Group> w = ExampleParquetWriter.builder(HadoopOutputFile.fromPath(
        new org.apache.hadoop.fs.Path(file.toUri()), new Configuration())).withType(schema)
        .withRowGroupRowCountLimit(rowsPerGroup).build()) {
      for (Game g : all) {
        Group row = rows.newGroup();
        g.tags.forEach((k, v) -> {
          if (k.equals("SetUp") || k.equals("Variant")) {
            return; // the reader writes them: after a FEN, and as the Event names the variant
          }
          if (INTEGERS.contains(k)) {
            row.add(k, Integer.parseInt(v.startsWith("+") ? v.substring(1) : v));
          } else if (k.equals("UTCDate")) {
            row.add(k, (int) LocalDate.parse(v, date).toEpochDay());
          } else if (k.equals("UTCTime")) {
            row.add(k, (int) (LocalTime.parse(v).toNanoOfDay() / 1_000_000));
          } else {
            row.add(k, v);
          }
        });
        row.add("movetext", g.movetext);
        w.write(row);
      }
    }
  }

  private static IngestJob.Result ingest(Path input, Path out, long splitSize) throws IOException {
    return IngestJob.builder().inputs(List.of(input.toString())).out(out.toString()).splitSize(splitSize).build()
        .run(TestSpark.get(), line -> { });
  }

  /** The games rows but their place, in file order, each as text. */
  private static List<String> gameRows(Path out) {
    List<Row> rows = new ArrayList<>(TestSpark.read(out, Table.GAMES).collectAsList());
    rows.sort(Comparator.comparingLong((Row r) -> r.getAs("offset")));
    List<String> texts = new ArrayList<>();
    for (Row r : rows) {
      StringBuilder b = new StringBuilder();
      for (String column : r.schema().fieldNames()) {
        if (!PLACE.contains(column)) {
          b.append(column).append('=').append(r.<Object>getAs(column)).append("; ");
        }
      }
      texts.add(b.toString());
    }
    return texts;
  }

  private static List<Long> offsets(Path out) {
    return TestSpark.read(out, Table.GAMES).select("offset").orderBy("offset").collectAsList().stream()
        .map(r -> r.getLong(0)).toList();
  }

  @Test
  void ingest_parquetWholeAndSplit_sameGamesRowsAsThePgn() throws IOException {
    IngestJob.Result fromPgn = ingest(pgn, dir.resolve("out-pgn"), 64L << 20);
    IngestJob.Result fromPgnSplit = ingest(pgn, dir.resolve("out-pgn-split"), 8192);
    IngestJob.Result fromParquet = ingest(parquetDir, dir.resolve("out-parquet"), 64L << 20);
    IngestJob.Result fromParquetSplit = ingest(parquetDir, dir.resolve("out-parquet-split"), 8192);
    // the small split size cuts the Parquet file into several slices of whole row groups
    int slices = new LichessParquet().slices(Splits.fs(parquet.toString()),
        new org.apache.hadoop.fs.Path(parquet.toUri()), Files.size(parquet), 8192, "run").size();
    assertTrue(slices > 2, slices + " slices");

    assertEquals(games, fromPgn.read());
    assertEquals(games, fromPgn.games() + fromPgn.rejected());
    for (IngestJob.Result r : List.of(fromPgnSplit, fromParquet, fromParquetSplit)) {
      assertEquals(fromPgn.read(), r.read());
      assertEquals(fromPgn.verdicts(), r.verdicts());
      assertEquals(fromPgn.rejected(), r.rejected());
    }
    assertTrue(fromPgn.verdict("ILLEGAL") + fromPgn.verdict("RESULT_MISMATCH") > 0, fromPgn.verdicts().toString());
    assertTrue(fromPgn.verdict("UNREADABLE") > 0, fromPgn.verdicts().toString());

    List<String> expected = gameRows(dir.resolve("out-pgn"));
    assertEquals(games, expected.size());
    assertTrue(expected.stream().anyMatch(r -> r.contains("Chess960")), "a Chess960 game");
    assertEquals(expected, gameRows(dir.resolve("out-pgn-split")));
    assertEquals(expected, gameRows(dir.resolve("out-parquet")));
    assertEquals(expected, gameRows(dir.resolve("out-parquet-split")));
    // a row's offset is its number in the file
    List<Long> rows = new ArrayList<>();
    for (long i = 0; i < games; i++) {
      rows.add(i);
    }
    assertEquals(rows, offsets(dir.resolve("out-parquet-split")));

    // ludoteca show and replay --html find the games by the ingest's ids
    Set<String> ids = new java.util.TreeSet<>(TestSpark.read(dir.resolve("out-parquet"), Table.GAMES)
        .select("game_id").as(org.apache.spark.sql.Encoders.STRING()).collectAsList());
    Set<String> read = new java.util.TreeSet<>();
    assertEquals(List.of(), GameFiles.forEach(List.of(parquetDir.toString()), g -> read.add(g.gameId())));
    assertEquals(ids, read);
  }

  @Test
  void open_parquetFile_sameVerdictsAndWarningsAsThePgn() throws IOException {
    List<String> fromPgn = replayed(pgn);
    assertEquals(games, fromPgn.size());
    assertTrue(fromPgn.stream().anyMatch(r -> r.contains("warnings=[") && !r.contains("warnings=[]")),
        "some game has a warning");
    assertEquals(fromPgn, replayed(parquet));
  }

  /** What {@code ludoteca replay} says of each record: verdict, warnings and the rest, without the place. */
  private static List<String> replayed(Path file) throws IOException {
    List<String> out = new ArrayList<>();
    try (RecordReader in = RecordReader.open(file)) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        ReplayResult result = Replay.of(r, null);
        out.add(result.verdict() + " plies=" + result.plies() + " error=" + result.error() + " winner="
            + result.winner() + " termination=" + result.termination() + " ending=" + result.declaredEnding()
            + " warnings=" + result.warnings());
      }
    }
    return out;
  }

  @Test
  void ingest_columnOfAnotherType_oneRejectionNamingTheColumn(@TempDir Path in, @TempDir Path out) throws IOException {
    // WhiteElo as text: the file is not lichess's schema, whatever slices it is cut into
    MessageType wrong = Types.buildMessage()
        .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("Event")
        .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("WhiteElo")
        .named("schema");
    Path file = in.resolve("bad.parquet");
    SimpleGroupFactory rows = new SimpleGroupFactory(wrong);
    try (ParquetWriter<Group> w = ExampleParquetWriter.builder(HadoopOutputFile.fromPath(
        new org.apache.hadoop.fs.Path(file.toUri()), new Configuration())).withType(wrong)
        .withRowGroupRowCountLimit(10).build()) {
      for (int i = 0; i < 200; i++) {
        w.write(rows.newGroup().append("Event", "Rated Blitz game " + i + " ".repeat(300)).append("WhiteElo", "1500"));
      }
    }
    int slices = new LichessParquet().slices(Splits.fs(file.toString()), new org.apache.hadoop.fs.Path(file.toUri()),
        Files.size(file), 4096, "run").size();
    assertTrue(slices > 2, slices + " slices");
    IngestJob.Result r = ingest(in, out, 4096);
    assertEquals(1, r.read());
    assertEquals(0, r.games());
    assertEquals(1, r.rejected());
    List<Row> rejected = TestSpark.read(out, Table.REJECTED).collectAsList();
    assertEquals(1, rejected.size());
    String reason = rejected.get(0).getAs("reason");
    assertTrue(reason.contains("Site") || reason.contains("WhiteElo"), reason);
    assertTrue(((String) rejected.get(0).getAs("source")).endsWith("bad.parquet"));
  }

  @Test
  void ingest_notParquet_oneUnreadableFileRejection(@TempDir Path in, @TempDir Path out) throws IOException {
    Files.writeString(in.resolve("games.parquet"), "1. e4 e5 *\n");
    IngestJob.Result r = ingest(in, out, 64L << 20);
    assertEquals(1, r.read());
    assertEquals(0, r.games());
    assertEquals(1, r.rejected());
    String reason = TestSpark.read(out, Table.REJECTED).collectAsList().get(0).getAs("reason");
    assertTrue(reason.startsWith("unreadable file: ") && reason.contains("not a Parquet file"), reason);
  }

  @Test
  void schemaProblem_eloAsText_namesTheColumn() throws IOException {
    // every column present but WhiteElo, which is text
    Types.MessageTypeBuilder b = Types.buildMessage();
    for (org.apache.parquet.schema.Type t : schema().getFields()) {
      if (t.getName().equals("WhiteElo")) {
        b.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("WhiteElo");
      } else {
        b.addField(t);
      }
    }
    Path file = dir.resolve("elo-as-text.parquet");
    MessageType wrong = b.named("schema");
    try (ParquetWriter<Group> w = ExampleParquetWriter.builder(HadoopOutputFile.fromPath(
        new org.apache.hadoop.fs.Path(file.toUri()), new Configuration())).withType(wrong).build()) {
      w.write(new SimpleGroupFactory(wrong).newGroup().append("WhiteElo", "1500").append("movetext", "1. e4 *"));
    }
    List<String> lines = new ArrayList<>();
    try (RecordReader in = RecordReader.open(file)) {
      in.forEachRemaining(r -> lines.add(Replay.of(r, null).describe()));
    }
    assertEquals(1, lines.size(), lines.toString());
    assertTrue(lines.get(0).contains("column WhiteElo is binary"), lines.get(0));
    assertTrue(lines.get(0).contains("elo-as-text.parquet"), lines.get(0));
  }
}
