package org.ludoteca.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Crc16Test {
  @Test
  void of_standardCheckInputs_giveTheCatalogueValues() {
    byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
    assertEquals(0x29B1, Crc16.of(check, check.length));
    byte[] ten = "1234567890".getBytes(StandardCharsets.US_ASCII);
    assertEquals(0x3218, Crc16.of(ten, ten.length));
  }

  @Test
  void of_anyLengthAndPrefix_equalsBitAtATimeDefinition() {
    Random random = new Random(7);
    for (int n = 0; n < 2000; n++) {
      byte[] data = new byte[random.nextInt(70)];
      random.nextBytes(data);
      int length = data.length == 0 ? 0 : random.nextInt(data.length + 1);
      assertEquals(bitwise(data, length), Crc16.of(data, length), "length " + length);
    }
  }

  @Test
  void of_emptyInput_isTheInitialValue() {
    assertEquals(0xFFFF, Crc16.of(new byte[0], 0));
  }

  /** The polynomial division one bit at a time, as the CRC's definition states it. */
  private static int bitwise(byte[] data, int length) {
    int crc = 0xFFFF;
    for (int i = 0; i < length; i++) {
      crc ^= (data[i] & 0xFF) << 8;
      for (int b = 0; b < 8; b++) {
        crc = (crc & 0x8000) != 0 ? (crc << 1 ^ 0x1021) & 0xFFFF : crc << 1 & 0xFFFF;
      }
    }
    return crc;
  }
}
