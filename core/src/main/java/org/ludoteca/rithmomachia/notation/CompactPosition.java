package org.ludoteca.rithmomachia.notation;

import java.util.EnumSet;
import java.util.Set;
import org.ludoteca.codec.Crc16;
import org.ludoteca.codec.MalformedCodeException;
import org.ludoteca.rithmomachia.Illegality;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.RosterCodec;
import org.ludoteca.rithmomachia.Side;

/**
 * A compact binary code for Rithmomachia positions that round-trips all six FEN fields exactly
 * (board, side to move, both capture lists in order, the irregular-move field and the turn).
 *
 * <p>Two modes. <b>Roster</b>: the position holds only pieces of the CVR start roster (the
 * pyramids holding a subset of their start components, in order) and each capture list is exactly
 * the opponent's roster pieces no longer on the board; then each of the 48 start tokens is coded
 * as at home, moved (followed by its square) or captured, and the capture lists as permutations.
 * Home squares are those of the {@code back} layout, or of {@code forward2} when few pieces stand
 * on the back homes and more on the forward2 ones. <b>General</b>: any other position, as an
 * occupancy mask and a bit-packed piece list. Every code ends in a CRC-16; decoding also checks the
 * structure strictly and throws {@link CompactCodecException} for a code that describes no
 * position. It does not insist on the encoder's choices: a well-formed code in a form the encoder
 * would not pick for its position (the other home layout, say) reads to the position it
 * describes, which encodes back to the encoder's, possibly shorter, code (RithmomachiaFuzzTest
 * checks that round trip). The bit layout is in {@code data/FORMAT.md}, section 10, "Compact binary positions"; sizes
 * and speed in {@code docs/compact.md}.
 *
 * <pre>{@code
 * byte[] code = CompactPosition.encode(position);   // 12 bytes for the start position
 * Position back = CompactPosition.decode(code);      // RithmoFen.write(back) equals RithmoFen.write(position)
 * }</pre>
 *
 * <p>How it is fast (about a microsecond a position each way on one core of a shared 2-vCPU VM,
 * {@code docs/compact.md}, which also lists where that time goes): plain pieces are interned and
 * carry a packed {@link Piece#code()}, so the encoder reads one number per piece and finds the
 * pieces at home by comparing it with the home token's code, without a class lookup; the token
 * states live in 48-bit masks (bit t = token t), so matching a piece to a free equal token, listing
 * the missing pieces and ranking a capture are a few mask operations; the states go out and come
 * in four tokens per table lookup and a moved square is one lookup; the encoder gathers fields in a
 * local {@code long} and stores 32 bits at a time, the decoder reads a zero-padded copy of the code
 * at a bit index with one 8-byte load per field; the CRC takes eight bytes a step; and a roster
 * decode builds its {@code Position} unchecked, handing over the kind masks it gathered while
 * placing the tokens, because the decoder places each token at most once and lists only the
 * opponent's plain roster pieces as captured, so the result passes every check of {@link
 * Position#of} by construction.
 *
 * <p>The parts: this class frames the code (CRC, version, mode) and picks the mode; the roster mode
 * is {@link RosterCodec} in the {@code rithmomachia} package, beside {@code Position}, whose
 * unchecked way in is package-private; the general mode is {@link GeneralCode}; the bit reader and
 * writer and the CRC are shared ({@code org.ludoteca.codec}).
 *
 * <p>Thread-safe: the parts hold immutable tables, per-thread work arrays and a table of
 * irregular-move values filled on first use (immutable records, so a race only makes a spare copy).
 */
public final class CompactPosition {
  /** The format version in the first two bits. */
  public static final int VERSION = RosterCodec.VERSION;
  /** Mode numbers (bits 2-3 of the first byte). */
  static final int MODE_ROSTER_BACK = RosterCodec.MODE_BACK;
  static final int MODE_ROSTER_FORWARD2 = RosterCodec.MODE_FORWARD2;
  static final int MODE_GENERAL = 2;

  private static final Set<Illegality> NONE = EnumSet.noneOf(Illegality.class);
  private static final Set<Illegality> ALL = EnumSet.allOf(Illegality.class);

  private CompactPosition() {}

  /** The compact code of {@code p}: roster mode when it applies, else general mode. */
  public static byte[] encode(Position p) {
    byte[] code = RosterCodec.encode(p);
    return code != null ? code : GeneralCode.encode(p);
  }

  /**
   * Decodes a code made by {@link #encode}; the position must be playable ({@link Position#of}).
   *
   * @throws CompactCodecException for any input {@link #encode} does not write, with a one-line reason
   */
  public static Position decode(byte[] code) throws CompactCodecException {
    return decode(code, NONE);
  }

  /** Like {@link #decode(byte[])}, but accepts positions made with {@link Position#ofTolerating} (any illegality). */
  public static Position decodeTolerating(byte[] code) throws CompactCodecException {
    return decode(code, ALL);
  }

  private static Position decode(byte[] code, Set<Illegality> tolerated) throws CompactCodecException {
    if (code == null || code.length < 3) {
      throw new CompactCodecException("too short: " + (code == null ? 0 : code.length)
          + " bytes, a code has at least 3");
    }
    int end = code.length - 2;
    int crc = Crc16.of(code, end);
    if (crc != ((code[end] & 0xFF) << 8 | (code[end + 1] & 0xFF))) {
      throw new CompactCodecException("checksum mismatch");
    }
    int header = (code[0] & 0xFF) >>> 3;
    int version = header >>> 3;
    if (version != VERSION) {
      throw new CompactCodecException("unknown version " + version + ", expected " + VERSION);
    }
    int mode = header >>> 1 & 3;
    Side toMove = (header & 1) == 0 ? Side.WHITE : Side.BLACK;
    try {
      switch (mode) {
        case MODE_ROSTER_BACK:
        case MODE_ROSTER_FORWARD2:
          return RosterCodec.decode(code, end);
        case MODE_GENERAL:
          return GeneralCode.decode(code, end, toMove, tolerated);
        default:
          throw new CompactCodecException("unknown mode " + mode);
      }
    } catch (MalformedCodeException e) {
      throw new CompactCodecException(e.getMessage());
    }
  }
}
