package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * The tables of the roster mode of the compact code ({@link RosterCodec}), made once from the CVR
 * start packet: its 48 pieces are the <em>tokens</em>, numbered in square order (White's, then
 * Black's); each token has a home square per layout ({@code back}, {@code forward2}), a class
 * (equal pieces share one) and the roster items its side's capture list can hold. Beside them the
 * Huffman codes of a moved piece's rank, the token-state codes four tokens a lookup, and the leap
 * displacements of the irregular field. The bit layout is in {@code data/FORMAT.md}, section 10.
 *
 * <p>Immutable after class initialisation but for {@link #ROSTER_LEAPS}, filled on first use.
 */
final class RosterTables {
  /** A token's state: at home, moved, captured. */
  static final int HOME = 0;
  static final int MOVED = 1;
  static final int CAPTURED = 2;

  static final int TOKENS;
  /** All tokens, as a mask. */
  static final long ALL_TOKENS;
  static final int[] TOKEN_SIDE;
  static final Piece[] TOKEN_PIECE;
  static final boolean[] TOKEN_PYRAMID;
  /**
   * All ones for a plain circle (triangle) token, else 0: the decoder builds the position's kind
   * masks from these as it places the tokens, with no branch and no second pass over the board. A
   * load, not the token's bit of a mask made all ones: that took three instructions more a token
   * and measured 6 % slower decoding.
   */
  static final long[] TOKEN_CIRCLE;
  static final long[] TOKEN_TRIANGLE;
  /**
   * No token: what {@link #HOME_TOKEN} gives for a square that is no home. Its class matches no
   * piece and its bit is never set in a state mask, so the hot loops need no branch for it.
   */
  static final int NO_TOKEN = 63;
  /** The class of each token (equal tokens share one), and of {@link #NO_TOKEN}. */
  static final int[] TOKEN_CLASS = new int[NO_TOKEN + 1];
  /** Masks of the plain circle tokens, of each side's tokens, of the triangle/square/pyramid tokens. */
  static final long CIRCLE_TOKENS;
  static final long[] SIDE_TOKENS = new long[2];
  static final long LEAPER_TOKENS;
  /** Home square of each token, per layout (0 back, 1 forward2). */
  static final int[][] HOME_SQUARE;
  /** The token whose home a square is, per layout, or {@link #NO_TOKEN}. */
  static final int[][] HOME_TOKEN;
  /**
   * Per layout and square, that token and its class in one load: {@code token | class << 6} (for
   * no token {@link #NO_TOKEN} and a class no piece has).
   */
  static final int[][] HOME_ENTRY = new int[2][Square.COUNT];
  /**
   * Per layout and square, the code of the token whose home it is in the low 16 bits (a pyramid's
   * code for the pyramid's home; 0xFFFF, no code, for a square that is no home) and that token's
   * bit above them ({@code 1L << 16 + token}): a piece is at home when its code equals the low 16
   * bits, and then the rest is its token's bit.
   */
  static final long[][] HOME_CODE = new long[2][Square.COUNT];
  /** The irregular field of token t leaping from square s, at [t << 7 | s], made on first use. */
  static final IrregularMove[] ROSTER_LEAPS;
  /** The colour of each token's home square, per layout; one slot more (0) for no token. */
  static final int[][] HOME_COLOUR;
  /** Each side's tokens are numbered from here, its pyramid's among them. */
  static final int[] FIRST_TOKEN = new int[2];
  static final int[] PYRAMID_TOKEN = new int[2];
  static final Piece[][] PYRAMID_COMPONENTS = new Piece[2][];
  /** Bits of a side's pyramid component mask: 6 for White, 5 for Black. */
  static final int[] PYRAMID_MASK_BITS = new int[2];
  /** The pyramid of each side holding the components of a mask (bit i = start component i). */
  static final Piece[][] PYRAMID_VARIANT = new Piece[2][];
  /**
   * A side's roster <em>items</em>, its tokens in order with the pyramid as its components (White
   * 29, Black 28): the pieces its capture list can hold.
   */
  static final Piece[][] ITEM_PIECE = new Piece[2][];
  /** [victim side][class]: the victim's items of that class, as a mask over its items. */
  static final long[][] CLASS_ITEMS = new long[2][];
  /**
   * Class numbers: one per distinct plain roster piece (side, kind, value), tokens and pyramid
   * components alike, then one per side for its pyramid ({@link #PYRAMID_CLASS}).
   */
  static final int CLASSES;
  static final int[] PYRAMID_CLASS = new int[2];
  /**
   * {@link Piece#code()} to class, or -1 for a plain piece not in the roster and for pyramids: one
   * load per piece on the encoder's hot path.
   */
  static final byte[] CLASS_OF_CODE = new byte[Piece.CODE_LIMIT];
  /** The tokens of each class as a mask (0 for a class only found inside a pyramid). */
  static final long[] CLASS_TOKENS;
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
  static final int RANK_MAX_LENGTH = 12;
  /** [table << 12 | next 12 bits] -> rank << 4 | code length. */
  static final short[] RANK_DECODE = new short[2 << RANK_MAX_LENGTH];
  /** Bits peeked to decode a moved square: the longest rank code and the file. */
  static final int SQUARE_PEEK = 15;
  /**
   * A moved token's whole square field, rank code then file, as {@code code << 4 | length}:
   * [table << 8 | side << 7 | square], table 1 for circles on their colour (file ÷ 2 only).
   */
  static final int[] SQUARE_CODE = new int[2 * 2 * Square.COUNT];
  /**
   * The token states go in groups of up to four tokens, a group ending at each pyramid token
   * (whose component mask follows it): first token and size of each group.
   */
  static final int[] GROUP_FIRST;
  static final int[] GROUP_SIZE;
  /**
   * Four token states as bits: [one-bit-state nibble << 4 | high-state nibble] -> code << 4 |
   * length (token i of the group is nibble bit i and comes first at i = 0).
   */
  static final int[] STATES_CODE = new int[256];
  /**
   * The reverse, for a group of g tokens: [g][next 8 bits] -> length | one-bit-state nibble << 4 |
   * high-state nibble << 8.
   */
  static final int[][] STATES_DECODE = new int[5][256];
  /**
   * The leap displacement index of a token's leap set (0 triangle: the knight's eight, 1 square:
   * the (1,3) leaper's eight, 2 pyramid: all sixteen) for a displacement: [set][(rank + 3) * 7 +
   * file + 3], or -1.
   */
  static final int[][] LEAP_INDEX = new int[3][49];
  /** Leap displacements (file, rank): the knight's eight, then the (1,3) leaper's eight. */
  static final int[][] LEAPS = {
      {1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1},
      {1, 3}, {3, 1}, {-1, 3}, {-3, 1}, {1, -3}, {3, -1}, {-1, -3}, {-3, -1}};

  static {
    Setup start = Rithmomachia.of(RuleSets.defaultRules()).start().toSetup(); // the CVR packet, back homes
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

  /**
   * Room for a roster code: at most about 1,300 bits are written or read (48 token states and
   * pyramid masks, 48 squares of 15 bits, 57 capture ranks of 6 bits, the leap and a turn of 57
   * bits), plus a long's worth of slack for the word stores and loads.
   */
  static final int ROSTER_ROOM = 256;

  /**
   * The index of the leap from {@code origin} to {@code square} among token {@code t}'s leap
   * displacements (a triangle's eight knight leaps, a square's eight (1,3) leaps, a pyramid's
   * sixteen), or -1.
   */
  static int leapVector(int t, int square, int origin) {
    int df = (origin & 7) - (square & 7);
    int dr = (origin >>> 3) - (square >>> 3);
    if (df < -3 || df > 3 || dr < -3 || dr > 3) {
      return -1;
    }
    int set = TOKEN_PYRAMID[t] ? 2 : TOKEN_PIECE[t].kind() == PieceKind.TRIANGLE ? 0 : 1;
    return LEAP_INDEX[set][(dr + 3) * 7 + df + 3];
  }

  /** The origin reached from {@code square} by token {@code t}'s leap displacement {@code vector}, or -1 off the board. */
  static int leapOrigin(int t, int square, int vector) {
    int i = vector + (TOKEN_PYRAMID[t] || TOKEN_PIECE[t].kind() == PieceKind.TRIANGLE ? 0 : 8);
    int file = (square & 7) + LEAPS[i][0];
    int rank = (square >>> 3) + LEAPS[i][1];
    return file < 0 || file > 7 || rank < 0 || rank > 15 ? -1 : rank * 8 + file;
  }

  /** Colour of a square: 0 or 1, kept by diagonal steps. */
  static int colour(int square) {
    return ((square & 7) + (square >>> 3)) & 1;
  }

  /**
   * The victim's roster items missing from the board, as a mask over its items: its captured
   * tokens and the components its pyramid lost (all of them when the pyramid is captured).
   */
  static long missingItems(int victim, long captured, int pyramidMask) {
    long tokens = captured >>> FIRST_TOKEN[victim] & SIDE_TOKENS[victim] >>> FIRST_TOKEN[victim];
    int pyramid = PYRAMID_TOKEN[victim] - FIRST_TOKEN[victim];
    int width = PYRAMID_MASK_BITS[victim];
    long components = (tokens >>> pyramid & 1) != 0 ? (1L << width) - 1 : ~pyramidMask & ((1L << width) - 1);
    return tokens & ((1L << pyramid) - 1) | tokens >>> pyramid + 1 << pyramid + width | components << pyramid;
  }

  private RosterTables() {}
}
