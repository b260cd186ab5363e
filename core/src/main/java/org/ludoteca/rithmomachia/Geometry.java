package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.ludoteca.rithmomachia.RuleSet.Movement;

/**
 * Precomputed move tables for one {@link Movement} switch: for each plain kind (circle,
 * triangle, square) and square, the march destinations with the squares passed over, and the
 * leap destinations. Off-board destinations do not exist. Every displacement set is symmetric,
 * so the same tables answer "which squares can reach X" (the rays from X).
 */
final class Geometry {
  static final int KINDS = 3;
  /**
   * Built on first use, one per movement: an engine asks once when it is made, and a page in the
   * browser (where 64-bit arithmetic is slow) builds only the movement it plays.
   */
  private static final Map<Movement, Geometry> CACHE = new EnumMap<>(Movement.class);


  /** [kind][square] -> march destinations, in square order. */
  final int[][][] marchTo;
  /** [kind][square][i] -> squares passed over by march i, nearest first. */
  final int[][][][] marchBetween;
  /** [kind][square][i] -> march i's squares passed over and its destination, as masks of squares 0..63. */
  final long[][][] marchPathLow;
  /** The same for squares 64..127. */
  final long[][][] marchPathHigh;
  /** [kind][square][i] -> march i's squares passed over only, squares 0..63. */
  final long[][][] marchBetweenLow;
  /** The same for squares 64..127. */
  final long[][][] marchBetweenHigh;
  /** [kind][square] -> leap destinations. */
  final int[][][] leapTo;
  /** [kind][square] -> every march destination, as a mask of squares 0..63 (and 64..127 below). */
  final long[][] marchTargetsLow;
  final long[][] marchTargetsHigh;
  /** [kind][square] -> every leap destination, squares 0..63 (and 64..127 below). */
  final long[][] leapTargetsLow;
  final long[][] leapTargetsHigh;
  final boolean hasLeaps;
  /** [(square * 8 + kind mask) * 2 + half] -> every square some march of those kinds passes or lands on. */
  final long[] marchPathUnion;
  /**
   * [(square * 3 + kind) * 4] -> the march destinations (squares 0..63, then 64..127) and the
   * leap destinations (the same two halves): the target masks above, flat.
   */
  final long[] targets;
  /** [square * 4] -> the same, every kind together. */
  final long[] targetsAnyKind;

  static Geometry of(Movement movement) {
    synchronized (CACHE) {
      Geometry g = CACHE.get(movement);
      if (g == null) {
        g = new Geometry(movement);
        CACHE.put(movement, g);
      }
      return g;
    }
  }

  private static final int[][] ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
  private static final int[][] ONE_THREE = {{1, 3}, {3, 1}, {-1, 3}, {-3, 1}, {1, -3}, {3, -1}, {-1, -3}, {-3, -1}};

