package org.ludoteca.rithmomachia.notation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteca.rithmomachia.Illegality;
import org.ludoteca.rithmomachia.IrregularMove;
import org.ludoteca.rithmomachia.Piece;
import org.ludoteca.rithmomachia.PieceKind;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.PositionException;
import org.ludoteca.rithmomachia.Setup;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;

/**
 * A compact binary code for Rithmomachia positions that round-trips all six FEN fields exactly
 * (board, side to move, both capture lists in order, the irregular-move field and the turn).
 *
 * <p>Two modes. <b>Roster</b>: the position holds only pieces of the CVR start roster (the
 * pyramids holding a subset of their start components, in order) and each capture list is exactly
 * the opponent's roster pieces no longer on the board; then each of the 48 start tokens is coded
 * as at home, moved (followed by its square) or captured, and the capture lists as permutations.
 * Home squares are those of the {@code back} layout, or of {@code forward2} when few pieces stand
 * on the back homes and more on the forward2 ones. <b>General</b>: any other position, as an occupancy mask and a bit-packed piece list.
 * Every code ends in a CRC-16; decoding also checks the structure strictly and throws {@link
 * CompactCodecException} for anything an encoder does not write. The bit layout is in {@code
 * data/FORMAT.md}, section 10, "Compact binary positions"; sizes and speed in {@code docs/compact.md}.
 *
 * <pre>{@code
 * byte[] code = CompactPosition.encode(position);   // 12 bytes for the start position
 * Position back = CompactPosition.decode(code);      // RithmoFen.write(back) equals RithmoFen.write(position)
 * }</pre>
 *
 * <p>Thread-safe: the class holds immutable tables and per-thread work arrays.
 */
public final class CompactPosition {
  /** The format version in the first two bits. */
  public static final int VERSION = 1;
  /** Mode numbers (bits 2-3 of the first byte). */
  static final int MODE_ROSTER_BACK = 0;
  static final int MODE_ROSTER_FORWARD2 = 1;
  static final int MODE_GENERAL = 2;

  private static final int HOME = 0;
  private static final int MOVED = 1;
  private static final int CAPTURED = 2;

  private static final int TOKENS;
  private static final int[] TOKEN_SIDE;
  private static final Piece[] TOKEN_PIECE;
  private static final boolean[] TOKEN_PYRAMID;
  /** Home square of each token, per layout (0 back, 1 forward2). */
  private static final int[][] HOME_SQUARE;
  private static final int[] PYRAMID_TOKEN = new int[2];
  private static final Piece[][] PYRAMID_COMPONENTS = new Piece[2][];
  /** The pyramid of each side holding the components of a mask (bit i = start component i). */
  private static final Piece[][] PYRAMID_VARIANT = new Piece[2][];
  /** A side's roster pieces in roster order (a pyramid as its components): token and component (-1 plain). */
  private static final int[][] ITEM_TOKEN = new int[2][];
  private static final int[][] ITEM_COMPONENT = new int[2][];
  private static final Piece[][] ITEM_PIECE = new Piece[2][];
  /** Plain tokens by side, kind and value: {@link #key}. */
  private static final int[][] TOKENS_BY_KEY = new int[2 * 3 * 1000][];
  private static final Set<Illegality> NONE = EnumSet.noneOf(Illegality.class);
  private static final Set<Illegality> ALL = EnumSet.allOf(Illegality.class);
  private static final PieceKind[] KINDS = PieceKind.values();
  private static final int[] CRC_TABLE = new int[256];
  /**
   * Code lengths of a moved piece's rank counted from its own back row (0..15): [0] for
   * triangles, squares, pyramids and circles off their colour, [1] for circles on their colour.
   * Huffman codes of the ranks seen in random play under {@code cvr} (FORMAT.md lists the codes).
   */
  static final int[][] RANK_CODE_LENGTHS = {
      {2, 3, 3, 3, 3, 4, 4, 5, 5, 5, 6, 7, 8, 9, 10, 10},
      {4, 3, 3, 2, 2, 3, 5, 6, 7, 8, 9, 12, 12, 11, 11, 11}};
  /** Canonical codes of {@link #RANK_CODE_LENGTHS}. */
  static final int[][] RANK_CODES = new int[2][16];
  /** [table][next maxLength bits] -> rank << 4 | code length. */
  private static final short[][] RANK_DECODE = new short[2][];
  private static final int[] RANK_MAX_LENGTH = new int[2];
  /** Leap displacements (file, rank): the knight's eight, then the (1,3) leaper's eight. */
  private static final int[][] LEAPS = {
      {1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1},
      {1, 3}, {3, 1}, {-1, 3}, {-3, 1}, {1, -3}, {3, -1}, {-1, -3}, {-3, -1}};

