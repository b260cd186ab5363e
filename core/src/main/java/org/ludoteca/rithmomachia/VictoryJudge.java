package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Decides whether the side that just moved has won (spec section 6), checking the enabled
 * conditions from the most specific down: excellentissima, major, magna, de honore liteque,
 * de honore, de lite, de bonis, de corpore.
 */
final class VictoryJudge {
  /** The four directions of a line: along a rank, along a file, and the two diagonals. */
  private static final int[][] LINE_DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
  private static final int[][] SUBSETS = {{0, 1, 2}, {0, 1, 3}, {0, 2, 3}, {1, 2, 3}};

  private final RuleSet rules;
  private final Set<Termination> enabled;
  private final boolean anyProper;
  private final boolean magnaOn;
  private final boolean majorOn;
  private final boolean excellentissimaOn;
  private final boolean corporeOn;
  private final boolean bonisOn;
  private final boolean liteOn;
  private final boolean honoreOn;
  private final boolean honoreLitequeOn;

  VictoryJudge(RuleSet rules) {
    this.rules = rules;
    this.enabled = rules.victories();
    this.magnaOn = enabled.contains(Termination.VICTORIA_MAGNA);
    this.majorOn = enabled.contains(Termination.VICTORIA_MAJOR);
    this.excellentissimaOn = enabled.contains(Termination.VICTORIA_EXCELLENTISSIMA);
    this.anyProper = magnaOn || majorOn || excellentissimaOn;
    this.corporeOn = enabled.contains(Termination.DE_CORPORE);
    this.bonisOn = enabled.contains(Termination.DE_BONIS);
    this.liteOn = enabled.contains(Termination.DE_LITE);
    this.honoreOn = enabled.contains(Termination.DE_HONORE);
    this.honoreLitequeOn = enabled.contains(Termination.DE_HONORE_LITEQUE);
  }

  /** The victory of {@code mover} in {@code p} (the position after its move and captures), or null. */
  GameEnd judge(Position p, Side mover) {
    if (enabled.isEmpty()) {
      return null;
    }
    // The enemy half is ranks 9..16 (squares 64..127) for White, ranks 1..8 for Black: a proper
    // victory needs at least one of the mover's pieces there, which early in a game there is not.
    if (anyProper && (mover == Side.WHITE ? p.sideHigh(mover) : p.sideLow(mover)) != 0) {
      GameEnd proper = proper(p, mover);
      if (proper != null) {
        return proper;
      }
    }
    List<Piece> taken = p.capturedBy(mover);
    int count = taken.size();
    int value = 0;
    int digits = 0;
    for (Piece t : taken) {
      value += t.value();
      digits += t.value() >= 100 ? 3 : t.value() >= 10 ? 2 : 1;
    }
    boolean goods = value >= rules.goods(mover);
    boolean lite = goods && digits <= rules.liteDigits();
    boolean honore = goods && count <= rules.honorBodies();
    if (lite && honore && honoreLitequeOn) {
      return GameEnd.victory(Termination.DE_HONORE_LITEQUE, mover);
    }
    if (honore && honoreOn) {
      return GameEnd.victory(Termination.DE_HONORE, mover);
    }
    if (lite && liteOn) {
      return GameEnd.victory(Termination.DE_LITE, mover);
    }
    if (goods && bonisOn) {
      return GameEnd.victory(Termination.DE_BONIS, mover);
    }
    if (count >= rules.bodies() && corporeOn) {
      return GameEnd.victory(Termination.DE_CORPORE, mover);
    }
    return null;
  }

  private GameEnd proper(Position p, Side mover) {
    Piece[] board = p.board();
    if (rules.pyramidFirst()) {
      Side enemy = mover.opposite();
      for (int half = 0; half < 2; half++) {
        for (long bits = half == 0 ? p.sideLow(enemy) : p.sideHigh(enemy); bits != 0; bits &= bits - 1) {
          if (board[(half << 6) | Long.numberOfTrailingZeros(bits)].isPyramid()) {
            return null;
          }
        }
      }
    }
    return rules.properArrangement() == RuleSet.ProperArrangement.LINE ? onLine(p, mover) : anywhere(board, mover);
  }

