package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds every capture the mover makes in the position after a move (spec section 5): each enemy
 * piece is tested, on the same board, by equality, eruption, ambush and siege in that order of
 * priority, all at once. A pyramid hit at its total (or besieged) is taken whole; otherwise each
 * component hit at its own value is taken.
 *
 * <p>Reach is looked up backwards: every displacement set is symmetric, so the squares that
 * reach victim X with kind K are the destinations of K's rays from X, with the same squares in
 * between.
 */
final class CaptureResolver {
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

  /**
   * The same rays flat, indexed {@code (square * 8 + direction) * 2}: the mask of squares 0..63,
   * then of 64..127. One array walked in order instead of two two-level ones.
   */
  private static final long[] RAY_MASKS = new long[Square.COUNT * LINES_ALL8.length * 2];
  /** [square * 2 + half] -> the squares next to it orthogonally (then diagonally) that exist. */
  private static final long[] ORTHOGONAL_NEIGHBOURS = new long[Square.COUNT * 2];
  private static final long[] DIAGONAL_NEIGHBOURS = new long[Square.COUNT * 2];

  static {
    for (int s = 0; s < Square.COUNT; s++) {
      for (int d = 0; d < LINES_ALL8.length; d++) {
        RAY_MASKS[(s * 8 + d) * 2] = RAY_LOW[s][d];
        RAY_MASKS[(s * 8 + d) * 2 + 1] = RAY_HIGH[s][d];
        int[] ray = RAYS[s][d];
        if (ray.length > 0) {
          long[] neighbours = d < 4 ? ORTHOGONAL_NEIGHBOURS : DIAGONAL_NEIGHBOURS;
          neighbours[s * 2 + (ray[0] >> 6)] |= 1L << (ray[0] & 63);
        }
      }
    }
  }

  private static final ThreadLocal<Reach> SCRATCH = ThreadLocal.withInitial(Reach::new);

  private final RuleSet rules;
  private final Geometry geometry;
  private final boolean equalityOn;
  private final boolean eruptionOn;
  private final boolean ambushOn;
  private final boolean siegeOn;
  private final boolean siegeBlocked;
  private final boolean attackWithLeaps;
  private final int lineCount;
  private final boolean eruptionBetween;
  private final boolean eruptionClear;
  private final boolean ambushAll;
  /**
   * [square * 2 + half] -> where a piece of the mover must stand for anything but an eruption to
   * take a piece on the square under these rules: a march or leap away (equality, ambush), on one
   * of its marches (blocked siege) or next to it (surrounded siege). A victim with none of the
   * mover's pieces there and no eruption hit is skipped at once.
   */
  private final long[] near = new long[Square.COUNT * 2];

  CaptureResolver(RuleSet rules) {
    this.rules = rules;
    this.geometry = Geometry.of(rules.movement());
    this.equalityOn = rules.equality();
    this.eruptionOn = rules.eruption();
    this.ambushOn = rules.ambush();
    this.siegeOn = rules.siegeEnabled();
    this.siegeBlocked = rules.siege() == RuleSet.Siege.BLOCKED;
    this.attackWithLeaps = rules.attackGeometry() == RuleSet.AttackGeometry.MOVES;
    this.lineCount = rules.eruptionLines() == RuleSet.EruptionLines.ALL8 ? 8 : 4; // orthogonal come first
    this.eruptionBetween = rules.eruptionDistance() == RuleSet.EruptionDistance.BETWEEN;
    this.eruptionClear = rules.eruptionPath() == RuleSet.EruptionPath.CLEAR;
    this.ambushAll = rules.ambushOps() == RuleSet.AmbushOps.ALL;
    for (int x = 0; x < Square.COUNT; x++) {
      for (int half = 0; half < 2; half++) {
        long mask = 0;
        if (equalityOn || ambushOn) {
          mask |= geometry.targetsAnyKind[4 * x + half] | (attackWithLeaps ? geometry.targetsAnyKind[4 * x + 2 + half] : 0);
        }
        if (siegeOn) {
          mask |= siegeBlocked ? geometry.marchPathUnion[(x * 8 + 7) * 2 + half]
              : ORTHOGONAL_NEIGHBOURS[2 * x + half] | DIAGONAL_NEIGHBOURS[2 * x + half];
        }
        near[2 * x + half] = mask;
      }
    }
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
    /** [direction * 2 + half] -> the victims some piece of the mover may erupt on from that direction. */
    final long[] eruptionHits = new long[16];
    /** [kind * 2 + half] -> the mover's squares whose piece moves as that kind. */
    final long[] kindMovers = new long[6];
    /** The square(s) of the attack found last: one, or two for an ambush. */
    final int[] by = new int[2];

    /**
     * [square] -> the victim (a number counted up per victim) whose list holds the square, and
     * where: finds an attacker already listed without searching the list.
     */
    final int[] listedFor = new int[Square.COUNT];
    final int[] listedAt = new int[Square.COUNT];
    int victim;

    /** Starts the lists of a new victim. */
    void clear() {
      count = 0;
      eruptorCount = 0;
      if (++victim == 0) { // wrapped round after 2^32 victims: forget every old mark
        java.util.Arrays.fill(listedFor, 0);
        victim = 1;
      }
    }

    void add(int square, int kindBit) {
      if (listedFor[square] == victim) {
        kinds[listedAt[square]] |= kindBit;
        return;
      }
      listedFor[square] = victim;
      listedAt[square] = count;
      squares[count] = square;
      kinds[count] = kindBit;
      count++;
    }
  }

