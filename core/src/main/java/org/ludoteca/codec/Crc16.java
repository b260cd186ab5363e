package org.ludoteca.codec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), the
 * check every compact position code ends with, for both games. Eight bytes a step: the CRC is
 * linear, so the eight table lookups of a step are independent of each other and only the fold of
 * the running CRC into the first two bytes is a dependency between steps.
 */
public final class Crc16 {
  /** {@code TABLES[k][b]}: the CRC remainder of byte b followed by k zero bytes, from zero. */
  private static final char[][] TABLES = new char[8][256];
  private static final VarHandle LONG_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  static {
    for (int i = 0; i < 256; i++) {
      int crc = i << 8;
      for (int b = 0; b < 8; b++) {
        crc = (crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1;
      }
      TABLES[0][i] = (char) crc;
    }
    for (int k = 1; k < 8; k++) {
      for (int i = 0; i < 256; i++) {
        int previous = TABLES[k - 1][i];
        TABLES[k][i] = (char) (previous << 8 ^ TABLES[0][previous >>> 8]);
      }
    }
  }

  private Crc16() {}

  /** The CRC of {@code data[0..length)}, in the low 16 bits. */
  public static int of(byte[] data, int length) {
    int crc = 0xFFFF;
    int i = 0;
    char[] t0 = TABLES[0];
    for (; i + 8 <= length; i += 8) {
      long x = (long) LONG_BIG_ENDIAN.get(data, i) ^ (long) crc << 48;
      crc = TABLES[7][(int) (x >>> 56)] ^ TABLES[6][(int) (x >>> 48) & 0xFF]
          ^ TABLES[5][(int) (x >>> 40) & 0xFF] ^ TABLES[4][(int) (x >>> 32) & 0xFF]
          ^ TABLES[3][(int) (x >>> 24) & 0xFF] ^ TABLES[2][(int) (x >>> 16) & 0xFF]
          ^ TABLES[1][(int) (x >>> 8) & 0xFF] ^ t0[(int) x & 0xFF];
    }
    for (; i < length; i++) {
      crc = (crc << 8 ^ t0[(crc >>> 8 ^ data[i]) & 0xFF]) & 0xFFFF;
    }
    return crc;
  }
}
