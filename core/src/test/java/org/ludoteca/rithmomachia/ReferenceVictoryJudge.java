package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.ludoteca.rithmomachia.RuleSet;

/**
 * The victory check as it was before the speed work, kept unchanged as the reference the fast
 * {@link VictoryJudge} is compared with ({@link EngineAgainstReferenceTest}).
 *
 * <p>Decides whether the side that just moved has won (spec section 6), checking the enabled
 * conditions from the most specific down: excellentissima, major, magna, de honore liteque,
 * de honore, de lite, de bonis, de corpore.
 */
final class ReferenceVictoryJudge {
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

  ReferenceVictoryJudge(RuleSet rules) {
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
      GameEnd proper = proper(p.board(), mover);
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

  private GameEnd proper(Piece[] board, Side mover) {
    if (rules.pyramidFirst()) {
      for (Piece piece : board) {
        if (piece != null && piece.side() != mover && piece.isPyramid()) {
          return null;
        }
      }
    }
    return rules.properArrangement() == RuleSet.ProperArrangement.LINE ? onLine(board, mover) : anywhere(board, mover);
  }

  /**
   * Equally spaced squares of one rank, file or diagonal, all in the enemy half, one at least the
   * mover's. Lines are found from the mover's pieces in the enemy half (there is none early in a
   * game, so the search usually ends at once); each line is visited from its first square.
   */
  private GameEnd onLine(Piece[] board, Side mover) {
    int lowRank = mover == Side.WHITE ? 9 : 1;
    int highRank = lowRank + 7;
    int first = (lowRank - 1) * 8;
    int[] anchors = new int[64];
    int anchorCount = 0;
    for (int s = first; s < first + 64; s++) {
      if (board[s] != null && board[s].side() == mover) {
        anchors[anchorCount++] = s;
      }
    }
    if (anchorCount == 0) {
      return null;
    }
    if (majorOn || excellentissimaOn) {
      GameEnd best = best4(board, mover, anchors, anchorCount, lowRank, highRank);
      if (best != null) {
        return best;
      }
    }
    if (magnaOn) {
      int[] sq = new int[3];
      for (int a = 0; a < anchorCount; a++) {
        for (int[] d : LINE_DIRECTIONS) {
          for (int k = 1; k <= 3; k++) {
            for (int pos = 0; pos < 3; pos++) {
              int start = shift(anchors[a], d, -k * pos);
              if (start < 0 || !line(board, mover, start, d, k, 3, lowRank, highRank, sq)) {
                continue;
              }
              Progression kind = Progression.of(board[sq[0]].value(), board[sq[1]].value(), board[sq[2]].value());
              if (kind != null) {
                return new GameEnd(Termination.VICTORIA_MAGNA, java.util.Optional.of(mover), squares(sq), Set.of(kind));
              }
            }
          }
        }
      }
    }
    return null;
  }

  private GameEnd best4(Piece[] board, Side mover, int[] anchors, int anchorCount, int lowRank, int highRank) {
    GameEnd best = null;
    int[] sq = new int[4];
    for (int a = 0; a < anchorCount; a++) {
      for (int[] d : LINE_DIRECTIONS) {
        for (int k = 1; k <= 2; k++) {
          for (int pos = 0; pos < 4; pos++) {
            int start = shift(anchors[a], d, -k * pos);
            if (start < 0 || !line(board, mover, start, d, k, 4, lowRank, highRank, sq)) {
              continue;
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
      }
    }
    return best;
  }

  /**
   * Fills {@code sq} with {@code n} occupied squares from {@code start}, {@code k} apart along
   * {@code d}, all within ranks low..high; false if that line does not qualify.
   */
  private static boolean line(Piece[] board, Side mover, int start, int[] d, int k, int n, int low, int high,
      int[] sq) {
    int file = start & 7;
    int rank = (start >> 3) + 1;
    boolean mine = false;
    for (int i = 0; i < n; i++) {
      int f = file + d[0] * k * i;
      int r = rank + d[1] * k * i;
      if (f < 0 || f > 7 || r < low || r > high) {
        return false;
      }
      int s = (r - 1) * 8 + f;
      Piece p = board[s];
      if (p == null) {
        return false;
      }
      mine |= p.side() == mover;
      sq[i] = s;
    }
    return mine;
  }

  /** The square {@code steps} along {@code d} from {@code s}, or -1 off the board. */
  private static int shift(int s, int[] d, int steps) {
    int f = (s & 7) + d[0] * steps;
    int r = (s >> 3) + d[1] * steps;
    return f < 0 || f > 7 || r < 0 || r > 15 ? -1 : r * 8 + f;
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
    EnumSet<Progression> kinds = EnumSet.noneOf(Progression.class);
    for (int[] s : SUBSETS) {
      Progression p = Progression.of(v[s[0]], v[s[1]], v[s[2]]);
      if (p != null) {
        kinds.add(p);
      }
    }
    Termination t = kinds.size() == 3 ? Termination.VICTORIA_EXCELLENTISSIMA
        : kinds.size() == 2 ? Termination.VICTORIA_MAJOR : null;
    if (t == null || !(t == Termination.VICTORIA_MAJOR ? majorOn : excellentissimaOn)) {
      return null;
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
