package org.ludoteca.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.IntConsumer;

/**
 * Positions per second of CPU time (this thread's, from {@link ThreadMXBean}) for the four compact
 * codec benchmarks of {@link CompactPositionBenchmark}, on its same positions: a figure that does
 * not depend on how many other processes share the cores, unlike JMH's wall-clock throughput (cache
 * sharing still does). Each way runs warm-up rounds, then {@code rounds} timed rounds of every
 * position; the best and the median round are printed.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar org.ludoteca.bench.CompactCpuSpeed [rounds=200] [only: a part of a name, e.g. chess]}
 */
public final class CompactCpuSpeed {
  private CompactCpuSpeed() {}

  /** Keeps results alive so the JIT cannot drop the work. */
  static volatile Object sink;

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    String only = args.length > 1 ? args[1] : "";
    CompactPositionBenchmark b = new CompactPositionBenchmark();
    b.setUp();
    b.setUpChess();
    int n = b.size();
    if ("rithmomachia encode".contains(only)) {
      report("rithmomachia encode", n, rounds, i -> sink = b.encodeOne(i));
    }
    if ("rithmomachia decode".contains(only)) {
      report("rithmomachia decode", n, rounds, i -> sink = b.decodeOne(i));
    }
    if ("chess encode".contains(only)) {
      report("chess encode", n, rounds, i -> sink = b.chessEncodeOne(i));
    }
    if ("chess decode".contains(only)) {
      report("chess decode", n, rounds, i -> sink = b.chessDecodeOne(i));
    }
  }

  private static void report(String name, int n, int rounds, IntConsumer op) {
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    for (int w = 0; w < rounds; w++) {
      for (int i = 0; i < n; i++) {
        op.accept(i);
      }
    }
    long[] ns = new long[rounds];
    for (int r = 0; r < rounds; r++) {
      long t0 = bean.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) {
        op.accept(i);
      }
      ns[r] = bean.getCurrentThreadCpuTime() - t0;
    }
    java.util.Arrays.sort(ns);
    System.out.printf("%-22s best %,12.0f /s CPU, median %,12.0f /s CPU (%d rounds of %d)%n", name,
        n * 1e9 / ns[0], n * 1e9 / ns[rounds / 2], rounds, n);
  }
}
