package org.ludoteca.spark.parquet;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Parquet's RLE/bit-packing hybrid encoding of repetition or definition levels held as bytes, as a
 * data page V1 carries them: a 4-byte little-endian length, then the runs. A run of at least 8
 * equal levels becomes an RLE run (its length and the level once); the levels between such runs are
 * bit-packed in groups of 8 (the last group of the page padded with zeros, which readers ignore:
 * the page header counts the values). Levels are at most 8 bits wide here (maximum level 255).
 *
 * <p>One instance per column, reused page after page (its output buffer grows to the largest page).
 */
final class LevelEncoder extends HybridEncoding {
  private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class,
      ByteOrder.LITTLE_ENDIAN);
  private final int bitWidth;

  /** @param maxLevel the column's maximum level (1 or more) */
  LevelEncoder(int maxLevel) {
    if (maxLevel < 1 || maxLevel > 255) {
      throw new IllegalArgumentException("maximum level out of range: " + maxLevel);
    }
    this.bitWidth = 32 - Integer.numberOfLeadingZeros(maxLevel);
  }

  /**
   * Encodes {@code levels[0..n)}; the result, length prefix included, is {@link #bytes()}[0..{@link
   * #length()}), valid until the next call.
   */
  void encode(byte[] levels, int n) {
    length = 4;
    ensure(16);
    int packedFrom = 0;
    int i = 0;
    while (i < n) {
      byte v = levels[i];
      int j = runEnd(levels, i + 1, n, v);
      int run = j - i;
      if (run >= 8) {
        // Complete the pending bit-packed group with the run's first levels, RLE the rest if it is still long.
        int fill = (8 - ((i - packedFrom) & 7)) & 7;
        if (run - fill >= 8) {
          if (i + fill > packedFrom) {
            bitPacked(levels, packedFrom, i + fill);
          }
          rle(v, run - fill);
          packedFrom = j;
        }
      }
      i = j;
    }
    if (packedFrom < n) {
      bitPacked(levels, packedFrom, n);
    }
    int body = length - 4;
    out[0] = (byte) body;
    out[1] = (byte) (body >>> 8);
    out[2] = (byte) (body >>> 16);
    out[3] = (byte) (body >>> 24);
  }

  /**
   * The end of the run of {@code v} from {@code from}: the first index in {@code [from, n)} whose
   * level is not {@code v}, or {@code n}. Eight levels compared at a time: a list's repetition
   * levels and most definition levels are runs of hundreds of equal levels.
   */
  private static int runEnd(byte[] levels, int from, int n, byte v) {
    int j = from;
    long eight = (v & 0xffL) * 0x0101010101010101L;
    while (j + 8 <= n) {
      long x = (long) LONG_LE.get(levels, j) ^ eight;
      if (x != 0) {
        return j + (Long.numberOfTrailingZeros(x) >>> 3);
      }
      j += 8;
    }
    while (j < n && levels[j] == v) {
      j++;
    }
    return j;
  }

  /** An RLE run: header {@code count << 1}, then the level in one byte (bit width at most 8). */
  private void rle(byte level, int count) {
    ensure(6);
    varint(count << 1);
    out[length++] = level;
  }

  /** Levels {@code [from, to)} bit-packed, least significant bit first, in groups of 8 (the last padded). */
  private void bitPacked(byte[] levels, int from, int to) {
    int groups = (to - from + 7) >>> 3;
    ensure(5 + groups * bitWidth);
    varint(groups << 1 | 1);
    int w = bitWidth;
    for (int g = 0; g < groups; g++) {
      int start = from + (g << 3);
      long bits = 0;
      int end = Math.min(start + 8, to);
      for (int k = start; k < end; k++) {
        bits |= (long) (levels[k] & 0xff) << ((k - start) * w);
      }
      for (int b = 0; b < w; b++) {
        out[length++] = (byte) (bits >>> (b << 3));
      }
    }
  }
}