  private Geometry(Movement movement) {
    marchTo = new int[KINDS][Square.COUNT][];
    marchBetween = new int[KINDS][Square.COUNT][][];
    leapTo = new int[KINDS][Square.COUNT][];
    marchPathLow = new long[KINDS][Square.COUNT][];
    marchPathHigh = new long[KINDS][Square.COUNT][];
    marchBetweenLow = new long[KINDS][Square.COUNT][];
    marchBetweenHigh = new long[KINDS][Square.COUNT][];
    boolean leaps = false;
    for (int kind = 0; kind < KINDS; kind++) {
      int[][] marchDirections;
      int marchLength;
      int[][] leapSteps;
      switch (movement) {
        case FULKE:
          marchDirections = kind == 0 ? DIAGONAL : ORTHOGONAL;
          marchLength = kind + 1;
          leapSteps = kind == 1 ? KNIGHT : kind == 2 ? ONE_THREE : new int[0][];
          break;
        case ORTHOGONAL:
          marchDirections = ORTHOGONAL;
          marchLength = kind + 1;
          leapSteps = new int[0][];
          break;
        case LUDII:
          marchDirections = kind == 1 ? DIAGONAL : ORTHOGONAL;
          marchLength = kind + 1;
          leapSteps = new int[0][];
          break;
        default:
          throw new IllegalStateException("movement " + movement);
      }
      leaps |= leapSteps.length > 0;
      for (int s = 0; s < Square.COUNT; s++) {
        Square sq = Square.of(s);
        List<int[]> marches = new ArrayList<>();
        for (int[] d : marchDirections) {
          int f = sq.file() + d[0] * marchLength;
          int r = sq.rank() + d[1] * marchLength;
          if (!Square.exists(f, r)) {
            continue;
          }
          int[] ray = new int[marchLength];
          for (int i = 1; i < marchLength; i++) {
            ray[i - 1] = Square.of(sq.file() + d[0] * i, sq.rank() + d[1] * i).index();
          }
          ray[marchLength - 1] = Square.of(f, r).index();
          for (int t : ray) {
            checkInWindow(t, s);
          }
          marches.add(ray);
        }
        marches.sort((a, b) -> Integer.compare(a[a.length - 1], b[b.length - 1]));
        marchTo[kind][s] = new int[marches.size()];
        marchBetween[kind][s] = new int[marches.size()][];
        marchPathLow[kind][s] = new long[marches.size()];
        marchPathHigh[kind][s] = new long[marches.size()];
        marchBetweenLow[kind][s] = new long[marches.size()];
        marchBetweenHigh[kind][s] = new long[marches.size()];
        for (int i = 0; i < marches.size(); i++) {
          int[] ray = marches.get(i);
          marchTo[kind][s][i] = ray[ray.length - 1];
          marchBetween[kind][s][i] = java.util.Arrays.copyOf(ray, ray.length - 1);
          for (int j = 0; j < ray.length; j++) {
            long bit = 1L << (ray[j] & 63);
            boolean low = ray[j] < 64;
            if (low) {
              marchPathLow[kind][s][i] |= bit;
            } else {
              marchPathHigh[kind][s][i] |= bit;
            }
            if (j < ray.length - 1) {
              if (low) {
                marchBetweenLow[kind][s][i] |= bit;
              } else {
                marchBetweenHigh[kind][s][i] |= bit;
              }
            }
          }
        }
        leapTo[kind][s] = java.util.Arrays.stream(leapSteps)
            .filter(d -> Square.exists(sq.file() + d[0], sq.rank() + d[1]))
            .mapToInt(d -> Square.of(sq.file() + d[0], sq.rank() + d[1]).index())
            .sorted().toArray();
        for (int t : leapTo[kind][s]) {
          checkInWindow(t, s);
        }
      }
    }
    hasLeaps = leaps;
    moves = new Move[1 << KINDS][Square.COUNT][];
    moveLow = new long[1 << KINDS][Square.COUNT][];
    moveHigh = new long[1 << KINDS][Square.COUNT][];
    for (int mask = 1; mask < 1 << KINDS; mask++) {
      for (int s = 0; s < Square.COUNT; s++) {
        buildMoves(mask, s);
      }
    }
    int entries = 0;
    int widest = 0;
    for (int mask = 0; mask < 1 << KINDS; mask++) {
      for (int s = 0; s < Square.COUNT; s++) {
        int n = mask == 0 ? 0 : moves[mask][s].length;
        entries += n;
        widest = Math.max(widest, n);
      }
    }
    moveStart = new int[(1 << KINDS) * Square.COUNT + 1];
    flatMoves = new Move[entries];
    flatPaths = new long[2 * entries];
    int at = 0;
    for (int mask = 0; mask < 1 << KINDS; mask++) {
      for (int s = 0; s < Square.COUNT; s++) {
        moveStart[mask * Square.COUNT + s] = at;
        for (int i = 0; mask != 0 && i < moves[mask][s].length; i++, at++) {
          flatMoves[at] = moves[mask][s][i];
          flatPaths[2 * at] = moveLow[mask][s][i];
          flatPaths[2 * at + 1] = moveHigh[mask][s][i];
        }
      }
    }
    moveStart[(1 << KINDS) * Square.COUNT] = at;
    destinations = new long[(1 << KINDS) * Square.COUNT * 2];
    for (int row = 0; row < (1 << KINDS) * Square.COUNT; row++) {
      for (int i = moveStart[row]; i < moveStart[row + 1]; i++) {
        int to = flatMoves[i].to().index();
        destinations[2 * row + (to >> 6)] |= 1L << (to & 63);
      }
    }
    maxMovesFromSquare = widest;
    windowPaths = new long[entries];
    windowDestinations = new long[(1 << KINDS) * Square.COUNT];
    for (int row = 0; row < (1 << KINDS) * Square.COUNT; row++) {
      int from = row % Square.COUNT;
      for (int i = moveStart[row]; i < moveStart[row + 1]; i++) {
        windowPaths[i] = inWindow(flatPaths[2 * i], flatPaths[2 * i + 1], from);
        windowDestinations[row] |= inWindow(flatMoves[i].to().index() < 64 ? 1L << flatMoves[i].to().index() : 0,
            flatMoves[i].to().index() >= 64 ? 1L << (flatMoves[i].to().index() - 64) : 0, from);
      }
    }
    marchPathUnion = new long[Square.COUNT * (1 << KINDS) * 2];
    for (int mask = 1; mask < 1 << KINDS; mask++) {
      for (int kind = 0; kind < KINDS; kind++) {
        for (int s = 0; (mask & (1 << kind)) != 0 && s < Square.COUNT; s++) {
          for (int i = 0; i < marchPathLow[kind][s].length; i++) {
            marchPathUnion[(s * 8 + mask) * 2] |= marchPathLow[kind][s][i];
            marchPathUnion[(s * 8 + mask) * 2 + 1] |= marchPathHigh[kind][s][i];
          }
        }
      }
    }
    marchTargetsLow = new long[KINDS][Square.COUNT];
    marchTargetsHigh = new long[KINDS][Square.COUNT];
    leapTargetsLow = new long[KINDS][Square.COUNT];
    leapTargetsHigh = new long[KINDS][Square.COUNT];
    for (int kind = 0; kind < KINDS; kind++) {
      for (int s = 0; s < Square.COUNT; s++) {
        for (int t : marchTo[kind][s]) {
          if (t < 64) {
            marchTargetsLow[kind][s] |= 1L << t;
          } else {
            marchTargetsHigh[kind][s] |= 1L << (t - 64);
          }
        }
        for (int t : leapTo[kind][s]) {
          if (t < 64) {
            leapTargetsLow[kind][s] |= 1L << t;
          } else {
            leapTargetsHigh[kind][s] |= 1L << (t - 64);
          }
        }
      }
    }
    targets = new long[Square.COUNT * KINDS * 4];
    targetsAnyKind = new long[Square.COUNT * 4];
    flatTargets(this);
  }

