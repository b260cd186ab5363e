package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.Compression;
import org.ludoteca.spark.table.Table;

/**
 * A Zstandard bomb written as pzstd writes files (each frame behind a header giving its size, so
 * the ingest would split it into frame ranges): a game, then 20 GB of one line. Its headers give
 * it away (frames of an estimated 8 MiB of text each from 2 KB: the ratio guard applied to their
 * estimate, data/format 12.1), so it is not cut into ranges but read whole by one task, and reading
 * stops at the guard, once: the game is ingested and the rest is one {@code unreadable file:
 * decompression bomb} row; every record is accounted for.
 */
class DecompressionBombIngestTest {
  private static final String GAME = "[Game \"rithmomachia\"]\n[Rules \"cvr\"]\n\n1. c14-c12 *\n\n";

  @Test
  void run_pzstdBomb_gameBeforeIngestedRestOneRejectedRow(@TempDir Path in, @TempDir Path out) throws IOException {
    byte[] line = new byte[64 << 20];
    Arrays.fill(line, (byte) 'a');
    byte[] bombFrame = frame(line);
    Path bomb = in.resolve("bomb.rpgn.zst");
    try (OutputStream o = Files.newOutputStream(bomb)) {
      pzstd(o, frame(GAME.getBytes(StandardCharsets.UTF_8)));
      for (int i = 0; i < 320; i++) {
        pzstd(o, bombFrame);
      }
    }
    assertTrue(Files.size(bomb) < 2 << 20, "compressed size " + Files.size(bomb));

    IngestJob.Result r = IngestJob.builder().inputs(List.of(in.toString())).out(out.toString())
        .splitSize(256 << 10).build().run(TestSpark.get(), m -> { });
    assertEquals(r.read(), r.games() + r.rejected());
    assertEquals(1, r.games());
    assertEquals(1, r.rejected());
    List<Row> rejected = TestSpark.get().read().schema(Table.REJECTED.schema()).parquet(out.resolve("rejected").toString())
        .filter(col("source").endsWith("bomb.rpgn.zst")).collectAsList();
    assertEquals(1, rejected.size());
    String reason = rejected.get(0).getAs("reason");
    assertTrue(reason.startsWith("unreadable file: decompression bomb: "), reason);
    // The row's offset is its slice's (data/FORMAT.md, section 9): the whole file, as its headers
    // kept it from being cut into frame ranges.
    assertEquals(0L, (long) rejected.get(0).getAs("offset"));
    assertEquals(0L, (long) TestSpark.get().read().schema(Table.GAMES.schema()).parquet(out.resolve("games").toString())
        .filter(col("offset").notEqual(0)).count(), "the one game is the first record");
  }

  private static byte[] frame(byte[] content) throws IOException {
    ByteArrayOutputStream f = new ByteArrayOutputStream();
    try (OutputStream z = new ZstdOutputStreamNoFinalizer(f, 3)) {
      z.write(content);
    }
    return f.toByteArray();
  }

  /** The frame behind pzstd's 12-byte skippable frame giving its compressed size. */
  private static void pzstd(OutputStream o, byte[] frame) throws IOException {
    for (int v : new int[] {Compression.SKIPPABLE_MAGIC, 4, frame.length}) {
      o.write(new byte[] {(byte) v, (byte) (v >>> 8), (byte) (v >>> 16), (byte) (v >>> 24)});
    }
    o.write(frame);
  }
}
