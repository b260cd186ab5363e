package org.ludoteca.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;

/**
 * Compares builds of {@link PgnReplayBenchmark#readAndReplay} on a loaded machine: each benchmark
 * jar given is loaded in its own class loader in one JVM, and their rounds over the file are
 * interleaved (which goes first changing from round to round), each timed in the thread's CPU
 * time. Two builds' rounds a few milliseconds apart meet nearly the same interference from other
 * processes, so the median of the per-round ratios to the first jar is steadier than figures from
 * separate runs (between which the load changes); an A/A run (one jar given twice) shows the
 * remaining bias. Each copy has its own tables, so caches are shared among more data than in a
 * normal run: compare the ratios, not the absolute figures, with other tools.
 *
 * <p>Run from the repository root (the benchmark reads {@code data/chess/lichess-sample.pgn}):
 * {@code java -cp bench/target/benchmarks.jar org.ludoteca.bench.PgnAbSpeed 1200 before.jar
 * bench/target/benchmarks.jar}: rounds (warm-up rounds as many), then the jars, the first the
 * reference.
 */
public final class PgnAbSpeed {
  private PgnAbSpeed() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: PgnAbSpeed <rounds> <reference.jar> [other.jar ...]");
      System.exit(2);
    }
    int rounds = Integer.parseInt(args[0]);
    int n = args.length - 1;
    Object[] bench = new Object[n];
    Object[] bh = new Object[n];
    Method[] run = new Method[n];
    for (int i = 0; i < n; i++) {
      URLClassLoader cl = new URLClassLoader(new URL[] {new java.io.File(args[i + 1]).toURI().toURL()},
          ClassLoader.getPlatformClassLoader());
      Class<?> c = cl.loadClass("org.ludoteca.bench.PgnReplayBenchmark");
      bench[i] = c.getConstructor().newInstance();
      c.getMethod("setUp").invoke(bench[i]);
      Class<?> bhc = cl.loadClass("org.openjdk.jmh.infra.Blackhole");
      bh[i] = bhc.getConstructor(String.class).newInstance(
          "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
      run[i] = c.getMethod("readAndReplay", bhc);
    }
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    for (int r = 0; r < rounds; r++) {
      for (int i = 0; i < n; i++) {
        run[i].invoke(bench[i], bh[i]);
      }
    }
    long[][] ns = new long[n][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int k = 0; k < n; k++) {
        int i = (r + k) % n; // alternate which goes first
        long t0 = bean.getCurrentThreadCpuTime();
        run[i].invoke(bench[i], bh[i]);
        ns[i][r] = bean.getCurrentThreadCpuTime() - t0;
      }
    }
    for (int i = 1; i < n; i++) {
      double[] ratio = new double[rounds];
      for (int r = 0; r < rounds; r++) {
        ratio[r] = (double) ns[i][r] / ns[0][r];
      }
      Arrays.sort(ratio);
      System.out.printf("%s / %s: median per-round CPU-time ratio %.3f%n", args[i + 1], args[1], ratio[rounds / 2]);
    }
    for (int i = 0; i < n; i++) {
      long total = Arrays.stream(ns[i]).sum();
      long[] s = ns[i].clone();
      Arrays.sort(s);
      System.out.printf("%-40s best %,8.0f median %,8.0f mean %,8.0f games/s CPU%n", args[i + 1], 135e9 / s[0],
          135e9 / s[rounds / 2], 135e9 * rounds / total);
    }
  }
}
