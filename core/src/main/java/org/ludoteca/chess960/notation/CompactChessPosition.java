package org.ludoteca.chess960.notation;

import java.util.HashMap;
import java.util.Map;
import org.ludoteca.chess960.Color;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.PositionException;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.codec.Crc16;

/**
 * A compact binary code for chess and Chess960 positions that round-trips every FEN field
 * exactly: the pieces, the side to move, the castling rights (any rook files), the en-passant
 * square, the halfmove clock and the fullmove number.
 *
 * <p>Two modes. <b>Start</b>: a Chess960 start arrangement with all four castling rights, as its
 * Scharnagl number (6 bytes with small clocks). <b>Board</b>: anything else, as a 64-bit occupancy
 * mask and one 4-bit code per piece in square order, where two spare codes mark a rook that may
 * castle and the pawn that can be taken en passant. The clocks follow in short prefix codes, then
 * a CRC-16. Any position with at most 32 pieces, halfmove clock at most 639 and fullmove number at
 * most 16,640 (every position of a game under the FIDE rules) takes at most 30 bytes; any position
 * at all at most 51 (35 with at most 32 pieces). The first two bits are {@code 11}, which the
 * Rithmomachia code ({@code org.ludoteca.rithmomachia.notation.CompactPosition}, first bits
 * {@code 01}) never starts with. Layout: {@code data/FORMAT.md} section 10.4.
 *
 * <pre>{@code
 * byte[] code = CompactChessPosition.encode(position);
 * Position back = CompactChessPosition.decode(code);  // ChessFen.write(back) equals ChessFen.write(position)
 * }</pre>
 *
 * <p>Decoding never returns a wrong position: a CRC mismatch, a code that ends early or goes on
 * past its last field, nonzero padding, an unused piece code, a marker on a square it cannot
 * stand on, a clock not in its shortest form, or a board that is not a legal position (the
 * checks of {@link Position#of}, and an en-passant marker where no en-passant capture is legal)
 * all throw {@link CompactCodecException}. Stateless and thread-safe.
 */
public final class CompactChessPosition {
  /** The game marker, the first two bits of every chess code. */
  public static final int GAME_MARKER = 0b11;
  /** The largest code of a position with at most 32 pieces and clocks within the short forms. */
  public static final int MAX_BYTES_IN_GAME = 30;

  static final int MODE_BOARD = 0;
  static final int MODE_START = 1;

  /** Piece codes 0..13; 14 and 15 are not used. */
  static final int CASTLING_ROOK = 12;
  static final int EN_PASSANT_PAWN = 13;

  private static final long RANK_1 = 0xFFL;
  private static final long RANK_8 = 0xFFL << 56;
  private static final long RANK_4 = 0xFFL << 24;
  private static final long RANK_5 = 0xFFL << 32;
  private static final long START_OCCUPANCY = 0xFFFF00000000FFFFL;
  private static final long START_PAWNS = 0x00FF00000000FF00L;

  /** White back rank of each Scharnagl number, 3 bits per file (role ordinal), file a lowest. */
  private static final int[] START_KEY = new int[960];
  /** START_RANK_1[n * 6 + role]: the rank-1 squares of that role in start position n. */
  private static final long[] START_RANK_1 = new long[960 * 6];
  private static final Map<Integer, Integer> START_NUMBER = new HashMap<>(2048);

  static {
    for (int n = 0; n < 960; n++) {
      String rank = StartPositions.backRank(n);
      int key = 0;
      for (int f = 0; f < 8; f++) {
        int role = Role.fromChar(rank.charAt(f)).ordinal();
        key |= role << (3 * f);
        START_RANK_1[n * 6 + role] |= 1L << f;
      }
      START_KEY[n] = key;
      START_NUMBER.put(key, n);
    }
  }

  private CompactChessPosition() {}

  /** Whether a code starts with the chess game marker (it may still be malformed). */
  public static boolean isChessCode(byte[] code) {
    return code.length > 0 && (code[0] & 0xFF) >>> 6 == GAME_MARKER;
  }