  /**
   * The captures of {@code mover} on {@code board} (the board after the move), in square order,
   * a pyramid's components in written order. The board is not changed; {@code kinds} are its
   * per-kind masks as {@link Position#kinds()} keeps them.
   *
   * <p>Two passes. The first finds the victims that could be taken at all, cheaply: an eruption
   * is tested on the values of the few pieces the fill found on a line with a victim (one
   * piece a direction), equality and ambush need a piece that reaches the victim, a siege the
   * victim's marches all closed. A capture is rare (one ply in fifteen under {@code cvr} in random
   * play), so the second pass, the full test in the spec's order, runs on a victim or two a ply.
   */
  List<Capture> resolve(Piece[] board, long occupiedLow, long occupiedHigh, long moverLow, long moverHigh,
      long[] kinds, Side mover) {
    Reach reach = SCRATCH.get();
    long victimsLow = occupiedLow & ~moverLow;
    long victimsHigh = occupiedHigh & ~moverHigh;
    long candidatesLow = 0;
    long candidatesHigh = 0;
    long[] hits = reach.eruptionHits;
    if (eruptionOn) {
      eruptionHits(occupiedLow, occupiedHigh, moverLow, moverHigh, hits);
      // Each (victim, direction) the fill found, on its own: the few pieces on that line decide.
      for (int d = 0; d < lineCount; d++) {
        for (int half = 0; half < 2; half++) {
          for (long bits = hits[2 * d + half]; bits != 0; bits &= bits - 1) {
            int x = (half << 6) | Long.numberOfTrailingZeros(bits);
            boolean may = eruptionClear ? mayEruptFromFirst(board, occupiedLow, occupiedHigh, x, d)
                : mayErupt(board, occupiedLow, occupiedHigh, moverLow, moverHigh, x, d, reach);
            if (may) {
              if (half == 0) {
                candidatesLow |= 1L << x;
              } else {
                candidatesHigh |= 1L << (x - 64);
              }
            }
          }
        }
      }
    }
    if (equalityOn || ambushOn || siegeOn) {
      if (equalityOn || ambushOn) {
        long[] kindMovers = reach.kindMovers;
        for (int k = 0; k < Geometry.KINDS; k++) {
          kindMovers[2 * k] = kinds[2 * k] & moverLow;
          kindMovers[2 * k + 1] = kinds[2 * k + 1] & moverHigh;
        }
      }
      for (int half = 0; half < 2; half++) {
        for (long bits = (half == 0 ? victimsLow & ~candidatesLow : victimsHigh & ~candidatesHigh); bits != 0;
            bits &= bits - 1) {
          int x = (half << 6) | Long.numberOfTrailingZeros(bits);
          if (((near[2 * x] & moverLow) | (near[2 * x + 1] & moverHigh)) == 0) {
            continue; // no piece of the mover anywhere it could act on this victim from
          }
          if (mayTakeNear(board, occupiedLow, occupiedHigh, moverLow, moverHigh, x, reach)) {
            if (half == 0) {
              candidatesLow |= 1L << x;
            } else {
              candidatesHigh |= 1L << (x - 64);
            }
          }
        }
      }
    }
    List<Capture> out = null;
    while ((candidatesLow | candidatesHigh) != 0) {
      int x;
      if (candidatesLow != 0) {
        x = Long.numberOfTrailingZeros(candidatesLow);
        candidatesLow &= candidatesLow - 1;
      } else {
        x = 64 + Long.numberOfTrailingZeros(candidatesHigh);
        candidatesHigh &= candidatesHigh - 1;
      }
      Piece victim = board[x];
      reach.clear();
      if (equalityOn || ambushOn) {
        collectReach(board, occupiedLow, occupiedHigh, x, reach);
      }
      if (eruptionOn) {
        int directions = 0;
        for (int d = 0; d < lineCount; d++) {
          directions |= (int) ((hits[2 * d + (x >> 6)] >>> (x & 63)) & 1) << d;
        }
        if (directions != 0) {
          collectEruptors(board, occupiedLow, occupiedHigh, moverLow, moverHigh, x, directions, reach);
        }
      }
      if (reach.count == 0 && reach.eruptorCount == 0 && !siegeOn) {
        continue;
      }
      List<Capture> found = captureAt(board, occupiedLow, occupiedHigh, moverLow, moverHigh, mover, x, victim, reach);
      if (found != null) {
        if (out == null) {
          out = new ArrayList<>(4);
        }
        out.addAll(found);
      }
    }
    return out == null ? List.of() : out;
  }

