package org.ludoteca.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.junit.jupiter.api.Timeout;
import org.ludoteca.record.FastPgnReader;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RecordVisitor;
import org.ludoteca.record.RejectedRecord;
import org.ludoteca.replay.Replay;

/**
 * Fuzz targets of the record readers: the envelope (PGN) through the general and the fast reader,
 * JSON lines, FEN lines, transcriptions, and gzip and bzip2 files. The readers throw nothing for
 * bad content (a bad record is a {@link RejectedRecord}), so any exception is a finding, but for
 * a compressed file, whose corrupt stream is the one typed error, {@link UncheckedIOException}.
 * Every record read is replayed as the ingest does: the replay, too, judges and never throws.
 *
 * <p>A zstd reader gets its target as gzip's: {@code compressed(data, "x.zst")} (see {@link
 * #gzip}), seeds in {@code RecordFuzzTestInputs/zstd/} made with {@code zstd} of sample records.
 */
class RecordFuzzTest {
  /** An envelope file through the general reader, records pulled and pushed to a visitor. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void envelope(byte[] data) throws IOException {
    plain(data, RecordFormat.ENVELOPE);
  }

  /** An envelope file through the fast reader, which must give what the general reader gives. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void fastPgn(byte[] data) throws IOException {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    List<ReadResult> general = pull(data, RecordFormat.ENVELOPE);
    List<ReadResult> fast = new ArrayList<>();
    FastPgnReader.of(data, "fuzz").forEachRemaining(fast::add);
    assertEquals(general, fast);
    // Visiting in place gives the same records as reading them.
    FastPgnReader visited = FastPgnReader.of(data, "fuzz");
    List<ReadResult> seen = new ArrayList<>();
    while (visited.visitNext((d, from, to) -> true)) {
      seen.add(visited.visitedRecord());
    }
    visited.forEachRemaining(seen::add);
    assertEquals(general, seen);
  }

  /** A JSON lines file. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void jsonLines(byte[] data) throws IOException {
    plain(data, RecordFormat.JSON_LINES);
  }

  /** A FEN lines file. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void fenLines(byte[] data) throws IOException {
    plain(data, RecordFormat.FEN_LINES);
  }

  /** A transcription file read as a record (the Zamora games' format). */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void transcriptionRecord(byte[] data) throws IOException {
    plain(data, RecordFormat.TRANSCRIPTION);
  }

  /**
   * A gzip file as {@link RecordReader#open} reads it. The input is the file's content when it
   * starts with gzip's magic, else compressed first: so mutations both break the stream and, in
   * the clear, reach the readers behind it.
   */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void gzip(byte[] data) throws IOException {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    byte[] file = data;
    if (data.length < 2 || (data[0] & 0xff) != 0x1f || (data[1] & 0xff) != 0x8b) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (GZIPOutputStream z = new GZIPOutputStream(out)) {
        z.write(data);
      }
      file = out.toByteArray();
    }
    compressed(file, "fuzz.pgn.gz");
  }

  /** A bzip2 file as {@link RecordReader#open} reads it; as {@link #gzip}, compressed when not bzip2. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void bzip2(byte[] data) throws IOException {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    byte[] file = data;
    if (data.length < 3 || data[0] != 'B' || data[1] != 'Z' || data[2] != 'h') {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      // Block size 100k (the smallest): the default 900k costs more than reading the input.
      try (BZip2CompressorOutputStream z = new BZip2CompressorOutputStream(out, 1)) {
        z.write(data);
      }
      file = out.toByteArray();
    }
    compressed(file, "fuzz.jsonl.bz2");
  }

  /**
   * Reads a compressed file from disk, as the pipeline does; its only allowed error is the
   * stream's. The name picks the format when the content does not.
   */
  static void compressed(byte[] file, String name) throws IOException {
    Path dir = Files.createTempDirectory("fuzz");
    Path path = dir.resolve(name);
    try {
      Files.write(path, file);
      try (RecordReader in = RecordReader.open(path)) {
        while (in.hasNext()) {
          check(in.next(), Long.MAX_VALUE);
        }
      } catch (UncheckedIOException | IOException corrupt) {
        // a corrupt compressed stream: the reader's typed error
      }
    } finally {
      Files.deleteIfExists(path);
      Files.deleteIfExists(dir);
    }
  }

  /** Reads an uncompressed input twice, pulling records and pushing them, which must agree. */
  private static void plain(byte[] data, RecordFormat format) throws IOException {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    List<ReadResult> pulled = pull(data, format);
    List<ReadResult> pushed = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(data), "fuzz", format)) {
      in.accept(new RecordVisitor() {
        @Override
        public void endRecord(GameRecord record) {
          pushed.add(record);
        }

        @Override
        public void rejected(RejectedRecord rejected) {
          pushed.add(rejected);
        }
      });
    }
    assertEquals(pulled.size(), pushed.size());
    for (ReadResult r : pulled) {
      check(r, data.length);
    }
  }

  private static List<ReadResult> pull(byte[] data, RecordFormat format) throws IOException {
    List<ReadResult> out = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(data), "fuzz", format)) {
      in.forEachRemaining(out::add);
    }
    return out;
  }

  /** What every result satisfies: within the input, and replayed without an exception. */
  private static void check(ReadResult r, long length) {
    assertTrue(r.offset() >= 0 && r.offset() <= length, r.toString());
    assertTrue(r.line() >= 1, r.toString());
    Replay.of(r, null);
  }
}
