package org.ludoteca.rithmomachia;

import static org.ludoteca.rithmomachia.RosterTables.*;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.ludoteca.codec.MalformedCodeException;

/**
 * Reads a roster-mode code ({@link RosterCodec}) into a {@link Position}, built unchecked through
 * the package's own way in: the decoder places each token at most once and lists only the
 * opponent's plain roster pieces as captured, so every position it returns passes the checks of
 * {@link Position#of} by construction. Thread-safe: per-thread work arrays.
 */
final class RosterDecoder {
  private static final VarHandle LONG_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  private static final PieceKind[] KINDS = PieceKind.values();

  /** Per-thread work arrays, so that decoding a position allocates nothing but its result. */
  private static final class Scratch {
    /** The square of each moved token. */
    final int[] square = new int[Long.SIZE + 1];
    /**
     * The roster code being read, copied so that every read is one 8-byte load: zeros after its
     * {@code inLength} bytes, as a truncated code reads.
     */
    final byte[] in = new byte[ROSTER_ROOM + Long.BYTES];
    int inLength;
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private RosterDecoder() {}

  /**
   * The next bits of {@code in} from bit {@code at}, left-aligned: at least 57 of them. {@code in}
   * is a scratch copy of the code with zeros after it, so a read past the code's end sees zeros
   * (and the length check at the end rejects it) and no read needs a bounds test of its own.
   */
  private static long peek(byte[] in, int at) {
    return (long) LONG_BIG_ENDIAN.get(in, at >>> 3) << (at & 7);
  }

