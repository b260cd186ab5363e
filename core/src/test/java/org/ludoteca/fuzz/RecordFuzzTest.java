package org.ludoteca.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.junit.jupiter.api.Timeout;
import org.ludoteca.record.Compression;
import org.ludoteca.record.EnvelopeReads;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.MoveAnnotations;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RecordVisitor;
import org.ludoteca.record.RejectedRecord;
import org.ludoteca.record.ZstdFrames;
import org.ludoteca.replay.Replay;

/**
 * Fuzz targets of the record readers: the envelope (PGN) through the general and the fast reader,
 * JSON lines, FEN lines, transcriptions, and gzip, bzip2 and Zstandard files. The readers throw
 * nothing for bad content (a bad record is a {@link RejectedRecord}), so any exception is a
 * finding, but for a compressed file, whose corrupt stream is the one typed error, {@link
 * UncheckedIOException}.
 * Every record read is replayed as the ingest does: the replay, too, judges and never throws.
 *
 * <p>Zstandard has two targets: {@link #zstd} reads a file as {@link RecordReader#open} does, and
 * {@link #zstdFrames} checks the frame index ({@link ZstdFrames}) the pipeline splits files with.
 */
class RecordFuzzTest {
  /** An envelope file through the general reader, records pulled and pushed to a visitor. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void envelope(byte[] data) throws IOException {
    plain(data, RecordFormat.ENVELOPE);
  }

  /**
   * An envelope file read by chunks (as {@link RecordReader} reads PGN), at its own chunk size and
   * at small ones, which must give what the line-based reference parser gives.
   */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void fastPgn(byte[] data) throws IOException {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    List<ReadResult> reference = EnvelopeReads.lineBased(data, "fuzz");
    assertEquals(reference, pull(data, RecordFormat.ENVELOPE));
    for (int chunk : new int[] {1, 7, 64, 500}) {
      assertEquals(reference, EnvelopeReads.chunked(data, "fuzz", chunk), "chunks of " + chunk);
    }
    for (ReadResult r : EnvelopeReads.chunked(data, "fuzz", 500)) { // clocks and evals as read from the text
      if (r instanceof GameRecord g) {
        assertEquals(MoveAnnotations.of(g.text(), g.moves().size()), g.annotations(), g.text());
      }
    }
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
   * A Zstandard file as {@link RecordReader#open} reads it. An input that does not start with a
   * frame's or a skippable frame's magic is compressed first, as pzstd writes files: chunks of
   * it (their size told by the first byte) each a frame behind a skippable frame giving its size.
   * The first byte also picks the name, so the format: envelope, JSON lines or FEN lines.
   */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void zstd(byte[] data) throws IOException {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    String[] names = {"fuzz.pgn.zst", "fuzz.jsonl.zst", "fuzz.fen.zst"};
    compressed(zstdFile(data), names[FuzzInputs.choice(data, names.length)]);
  }

  /**
   * The frame index of a Zstandard file ({@link ZstdFrames#index}), the input made a file as in
   * {@link #zstd}: the frames cover the file in order without gap, and when each frame range
   * decompresses on its own, as the pipeline's tasks decompress them, the ranges' bytes one after
   * the other are the whole file's.
   */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void zstdFrames(byte[] data) throws IOException {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    byte[] file = zstdFile(data);
    List<ZstdFrames.Frame> frames = ZstdFrames.index((pos, b, off, len) -> {
      if (pos >= file.length) {
        return -1;
      }
      int n = (int) Math.min(len, file.length - pos);
      System.arraycopy(file, (int) pos, b, off, n);
      return n;
    }, file.length);
    long at = 0;
    for (ZstdFrames.Frame f : frames) {
      assertEquals(at, f.start(), frames.toString());
      assertTrue(f.end() > f.start(), frames.toString());
      at = f.end();
    }
    assertEquals(file.length, at, frames.toString());
    MessageDigest whole = sha256();
    if (!decompressInto(file, 0, file.length, whole)) {
      return;
    }
    MessageDigest ranges = sha256();
    for (ZstdFrames.Frame f : frames) {
      if (!decompressInto(file, (int) f.start(), (int) f.end(), ranges)) {
        return; // the pipeline reads the file whole then
      }
    }
    assertArrayEquals(whole.digest(), ranges.digest(), frames.toString());
  }

  /** The input if it starts as a Zstandard file does, else the input compressed as pzstd does. */
  static byte[] zstdFile(byte[] data) throws IOException {
    if (data.length >= 4) {
      int magic = (data[0] & 0xff) | (data[1] & 0xff) << 8 | (data[2] & 0xff) << 16 | (data[3] & 0xff) << 24;
      if (magic == Compression.ZSTD_MAGIC || (magic & 0xFFFFFFF0) == Compression.SKIPPABLE_MAGIC) {
        return data;
      }
    }
    int chunk = 16 * (1 + FuzzInputs.choice(data, 64));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int from = 0; from < data.length; from += chunk) {
      ByteArrayOutputStream frame = new ByteArrayOutputStream();
      try (ZstdOutputStreamNoFinalizer z = new ZstdOutputStreamNoFinalizer(frame, 1)) {
        z.write(data, from, Math.min(chunk, data.length - from));
      }
      littleEndian(out, Compression.SKIPPABLE_MAGIC);
      littleEndian(out, 4);
      littleEndian(out, frame.size());
      frame.writeTo(out);
    }
    return out.toByteArray();
  }

  private static void littleEndian(ByteArrayOutputStream out, int v) {
    out.write(v);
    out.write(v >>> 8);
    out.write(v >>> 16);
    out.write(v >>> 24);
  }

  /**
   * Decompresses {@code file[from, to)} into a digest (not memory: a bomb may give hundreds of
   * MiB before its guard stops it); false when it is not a whole, sound Zstandard stream.
   */
  private static boolean decompressInto(byte[] file, int from, int to, MessageDigest digest) {
    try (InputStream in = Compression.ZSTD.decompress(new ByteArrayInputStream(file, from, to - from))) {
      byte[] buf = new byte[1 << 16];
      int n;
      while ((n = in.read(buf)) > 0) {
        digest.update(buf, 0, n);
      }
      return true;
    } catch (IOException | UncheckedIOException corrupt) {
      return false;
    }
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
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
    assertEquals(pushed, pulled); // pushed: the line-based parsers; pulled: PGN read by chunks
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
