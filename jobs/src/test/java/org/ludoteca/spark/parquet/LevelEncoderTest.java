package org.ludoteca.spark.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Random;
import org.apache.parquet.bytes.HeapByteBufferAllocator;
import org.apache.parquet.column.values.rle.RunLengthBitPackingHybridDecoder;
import org.apache.parquet.column.values.rle.RunLengthBitPackingHybridEncoder;
import org.junit.jupiter.api.Test;

/** {@link LevelEncoder}'s pages decoded by parquet-mr's RLE/bit-packing hybrid decoder. */
class LevelEncoderTest {

  @Test
  void encode_randomLevels_parquetMrDecodesThem() throws IOException {
    Random random = new Random(23);
    for (int trial = 0; trial < 3000; trial++) {
      int maxLevel = 1 + random.nextInt(trial % 50 == 0 ? 255 : 3);
      byte[] levels = randomLevels(random, maxLevel, random.nextInt(trial % 10 == 0 ? 20_000 : 200));
      assertDecodes(levels, maxLevel, "trial " + trial);
    }
  }

  @Test
  void encode_edgeRuns_parquetMrDecodesThem() throws IOException {
    // Runs of 7, 8 and 9 equal levels, at and off group boundaries, between other levels.
    for (int before = 0; before < 10; before++) {
      for (int run = 6; run < 18; run++) {
        for (int after = 0; after < 10; after++) {
          byte[] levels = new byte[before + run + after];
          for (int i = 0; i < before; i++) {
            levels[i] = (byte) (i % 2);
          }
          for (int i = before; i < before + run; i++) {
            levels[i] = 3;
          }
          for (int i = before + run; i < levels.length; i++) {
            levels[i] = (byte) (i % 3);
          }
          assertDecodes(levels, 3, before + "/" + run + "/" + after);
        }
      }
    }
  }

  @Test
  void encode_longRunsAndNoise_noLargerThanParquetMrs() throws IOException {
    Random random = new Random(7);
    byte[] levels = randomLevels(random, 3, 100_000);
    LevelEncoder ours = new LevelEncoder(3);
    ours.encode(levels, levels.length);
    try (RunLengthBitPackingHybridEncoder theirs = new RunLengthBitPackingHybridEncoder(2, 1024, 1 << 20,
        HeapByteBufferAllocator.getInstance())) {
      for (byte l : levels) {
        theirs.writeInt(l);
      }
      long theirSize = theirs.toBytes().size();
      assertTrue(ours.length() - 4 <= theirSize, ours.length() - 4 + " bytes against parquet-mr's " + theirSize);
    }
  }

  @Test
  void constructor_levelOutOfRange_refused() {
    assertThrows(IllegalArgumentException.class, () -> new LevelEncoder(0));
    assertThrows(IllegalArgumentException.class, () -> new LevelEncoder(256));
  }

  /** Stretches of one level (long and short) and of random levels. */
  private static byte[] randomLevels(Random random, int maxLevel, int n) {
    byte[] levels = new byte[n];
    int i = 0;
    while (i < n) {
      int len = Math.min(n - i, 1 + random.nextInt(random.nextBoolean() ? 40 : 10));
      if (random.nextBoolean()) {
        byte v = (byte) random.nextInt(maxLevel + 1);
        for (int k = 0; k < len; k++) {
          levels[i++] = v;
        }
      } else {
        for (int k = 0; k < len; k++) {
          levels[i++] = (byte) random.nextInt(maxLevel + 1);
        }
      }
    }
    return levels;
  }

  private static void assertDecodes(byte[] levels, int maxLevel, String what) throws IOException {
    LevelEncoder encoder = new LevelEncoder(maxLevel);
    encoder.encode(levels, levels.length);
    byte[] out = encoder.bytes();
    int length = encoder.length();
    int prefix = (out[0] & 0xff) | (out[1] & 0xff) << 8 | (out[2] & 0xff) << 16 | (out[3] & 0xff) << 24;
    assertEquals(length - 4, prefix, what + ": the length prefix");
    int bitWidth = 32 - Integer.numberOfLeadingZeros(maxLevel);
    RunLengthBitPackingHybridDecoder decoder = new RunLengthBitPackingHybridDecoder(bitWidth,
        new ByteArrayInputStream(out, 4, length - 4));
    for (int i = 0; i < levels.length; i++) {
      assertEquals(levels[i] & 0xff, decoder.readInt(), what + ": level " + i + " of " + levels.length);
    }
  }
}