  /**
   * A roster-mode position. Each token is placed at most once and the capture lists hold only the
   * opponent's plain roster pieces, so the position passes every check of {@link Position#of} (one
   * pyramid a side at most, no own or pyramid pieces captured) and is built unchecked.
   *
   * <p>The bits are read at a bit index {@code at} kept in a local, from the zero-padded scratch
   * copy ({@link #peek}): no reader object, no refill branches.
   */
  static Position decode(byte[] code, int end, int layout, Side toMove) throws MalformedCodeException {
    if (end > ROSTER_ROOM) { // no roster code is near this long
      throw new MalformedCodeException("extra data: " + end + " bytes, more than any roster code takes");
    }
    Scratch scratch = SCRATCH.get();
    byte[] in = scratch.in;
    System.arraycopy(code, 0, in, 0, end);
    if (scratch.inLength > end) { // zeros after the code, as far as the previous one reached
      Arrays.fill(in, end, scratch.inLength, (byte) 0);
    }
    scratch.inLength = end;
    int at = 5;
    int short1 = (int) (peek(in, at) >>> 62);
    at += 2;
    if (short1 > CAPTURED) {
      throw new MalformedCodeException("bad state table 3");
    }
    long shortStates = 0;
    long highStates = 0;
    int pyramidMaskWhite = 0;
    int pyramidMaskBlack = 0;
    long window = peek(in, at); // the next bits in a register, reloaded when fewer than a field's are left
    int valid = 64 - (at & 7);
    for (int g = 0; g < GROUP_FIRST.length; g++) {
      int first = GROUP_FIRST[g];
      int size = GROUP_SIZE[g];
      if (valid < 8 + 6) {
        window = peek(in, at);
        valid = 64 - (at & 7);
      }
      int entry = STATES_DECODE[size][(int) (window >>> 56)];
      window <<= entry & 15;
      valid -= entry & 15;
      at += entry & 15;
      shortStates |= (long) (entry >>> 4 & 15) << first;
      highStates |= (long) (entry >>> 8 & 15) << first;
      int last = first + size - 1;
      if (TOKEN_PYRAMID[last] && ((short1 == CAPTURED ? shortStates : highStates) >>> last & 1) == 0) {
        int side = TOKEN_SIDE[last];
        int width = PYRAMID_MASK_BITS[side];
        int m = (int) (window >>> 64 - width);
        window <<= width;
        valid -= width;
        at += width;
        if (m == 0) {
          throw new MalformedCodeException("pyramid with no components");
        }
        if (side == 0) {
          pyramidMaskWhite = m;
        } else {
          pyramidMaskBlack = m;
        }
      }
    }
    long lowStates = ALL_TOKENS & ~(shortStates | highStates);
    long home = short1 == HOME ? shortStates : lowStates;
    long moved = short1 == MOVED ? shortStates : short1 == HOME ? lowStates : highStates;
    long captured = short1 == CAPTURED ? shortStates : highStates;
    Piece[] board = new Piece[Square.COUNT]; // the position's own: built here, never copied
    // Home squares: White's all in the low half, Black's in the high half (checked at start-up).
    // A pyramid goes in as its start piece here and gets its components at the end.
    int[] homeSquare = HOME_SQUARE[layout];
    // The kind masks as Position keeps them: circles and triangles here, squares the rest of the
    // occupied squares, and the pyramids' squares set at the end.
    long[] tokenCircle = TOKEN_CIRCLE;
    long[] tokenTriangle = TOKEN_TRIANGLE;
    long occupiedLow = 0;
    long occupiedHigh = 0;
    long circlesLow = 0;
    long circlesHigh = 0;
    long trianglesLow = 0;
    long trianglesHigh = 0;
    for (long m = home & SIDE_TOKENS[0]; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      int s = homeSquare[t];
      board[s] = TOKEN_PIECE[t];
      long bit = 1L << s;
      occupiedLow |= bit;
      circlesLow |= bit & tokenCircle[t];
      trianglesLow |= bit & tokenTriangle[t];
    }
    for (long m = home & SIDE_TOKENS[1]; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      int s = homeSquare[t];
      board[s] = TOKEN_PIECE[t];
      long bit = 1L << s; // a shift uses the square mod 64
      occupiedHigh |= bit;
      circlesHigh |= bit & tokenCircle[t];
      trianglesHigh |= bit & tokenTriangle[t];
    }
    long whiteLow = occupiedLow;
    long whiteHigh = 0;
    int circleTable = 0;
    if ((moved & CIRCLE_TOKENS) != 0) { // 1: circles keep their colour
      circleTable = (int) (peek(in, at) >>> 63);
      at++;
    }
    int[] square = scratch.square;
    int[] homeEntry = HOME_ENTRY[layout];
    int[] homeColour = HOME_COLOUR[layout];
    // The squares are the decoder's longest serial chain: their bits stay in the register window.
    window = peek(in, at);
    valid = 64 - (at & 7);
    for (long m = moved; m != 0; m &= m - 1) { // branch-free but for the errors: circles and others mix
      int t = Long.numberOfTrailingZeros(m);
      int table = (int) (CIRCLE_TOKENS >>> t) & circleTable;
      if (valid < SQUARE_PEEK) {
        window = peek(in, at);
        valid = 64 - (at & 7);
      }
      int entry = RANK_DECODE[table << RANK_MAX_LENGTH | (int) (window >>> 64 - RANK_MAX_LENGTH)];
      int length = entry & 15;
      int side = TOKEN_SIDE[t];
      int rank0 = entry >>> 4 ^ -side & 15; // Black counts ranks from the top
      int fileBits = 3 - table;
      int file = (int) (window << length >>> 64 - fileBits);
      int s = rank0 * 8 + (file << table) + ((homeColour[t] ^ rank0) & table);
      window <<= length + fileBits;
      valid -= length + fileBits;
      at += length + fileBits;
      long bit = 1L << s;
      long highBit = bit & -(long) (s >>> 6);
      long lowBit = bit ^ highBit;
      if ((occupiedLow & lowBit | occupiedHigh & highBit) != 0) {
        throw new MalformedCodeException("two pieces on square " + Square.of(s));
      }
      if (homeEntry[s] >>> 6 == TOKEN_CLASS[t]) { // the encoder calls such a piece home
        throw new MalformedCodeException("moved piece on the home square of an equal token " + Square.of(s));
      }
      board[s] = TOKEN_PIECE[t];
      long white = side - 1L; // all ones for White
      occupiedLow |= lowBit;
      occupiedHigh |= highBit;
      whiteLow |= lowBit & white;
      whiteHigh |= highBit & white;
      long circle = tokenCircle[t];
      long triangle = tokenTriangle[t];
      circlesLow |= lowBit & circle;
      circlesHigh |= highBit & circle;
      trianglesLow |= lowBit & triangle;
      trianglesHigh |= highBit & triangle;
      square[t] = s;
    }
    long[] kinds = {circlesLow, circlesHigh, trianglesLow, trianglesHigh,
        occupiedLow & ~(circlesLow | trianglesLow), occupiedHigh & ~(circlesHigh | trianglesHigh)};
    int t;
    for (int side = 0; side < 2; side++) {
      t = PYRAMID_TOKEN[side];
      if (((home | moved) >>> t & 1) != 0) {
        int s = (home >>> t & 1) != 0 ? homeSquare[t] : square[t];
        board[s] = PYRAMID_VARIANT[side][side == 0 ? pyramidMaskWhite : pyramidMaskBlack];
        Position.setKindBits(kinds, s, board[s].kindMask()); // each kind among its components
      }
    }
    // Capture lists: Lehmer codes over the missing items, TB(n - k) each.
    List<Piece> byWhite = List.of();
    List<Piece> byBlack = List.of();
    for (int capturer = 0; capturer < 2; capturer++) {
      int victim = 1 - capturer;
      long left = missingItems(victim, captured, victim == 0 ? pyramidMaskWhite : pyramidMaskBlack);
      int n = Long.bitCount(left);
      if (n == 0) {
        continue;
      }
      Piece[] items = ITEM_PIECE[victim];
      Piece[] list = new Piece[n];
      for (int k = 0; k < n; k++) {
        int below = n - k;
        int rank = 0;
        if (below > 1) { // TB(below), branch-free: its first width - 1 bits decide the width
          int width = 32 - Integer.numberOfLeadingZeros(below - 1);
          int u = (1 << width) - below;
          if (valid < 6) {
            window = peek(in, at);
            valid = 64 - (at & 7);
          }
          long top = window >>> 64 - width;
          int v = (int) (top >>> 1);
          int wide = v >= u ? 1 : 0;
          rank = wide == 0 ? v : (int) top - u;
          window <<= width - 1 + wide;
          valid -= width - 1 + wide;
          at += width - 1 + wide;
        }
        long pick = left;
        for (int j = 0; j < rank; j++) {
          pick &= pick - 1;
        }
        pick &= -pick;
        left ^= pick;
        list[k] = items[Long.numberOfTrailingZeros(pick)];
      }
      if (capturer == 0) {
        byWhite = List.of(list);
      } else {
        byBlack = List.of(list);
      }
    }
    // Irregular field: '0' none, '10' a moved leaper's leap, '11' written out.
    IrregularMove leap = null;
    long next = peek(in, at);
    if (next >= 0) {
      at++;
    } else if (next << 1 >= 0) {
      at += 2;
      int lastMover = 1 - toMove.ordinal();
      long leapers = moved & SIDE_TOKENS[lastMover] & LEAPER_TOKENS;
      if (leapers == 0) {
        throw new MalformedCodeException("irregular move names a leaper, but none has moved");
      }
      int count = Long.bitCount(leapers);
      int ref = 0;
      if (count > 1) {
        int width = 32 - Integer.numberOfLeadingZeros(count - 1);
        int u = (1 << width) - count;
        long top = peek(in, at) >>> 64 - width;
        int v = (int) (top >>> 1);
        ref = v < u ? v : (int) top - u;
        at += v < u ? width - 1 : width;
      }
      t = nthBit(leapers, ref);
      int vectorBits = TOKEN_PYRAMID[t] ? 4 : 3;
      int o = leapOrigin(t, square[t], (int) (peek(in, at) >>> 64 - vectorBits));
      at += vectorBits;
      if (o < 0) {
        throw new MalformedCodeException("irregular move from off the board");
      }
      leap = rosterLeap(t, o);
    } else {
      at += 2;
      long field = peek(in, at);
      Side side = field < 0 ? Side.BLACK : Side.WHITE;
      PieceKind kind = KINDS[(int) (field >>> 61 & 3)];
      at += 3;
      int value = 0;
      if (kind != PieceKind.PYRAMID) {
        value = (int) (field >>> 51 & 1023);
        at += 10;
        if (value < 1 || value > Piece.MAX_VALUE) {
          throw new MalformedCodeException("value " + value + " out of range 1..999");
        }
      }
      leap = new IrregularMove(side, kind, value, Square.of((int) (peek(in, at) >>> 57)));
      at += 7;
    }
    // Turn: EG(6) of turn - 1: z zeros (at most 40), then z + 7 bits.
    int zeros = Long.numberOfLeadingZeros(peek(in, at));
    if (zeros > 40) {
      throw new MalformedCodeException("number too long");
    }
    at += zeros;
    long turn = (peek(in, at) >>> 64 - (zeros + 7)) - (1L << 6) + 1;
    at += zeros + 7;
    if (turn > Integer.MAX_VALUE) {
      throw new MalformedCodeException("turn " + turn + " too large");
    }
    // The code must end here: inside its last byte, with zero padding.
    int endBits = end << 3;
    if (at > endBits) {
      throw new MalformedCodeException("truncated: the code ends inside a field");
    }
    if (endBits - at >= 8) {
      throw new MalformedCodeException("extra data: " + ((endBits - at) >>> 3) + " bytes after the position");
    }
    if (peek(in, at) >>> 56 != 0) {
      throw new MalformedCodeException("non-zero padding bits");
    }
    return Position.trusted(board, toMove, byWhite, byBlack, leap, (int) turn,
        occupiedLow, occupiedHigh, whiteLow, whiteHigh, kinds);
  }

  /** The irregular field of token {@code t} leaping from square {@code origin}: one shared instance each. */
  private static IrregularMove rosterLeap(int t, int origin) {
    int slot = t << 7 | origin;
    IrregularMove leap = ROSTER_LEAPS[slot];
    if (leap == null) { // a benign race: records are immutable, any copy will do
      leap = IrregularMove.of(TOKEN_PIECE[t], Square.of(origin));
      ROSTER_LEAPS[slot] = leap;
    }
    return leap;
  }

  /** The index of the {@code n}-th set bit of {@code bits} (n from 0; there must be more than n). */
  private static int nthBit(long bits, int n) {
    for (int i = 0; i < n; i++) {
      bits &= bits - 1;
    }
    return Long.numberOfTrailingZeros(bits);
  }
}