  /** The code of a position. */
  public static byte[] encode(Position position) {
    long wp = position.pieces(Color.WHITE, Role.PAWN);
    long wn = position.pieces(Color.WHITE, Role.KNIGHT);
    long wb = position.pieces(Color.WHITE, Role.BISHOP);
    long wr = position.pieces(Color.WHITE, Role.ROOK);
    long wq = position.pieces(Color.WHITE, Role.QUEEN);
    long wk = position.pieces(Color.WHITE, Role.KING);
    long bp = position.pieces(Color.BLACK, Role.PAWN);
    long bn = position.pieces(Color.BLACK, Role.KNIGHT);
    long bb = position.pieces(Color.BLACK, Role.BISHOP);
    long br = position.pieces(Color.BLACK, Role.ROOK);
    long bq = position.pieces(Color.BLACK, Role.QUEEN);
    long bk = position.pieces(Color.BLACK, Role.KING);
    long castle = position.castlingRookMask();
    int ep = position.epSquareIndex();
    int black = position.turn() == Color.BLACK ? 1 : 0;
    int halfmove = position.halfmoveClock();
    int fullmove = position.fullmoveNumber();
    long white = wp | wn | wb | wr | wq | wk;
    long occ = white | bp | bn | bb | br | bq | bk;
    int hBits = halfmoveBits(halfmove);
    int fBits = fullmoveBits(fullmove);

    int start = ep < 0 ? startNumber(occ, white, wp | bp, wn | bn, wb | bb, wr | br, wq | bq, wk | bk, castle) : -1;
    if (start >= 0) {
      int bits = 4 + 10 + hBits + fBits;
      byte[] out = new byte[((bits + 7) >>> 3) + 2];
      int pos = put(out, 0, GAME_MARKER << 2 | MODE_START << 1 | black, 4);
      pos = put(out, pos, start, 10);
      return finish(out, pos, halfmove, hBits, fullmove, fBits);
    }

    // the two marker codes take their pieces out of the plain sets
    long epPawn = ep < 0 ? 0 : 1L << (black == 1 ? ep + 8 : ep - 8);
    wp &= ~epPawn;
    bp &= ~epPawn;
    wr &= ~castle;
    br &= ~castle;
    // bit planes: bit k of a square's piece code is bit sq of plane k
    long p0 = wn | wr | wk | bn | br | bk | epPawn;
    long p1 = wb | wr | bp | bn | bq | bk;
    long p2 = wq | wk | bp | bn | castle | epPawn;
    long p3 = bb | br | bq | bk | castle | epPawn;
    int n = Long.bitCount(occ);
    int bits = 4 * (17 + n) + hBits + fBits;
    byte[] out = new byte[((bits + 7) >>> 3) + 2];
    // nibble 0 the header, nibbles 1..16 the occupancy (h8's bit first), then one per piece
    out[0] = (byte) ((GAME_MARKER << 2 | MODE_BOARD << 1 | black) << 4 | (int) (occ >>> 60));
    for (int j = 1; j < 8; j++) {
      out[j] = (byte) (occ >>> (60 - 8 * j));
    }
    // the first piece shares byte 8 with the occupancy's last nibble; each byte is stored once
    int pending = (int) (occ & 15) << 4;
    int next = 8;
    boolean low = true;
    for (long o = occ; o != 0; o &= o - 1) {
      int sq = Long.numberOfTrailingZeros(o);
      int v = (int) (p0 >>> sq & 1) | (int) (p1 >>> sq & 1) << 1 | (int) (p2 >>> sq & 1) << 2
          | (int) (p3 >>> sq & 1) << 3;
      if (low) {
        out[next++] = (byte) (pending | v);
      } else {
        pending = v << 4;
      }
      low = !low;
    }
    if (low) { // the last piece (or none) left a high nibble unstored
      out[next] = (byte) pending;
    }
    return finish(out, 4 * (17 + n), halfmove, hBits, fullmove, fBits);
  }

