package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.ludoteca.rithmomachia.rulesets.RuleSet.Movement;

/**
 * Precomputed move tables for one {@link Movement} switch: for each plain kind (circle,
 * triangle, square) and square, the march destinations with the squares passed over, and the
 * leap destinations. Off-board destinations do not exist. Every displacement set is symmetric,
 * so the same tables answer "which squares can reach X" (the rays from X).
 */
final class Geometry {
  static final int KINDS = 3;
  private static final Map<Movement, Geometry> CACHE = new EnumMap<>(Movement.class);


  /** [kind][square] -> march destinations, in square order. */
  final int[][][] marchTo;
  /** [kind][square][i] -> squares passed over by march i, nearest first. */
  final int[][][][] marchBetween;
  /** [kind][square] -> leap destinations. */
  final int[][][] leapTo;
  final boolean hasLeaps;

  static Geometry of(Movement movement) {
    return CACHE.get(movement);
  }

  private static final int[][] ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
  private static final int[][] ONE_THREE = {{1, 3}, {3, 1}, {-1, 3}, {-3, 1}, {1, -3}, {3, -1}, {-1, -3}, {-3, -1}};

  // After the direction tables above: static initialisers run in textual order.
  static {
    for (Movement m : Movement.values()) {
      CACHE.put(m, new Geometry(m));
    }
  }

  private Geometry(Movement movement) {
    marchTo = new int[KINDS][Square.COUNT][];
    marchBetween = new int[KINDS][Square.COUNT][][];
    leapTo = new int[KINDS][Square.COUNT][];
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
          marches.add(ray);
        }
        marches.sort((a, b) -> Integer.compare(a[a.length - 1], b[b.length - 1]));
        marchTo[kind][s] = new int[marches.size()];
        marchBetween[kind][s] = new int[marches.size()][];
        for (int i = 0; i < marches.size(); i++) {
          int[] ray = marches.get(i);
          marchTo[kind][s][i] = ray[ray.length - 1];
          marchBetween[kind][s][i] = java.util.Arrays.copyOf(ray, ray.length - 1);
        }
        leapTo[kind][s] = java.util.Arrays.stream(leapSteps)
            .filter(d -> Square.exists(sq.file() + d[0], sq.rank() + d[1]))
            .mapToInt(d -> Square.of(sq.file() + d[0], sq.rank() + d[1]).index())
            .sorted().toArray();
      }
    }
    hasLeaps = leaps;
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
