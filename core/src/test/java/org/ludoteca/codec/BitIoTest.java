package org.ludoteca.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BitIoTest {

  @Test
  void readBack_randomFieldsOfEveryWidth_sameValues() throws Exception {
    SplittableRandom random = new SplittableRandom(11);
    BitWriter w = new BitWriter();
    for (int round = 0; round < 200; round++) {
      w.reset();
      int fields = 1 + random.nextInt(60);
      int[] widths = new int[fields];
      long[] values = new long[fields];
      boolean[] golomb = new boolean[fields];
      for (int i = 0; i < fields; i++) {
        golomb[i] = random.nextInt(4) == 0;
        widths[i] = golomb[i] ? random.nextInt(8) : random.nextInt(33);
        values[i] = golomb[i] ? random.nextLong(1L << random.nextInt(40))
            : widths[i] == 0 ? 0 : random.nextLong(1L << widths[i]);
        if (golomb[i]) {
          w.writeExpGolomb(values[i], widths[i]);
        } else {
          w.write(values[i], widths[i]);
        }
      }
      byte[] code = w.finish();
      int end = code.length - 2;
      assertEquals(Crc16.of(code, end), (code[end] & 0xFF) << 8 | (code[end + 1] & 0xFF));
      BitReader r = new BitReader(code, end);
      for (int i = 0; i < fields; i++) {
        long v = golomb[i] ? r.readExpGolomb(widths[i]) : r.read(widths[i]) & 0xFFFFFFFFL;
        assertEquals(values[i], v, "field " + i + " of round " + round);
      }
      r.finish();
    }
  }

  @Test
  void readLong_sixtyFourBits_sameValue() throws Exception {
    BitWriter w = new BitWriter();
    w.write(5, 3);
    w.write(0x8123456789ABCDEFL, 64);
    byte[] code = w.finish();
    BitReader r = new BitReader(code, code.length - 2);
    assertEquals(5, r.read(3));
    assertEquals(0x8123456789ABCDEFL, r.readLong());
    r.finish();
  }

  @Test
  void read_pastTheEnd_throwsTruncated() {
    BitWriter w = new BitWriter();
    w.write(0b1011, 4);
    byte[] code = w.finish();
    BitReader r = new BitReader(code, code.length - 2);
    MalformedCodeException e = assertThrows(MalformedCodeException.class, () -> r.read(9));
    assertEquals("truncated: the code ends inside a field", e.getMessage());
  }

  @Test
  void finish_nonZeroPaddingOrExtraBytes_throws() throws Exception {
    byte[] padded = {(byte) 0b1011_0001};
    BitReader r = new BitReader(padded, 1);
    r.read(4);
    assertEquals("non-zero padding bits", assertThrows(MalformedCodeException.class, r::finish).getMessage());
    byte[] longer = Arrays.copyOf(padded, 3);
    BitReader s = new BitReader(longer, 3);
    s.read(4);
    assertThrows(MalformedCodeException.class, s::finish);
  }

  @Test
  void finish_writerReused_sameBytesAsFresh() {
    BitWriter reused = new BitWriter();
    reused.write(0x3FF, 10);
    reused.finish();
    reused.reset();
    reused.write(0x2A, 7);
    BitWriter fresh = new BitWriter();
    fresh.write(0x2A, 7);
    assertArrayEquals(fresh.finish(), reused.finish());
  }
}