  private static void flatTargets(Geometry g) {
    for (int kind = 0; kind < KINDS; kind++) {
      for (int s = 0; s < Square.COUNT; s++) {
        long[] t = {g.marchTargetsLow[kind][s], g.marchTargetsHigh[kind][s], g.leapTargetsLow[kind][s],
            g.leapTargetsHigh[kind][s]};
        for (int j = 0; j < 4; j++) {
          g.targets[(s * KINDS + kind) * 4 + j] = t[j];
          g.targetsAnyKind[s * 4 + j] |= t[j];
        }
      }
    }
  }

  /**
   * [kind mask][square] -> every move a piece moving as those kinds may make from the square,
   * in move order (by destination), with the squares that must be empty for it (passed over and
   * destination) as masks: a move is legal exactly when its mask meets no occupied square.
   */
  final Move[][][] moves;
  final long[][][] moveLow;
  final long[][][] moveHigh;

  /**
   * The same tables laid out flat, which the move generator walks: the moves of kind mask
   * {@code m} from square {@code s} are entries {@code moveStart[m * 128 + s]} up to (excluding)
   * {@code moveStart[m * 128 + s + 1]}; entry {@code i}'s path masks are {@code flatPaths[2i]}
   * (squares 0..63) and {@code flatPaths[2i + 1]} (64..127), side by side so that one cache line
   * holds both.
   */
  final int[] moveStart;
  final Move[] flatMoves;
  final long[] flatPaths;
  /** [(kind mask * 128 + square) * 2 + half] -> every destination of those entries: none empty, no move. */
  final long[] destinations;
  /**
   * The same path masks over the window of 64 squares {@code from - WINDOW_BELOW} .. {@code from +
   * 63 - WINDOW_BELOW} around the move's origin (bit j is square {@code from - WINDOW_BELOW + j}):
   * every move of every movement stays within 28 squares of its origin, so one long holds a path
   * and the table is half the size. Tested against {@link #window} of the occupancy.
   */
  final long[] windowPaths;
  /** [kind mask * 128 + square] -> every destination of those entries, over the same window. */
  final long[] windowDestinations;
  static final int WINDOW_BELOW = 28;

