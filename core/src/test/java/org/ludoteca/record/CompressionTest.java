package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompressionTest {
  @TempDir Path dir;

  private static final String GAME = "[Game \"chess\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";

  private static byte[] bytes(int... b) {
    byte[] out = new byte[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = (byte) b[i];
    }
    return out;
  }

  /* --------------- of --------------- */

  @Test
  void of_knownCompressions() throws IOException {
    assertEquals(Compression.GZIP, Compression.of(bytes(0x1f, 0x8b, 8, 0)));
    assertEquals(Compression.BZIP2, Compression.of("BZh9".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(Compression.ZSTD, Compression.of(bytes(0x28, 0xb5, 0x2f, 0xfd)));
    assertEquals(Compression.ZSTD, Compression.of(bytes(0x50, 0x2a, 0x4d, 0x18, 4, 0, 0, 0)));
    assertEquals(Compression.ZSTD, Compression.of(bytes(0x5e, 0x2a, 0x4d, 0x18, 0, 0, 0, 0)));
    assertEquals(Compression.NONE, Compression.of(GAME.getBytes(StandardCharsets.UTF_8)));
    assertEquals(Compression.NONE, Compression.of(new byte[0]));
  }

  @Test
  void of_otherFormats() {
    for (byte[] head : List.of(bytes(0xfd, '7', 'z', 'X', 'Z', 0), bytes(0x04, 0x22, 0x4d, 0x18, 0x64),
        bytes('P', 'K', 3, 4, 20, 0), bytes('7', 'z', 0xbc, 0xaf, 0x27, 0x1c), bytes('R', 'a', 'r', '!', 0x1a, 7, 0))) {
      UnreadableContentException e = assertThrows(UnreadableContentException.class, () -> Compression.of(head));
      assertTrue(e.getMessage().contains("not read; decompress it, or recompress it with gzip, bzip2 or zstd"),
          e.getMessage());
    }
    UnreadableContentException xz = assertThrows(UnreadableContentException.class,
        () -> Compression.of(bytes(0xfd, '7', 'z', 'X', 'Z', 0, 0, 4)));
    assertEquals("xz-compressed (first bytes fd 37 7a 58 5a 00): not read; decompress it, or recompress it with gzip,"
        + " bzip2 or zstd", xz.getMessage());
  }

  /* --------------- checkText --------------- */

  @Test
  void checkText_binary() {
    byte[] png = new byte[600];
    new java.util.Random(1).nextBytes(png);
    png[0] = (byte) 0x89;
    UnreadableContentException e = assertThrows(UnreadableContentException.class, () -> Compression.checkText(png));
    assertTrue(e.getMessage().startsWith("binary content (first bytes 89 "), e.getMessage());
    assertThrows(UnreadableContentException.class, () -> Compression.checkText(new byte[100]));
  }

  @Test
  void checkText_utf16() {
    byte[] utf16 = "[Game \"chess\"]".getBytes(StandardCharsets.UTF_16LE);
    byte[] withBom = new byte[utf16.length + 2];
    withBom[0] = (byte) 0xff;
    withBom[1] = (byte) 0xfe;
    System.arraycopy(utf16, 0, withBom, 2, utf16.length);
    UnreadableContentException e = assertThrows(UnreadableContentException.class,
        () -> Compression.checkText(withBom));
    assertEquals("UTF-16 text (first bytes ff fe 5b 00 47 00): not read; records are UTF-8", e.getMessage());
  }

  @Test
  void checkText_damagedTextPasses() throws IOException {
    byte[] text = (GAME + GAME).getBytes(StandardCharsets.UTF_8);
    text[3] = 0;
    text[20] = (byte) 0xff;
    Compression.checkText(text);
    Compression.checkText(new byte[0]);
    Compression.checkText("caf\u00e9 \u265e".repeat(2000).getBytes(StandardCharsets.UTF_8)); // cut mid-sequence at 4096
  }

  /* --------------- RecordReader.open --------------- */

  @Test
  void open_zstdFrames_sameRecordsAsPlain() throws IOException {
    String text = GAME.repeat(5);
    byte[] plain = text.getBytes(StandardCharsets.UTF_8);
    List<byte[]> chunks = new ArrayList<>();
    for (int at = 0; at < plain.length; at += 37) { // frames cut records anywhere
      chunks.add(Arrays.copyOfRange(plain, at, Math.min(plain.length, at + 37)));
    }
    Path zst = dir.resolve("games.pgn.zst");
    Files.write(zst, ZstdFiles.pzstd(chunks));
    Path pgn = dir.resolve("games.pgn");
    Files.write(pgn, plain);
    assertEquals(describe(pgn, "games.pgn"), describe(zst, "games.pgn.zst"));
    assertEquals(5, describe(zst, "x").size());
  }

  /** The committed pzstd file (see its README): three frames of the sample's first 20 games, 150 times over. */
  @Test
  void open_pzstdFixture_sameRecordsAsPlain() throws IOException {
    Path zst = Path.of(System.getProperty("ludoteca.root", "..")).resolve(
        "core/src/test/resources/org/ludoteca/record/zstd/lichess-20x150.pgn.zst");
    byte[] base = Arrays.copyOf(Files.readAllBytes(ChessPgnFiles.SAMPLE), 37_677);
    Path pgn = dir.resolve("rep.pgn");
    try (OutputStream out = Files.newOutputStream(pgn)) {
      for (int i = 0; i < 150; i++) {
        out.write(base);
      }
    }
    List<String> plain = describe(pgn, "x");
    assertEquals(3000, plain.size());
    assertEquals(plain, describe(zst, "x"));
  }

  @Test
  void open_contentDecidesNotName() throws IOException {
    ByteArrayOutputStream gz = new ByteArrayOutputStream();
    try (OutputStream out = new GZIPOutputStream(gz)) {
      out.write(GAME.getBytes(StandardCharsets.UTF_8));
    }
    Path gzipAsPgn = dir.resolve("a.pgn");
    Files.write(gzipAsPgn, gz.toByteArray());
    Path zstdAsGz = dir.resolve("b.pgn.gz");
    Files.write(zstdAsGz, ZstdFiles.frame(GAME.getBytes(StandardCharsets.UTF_8)));
    Path plainAsZst = dir.resolve("c.pgn.zst");
    Files.writeString(plainAsZst, GAME);
    for (Path p : List.of(gzipAsPgn, zstdAsGz, plainAsZst)) {
      assertEquals(List.of("game [e4, e5] @0"), describe(p, "x"), p.toString());
    }
  }

  @Test
  void open_unreadableContent_oneError() throws IOException {
    Path xz = dir.resolve("dump.pgn");
    Files.write(xz, bytes(0xfd, '7', 'z', 'X', 'Z', 0, 0, 4, 0xe6, 0xd6, 0xb4, 0x46, '\n', '\n'));
    UnreadableContentException e = assertThrows(UnreadableContentException.class, () -> RecordReader.open(xz));
    assertTrue(e.getMessage().startsWith("xz-compressed"), e.getMessage());
    byte[] binary = new byte[5000];
    new java.util.Random(2).nextBytes(binary);
    binary[0] = 'x'; // no known magic
    Path bin = dir.resolve("games.rpgn.zst");
    Files.write(bin, ZstdFiles.frame(binary));
    e = assertThrows(UnreadableContentException.class, () -> RecordReader.open(bin));
    assertTrue(e.getMessage().startsWith("binary content"), e.getMessage());
  }

  /** Refused content closes what it opened: zstd's decoder holds native memory until closed. */
  @Test
  void open_refusedZstdContent_streamsClosed() throws IOException {
    byte[] binary = new byte[5000];
    new java.util.Random(3).nextBytes(binary);
    boolean[] closed = {false};
    java.io.InputStream file = new java.io.ByteArrayInputStream(ZstdFiles.frame(binary)) {
      @Override
      public void close() {
        closed[0] = true;
      }
    };
    assertThrows(UnreadableContentException.class, () -> Compression.open(file));
    assertTrue(closed[0], "the decompressor and the file closed");
  }

  /**
   * A small file that expands to one line larger than the test JVM's heap (1 GiB), 31,000 times
   * its size: the record size limit applies while decompressing, so reading it holds at most the
   * 1 MiB kept of the line, and the ratio guard stops it after the game before it
   * (DecompressionBombTest has the bombs of tiny records, and gzip's, which is read through).
   */
  @Test
  void open_zstdBomb_stoppedAfterGameBefore() throws IOException {
    Path bomb = dir.resolve("bomb.pgn.zst");
    byte[] chunk = new byte[1 << 20];
    Arrays.fill(chunk, (byte) 'a');
    chunk[0] = '[';
    long expanded = 0;
    try (OutputStream out = new ZstdOutputStreamNoFinalizer(Files.newOutputStream(bomb), 1)) {
      out.write(GAME.getBytes(StandardCharsets.UTF_8));
      for (int i = 0; i < 1200; i++) {
        out.write(chunk);
        chunk[0] = 'a';
        expanded += chunk.length;
      }
      out.write("\n\n".getBytes(StandardCharsets.UTF_8));
      out.write(GAME.getBytes(StandardCharsets.UTF_8));
    }
    assertTrue(Files.size(bomb) < 1 << 20, "compressed size " + Files.size(bomb));
    assertTrue(expanded > Runtime.getRuntime().maxMemory(), "the line must not fit in the heap");
    List<String> got = new ArrayList<>();
    try (RecordReader in = RecordReader.open(bomb)) {
      java.io.UncheckedIOException e = assertThrows(java.io.UncheckedIOException.class,
          () -> in.forEachRemaining(r -> got.add(r.toString())));
      assertTrue(e.getCause() instanceof DecompressionBombException, e.toString());
    }
    assertEquals(1, got.size(), got.toString());
  }

  /** Each record as {@code game MOVES} or {@code rejected DEFECT}, with its offset for games. */
  private static List<String> describe(Path p, String as) throws IOException {
    List<String> out = new ArrayList<>();
    try (RecordReader in = RecordReader.open(p)) {
      in.forEachRemaining(r -> out.add(r instanceof GameRecord g ? "game " + g.moves() + " @" + g.offset()
          : "rejected " + ((RejectedRecord) r).describe().replace(p.toString(), as)));
    }
    return out;
  }
}
