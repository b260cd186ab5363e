package org.ludoteca.spark.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordDamage;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RecordWriter;
import org.ludoteca.record.RejectedRecord;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.spark.ingest.SliceAgreementTest;

/**
 * Issue #27 for Zstandard frame ranges, without Spark: damaged corpora ({@link RecordDamage}) of
 * every line-splittable record format, written as pzstd writes them (a skippable header before
 * each frame) with frames ending at random offsets, inside records, on and around record starts,
 * read range by range as the pipeline's tasks read them ({@link ZstdSlices#ranges}, {@link
 * ZstdSlices#measure}, {@link ZstdSlices#placed}, {@link ZstdSlices#open}): the same records as the
 * plain file read in one go (offset, line, column, verdict, warnings, rejection reason), record by
 * record. Zamora transcriptions are one record a file and never cut into ranges.
 */
class ZstdAgreementTest {
  private static final Path DATA =
      Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize().resolve("data");

  /** Records per damaged corpus, as in core's {@code ReaderAgreementTest}. */
  private static final int RECORDS = 300;

  @TempDir Path dir;

  static Stream<Arguments> corpora() {
    return Stream.of(
        Arguments.of("chess", RecordFormat.ENVELOPE, 1L),
        Arguments.of("chess", RecordFormat.ENVELOPE, 2L),
        Arguments.of("rithmomachia", RecordFormat.ENVELOPE, 1L),
        Arguments.of("rithmomachia", RecordFormat.ENVELOPE, 2L),
        Arguments.of("chess-crlf", RecordFormat.ENVELOPE, 3L), // frames ending between CR and LF (shift -1)
        Arguments.of("malformed", RecordFormat.ENVELOPE, 1L),
        Arguments.of("jsonl", RecordFormat.JSON_LINES, 1L),
        Arguments.of("fen", RecordFormat.FEN_LINES, 1L));
  }

