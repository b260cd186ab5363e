package org.ludoteca.codec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Writes a code most significant bit first, through a 64-bit accumulator stored a whole word at a
 * time, and frames it: zero padding to the byte, then the {@link Crc16}. Not thread-safe; {@link
 * #reset()} makes it ready for the next code, so a thread can keep one.
 */
public final class BitWriter {
  private static final VarHandle LONG_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private byte[] buf = new byte[64];
  /** Bytes of whole words written. */
  private int length;
  /** Pending bits, left-aligned: the first {@code used} bits of {@code acc}. */
  private long acc;
  private int used;

  /** Forgets what was written. */
  public void reset() {
    length = 0;
    acc = 0;
    used = 0;
  }

  /** Writes the low {@code n} bits of {@code v}, n in 0..64; the bits of {@code v} above them must be 0. */
  public void write(long v, int n) {
    int free = 64 - used;
    if (n < free) {
      acc |= v << (free - n);
      used += n;
    } else { // the word fills: out it goes, the rest of v starts the next one
      int rest = n - free;
      putWord(acc | v >>> rest);
      acc = rest == 0 ? 0 : v << (64 - rest);
      used = rest;
    }
  }

  /** Exp-Golomb code of order {@code k} for {@code v >= 0}. */
  public void writeExpGolomb(long v, int k) {
    long x = v + (1L << k);
    int len = 64 - Long.numberOfLeadingZeros(x);
    write(0, len - k - 1);
    write(x, len);
  }

  private void putWord(long word) {
    if (length + 8 > buf.length) {
      buf = Arrays.copyOf(buf, buf.length * 2);
    }
    LONG_BIG_ENDIAN.set(buf, length, word);
    length += 8;
  }

  /** Pads with zero bits to a byte and returns the bytes with the CRC-16 appended. */
  public byte[] finish() {
    int tail = (used + 7) >>> 3;
    if (length + 8 > buf.length) {
      buf = Arrays.copyOf(buf, buf.length * 2);
    }
    LONG_BIG_ENDIAN.set(buf, length, acc); // the padding bits of acc are 0
    int size = length + tail;
    byte[] out = new byte[size + 2];
    System.arraycopy(buf, 0, out, 0, size);
    int crc = Crc16.of(out, size);
    out[size] = (byte) (crc >>> 8);
    out[size + 1] = (byte) crc;
    return out;
  }
}