  /** Writes the clocks from bit pos, then the CRC. */
  private static byte[] finish(byte[] out, int pos, int halfmove, int hBits, int fullmove, int fBits) {
    if (hBits == 8 && fBits == 9) {
      // the common case: both short forms, 17 bits, ORed into the three bytes from pos's byte (the
      // third may be the CRC's first, which is written after)
      long chunk = (long) (halfmove << 9 | fullmove - 1) << (47 - (pos & 7));
      int at = pos >>> 3;
      out[at] |= (byte) (chunk >>> 56);
      out[at + 1] |= (byte) (chunk >>> 48);
      out[at + 2] |= (byte) (chunk >>> 40);
      return withCrc(out);
    }
    if (hBits == 8) {
      pos = put(out, pos, halfmove, 8);
    } else if (hBits == 11) {
      pos = put(out, pos, 0b10 << 9 | (halfmove - 128), 11);
    } else {
      pos = put(out, pos, 0b11, 2);
      pos = put(out, pos, halfmove, 31);
    }
    if (fBits == 9) {
      pos = put(out, pos, fullmove - 1, 9);
    } else if (fBits == 16) {
      pos = put(out, pos, 0b10 << 14 | (fullmove - 257), 16);
    } else {
      pos = put(out, pos, 0b11, 2);
      put(out, pos, fullmove, 31);
    }
    return withCrc(out);
  }

  /** Writes the CRC of all but the last two bytes into those two. */
  private static byte[] withCrc(byte[] out) {
    int len = out.length - 2;
    int crc = Crc16.of(out, len);
    out[len] = (byte) (crc >>> 8);
    out[len + 1] = (byte) crc;
    return out;
  }

  static int halfmoveBits(int halfmove) {
    return halfmove < 128 ? 8 : halfmove < 640 ? 11 : 33;
  }

  static int fullmoveBits(int fullmove) {
    return fullmove <= 256 ? 9 : fullmove <= 16640 ? 16 : 33;
  }

  /** The Scharnagl number if the bitboards are a start arrangement with all four rights, else -1. */
  private static int startNumber(long occ, long white, long pawns, long knights, long bishops, long rooks,
      long queens, long kings, long castle) {
    if (occ != START_OCCUPANCY || white != 0xFFFFL || pawns != START_PAWNS || castle != rooks
        || !mirrored(knights) || !mirrored(bishops) || !mirrored(rooks) || !mirrored(queens) || !mirrored(kings)) {
      return -1;
    }
    int key = 0;
    for (int f = 0; f < 8; f++) {
      long b = 1L << f;
      int role = (knights & b) != 0 ? 1 : (bishops & b) != 0 ? 2 : (rooks & b) != 0 ? 3 : (queens & b) != 0 ? 4 : 5;
      key |= role << (3 * f);
    }
    Integer n = START_NUMBER.get(key);
    return n == null ? -1 : n;
  }

  /** Whether rank 8 of a bitboard mirrors its rank 1 and it has nothing elsewhere. */
  private static boolean mirrored(long b) {
    long r1 = b & RANK_1;
    return b == (r1 | Long.reverseBytes(r1));
  }

