package org.ludoteca.spark.files;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RejectedRecord;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.table.Table;

class ZstdSlicesTest {
  @TempDir Path dir;

  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize();
  private static final Path CHESS = ROOT.resolve("data/chess/lichess-sample.pgn");
  private static final Path FIXTURE = ROOT.resolve("core/src/test/resources/org/ludoteca/record/zstd/lichess-20x150.pgn.zst");

  /** pzstd's layout, made with zstd-jni: each chunk a data frame behind a 12-byte skippable frame. */
  static byte[] pzstd(byte[] content, List<Integer> cuts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int from = 0;
    List<Integer> ends = new ArrayList<>(new TreeSet<>(cuts));
    ends.add(content.length);
    for (int to : ends) {
      if (to <= from || to > content.length) {
        continue;
      }
      ByteArrayOutputStream frame = new ByteArrayOutputStream();
      try (ZstdOutputStreamNoFinalizer z = new ZstdOutputStreamNoFinalizer(frame, 3)) {
        z.write(content, from, to - from);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      le(out, 0x184D2A50);
      le(out, 4);
      le(out, frame.size());
      out.writeBytes(frame.toByteArray());
      from = to;
    }
    return out.toByteArray();
  }

  /**
   * zstd's layout for a file compressed in one go, chunk by chunk: data frames one after the other,
   * each header giving its decompressed size (Frame_Content_Size), no pzstd header.
   */
  static byte[] sized(byte[] content, List<Integer> cuts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int from = 0;
    List<Integer> ends = new ArrayList<>(new TreeSet<>(cuts));
    ends.add(content.length);
    for (int to : ends) {
      if (to <= from || to > content.length) {
        continue;
      }
      out.writeBytes(Zstd.compress(Arrays.copyOfRange(content, from, to), 3));
      from = to;
    }
    return out.toByteArray();
  }

  private static void le(ByteArrayOutputStream out, int v) {
    out.write(v);
    out.write(v >>> 8);
    out.write(v >>> 16);
    out.write(v >>> 24);
  }

  /** Each record as offset, line and text (games) or defect (rejections). */
  private static List<String> plain(byte[] content, RecordFormat format) throws IOException {
    return ZstdReads.plain(content, format, ZstdSlicesTest::describe);
  }

  private static String describe(ReadResult r, long base, long lineBase) {
    return r instanceof GameRecord g ? (base + g.offset()) + ":" + (lineBase + g.line()) + " " + g.text()
        : (base + r.offset()) + ":" + (lineBase + r.line()) + " rejected " + ((RejectedRecord) r).reason();
  }

  /** The records of a .zst file read range by range, every frame its own range, as the tasks read them. */
  private List<String> byRanges(byte[] zst, RecordFormat format, long splitSize) throws IOException {
    Path file = dir.resolve("f" + System.nanoTime() + ".zst");
    Files.write(file, zst);
    return ZstdReads.byRanges(file, zst.length, format, splitSize, "run-1", ZstdSlicesTest::describe);
  }

  /** Where each record starts in the plain content. */
  private static List<Integer> recordStarts(byte[] content, RecordFormat format) throws IOException {
    List<Integer> starts = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(content), "f", format)) {
      in.forEachRemaining(r -> starts.add((int) r.offset()));
    }
    return starts;
  }

  private void assertEveryRecordOnce(byte[] content, RecordFormat format) throws IOException {
    List<String> expected = plain(content, format);
    List<Integer> starts = recordStarts(content, format);
    for (int shift : new int[] {0, -1, 1, -2, 2}) { // frames cut on, just before and just after record starts
      List<Integer> cuts = new ArrayList<>();
      for (int i = 1; i < starts.size(); i += 2) {
        cuts.add(starts.get(i) + shift);
      }
      byte[] zst = pzstd(content, cuts);
      assertEquals(expected, byRanges(zst, format, 4), "frames cut at record starts " + (shift >= 0 ? "+" : "") + shift);
      assertEquals(expected, byRanges(sized(content, cuts), format, 4),
          "sized frames cut at record starts " + (shift >= 0 ? "+" : "") + shift);
    }
    List<Integer> everyFewBytes = new ArrayList<>();
    for (int at = 7; at < content.length; at += 1009) {
      everyFewBytes.add(at);
    }
    assertEquals(expected, byRanges(pzstd(content, everyFewBytes), format, 4), "frames shorter than records");
    assertEquals(expected, byRanges(pzstd(content, everyFewBytes), format, 40_960), "a few frames a range");
    assertEquals(expected, byRanges(pzstd(content, List.of()), format, 4), "one frame");
    assertEquals(expected, byRanges(sized(content, everyFewBytes), format, 4), "sized frames shorter than records");
    assertEquals(expected, byRanges(sized(content, everyFewBytes), format, 40_960), "a few sized frames a range");
  }

  /* --------------- open --------------- */

  @Test
  void open_envelope_everyRecordOnceWhateverTheFrames() throws IOException {
    byte[] chess = Arrays.copyOf(Files.readAllBytes(CHESS), 37_677); // 20 games
    assertEveryRecordOnce(chess, RecordFormat.ENVELOPE);
    assertEveryRecordOnce(Files.readAllBytes(Path.of(TestSpark.SAMPLE)), RecordFormat.ENVELOPE);
    String crlf = new String(chess, StandardCharsets.UTF_8).replace("\n", "\r\n");
    assertEveryRecordOnce(crlf.getBytes(StandardCharsets.UTF_8), RecordFormat.ENVELOPE);
  }

  @Test
  void open_lines_everyRecordOnceWhateverTheFrames() throws IOException {
    StringBuilder jsonl = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      jsonl.append("{\"game\":\"chess\",\"moves\":[\"e4\",\"e5\"],\"result\":\"*\",\"tags\":{\"Round\":\"")
          .append(i).append("\"}}\n");
      if (i % 7 == 3) {
        jsonl.append("not json ").append(i).append('\n');
      }
    }
    assertEveryRecordOnce(jsonl.toString().getBytes(StandardCharsets.UTF_8), RecordFormat.JSON_LINES);
  }

  @Test
  void open_pzstdFixture_sameRecordsAsPlain() throws IOException {
    byte[] zst = Files.readAllBytes(FIXTURE);
    byte[] base = Arrays.copyOf(Files.readAllBytes(CHESS), 37_677);
    ByteArrayOutputStream plain = new ByteArrayOutputStream();
    for (int i = 0; i < 150; i++) {
      plain.writeBytes(base);
    }
    List<String> expected = plain(plain.toByteArray(), RecordFormat.ENVELOPE);
    assertEquals(3000, expected.size());
    assertEquals(expected, byRanges(zst, RecordFormat.ENVELOPE, 4));
  }

  /**
   * Ranges read one after another by their own readers (no content size in the headers, so each
   * is decompressed into memory first): each range's bytes go into the chunks the ranges before
   * let go when their readers closed, so reading the file again allocates fewer (none, unless a collection
   * short of memory took them back), and the records
   * are the plain file's; after {@link ZstdSlices#releaseChunks} the chunks are new again.
   */
  @Test
  void open_unplacedRangesInTurn_chunksUsedAgain() throws IOException {
    byte[] zst = Files.readAllBytes(FIXTURE);
    Path file = dir.resolve("again.zst");
    Files.write(file, zst);
    org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(file.toUri());
    List<SplitRow> ranges = ZstdSlices.ranges(Splits.fs(p.toString()), p, zst.length, RecordFormat.ENVELOPE, 4, "r");
    assertTrue(ranges.size() > 2 && ranges.get(0).getStart() < 0, ranges.size() + " ranges, placed by their readers");
    ZstdSlices.releaseChunks(); // what earlier tests left
    long before = FrameStarts.Kept.CHUNKS_ALLOCATED.sum();
    List<String> read = byRanges(zst, RecordFormat.ENVELOPE, 4);
    long first = FrameStarts.Kept.CHUNKS_ALLOCATED.sum() - before;
    assertEquals(3000, read.size());
    assertTrue(first > 0, "the first range's chunks are new");

    before = FrameStarts.Kept.CHUNKS_ALLOCATED.sum();
    assertEquals(read, byRanges(zst, RecordFormat.ENVELOPE, 4));
    long again = FrameStarts.Kept.CHUNKS_ALLOCATED.sum() - before; // none, unless a collection short of memory took some back
    assertTrue(again < first, again + " chunks allocated when the " + ranges.size()
        + " ranges are read in turn again, " + first + " the first time");

    ZstdSlices.releaseChunks(); // as at the end of an ingest: the next range's chunks are new
    before = FrameStarts.Kept.CHUNKS_ALLOCATED.sum();
    assertEquals(read, byRanges(zst, RecordFormat.ENVELOPE, 4));
    assertTrue(FrameStarts.Kept.CHUNKS_ALLOCATED.sum() > before, "chunks allocated again after their release");
  }

  /* --------------- ranges --------------- */

  @Test
  void ranges_oneFrame_wholeFileSlice() throws IOException {
    byte[] zst = pzstd("[Game \"chess\"]\n\n*\n".getBytes(StandardCharsets.UTF_8), List.of());
    Path file = dir.resolve("one.pgn.zst");
    Files.write(file, zst);
    org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(file.toUri());
    List<SplitRow> s = ZstdSlices.ranges(Splits.fs(p.toString()), p, zst.length, RecordFormat.ENVELOPE, 4, "r");
    assertEquals(1, s.size());
    assertEquals(-1, s.get(0).getEnd());
  }

  @Test
  void ranges_framesWithContentSize_placedWithoutMeasuring() throws IOException {
    byte[] content = Arrays.copyOf(Files.readAllBytes(CHESS), 37_677);
    List<Integer> cuts = List.of(5_000, 12_345, 20_000, 31_000);
    for (boolean withSize : new boolean[] {true, false}) {
      byte[] zst = withSize ? sized(content, cuts) : pzstd(content, cuts);
      Path file = dir.resolve("s" + withSize + ".pgn.zst");
      Files.write(file, zst);
      org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(file.toUri());
      List<SplitRow> ranges = ZstdSlices.ranges(Splits.fs(p.toString()), p, zst.length, RecordFormat.ENVELOPE, 4, "r");
      assertEquals(5, ranges.size());
      long offset = 0;
      for (SplitRow r : ranges) {
        assertEquals(withSize ? offset : -1, r.getStart(), r.toString());
        offset = r.getEnd();
      }
      assertEquals(withSize ? content.length : -1, offset);
    }
  }

  @Test
  void measure_twoFilesAroundAPlainSlice_eachFilesRangesPlacedInOrder() throws IOException {
    byte[] content = Arrays.copyOf(Files.readAllBytes(CHESS), 37_677);
    List<Integer> starts = recordStarts(content, RecordFormat.ENVELOPE);
    List<SplitRow> splits = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    for (int f = 0; f < 2; f++) {
      List<Integer> cuts = new ArrayList<>();
      for (int i = 1 + f; i < starts.size(); i += 2 + f) { // the two files framed differently
        cuts.add(starts.get(i));
      }
      byte[] zst = pzstd(content, cuts);
      Path file = dir.resolve("m" + f + ".pgn.zst");
      Files.write(file, zst);
      org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(file.toUri());
      List<SplitRow> ranges = ZstdSlices.ranges(Splits.fs(p.toString()), p, zst.length, RecordFormat.ENVELOPE, 4096,
          "r");
      sizes.add(ranges.size());
      splits.add(new SplitRow(dir.resolve("plain" + f + ".pgn").toUri().toString(), "ENVELOPE", 0, 100, "r"));
      splits.addAll(ranges);
    }
    assertTrue(sizes.get(0) > 1 && sizes.get(1) > 1, "several ranges a file: " + sizes);

    List<SplitRow> measured = ZstdSlices.measure(TestSpark.get(), splits);

    assertEquals(splits.size(), measured.size());
    int k = 0;
    for (int f = 0; f < 2; f++) {
      assertEquals(splits.get(k).getPath(), measured.get(k).getPath(), "the plain slice stays in its place");
      k++;
      long offset = 0;
      for (int r = 0; r < sizes.get(f); r++, k++) {
        assertEquals(splits.get(k).getPath(), measured.get(k).getPath());
        assertEquals(offset, measured.get(k).getStart(), "file " + f + " range " + r);
        offset = measured.get(k).getEnd();
      }
      assertEquals(content.length, offset, "file " + f + ": its ranges cover its content");
    }
  }

  /* --------------- the pipeline's ingest --------------- */

  @Test
  void ingest_multiFrameZst_sameRowsAsPlain(@TempDir Path plainOut, @TempDir Path zstOut) throws IOException {
    assertIngestSameAsPlain(ZstdSlicesTest::pzstd, 4096, true, plainOut, zstOut);
  }

  /** pzstd frames (level 3 streamed: 2 MiB windows, estimated 8 MiB of text each) three to a range. */
  @Test
  void ingest_pzstdRangesOfSeveralFrames_sameRowsAsPlain(@TempDir Path plainOut, @TempDir Path zstOut)
      throws IOException {
    assertIngestSameAsPlain(ZstdSlicesTest::pzstd, THREE_FRAMES, false, plainOut, zstOut);
  }

  @Test
  void ingest_framesWithContentSize_sameRowsAsPlain(@TempDir Path plainOut, @TempDir Path zstOut)
      throws IOException {
    assertIngestSameAsPlain(ZstdSlicesTest::sized, 4096, false, plainOut, zstOut);
  }

  /** A split size of three of this test's pzstd frames as the headers estimate them (four 2 MiB windows each). */
  static final long THREE_FRAMES = 3 * (8L << 20);

  /**
   * 20 games and two broken records in 22 frames cut on, just before and just after record starts
   * (so records straddle frames), ingested with a task a frame ({@code frameEach}) or a task a range
   * of several frames: the same games and rejections, at the same offsets and lines, as the plain
   * file read whole, and records read = games + rejected.
   */
  private void assertIngestSameAsPlain(java.util.function.BiFunction<byte[], List<Integer>, byte[]> compress,
      long splitSize, boolean frameEach, Path plainOut, Path zstOut) throws IOException {
    byte[] games = Arrays.copyOf(Files.readAllBytes(CHESS), 37_677);
    String broken = "[Event \"broken\"\n[Site \"nowhere\"]\n\n1. e4 *\n\n";
    int middle = recordStarts(games, RecordFormat.ENVELOPE).get(10);
    byte[] content = (new String(games, 0, middle, StandardCharsets.UTF_8) + broken
        + new String(games, middle, games.length - middle, StandardCharsets.UTF_8) + broken)
        .getBytes(StandardCharsets.UTF_8);
    List<Integer> starts = recordStarts(content, RecordFormat.ENVELOPE);
    List<Integer> cuts = new ArrayList<>();
    for (int i = 1; i < starts.size(); i++) {
      cuts.add(starts.get(i) + (i % 3 - 1)); // on, just before, just after record starts
    }
    Path in = dir.resolve("in");
    Files.createDirectories(in.resolve("plain"));
    Files.createDirectories(in.resolve("zst"));
    Files.write(in.resolve("plain/games.pgn"), content);
    byte[] zst = compress.apply(content, cuts);
    Files.write(in.resolve("zst/games.pgn"), zst); // content, not name, tells zstd
    org.apache.hadoop.fs.Path zp = new org.apache.hadoop.fs.Path(in.resolve("zst/games.pgn").toUri());
    int ranges = ZstdSlices.ranges(Splits.fs(zp.toString()), zp, zst.length, RecordFormat.ENVELOPE, splitSize, "r")
        .size();
    if (frameEach) {
      assertEquals(starts.size(), ranges, "a task a frame");
    } else {
      assertTrue(ranges > 1 && ranges <= starts.size() / 2, ranges + " ranges of several frames");
    }
    IngestJob.Result a = IngestJob.builder().inputs(List.of(in.resolve("plain").toString())).out(plainOut.toString())
        .build().run(TestSpark.get(), m -> { });
    IngestJob.Result b = IngestJob.builder().inputs(List.of(in.resolve("zst").toString())).out(zstOut.toString())
        .splitSize(splitSize).build().run(TestSpark.get(), m -> { });
    assertEquals(22, a.read());
    assertEquals(a.read(), b.read());
    assertEquals(a.verdicts(), b.verdicts());
    Dataset<Row> ga = TestSpark.read(plainOut, Table.GAMES)
        .drop("ingest_run", "game_id", "source", "tags");
    Dataset<Row> gb = TestSpark.read(zstOut, Table.GAMES)
        .drop("ingest_run", "game_id", "source", "tags");
    Dataset<Row> ra = TestSpark.read(plainOut, Table.REJECTED).select("offset", "line", "column", "reason");
    Dataset<Row> rb = TestSpark.read(zstOut, Table.REJECTED).select("offset", "line", "column", "reason");
    assertEquals(b.read(), gb.count() + rb.count(), "records read = games + rejected");
    assertEquals(20, gb.count());
    assertEquals(2, rb.count());
    assertTrue(ga.exceptAll(gb).isEmpty() && gb.exceptAll(ga).isEmpty(), "same rows, same offsets");
    assertTrue(ra.exceptAll(rb).isEmpty() && rb.exceptAll(ra).isEmpty(),
        "same rejections, same offsets and lines: " + rb.collectAsList());
    assertEquals(20, gb.select(col("offset")).distinct().count());
  }

  /**
   * A pzstd-written file (no content size in its headers) ingested with a task a range of several
   * frames: each range is decompressed whole once, by the task that reads it; none is decompressed first only to
   * be measured (twice as many), and the offsets are those of the plain file.
   */
  @Test
  void ingest_pzstdFile_eachRangeDecompressedOnce(@TempDir Path out) throws IOException {
    byte[] content = Arrays.copyOf(Files.readAllBytes(CHESS), 37_677);
    List<Integer> starts = recordStarts(content, RecordFormat.ENVELOPE);
    List<Integer> cuts = new ArrayList<>();
    for (int i = 1; i < starts.size(); i++) {
      cuts.add(starts.get(i) + (i % 3 - 1) * 40); // inside records, and on record starts
    }
    Path in = dir.resolve("once");
    Files.createDirectories(in);
    byte[] zst = pzstd(content, cuts);
    Files.write(in.resolve("games.pgn.zst"), zst);
    org.apache.hadoop.fs.Path zp = new org.apache.hadoop.fs.Path(in.resolve("games.pgn.zst").toUri());
    int ranges = ZstdSlices.ranges(Splits.fs(zp.toString()), zp, zst.length, RecordFormat.ENVELOPE, THREE_FRAMES, "r")
        .size();
    assertTrue(ranges > 1 && ranges <= starts.size() / 2, ranges + " ranges of several frames");

    long before = FrameStarts.WHOLE_DECOMPRESSIONS.sum();
    IngestJob.Result r = IngestJob.builder().inputs(List.of(in.toString())).out(out.toString())
        .splitSize(THREE_FRAMES).build().run(TestSpark.get(), m -> { });
    long decompressed = FrameStarts.WHOLE_DECOMPRESSIONS.sum() - before;

    assertEquals(20, r.games());
    assertEquals(r.read(), r.games() + r.rejected());
    assertEquals(ranges, decompressed, "whole decompressions of frame ranges");
    List<Long> offsets = TestSpark.read(out, Table.GAMES).select("offset").orderBy("offset").collectAsList().stream()
        .map(row -> row.getLong(0)).toList();
    assertEquals(starts.stream().map(Integer::longValue).toList(), offsets, "the plain file's offsets");
  }

  /**
   * The sample as a pzstd-written file whose third frame (of four) is corrupt, a task a frame: the
   * first range's games are read at the plain file's offsets (a whole-file read loses all of them:
   * the 4 MiB chunk it was filling); the defect is an {@code unreadable file} row at the corrupt
   * range's start, with one more from the range before it when its reader, reading past its end,
   * runs into the defect; nothing after it is read; records read = games + rejected.
   */
  @Test
  void ingest_corruptFrame_gamesBeforeItReadOneRowAtIt(@TempDir Path out) throws IOException {
    byte[] content = Files.readAllBytes(CHESS);
    List<Integer> starts = recordStarts(content, RecordFormat.ENVELOPE);
    List<Integer> ends = List.of(starts.get(40) + 17, starts.get(80) + 17, starts.get(120) + 17, content.length);
    ByteArrayOutputStream zst = new ByteArrayOutputStream();
    int from = 0;
    for (int k = 0; k < ends.size(); k++) {
      ByteArrayOutputStream frame = new ByteArrayOutputStream();
      try (ZstdOutputStreamNoFinalizer z = new ZstdOutputStreamNoFinalizer(frame, 3)) {
        z.write(content, from, ends.get(k) - from);
      }
      byte[] f = frame.toByteArray();
      assertEquals(0, f[4] & 0xe3, "a frame header of 6 bytes: no content size, no dictionary, a window byte");
      if (k == 2) {
        f[6] |= 0x06; // the first block's type 3, reserved: the decoder stops there
      }
      le(zst, 0x184D2A50);
      le(zst, 4);
      le(zst, f.length);
      zst.writeBytes(f);
      from = ends.get(k);
    }
    Path in = dir.resolve("corrupt");
    Files.createDirectories(in);
    Files.write(in.resolve("games.pgn.zst"), zst.toByteArray());

    IngestJob.Result r = IngestJob.builder().inputs(List.of(in.toString())).out(out.toString())
        .splitSize(4096).build().run(TestSpark.get(), m -> { });
    assertEquals(r.read(), r.games() + r.rejected());
    List<Long> offsets = TestSpark.read(out, Table.GAMES).select("offset").orderBy("offset").collectAsList().stream()
        .map(row -> row.getLong(0)).toList();
    assertTrue(offsets.size() >= 41, "the first range's games: " + offsets.size());
    assertEquals(starts.subList(0, offsets.size()).stream().map(Integer::longValue).toList(), offsets,
        "the plain file's offsets");
    assertTrue(offsets.get(offsets.size() - 1) < ends.get(1), "nothing after the defect");
    List<Row> rejected = TestSpark.read(out, Table.REJECTED).orderBy("offset").collectAsList();
    assertTrue(!rejected.isEmpty() && rejected.size() <= 2, rejected.toString());
    for (Row row : rejected) {
      assertTrue(row.<String>getAs("reason").startsWith("unreadable file: "), row.toString());
    }
    assertEquals((long) ends.get(1), (long) rejected.get(rejected.size() - 1).<Long>getAs("offset"),
        "the corrupt frame's range, at its start");
  }

  /**
   * A bomb its headers do not give away, cut into ranges each under the ratio guard's free 64 MiB:
   * a game, then frames of 48 MiB of one line behind pzstd headers, each with a window of 64 KiB
   * (estimated 256 KiB of text from about 2 KB: 128 times, not a bomb by its headers). Each range
   * alone passes its own guard; the look-ahead of the first ranges runs into the next, the ratio
   * from the file's start stops it: the game is ingested, the rest is one or two {@code unreadable
   * file: decompression bomb} rows, the ranges after them are not decompressed (a range a frame
   * and 40 frames: 40 ranges, decompressed each, the issue-40 failure, without the stop).
   */
  @Test
  void ingest_bombInSmallRanges_stoppedAfterFewRanges(@TempDir Path out) throws IOException {
    byte[] line = new byte[48 << 20];
    Arrays.fill(line, (byte) 'a');
    ByteArrayOutputStream bombFrame = new ByteArrayOutputStream();
    try (ZstdOutputStreamNoFinalizer z = new ZstdOutputStreamNoFinalizer(bombFrame, 3)) {
      z.setWindowLog(16);
      z.write(line);
    }
    ByteArrayOutputStream zst = new ByteArrayOutputStream();
    byte[] game = Zstd.compress("[Game \"rithmomachia\"]\n[Rules \"cvr\"]\n\n1. c14-c12 *\n\n"
        .getBytes(StandardCharsets.UTF_8), 3);
    for (int k = 0; k <= 40; k++) {
      byte[] f = k == 0 ? game : bombFrame.toByteArray();
      le(zst, 0x184D2A50);
      le(zst, 4);
      le(zst, f.length);
      zst.writeBytes(f);
    }
    Path in = dir.resolve("bomb");
    Files.createDirectories(in);
    Files.write(in.resolve("bomb.rpgn.zst"), zst.toByteArray());
    org.apache.hadoop.fs.Path zp = new org.apache.hadoop.fs.Path(in.resolve("bomb.rpgn.zst").toUri());
    int ranges = ZstdSlices.ranges(Splits.fs(zp.toString()), zp, zst.size(), RecordFormat.ENVELOPE, 256 << 10, "r")
        .size();
    assertTrue(ranges > 20, ranges + " ranges: not a bomb by its headers, a range a frame or two");

    long before = FrameStarts.WHOLE_DECOMPRESSIONS.sum();
    IngestJob.Result r = IngestJob.builder().inputs(List.of(in.toString())).out(out.toString())
        .splitSize(256 << 10).build().run(TestSpark.get(), m -> { });
    long decompressed = FrameStarts.WHOLE_DECOMPRESSIONS.sum() - before;

    assertEquals(r.read(), r.games() + r.rejected());
    assertEquals(1, r.games());
    List<Row> rejected = TestSpark.read(out, Table.REJECTED).collectAsList();
    assertTrue(!rejected.isEmpty() && rejected.size() <= 2, rejected.toString());
    for (Row row : rejected) {
      assertTrue(row.<String>getAs("reason").startsWith("unreadable file: decompression bomb: "), row.toString());
    }
    assertTrue(decompressed <= 4, decompressed + " ranges decompressed of " + ranges);
  }

  @Test
  void ingest_unreadableContent_oneErrorForTheFile(@TempDir Path out) throws IOException {
    Path in = dir.resolve("in");
    Files.createDirectories(in);
    Files.write(in.resolve("dump.pgn.xz"), new byte[] {(byte) 0xfd, '7', 'z', 'X', 'Z', 0, 0, 4, '\n', '\n'});
    Files.write(in.resolve("dump.pgn"), new byte[] {(byte) 0xfd, '7', 'z', 'X', 'Z', 0, 0, 4, '\n', '\n'});
    byte[] binary = new byte[3000];
    new java.util.Random(3).nextBytes(binary);
    binary[0] = 'x';
    Files.write(in.resolve("image.rpgn"), binary);
    Files.write(in.resolve("ok.pgn"), Arrays.copyOf(Files.readAllBytes(CHESS), 37_677));
    IngestJob.Result r = IngestJob.builder().inputs(List.of(in.toString())).out(out.toString())
        .build().run(TestSpark.get(), m -> { });
    assertEquals(20, r.read(), "the other files are read");
    assertEquals(0, r.rejected(), "no rejected record per line");
    List<String> errors = r.fileErrors().stream().sorted().toList();
    assertEquals(2, errors.size(), errors.toString());
    assertTrue(errors.get(0).matches("cannot read .*dump\\.pgn: xz-compressed \\(first bytes fd 37 7a 58 5a 00\\)"
        + ": not read; decompress it, or recompress it with gzip, bzip2 or zstd"), errors.get(0));
    assertTrue(errors.get(1).matches("cannot read .*image\\.rpgn: binary content .*"), errors.get(1));
  }
}