  /**
   * With a clear path, whether the piece on line {@code d} from the victim on {@code x} that the
   * fill hit it from might erupt on it: the fill already settled that the first occupied square on
   * the line is the mover's and far enough, so only the values are left. Small, so that it is
   * inlined into the loop over the hits: no test the fill has already made, no call.
   */
  private boolean mayEruptFromFirst(Piece[] board, long occupiedLow, long occupiedHigh, int x, int d) {
    long occLow = RAY_MASKS[(x * 8 + d) * 2] & occupiedLow;
    long occHigh = RAY_MASKS[(x * 8 + d) * 2 + 1] & occupiedHigh;
    int first;
    if (STEP[d] > 0) {
      first = occLow != 0 ? Long.numberOfTrailingZeros(occLow) : 64 + Long.numberOfTrailingZeros(occHigh);
    } else {
      first = occHigh != 0 ? 127 - Long.numberOfLeadingZeros(occHigh) : 63 - Long.numberOfLeadingZeros(occLow);
    }
    int n = eruptionBetween ? distance(x, first) - 1 : distance(x, first) + 1;
    Piece victim = board[x];
    return victim.isPyramid() || erupts(board[first], n, victim.value());
  }

  /**
   * Whether the mover's pieces on line {@code d} from the victim on {@code x} might erupt on it:
   * exactly the eruption test of the second pass for a plain victim; always for a pyramid, whose
   * components the second pass tests one by one.
   */
  private boolean mayErupt(Piece[] board, long occupiedLow, long occupiedHigh, long moverLow, long moverHigh, int x,
      int d, Reach reach) {
    if (eruptionClear) {
      // The one piece that counts is the first on the line: read it from the masks, no lists.
      long occLow = RAY_MASKS[(x * 8 + d) * 2] & occupiedLow;
      long occHigh = RAY_MASKS[(x * 8 + d) * 2 + 1] & occupiedHigh;
      if ((occLow | occHigh) == 0) {
        return false;
      }
      int first;
      if (STEP[d] > 0) {
        first = occLow != 0 ? Long.numberOfTrailingZeros(occLow) : 64 + Long.numberOfTrailingZeros(occHigh);
      } else {
        first = occHigh != 0 ? 127 - Long.numberOfLeadingZeros(occHigh) : 63 - Long.numberOfLeadingZeros(occLow);
      }
      long mine = first < 64 ? moverLow >>> first : moverHigh >>> (first - 64);
      int n = eruptionBetween ? distance(x, first) - 1 : distance(x, first) + 1;
      if ((mine & 1) == 0 || eruptionBetween && n < 2) {
        return false;
      }
      Piece victim = board[x];
      Piece attacker = board[first];
      return victim.isPyramid() || erupts(attacker, n, victim.value());
    }
    reach.eruptorCount = 0;
    collectEruptors(board, occupiedLow, occupiedHigh, moverLow, moverHigh, x, 1 << d, reach);
    if (reach.eruptorCount == 0) {
      return false;
    }
    Piece victim = board[x];
    return victim.isPyramid() || eruption(board, victim.value(), reach, reach.by);
  }

