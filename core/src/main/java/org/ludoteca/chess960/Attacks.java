package org.ludoteca.chess960;

/**
 * Precomputed attack tables: knight, king and pawn attacks per square, magic-bitboard lookups for
 * bishops and rooks, and the squares between and through two squares. The magics are constants,
 * found once by the usual trial of sparse random numbers (a {@code SplittableRandom} seeded
 * {@code 0x960}, the first that maps every blocker set of a square without a harmful collision):
 * searching them at class initialisation took about a third of a second of every JVM's start,
 * as much as replaying 10,000 games. The tables are checked against the slow reference ({@link
 * #slide}) as they are filled.
 */
final class Attacks {
  static final long[] KNIGHT = new long[64];
  static final long[] KING = new long[64];
  /** PAWN[c * 64 + sq]: the squares a pawn of colour c on sq attacks. */
  static final long[] PAWN = new long[128];
  /** BETWEEN[a * 64 + b]: the squares strictly between a and b on a line, else 0. */
  static final long[] BETWEEN = new long[64 * 64];
  /** QUEEN_RAYS[sq]: the squares on a line with sq (rook and bishop rays on an empty board). */
  static final long[] QUEEN_RAYS = new long[64];
  /** ROOK_RAYS[sq], BISHOP_RAYS[sq]: the rook and bishop lines through sq on an empty board. */
  static final long[] ROOK_RAYS = new long[64];
  static final long[] BISHOP_RAYS = new long[64];
  /** LINE[a * 64 + b]: the whole line (edge to edge) through a and b, else 0. */
  static final long[] LINE = new long[64 * 64];

  private static final long[] ROOK_MASK = new long[64];
  private static final long[] ROOK_MAGIC = {
      0x4200108020420100L, 0x00C0004820011004L, 0x2080200080081000L, 0xA080040800801000L,
      0x0280028008000400L, 0x0A000A0013044810L, 0x0480060005000080L, 0x0200140282220441L,
      0x0000801080204000L, 0x0001400020005000L, 0x0081805001200084L, 0x2C04801000800800L,
      0x1202000810200600L, 0x4402800400220080L, 0x2202000200688104L, 0xE882002208804C09L,
      0x0080248000804010L, 0x0040008080200040L, 0x0001010010402002L, 0x3000808010000800L,
      0x408D010010080004L, 0x6018808002000400L, 0x0004040001100208L, 0x0000220001008044L,
      0x0200400080008020L, 0x7882008600410020L, 0x04C0100080200080L, 0x0010100100082100L,
      0x3431000500500800L, 0x8502020080800400L, 0x0004210400084210L, 0x4021000500268142L,
      0x0500408001002100L, 0x0380201001400040L, 0x1050040800200020L, 0x0008080080801002L,
      0x2403009005000800L, 0x0000020080800400L, 0xC080028804000110L, 0x4080010082000044L,
      0x050D004482020020L, 0x9800400081010030L, 0x0130008060018012L, 0x4008001000088080L,
      0x8011000800050011L, 0x0002000810020004L, 0x0002020001008080L, 0x2202004110820004L,
      0x4080002040009880L, 0x0000204001088500L, 0x008D208010420200L, 0x0482210010000900L,
      0x0188000A80040080L, 0x0228800400020080L, 0x00801001A8420400L, 0x04400C2B0C80C200L,
      0x080015C100228003L, 0x0801814001211901L, 0x0001004008102001L, 0x0500A46110010009L,
      0x0003001022080005L, 0x0012001008040102L, 0x0304300108108204L, 0x0004008C25004402L
  };
  private static final int[] ROOK_SHIFT = new int[64];
  private static final int[] ROOK_OFFSET = new int[64];
  private static final long[] ROOK_TABLE;
  private static final long[] BISHOP_MASK = new long[64];
  private static final long[] BISHOP_MAGIC = {
      0x0020200501011195L, 0x4084500089010204L, 0x8008481040810800L, 0xA084404380829040L,
      0x0A0110409805084AL, 0x09010120F0026200L, 0x020088D420200000L, 0x2020140404040400L,
      0x0004041010414102L, 0x0080100428008020L, 0x0002104080910C20L, 0x0080024081000120L,
      0x0004011040200800L, 0x0040420210060000L, 0x08404A0910921000L, 0x0420204208942000L,
      0x80602024840C0808L, 0x0890400262020400L, 0x0802001000801100L, 0x0018002082004032L,
      0x00C5002820082000L, 0x0000800410008800L, 0x00050000A4012001L, 0x000088A040441040L,
      0x0002402010101280L, 0x2011A004D8080108L, 0x0660280090088825L, 0x124408001C010410L,
      0x0200404004010040L, 0x0002020120209010L, 0x4000850052111000L, 0x0101004100220804L,
      0x519110C00010048AL, 0x8048822012192826L, 0x4031004040082080L, 0x0000020080080080L,
      0x00080A0400401100L, 0x0410010200524440L, 0x0010A10200010881L, 0x210800A900002110L,
      0x300A10100A062400L, 0x84A0821002001081L, 0x0004802801002800L, 0x4018006124010804L,
      0x0000843094000600L, 0x0101081000901900L, 0x0010111125002408L, 0x0008080044400484L,
      0x0401041004040002L, 0x2040221210044000L, 0x0080802C02080A00L, 0x2104002042020008L,
      0x2002001020220020L, 0x0020202004052900L, 0x0041080811004000L, 0x02A0140102122000L,
      0x0690212118201020L, 0x6004510508120210L, 0x0100104100411087L, 0x0002800004840418L,
      0x0080200004208204L, 0x48200040CC488280L, 0x2A00420208210500L, 0x2041290802084140L
  };
  private static final int[] BISHOP_SHIFT = new int[64];
  private static final int[] BISHOP_OFFSET = new int[64];
  private static final long[] BISHOP_TABLE;

