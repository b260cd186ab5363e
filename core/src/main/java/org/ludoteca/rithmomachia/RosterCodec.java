package org.ludoteca.rithmomachia;

import java.util.Objects;
import org.ludoteca.codec.MalformedCodeException;

/**
 * The roster mode of the compact position code ({@code notation.CompactPosition}, which frames
 * it and codes every other position in general mode): each of the 48 start tokens as at home,
 * moved (with its square) or captured, and the capture lists as permutations of the missing
 * roster items. It lives beside {@link Position} because its decoder builds positions without
 * checking them again, which only this package may do: it places each token at most once and
 * lists only the opponent's plain roster pieces as captured, so what it returns passes every check
 * of {@link Position#of} by construction, whatever the bytes. The tables are {@link
 * RosterTables}; the bit layout is in {@code data/FORMAT.md}, section 10.
 *
 * <p>Thread-safe.
 */
public final class RosterCodec {
  /** The format version in the first two bits of every Rithmomachia compact code. */
  public static final int VERSION = 1;
  /** The roster modes (bits 2-3 of the first byte): homes of the {@code back} layout. */
  public static final int MODE_BACK = 0;
  /** The roster mode with the homes of the {@code forward2} layout. */
  public static final int MODE_FORWARD2 = 1;

  private RosterCodec() {}

  /**
   * The roster code of {@code p}, CRC-16 included, or {@code null} when {@code p} holds a piece
   * outside the start roster or a capture list other than the opponent's missing roster items.
   */
  public static byte[] encode(Position p) {
    return RosterEncoder.encode(p);
  }

  /**
   * The position a roster code describes. Reads {@code code[0..end)}, the code without its CRC,
   * which the caller checks: any bytes give a checked position or an exception.
   *
   * @throws MalformedCodeException if the bytes are not a roster code of this version, with a
   *     one-line reason
   * @throws IndexOutOfBoundsException if {@code end} is not within {@code code}
   */
  public static Position decode(byte[] code, int end) throws MalformedCodeException {
    Objects.checkFromToIndex(0, end, code.length);
    if (end == 0) {
      throw new MalformedCodeException("too short: no header");
    }
    int header = (code[0] & 0xFF) >>> 3;
    int mode = header >>> 1 & 3;
    if (header >>> 3 != VERSION || mode > MODE_FORWARD2) {
      throw new MalformedCodeException("not a roster code of version " + VERSION);
    }
    return RosterDecoder.decode(code, end, mode == MODE_BACK ? 0 : 1, (header & 1) == 0 ? Side.WHITE : Side.BLACK);
  }
}