  /**
   * The position a code encodes.
   *
   * @throws CompactCodecException for anything that is not a code an encoder writes
   */
  public static Position decode(byte[] code) throws CompactCodecException {
    if (code.length == 0) {
      throw new CompactCodecException("empty code");
    }
    int marker = (code[0] & 0xFF) >>> 6;
    if (marker != GAME_MARKER) {
      throw new CompactCodecException(marker == 0b01 ? "a Rithmomachia code, not a chess one"
          : "not a chess code (first bits " + (marker >> 1) + (marker & 1) + ")");
    }
    if (code.length < 6) {
      throw new CompactCodecException("code too short: " + code.length + " bytes");
    }
    int len = code.length - 2;
    if (Crc16.of(code, len) != ((code[len] & 0xFF) << 8 | (code[len + 1] & 0xFF))) {
      throw new CompactCodecException("checksum mismatch");
    }
    int limit = len * 8;
    int header = (code[0] & 0xFF) >>> 4;
    Color turn = (header & 1) == 0 ? Color.WHITE : Color.BLACK;
    if ((header >>> 1 & 1) == MODE_START) {
      int n = (int) get(code, 4, 10, limit);
      if (n >= 960) {
        throw new CompactCodecException("start position number " + n + ", numbers are 0..959");
      }
      long clocks = clocks(code, 14, limit);
      int base = n * 6;
      long knights = mirror(START_RANK_1[base + 1]);
      long bishops = mirror(START_RANK_1[base + 2]);
      long rooks = mirror(START_RANK_1[base + 3]);
      long queens = mirror(START_RANK_1[base + 4]);
      long kings = mirror(START_RANK_1[base + 5]);
      return position(0xFFFFL, START_OCCUPANCY & ~0xFFFFL, START_PAWNS, knights, bishops, rooks, queens, kings, turn,
          rooks, -1, clocks);
    }
    if (code.length < 11) {
      throw new CompactCodecException("code too short: " + code.length + " bytes");
    }
    long occ = (long) (code[0] & 15) << 60;
    for (int j = 1; j < 8; j++) {
      occ |= (long) (code[j] & 0xFF) << (60 - 8 * j);
    }
    occ |= (code[8] & 0xFF) >>> 4;
    int n = Long.bitCount(occ);
    int clockPos = 4 * (17 + n);
    if (clockPos > limit) {
      throw new CompactCodecException("code ends inside the pieces");
    }
    // one bitboard per piece code, filled in square order: two pieces per byte, the low nibble of
    // byte 8 first, then the high and low nibbles of the bytes after (clockPos <= limit keeps the
    // reads inside the code)
    long[] byCode = new long[16];
    long o = occ;
    if (o != 0) {
      byCode[code[8] & 15] |= o & -o;
      o &= o - 1;
    }
    for (int next = 9; o != 0; next++) {
      int b = code[next];
      byCode[b >>> 4 & 15] |= o & -o;
      o &= o - 1;
      if (o == 0) {
        break;
      }
      byCode[b & 15] |= o & -o;
      o &= o - 1;
    }
    if ((byCode[14] | byCode[15]) != 0) {
      throw new CompactCodecException("unused piece code on " + squareName(byCode[14] | byCode[15]));
    }
    long castle = byCode[CASTLING_ROOK];
    long epPawn = byCode[EN_PASSANT_PAWN];
    if ((castle & ~(RANK_1 | RANK_8)) != 0) {
      throw new CompactCodecException("castling rook marker off the back ranks, on "
          + squareName(castle & ~(RANK_1 | RANK_8)));
    }
    // piece codes: role ordinal (pawn..king) for White, 6 + role ordinal for Black
    byCode[Role.ROOK.ordinal()] |= castle & RANK_1;
    byCode[6 + Role.ROOK.ordinal()] |= castle & RANK_8;
    int ep = -1;
    if (epPawn != 0) {
      long rank = turn == Color.BLACK ? RANK_4 : RANK_5;
      if ((epPawn & (epPawn - 1)) != 0 || (epPawn & rank) == 0) {
        throw new CompactCodecException("en-passant marker on " + squareName(epPawn) + " with "
            + (turn == Color.WHITE ? "White" : "Black") + " to move");
      }
      int sq = Long.numberOfTrailingZeros(epPawn);
      byCode[turn == Color.BLACK ? Role.PAWN.ordinal() : 6 + Role.PAWN.ordinal()] |= epPawn;
      ep = turn == Color.BLACK ? sq - 8 : sq + 8;
    }
    long white = 0;
    long black = 0;
    for (int r = 0; r < 6; r++) {
      white |= byCode[r];
      black |= byCode[6 + r];
    }
    long clocks = clocks(code, clockPos, limit);
    Position p = position(white, black, byCode[0] | byCode[6], byCode[1] | byCode[7], byCode[2] | byCode[8],
        byCode[3] | byCode[9], byCode[4] | byCode[10], byCode[5] | byCode[11], turn, castle, ep, clocks);
    if (p.epSquareIndex() != ep) {
      throw new CompactCodecException("en-passant marker where no en-passant capture is legal");
    }
    return p;
  }

  private static long mirror(long rank1) {
    return rank1 | Long.reverseBytes(rank1);
  }

