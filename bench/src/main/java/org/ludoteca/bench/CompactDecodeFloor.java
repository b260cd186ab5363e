package org.ludoteca.bench;

import java.util.Random;
import org.ludoteca.rithmomachia.Illegality;
import org.ludoteca.rithmomachia.Piece;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.notation.CompactPosition;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * How far the Rithmomachia decoder is from the least any decoder into {@link Position} must do:
 * on the positions of {@link CompactPositionBenchmark}, the time to build each position from a
 * ready board through the public way in for decoders, {@link Position#ofSquares} (a copy of its 128
 * squares, the masks the engine reads and the checks), against {@code decode} and {@code encode}
 * in the same loop. Best round of each, nanoseconds a position, elapsed time; each line one
 * repetition. (Before the unchecked way in became package-private this floor used it, without the
 * copy's checks: {@code docs/compact.md} quotes those figures.)
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar org.ludoteca.bench.CompactDecodeFloor [rounds=200] [repetitions=6]}
 */
public final class CompactDecodeFloor {
  private CompactDecodeFloor() {}

  /** Keeps results alive so the JIT cannot drop the work. */
  static volatile Object sink;

  private static final java.util.Set<Illegality> NOTHING_TOLERATED = java.util.EnumSet.noneOf(Illegality.class);

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 6;
    Position[] positions = RandomPositions.sample(Rithmomachia.of(RuleSets.named("cvr")), new Random(20261122L),
        4096, 1000);
    int n = positions.length;
    Piece[][] boards = new Piece[n][];
    byte[][] codes = new byte[n][];
    for (int i = 0; i < n; i++) {
      boards[i] = new Piece[128];
      for (int s = 0; s < 128; s++) {
        boards[i][s] = positions[i].pieceAt(s);
      }
      codes[i] = CompactPosition.encode(positions[i]);
    }
    for (int rep = 0; rep < repetitions; rep++) {
      long floor = Long.MAX_VALUE;
      long decode = Long.MAX_VALUE;
      long encode = Long.MAX_VALUE;
      for (int r = 0; r < rounds; r++) {
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
          Position p = positions[i];
          sink = Position.ofSquares(boards[i], p.toMove(), p.capturedBy(Side.WHITE), p.capturedBy(Side.BLACK),
              p.lastLeap().orElse(null), p.turn(), NOTHING_TOLERATED);
        }
        long t1 = System.nanoTime();
        for (int i = 0; i < n; i++) {
          sink = CompactPosition.decode(codes[i]);
        }
        long t2 = System.nanoTime();
        for (int i = 0; i < n; i++) {
          sink = CompactPosition.encode(positions[i]);
        }
        long t3 = System.nanoTime();
        floor = Math.min(floor, t1 - t0);
        decode = Math.min(decode, t2 - t1);
        encode = Math.min(encode, t3 - t2);
      }
      System.out.printf("build from a ready board %4.0f ns, decode %4.0f ns, encode %4.0f ns a position%n",
          floor / (double) n, decode / (double) n, encode / (double) n);
    }
  }
}