  private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  private Attacks() {}

  static {
    for (int sq = 0; sq < 64; sq++) {
      KNIGHT[sq] = steps(sq, new int[][] {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
      KING[sq] = steps(sq, new int[][] {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
      PAWN[sq] = steps(sq, new int[][] {{1, 1}, {-1, 1}});
      PAWN[64 + sq] = steps(sq, new int[][] {{1, -1}, {-1, -1}});
    }
    ROOK_TABLE = build(ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET);
    BISHOP_TABLE = build(BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET);
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (a == b) {
          continue;
        }
        long bb = 1L << b;
        if ((slide(a, 0, ROOK_DIRS) & bb) != 0) {
          BETWEEN[a * 64 + b] = slide(a, bb, ROOK_DIRS) & slide(b, 1L << a, ROOK_DIRS);
          LINE[a * 64 + b] = (slide(a, 0, ROOK_DIRS) & slide(b, 0, ROOK_DIRS)) | (1L << a) | bb;
        } else if ((slide(a, 0, BISHOP_DIRS) & bb) != 0) {
          BETWEEN[a * 64 + b] = slide(a, bb, BISHOP_DIRS) & slide(b, 1L << a, BISHOP_DIRS);
          LINE[a * 64 + b] = (slide(a, 0, BISHOP_DIRS) & slide(b, 0, BISHOP_DIRS)) | (1L << a) | bb;
        }
      }
      ROOK_RAYS[a] = slide(a, 0, ROOK_DIRS);
      BISHOP_RAYS[a] = slide(a, 0, BISHOP_DIRS);
      QUEEN_RAYS[a] = ROOK_RAYS[a] | BISHOP_RAYS[a];
    }
  }

  static long rook(int sq, long occ) {
    return ROOK_TABLE[ROOK_OFFSET[sq] + (int) (((occ & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
  }

  static long bishop(int sq, long occ) {
    return BISHOP_TABLE[BISHOP_OFFSET[sq]
        + (int) (((occ & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
  }

  private static long steps(int sq, int[][] deltas) {
    long bb = 0;
    int f = sq & 7;
    int r = sq >> 3;
    for (int[] d : deltas) {
      int nf = f + d[0];
      int nr = r + d[1];
      if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) {
        bb |= 1L << (nr * 8 + nf);
      }
    }
    return bb;
  }

  /** Slow reference attacks: rays from sq stopping at (and including) the first blocker. */
  static long slide(int sq, long occ, int[][] dirs) {
    long bb = 0;
    for (int[] d : dirs) {
      int f = (sq & 7) + d[0];
      int r = (sq >> 3) + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        int s = r * 8 + f;
        bb |= 1L << s;
        if ((occ & (1L << s)) != 0) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
    return bb;
  }

  private static long relevantMask(int sq, int[][] dirs) {
    long bb = 0;
    for (int[] d : dirs) {
      int f = (sq & 7) + d[0];
      int r = (sq >> 3) + d[1];
      while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
        bb |= 1L << (r * 8 + f);
        f += d[0];
        r += d[1];
      }
    }
    return bb;
  }

  /** Fills a magic table; throws if a magic maps two blocker sets with different attacks to one entry. */
  private static long[] build(int[][] dirs, long[] masks, long[] magics, int[] shifts, int[] offsets) {
    int total = 0;
    for (int sq = 0; sq < 64; sq++) {
      masks[sq] = relevantMask(sq, dirs);
      offsets[sq] = total;
      total += 1 << Long.bitCount(masks[sq]);
    }
    long[] table = new long[total];
    boolean[] filled = new boolean[total];
    for (int sq = 0; sq < 64; sq++) {
      long mask = masks[sq];
      int bits = Long.bitCount(mask);
      shifts[sq] = 64 - bits;
      long subset = 0;
      for (int i = 0; i < 1 << bits; i++) {
        long attacks = slide(sq, subset, dirs);
        int idx = offsets[sq] + (int) ((subset * magics[sq]) >>> shifts[sq]);
        if (filled[idx] && table[idx] != attacks) {
          throw new IllegalStateException("magic of square " + sq + " collides");
        }
        filled[idx] = true;
        table[idx] = attacks;
        subset = (subset - mask) & mask;
      }
    }
    return table;
  }
}
