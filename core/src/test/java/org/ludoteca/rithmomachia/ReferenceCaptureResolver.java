package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.List;
import org.ludoteca.rithmomachia.RuleSet;

/**
 * The engine's capture resolution as it was before the speed work, kept unchanged as the
 * reference the fast {@link CaptureResolver} is compared with ({@link EngineAgainstReferenceTest}).
 *
 * <p>Finds every capture the mover makes in the position after a move (spec section 5): each enemy
 * piece is tested, on the same board, by equality, eruption, ambush and siege in that order of
 * priority, all at once. A pyramid hit at its total (or besieged) is taken whole; otherwise each
 * component hit at its own value is taken.
 *
 * <p>Reach is looked up backwards: every displacement set is symmetric, so the squares that
 * reach victim X with kind K are the destinations of K's rays from X, with the same squares in
 * between.
 */
final class ReferenceCaptureResolver {
  /** The eight directions, orthogonal first so that the first four are the orthogonal lines. */
  private static final int[][] LINES_ALL8 = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final int[][] LINES_ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

  /** [square][direction] -> the squares along that direction, nearest first (directions of LINES_ALL8). */
  private static final int[][][] RAYS = new int[Square.COUNT][LINES_ALL8.length][];

  static {
    for (int s = 0; s < Square.COUNT; s++) {
      for (int d = 0; d < LINES_ALL8.length; d++) {
        int f = s & 7;
        int r = s >> 3;
        int[] buf = new int[16];
        int n = 0;
        while (true) {
          f += LINES_ALL8[d][0];
          r += LINES_ALL8[d][1];
          if (f < 0 || f > 7 || r < 0 || r > 15) {
            break;
          }
          buf[n++] = r * 8 + f;
        }
        RAYS[s][d] = java.util.Arrays.copyOf(buf, n);
      }
    }
  }

  /** [square][direction] -> the ray's squares as masks of squares 0..63 and 64..127. */
  private static final long[][] RAY_LOW = new long[Square.COUNT][LINES_ALL8.length];
  private static final long[][] RAY_HIGH = new long[Square.COUNT][LINES_ALL8.length];
  /** Index step of each direction; positive steps run towards higher square indices. */
  private static final int[] STEP = new int[LINES_ALL8.length];

  static {
    for (int d = 0; d < LINES_ALL8.length; d++) {
      STEP[d] = LINES_ALL8[d][1] * 8 + LINES_ALL8[d][0];
      for (int s = 0; s < Square.COUNT; s++) {
        for (int t : RAYS[s][d]) {
          if (t < 64) {
            RAY_LOW[s][d] |= 1L << t;
          } else {
            RAY_HIGH[s][d] |= 1L << (t - 64);
          }
        }
      }
    }
  }

  private static final ThreadLocal<Reach> SCRATCH = ThreadLocal.withInitial(Reach::new);

  private final RuleSet rules;
  private final Geometry geometry;
  private final boolean attackWithLeaps;
  private final int lineCount;
  private final boolean eruptionBetween;
  private final boolean eruptionClear;
  private final boolean ambushAll;

  ReferenceCaptureResolver(RuleSet rules) {
    this.rules = rules;
    this.geometry = Geometry.of(rules.movement());
    this.attackWithLeaps = rules.attackGeometry() == RuleSet.AttackGeometry.MOVES;
    this.lineCount = rules.eruptionLines() == RuleSet.EruptionLines.ALL8 ? 8 : 4; // orthogonal come first
    this.eruptionBetween = rules.eruptionDistance() == RuleSet.EruptionDistance.BETWEEN;
    this.eruptionClear = rules.eruptionPath() == RuleSet.EruptionPath.CLEAR;
    this.ambushAll = rules.ambushOps() == RuleSet.AmbushOps.ALL;
  }

  /** The attackers of one victim square: attacker squares and the kinds with which each reaches. */
  private static final class Reach {
    // Sized for the worst case (every square); allocated once per resolve() call.
    final int[] squares = new int[Square.COUNT];
    final int[] kinds = new int[Square.COUNT];
    int count;
    /** Pieces that may erupt on the victim: their squares and multipliers n. */
    final int[] eruptors = new int[Square.COUNT];
    final int[] multipliers = new int[Square.COUNT];
    int eruptorCount;
    /** The square(s) of the attack found last: one, or two for an ambush. */
    final int[] by = new int[2];

    void add(int square, int kindBit) {
      for (int i = 0; i < count; i++) {
        if (squares[i] == square) {
          kinds[i] |= kindBit;
          return;
        }
      }
      squares[count] = square;
      kinds[count] = kindBit;
      count++;
    }
  }

