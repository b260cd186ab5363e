package org.ludoteca.rithmomachia.notation;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteca.codec.Crc16;
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
 * decode builds its {@code Position} with {@link Position#trusted}, handing over the kind masks it
 * gathered while placing the tokens, because the decoder places each token at most once and lists
 * only the opponent's plain roster pieces as captured, so the result passes every check of {@link
 * Position#of} by construction.
 *
 * <p>Thread-safe: the class holds immutable tables, per-thread work arrays and a table of
 * irregular-move values filled on first use (immutable records, so a race only makes a spare copy).
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
  /** All tokens, as a mask. */
  private static final long ALL_TOKENS;
  private static final int[] TOKEN_SIDE;
  private static final Piece[] TOKEN_PIECE;
  private static final boolean[] TOKEN_PYRAMID;
  /**
   * All ones for a plain circle (triangle) token, else 0: the decoder builds the position's kind
   * masks from these as it places the tokens, with no branch and no second pass over the board. A
   * load, not the token's bit of a mask made all ones: that took three instructions more a token
   * and measured 6 % slower decoding.
   */
  private static final long[] TOKEN_CIRCLE;
  private static final long[] TOKEN_TRIANGLE;
  /**
   * No token: what {@link #HOME_TOKEN} gives for a square that is no home. Its class matches no
   * piece and its bit is never set in a state mask, so the hot loops need no branch for it.
   */
  private static final int NO_TOKEN = 63;
  /** The class of each token (equal tokens share one), and of {@link #NO_TOKEN}. */
  private static final int[] TOKEN_CLASS = new int[NO_TOKEN + 1];
  /** Masks of the plain circle tokens, of each side's tokens, of the triangle/square/pyramid tokens. */
  private static final long CIRCLE_TOKENS;
  private static final long[] SIDE_TOKENS = new long[2];
  private static final long LEAPER_TOKENS;
  /** Home square of each token, per layout (0 back, 1 forward2). */
  private static final int[][] HOME_SQUARE;
  /** The token whose home a square is, per layout, or {@link #NO_TOKEN}. */
  private static final int[][] HOME_TOKEN;
  /**
   * Per layout and square, that token and its class in one load: {@code token | class << 6} (for
   * no token {@link #NO_TOKEN} and a class no piece has).
   */
  private static final int[][] HOME_ENTRY = new int[2][Square.COUNT];
  /**
   * Per layout and square, the code of the token whose home it is in the low 16 bits (a pyramid's
   * code for the pyramid's home; 0xFFFF, no code, for a square that is no home) and that token's
   * bit above them ({@code 1L << 16 + token}): a piece is at home when its code equals the low 16
   * bits, and then the rest is its token's bit.
   */
  private static final long[][] HOME_CODE = new long[2][Square.COUNT];
  /** The irregular field of token t leaping from square s, at [t << 7 | s], made on first use. */
  private static final IrregularMove[] ROSTER_LEAPS;
  /** The colour of each token's home square, per layout; one slot more (0) for no token. */
  private static final int[][] HOME_COLOUR;
  /** Each side's tokens are numbered from here, its pyramid's among them. */
  private static final int[] FIRST_TOKEN = new int[2];
  private static final int[] PYRAMID_TOKEN = new int[2];
  private static final Piece[][] PYRAMID_COMPONENTS = new Piece[2][];
  /** Bits of a side's pyramid component mask: 6 for White, 5 for Black. */
  private static final int[] PYRAMID_MASK_BITS = new int[2];
  /** The pyramid of each side holding the components of a mask (bit i = start component i). */
  private static final Piece[][] PYRAMID_VARIANT = new Piece[2][];
  /**
   * A side's roster <em>items</em>, its tokens in order with the pyramid as its components (White
   * 29, Black 28): the pieces its capture list can hold.
   */
  private static final Piece[][] ITEM_PIECE = new Piece[2][];
  /** [victim side][class]: the victim's items of that class, as a mask over its items. */
  private static final long[][] CLASS_ITEMS = new long[2][];
  /**
   * Class numbers: one per distinct plain roster piece (side, kind, value), tokens and pyramid
   * components alike, then one per side for its pyramid ({@link #PYRAMID_CLASS}).
   */
  private static final int CLASSES;
  private static final int[] PYRAMID_CLASS = new int[2];
  /**
   * {@link Piece#code()} to class, or -1 for a plain piece not in the roster and for pyramids: one
   * load per piece on the encoder's hot path.
   */
  private static final byte[] CLASS_OF_CODE = new byte[Piece.CODE_LIMIT];
  /** The tokens of each class as a mask (0 for a class only found inside a pyramid). */
  private static final long[] CLASS_TOKENS;
  private static final Set<Illegality> NONE = EnumSet.noneOf(Illegality.class);
  private static final Set<Illegality> ALL = EnumSet.allOf(Illegality.class);
  private static final PieceKind[] KINDS = PieceKind.values();
  private static final VarHandle LONG_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle INT_BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
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
  /** The longest rank code. */
  private static final int RANK_MAX_LENGTH = 12;
  /** [table << 12 | next 12 bits] -> rank << 4 | code length. */
  private static final short[] RANK_DECODE = new short[2 << RANK_MAX_LENGTH];
  /** Bits peeked to decode a moved square: the longest rank code and the file. */
  private static final int SQUARE_PEEK = 15;
  /**
   * A moved token's whole square field, rank code then file, as {@code code << 4 | length}:
   * [table << 8 | side << 7 | square], table 1 for circles on their colour (file ÷ 2 only).
   */
  private static final int[] SQUARE_CODE = new int[2 * 2 * Square.COUNT];
  /**
   * The token states go in groups of up to four tokens, a group ending at each pyramid token
   * (whose component mask follows it): first token and size of each group.
   */
  private static final int[] GROUP_FIRST;
  private static final int[] GROUP_SIZE;
  /**
   * Four token states as bits: [one-bit-state nibble << 4 | high-state nibble] -> code << 4 |
   * length (token i of the group is nibble bit i and comes first at i = 0).
   */
  private static final int[] STATES_CODE = new int[256];
  /**
   * The reverse, for a group of g tokens: [g][next 8 bits] -> length | one-bit-state nibble << 4 |
   * high-state nibble << 8.
   */
  private static final int[][] STATES_DECODE = new int[5][256];
  /**
   * The leap displacement index of a token's leap set (0 triangle: the knight's eight, 1 square:
   * the (1,3) leaper's eight, 2 pyramid: all sixteen) for a displacement: [set][(rank + 3) * 7 +
   * file + 3], or -1.
   */
  private static final int[][] LEAP_INDEX = new int[3][49];
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
    ALL_TOKENS = (1L << TOKENS) - 1;
    TOKEN_SIDE = new int[TOKENS];
    TOKEN_PIECE = new Piece[TOKENS];
    TOKEN_PYRAMID = new boolean[TOKENS];
    TOKEN_CIRCLE = new long[TOKENS];
    TOKEN_TRIANGLE = new long[TOKENS];
    if (TOKENS > 48) { // HOME_CODE keeps a token's bit above a 16-bit piece code
      throw new ExceptionInInitializerError("a home entry has room for 48 tokens");
    }
    if (TOKENS >= NO_TOKEN) {
      throw new ExceptionInInitializerError("a token mask has room for " + NO_TOKEN + " tokens");
    }
    TOKEN_CLASS[NO_TOKEN] = Short.MAX_VALUE;
    HOME_SQUARE = new int[2][TOKENS];
    HOME_TOKEN = new int[2][Square.COUNT];
    HOME_COLOUR = new int[2][Long.SIZE + 1];
    Arrays.fill(HOME_TOKEN[0], NO_TOKEN);
    Arrays.fill(HOME_TOKEN[1], NO_TOKEN);
    Arrays.fill(CLASS_OF_CODE, (byte) -1);
    List<List<Piece>> items = List.of(new ArrayList<>(), new ArrayList<>());
    List<Long> classTokens = new ArrayList<>();
    long circles = 0;
    int t = 0;
    FIRST_TOKEN[1] = -1;
    for (Map.Entry<Square, Piece> e : start.board().entrySet()) { // square order a1..h16: White's, then Black's
      Piece p = e.getValue();
      int side = p.side().ordinal();
      int s = e.getKey().index();
      if (side == 1 && FIRST_TOKEN[1] < 0) {
        FIRST_TOKEN[1] = t;
      }
      SIDE_TOKENS[side] |= 1L << t;
      TOKEN_SIDE[t] = side;
      TOKEN_PIECE[t] = p;
      TOKEN_PYRAMID[t] = p.isPyramid();
      if (p.kind() == PieceKind.CIRCLE) {
        circles |= 1L << t;
        TOKEN_CIRCLE[t] = -1L;
      }
      if (p.kind() == PieceKind.TRIANGLE) {
        TOKEN_TRIANGLE[t] = -1L;
      }
      HOME_SQUARE[0][t] = s;
      HOME_SQUARE[1][t] = s + (p.side() == Side.WHITE ? 16 : -16);
      for (int layout = 0; layout < 2; layout++) {
        HOME_TOKEN[layout][HOME_SQUARE[layout][t]] = t;
        HOME_COLOUR[layout][t] = colour(HOME_SQUARE[layout][t]);
      }
      if (p.isPyramid()) {
        PYRAMID_TOKEN[side] = t;
        List<Piece> components = p.components();
        PYRAMID_COMPONENTS[side] = components.toArray(new Piece[0]);
        PYRAMID_MASK_BITS[side] = components.size();
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
        for (Piece c : components) {
          items.get(side).add(c);
          classOf(c, classTokens);
        }
      } else {
        items.get(side).add(p);
        int c = classOf(p, classTokens);
        TOKEN_CLASS[t] = c;
        classTokens.set(c, classTokens.get(c) | 1L << t);
      }
      t++;
    }
    if (FIRST_TOKEN[1] != Long.bitCount(SIDE_TOKENS[0])) {
      throw new ExceptionInInitializerError("the start packet does not list White's tokens before Black's");
    }
    CIRCLE_TOKENS = circles;
    LEAPER_TOKENS = ALL_TOKENS & ~circles;
    int plainClasses = classTokens.size();
    CLASSES = plainClasses + 2;
    CLASS_TOKENS = new long[CLASSES];
    for (int c = 0; c < plainClasses; c++) {
      CLASS_TOKENS[c] = classTokens.get(c);
    }
    for (int side = 0; side < 2; side++) {
      PYRAMID_CLASS[side] = plainClasses + side;
      CLASS_TOKENS[plainClasses + side] = 1L << PYRAMID_TOKEN[side];
      TOKEN_CLASS[PYRAMID_TOKEN[side]] = plainClasses + side;
      ITEM_PIECE[side] = items.get(side).toArray(new Piece[0]);
      CLASS_ITEMS[side] = new long[CLASSES];
      for (int i = 0; i < ITEM_PIECE[side].length; i++) {
        CLASS_ITEMS[side][CLASS_OF_CODE[ITEM_PIECE[side][i].code()]] |= 1L << i;
      }
    }
    for (int layout = 0; layout < 2; layout++) {
      for (int sq = 0; sq < Square.COUNT; sq++) {
        HOME_ENTRY[layout][sq] = HOME_TOKEN[layout][sq] | TOKEN_CLASS[HOME_TOKEN[layout][sq]] << 6;
        int token = HOME_TOKEN[layout][sq];
        HOME_CODE[layout][sq] = token == NO_TOKEN ? 0xFFFF : 1L << 16 + token | TOKEN_PIECE[token].code();
      }
    }
    if (CLASSES > Byte.MAX_VALUE) {
      throw new ExceptionInInitializerError("class numbers must fit a byte, there are " + CLASSES);
    }
    ROSTER_LEAPS = new IrregularMove[TOKENS << 7];
    for (int table = 0; table < 2; table++) {
      int[] lengths = RANK_CODE_LENGTHS[table];
      int max = RANK_MAX_LENGTH;
      int code = 0;
      for (int len = 1; len <= max; len++) { // canonical: by length, then by rank
        for (int rank = 0; rank < 16; rank++) {
          if (lengths[rank] == len) {
            RANK_CODES[table][rank] = code;
            int shift = max - len;
            for (int x = code << shift; x < (code + 1) << shift; x++) {
              RANK_DECODE[table << max | x] = (short) (rank << 4 | len);
            }
            code++;
          }
        }
        code <<= 1;
      }
      for (int side = 0; side < 2; side++) {
        for (int s = 0; s < Square.COUNT; s++) {
          int relative = side == 0 ? s >>> 3 : 15 - (s >>> 3);
          int fileBits = table == 0 ? 3 : 2;
          int file = table == 0 ? s & 7 : (s & 7) >>> 1;
          int length = lengths[relative] + fileBits;
          SQUARE_CODE[table << 8 | side << 7 | s] = (RANK_CODES[table][relative] << fileBits | file) << 4 | length;
        }
      }
    }
    List<int[]> groups = new ArrayList<>();
    for (int first = 0; first < TOKENS; ) {
      int size = 1;
      while (size < 4 && first + size < TOKENS && !TOKEN_PYRAMID[first + size - 1]) {
        size++;
      }
      groups.add(new int[] {first, size});
      first += size;
    }
    GROUP_FIRST = groups.stream().mapToInt(g -> g[0]).toArray();
    GROUP_SIZE = groups.stream().mapToInt(g -> g[1]).toArray();
    for (int index = 0; index < 256; index++) {
      int code = 0;
      int length = 0;
      for (int i = 0; i < 4; i++) { // short state '0', the others '10' (lower) and '11' (higher)
        if ((index >>> 4 + i & 1) != 0) {
          code <<= 1;
          length++;
        } else {
          code = code << 2 | 2 | (index >>> i & 1);
          length += 2;
        }
      }
      STATES_CODE[index] = code << 4 | length;
      for (int g = 1; g <= 4; g++) {
        int shortStates = 0;
        int high = 0;
        int used = 0;
        for (int i = 0; i < g; i++) {
          if ((index >>> 7 - used & 1) == 0) {
            shortStates |= 1 << i;
            used++;
          } else {
            high |= (index >>> 6 - used & 1) << i;
            used += 2;
          }
        }
        STATES_DECODE[g][index] = used | shortStates << 4 | high << 8;
      }
    }
    for (int[] index : LEAP_INDEX) {
      Arrays.fill(index, -1);
    }
    for (int i = 0; i < 16; i++) {
      int cell = (LEAPS[i][1] + 3) * 7 + LEAPS[i][0] + 3;
      LEAP_INDEX[i < 8 ? 0 : 1][cell] = i & 7;
      LEAP_INDEX[2][cell] = i;
    }
    for (int side = 0; side < 2; side++) { // the decoder relies on it
      for (long m = SIDE_TOKENS[side]; m != 0; m &= m - 1) {
        int token = Long.numberOfTrailingZeros(m);
        if ((HOME_SQUARE[0][token] >>> 6) != side || (HOME_SQUARE[1][token] >>> 6) != side) {
          throw new ExceptionInInitializerError("a home square off its side's half of the board");
        }
      }
    }
  }

  /** The class of plain piece {@code p}, made on first sight. */
  private static int classOf(Piece p, List<Long> classTokens) {
    int k = p.code();
    if (CLASS_OF_CODE[k] < 0) {
      CLASS_OF_CODE[k] = (byte) classTokens.size();
      classTokens.add(0L);
    }
    return CLASS_OF_CODE[k];
  }

  /** Below this many tokens on their back-layout homes, the encoder also tries the forward2 homes. */
  private static final int FORWARD2_TRIAL = 6;
  /**
   * Room for a roster code: at most about 1,300 bits are written or read (48 token states and
   * pyramid masks, 48 squares of 15 bits, 57 capture ranks of 6 bits, the leap and a turn of 57
   * bits), plus a long's worth of slack for the word stores and loads.
   */
  private static final int ROSTER_ROOM = 256;

  /** Per-thread work arrays, so that coding a position allocates nothing but its result. */
  private static final class Scratch {
    final BitWriter writer = new BitWriter();
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
    /**
     * The roster code being read, copied so that every read is one 8-byte load: zeros after its
     * {@code inLength} bytes, as a truncated code reads.
     */
    final byte[] in = new byte[ROSTER_ROOM + Long.BYTES];
    int inLength;
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private CompactPosition() {}

  /* ------------------------------------------------------------------ encode */

  /** The compact code of {@code p}: roster mode when it applies, else general mode. */
  public static byte[] encode(Position p) {
    Scratch scratch = SCRATCH.get();
    byte[] code = encodeRoster(p, scratch);
    if (code != null) {
      return code;
    }
    BitWriter w = scratch.writer;
    w.reset();
    encodeGeneral(p, w);
    return w.finish();
  }

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
   * The victim's roster items missing from the board, as a mask over its items: its captured
   * tokens and the components its pyramid lost (all of them when the pyramid is captured).
   */
  private static long missingItems(int victim, long captured, int pyramidMask) {
    long tokens = captured >>> FIRST_TOKEN[victim] & SIDE_TOKENS[victim] >>> FIRST_TOKEN[victim];
    int pyramid = PYRAMID_TOKEN[victim] - FIRST_TOKEN[victim];
    int width = PYRAMID_MASK_BITS[victim];
    long components = (tokens >>> pyramid & 1) != 0 ? (1L << width) - 1 : ~pyramidMask & ((1L << width) - 1);
    return tokens & ((1L << pyramid) - 1) | tokens >>> pyramid + 1 << pyramid + width | components << pyramid;
  }

  /**
   * The roster code of {@code p}, or {@code null} when a piece or a capture list is outside the
   * roster. One pass over the occupied squares reads each piece's {@link Piece#code()} (pieces are
   * interned, so these loads hit the cache) and compares it with the code of the token whose home
   * the square is: no class lookup and no branch for the pieces at home. The others, in a small
   * array, are matched to tokens in a second pass; then the fields go out in order through a local
   * 64-bit accumulator, 32 bits at a time, into the scratch array.
   */
  private static byte[] encodeRoster(Position p, Scratch scratch) {
    long occupiedLow = p.occupiedLow();
    long occupiedHigh = p.occupiedHigh();
    int n = Long.bitCount(occupiedLow) + Long.bitCount(occupiedHigh);
    if (n > TOKENS) {
      return null;
    }
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
    long acc = (long) VERSION << 5 | (layout == 0 ? MODE_ROSTER_BACK : MODE_ROSTER_FORWARD2) << 3
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

  /**
   * The index of the leap from {@code origin} to {@code square} among token {@code t}'s leap
   * displacements (a triangle's eight knight leaps, a square's eight (1,3) leaps, a pyramid's
   * sixteen), or -1.
   */
  private static int leapVector(int t, int square, int origin) {
    int df = (origin & 7) - (square & 7);
    int dr = (origin >>> 3) - (square >>> 3);
    if (df < -3 || df > 3 || dr < -3 || dr > 3) {
      return -1;
    }
    int set = TOKEN_PYRAMID[t] ? 2 : TOKEN_PIECE[t].kind() == PieceKind.TRIANGLE ? 0 : 1;
    return LEAP_INDEX[set][(dr + 3) * 7 + df + 3];
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
    // the occupancy, a1 first: the masks with their bit order reversed
    w.write(Long.reverse(p.occupiedLow()), 64);
    w.write(Long.reverse(p.occupiedHigh()), 64);
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
    switch (mode) {
      case MODE_ROSTER_BACK:
      case MODE_ROSTER_FORWARD2:
        return decodeRoster(code, end, mode == MODE_ROSTER_BACK ? 0 : 1, toMove);
      case MODE_GENERAL:
        BitReader r = new BitReader(code, end);
        r.read(5);
        Position p = decodeGeneral(r, toMove, tolerated);
        r.finish();
        return p;
      default:
        throw new CompactCodecException("unknown mode " + mode);
    }
  }

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
  private static Position decodeRoster(byte[] code, int end, int layout, Side toMove) throws CompactCodecException {
    if (end > ROSTER_ROOM) { // no roster code is near this long
      throw new CompactCodecException("extra data: " + end + " bytes, more than any roster code takes");
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
      throw new CompactCodecException("bad state table 3");
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
          throw new CompactCodecException("pyramid with no components");
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
        throw new CompactCodecException("two pieces on square " + Square.of(s));
      }
      if (homeEntry[s] >>> 6 == TOKEN_CLASS[t]) { // the encoder calls such a piece home
        throw new CompactCodecException("moved piece on the home square of an equal token " + Square.of(s));
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
        throw new CompactCodecException("irregular move names a leaper, but none has moved");
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
        throw new CompactCodecException("irregular move from off the board");
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
          throw new CompactCodecException("value " + value + " out of range 1..999");
        }
      }
      leap = new IrregularMove(side, kind, value, Square.of((int) (peek(in, at) >>> 57)));
      at += 7;
    }
    // Turn: EG(6) of turn - 1: z zeros (at most 40), then z + 7 bits.
    int zeros = Long.numberOfLeadingZeros(peek(in, at));
    if (zeros > 40) {
      throw new CompactCodecException("number too long");
    }
    at += zeros;
    long turn = (peek(in, at) >>> 64 - (zeros + 7)) - (1L << 6) + 1;
    at += zeros + 7;
    if (turn > Integer.MAX_VALUE) {
      throw new CompactCodecException("turn " + turn + " too large");
    }
    // The code must end here: inside its last byte, with zero padding.
    int endBits = end << 3;
    if (at > endBits) {
      throw new CompactCodecException("truncated: the code ends inside a field");
    }
    if (endBits - at >= 8) {
      throw new CompactCodecException("extra data: " + ((endBits - at) >>> 3) + " bytes after the position");
    }
    if (peek(in, at) >>> 56 != 0) {
      throw new CompactCodecException("non-zero padding bits");
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
    long occupiedLow = Long.reverse(r.readLong());
    long occupiedHigh = Long.reverse(r.readLong());
    Piece[] board = new Piece[Square.COUNT];
    for (int half = 0; half < 2; half++) {
      for (long bits = half == 0 ? occupiedLow : occupiedHigh; bits != 0; bits &= bits - 1) {
        board[half << 6 | Long.numberOfTrailingZeros(bits)] = readPiece(r);
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
    try {
      return Position.ofSquares(board, toMove, lists.get(0), lists.get(1), leap, turn, tolerated);
    } catch (PositionException e) {
      throw new CompactCodecException("not a playable position: " + e.getMessage());
    }
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

  /* ------------------------------------------------------------------ bits */

  /** Bits for a number 0..n-1: 0 for n = 1. */
  static int bitsFor(int n) {
    return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
  }

  /** Most significant bit first, through a 64-bit accumulator written out a whole word at a time. */
  private static final class BitWriter {
    private byte[] buf = new byte[64];
    /** Bytes of whole words written. */
    private int length;
    /** Pending bits, left-aligned: the first {@code used} bits of {@code acc}. */
    private long acc;
    private int used;

    void reset() {
      length = 0;
      acc = 0;
      used = 0;
    }

    /** Writes the low {@code n} bits of {@code v}, n in 0..64; the bits of {@code v} above them must be 0. */
    void write(long v, int n) {
      int free = 64 - used;
      if (n < free) {
        acc |= v << (free - n);
        used += n;
      } else { // the word fills: out it goes, the rest of v starts the next one
        int rest = n - free;
        putWord(acc | v >>> rest);
        acc = rest == 0 ? 0 : v << (64 - rest);
        used = rest;
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
      write(0, len - k - 1);
      write(x, len);
    }

    private void putWord(long word) {
      if (length + 8 > buf.length) {
        buf = Arrays.copyOf(buf, buf.length * 2);
      }
      LONG_BIG_ENDIAN.set(buf, length, word);
      length += 8;
    }

    /** Pads with zero bits to a byte and returns the bytes with the CRC-16 appended. */
    byte[] finish() {
      int tail = (used + 7) >>> 3;
      if (length + 8 > buf.length) {
        buf = Arrays.copyOf(buf, buf.length * 2);
      }
      LONG_BIG_ENDIAN.set(buf, length, acc); // the padding bits of acc are 0
      int size = length + tail;
      byte[] out = new byte[size + 2];
      System.arraycopy(buf, 0, out, 0, size);
      int crc = Crc16.of(out, size);
      out[size] = (byte) (crc >>> 8);
      out[size + 1] = (byte) crc;
      return out;
    }
  }

  private static final class BitReader {
    private final byte[] buf;
    private final int end;
    private int pos;
    /**
     * The next bits, left-aligned: {@code avail} of them, then either zeros or (after a long
     * load) the bits that follow in the input.
     */
    private long window;
    private int avail;

    BitReader(byte[] buf, int end) {
      this.buf = buf;
      this.end = end;
    }

    private void refill() {
      if (pos + 8 <= end) { // eight bytes in one load; the bits past the whole bytes taken are the
        // same ones the next refill ors in again, so they may stay
        window |= (long) LONG_BIG_ENDIAN.get(buf, pos) >>> avail;
        int bytes = (63 - avail) >>> 3;
        pos += bytes;
        avail += bytes << 3;
        return;
      }
      while (avail <= 56 && pos < end) { // near the end: byte by byte, zeros after the last
        window |= (buf[pos++] & 0xFFL) << (56 - avail);
        avail += 8;
      }
    }

    /** Reads {@code n} bits, n in 0..32. */
    int read(int n) throws CompactCodecException {
      if (avail < n) {
        refill();
        if (avail < n) {
          throw new CompactCodecException("truncated: the code ends inside a field");
        }
      }
      int v = (int) (window >>> 1 >>> (63 - n)); // two shifts: n = 0 gives 0
      window <<= n;
      avail -= n;
      return v;
    }

    /** Reads 64 bits. */
    long readLong() throws CompactCodecException {
      long high = read(32) & 0xFFFFFFFFL;
      return high << 32 | read(32) & 0xFFFFFFFFL;
    }

    /** The next {@code n} bits (n in 1..32) without consuming them; zeros past the end. */
    int peek(int n) {
      if (avail < n) {
        refill();
      }
      return (int) (window >>> (64 - n));
    }

    /** Consumes {@code n} bits already {@link #peek}ed. */
    void skip(int n) throws CompactCodecException {
      if (n > avail) {
        throw new CompactCodecException("truncated: the code ends inside a field");
      }
      window <<= n;
      avail -= n;
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
      return (long) (end - pos) * 8 + avail;
    }

    /** Checks that only zero padding, less than a byte, is left. */
    void finish() throws CompactCodecException {
      if (pos != end || avail >= 8) {
        throw new CompactCodecException("extra data: " + (end - pos + avail / 8) + " bytes after the position");
      }
      if (window != 0) {
        throw new CompactCodecException("non-zero padding bits");
      }
    }
  }
}
