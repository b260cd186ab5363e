package org.ludoteca.spark;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.management.ObjectName;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Turns the JIT's optimizing compiler (C2) off for the rest of a run whose ingest turns out small,
 * from the CPU its first tasks took: C2 costs some 10 CPU s whatever the corpus (the replay, the
 * rows, the Parquet writer and the pages are compiled again and again as each game's code
 * appears), more than its faster code saves below some 20 CPU s of tasks. Measured whole
 * (docs/pipeline-profile.md, "Issue 40, wave 7"): the 16,284 real records, CPU 27.5 s with C1
 * alone against 42 s; 10^5 lichess games 30.3 against 33.1 s; but 10^5 Rithmomachia games, whose
 * replay is heavier per byte, 66.5 against 50.9 s. The input's bytes do not tell these apart, the
 * tasks' CPU does: when the first {@value #TASKS_SEEN} tasks of the ingest's job end, their CPU per
 * unit of packing cost ({@link org.ludoteca.spark.files.Splits#tasks}'s bytes plus open cost),
 * times the job's whole cost, projects the job's task CPU; below the limit, a compiler directive
 * excludes every method from C2 (HotSpot then compiles a method C2 would have taken at C1's level
 * 1, unprofiled). Code C2 compiled already stays. The first tasks run colder than the rest (the
 * interpreter, C1's profiling tier, class loading), so the projection errs high: towards keeping C2.
 *
 * <p>On only when the JVM runs the executors (local mode) and {@value #PROPERTY} is {@code true}:
 * {@code bin/ludoteca} sets it for the Spark commands, so that tests and embedding programs keep
 * their JIT. Outputs do not depend on it (Java's arithmetic is the same in every tier).
 */
final class CompilerChoice extends SparkListener {
  /** The system property that allows the choice ({@code true}). */
  static final String PROPERTY = "ludoteca.c1ForSmallIngests";
  /** The projected task CPU seconds under which C2 is turned off ({@value #DEFAULT_LIMIT_SECONDS} by default). */
  static final String LIMIT_PROPERTY = "ludoteca.c1ForSmallIngests.cpuSeconds";
  static final double DEFAULT_LIMIT_SECONDS = 20;
  /** The tasks whose CPU the projection is made from (fewer when the job has fewer). */
  static final int TASKS_SEEN = 2;
  /** Once per JVM: a directive cannot be taken back for the methods it already excluded. */
  private static final AtomicBoolean TURNED_OFF = new AtomicBoolean();

  private final long[] cost;
  private final long totalCost;
  private final int seen;
  private final double limitNanos;
  private final Runnable turnOff;
  private int ended;
  private long endedCost;
  private long endedCpu;
  private boolean decided;

  /**
   * @param cost each task's packing cost, by partition index
   * @param turnOff what a small projection runs ({@link #turnOffC2} in the ingest)
   */
  CompilerChoice(long[] cost, double limitSeconds, Runnable turnOff) {
    this.turnOff = turnOff;
    this.cost = cost.clone();
    long t = 0;
    for (long c : cost) {
      t += c;
    }
    this.totalCost = t;
    this.seen = Math.min(TASKS_SEEN, cost.length);
    this.limitNanos = limitSeconds * 1e9;
  }

  /** Whether the choice is allowed in this JVM: the property set, and Spark's executors in it. */
  static boolean allowed(org.apache.spark.SparkContext sc) {
    return Boolean.getBoolean(PROPERTY) && sc.isLocal() && !TURNED_OFF.get();
  }

  /** The limit from {@value #LIMIT_PROPERTY}, else {@value #DEFAULT_LIMIT_SECONDS}. */
  static double limitSeconds() {
    String v = System.getProperty(LIMIT_PROPERTY);
    try {
      return v == null ? DEFAULT_LIMIT_SECONDS : Double.parseDouble(v);
    } catch (NumberFormatException e) {
      return DEFAULT_LIMIT_SECONDS;
    }
  }

  @Override
  public synchronized void onTaskEnd(SparkListenerTaskEnd e) {
    int index = e.taskInfo().index();
    if (decided || e.taskMetrics() == null || index < 0 || index >= cost.length) {
      return;
    }
    ended++;
    endedCost += cost[index];
    endedCpu += e.taskMetrics().executorCpuTime();
    if (ended < seen) {
      return;
    }
    decided = true;
    if (projectsSmall(endedCpu, endedCost, totalCost, limitNanos)) {
      turnOff.run();
    }
  }

  /** Whether {@code cpu} nanoseconds for {@code done} of {@code total} cost project under {@code limit}. */
  static boolean projectsSmall(long cpu, long done, long total, double limit) {
    return done > 0 && (double) cpu / done * total < limit;
  }

  /** Adds the directive excluding every method from C2; a JVM that refuses keeps its JIT. */
  static void turnOffC2() {
    if (!TURNED_OFF.compareAndSet(false, true)) {
      return;
    }
    Path directive = null;
    try {
      directive = Files.createTempFile("ludoteca-c1-", ".json");
      Files.writeString(directive, "[{match: \"*.*\", c2: {Exclude: true}}]", StandardCharsets.UTF_8);
      ManagementFactory.getPlatformMBeanServer().invoke(new ObjectName("com.sun.management:type=DiagnosticCommand"),
          "compilerDirectivesAdd", new Object[] {new String[] {directive.toString()}},
          new String[] {String[].class.getName()});
    } catch (Exception | LinkageError e) {
      // Another JVM, or the management module left out: the run goes on with C2, as it would have.
    } finally {
      if (directive != null) {
        try {
          Files.deleteIfExists(directive);
        } catch (java.io.IOException ignored) {
          // a temporary file of a few bytes
        }
      }
    }
  }
}
