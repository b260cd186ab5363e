package org.ludoteca.spark.stats;

import com.github.luben.zstd.ZstdDecompressCtx;
import java.io.IOException;
import java.nio.ByteBuffer;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.CodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * The codecs of one of {@link SmallTables}' Parquet file readers, for {@code
 * ParquetReadOptions.withCodecFactory}: zstd pages decompressed with one zstd context for the
 * reader's life, one call per page, where parquet-mr's codec opens a zstd stream per page (a native
 * context made and freed each time) and copies the page through it. Reading the summaries of 10^7
 * games took 3.5 CPU s, 0.8 of it decompressing pages, half of that making the streams
 * (docs/pipeline-profile.md, wave 15). Every other codec, and zstd into direct buffers, is
 * parquet-mr's own. Not thread-safe: one per reader, as parquet-mr's readers use theirs; the reader
 * releases it when it closes.
 */
final class ZstdPageCodecs implements CompressionCodecFactory {
  private final CodecFactory others;
  private ZstdPageDecompressor zstd;

  /** Codecs configured by {@code conf} (parquet-mr's, as {@code HadoopReadOptions} makes them by default). */
  ZstdPageCodecs(Configuration conf) {
    this.others = new CodecFactory(conf, 0);
  }

  @Override
  public BytesInputCompressor getCompressor(CompressionCodecName codecName) {
    return others.getCompressor(codecName);
  }

  @Override
  public BytesInputDecompressor getDecompressor(CompressionCodecName codecName) {
    if (codecName != CompressionCodecName.ZSTD) {
      return others.getDecompressor(codecName);
    }
    if (zstd == null) {
      zstd = new ZstdPageDecompressor(others.getDecompressor(codecName));
    }
    return zstd;
  }

  @Override
  public void release() {
    if (zstd != null) {
      zstd.context.close();
      zstd = null;
    }
    others.release();
  }

  /** A whole zstd frame per page, into a heap array: what parquet-mr's and this project's writers write. */
  private static final class ZstdPageDecompressor implements BytesInputDecompressor {
    final ZstdDecompressCtx context = new ZstdDecompressCtx();
    private final BytesInputDecompressor direct;

    ZstdPageDecompressor(BytesInputDecompressor direct) {
      this.direct = direct;
    }

    @Override
    public BytesInput decompress(BytesInput bytes, int uncompressedSize) throws IOException {
      ByteBuffer in = bytes.toByteBuffer();
      byte[] src;
      int from;
      int length = in.remaining();
      if (in.hasArray()) {
        src = in.array();
        from = in.arrayOffset() + in.position();
      } else {
        src = new byte[length];
        in.get(src);
        from = 0;
      }
      byte[] out = new byte[uncompressedSize];
      int n;
      try {
        n = context.decompressByteArray(out, 0, uncompressedSize, src, from, length);
      } catch (RuntimeException e) { // zstd-jni's ZstdException: a corrupt page
        throw new IOException("cannot decompress a zstd page: " + e.getMessage(), e);
      }
      if (n != uncompressedSize) {
        throw new IOException("a zstd page decompressed to " + n + " bytes, its header says " + uncompressedSize);
      }
      return BytesInput.from(out);
    }

    @Override
    public void decompress(ByteBuffer input, int compressedSize, ByteBuffer output, int uncompressedSize)
        throws IOException {
      direct.decompress(input, compressedSize, output, uncompressedSize);
    }

    @Override
    public void release() {
      // the context is the factory's: released with it
    }
  }
}
