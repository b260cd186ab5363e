package org.ludoteca.spark.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.CodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.Test;

/**
 * {@link ZstdPageCodecs}: the pages parquet-mr's codec compresses, and whole zstd frames with their
 * size in the header as this project's writer compresses them, read back.
 */
class ZstdPageCodecsTest {
  private static byte[] page(Random random, int size) {
    byte[] b = new byte[size];
    for (int i = 0; i < size; i++) {
      b[i] = (byte) ("1-0 0-1 clock 12:00 ".charAt(i % 20) + (random.nextInt(40) == 0 ? 1 : 0));
    }
    return b;
  }

  @Test
  void decompress_pagesOfBothWriters_sameBytes() throws IOException {
    Configuration conf = new Configuration(false);
    CodecFactory parquets = new CodecFactory(conf, 0);
    ZstdPageCodecs codecs = new ZstdPageCodecs(conf);
    CompressionCodecFactory.BytesInputDecompressor zstd = codecs.getDecompressor(CompressionCodecName.ZSTD);
    Random random = new Random(7);
    for (int size : new int[] {0, 1, 300, 70_000, 2 << 20, 12}) {
      byte[] page = page(random, size);
      byte[] byParquet = parquets.getCompressor(CompressionCodecName.ZSTD).compress(BytesInput.from(page)).toByteArray();
      byte[] byOurs = com.github.luben.zstd.Zstd.compress(page, 1); // a whole frame, as ZstdPageCompressor writes
      assertArrayEquals(page, zstd.decompress(BytesInput.from(byParquet), size).toByteArray(), "parquet-mr's, " + size);
      assertArrayEquals(page, zstd.decompress(BytesInput.from(byOurs), size).toByteArray(), "ours, " + size);
      // a page inside a larger buffer, as a column chunk's pages lie in its bytes
      byte[] chunk = new byte[byOurs.length + 10];
      System.arraycopy(byOurs, 0, chunk, 5, byOurs.length);
      ByteBuffer slice = ByteBuffer.wrap(chunk, 5, byOurs.length).slice();
      assertArrayEquals(page, zstd.decompress(BytesInput.from(slice), size).toByteArray(), "sliced, " + size);
    }
    codecs.release();
  }

  @Test
  void decompress_corruptOrShortPage_ioExceptionSaysWhat() throws IOException {
    Configuration conf = new Configuration(false);
    ZstdPageCodecs codecs = new ZstdPageCodecs(conf);
    CompressionCodecFactory.BytesInputDecompressor zstd = codecs.getDecompressor(CompressionCodecName.ZSTD);
    byte[] page = page(new Random(1), 5_000);
    byte[] compressed = com.github.luben.zstd.Zstd.compress(page, 1);
    IOException shortPage = assertThrows(IOException.class,
        () -> zstd.decompress(BytesInput.from(compressed), page.length + 1));
    assertTrue(shortPage.getMessage().contains("decompressed to 5000 bytes"), shortPage.getMessage());
    byte[] corrupt = compressed.clone();
    corrupt[0] ^= 0x55; // the frame's magic number
    IOException bad = assertThrows(IOException.class, () -> zstd.decompress(BytesInput.from(corrupt), page.length));
    assertTrue(bad.getMessage().startsWith("cannot decompress a zstd page"), bad.getMessage());
    codecs.release();
  }

  @Test
  void getDecompressor_otherCodec_parquetsOwn() throws IOException {
    Configuration conf = new Configuration(false);
    ZstdPageCodecs codecs = new ZstdPageCodecs(conf);
    byte[] page = page(new Random(3), 9_000);
    byte[] snappy = new CodecFactory(conf, 0).getCompressor(CompressionCodecName.SNAPPY).compress(BytesInput.from(page))
        .toByteArray();
    assertArrayEquals(page, codecs.getDecompressor(CompressionCodecName.SNAPPY)
        .decompress(BytesInput.from(snappy), page.length).toByteArray());
    codecs.release();
  }
}
