package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Decompression bombs, each expanding to more than the test JVM's heap (1 GiB), of one line and
 * of tiny records, in Zstandard and gzip. A Zstandard bomb is stopped by the ratio guard ({@link
 * Compression#MAX_RATIO}) after a few hundred MiB at most, with the records read before it
 * counted; gzip cannot expand more than 1032 times, so a gzip bomb (1 MB for 1 GB) is read
 * through: its line is one rejected record, its tiny records each counted.
 */
class DecompressionBombTest {
  @TempDir Path dir;

  private static final String GAME = "[Game \"chess\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";
  private static final String FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";
  private static final int MIB = 1 << 20;

  /** What reading a file gave: records, games among them, the offset after the last, the error. */
  private record Outcome(long records, long games, long end, IOException error) {}

  private static Outcome read(Path file) throws IOException {
    long records = 0;
    long games = 0;
    long end = 0;
    try (RecordReader in = RecordReader.open(file)) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        records++;
        if (r instanceof GameRecord g) {
          games++;
          end = g.offset();
        }
      }
    } catch (UncheckedIOException e) {
      return new Outcome(records, games, end, e.getCause());
    }
    return new Outcome(records, games, end, null);
  }

  /* --------------- Zstandard --------------- */

  @Test
  void open_zstdBombOfOneLine_stoppedByRatio() throws IOException {
    byte[] line = new byte[64 * MIB];
    Arrays.fill(line, (byte) 'a');
    Path bomb = dir.resolve("bomb.pgn.zst");
    long expanded = zstdBomb(bomb, GAME.getBytes(StandardCharsets.UTF_8), line, 320);
    assertTrue(expanded > 20_000_000_000L, "tens of GB: " + expanded);
    assertTrue(Files.size(bomb) < 2 * MIB, "compressed size " + Files.size(bomb));

    Outcome got = read(bomb);
    assertEquals(1, got.games(), got.toString());
    assertEquals(1, got.records(), "the line is cut short before it ends: " + got);
    DecompressionBombException e = assertInstanceOf(DecompressionBombException.class, got.error());
    assertTrue(e.getMessage().startsWith("decompression bomb: "), e.getMessage());
  }

  @Test
  void open_zstdBombOfTinyRecords_countedUntilStopped() throws IOException {
    byte[] fen = FEN.getBytes(StandardCharsets.US_ASCII);
    byte[] chunk = new byte[(64 * MIB / fen.length) * fen.length];
    for (int i = 0; i < chunk.length; i += fen.length) {
      System.arraycopy(fen, 0, chunk, i, fen.length);
    }
    Path bomb = dir.resolve("bomb.fen.zst");
    long expanded = zstdBomb(bomb, new byte[0], chunk, 320);
    assertTrue(expanded > 20_000_000_000L, "tens of GB: " + expanded);

    Outcome got = read(bomb);
    assertInstanceOf(DecompressionBombException.class, got.error(), got.toString());
    // Every record read is a game at its place: nothing lost, nothing read twice.
    assertEquals(got.records(), got.games(), got.toString());
    assertEquals((got.records() - 1) * fen.length, got.end(), got.toString());
    assertTrue(got.end() > Compression.RATIO_FREE_BYTES / 2, got.toString());
    assertTrue(got.end() < expanded / 16, "read far less than the whole: " + got);
  }

  /**
   * Writes {@code head} then {@code chunk} {@code times} over as Zstandard frames (the chunk
   * compressed once, its frame repeated: frames decompress on their own); returns the
   * decompressed size.
   */
  private static long zstdBomb(Path file, byte[] head, byte[] chunk, int times) throws IOException {
    ByteArrayOutputStream frame = new ByteArrayOutputStream();
    try (OutputStream z = new ZstdOutputStreamNoFinalizer(frame, 3)) {
      z.write(chunk);
    }
    try (OutputStream out = Files.newOutputStream(file)) {
      if (head.length > 0) {
        try (OutputStream z = new ZstdOutputStreamNoFinalizer(new NotClosing(out), 3)) {
          z.write(head);
        }
      }
      for (int i = 0; i < times; i++) {
        frame.writeTo(out);
      }
    }
    return head.length + (long) chunk.length * times;
  }

  /* --------------- gzip --------------- */

  @Test
  void open_gzipBombOfOneLine_oneRejectedRecord() throws IOException {
    byte[] line = new byte[MIB];
    Arrays.fill(line, (byte) 'a');
    line[0] = '[';
    byte[] rest = new byte[MIB];
    Arrays.fill(rest, (byte) 'a');
    Path bomb = dir.resolve("bomb.pgn.gz");
    byte[] head = GAME.getBytes(StandardCharsets.UTF_8);
    byte[] tail = ("\n\n" + GAME).getBytes(StandardCharsets.UTF_8);
    long expanded = gzipBomb(bomb, concat(head, line), rest, 1100, tail);
    assertTrue(expanded > Runtime.getRuntime().maxMemory(), "the line must not fit in the heap");
    assertTrue(Files.size(bomb) < 2 * MIB, "compressed size " + Files.size(bomb));

    long records = 0;
    long games = 0;
    String rejected = null;
    long lastGame = -1;
    try (RecordReader in = RecordReader.open(bomb)) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        records++;
        if (r instanceof GameRecord g) {
          games++;
          lastGame = g.offset();
        } else {
          rejected = ((RejectedRecord) r).reason();
        }
      }
    }
    assertEquals(3, records);
    assertEquals(2, games);
    assertEquals("record larger than 1 MiB", rejected);
    assertEquals(expanded - GAME.length(), lastGame);
  }

  @Test
  void open_gzipBombOfTinyRecords_eachCounted() throws IOException {
    byte[] fen = FEN.getBytes(StandardCharsets.US_ASCII);
    byte[] chunk = new byte[(MIB / fen.length) * fen.length];
    for (int i = 0; i < chunk.length; i += fen.length) {
      System.arraycopy(fen, 0, chunk, i, fen.length);
    }
    Path bomb = dir.resolve("bomb.fen.gz");
    long expanded = gzipBomb(bomb, chunk, chunk, 200, new byte[0]);
    assertTrue(Files.size(bomb) * 200 < expanded, "compressed size " + Files.size(bomb));

    Outcome got = read(bomb);
    assertEquals(null, got.error());
    assertEquals(expanded / fen.length, got.records());
    assertEquals(got.records(), got.games());
    assertEquals(expanded - fen.length, got.end());
  }

  /**
   * Writes a gzip file of {@code head}, {@code chunk} {@code times} over, then {@code tail}: the
   * chunk deflated once, after a chunk like it, into a byte-aligned block (a sync flush) that
   * refers only to the 32 KiB before it, so that the block repeated decompresses to the chunk
   * repeated (the chunk must follow itself as it follows the head: the head ends as the chunk
   * does). Returns the decompressed size.
   */
  private static long gzipBomb(Path file, byte[] head, byte[] chunk, int times, byte[] tail) throws IOException {
    Deflater d = new Deflater(Deflater.BEST_COMPRESSION, true);
    byte[] first = deflate(d, head, false);
    byte[] block = deflate(d, chunk, false);
    byte[] last = deflate(d, tail, true);
    d.end();
    CRC32 crc = new CRC32();
    crc.update(head);
    for (int i = 0; i < times; i++) {
      crc.update(chunk);
    }
    crc.update(tail);
    long size = head.length + (long) chunk.length * times + tail.length;
    try (OutputStream out = Files.newOutputStream(file)) {
      out.write(new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 0xff});
      out.write(first);
      for (int i = 0; i < times; i++) {
        out.write(block);
      }
      out.write(last);
      int c = (int) crc.getValue();
      int n = (int) size;
      out.write(new byte[] {(byte) c, (byte) (c >>> 8), (byte) (c >>> 16), (byte) (c >>> 24),
          (byte) n, (byte) (n >>> 8), (byte) (n >>> 16), (byte) (n >>> 24)});
    }
    return size;
  }

  /** Deflates {@code input}, then ends the stream or sync-flushes (a byte-aligned block end). */
  private static byte[] deflate(Deflater d, byte[] input, boolean finish) {
    d.setInput(input);
    if (finish) {
      d.finish();
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buf = new byte[1 << 16];
    while (true) {
      int n = d.deflate(buf, 0, buf.length, finish ? Deflater.NO_FLUSH : Deflater.SYNC_FLUSH);
      out.write(buf, 0, n);
      if (finish ? d.finished() : n < buf.length && d.needsInput()) {
        break;
      }
    }
    return out.toByteArray();
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  /** An output stream whose close does not close the stream it writes to. */
  private static final class NotClosing extends java.io.FilterOutputStream {
    NotClosing(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
