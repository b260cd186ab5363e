package org.ludoteca.codec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Reads what a {@link BitWriter} wrote, most significant bit first, eight bytes a load where the
 * input allows; every read past the end throws. Not thread-safe: one reader per code.
 */
public final class BitReader {
  private static final VarHandle LONG_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private final byte[] buf;
  private final int end;
  private int pos;
  /**
   * The next bits, left-aligned: {@code avail} of them, then either zeros or (after a long
   * load) the bits that follow in the input.
   */
  private long window;
  private int avail;

  /** A reader of {@code buf[0..end)}. */
  public BitReader(byte[] buf, int end) {
    this.buf = buf;
    this.end = end;
  }

  private void refill() {
    if (pos + 8 <= end) { // eight bytes in one load; the bits past the whole bytes taken are the
      // same ones the next refill ors in again, so they may stay
      window |= (long) LONG_BIG_ENDIAN.get(buf, pos) >>> avail;
      int bytes = (63 - avail) >>> 3;
      pos += bytes;
      avail += bytes << 3;
      return;
    }
    while (avail <= 56 && pos < end) { // near the end: byte by byte, zeros after the last
      window |= (buf[pos++] & 0xFFL) << (56 - avail);
      avail += 8;
    }
  }

  /** Reads {@code n} bits, n in 0..32. */
  public int read(int n) throws MalformedCodeException {
    if (avail < n) {
      refill();
      if (avail < n) {
        throw new MalformedCodeException("truncated: the code ends inside a field");
      }
    }
    int v = (int) (window >>> 1 >>> (63 - n)); // two shifts: n = 0 gives 0
    window <<= n;
    avail -= n;
    return v;
  }

  /** Reads 64 bits. */
  public long readLong() throws MalformedCodeException {
    long high = read(32) & 0xFFFFFFFFL;
    return high << 32 | read(32) & 0xFFFFFFFFL;
  }

  /** Reads {@link BitWriter#writeExpGolomb} of order {@code k}: at most 40 leading zeros. */
  public long readExpGolomb(int k) throws MalformedCodeException {
    int zeros = 0;
    while (read(1) == 0) {
      if (++zeros > 40) {
        throw new MalformedCodeException("number too long");
      }
    }
    int len = zeros + k; // bits after the leading 1
    long x = 1;
    if (len > 32) {
      x = x << (len - 32) | read(len - 32);
      len = 32;
    }
    x = x << len | (read(len) & 0xFFFFFFFFL);
    return x - (1L << k);
  }

  /** The bits not read yet. */
  public long bitsLeft() {
    return (long) (end - pos) * 8 + avail;
  }

  /** Checks that only zero padding, less than a byte, is left. */
  public void finish() throws MalformedCodeException {
    if (pos != end || avail >= 8) {
      throw new MalformedCodeException("extra data: " + (end - pos + avail / 8) + " bytes after the position");
    }
    if (window != 0) {
      throw new MalformedCodeException("non-zero padding bits");
    }
  }
}
