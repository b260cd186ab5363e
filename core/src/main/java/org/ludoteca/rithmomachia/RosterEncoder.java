package org.ludoteca.rithmomachia;

import static org.ludoteca.rithmomachia.RosterTables.*;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.ludoteca.codec.Crc16;

/**
 * Writes the roster-mode code of a position ({@link RosterCodec}), or finds that it has none.
 * Thread-safe: per-thread work arrays.
 */
final class RosterEncoder {
  private static final VarHandle LONG_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  /** Below this many tokens on their back-layout homes, the encoder also tries the forward2 homes. */
  private static final int FORWARD2_TRIAL = 6;

  /** Per-thread work arrays, so that coding a position allocates nothing but its result. */
  private static final class Scratch {
    /** The square of each moved token; slot 64 takes the stores of pieces found at home. */
    final int[] square = new int[Long.SIZE + 1];
    /** Per occupied square while encoding, in square order: square | code << 8. */
    final int[] pieces = new int[TOKENS];
    /** The same for the pieces not on their home square; one slot more for the branch-free stores. */
    final int[] away = new int[TOKENS + 1];
    /** The last pyramid of each side seen and its component mask: a game keeps one for many plies. */
    final Piece[] pyramid = new Piece[2];
    final int[] pyramidMask = new int[2];
    /** The pyramid component masks of the position being coded, per side (0: none on the board). */
    final int[] pyramidMasks = new int[2];
    /** The roster code being written, whole words at a time. */
    final byte[] out = new byte[ROSTER_ROOM + Long.BYTES];
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private RosterEncoder() {}

  /** The mask of start components that pyramid {@code q} holds, in order; 0 if it is not such a pyramid. */
  private static int pyramidMask(int side, Piece q) {
    Piece[] start = PYRAMID_COMPONENTS[side];
    int mask = 0;
    int j = 0;
    for (Piece c : q.components()) {
      while (j < start.length && start[j].code() != c.code()) { // components are plain: the code says all
        j++;
      }
      if (j == start.length) {
        return 0;
      }
      mask |= 1 << j++;
    }
    return mask;
  }

  /**
   * The class of a piece whose code has no plain roster class: its side's pyramid class when it is
   * a pyramid of start components and the side's first, recording its mask; else -1.
   */
  private static int pyramidClass(Piece q, Scratch scratch) {
    if (!q.isPyramid()) {
      return -1;
    }
    int side = q.code() >>> Piece.CODE_SIDE_SHIFT & 1;
    if (q != scratch.pyramid[side]) {
      scratch.pyramidMask[side] = pyramidMask(side, q);
      scratch.pyramid[side] = q;
    }
    int m = scratch.pyramidMask[side];
    if (m == 0 || scratch.pyramidMasks[side] != 0) { // not the start pyramid's components, or a second pyramid
      return -1;
    }
    scratch.pyramidMasks[side] = m;
    return PYRAMID_CLASS[side];
  }

