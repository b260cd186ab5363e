package org.ludoteca.chess960;

import java.util.SplittableRandom;

/**
 * Precomputed attack tables: knight, king and pawn attacks per square, magic-bitboard lookups for
 * bishops and rooks (magics found at class initialisation from a fixed seed, so the tables are
 * the same on every run), and the squares between and through two squares.
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
  private static final long[] ROOK_MAGIC = new long[64];
  private static final int[] ROOK_SHIFT = new int[64];
  private static final int[] ROOK_OFFSET = new int[64];
  private static final long[] ROOK_TABLE;
  private static final long[] BISHOP_MASK = new long[64];
  private static final long[] BISHOP_MAGIC = new long[64];
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
    SplittableRandom random = new SplittableRandom(0x960L);
    ROOK_TABLE = build(ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, random);
    BISHOP_TABLE = build(BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, random);
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

  private static long[] build(int[][] dirs, long[] masks, long[] magics, int[] shifts, int[] offsets,
      SplittableRandom random) {
    int total = 0;
    for (int sq = 0; sq < 64; sq++) {
      masks[sq] = relevantMask(sq, dirs);
      offsets[sq] = total;
      total += 1 << Long.bitCount(masks[sq]);
    }
    long[] table = new long[total];
    for (int sq = 0; sq < 64; sq++) {
      long mask = masks[sq];
      int bits = Long.bitCount(mask);
      int size = 1 << bits;
      long[] occs = new long[size];
      long[] atts = new long[size];
      long subset = 0;
      for (int i = 0; i < size; i++) {
        occs[i] = subset;
        atts[i] = slide(sq, subset, dirs);
        subset = (subset - mask) & mask;
      }
      shifts[sq] = 64 - bits;
      long[] used = new long[size];
      int[] epoch = new int[size];
      for (int attempt = 1; ; attempt++) {
        long magic = random.nextLong() & random.nextLong() & random.nextLong();
        if (Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
          continue;
        }
        boolean ok = true;
        for (int i = 0; i < size && ok; i++) {
          int idx = (int) ((occs[i] * magic) >>> shifts[sq]);
          if (epoch[idx] != attempt) {
            epoch[idx] = attempt;
            used[idx] = atts[i];
          } else if (used[idx] != atts[i]) {
            ok = false;
          }
        }
        if (ok) {
          magics[sq] = magic;
          for (int i = 0; i < size; i++) {
            table[offsets[sq] + (int) ((occs[i] * magic) >>> shifts[sq])] = atts[i];
          }
          break;
        }
      }
    }
    return table;
  }
}
