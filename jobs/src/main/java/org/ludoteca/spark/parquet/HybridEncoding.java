package org.ludoteca.spark.parquet;

import java.util.Arrays;

/**
 * The output of Parquet's RLE/bit-packing hybrid encoding, shared by its two users: {@link
 * LevelEncoder} (levels, bytes) and {@link IndexEncoder} (dictionary indexes, ints). Each keeps its
 * own loop over runs, specialised to its values' type; this holds the bytes written, the runs'
 * varint headers and the buffer's growth. Reused page after page: the buffer grows to the largest
 * page.
 */
abstract class HybridEncoding {
  byte[] out = new byte[64];
  int length;

  /** The encoded bytes, [0, {@link #length()}), valid until the next encoding. */
  final byte[] bytes() {
    return out;
  }

  final int length() {
    return length;
  }

  /** A run's header (or any unsigned varint). */
  final void varint(int v) {
    while ((v & ~0x7f) != 0) {
      out[length++] = (byte) ((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    out[length++] = (byte) v;
  }

  final void ensure(int more) {
    if (length + more > out.length) {
      out = Arrays.copyOf(out, Math.max(length + more, 2 * out.length));
    }
  }
}