  /**
   * Whether a piece of the mover stands where it would reach {@code x} by a march of a kind it
   * moves as (or a leap, when leaps attack), the squares in between not looked at: no means no
   * equality and no ambush.
   */
  private boolean mayReach(int x, long[] kindMovers) {
    long[] targets = geometry.targets;
    long found = 0;
    for (int k = 0; k < Geometry.KINDS; k++) {
      int row = (x * Geometry.KINDS + k) * 4;
      found |= (targets[row] & kindMovers[2 * k]) | (targets[row + 1] & kindMovers[2 * k + 1]);
      if (attackWithLeaps) {
        found |= (targets[row + 2] & kindMovers[2 * k]) | (targets[row + 3] & kindMovers[2 * k + 1]);
      }
    }
    return found != 0;
  }

  /**
   * Whether a piece of the mover reaches the victim on {@code x} by a march (or a leap) for an
   * equality or an ambush, or the victim may be besieged: what the second pass needs besides
   * eruptions. The reach list it fills is thrown away.
   */
  private boolean mayTakeNear(Piece[] board, long occupiedLow, long occupiedHigh, long moverLow, long moverHigh,
      int x, Reach reach) {
    if ((equalityOn || ambushOn) && mayReach(x, reach.kindMovers)) {
      reach.clear();
      collectReach(board, occupiedLow, occupiedHigh, x, reach);
      if (reach.count > 0) {
        return true;
      }
    }
    if (!siegeOn) {
      return false;
    }
    if (siegeBlocked) {
      return mayBeBlocked(occupiedLow, occupiedHigh, moverLow, moverHigh, x, board[x].kindMask());
    }
    return ((ORTHOGONAL_NEIGHBOURS[2 * x] & ~moverLow) | (ORTHOGONAL_NEIGHBOURS[2 * x + 1] & ~moverHigh)) == 0
        || ((DIAGONAL_NEIGHBOURS[2 * x] & ~moverLow) | (DIAGONAL_NEIGHBOURS[2 * x + 1] & ~moverHigh)) == 0;
  }