  @ParameterizedTest(name = "{0} seed {2}")
  @MethodSource("corpora")
  void open_damagedCorpusInFrameRanges_sameRecordsAsPlain(String name, RecordFormat format, long seed)
      throws IOException {
    byte[] data = RecordDamage.corpus(RecordDamage.records(clean(name), format), RECORDS, seed);
    List<String> expected = plain(data, format);
    assertTrue(expected.size() > RECORDS / 2, name + ": " + expected.size() + " records");
    Random rnd = new Random(seed);
    List<String> failures = new ArrayList<>();
    for (int step : new int[] {8191, 1009}) {
      List<Integer> cuts = new ArrayList<>();
      for (int at = step; at < data.length; at += step) {
        cuts.add(at);
      }
      check(failures, "frames of " + step + " bytes", expected, byRanges(data, cuts, format, 4));
      check(failures, "frames of " + step + " bytes, three a range", expected,
          byRanges(data, cuts, format, ZstdSlicesTest.THREE_FRAMES));
    }
    List<Long> starts = recordStarts(data, format);
    for (int shift = -1; shift <= 1; shift++) { // frames ending on, just before and just after record starts
      List<Integer> cuts = new ArrayList<>();
      for (int i = 1; i < starts.size(); i += 1 + rnd.nextInt(4)) {
        cuts.add((int) (long) starts.get(i) + shift);
      }
      check(failures, "frames ending at record starts " + shift, expected, byRanges(data, cuts, format, 4));
    }
    for (int k = 0; k < 3; k++) { // frames ending at random offsets
      List<Integer> cuts = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        cuts.add(1 + rnd.nextInt(data.length - 1));
      }
      check(failures, "frames ending at random offsets #" + k, expected, byRanges(data, cuts, format, 4));
    }
    assertEquals(List.of(), failures, name + " seed " + seed);
  }

  private static void check(List<String> failures, String what, List<String> expected, List<String> actual) {
    List<String> d = SliceAgreementTest.firstDifference(expected, actual);
    if (!d.isEmpty()) {
      failures.add(what + " (" + actual.size() + " records, not " + expected.size() + "): " + d);
    }
  }

  /**
   * Replays by the game's parts: the corpus is read a dozen times over (frames cut in different
   * places, ranges placed two ways), and a record read the same gives the same parts, which alone
   * decide its replay; so each game is replayed once, not once per reading (the test's time was
   * mostly replay).
   */
  private static final java.util.Map<String, String> REPLAYS = new java.util.concurrent.ConcurrentHashMap<>();

  /** One line per record: offset, line, and the game's parts and replay, or the rejection's column and reason. */
  static String describe(ReadResult r, long base, long lineBase) {
    long offset = base + r.offset();
    long line = lineBase + r.line();
    if (r instanceof RejectedRecord x) {
      return offset + " " + line + ":" + x.column() + " rejected " + x.reason();
    }
    GameRecord g = (GameRecord) r;
    String parts = g.tags() + " " + g.moves() + " " + g.resultToken() + " " + g.text().hashCode();
    String replay = REPLAYS.computeIfAbsent(parts + " " + g.text(), k -> {
      ReplayResult v = Replay.of(r, null);
      return v.verdict() + " " + v.errorPly() + " " + v.error() + " " + v.warnings();
    });
    return offset + " " + line + " game " + parts + " " + replay;
  }

  /** The plain bytes read in one go, as {@code replay} reads a file. */
  static List<String> plain(byte[] data, RecordFormat format) throws IOException {
    return ZstdReads.plain(data, format, ZstdAgreementTest::describe);
  }

  private static List<Long> recordStarts(byte[] data, RecordFormat format) throws IOException {
    List<Long> out = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(data), "f", format)) {
      in.forEachRemaining(r -> out.add(r.offset()));
    }
    return out;
  }

  /** The bytes as a pzstd file with frames ending at {@code cuts}, read range by range as the tasks read them. */
  List<String> byRanges(byte[] data, List<Integer> cuts, RecordFormat format, long splitSize) throws IOException {
    byte[] zst = ZstdSlicesTest.pzstd(data, cuts);
    Path file = Files.createTempFile(dir, "f", ".zst");
    Files.write(file, zst);
    List<String> out = ZstdReads.byRanges(file, zst.length, format, splitSize, "run", ZstdAgreementTest::describe);
    Files.delete(file);
    return out;
  }

  static byte[] clean(String name) throws IOException {
    return switch (name) {
      case "chess" -> Files.readAllBytes(DATA.resolve("chess/lichess-sample.pgn"));
      case "chess-crlf" -> new String(clean("chess"), StandardCharsets.UTF_8).replace("\n", "\r\n")
          .getBytes(StandardCharsets.UTF_8);
      case "rithmomachia" -> Files.readAllBytes(DATA.resolve("rithmomachia/sample.rpgn"));
      case "malformed" -> Files.readAllBytes(DATA.resolve("rithmomachia/malformed.rpgn"));
      case "fen" -> Files.readAllBytes(DATA.resolve("rithmomachia/positions.fen"));
      case "jsonl" -> jsonLines();
      default -> throw new IllegalArgumentException(name);
    };
  }

  /** The games of the Rithmomachia sample and the first 40 chess games as JSON lines. */
  private static byte[] jsonLines() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<ReadResult> games = new ArrayList<>();
    for (String f : List.of("rithmomachia/sample.rpgn", "chess/lichess-sample.pgn")) {
      try (RecordReader in = RecordReader.of(new ByteArrayInputStream(Files.readAllBytes(DATA.resolve(f))), f,
          RecordFormat.ENVELOPE)) {
        List<ReadResult> read = new ArrayList<>();
        in.forEachRemaining(read::add);
        games.addAll(f.startsWith("chess") ? read.subList(0, 40) : read);
      }
    }
    for (ReadResult r : games) {
      if (r instanceof GameRecord g) {
        out.write(RecordWriter.toJsonLine(g.tags(), g.moves(), g.resultToken()).getBytes(StandardCharsets.UTF_8));
      }
    }
    return out.toByteArray();
  }
}