  /**
   * The roster code of {@code p}, or {@code null} when a piece or a capture list is outside the
   * roster. One pass over the occupied squares reads each piece's {@link Piece#code()} (pieces are
   * interned, so these loads hit the cache) and compares it with the code of the token whose home
   * the square is: no class lookup and no branch for the pieces at home. The others, in a small
   * array, are matched to tokens in a second pass; then the fields go out in order through a local
   * 64-bit accumulator, 32 bits at a time, into the scratch array.
   */
  static byte[] encode(Position p) {
    long occupiedLow = p.occupiedLow();
    long occupiedHigh = p.occupiedHigh();
    int n = Long.bitCount(occupiedLow) + Long.bitCount(occupiedHigh);
    if (n > TOKENS) {
      return null;
    }
    Scratch scratch = SCRATCH.get();
    int[] pieces = scratch.pieces;
    int[] away = scratch.away;
    long[] homeCode = HOME_CODE[0];
    long home = 0;
    int i = 0;
    int awayCount = 0;
    for (int half = 0; half < Square.COUNT; half += 64) {
      for (long bits = half == 0 ? occupiedLow : occupiedHigh; bits != 0; bits &= bits - 1) {
        int s = half | Long.numberOfTrailingZeros(bits);
        int code = p.pieceAt(s).code();
        long e = homeCode[s];
        long atHome = ((e ^ code) & 0xFFFF) - 1 >> 63; // all ones when e's low 16 bits are the code
        home |= e & atHome;
        int entry = s | code << 8;
        pieces[i++] = entry;
        away[awayCount] = entry;
        awayCount += 1 + (int) atHome;
      }
    }
    home >>>= 16; // the token bits (the codes or-ed in below them go)
    int layout = 0;
    if (Long.bitCount(home) < FORWARD2_TRIAL) { // a game from the back layout keeps a few pieces home for long
      long[] forwardCode = HOME_CODE[1];
      long forward = 0;
      for (i = 0; i < n; i++) {
        long e = forwardCode[pieces[i] & 0xFF];
        forward |= e & ((e ^ pieces[i] >>> 8) & 0xFFFF) - 1 >> 63;
      }
      forward >>>= 16;
      if (Long.bitCount(forward) > Long.bitCount(home)) {
        layout = 1;
        home = forward;
        awayCount = 0;
        for (i = 0; i < n; i++) {
          long e = forwardCode[pieces[i] & 0xFF];
          away[awayCount] = pieces[i];
          awayCount += 1 + (int) (((e ^ pieces[i] >>> 8) & 0xFFFF) - 1 >> 63);
        }
      }
    }
    int[] pyramidMasks = scratch.pyramidMasks;
    pyramidMasks[0] = 0;
    pyramidMasks[1] = 0;
    for (int side = 0; side < 2; side++) { // a pyramid at home matched by its code only: check it
      int t = PYRAMID_TOKEN[side];
      if ((home >>> t & 1) != 0 && pyramidClass(p.pieceAt(HOME_SQUARE[layout][t]), scratch) < 0) {
        return null;
      }
    }
    // The pieces away from home, in square order, are the first free token of their class.
    int[] square = scratch.square;
    int[] homeColour = HOME_COLOUR[layout];
    long[] classTokens = CLASS_TOKENS;
    byte[] classOfCode = CLASS_OF_CODE;
    long matched = home;
    int colourChanges = 0;
    for (i = 0; i < awayCount; i++) {
      int s = away[i] & 0xFF;
      int c = classOfCode[away[i] >>> 8];
      if (c < 0 && (c = pyramidClass(p.pieceAt(s), scratch)) < 0) {
        return null;
      }
      long free = classTokens[c] & ~matched;
      if (free == 0) {
        return null;
      }
      long pick = free & -free;
      matched |= pick;
      int t = Long.numberOfTrailingZeros(pick);
      square[t] = s;
      colourChanges |= (int) (CIRCLE_TOKENS >>> t) & (colour(s) ^ homeColour[t]);
    }
    long moved = matched & ~home;
    long captured = ALL_TOKENS & ~matched;
    int homeCount = Long.bitCount(home);
    int movedCount = n - homeCount;
    int capturedCount = TOKENS - n;
    int short1 = homeCount >= movedCount ? (homeCount >= capturedCount ? HOME : CAPTURED)
        : (movedCount >= capturedCount ? MOVED : CAPTURED);
    long shortStates = short1 == HOME ? home : short1 == MOVED ? moved : captured;
    long highStates = short1 == CAPTURED ? moved : captured;
    // Every field is at most 32 bits; the accumulator holds fewer than 32 pending bits between
    // fields (its higher bits are stale and never read), so a field always fits.
    byte[] out = scratch.out;
    int pos = 0;
    long acc = (long) RosterCodec.VERSION << 5
        | (layout == 0 ? RosterCodec.MODE_BACK : RosterCodec.MODE_FORWARD2) << 3
        | p.toMove().ordinal() << 2 | short1;
    int bits = 7;
    for (int g = 0; g < GROUP_FIRST.length; g++) {
      int first = GROUP_FIRST[g];
      int size = GROUP_SIZE[g];
      int unused = 4 - size; // tokens past the group count as one-bit states, then are cut off
      int nibbles = (int) (shortStates >>> first) & 15 | 15 << size & 15;
      int code = STATES_CODE[nibbles << 4 | (int) (highStates >>> first) & (1 << size) - 1];
      int length = (code & 15) - unused;
      acc = acc << length | code >>> 4 + unused;
      bits += length;
      int last = first + size - 1;
      if (TOKEN_PYRAMID[last] && (captured >>> last & 1) == 0) {
        int side = TOKEN_SIDE[last];
        acc = acc << PYRAMID_MASK_BITS[side] | pyramidMasks[side];
        bits += PYRAMID_MASK_BITS[side];
      }
      if (bits >= 32) {
        INT_BIG_ENDIAN.set(out, pos, (int) (acc >>> bits - 32));
        pos += 4;
        bits -= 32;
      }
    }
    int circleTable = 0;
    if ((moved & CIRCLE_TOKENS) != 0) {
      circleTable = colourChanges == 0 ? 1 : 0; // 1: every moved circle kept its home colour
      acc = acc << 1 | circleTable;
      bits++;
    }
    int[] squareCode = SQUARE_CODE;
    for (long m = moved; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      int table = (int) (CIRCLE_TOKENS >>> t) & circleTable;
      int code = squareCode[table << 8 | TOKEN_SIDE[t] << 7 | square[t]];
      int length = code & 15;
      acc = acc << length | code >>> 4;
      bits += length;
      if (bits >= 32) {
        INT_BIG_ENDIAN.set(out, pos, (int) (acc >>> bits - 32));
        pos += 4;
        bits -= 32;
      }
    }
    // Capture lists: each piece the first not yet listed missing item of its class, coded as its
    // rank among those, TB(n - k).
    for (int capturer = 0; capturer < 2; capturer++) {
      int victim = 1 - capturer;
      List<Piece> list = p.capturedBy(capturer == 0 ? Side.WHITE : Side.BLACK);
      long left = missingItems(victim, captured, pyramidMasks[victim]);
      int count = Long.bitCount(left);
      if (list.size() != count) {
        return null;
      }
      long[] classItems = CLASS_ITEMS[victim];
      for (int k = 0; k < count; k++) {
        int c = classOfCode[list.get(k).code()];
        long candidates = c < 0 ? 0 : classItems[c] & left; // a pyramid code has no class
        if (candidates == 0) {
          return null;
        }
        long item = candidates & -candidates;
        int v = Long.bitCount(left & item - 1);
        left ^= item;
        int below = count - k;
        int width = 32 - Integer.numberOfLeadingZeros(below - 1);
        int u = (1 << width) - below;
        int wide = v >= u ? 1 : 0; // truncated binary: the first u values take a bit less
        acc = acc << width - 1 + wide | v + (u & -wide);
        bits += width - 1 + wide;
        if (bits >= 32) {
          INT_BIG_ENDIAN.set(out, pos, (int) (acc >>> bits - 32));
          pos += 4;
          bits -= 32;
        }
      }
    }
    IrregularMove leap = p.lastLeap().orElse(null);
    int leapField = leap == null ? 1 : rosterLeapField(leap, 1 - p.toMove().ordinal(), moved, square);
    acc = acc << (leapField & 31) | leapField >>> 5;
    bits += leapField & 31;
    if (bits >= 32) {
      INT_BIG_ENDIAN.set(out, pos, (int) (acc >>> bits - 32));
      pos += 4;
      bits -= 32;
    }
    // Turn: EG(6) of turn - 1, the zeros then the number (at most 25 and 32 bits).
    long x = p.turn() - 1L + (1L << 6);
    int length = 64 - Long.numberOfLeadingZeros(x);
    acc <<= length - 7;
    bits += length - 7;
    if (bits >= 32) {
      INT_BIG_ENDIAN.set(out, pos, (int) (acc >>> bits - 32));
      pos += 4;
      bits -= 32;
    }
    acc = acc << length | x;
    bits += length;
    if (bits >= 32) {
      INT_BIG_ENDIAN.set(out, pos, (int) (acc >>> bits - 32));
      pos += 4;
      bits -= 32;
    }
    int size = pos;
    if (bits > 0) {
      LONG_BIG_ENDIAN.set(out, pos, acc << 64 - bits); // zero padding to the byte
      size += bits + 7 >>> 3;
    }
    byte[] code = Arrays.copyOf(out, size + 2);
    int crc = Crc16.of(out, size);
    code[size] = (byte) (crc >>> 8);
    code[size + 1] = (byte) crc;
    return code;
  }