  /**
   * The lines a proper victory on a line may use, for each square of a half board (64 squares,
   * index rank * 8 + file within the half): the equally spaced runs of 3 (spacing 1..3) or 4
   * (spacing 1..2) squares through it that stay in the half, in the order the search visits them
   * (direction, spacing, the square's place in the run). Each run is its squares, first to last,
   * and their mask over the half.
   */
  private static final int[][][] RUNS3 = runs(3, 3);
  private static final long[][] RUNS3_MASK = masks(RUNS3);
  private static final int[][][] RUNS4 = runs(4, 2);
  private static final long[][] RUNS4_MASK = masks(RUNS4);

  private static int[][][] runs(int length, int maxSpacing) {
    int[][][] out = new int[64][][];
    for (int a = 0; a < 64; a++) {
      List<int[]> found = new ArrayList<>();
      for (int[] d : LINE_DIRECTIONS) {
        for (int k = 1; k <= maxSpacing; k++) {
          for (int pos = 0; pos < length; pos++) {
            int f0 = (a & 7) - d[0] * k * pos;
            int r0 = (a >> 3) - d[1] * k * pos;
            int[] run = new int[length];
            boolean inside = true;
            for (int i = 0; i < length && inside; i++) {
              int f = f0 + d[0] * k * i;
              int r = r0 + d[1] * k * i;
              inside = f >= 0 && f < 8 && r >= 0 && r < 8;
              run[i] = r * 8 + f;
            }
            if (inside) {
              found.add(run);
            }
          }
        }
      }
      out[a] = found.toArray(new int[0][]);
    }
    return out;
  }

  private static long[][] masks(int[][][] runs) {
    long[][] out = new long[runs.length][];
    for (int a = 0; a < runs.length; a++) {
      out[a] = new long[runs[a].length];
      for (int i = 0; i < runs[a].length; i++) {
        for (int s : runs[a][i]) {
          out[a][i] |= 1L << s;
        }
      }
    }
    return out;
  }

  /**
   * Equally spaced squares of one rank, file or diagonal, all in the enemy half, one at least the
   * mover's. Lines are found from the mover's pieces in the enemy half (there is none early in a
   * game, so the search usually ends at once), each anchor's runs tested against the half's
   * occupancy mask: a run qualifies when all its squares are occupied (the anchor is the mover's).
   */
  private GameEnd onLine(Position p, Side mover) {
    Piece[] board = p.board();
    boolean white = mover == Side.WHITE;
    int offset = white ? 64 : 0; // the enemy half: squares 64..127 for White, 0..63 for Black
    long occupied = white ? p.occupiedHigh() : p.occupiedLow();
    long anchors = white ? p.sideHigh(mover) : p.sideLow(mover);
    if (anchors == 0) {
      return null;
    }
    if (majorOn || excellentissimaOn) {
      GameEnd best = best4(board, mover, anchors, occupied, offset);
      if (best != null) {
        return best;
      }
    }
    if (magnaOn) {
      for (long bits = anchors; bits != 0; bits &= bits - 1) {
        int a = Long.numberOfTrailingZeros(bits);
        long[] masks = RUNS3_MASK[a];
        for (int i = 0; i < masks.length; i++) {
          if ((masks[i] & ~occupied) != 0) {
            continue;
          }
          int[] run = RUNS3[a][i];
          Progression kind = Progression.of(board[run[0] + offset].value(), board[run[1] + offset].value(),
              board[run[2] + offset].value());
          if (kind != null) {
            int[] sq = {run[0] + offset, run[1] + offset, run[2] + offset};
            return new GameEnd(Termination.VICTORIA_MAGNA, java.util.Optional.of(mover), squares(sq), Set.of(kind));
          }
        }
      }
    }
    return null;
  }