  /** Squares {@code from - 28} .. {@code from + 35} of the board (low, high) as bits 0..63; off the board reads empty. */
  static long window(long low, long high, int from) {
    int q = from + 64 - WINDOW_BELOW; // the window's first bit in the 192 bits {0, low, high}
    if (q < 64) {
      return (low << 1) << (63 - q);
    }
    if (q < 128) {
      return (low >>> (q - 64)) | ((high << 1) << (127 - q));
    }
    return high >>> (q - 128);
  }

  /**
   * A mask of the board (low, high) moved into the window of {@code from}; it lies within it, as
   * {@link #checkInWindow} checked square by square when the moves were built (counting the bits
   * here cost most of the tables' building in the browser).
   */
  private static long inWindow(long low, long high, int from) {
    return window(low, high, from);
  }

  /** Throws when square {@code to}, on a move from {@code from}, is outside {@code from}'s window. */
  private static void checkInWindow(int to, int from) {
    if (to < from - WINDOW_BELOW || to > from + 63 - WINDOW_BELOW) {
      throw new IllegalStateException("a move from " + from + " leaves the window");
    }
  }

  /** The most moves any piece may have from one square: bounds a move list's length. */
  final int maxMovesFromSquare;

  /**
   * The moves of kind mask {@code mask} from {@code s}, by destination: a later kind's move to a
   * square replaces an earlier one's, a leap a march. Arrays indexed by square rather than maps:
   * the same tables, built without boxing (the browser builds them when a page opens).
   */
  private void buildMoves(int mask, int s) {
    long[] low = new long[Square.COUNT];
    long[] high = new long[Square.COUNT];
    byte[] kindOfMove = new byte[Square.COUNT]; // 0 none, 1 a march, 2 a leap
    for (int k = 0; k < KINDS; k++) {
      if ((mask & (1 << k)) == 0) {
        continue;
      }
      for (int i = 0; i < marchTo[k][s].length; i++) {
        int t = marchTo[k][s][i];
        low[t] = marchPathLow[k][s][i];
        high[t] = marchPathHigh[k][s][i];
        kindOfMove[t] = 1;
      }
      for (int t : leapTo[k][s]) {
        low[t] = t < 64 ? 1L << t : 0;
        high[t] = t >= 64 ? 1L << (t - 64) : 0;
        kindOfMove[t] = 2;
      }
    }
    int n = 0;
    for (byte k : kindOfMove) {
      n += k == 0 ? 0 : 1;
    }
    moves[mask][s] = new Move[n];
    moveLow[mask][s] = new long[n];
    moveHigh[mask][s] = new long[n];
    int i = 0;
    for (int t = 0; t < Square.COUNT; t++) {
      if (kindOfMove[t] != 0) {
        moves[mask][s][i] = Move.of(s, t, kindOfMove[t] == 2);
        moveLow[mask][s][i] = low[t];
        moveHigh[mask][s][i] = high[t];
        i++;
      }
    }
  }

  /** Whether every square in {@code between} is empty on {@code board}. */
  static boolean clear(Piece[] board, int[] between) {
    for (int b : between) {
      if (board[b] != null) {
        return false;
      }
    }
    return true;
  }

  /** The plain kind of index 0..2 (circle, triangle, square). */
  static PieceKind kind(int index) {
    return PieceKind.values()[index];
  }
}