  /**
   * Lists the mover's pieces that reach the victim on {@code x} by a march (or a leap, when leaps
   * attack) of a kind they move as, by kind, in march order. Reads the per-kind masks of the
   * mover's pieces ({@code reach.kindMovers}, set by {@link #resolve}), not the pieces.
   */
  private void collectReach(Piece[] board, long occupiedLow, long occupiedHigh, int x, Reach reach) {
    long[] targets = geometry.targets;
    long[] kindMovers = reach.kindMovers;
    for (int k = 0; k < Geometry.KINDS; k++) {
      int bit = 1 << k;
      int row = (x * Geometry.KINDS + k) * 4;
      long moversLow = kindMovers[2 * k];
      long moversHigh = kindMovers[2 * k + 1];
      if (((targets[row] & moversLow) | (targets[row + 1] & moversHigh)) != 0) {
        int[] to = geometry.marchTo[k][x];
        long[] betweenLow = geometry.marchBetweenLow[k][x];
        long[] betweenHigh = geometry.marchBetweenHigh[k][x];
        for (int i = 0; i < to.length; i++) {
          int t = to[i];
          long there = t < 64 ? moversLow >>> t : moversHigh >>> (t - 64);
          if ((there & 1) != 0 && ((betweenLow[i] & occupiedLow) | (betweenHigh[i] & occupiedHigh)) == 0) {
            reach.add(t, bit);
          }
        }
      }
      if (attackWithLeaps && ((targets[row + 2] & moversLow) | (targets[row + 3] & moversHigh)) != 0) {
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

  private List<Capture> captureAt(Piece[] board, long occupiedLow, long occupiedHigh, long moverLow, long moverHigh,
      Side mover, int x, Piece victim, Reach reach) {
    Square square = Square.of(x);
    int[] by = reach.by;
    CaptureMethod whole = reach.count == 0 && reach.eruptorCount == 0 ? null : hitMethod(board, x, victim.value(), reach, by);
    if (whole == null && siegeOn) {
      List<Square> besiegers = siegeBlocked
          ? blocked(board, occupiedLow, occupiedHigh, moverLow, moverHigh, mover, x, victim) : surrounded(board, occupiedLow, occupiedHigh, mover, x);
      if (besiegers != null) {
        return List.of(new Capture(CaptureMethod.SIEGE, victim, square,
            victim.isPyramid() ? Capture.Scope.WHOLE_PYRAMID : Capture.Scope.PIECE, besiegers));
      }
    }
    if (whole != null) {
      return List.of(new Capture(whole, victim, square,
          victim.isPyramid() ? Capture.Scope.WHOLE_PYRAMID : Capture.Scope.PIECE, attackers(whole, by)));
    }
    if (!victim.isPyramid() || reach.count == 0 && reach.eruptorCount == 0) {
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
    if (equalityOn && equality(board, target, reach, by)) {
      return CaptureMethod.EQUALITY;
    }
    if (eruptionOn && eruption(board, target, reach, by)) {
      return CaptureMethod.ERUPTION;
    }
    if (ambushOn && reach.count > 1 && ambush(board, target, reach, by)) {
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
    return (long) a * b == target || max == (long) min * target; // max / min == target, exactly
  }

  /**
   * Finds the mover's pieces on a line with the victim on {@code x}, with their multiplier n.
   * With a clear path only the first occupied square of each ray counts: it is found from the
   * occupancy masks, the lowest set bit for rays towards higher indices, the highest otherwise.
   */
  private void collectEruptors(Piece[] board, long occupiedLow, long occupiedHigh, long moverLow, long moverHigh,
      int x, int directions, Reach reach) {
    int row = x * 16;
    for (int left = directions; left != 0; left &= left - 1) {
      int d = Integer.numberOfTrailingZeros(left);
      long low = RAY_MASKS[row + 2 * d];
      long high = RAY_MASKS[row + 2 * d + 1];
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
          addEruptor(reach, first, distance(x, first));
        }
      } else { // every piece of the mover on the ray, nearest first
        long mineLow = low & moverLow;
        long mineHigh = high & moverHigh;
        if (STEP[d] > 0) {
          for (; mineLow != 0; mineLow &= mineLow - 1) {
            int y = Long.numberOfTrailingZeros(mineLow);
            addEruptor(reach, y, distance(x, y));
          }
          for (; mineHigh != 0; mineHigh &= mineHigh - 1) {
            int y = 64 + Long.numberOfTrailingZeros(mineHigh);
            addEruptor(reach, y, distance(x, y));
          }
        } else {
          for (; mineHigh != 0; mineHigh &= ~Long.highestOneBit(mineHigh)) {
            int y = 127 - Long.numberOfLeadingZeros(mineHigh);
            addEruptor(reach, y, distance(x, y));
          }
          for (; mineLow != 0; mineLow &= ~Long.highestOneBit(mineLow)) {
            int y = 63 - Long.numberOfLeadingZeros(mineLow);
            addEruptor(reach, y, distance(x, y));
          }
        }
      }
    }
  }

  /** [direction] -> where a bit moved one square against that direction may land without wrapping round a rank. */
  private static final long[] NO_WRAP = new long[LINES_ALL8.length];

  static {
    long fileA = 0x0101010101010101L;
    for (int d = 0; d < LINES_ALL8.length; d++) { // pieces travel towards the victim: file step -dx
      int travel = -LINES_ALL8[d][0];
      NO_WRAP[d] = travel > 0 ? ~fileA : travel < 0 ? ~(fileA << 7) : -1L;
    }
  }

  /**
   * For each direction at once over the whole board, the victims a piece of the mover could erupt
   * on from it (before the values are looked at): every piece of the mover slides towards the
   * victims, first past the squares that do not count (two for {@code between}), then on through
   * empty squares (any squares when the path is ignored), and the enemy pieces one step further
   * are hit. A Kogge-Stone fill over the 128-square board as two longs: a few dozen shifts
   * instead of eight ray probes per victim. A hit is then checked by the exact ray probe.
   */
  private void eruptionHits(long occupiedLow, long occupiedHigh, long moverLow, long moverHigh, long[] hits) {
    long enemyLow = occupiedLow & ~moverLow;
    long enemyHigh = occupiedHigh & ~moverHigh;
    long freeLow = eruptionClear ? ~occupiedLow : -1L;
    long freeHigh = eruptionClear ? ~occupiedHigh : -1L;
    // One call per direction with the distance travelled written out, small enough that all are
    // inlined with constant shifts. A rank or a diagonal has at most 7 steps, so three doublings
    // (runs of 1, 2, 4) cover it; only a file, 15 steps, needs the fourth (a shift by 64).
    fillDown(hits, 0, 1, 3, moverLow, moverHigh, freeLow & NO_WRAP[0], freeHigh & NO_WRAP[0],
        enemyLow & NO_WRAP[0], enemyHigh & NO_WRAP[0]);
    fillUp(hits, 1, 1, 3, moverLow, moverHigh, freeLow & NO_WRAP[1], freeHigh & NO_WRAP[1],
        enemyLow & NO_WRAP[1], enemyHigh & NO_WRAP[1]);
    fillDown(hits, 2, 8, 4, moverLow, moverHigh, freeLow, freeHigh, enemyLow, enemyHigh);
    fillUp(hits, 3, 8, 4, moverLow, moverHigh, freeLow, freeHigh, enemyLow, enemyHigh);
    if (lineCount == 8) {
      fillDown(hits, 4, 9, 3, moverLow, moverHigh, freeLow & NO_WRAP[4], freeHigh & NO_WRAP[4],
          enemyLow & NO_WRAP[4], enemyHigh & NO_WRAP[4]);
      fillUp(hits, 5, 7, 3, moverLow, moverHigh, freeLow & NO_WRAP[5], freeHigh & NO_WRAP[5],
          enemyLow & NO_WRAP[5], enemyHigh & NO_WRAP[5]);
      fillDown(hits, 6, 7, 3, moverLow, moverHigh, freeLow & NO_WRAP[6], freeHigh & NO_WRAP[6],
          enemyLow & NO_WRAP[6], enemyHigh & NO_WRAP[6]);
      fillUp(hits, 7, 9, 3, moverLow, moverHigh, freeLow & NO_WRAP[7], freeHigh & NO_WRAP[7],
          enemyLow & NO_WRAP[7], enemyHigh & NO_WRAP[7]);
    }
  }

  /**
   * The hits from direction {@code d} of pieces travelling {@code s} squares at a step towards
   * higher indices through passable squares {@code pass}, on {@code enemy}: {@code rounds}
   * doublings (3 or 4, the fourth a shift by 64). Small, with every shift a constant once inlined.
   */
  private void fillUp(long[] hits, int d, int s, int rounds, long genLow, long genHigh, long passLow,
      long passHigh, long enemyLow, long enemyHigh) {
    if (eruptionBetween) { // the two squares next to the piece are passed over, not counted
      long high = ((genHigh << s) | (genLow >>> (64 - s))) & passHigh;
      genLow = (genLow << s) & passLow;
      genHigh = ((high << s) | (genLow >>> (64 - s))) & passHigh;
      genLow = (genLow << s) & passLow;
    }
    for (int round = 0, k = s; round < rounds; round++, k <<= 1) {
      if (k >= 64) { // only k == 64: the low half moves into the high half
        genHigh |= passHigh & genLow;
        break;
      }
      long nextGenHigh = genHigh | (passHigh & ((genHigh << k) | (genLow >>> (64 - k))));
      genLow |= passLow & (genLow << k);
      genHigh = nextGenHigh;
      long nextPassHigh = passHigh & ((passHigh << k) | (passLow >>> (64 - k)));
      passLow &= passLow << k;
      passHigh = nextPassHigh;
    }
    hits[2 * d] = (genLow << s) & enemyLow;
    hits[2 * d + 1] = ((genHigh << s) | (genLow >>> (64 - s))) & enemyHigh;
  }

  /** The same for pieces travelling towards lower indices. */
  private void fillDown(long[] hits, int d, int s, int rounds, long genLow, long genHigh, long passLow,
      long passHigh, long enemyLow, long enemyHigh) {
    if (eruptionBetween) {
      long nextLow = ((genLow >>> s) | (genHigh << (64 - s))) & passLow;
      genHigh = (genHigh >>> s) & passHigh;
      genLow = ((nextLow >>> s) | (genHigh << (64 - s))) & passLow;
      genHigh = (genHigh >>> s) & passHigh;
    }
    for (int round = 0, k = s; round < rounds; round++, k <<= 1) {
      if (k >= 64) {
        genLow |= passLow & genHigh;
        break;
      }
      long nextGenLow = genLow | (passLow & ((genLow >>> k) | (genHigh << (64 - k))));
      genHigh |= passHigh & (genHigh >>> k);
      genLow = nextGenLow;
      long nextPassLow = passLow & ((passLow >>> k) | (passHigh << (64 - k)));
      passHigh &= passHigh >>> k;
      passLow = nextPassLow;
    }
    hits[2 * d] = ((genLow >>> s) | (genHigh << (64 - s))) & enemyLow;
    hits[2 * d + 1] = (genHigh >>> s) & enemyHigh;
  }

  /** How many steps apart two squares of one line are: the larger of the file and rank distances. */
  private static int distance(int a, int b) {
    return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));
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
    return value * n == target || value == target * n; // value / n == target, exactly
  }

  /**
   * Whether a victim moving as {@code kindMask} on {@code x} may be besieged (blocked), on masks
   * alone: a piece of the mover stands on one of its marches and none of them is free. False
   * settles it (the common case); true leaves the pieces to be looked at.
   */
  private boolean mayBeBlocked(long occupiedLow, long occupiedHigh, long moverLow, long moverHigh, int x,
      int kindMask) {
    long[] union = geometry.marchPathUnion;
    int row = (x * 8 + kindMask) * 2;
    if (((union[row] & moverLow) | (union[row + 1] & moverHigh)) == 0) {
      return false;
    }
    for (int k = 0; k < Geometry.KINDS; k++) {
      if ((kindMask & (1 << k)) == 0) {
        continue;
      }
      long[] pathLow = geometry.marchPathLow[k][x];
      long[] pathHigh = geometry.marchPathHigh[k][x];
      for (int i = 0; i < pathLow.length; i++) {
        if (((pathLow[i] & occupiedLow) | (pathHigh[i] & occupiedHigh)) == 0) {
          return false; // a free march
        }
      }
    }
    return true;
  }

  /** The besieging squares if the victim on {@code x} has no march and an enemy closes a path, else null. */
  private List<Square> blocked(Piece[] board, long occupiedLow, long occupiedHigh, long moverLow, long moverHigh,
      Side mover, int x, Piece victim) {
    if (!mayBeBlocked(occupiedLow, occupiedHigh, moverLow, moverHigh, x, victim.kindMask())) {
      return null;
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

  /**
   * The enemies closing in the victim on {@code x}: every orthogonal neighbour on the board is
   * the mover's, or else every diagonal one. The mover's squares are the occupied ones not of the
   * victim's side, so the occupancy and the victim's own masks decide it.
   */
  private static List<Square> surrounded(Piece[] board, long occupiedLow, long occupiedHigh, Side mover, int x) {
    List<Square> found = closedIn(board, occupiedLow, occupiedHigh, mover, x, ORTHOGONAL_NEIGHBOURS);
    if (found == null) {
      found = closedIn(board, occupiedLow, occupiedHigh, mover, x, DIAGONAL_NEIGHBOURS);
    }
    return found;
  }

  private static List<Square> closedIn(Piece[] board, long occupiedLow, long occupiedHigh, Side mover, int x,
      long[] neighbours) {
    long low = neighbours[2 * x];
    long high = neighbours[2 * x + 1];
    if ((low & ~occupiedLow) != 0 || (high & ~occupiedHigh) != 0) {
      return null; // an empty neighbour
    }
    List<Square> enemies = new ArrayList<>(4);
    for (int half = 0; half < 2; half++) { // in square order
      for (long bits = half == 0 ? low : high; bits != 0; bits &= bits - 1) {
        int y = (half << 6) | Long.numberOfTrailingZeros(bits);
        if (board[y].side() != mover) {
          return null;
        }
        enemies.add(Square.of(y));
      }
    }
    return enemies;
  }
}
