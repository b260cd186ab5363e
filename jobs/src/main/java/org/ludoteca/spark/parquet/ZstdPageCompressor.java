package org.ludoteca.spark.parquet;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import java.io.IOException;
import java.io.OutputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.codec.ZstandardCodec;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * Compresses a file writer's pages with zstd, one frame per page as parquet-mr's codec writes
 * them, at the level its setting names ({@code parquet.compression.codec.zstd.level}), but with
 * one compression context for the writer's life and one call per page: parquet-mr's codec opens a
 * zstd stream per page (a context made and freed each time), copies the page into the stream's
 * buffer, and compresses it block by block with the stream's slower window-spanning matcher. A
 * page compressed here is a whole zstd frame (its size in the header) that every zstd decoder
 * reads. Not thread-safe: one per file writer. A returned page is valid until the next call on
 * the same thread, by any writer's compressor (the page writer copies it at once, as it does
 * parquet-mr's own compressor's): a thread's compressors share their two arrays, which grow to a
 * page's size once per thread, not once per file.
 */
final class ZstdPageCompressor implements CompressionCodecFactory.BytesInputCompressor {
  private final ZstdCompressCtx context;

  /** The page being compressed (its parts joined) and its compressed bytes: a thread's compressors share them. */
  private static final class Buffers {
    final Joined page = new Joined();
    byte[] compressed = new byte[0];
  }

  private static final ThreadLocal<Buffers> BUFFERS = ThreadLocal.withInitial(Buffers::new);

  private ZstdPageCompressor(int level) {
    this.context = new ZstdCompressCtx();
    context.setLevel(level);
  }

  /**
   * This compressor for the session's zstd settings, or null when they ask for what it does not
   * do (zstd's worker threads), so that parquet-mr's own codec keeps them.
   */
  static ZstdPageCompressor of(Configuration conf) {
    if (conf.getInt(ZstandardCodec.PARQUET_COMPRESS_ZSTD_WORKERS, ZstandardCodec.DEFAULTPARQUET_COMPRESS_ZSTD_WORKERS) != 0) {
      return null;
    }
    return new ZstdPageCompressor(conf.getInt(ZstandardCodec.PARQUET_COMPRESS_ZSTD_LEVEL,
        ZstandardCodec.DEFAULT_PARQUET_COMPRESS_ZSTD_LEVEL));
  }

  @Override
  public BytesInput compress(BytesInput bytes) throws IOException {
    Buffers b = BUFFERS.get();
    Joined page = b.page;
    page.reset(Math.toIntExact(bytes.size()));
    bytes.writeAllTo(page);
    int bound = Math.toIntExact(Zstd.compressBound(page.length));
    if (b.compressed.length < bound) {
      b.compressed = new byte[Math.max(bound, 2 * b.compressed.length)];
    }
    byte[] compressed = b.compressed;
    int n = context.compressByteArray(compressed, 0, compressed.length, page.bytes, 0, page.length);
    return BytesInput.from(compressed, 0, n);
  }

  @Override
  public CompressionCodecName getCodecName() {
    return CompressionCodecName.ZSTD;
  }

  @Override
  public void release() {
    context.close();
  }

  /** A page's parts, written one after the other into one array kept for the next page. */
  private static final class Joined extends OutputStream {
    byte[] bytes = new byte[0];
    int length;

    void reset(int size) {
      if (bytes.length < size) {
        bytes = new byte[Math.max(size, 2 * bytes.length)];
      }
      length = 0;
    }

    @Override
    public void write(int b) {
      if (length == bytes.length) {
        bytes = java.util.Arrays.copyOf(bytes, Math.max(16, 2 * length));
      }
      bytes[length++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      if (length + len > bytes.length) {
        bytes = java.util.Arrays.copyOf(bytes, Math.max(length + len, 2 * bytes.length));
      }
      System.arraycopy(b, off, bytes, length, len);
      length += len;
    }
  }
}