  /**
   * The captures of {@code mover} on {@code board} (the board after the move), in square order,
   * a pyramid's components in written order. The board is not changed.
   */
  List<Capture> resolve(Piece[] board, long occupiedLow, long occupiedHigh, long moverLow, long moverHigh,
      Side mover) {
    List<Capture> out = null;
    Reach reach = SCRATCH.get();
    long victimsLow = occupiedLow & ~moverLow;
    long victimsHigh = occupiedHigh & ~moverHigh;
    while ((victimsLow | victimsHigh) != 0) {
      int x;
      if (victimsLow != 0) {
        x = Long.numberOfTrailingZeros(victimsLow);
        victimsLow &= victimsLow - 1;
      } else {
        x = 64 + Long.numberOfTrailingZeros(victimsHigh);
        victimsHigh &= victimsHigh - 1;
      }
      Piece victim = board[x];
      reach.count = 0;
      reach.eruptorCount = 0;
      if (rules.equality() || rules.ambush()) {
        collectReach(board, occupiedLow, occupiedHigh, moverLow, moverHigh, x, reach);
      }
      if (rules.eruption()) {
        collectEruptors(board, occupiedLow, occupiedHigh, moverLow, moverHigh, x, reach);
      }
      List<Capture> found = captureAt(board, occupiedLow, occupiedHigh, mover, x, victim, reach);
      if (found != null) {
        if (out == null) {
          out = new ArrayList<>(4);
        }
        out.addAll(found);
      }
    }
    return out == null ? List.of() : out;
  }

  private void collectReach(Piece[] board, long occupiedLow, long occupiedHigh, long moverLow, long moverHigh, int x,
      Reach reach) {
    for (int k = 0; k < Geometry.KINDS; k++) {
      int bit = 1 << k;
      boolean leapsMayReach = attackWithLeaps
          && ((geometry.leapTargetsLow[k][x] & moverLow) | (geometry.leapTargetsHigh[k][x] & moverHigh)) != 0;
      if (((geometry.marchTargetsLow[k][x] & moverLow) | (geometry.marchTargetsHigh[k][x] & moverHigh)) == 0) {
        if (leapsMayReach) {
          collectLeaps(board, k, x, reach);
        }
        continue; // no piece of the mover stands where this kind would reach from
      }
      int[] to = geometry.marchTo[k][x];
      long[] betweenLow = geometry.marchBetweenLow[k][x];
      long[] betweenHigh = geometry.marchBetweenHigh[k][x];
      for (int i = 0; i < to.length; i++) {
        int t = to[i];
        boolean moverThere = t < 64 ? (moverLow & (1L << t)) != 0 : (moverHigh & (1L << (t - 64))) != 0;
        if (moverThere && (board[t].kindMask() & bit) != 0
            && ((betweenLow[i] & occupiedLow) | (betweenHigh[i] & occupiedHigh)) == 0) {
          reach.add(t, bit);
        }
      }
      if (leapsMayReach) {
        collectLeaps(board, k, x, reach);
      }
    }
  }

  private void collectLeaps(Piece[] board, int k, int x, Reach reach) {
    int bit = 1 << k;
    Side victimSide = board[x].side();
    for (int y : geometry.leapTo[k][x]) {
      Piece a = board[y];
      if (a != null && a.side() != victimSide && (a.kindMask() & bit) != 0) {
        reach.add(y, bit);
      }
    }
  }

  private List<Capture> captureAt(Piece[] board, long occupiedLow, long occupiedHigh, Side mover, int x, Piece victim,
      Reach reach) {
    Square square = Square.of(x);
    int[] by = reach.by;
    CaptureMethod whole = hitMethod(board, x, victim.value(), reach, by);
    if (whole == null && rules.siegeEnabled()) {
      List<Square> besiegers = rules.siege() == RuleSet.Siege.BLOCKED
          ? blocked(board, occupiedLow, occupiedHigh, mover, x, victim) : surrounded(board, mover, x);
      if (besiegers != null) {
        return List.of(new Capture(CaptureMethod.SIEGE, victim, square,
            victim.isPyramid() ? Capture.Scope.WHOLE_PYRAMID : Capture.Scope.PIECE, besiegers));
      }
    }
    if (whole != null) {
      return List.of(new Capture(whole, victim, square,
          victim.isPyramid() ? Capture.Scope.WHOLE_PYRAMID : Capture.Scope.PIECE, attackers(whole, by)));
    }
    if (!victim.isPyramid()) {
      return null;
    }
    List<Capture> parts = null;
    for (Piece component : victim.components()) {
      CaptureMethod m = hitMethod(board, x, component.value(), reach, by);
      if (m != null) {
        if (parts == null) {
          parts = new ArrayList<>(2);
        }
        parts.add(new Capture(m, component, square, Capture.Scope.PYRAMID_COMPONENT, attackers(m, by)));
      }
    }
    return parts;
  }

