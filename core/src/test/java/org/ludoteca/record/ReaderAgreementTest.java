package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The differential test of issue #27: damaged corpora of every record format (seeded random
 * edits of the sample records, {@link RecordDamage}) read by every reader — in one go as {@code
 * replay} reads them, gzip-, bzip2- and zstd-compressed (one frame, and pzstd's frames cut
 * anywhere), in envelope chunks of many sizes ({@link PgnChunks}), and slice by slice as the
 * pipeline reads them at many split sizes and at random cut points — give the same records
 * (offset, line, game or rejection and its reason and column), and the same replays, as the
 * line-based parsers ({@link RecordReader#lineBased}, the reference).
 */
class ReaderAgreementTest {
  private static final Path DATA = ChessPgnFiles.ROOT.resolve("data");
  /** The pipeline's split sizes of the issue (whole file, 1 MiB, 64 KiB, 4 KiB) and small odd ones. */
  private static final long[] SPLIT_SIZES = {Long.MAX_VALUE / 4, 1 << 20, 1 << 16, 1 << 12, 1000, 333, 97};

  /** Envelope chunk sizes: most records straddle a cut or are larger than a chunk at the small ones. */
  private static final int[] CHUNK_SIZES = {1 << 16, 4096, 1000, 333, 97};

  /** Records per damaged corpus: enough for a few hundred defects, a few seconds per format. */
  private static final int RECORDS = 300;

  /**
   * The corpora and seeds. Kept as regression cases: every envelope corpus here (seeds 1 and 2 of
   * chess, Rithmomachia and malformed) made the readers before issue #27's fix disagree at three to
   * five of the split sizes 64 KiB, 4096, 1000, 333 and 97; the FEN lines agreed already.
   */
  static Stream<Arguments> corpora() {
    return Stream.of(
        Arguments.of("chess", RecordFormat.ENVELOPE, 1L),
        Arguments.of("chess", RecordFormat.ENVELOPE, 2L),
        Arguments.of("rithmomachia", RecordFormat.ENVELOPE, 1L),
        Arguments.of("rithmomachia", RecordFormat.ENVELOPE, 2L),
        Arguments.of("malformed", RecordFormat.ENVELOPE, 1L),
        Arguments.of("jsonl", RecordFormat.JSON_LINES, 1L),
        Arguments.of("jsonl", RecordFormat.JSON_LINES, 2L),
        Arguments.of("fen", RecordFormat.FEN_LINES, 1L),
        Arguments.of("fen", RecordFormat.FEN_LINES, 2L));
  }

  @ParameterizedTest(name = "{0} seed {2}")
  @MethodSource("corpora")
  void read_damagedCorpus_everyReaderSameRecords(String name, RecordFormat format, long seed, @TempDir Path dir) {
    byte[] data = RecordDamage.corpus(RecordDamage.records(clean(name), format), RECORDS, seed);
    assertAgree(name + " seed " + seed, data, format, dir, new Random(seed));
  }

  /** Every Zamora transcription, damaged in several ways: one record per file, whatever reads it. */
  @Test
  void read_damagedTranscriptions_everyReaderSameRecord(@TempDir Path dir) throws IOException {
    Random rnd = new Random(27);
    int files = 0;
    int transcriptions = 0;
    try (Stream<Path> zamora = Files.list(DATA.resolve("zamora"))) {
      for (Path p : zamora.filter(f -> f.toString().endsWith(".txt")).sorted().toList()) {
        byte[] clean = Files.readAllBytes(p);
        for (int k = 0; k < 4; k++) {
          byte[] data = k == 0 ? clean : RecordDamage.damage(clean, rnd, 1 + rnd.nextInt(6));
          // as replay and the pipeline tell it: a damaged header can make the file FEN lines
          RecordFormat format = RecordFormat.detect("x.txt", java.util.Arrays.copyOf(data, Math.min(4096, data.length)));
          List<String> records = assertAgree(p.getFileName() + " #" + k, data, format, dir, rnd);
          if (format == RecordFormat.TRANSCRIPTION) {
            assertTrue(records.size() <= 1, p + " #" + k + " is one record: " + records);
            transcriptions++;
          }
          files++;
        }
      }
    }
    assertEquals(24 * 4, files);
    assertTrue(transcriptions > 24 * 2, transcriptions + " read as transcriptions");
  }

  /**
   * Checks that every reader reads what {@code replay} reads from {@code data}; returns that.
   * The regression cases below go through here too.
   */
  static List<String> assertAgree(String what, byte[] data, RecordFormat format, Path dir, Random rnd) {
    List<String> expected = ReaderAgreement.sequential(data, format);
    List<String> failures = new ArrayList<>();
    check(failures, what + ": gzip", expected, ReaderAgreement.compressed(data, dir, "c" + extension(format), false));
    check(failures, what + ": bzip2", expected, ReaderAgreement.compressed(data, dir, "c" + extension(format), true));
    check(failures, what + ": zstd, one frame", expected,
        ReaderAgreement.zstd(data, dir, "c" + extension(format), List.of()));
    check(failures, what + ": zstd, frames of 997 bytes", expected,
        ReaderAgreement.zstd(data, dir, "c" + extension(format), everyBytes(data.length, 997)));
    // its own generator, so the draws of rnd (and the seeds' regression cases) stay as they were
    List<Integer> cuts = zstdCuts(data, format, new Random(java.util.Arrays.hashCode(data)));
    check(failures, what + ": zstd, frames cut at " + cuts, expected,
        ReaderAgreement.zstd(data, dir, "c" + extension(format), cuts));
    check(failures, what + ": as replay reads it", expected,
        ReaderAgreement.chunked(data, format, PgnChunks.CHUNK_BYTES));
    if (format == RecordFormat.ENVELOPE) {
      for (int chunk : CHUNK_SIZES) {
        check(failures, what + ": chunks of " + chunk, expected, ReaderAgreement.chunked(data, format, chunk));
        check(failures, what + ": chunks of " + chunk + ", split size 4096", expected,
            ReaderAgreement.sliced(data, format, ReaderAgreement.cuts(data, format, 4096), false, chunk));
      }
    }
    for (long size : SPLIT_SIZES) {
      check(failures, what + ": split size " + size, expected, ReaderAgreement.sliced(data, format, size));
    }
    // two slices cut at random byte offsets (each moved to the next boundary)
    for (int i = 0; i < 20 && data.length > 1; i++) {
      long cut = ReaderAgreement.boundary(data, 1 + rnd.nextInt(data.length - 1), format);
      List<Long> starts = cut >= data.length ? List.of(0L) : List.of(0L, cut);
      check(failures, what + ": cut at " + cut, expected, ReaderAgreement.sliced(data, format, starts, false));
    }
    // the replays: verdicts, errors and warnings, one go against 4 KiB slices
    List<String> verdicts = ReaderAgreement.sequentialVerdicts(data, format);
    check(failures, what + ": replays at split size 4096", verdicts,
        ReaderAgreement.sliced(data, format, ReaderAgreement.cuts(data, format, 4096), true));
    assertEquals(List.of(), failures);
    return expected;
  }

  /** Cuts every {@code step} bytes. */
  static List<Integer> everyBytes(int length, int step) {
    List<Integer> cuts = new ArrayList<>();
    for (int at = step; at < length; at += step) {
      cuts.add(at);
    }
    return cuts;
  }

  /** Frame ends at random offsets, and on, just before and just after random record starts. */
  private static List<Integer> zstdCuts(byte[] data, RecordFormat format, Random rnd) {
    List<Integer> cuts = new ArrayList<>();
    for (int i = 0; i < 8 && data.length > 1; i++) {
      cuts.add(1 + rnd.nextInt(data.length - 1));
      int start = (int) ReaderAgreement.boundary(data, 1 + rnd.nextInt(data.length - 1), format);
      cuts.add(start + rnd.nextInt(3) - 1);
    }
    return cuts;
  }

  private static void check(List<String> failures, String what, List<String> expected, List<String> actual) {
    List<String> d = ReaderAgreement.firstDifference(expected, actual);
    if (!d.isEmpty()) {
      failures.add(what + " (" + actual.size() + " records, not " + expected.size() + "): " + d);
    }
  }

  private static String extension(RecordFormat format) {
    return switch (format) {
      case ENVELOPE -> ".pgn";
      case JSON_LINES -> ".jsonl";
      case FEN_LINES -> ".fen";
      case TRANSCRIPTION -> ".txt";
    };
  }

  /** The clean file a corpus is made from. */
  static byte[] clean(String name) {
    try {
      return switch (name) {
        case "chess" -> Files.readAllBytes(DATA.resolve("chess/lichess-sample.pgn"));
        case "rithmomachia" -> Files.readAllBytes(DATA.resolve("rithmomachia/sample.rpgn"));
        case "malformed" -> Files.readAllBytes(DATA.resolve("rithmomachia/malformed.rpgn"));
        case "fen" -> Files.readAllBytes(DATA.resolve("rithmomachia/positions.fen"));
        case "jsonl" -> jsonLines();
        default -> throw new IllegalArgumentException(name);
      };
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The games of the Rithmomachia sample and of the first chess games as JSON lines. */
  private static byte[] jsonLines() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<ReadResult> games = new ArrayList<>(Records.read(
        Files.readAllBytes(DATA.resolve("rithmomachia/sample.rpgn")), RecordFormat.ENVELOPE));
    games.addAll(Records.read(Files.readAllBytes(DATA.resolve("chess/lichess-sample.pgn")), RecordFormat.ENVELOPE)
        .subList(0, 40));
    for (ReadResult r : games) {
      if (r instanceof GameRecord g) {
        out.write(RecordWriter.toJsonLine(g.tags(), g.moves(), g.resultToken()).getBytes(StandardCharsets.UTF_8));
      }
    }
    return out.toByteArray();
  }
}
