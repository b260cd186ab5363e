package org.ludoteca.spark.parquet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.Zstd;
import java.io.ByteArrayInputStream;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.hadoop.codec.ZstandardCodec;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.Test;

/** {@link ZstdPageCompressor}: whole zstd frames that parquet-mr's own zstd codec reads back. */
class ZstdPageCompressorTest {
  @Test
  void compress_pagesOfPartsAgainAndAgain_eachReadBackByParquetsCodec() throws Exception {
    ZstdPageCompressor zstd = ZstdPageCompressor.of(new Configuration(false));
    assertNotNull(zstd);
    Random random = new Random(23);
    ZstandardCodec codec = new ZstandardCodec();
    codec.setConf(new Configuration(false));
    for (int size : new int[] {0, 1, 100, 70_000, 1 << 20, 3 << 20, 5}) { // growing, then shrinking again
      byte[] levels = new byte[random.nextInt(9)];
      byte[] values = new byte[size];
      for (int i = 0; i < size; i++) {
        values[i] = (byte) ("e4 e5 Nf3 Nc6 ".charAt(i % 14) + (random.nextInt(50) == 0 ? 1 : 0)); // movetext-like
      }
      random.nextBytes(levels);
      byte[] page = new byte[levels.length + size];
      System.arraycopy(levels, 0, page, 0, levels.length);
      System.arraycopy(values, 0, page, levels.length, size);
      byte[] compressed = zstd.compress(BytesInput.concat(BytesInput.from(levels), BytesInput.from(values)))
          .toByteArray();
      assertEquals(page.length, Zstd.getFrameContentSize(compressed), "a whole frame, its size in the header");
      byte[] back = codec.createInputStream(new ByteArrayInputStream(compressed)).readAllBytes();
      assertArrayEquals(page, back, "page of " + page.length + " bytes");
      if (size >= 70_000) {
        assertTrue(compressed.length < page.length / 3, "compressed: " + compressed.length + " of " + page.length);
      }
    }
    assertEquals(CompressionCodecName.ZSTD, zstd.getCodecName());
    zstd.release();
  }

  /** A task's writers, one compressor each, compress in turn on one thread: they share the arrays. */
  @Test
  void compress_twoCompressorsInTurnOnAThread_eachPageItsOwn() throws Exception {
    Configuration strong = new Configuration(false);
    strong.setInt(ZstandardCodec.PARQUET_COMPRESS_ZSTD_LEVEL, 9);
    ZstdPageCompressor[] zstd = {ZstdPageCompressor.of(new Configuration(false)), ZstdPageCompressor.of(strong)};
    Random random = new Random(5);
    for (int page = 0; page < 8; page++) {
      byte[] bytes = new byte[random.nextInt(200_000)];
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) ("Nf3 Nc6 " + page).charAt(i % 9);
      }
      byte[] copied = zstd[page % 2].compress(BytesInput.from(bytes)).toByteArray(); // as the page writer copies it
      assertArrayEquals(bytes, Zstd.decompress(copied, bytes.length), "page " + page);
    }
    for (ZstdPageCompressor z : zstd) {
      z.release();
    }
  }

  @Test
  void of_levelAndWorkersSettings_levelTakenWorkersLeftToParquet() throws Exception {
    byte[] text = new byte[200_000];
    Random random = new Random(5);
    for (int i = 0; i < text.length; i++) {
      text[i] = (byte) ('a' + random.nextInt(6));
    }
    Configuration fast = new Configuration(false);
    fast.setInt(ZstandardCodec.PARQUET_COMPRESS_ZSTD_LEVEL, 1);
    Configuration strong = new Configuration(false);
    strong.setInt(ZstandardCodec.PARQUET_COMPRESS_ZSTD_LEVEL, 19);
    long atOne = ZstdPageCompressor.of(fast).compress(BytesInput.from(text)).size();
    long atNineteen = ZstdPageCompressor.of(strong).compress(BytesInput.from(text)).size();
    assertTrue(atNineteen < atOne, "level 19 " + atNineteen + " bytes, level 1 " + atOne);
    Configuration workers = new Configuration(false);
    workers.setInt(ZstandardCodec.PARQUET_COMPRESS_ZSTD_WORKERS, 2);
    assertNull(ZstdPageCompressor.of(workers));
  }
}