  /**
   * The irregular field of a roster code as {@code bits << 5 | length}: {@code 10}, the leaper's
   * index and its leap when a moved leaper of the side that just moved explains it, else {@code
   * 11} and the field written out (22 bits at most).
   */
  private static int rosterLeapField(IrregularMove leap, int lastMover, long moved, int[] square) {
    long leapers = moved & SIDE_TOKENS[lastMover] & LEAPER_TOKENS;
    if (leap.side().ordinal() == lastMover) {
      PieceKind kind = leap.kind();
      int value = leap.value();
      int origin = leap.origin().index();
      int ref = 0;
      for (long m = leapers; m != 0; m &= m - 1, ref++) {
        int t = Long.numberOfTrailingZeros(m);
        if (TOKEN_PYRAMID[t] ? kind == PieceKind.PYRAMID
            : kind == TOKEN_PIECE[t].kind() && value == TOKEN_PIECE[t].value()) {
          int v = leapVector(t, square[t], origin);
          if (v >= 0) {
            int below = Long.bitCount(leapers);
            int width = bitsFor(below);
            int u = (1 << width) - below;
            int refBits = ref < u ? ref : ref + u;
            int refLength = ref < u ? width - 1 : width;
            int vectorLength = TOKEN_PYRAMID[t] ? 4 : 3;
            int field = (2 << refLength | refBits) << vectorLength | v;
            return field << 5 | 2 + refLength + vectorLength;
          }
        }
      }
    }
    int field = 3 << 1 | leap.side().ordinal();
    field = field << 2 | leap.kind().ordinal();
    int length = 5;
    if (leap.kind() != PieceKind.PYRAMID) {
      field = field << 10 | leap.value();
      length += 10;
    }
    field = field << 7 | leap.origin().index();
    return field << 5 | length + 7;
  }

  /** Bits for a number 0..n-1: 0 for n = 1. */
  private static int bitsFor(int n) {
    return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
  }
}