  private GameEnd best4(Piece[] board, Side mover, long anchors, long occupied, int offset) {
    GameEnd best = null;
    int[] sq = new int[4];
    for (long bits = anchors; bits != 0; bits &= bits - 1) {
      int a = Long.numberOfTrailingZeros(bits);
      long[] masks = RUNS4_MASK[a];
      for (int i = 0; i < masks.length; i++) {
        if ((masks[i] & ~occupied) != 0) {
          continue;
        }
        int[] run = RUNS4[a][i];
        for (int j = 0; j < 4; j++) {
          sq[j] = run[j] + offset;
        }
        GameEnd g = four(board, mover, sq);
        if (g != null && (best == null || g.termination().ordinal() > best.termination().ordinal())) {
          best = g;
          if (g.termination() == Termination.VICTORIA_EXCELLENTISSIMA) {
            return g;
          }
        }
      }
    }
    return best;
  }

  /** The victory that four pieces in arrangement order make, by the kinds their 3-subsets show. */
  private GameEnd four(Piece[] board, Side mover, int[] sq) {
    long[] v = new long[4];
    for (int i = 0; i < 4; i++) {
      v[i] = board[sq[i]].value();
    }
    for (int i = 0; i < 4; i++) {
      for (int j = i + 1; j < 4; j++) {
        if (v[i] == v[j]) {
          return null;
        }
      }
    }
    int found = 0; // bits of Progression ordinals: the set is built only for a victory
    for (int[] s : SUBSETS) {
      Progression p = Progression.of(v[s[0]], v[s[1]], v[s[2]]);
      if (p != null) {
        found |= 1 << p.ordinal();
      }
    }
    int count = Integer.bitCount(found);
    Termination t = count == 3 ? Termination.VICTORIA_EXCELLENTISSIMA
        : count == 2 ? Termination.VICTORIA_MAJOR : null;
    if (t == null || !(t == Termination.VICTORIA_MAJOR ? majorOn : excellentissimaOn)) {
      return null;
    }
    EnumSet<Progression> kinds = EnumSet.noneOf(Progression.class);
    for (Progression p : Progression.values()) {
      if ((found & (1 << p.ordinal())) != 0) {
        kinds.add(p);
      }
    }
    return new GameEnd(t, java.util.Optional.of(mover), squares(sq), kinds);
  }

  /** Any of the mover's own pieces in the enemy half, in any order (read in increasing value). */
  private GameEnd anywhere(Piece[] board, Side mover) {
    List<Integer> own = new ArrayList<>();
    for (int s = 0; s < Square.COUNT; s++) {
      Piece p = board[s];
      if (p != null && p.side() == mover && !mover.isHomeRank((s >> 3) + 1)) {
        own.add(s);
      }
    }
    if (own.size() < 3) {
      return null;
    }
    own.sort((a, b) -> Integer.compare(board[a].value(), board[b].value()));
    int n = own.size();
    if (n >= 4 && (excellentissimaOn || majorOn)) {
      GameEnd best = null;
      int[] sq = new int[4];
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
          for (int c = b + 1; c < n; c++) {
            for (int d = c + 1; d < n; d++) {
              sq[0] = own.get(a);
              sq[1] = own.get(b);
              sq[2] = own.get(c);
              sq[3] = own.get(d);
              GameEnd g = four(board, mover, sq);
              if (g != null && (best == null || g.termination().ordinal() > best.termination().ordinal())) {
                best = g;
                if (g.termination() == Termination.VICTORIA_EXCELLENTISSIMA) {
                  return g;
                }
              }
            }
          }
        }
      }
      if (best != null) {
        return best;
      }
    }
    if (magnaOn) {
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
          for (int c = b + 1; c < n; c++) {
            Progression kind = Progression.of(board[own.get(a)].value(), board[own.get(b)].value(),
                board[own.get(c)].value());
            if (kind != null) {
              return new GameEnd(Termination.VICTORIA_MAGNA, java.util.Optional.of(mover),
                  List.of(Square.of(own.get(a)), Square.of(own.get(b)), Square.of(own.get(c))), Set.of(kind));
            }
          }
        }
      }
    }
    return null;
  }

  private static List<Square> squares(int[] sq) {
    List<Square> out = new ArrayList<>(sq.length);
    for (int s : sq) {
      out.add(Square.of(s));
    }
    return out;
  }
}
