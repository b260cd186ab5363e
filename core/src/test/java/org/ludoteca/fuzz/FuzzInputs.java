package org.ludoteca.fuzz;

import java.nio.charset.StandardCharsets;
import org.ludoteca.codec.Crc16;

/**
 * What the fuzz targets share: the bound on an input's size, and how bytes become text.
 *
 * <p>Every target takes raw bytes ({@code byte[]}), so that the committed corpus files are the
 * inputs themselves, readable in an editor. A target whose parser needs a choice besides the
 * text (a position, a game) takes it from the first byte, modulo the number of choices; seeds
 * use an ASCII digit there.
 */
final class FuzzInputs {
  /**
   * Inputs longer than this are skipped: the readers hold at most 1 MiB per record, and a small
   * bound keeps each execution short, so that a hang is a hang and not a large input.
   */
  static final int MAX_BYTES = 1 << 16;

  /**
   * How long a target fuzzes when JAZZER_FUZZ is set; {@code JAZZER_MAX_DURATION} (or the system
   * property {@code jazzer.max_duration}) overrides it, as scripts/fuzz.sh does.
   */
  static final String DURATION = "60s";

  /**
   * The time one input may take, in seconds: Jazzer makes it libFuzzer's {@code -timeout} when
   * fuzzing, JUnit bounds each corpus input with it when replaying.
   */
  static final long SECONDS_PER_INPUT = 10;

  private FuzzInputs() {}

  /** The input as UTF-8, malformed sequences replaced, as a file read as text would be. */
  static String text(byte[] data) {
    return new String(data, StandardCharsets.UTF_8);
  }

  /** The input after its first byte, as text; empty for an input of at most one byte. */
  static String tail(byte[] data) {
    return data.length <= 1 ? "" : new String(data, 1, data.length - 1, StandardCharsets.UTF_8);
  }

  /** The choice the first byte makes among {@code n}. */
  static int choice(byte[] data, int n) {
    return data.length == 0 ? 0 : (data[0] & 0xff) % n;
  }

  /**
   * The input with its last two bytes made the CRC-16 of the rest, as the compact codes end: so
   * that mutations reach the decoder behind the checksum. Inputs under three bytes as they are.
   */
  static byte[] withCrc(byte[] data) {
    if (data.length < 3) {
      return data;
    }
    byte[] code = data.clone();
    int end = code.length - 2;
    int crc = Crc16.of(code, end);
    code[end] = (byte) (crc >>> 8);
    code[end + 1] = (byte) crc;
    return code;
  }

  /** Whether an input is too large to try. */
  static boolean tooLarge(byte[] data) {
    return data.length > MAX_BYTES;
  }
}