  static {
    Setup start;
    try {
      start = RithmoFen.parse(RithmoFen.START);
    } catch (FenSyntaxException e) {
      throw new ExceptionInInitializerError(e);
    }
    TOKENS = start.board().size();
    TOKEN_SIDE = new int[TOKENS];
    TOKEN_PIECE = new Piece[TOKENS];
    TOKEN_PYRAMID = new boolean[TOKENS];
    HOME_SQUARE = new int[2][TOKENS];
    List<List<int[]>> items = List.of(new ArrayList<>(), new ArrayList<>());
    List<List<Piece>> itemPieces = List.of(new ArrayList<>(), new ArrayList<>());
    List<List<Integer>> byKey = new ArrayList<>();
    for (int k = 0; k < TOKENS_BY_KEY.length; k++) {
      byKey.add(null);
    }
    int t = 0;
    for (Map.Entry<Square, Piece> e : start.board().entrySet()) { // square order a1..h16
      Piece p = e.getValue();
      int side = p.side().ordinal();
      int s = e.getKey().index();
      TOKEN_SIDE[t] = side;
      TOKEN_PIECE[t] = p;
      TOKEN_PYRAMID[t] = p.isPyramid();
      HOME_SQUARE[0][t] = s;
      HOME_SQUARE[1][t] = s + (p.side() == Side.WHITE ? 16 : -16);
      if (p.isPyramid()) {
        PYRAMID_TOKEN[side] = t;
        List<Piece> components = p.components();
        PYRAMID_COMPONENTS[side] = components.toArray(new Piece[0]);
        PYRAMID_VARIANT[side] = new Piece[1 << components.size()];
        for (int mask = 1; mask < 1 << components.size(); mask++) {
          List<Piece> left = new ArrayList<>();
          for (int c = 0; c < components.size(); c++) {
            if ((mask & 1 << c) != 0) {
              left.add(components.get(c));
            }
          }
          PYRAMID_VARIANT[side][mask] = Piece.pyramid(p.side(), left);
        }
        for (int c = 0; c < components.size(); c++) {
          items.get(side).add(new int[] {t, c});
          itemPieces.get(side).add(components.get(c));
        }
      } else {
        items.get(side).add(new int[] {t, -1});
        itemPieces.get(side).add(p);
        int k = key(p);
        if (byKey.get(k) == null) {
          byKey.set(k, new ArrayList<>());
        }
        byKey.get(k).add(t);
      }
      t++;
    }
    for (int side = 0; side < 2; side++) {
      int n = items.get(side).size();
      ITEM_TOKEN[side] = new int[n];
      ITEM_COMPONENT[side] = new int[n];
      for (int i = 0; i < n; i++) {
        ITEM_TOKEN[side][i] = items.get(side).get(i)[0];
        ITEM_COMPONENT[side][i] = items.get(side).get(i)[1];
      }
      ITEM_PIECE[side] = itemPieces.get(side).toArray(new Piece[0]);
    }
    for (int k = 0; k < TOKENS_BY_KEY.length; k++) {
      if (byKey.get(k) != null) {
        TOKENS_BY_KEY[k] = byKey.get(k).stream().mapToInt(Integer::intValue).toArray();
      }
    }
    for (int table = 0; table < 2; table++) {
      int[] lengths = RANK_CODE_LENGTHS[table];
      int max = Arrays.stream(lengths).max().getAsInt();
      RANK_MAX_LENGTH[table] = max;
      RANK_DECODE[table] = new short[1 << max];
      int code = 0;
      for (int len = 1; len <= max; len++) { // canonical: by length, then by rank
        for (int rank = 0; rank < 16; rank++) {
          if (lengths[rank] == len) {
            RANK_CODES[table][rank] = code;
            int shift = max - len;
            for (int x = code << shift; x < (code + 1) << shift; x++) {
              RANK_DECODE[table][x] = (short) (rank << 4 | len);
            }
            code++;
          }
        }
        code <<= 1;
      }
    }
    for (int i = 0; i < 256; i++) {
      int crc = i << 8;
      for (int b = 0; b < 8; b++) {
        crc = (crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1;
      }
      CRC_TABLE[i] = crc & 0xFFFF;
    }
  }

  /** Below this many tokens on their back-layout homes, the encoder also tries the forward2 homes. */
  private static final int FORWARD2_TRIAL = 6;

  /** Per-thread work arrays, so that coding a position allocates little more than its result. */
  private static final class Scratch {
    final BitWriter writer = new BitWriter();
    final int[] state = new int[TOKENS];
    final int[] mask = new int[TOKENS];
    final int[] square = new int[TOKENS];
    final int[] state2 = new int[TOKENS];
    final int[] mask2 = new int[TOKENS];
    final int[] count = new int[3];
    final int[][] ranks = new int[2][64];
    final int[] rankCount = new int[2];
    final Piece[] missing = new Piece[64];
    final Piece[] board = new Piece[Square.COUNT];
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private CompactPosition() {}

  private static int key(Piece p) {
    return (p.side().ordinal() * 3 + p.kind().ordinal()) * 1000 + p.value() - 1;
  }

  /* ------------------------------------------------------------------ encode */

  /** The compact code of {@code p}: roster mode when it applies, else general mode. */
  public static byte[] encode(Position p) {
    Scratch scratch = SCRATCH.get();
    BitWriter w = scratch.writer;
    w.reset();
    if (!encodeRoster(p, w, scratch)) {
      w.reset();
      encodeGeneral(p, w);
    }
    return w.finish();
  }

  /** Whether two plain pieces are the same (side, kind, value). */
  private static boolean same(Piece a, Piece b) {
    return a == b || a.value() == b.value() && a.kind() == b.kind() && a.side() == b.side()
        && !a.isPyramid() && !b.isPyramid();
  }

  /** The mask of start components that pyramid {@code q} holds, in order; 0 if it is not such a pyramid. */
  private static int pyramidMask(int side, Piece q) {
    if (!q.isPyramid() || q.side().ordinal() != side) {
      return 0;
    }
    Piece[] start = PYRAMID_COMPONENTS[side];
    int mask = 0;
    int j = 0;
    for (Piece c : q.components()) {
      while (j < start.length && !same(start[j], c)) {
        j++;
      }
      if (j == start.length) {
        return 0;
      }
      mask |= 1 << j++;
    }
    return mask;
  }

  /** Marks the tokens standing on their home squares of {@code layout}; returns how many. */
  private static int homes(Position p, int layout, int[] state, int[] mask) {
    int n = 0;
    int[] home = HOME_SQUARE[layout];
    for (int t = 0; t < TOKENS; t++) {
      int s = home[t];
      Piece q = p.pieceAt(s);
      state[t] = -1;
      if (q == null) {
        continue;
      }
      if (TOKEN_PYRAMID[t]) {
        int m = pyramidMask(TOKEN_SIDE[t], q);
        if (m != 0) {
          state[t] = HOME;
          mask[t] = m;
          n++;
        }
      } else if (same(q, TOKEN_PIECE[t])) {
        state[t] = HOME;
        n++;
      }
    }
    return n;
  }

  private static boolean encodeRoster(Position p, BitWriter w, Scratch scratch) {
    int[] state = scratch.state;
    int[] mask = scratch.mask;
    int[] square = scratch.square;
    int layout = 0;
    int back = homes(p, 0, state, mask);
    if (back < FORWARD2_TRIAL) { // a game from the back layout keeps a few pieces home for long
      int[] state2 = scratch.state2;
      int[] mask2 = scratch.mask2;
      if (homes(p, 1, state2, mask2) > back) {
        layout = 1;
        state = state2;
        mask = mask2;
      }
    }
    int[] home = HOME_SQUARE[layout];
    long accountedLow = 0;
    long accountedHigh = 0;
    for (int t = 0; t < TOKENS; t++) {
      if (state[t] == HOME) {
        int s = home[t];
        if (s < 64) {
          accountedLow |= 1L << s;
        } else {
          accountedHigh |= 1L << (s - 64);
        }
      }
    }
    long restLow = p.occupiedLow() & ~accountedLow;
    long restHigh = p.occupiedHigh() & ~accountedHigh;
    while ((restLow | restHigh) != 0) {
      int s;
      if (restLow != 0) {
        s = Long.numberOfTrailingZeros(restLow);
        restLow &= restLow - 1;
      } else {
        s = 64 + Long.numberOfTrailingZeros(restHigh);
        restHigh &= restHigh - 1;
      }
      Piece q = p.pieceAt(s);
      int t = -1;
      if (q.isPyramid()) {
        int side = q.side().ordinal();
        int m = pyramidMask(side, q);
        if (m == 0 || state[PYRAMID_TOKEN[side]] != -1) {
          return false;
        }
        t = PYRAMID_TOKEN[side];
        mask[t] = m;
      } else {
        int[] candidates = TOKENS_BY_KEY[key(q)];
        if (candidates == null) {
          return false;
        }
        for (int c : candidates) {
          if (state[c] == -1) {
            t = c;
            break;
          }
        }
        if (t < 0) {
          return false;
        }
      }
      state[t] = MOVED;
      square[t] = s;
    }
    int[] count = scratch.count;
    Arrays.fill(count, 0);
    for (int t = 0; t < TOKENS; t++) {
      if (state[t] == -1) {
        state[t] = CAPTURED;
      }
      count[state[t]]++;
    }
    // Capture lists first: they decide whether the roster applies at all.
    int[][] ranks = scratch.ranks;
    int[] rankCount = scratch.rankCount;
    for (int capturer = 0; capturer < 2; capturer++) {
      rankCount[capturer] = captureRanks(p.capturedBy(capturer == 0 ? Side.WHITE : Side.BLACK), 1 - capturer,
          state, mask, scratch.missing, ranks[capturer]);
      if (rankCount[capturer] < 0) {
        return false;
      }
    }
    w.write(VERSION, 2);
    w.write(layout == 0 ? MODE_ROSTER_BACK : MODE_ROSTER_FORWARD2, 2);
    w.write(p.toMove().ordinal(), 1);
    int short1 = count[HOME] >= count[MOVED] ? (count[HOME] >= count[CAPTURED] ? HOME : CAPTURED)
        : (count[MOVED] >= count[CAPTURED] ? MOVED : CAPTURED);
    w.write(short1, 2);
    for (int t = 0; t < TOKENS; t++) {
      int st = state[t];
      if (st == short1) {
        w.write(0, 1);
      } else {
        w.write(st == otherHigh(short1) ? 3 : 2, 2);
      }
      if (TOKEN_PYRAMID[t] && st != CAPTURED) {
        w.write(mask[t], PYRAMID_COMPONENTS[TOKEN_SIDE[t]].length);
      }
    }
    int movedCircles = 0;
    boolean circlesKeepColour = true;
    for (int t = 0; t < TOKENS; t++) {
      if (state[t] == MOVED && TOKEN_PIECE[t].kind() == PieceKind.CIRCLE) {
        movedCircles++;
        circlesKeepColour &= colour(square[t]) == colour(home[t]);
      }
    }
    if (movedCircles > 0) {
      w.write(circlesKeepColour ? 1 : 0, 1);
    }
    for (int t = 0; t < TOKENS; t++) {
      if (state[t] == MOVED) {
        boolean inColour = circlesKeepColour && TOKEN_PIECE[t].kind() == PieceKind.CIRCLE;
        int table = inColour ? 1 : 0;
        int rank0 = square[t] >>> 3;
        int relative = TOKEN_SIDE[t] == 0 ? rank0 : 15 - rank0;
        w.write(RANK_CODES[table][relative], RANK_CODE_LENGTHS[table][relative]);
        if (inColour) {
          w.write((square[t] & 7) >>> 1, 2);
        } else {
          w.write(square[t] & 7, 3);
        }
      }
    }
    for (int capturer = 0; capturer < 2; capturer++) {
      int[] r = ranks[capturer];
      int n = rankCount[capturer];
      for (int k = 0; k < n; k++) {
        w.writeBelow(r[k], n - k);
      }
    }
    IrregularMove leap = p.lastLeap().orElse(null);
    if (leap == null) {
      w.write(0, 1);
    } else {
      int lastMover = 1 - p.toMove().ordinal();
      int ref = -1;
      int vector = -1;
      int refToken = -1;
      int candidates = 0;
      for (int t = 0; t < TOKENS; t++) {
        if (!leaper(t, lastMover, state)) {
          continue;
        }
        if (ref < 0 && leap.side().ordinal() == lastMover && (TOKEN_PYRAMID[t] ? leap.kind() == PieceKind.PYRAMID
            : leap.kind() == TOKEN_PIECE[t].kind() && leap.value() == TOKEN_PIECE[t].value())) {
          int v = leapVector(t, square[t], leap.origin().index());
          if (v >= 0) {
            ref = candidates;
            vector = v;
            refToken = t;
          }
        }
        candidates++;
      }
      if (ref >= 0) {
        w.write(2, 2);
        w.writeBelow(ref, candidates);
        w.write(vector, TOKEN_PYRAMID[refToken] ? 4 : 3);
      } else {
        w.write(3, 2);
        writeLeap(w, leap);
      }
    }
    w.writeExpGolomb(p.turn() - 1L, 6);
    return true;
  }

  /** Whether token {@code t} is a moved triangle, square or pyramid of {@code side}: a possible last leaper. */
  private static boolean leaper(int t, int side, int[] state) {
    return state[t] == MOVED && TOKEN_SIDE[t] == side && TOKEN_PIECE[t].kind() != PieceKind.CIRCLE;
  }

  /**
   * The index of the leap from {@code origin} to {@code square} among token {@code t}'s leap
   * displacements (a triangle's eight knight leaps, a square's eight (1,3) leaps, a pyramid's
   * sixteen), or -1.
   */
  private static int leapVector(int t, int square, int origin) {
    int df = (origin & 7) - (square & 7);
    int dr = (origin >>> 3) - (square >>> 3);
    int first = TOKEN_PYRAMID[t] || TOKEN_PIECE[t].kind() == PieceKind.TRIANGLE ? 0 : 8;
    int last = TOKEN_PYRAMID[t] ? 16 : first + 8;
    for (int i = first; i < last; i++) {
      if (LEAPS[i][0] == df && LEAPS[i][1] == dr) {
        return i - first;
      }
    }
    return -1;
  }

  /** The origin reached from {@code square} by token {@code t}'s leap displacement {@code vector}, or -1 off the board. */
  private static int leapOrigin(int t, int square, int vector) {
    int i = vector + (TOKEN_PYRAMID[t] || TOKEN_PIECE[t].kind() == PieceKind.TRIANGLE ? 0 : 8);
    int file = (square & 7) + LEAPS[i][0];
    int rank = (square >>> 3) + LEAPS[i][1];
    return file < 0 || file > 7 || rank < 0 || rank > 15 ? -1 : rank * 8 + file;
  }

  /** Colour of a square: 0 or 1, kept by diagonal steps. */
  private static int colour(int square) {
    return ((square & 7) + (square >>> 3)) & 1;
  }

  /** The two-bit code of the non-short states: '10' for the lower state number, '11' for the higher. */
  private static int otherHigh(int short1) {
    return short1 == CAPTURED ? MOVED : CAPTURED;
  }

  /**
   * The permutation of {@code list} over the missing roster pieces of {@code victim} (in roster
   * order), as ranks among the not yet listed ones, into {@code ranks}; returns how many, or -1 if
   * the list is not such a permutation.
   */
  private static int captureRanks(List<Piece> list, int victim, int[] state, int[] mask, Piece[] missing,
      int[] ranks) {
    int n = missingItems(victim, state, mask, missing);
    if (list.size() != n) {
      return -1;
    }
    long used = 0;
    for (int k = 0; k < n; k++) {
      Piece q = list.get(k);
      if (q.isPyramid()) {
        return -1;
      }
      int j = 0;
      while (j < n && (((used >>> j) & 1) != 0 || !same(missing[j], q))) {
        j++;
      }
      if (j == n) {
        return -1;
      }
      ranks[k] = Long.bitCount(~used & ((1L << j) - 1));
      used |= 1L << j;
    }
    return n;
  }

  private static int missingItems(int victim, int[] state, int[] mask, Piece[] out) {
    int[] tokens = ITEM_TOKEN[victim];
    int[] components = ITEM_COMPONENT[victim];
    Piece[] pieces = ITEM_PIECE[victim];
    int n = 0;
    for (int i = 0; i < tokens.length; i++) {
      int t = tokens[i];
      int c = components[i];
      if (state[t] == CAPTURED || c >= 0 && (mask[t] >>> c & 1) == 0) {
        out[n++] = pieces[i];
      }
    }
    return n;
  }

  private static void writeLeap(BitWriter w, IrregularMove leap) {
    w.write(leap.side().ordinal(), 1);
    w.write(leap.kind().ordinal(), 2);
    if (leap.kind() != PieceKind.PYRAMID) {
      w.write(leap.value(), 10);
    }
    w.write(leap.origin().index(), 7);
  }

  private static void encodeGeneral(Position p, BitWriter w) {
    w.write(VERSION, 2);
    w.write(MODE_GENERAL, 2);
    w.write(p.toMove().ordinal(), 1);
    for (int s = 0; s < Square.COUNT; s++) {
      w.write(p.pieceAt(s) == null ? 0 : 1, 1);
    }
    for (int s = 0; s < Square.COUNT; s++) {
      Piece q = p.pieceAt(s);
      if (q != null) {
        writePiece(w, q);
      }
    }
    for (Side side : Side.values()) {
      List<Piece> list = p.capturedBy(side);
      w.writeExpGolomb(list.size(), 3);
      for (Piece q : list) {
        writePiece(w, q);
      }
    }
    IrregularMove leap = p.lastLeap().orElse(null);
    w.write(leap == null ? 0 : 1, 1);
    if (leap != null) {
      writeLeap(w, leap);
    }
    w.writeExpGolomb(p.turn() - 1L, 6);
  }

  private static void writePiece(BitWriter w, Piece q) {
    w.write(q.side().ordinal(), 1);
    w.write(q.kind().ordinal(), 2);
    if (q.isPyramid()) {
      w.writeExpGolomb(q.components().size() - 1L, 2);
      for (Piece c : q.components()) {
        w.write(c.kind().ordinal(), 2);
        w.write(c.value(), 10);
      }
    } else {
      w.write(q.value(), 10);
    }
  }

  /* ------------------------------------------------------------------ decode */

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
    int crc = crc16(code, end);
    if (crc != ((code[end] & 0xFF) << 8 | (code[end + 1] & 0xFF))) {
      throw new CompactCodecException("checksum mismatch");
    }
    BitReader r = new BitReader(code, end);
    int version = r.read(2);
    if (version != VERSION) {
      throw new CompactCodecException("unknown version " + version + ", expected " + VERSION);
    }
    int mode = r.read(2);
    Side toMove = r.read(1) == 0 ? Side.WHITE : Side.BLACK;
    Position p;
    switch (mode) {
      case MODE_ROSTER_BACK:
      case MODE_ROSTER_FORWARD2:
        p = decodeRoster(r, mode == MODE_ROSTER_BACK ? 0 : 1, toMove, tolerated);
        break;
      case MODE_GENERAL:
        p = decodeGeneral(r, toMove, tolerated);
        break;
      default:
        throw new CompactCodecException("unknown mode " + mode);
    }
    r.finish();
    return p;
  }

  private static Position decodeRoster(BitReader r, int layout, Side toMove, Set<Illegality> tolerated)
      throws CompactCodecException {
    int short1 = r.read(2);
    if (short1 > CAPTURED) {
      throw new CompactCodecException("bad state table 3");
    }
    int low = short1 == HOME ? MOVED : HOME;
    int high = otherHigh(short1);
    Scratch scratch = SCRATCH.get();
    int[] state = scratch.state;
    int[] mask = scratch.mask;
    for (int t = 0; t < TOKENS; t++) {
      int st = r.read(1) == 0 ? short1 : r.read(1) == 0 ? low : high;
      state[t] = st;
      if (TOKEN_PYRAMID[t] && st != CAPTURED) {
        int m = r.read(PYRAMID_COMPONENTS[TOKEN_SIDE[t]].length);
        if (m == 0) {
          throw new CompactCodecException("pyramid with no components");
        }
        mask[t] = m;
      }
    }
    Piece[] board = scratch.board; // Position.ofSquares copies it
    Arrays.fill(board, null);
    int[] home = HOME_SQUARE[layout];
    for (int t = 0; t < TOKENS; t++) {
      if (state[t] == HOME) {
        board[home[t]] = TOKEN_PYRAMID[t] ? PYRAMID_VARIANT[TOKEN_SIDE[t]][mask[t]] : TOKEN_PIECE[t];
      }
    }
    int[] square = scratch.square;
    boolean circlesKeepColour = false;
    for (int t = 0; t < TOKENS; t++) {
      if (state[t] == MOVED && TOKEN_PIECE[t].kind() == PieceKind.CIRCLE) {
        circlesKeepColour = r.read(1) == 1;
        break;
      }
    }
    for (int t = 0; t < TOKENS; t++) {
      if (state[t] == MOVED) {
        boolean inColour = circlesKeepColour && TOKEN_PIECE[t].kind() == PieceKind.CIRCLE;
        int table = inColour ? 1 : 0;
        int entry = RANK_DECODE[table][r.peek(RANK_MAX_LENGTH[table])];
        r.skip(entry & 15);
        int relative = entry >>> 4;
        int rank0 = TOKEN_SIDE[t] == 0 ? relative : 15 - relative;
        int s = inColour ? rank0 * 8 + r.read(2) * 2 + ((colour(home[t]) ^ rank0) & 1)
            : rank0 * 8 + r.read(3);
        if (board[s] != null) {
          throw new CompactCodecException("two pieces on square " + Square.of(s));
        }
        if (s == home[t]) {
          throw new CompactCodecException("moved piece on its own home square " + Square.of(s));
        }
        board[s] = TOKEN_PYRAMID[t] ? PYRAMID_VARIANT[TOKEN_SIDE[t]][mask[t]] : TOKEN_PIECE[t];
        square[t] = s;
      }
    }
    List<Piece> byWhite = captureList(r, 1, state, mask, scratch.missing);
    List<Piece> byBlack = captureList(r, 0, state, mask, scratch.missing);
    IrregularMove leap = null;
    if (r.read(1) == 1) {
      if (r.read(1) == 0) {
        int lastMover = 1 - toMove.ordinal();
        int candidates = 0;
        for (int t = 0; t < TOKENS; t++) {
          if (leaper(t, lastMover, state)) {
            candidates++;
          }
        }
        if (candidates == 0) {
          throw new CompactCodecException("irregular move names a leaper, but none has moved");
        }
        int ref = r.readBelow(candidates);
        int t = 0;
        for (int c = -1; ; t++) {
          if (leaper(t, lastMover, state) && ++c == ref) {
            break;
          }
        }
        Piece q = TOKEN_PIECE[t];
        int o = leapOrigin(t, square[t], r.read(TOKEN_PYRAMID[t] ? 4 : 3));
        if (o < 0) {
          throw new CompactCodecException("irregular move from off the board");
        }
        Square origin = Square.of(o);
        leap = TOKEN_PYRAMID[t] ? new IrregularMove(q.side(), PieceKind.PYRAMID, 0, origin)
            : new IrregularMove(q.side(), q.kind(), q.value(), origin);
      } else {
        leap = readLeap(r);
      }
    }
    int turn = readTurn(r);
    return position(board, toMove, byWhite, byBlack, leap, turn, tolerated);
  }

  private static List<Piece> captureList(BitReader r, int victim, int[] state, int[] mask, Piece[] missing)
      throws CompactCodecException {
    int n = missingItems(victim, state, mask, missing);
    if (n == 0) {
      return List.of();
    }
    Piece[] list = new Piece[n];
    long used = 0;
    for (int k = 0; k < n; k++) {
      int rank = r.readBelow(n - k);
      long free = ~used & ((1L << n) - 1);
      for (int i = 0; i < rank; i++) {
        free &= free - 1;
      }
      int j = Long.numberOfTrailingZeros(free);
      used |= 1L << j;
      list[k] = missing[j];
    }
    return List.of(list);
  }

  private static IrregularMove readLeap(BitReader r) throws CompactCodecException {
    Side side = r.read(1) == 0 ? Side.WHITE : Side.BLACK;
    PieceKind kind = KINDS[r.read(2)];
    int value = 0;
    if (kind != PieceKind.PYRAMID) {
      value = readValue(r);
    }
    return new IrregularMove(side, kind, value, Square.of(r.read(7)));
  }

  private static int readValue(BitReader r) throws CompactCodecException {
    int value = r.read(10);
    if (value < 1 || value > Piece.MAX_VALUE) {
      throw new CompactCodecException("value " + value + " out of range 1..999");
    }
    return value;
  }

  private static int readTurn(BitReader r) throws CompactCodecException {
    long turn = r.readExpGolomb(6) + 1;
    if (turn > Integer.MAX_VALUE) {
      throw new CompactCodecException("turn " + turn + " too large");
    }
    return (int) turn;
  }

  private static Position decodeGeneral(BitReader r, Side toMove, Set<Illegality> tolerated)
      throws CompactCodecException {
    boolean[] occupied = new boolean[Square.COUNT];
    for (int s = 0; s < Square.COUNT; s++) {
      occupied[s] = r.read(1) == 1;
    }
    Piece[] board = new Piece[Square.COUNT];
    for (int s = 0; s < Square.COUNT; s++) {
      if (occupied[s]) {
        board[s] = readPiece(r);
      }
    }
    List<List<Piece>> lists = new ArrayList<>(2);
    for (int side = 0; side < 2; side++) {
      long n = r.readExpGolomb(3);
      if (n > r.bitsLeft() / 13) {
        throw new CompactCodecException("capture list of " + n + " pieces longer than the input");
      }
      List<Piece> list = new ArrayList<>((int) n);
      for (int i = 0; i < n; i++) {
        list.add(readPiece(r));
      }
      lists.add(list);
    }
    IrregularMove leap = r.read(1) == 1 ? readLeap(r) : null;
    int turn = readTurn(r);
    return position(board, toMove, lists.get(0), lists.get(1), leap, turn, tolerated);
  }

  private static Piece readPiece(BitReader r) throws CompactCodecException {
    Side side = r.read(1) == 0 ? Side.WHITE : Side.BLACK;
    PieceKind kind = KINDS[r.read(2)];
    if (kind != PieceKind.PYRAMID) {
      return Piece.of(side, kind, readValue(r));
    }
    long n = r.readExpGolomb(2) + 1;
    if (n > r.bitsLeft() / 12) {
      throw new CompactCodecException("pyramid of " + n + " components longer than the input");
    }
    List<Piece> components = new ArrayList<>((int) n);
    for (int i = 0; i < n; i++) {
      PieceKind ck = KINDS[r.read(2)];
      if (ck == PieceKind.PYRAMID) {
        throw new CompactCodecException("pyramid inside a pyramid");
      }
      components.add(Piece.of(side, ck, readValue(r)));
    }
    return Piece.pyramid(side, components);
  }

  private static Position position(Piece[] board, Side toMove, List<Piece> byWhite, List<Piece> byBlack,
      IrregularMove leap, int turn, Set<Illegality> tolerated) throws CompactCodecException {
    try {
      return Position.ofSquares(board, toMove, byWhite, byBlack, leap, turn, tolerated);
    } catch (PositionException e) {
      throw new CompactCodecException("not a playable position: " + e.getMessage());
    }
  }

  /* ------------------------------------------------------------------ bits */

  /** Bits for a number 0..n-1: 0 for n = 1. */
  static int bitsFor(int n) {
    return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
  }

  /** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of {@code data[0..length)}. */
  static int crc16(byte[] data, int length) {
    int crc = 0xFFFF;
    for (int i = 0; i < length; i++) {
      crc = (crc << 8 ^ CRC_TABLE[(crc >>> 8 ^ data[i]) & 0xFF]) & 0xFFFF;
    }
    return crc;
  }

  /** Most significant bit first. */
  private static final class BitWriter {
    private byte[] buf = new byte[64];
    private int length;
    private long acc;
    private int bits;

    void reset() {
      length = 0;
      acc = 0;
      bits = 0;
    }

    /** Writes the low {@code n} bits of {@code v}, n in 0..32. */
    void write(long v, int n) {
      acc = acc << n | (v & ((1L << n) - 1));
      bits += n;
      while (bits >= 8) {
        bits -= 8;
        put((byte) (acc >>> bits));
      }
    }

    /** {@code v} in 0..n-1 as a truncated binary code: the first 2^k - n values take k - 1 bits. */
    void writeBelow(int v, int n) {
      int k = bitsFor(n);
      int u = (1 << k) - n;
      if (v < u) {
        write(v, k - 1);
      } else {
        write(v + u, k);
      }
    }

    /** Exp-Golomb code of order {@code k} for {@code v >= 0}. */
    void writeExpGolomb(long v, int k) {
      long x = v + (1L << k);
      int len = 64 - Long.numberOfLeadingZeros(x);
      for (int zeros = len - k - 1; zeros > 0; zeros -= Math.min(zeros, 32)) {
        write(0, Math.min(zeros, 32));
      }
      if (len > 32) {
        write(x >>> 32, len - 32);
        write(x, 32);
      } else {
        write(x, len);
      }
    }

    private void put(byte b) {
      if (length == buf.length) {
        buf = Arrays.copyOf(buf, buf.length * 2);
      }
      buf[length++] = b;
    }

    /** Pads with zero bits to a byte and appends the CRC-16. */
    byte[] finish() {
      if (bits > 0) {
        write(0, 8 - bits);
      }
      byte[] out = Arrays.copyOf(buf, length + 2);
      int crc = crc16(out, length);
      out[length] = (byte) (crc >>> 8);
      out[length + 1] = (byte) crc;
      return out;
    }
  }

  private static final class BitReader {
    private final byte[] buf;
    private final int end;
    private int pos;
    private long acc;
    private int bits;

    BitReader(byte[] buf, int end) {
      this.buf = buf;
      this.end = end;
    }

    /** Reads {@code n} bits, n in 0..32. */
    int read(int n) throws CompactCodecException {
      while (bits < n) {
        if (pos >= end) {
          throw new CompactCodecException("truncated: the code ends inside a field");
        }
        acc = acc << 8 | (buf[pos++] & 0xFF);
        bits += 8;
      }
      bits -= n;
      return (int) (acc >>> bits & ((1L << n) - 1));
    }

    /** The next {@code n} bits (n in 1..32) without consuming them; zeros past the end. */
    int peek(int n) {
      while (bits < n && pos < end) {
        acc = acc << 8 | (buf[pos++] & 0xFF);
        bits += 8;
      }
      long v = bits >= n ? acc >>> (bits - n) : acc << (n - bits);
      return (int) (v & ((1L << n) - 1));
    }

    /** Consumes {@code n} bits already {@link #peek}ed. */
    void skip(int n) throws CompactCodecException {
      if (n > bits) {
        throw new CompactCodecException("truncated: the code ends inside a field");
      }
      bits -= n;
    }

    /** Reads {@link BitWriter#writeBelow}. */
    int readBelow(int n) throws CompactCodecException {
      int k = bitsFor(n);
      if (k == 0) {
        return 0;
      }
      int u = (1 << k) - n;
      int v = read(k - 1);
      return v < u ? v : (v << 1 | read(1)) - u;
    }

    long readExpGolomb(int k) throws CompactCodecException {
      int zeros = 0;
      while (read(1) == 0) {
        if (++zeros > 40) {
          throw new CompactCodecException("number too long");
        }
      }
      int len = zeros + k; // bits after the leading 1
      long x = 1;
      if (len > 32) {
        x = x << (len - 32) | read(len - 32);
        len = 32;
      }
      x = x << len | (read(len) & 0xFFFFFFFFL);
      return x - (1L << k);
    }

    long bitsLeft() {
      return (long) (end - pos) * 8 + bits;
    }

    /** Checks that only zero padding, less than a byte, is left. */
    void finish() throws CompactCodecException {
      if (pos != end || bits >= 8) {
        throw new CompactCodecException("extra data: " + (end - pos) + " bytes after the position");
      }
      if ((acc & ((1L << bits) - 1)) != 0) {
        throw new CompactCodecException("non-zero padding bits");
      }
    }
  }
}
