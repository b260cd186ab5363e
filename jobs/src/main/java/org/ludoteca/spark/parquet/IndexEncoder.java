package org.ludoteca.spark.parquet;

/**
 * Parquet's RLE/bit-packing hybrid encoding of a dictionary-encoded data page's value indexes
 * (PLAIN_DICTIONARY / RLE_DICTIONARY): one byte, the bit width, then the runs, without the 4-byte
 * length prefix levels have (the page's end is the data's end). A run of at least 8 equal indexes
 * becomes an RLE run (its length, then the index in {@code ceil(width / 8)} little-endian bytes);
 * the indexes between such runs are bit-packed in groups of 8, least significant bit first (the last
 * group padded with zeros, which readers ignore: the page header counts the values). The width is
 * that of the dictionary's largest index, 0 for a dictionary of one value (as parquet-mr writes it).
 *
 * <p>One instance per column, reused page after page (its output buffer grows to the largest page).
 */
final class IndexEncoder extends HybridEncoding {
  private int bitWidth;

  /**
   * Encodes {@code indexes[0..n)}, each less than {@code dictionarySize}; the result, bit width
   * first, is {@link #bytes()}[0..{@link #length()}), valid until the next call.
   */
  void encode(int[] indexes, int n, int dictionarySize) {
    bitWidth = 32 - Integer.numberOfLeadingZeros(Math.max(0, dictionarySize - 1));
    length = 0;
    ensure(16);
    out[length++] = (byte) bitWidth;
    int packedFrom = 0;
    int i = 0;
    while (i < n) {
      int v = indexes[i];
      int j = i + 1;
      while (j < n && indexes[j] == v) {
        j++;
      }
      int run = j - i;
      if (run >= 8) {
        // Complete the pending bit-packed group with the run's first indexes, RLE the rest if it is still long.
        int fill = (8 - ((i - packedFrom) & 7)) & 7;
        if (run - fill >= 8) {
          if (i + fill > packedFrom) {
            bitPacked(indexes, packedFrom, i + fill);
          }
          rle(v, run - fill);
          packedFrom = j;
        }
      }
      i = j;
    }
    if (packedFrom < n) {
      bitPacked(indexes, packedFrom, n);
    }
  }

  /** An RLE run: header {@code count << 1}, then the index in the bytes its bit width needs. */
  private void rle(int index, int count) {
    int bytes = (bitWidth + 7) >>> 3;
    ensure(5 + bytes);
    varint(count << 1);
    for (int b = 0; b < bytes; b++) {
      out[length++] = (byte) (index >>> (b << 3));
    }
  }

  /** Indexes {@code [from, to)} bit-packed, least significant bit first, in groups of 8 (the last padded). */
  private void bitPacked(int[] indexes, int from, int to) {
    int groups = (to - from + 7) >>> 3;
    int w = bitWidth;
    ensure(5 + groups * w);
    varint(groups << 1 | 1);
    long mask = w == 32 ? 0xffffffffL : (1L << w) - 1;
    long bits = 0;
    int held = 0;
    int end = from + (groups << 3);
    for (int k = from; k < end; k++) {
      long v = k < to ? indexes[k] & mask : 0;
      bits |= v << held;
      held += w;
      while (held >= 8) {
        out[length++] = (byte) bits;
        bits >>>= 8;
        held -= 8;
      }
    }
  }
}