  private static List<Square> attackers(CaptureMethod method, int[] by) {
    if (method == CaptureMethod.AMBUSH) {
      int a = Math.min(by[0], by[1]);
      int b = Math.max(by[0], by[1]);
      return List.of(Square.of(a), Square.of(b));
    }
    return List.of(Square.of(by[0]));
  }

  /**
   * The first of equality, eruption, ambush that hits value {@code target} on square {@code x},
   * or null. The attacking squares go to {@code by}.
   */
  private CaptureMethod hitMethod(Piece[] board, int x, int target, Reach reach, int[] by) {
    if (rules.equality() && equality(board, target, reach, by)) {
      return CaptureMethod.EQUALITY;
    }
    if (rules.eruption() && eruption(board, target, reach, by)) {
      return CaptureMethod.ERUPTION;
    }
    if (rules.ambush() && ambush(board, target, reach, by)) {
      return CaptureMethod.AMBUSH;
    }
    return null;
  }

  private static boolean equality(Piece[] board, int target, Reach reach, int[] by) {
    for (int i = 0; i < reach.count; i++) {
      Piece a = board[reach.squares[i]];
      if (offers(a, reach.kinds[i], target)) {
        by[0] = reach.squares[i];
        return true;
      }
    }
    return false;
  }

  /** Whether attacker {@code a}, reaching with the kinds in {@code kinds}, offers {@code value}. */
  private static boolean offers(Piece a, int kinds, int value) {
    if (a.value() == value) {
      return true; // a plain piece's value, or a pyramid's total: reached by any component
    }
    if (a.isPyramid()) {
      for (Piece c : a.components()) {
        if (c.value() == value && (c.kindMask() & kinds) != 0) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean ambush(Piece[] board, int target, Reach reach, int[] by) {
    for (int i = 0; i < reach.count; i++) {
      Piece a = board[reach.squares[i]];
      for (int j = i + 1; j < reach.count; j++) {
        Piece b = board[reach.squares[j]];
        if (ambushPair(a, reach.kinds[i], b, reach.kinds[j], target)) {
          by[0] = reach.squares[i];
          by[1] = reach.squares[j];
          return true;
        }
      }
    }
    return false;
  }

  private boolean ambushPair(Piece a, int kindsA, Piece b, int kindsB, int target) {
    int na = a.isPyramid() ? a.components().size() + 1 : 1;
    int nb = b.isPyramid() ? b.components().size() + 1 : 1;
    for (int i = 0; i < na; i++) {
      int va = offer(a, kindsA, i);
      if (va < 0) {
        continue;
      }
      for (int j = 0; j < nb; j++) {
        int vb = offer(b, kindsB, j);
        if (vb >= 0 && combines(va, vb, target)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Offer {@code i} of attacker {@code a}: 0 is its value (or total), i is component i-1; -1 if not reaching. */
  private static int offer(Piece a, int kinds, int i) {
    if (i == 0) {
      return a.value();
    }
    Piece c = a.components().get(i - 1);
    return (c.kindMask() & kinds) != 0 ? c.value() : -1;
  }

  private boolean combines(int a, int b, int target) {
    if (a + b == target || Math.abs(a - b) == target) {
      return true;
    }
    if (!ambushAll) {
      return false;
    }
    int max = Math.max(a, b);
    int min = Math.min(a, b);
    return (long) a * b == target || max % min == 0 && max / min == target;
  }

  /**
   * Finds the mover's pieces on a line with the victim on {@code x}, with their multiplier n.
   * With a clear path only the first occupied square of each ray counts: it is found from the
   * occupancy masks, the lowest set bit for rays towards higher indices, the highest otherwise.
   */
  private void collectEruptors(Piece[] board, long occupiedLow, long occupiedHigh, long moverLow, long moverHigh,
      int x, Reach reach) {
    for (int d = 0; d < lineCount; d++) {
      long low = RAY_LOW[x][d];
      long high = RAY_HIGH[x][d];
      if (((low & moverLow) | (high & moverHigh)) == 0) {
        continue; // no piece of the mover on this ray
      }
      if (eruptionClear) {
        long occLow = low & occupiedLow;
        long occHigh = high & occupiedHigh;
        int first;
        if (STEP[d] > 0) {
          first = occLow != 0 ? Long.numberOfTrailingZeros(occLow) : 64 + Long.numberOfTrailingZeros(occHigh);
        } else {
          first = occHigh != 0 ? 127 - Long.numberOfLeadingZeros(occHigh) : 63 - Long.numberOfLeadingZeros(occLow);
        }
        boolean mine = first < 64 ? (moverLow & (1L << first)) != 0 : (moverHigh & (1L << (first - 64))) != 0;
        if (mine) {
          addEruptor(reach, first, (first - x) / STEP[d]);
        }
      } else {
        for (int y : RAYS[x][d]) {
          boolean mine = y < 64 ? (moverLow & (1L << y)) != 0 : (moverHigh & (1L << (y - 64))) != 0;
          if (mine) {
            addEruptor(reach, y, (y - x) / STEP[d]);
          }
        }
      }
    }
  }

  private void addEruptor(Reach reach, int square, int distance) {
    int n = eruptionBetween ? distance - 1 : distance + 1;
    if (!eruptionBetween || n >= 2) {
      reach.eruptors[reach.eruptorCount] = square;
      reach.multipliers[reach.eruptorCount] = n;
      reach.eruptorCount++;
    }
  }

  private static boolean eruption(Piece[] board, int target, Reach reach, int[] by) {
    for (int i = 0; i < reach.eruptorCount; i++) {
      if (erupts(board[reach.eruptors[i]], reach.multipliers[i], target)) {
        by[0] = reach.eruptors[i];
        return true;
      }
    }
    return false;
  }

  /** Whether some value {@code a} offers, multiplied or exactly divided by {@code n}, is {@code target}. */
  private static boolean erupts(Piece a, int n, int target) {
    if (erupts(a.value(), n, target)) {
      return true;
    }
    if (a.isPyramid()) {
      for (Piece c : a.components()) {
        if (erupts(c.value(), n, target)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean erupts(int value, int n, int target) {
    return value * n == target || value % n == 0 && value / n == target;
  }

  /** The besieging squares if the victim on {@code x} has no march and an enemy closes a path, else null. */
  private List<Square> blocked(Piece[] board, long occupiedLow, long occupiedHigh, Side mover, int x, Piece victim) {
    // First pass on masks alone: any free march and the victim is not besieged (the common case).
    for (int k = 0; k < Geometry.KINDS; k++) {
      if ((victim.kindMask() & (1 << k)) == 0) {
        continue;
      }
      long[] pathLow = geometry.marchPathLow[k][x];
      long[] pathHigh = geometry.marchPathHigh[k][x];
      for (int i = 0; i < pathLow.length; i++) {
        if (((pathLow[i] & occupiedLow) | (pathHigh[i] & occupiedHigh)) == 0) {
          return null;
        }
      }
    }
    List<Square> enemies = null;
    for (int k = 0; k < Geometry.KINDS; k++) {
      if ((victim.kindMask() & (1 << k)) == 0) {
        continue;
      }
      int[] to = geometry.marchTo[k][x];
      int[][] between = geometry.marchBetween[k][x];
      for (int i = 0; i < to.length; i++) {
        int first = -1;
        for (int b : between[i]) {
          if (board[b] != null) {
            first = b;
            break;
          }
        }
        if (first < 0 && board[to[i]] != null) {
          first = to[i];
        }
        if (first < 0) {
          return null; // a free march: not besieged
        }
        if (board[first].side() == mover) {
          if (enemies == null) {
            enemies = new ArrayList<>(4);
          }
          Square s = Square.of(first);
          if (!enemies.contains(s)) {
            enemies.add(s);
          }
        }
      }
    }
    if (enemies != null) {
      enemies.sort(null);
    }
    return enemies;
  }

  private static List<Square> surrounded(Piece[] board, Side mover, int x) {
    List<Square> found = closedIn(board, mover, x, LINES_ORTHOGONAL);
    if (found == null) {
      found = closedIn(board, mover, x, new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
    }
    return found;
  }

  private static List<Square> closedIn(Piece[] board, Side mover, int x, int[][] directions) {
    Square sq = Square.of(x);
    List<Square> enemies = new ArrayList<>(4);
    for (int[] d : directions) {
      int f = sq.file() + d[0];
      int r = sq.rank() + d[1];
      if (!Square.exists(f, r)) {
        continue;
      }
      Piece p = board[Square.of(f, r).index()];
      if (p == null || p.side() != mover) {
        return null;
      }
      enemies.add(Square.of(f, r));
    }
    enemies.sort(null);
    return enemies;
  }
}
