package org.ludoteca.record;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The decompressed side of a stream, which ends with a {@link DecompressionBombException} once it
 * has given more than {@link Compression#RATIO_FREE_BYTES} bytes and more than {@link
 * Compression#MAX_RATIO} times the compressed bytes its decompressor has read. The compressed
 * count includes what the decompressor buffered ahead, so the ratio is, if anything, underrated.
 */
final class ExpansionGuard extends FilterInputStream {
  /** Counts the compressed bytes the decompressor reads. */
  static final class Counted extends FilterInputStream {
    private long read;

    Counted(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        read++;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) {
        read += n;
      }
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      long s = super.skip(n);
      read += Math.max(0, s);
      return s;
    }
  }

  private final Counted compressed;
  private long given;

  ExpansionGuard(InputStream decompressed, Counted compressed) {
    super(decompressed);
    this.compressed = compressed;
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    if (b >= 0) {
      given(1);
    }
    return b;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n = super.read(b, off, len);
    if (n > 0) {
      given(n);
    }
    return n;
  }

  @Override
  public long skip(long n) throws IOException {
    // Read, not skipped: skipped bytes must be counted too.
    byte[] sink = new byte[(int) Math.min(n, 8192)];
    long done = 0;
    while (done < n) {
      int r = read(sink, 0, (int) Math.min(sink.length, n - done));
      if (r < 0) {
        break;
      }
      done += r;
    }
    return done;
  }

  private void given(int n) throws DecompressionBombException {
    given += n;
    if (given > Compression.RATIO_FREE_BYTES && given / Compression.MAX_RATIO > compressed.read) {
      throw new DecompressionBombException("decompression bomb: " + given + " bytes from "
          + compressed.read + " compressed bytes, more than " + Compression.MAX_RATIO
          + " times as many; the rest is not read");
    }
  }
}
