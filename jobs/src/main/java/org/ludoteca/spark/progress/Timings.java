package org.ludoteca.spark.progress;

import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Where a run's wall time goes, phase by phase: each {@link #lap} reports the seconds since the
 * previous one as a line {@code timing: PHASE 12.3 s}. For the pipeline's {@code --timings}
 * (stderr) and for finding what to make faster; {@link #NONE} reports nothing.
 *
 * <p>Driver-side and not thread-safe: one per run.
 */
public final class Timings {
  /** Reports nothing. */
  public static final Timings NONE = new Timings(null);

  private final Consumer<String> sink;
  private long last = System.nanoTime();
  /**
   * With {@code -Dludoteca.timings.cpu=true}, each line also gives the process's CPU seconds in the
   * phase (all threads: the driver's and local executors'), for comparing builds on a shared machine.
   */
  private static final boolean CPU = Boolean.getBoolean("ludoteca.timings.cpu");
  private long lastCpu = cpuNanos();
  /**
   * With the same property, the CPU seconds of the Spark tasks that ended in the phase, as their
   * metrics count them (the task threads only: no JIT compiler, collector or driver threads), once
   * {@link #watch} has attached them: the figure least moved by other processes on the machine.
   */
  private final java.util.concurrent.atomic.AtomicLong taskCpu = new java.util.concurrent.atomic.AtomicLong();
  private org.apache.spark.SparkContext watched;
  private long lastTaskCpu;

  private Timings(Consumer<String> sink) {
    this.sink = sink;
  }

  /** Timings reporting each phase's line to {@code sink}, counted from now. */
  public static Timings to(Consumer<String> sink) {
    return new Timings(Objects.requireNonNull(sink, "sink"));
  }

  /** With {@code -Dludoteca.timings.cpu=true}, also reports the CPU seconds of {@code sc}'s tasks in each phase. */
  public void watch(org.apache.spark.SparkContext sc) {
    if (sink == null || !CPU || watched != null) {
      return;
    }
    watched = sc;
    sc.addSparkListener(new org.apache.spark.scheduler.SparkListener() {
      @Override
      public void onTaskEnd(org.apache.spark.scheduler.SparkListenerTaskEnd e) {
        if (e.taskMetrics() != null) {
          taskCpu.addAndGet(e.taskMetrics().executorCpuTime());
        }
      }
    });
  }

  /** Ends a phase: reports the seconds since the previous lap (or creation) under {@code phase}. */
  public void lap(String phase) {
    if (sink == null) {
      return;
    }
    long now = System.nanoTime();
    if (CPU) {
      long cpu = cpuNanos();
      String tasks = "";
      if (watched != null) {
        if (!watched.isStopped()) {
          try {
            watched.listenerBus().waitUntilEmpty(10_000); // the phase's last task ends delivered to the listener
          } catch (java.util.concurrent.TimeoutException e) {
            // a late task end counts in the next phase: the figure is for profiling only
          }
        }
        long t = taskCpu.get();
        tasks = String.format(Locale.ROOT, ", tasks cpu %.1f s", (t - lastTaskCpu) / 1e9);
        lastTaskCpu = t;
      }
      sink.accept(line(phase, now - last) + String.format(Locale.ROOT, ", cpu %.1f s", (cpu - lastCpu) / 1e9) + tasks);
      lastCpu = cpu;
    } else {
      sink.accept(line(phase, now - last));
    }
    last = now;
  }

  private static long cpuNanos() {
    return CPU && java.lang.management.ManagementFactory.getOperatingSystemMXBean()
        instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() : 0;
  }

  /** The line of one phase: {@code timing: PHASE 12.3 s}. */
  static String line(String phase, long nanos) {
    return String.format(Locale.ROOT, "timing: %s %.1f s", phase, nanos / 1e9);
  }
}
