package org.ludoteca.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Games per second of CPU time (this thread's, from {@link ThreadMXBean}) for the {@link
 * PgnReplayBenchmark} methods, on the same file: a figure that depends far less than JMH's
 * wall-clock throughput on how many other processes share the cores (cache sharing still counts,
 * and the garbage collector's threads are not counted: allocation-heavy ways are flattered a
 * little). Each way runs warm-up rounds, then {@code rounds} timed rounds over the whole file; the
 * best and the median round are printed, then the mean over all rounds in CPU time and in elapsed
 * (wall-clock) time, which is what JMH's throughput measures: their ratio is the share of the
 * time the thread was on the CPU.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar org.ludoteca.bench.PgnCpuSpeed [rounds=300]
 * [only: a part of a name, e.g. readAnd]}
 */
public final class PgnCpuSpeed {
  private PgnCpuSpeed() {}

  private interface Way {
    void run(Blackhole bh) throws Exception;
  }

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    String only = args.length > 1 ? args[1] : "";
    PgnReplayBenchmark b = new PgnReplayBenchmark();
    b.setUp();
    Blackhole bh = new Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
    if ("readAndReplay".contains(only)) {
      report("readAndReplay", rounds, b::readAndReplay, bh);
    }
    if ("readOnly".contains(only)) {
      report("readOnly", rounds, b::readOnly, bh);
    }
  }

  private static void report(String name, int rounds, Way way, Blackhole bh) throws Exception {
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    for (int w = 0; w < rounds; w++) {
      way.run(bh);
    }
    long[] ns = new long[rounds];
    long cpuTotal = 0;
    long wallStart = System.nanoTime();
    for (int r = 0; r < rounds; r++) {
      long t0 = bean.getCurrentThreadCpuTime();
      way.run(bh);
      ns[r] = bean.getCurrentThreadCpuTime() - t0;
      cpuTotal += ns[r];
    }
    long wallTotal = System.nanoTime() - wallStart;
    java.util.Arrays.sort(ns);
    int games = PgnReplayBenchmark.GAMES;
    System.out.printf("%-18s best %,10.0f games/s CPU, median %,10.0f games/s CPU (%d rounds of %d games)%n", name,
        games * 1e9 / ns[0], games * 1e9 / ns[rounds / 2], rounds, games);
    // the same rounds as one span, as JMH's throughput sees them: the thread's CPU time against
    // the elapsed time (which also holds time off the CPU: other processes, garbage-collection pauses)
    double all = (double) games * rounds * 1e9;
    System.out.printf("%-18s mean %,10.0f games/s CPU, mean %,10.0f games/s wall (the thread on the CPU %.0f%% of the time)%n",
        name, all / cpuTotal, all / wallTotal, 100.0 * cpuTotal / wallTotal);
  }
}
