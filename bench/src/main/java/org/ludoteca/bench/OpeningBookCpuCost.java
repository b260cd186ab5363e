package org.ludoteca.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The opening book's cost per game on a loaded machine, by CPU time: rounds of {@link
 * OpeningBookBenchmark#replay} and {@link OpeningBookBenchmark#replayNamingOpenings} (and of
 * {@link OpeningBookBenchmark#playOnly} and {@link OpeningBookBenchmark#trackOnly}) over the 986
 * lichess games, interleaved (which goes first alternating), each round timed in the thread's CPU
 * time. Prints each one's median CPU time per game and the median of the per-round differences:
 * the classifier's cost per game, its listener included.
 *
 * <p>Run from the repository root: {@code ./mvnw -q -B -pl bench -am package -DskipTests && java
 * -cp bench/target/benchmarks.jar org.ludoteca.bench.OpeningBookCpuCost 200} (rounds; as many
 * warm-up rounds first).
 */
public final class OpeningBookCpuCost {
  private OpeningBookCpuCost() {}

  private interface Round {
    void run(Blackhole bh) throws Exception;
  }

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    OpeningBookBenchmark b = new OpeningBookBenchmark();
    b.setUp();
    Blackhole bh = new Blackhole(
        "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
    compare("replay", b::replay, "replay naming openings", b::replayNamingOpenings, rounds, bh);
    compare("replay, no listener", b::replayUnheard, "replay naming openings", b::replayNamingOpenings, rounds, bh);
    compare("40 plies played", b::playOnly, "40 plies played and tracked", b::trackOnly, rounds, bh);
  }

  private static void compare(String baseName, Round base, String otherName, Round other, int rounds, Blackhole bh)
      throws Exception {
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    for (int r = 0; r < rounds; r++) {
      base.run(bh);
      other.run(bh);
    }
    double[] a = new double[rounds];
    double[] b = new double[rounds];
    double[] diff = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      Round first = r % 2 == 0 ? base : other;
      Round second = r % 2 == 0 ? other : base;
      long t0 = bean.getCurrentThreadCpuTime();
      first.run(bh);
      long t1 = bean.getCurrentThreadCpuTime();
      second.run(bh);
      long t2 = bean.getCurrentThreadCpuTime();
      double x = (double) (r % 2 == 0 ? t1 - t0 : t2 - t1) / OpeningBookBenchmark.GAMES;
      double y = (double) (r % 2 == 0 ? t2 - t1 : t1 - t0) / OpeningBookBenchmark.GAMES;
      a[r] = x;
      b[r] = y;
      diff[r] = y - x;
    }
    Arrays.sort(a);
    Arrays.sort(b);
    Arrays.sort(diff);
    System.out.printf("%-30s median %,8.0f ns CPU per game%n", baseName, a[rounds / 2]);
    System.out.printf("%-30s median %,8.0f ns CPU per game%n", otherName, b[rounds / 2]);
    System.out.printf("difference: median %,6.0f ns per game (quartiles %,6.0f, %,6.0f)%n", diff[rounds / 2],
        diff[rounds / 4], diff[3 * rounds / 4]);
  }
}