  private static Position position(long white, long black, long pawns, long knights, long bishops, long rooks,
      long queens, long kings, Color turn, long castle, int ep, long clocks) throws CompactCodecException {
    try {
      return Position.ofBitboards(white, black, pawns, knights, bishops, rooks, queens, kings, turn, castle, ep,
          (int) clocks, (int) (clocks >>> 32));
    } catch (PositionException e) {
      throw new CompactCodecException("not a legal position: " + e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new CompactCodecException(e.getMessage());
    }
  }

  /** Reads both clocks from bit pos and checks that exactly zero padding follows: fullmove << 32 | halfmove. */
  private static long clocks(byte[] code, int pos, int limit) throws CompactCodecException {
    if (pos + 17 <= limit) {
      // the common case, both clocks in their shortest forms (8 + 9 bits), from one 64-bit window
      long w = window(code, pos);
      if (w >= 0 && w << 8 >= 0) {
        int pad = limit - (pos + 17);
        long padding = pad == 0 ? 0 : w << 17 >>> (64 - pad);
        if (pad < 8 && padding == 0) {
          long halfmove = w >>> 56 & 0x7F;
          long fullmove = 1 + (w >>> 47 & 0xFF);
          return fullmove << 32 | halfmove;
        }
      }
    }
    long halfmove;
    if (get(code, pos, 1, limit) == 0) {
      halfmove = get(code, pos + 1, 7, limit);
      pos += 8;
    } else if (get(code, pos + 1, 1, limit) == 0) {
      halfmove = 128 + get(code, pos + 2, 9, limit);
      pos += 11;
    } else {
      halfmove = get(code, pos + 2, 31, limit);
      pos += 33;
      if (halfmove < 640) {
        throw new CompactCodecException("halfmove clock " + halfmove + " not in its shortest form");
      }
    }
    long fullmove;
    if (get(code, pos, 1, limit) == 0) {
      fullmove = 1 + get(code, pos + 1, 8, limit);
      pos += 9;
    } else if (get(code, pos + 1, 1, limit) == 0) {
      fullmove = 257 + get(code, pos + 2, 14, limit);
      pos += 16;
    } else {
      fullmove = get(code, pos + 2, 31, limit);
      pos += 33;
      if (fullmove <= 16640) {
        throw new CompactCodecException("fullmove number " + fullmove + " not in its shortest form");
      }
    }
    int end = (pos + 7) >>> 3;
    if (end * 8 != limit) {
      throw new CompactCodecException("code has " + (limit / 8 - end) + " bytes after its last field");
    }
    if (pos < limit && get(code, pos, limit - pos, limit) != 0) {
      throw new CompactCodecException("padding bits are not 0");
    }
    return fullmove << 32 | halfmove;
  }

  /** Writes the low len bits of value (len at most 32) from bit pos, most significant first; the next pos. */
  private static int put(byte[] out, int pos, long value, int len) {
    while (len > 0) {
      int free = 8 - (pos & 7);
      int take = Math.min(free, len);
      int chunk = (int) (value >>> (len - take)) & ((1 << take) - 1);
      out[pos >> 3] |= (byte) (chunk << (free - take));
      pos += take;
      len -= take;
    }
    return pos;
  }

  /** The 64 bits of the code from bit pos on, most significant first; zeros past the array's end. */
  private static long window(byte[] code, int pos) {
    int i = pos >>> 3;
    long w = 0;
    for (int k = 0; k < 8; k++, i++) {
      w = w << 8 | (i < code.length ? code[i] & 0xFF : 0);
    }
    return w << (pos & 7);
  }

  /** Reads len bits (at most 32) from bit pos, most significant first; the code ends at bit limit. */
  private static long get(byte[] code, int pos, int len, int limit) throws CompactCodecException {
    if (pos + len > limit) {
      throw new CompactCodecException("code ends inside a field");
    }
    long v = 0;
    while (len > 0) {
      int avail = 8 - (pos & 7);
      int take = Math.min(avail, len);
      int chunk = ((code[pos >> 3] & 0xFF) >>> (avail - take)) & ((1 << take) - 1);
      v = v << take | chunk;
      pos += take;
      len -= take;
    }
    return v;
  }

  private static String squareName(long bits) {
    int sq = Long.numberOfTrailingZeros(bits);
    return "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >> 3));
  }
}
