package org.ludoteca.stats;

import java.util.List;
import java.util.Objects;
import org.ludoteca.game.Side;

/**
 * Each side's accuracy and average centipawn loss in one game, from the engine evaluations its
 * record carries (the {@code evals} column: White's view in centipawns after each ply, a mate in n
 * ±(1,000,000 − n)), by lichess's published definitions (lichess.org/page/accuracy; lila's {@code
 * WinPercent}, {@code AccuracyPercent.gameAccuracy}, {@code AccuracyCP} and scalalib's {@code
 * Maths}, reproduced from their definitions): the {@code games} table's {@code accuracy_white},
 * {@code accuracy_black}, {@code acpl_white}, {@code acpl_black}.
 *
 * <ul>
 *   <li>An evaluation counts as at most ±1000 centipawns (a mate as ±1000); before the first ply
 *       the evaluation is +15.</li>
 *   <li>Win% of an evaluation {@code cp}: {@code 50 + 50 (2 / (1 + exp(−0.00368208 cp)) − 1)}.</li>
 *   <li>A move's accuracy, from the mover's win% before and after it: 100 if it did not fall, else
 *       {@code 103.1668100711649 exp(−0.04354415386753951 × (before − after)) − 3.166924740191411 + 1},
 *       within 0..100.</li>
 *   <li>A side's accuracy: the mean of two means of its moves' accuracies, the one weighted by the
 *       volatility of the game around each move (the population standard deviation of win% over a
 *       window of {@code max(2, min(8, plies / 10))} positions ending after the move, the first
 *       windows all the first one; within 0.5..12) and the harmonic mean (each accuracy counted as at
 *       least 1).</li>
 *   <li>A side's average centipawn loss: the mean over its moves of the fall of the evaluation from
 *       its view, {@code max(0, before − after)}, evaluations counted as above.</li>
 * </ul>
 *
 * <p><b>Decision:</b> a record whose evaluations stop before its last ply (lichess writes none
 * after a mating move; an analysis may be partial) is judged on the plies up to the first one
 * without an evaluation, as lila, which drops moves without one, does for a game evaluated to its
 * end. A side with no move judged has null accuracy and loss. Immutable.
 *
 * @param white White's accuracy in percent, or null
 * @param black Black's accuracy in percent, or null
 * @param acplWhite White's average centipawn loss, or null
 * @param acplBlack Black's average centipawn loss, or null
 */
public record GameAccuracy(Double white, Double black, Double acplWhite, Double acplBlack) {
  /** The evaluation before the first move, in centipawns (lila's {@code Cp.initial}). */
  public static final int INITIAL = 15;
  /** The largest evaluation counted, in centipawns (lila's {@code Cp.CEILING}); a mate counts as it. */
  public static final int CEILING = 1000;
  /** The slope of win% in centipawns (lila pull request 11148). */
  public static final double MULTIPLIER = -0.00368208;

  private static final GameAccuracy NONE = new GameAccuracy(null, null, null, null);

  /**
   * The accuracies of a game whose evaluations after each ply are {@code evals} (White's view, null
   * where a ply has none), the first ply played by {@code firstMover}; every value null when {@code evals} is null or its first ply has no evaluation.
   *
   * @throws NullPointerException if {@code firstMover} is null
   */
  public static GameAccuracy of(List<Integer> evals, Side firstMover) {
    Objects.requireNonNull(firstMover, "firstMover");
    if (evals == null) {
      return NONE;
    }
    int n = 0;
    while (n < evals.size() && evals.get(n) != null) {
      n++;
    }
    if (n == 0) {
      return NONE;
    }
    int[] cp = new int[n + 1];
    double[] win = new double[n + 1];
    cp[0] = INITIAL;
    win[0] = winPercent(INITIAL);
    for (int i = 0; i < n; i++) {
      cp[i + 1] = ceiled(evals.get(i));
      win[i + 1] = winPercent(cp[i + 1]);
    }
    int window = Math.max(2, Math.min(8, n / 10));
    // by side, white 0 and black 1: sums for the weighted mean, the harmonic mean and the loss
    double[] weighted = new double[2];
    double[] weights = new double[2];
    double[] reciprocals = new double[2];
    long[] loss = new long[2];
    int[] moves = new int[2];
    int first = firstMover == Side.WHITE ? 0 : 1;
    for (int i = 0; i < n; i++) {
      int side = (first + i) % 2;
      // White's win% before and after the move; the mover's are these, or 100 minus them for Black
      double before = side == 0 ? win[i] : 100 - win[i];
      double after = side == 0 ? win[i + 1] : 100 - win[i + 1];
      double accuracy = moveAccuracy(before, after);
      int from = Math.max(0, i + 2 - window);
      double weight = Math.max(0.5, Math.min(12, standardDeviation(win, from, from + window)));
      weighted[side] += accuracy * weight;
      weights[side] += weight;
      reciprocals[side] += 1 / Math.max(1, accuracy);
      int fall = side == 0 ? cp[i] - cp[i + 1] : cp[i + 1] - cp[i];
      loss[side] += Math.max(0, fall);
      moves[side]++;
    }
    Double[] accuracy = new Double[2];
    Double[] acpl = new Double[2];
    for (int side = 0; side < 2; side++) {
      if (moves[side] > 0) {
        double harmonic = moves[side] / reciprocals[side];
        accuracy[side] = (weighted[side] / weights[side] + harmonic) / 2;
        acpl[side] = (double) loss[side] / moves[side];
      }
    }
    return new GameAccuracy(accuracy[0], accuracy[1], acpl[0], acpl[1]);
  }

  /** An evaluation within ±{@value #CEILING} centipawns; a mate (±(1,000,000 − n)) is ±{@value #CEILING}. */
  public static int ceiled(int centipawns) {
    return Math.max(-CEILING, Math.min(CEILING, centipawns));
  }

  /** The win% (0..100) of an evaluation from the mover's view, counted within ±{@value #CEILING} centipawns. */
  public static double winPercent(int centipawns) {
    double chances = 2 / (1 + Math.exp(MULTIPLIER * ceiled(centipawns))) - 1;
    return 50 + 50 * Math.max(-1, Math.min(1, chances));
  }

  /** The accuracy (0..100) of a move that took the mover's win% from {@code before} to {@code after}. */
  public static double moveAccuracy(double before, double after) {
    if (after >= before) {
      return 100;
    }
    double raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (before - after)) - 3.166924740191411;
    return Math.max(0, Math.min(100, raw + 1)); // + 1: lichess's allowance for imperfect analysis
  }

  /** The population standard deviation of values[from, to). */
  static double standardDeviation(double[] values, int from, int to) {
    double mean = 0;
    for (int i = from; i < to; i++) {
      mean += values[i];
    }
    mean /= to - from;
    double squares = 0;
    for (int i = from; i < to; i++) {
      squares += (values[i] - mean) * (values[i] - mean);
    }
    return Math.sqrt(squares / (to - from));
  }
}
