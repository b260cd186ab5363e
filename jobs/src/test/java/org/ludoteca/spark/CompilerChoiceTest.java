package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.TaskInfo;
import org.apache.spark.scheduler.TaskLocality;
import org.junit.jupiter.api.Test;

/** The projection that turns C2 off for a small ingest, with the turning off itself replaced by a counter. */
class CompilerChoiceTest {
  private static final long SECOND = 1_000_000_000L;

  /** The end of task (partition) {@code index}, which took {@code cpuSeconds} of CPU. */
  private static SparkListenerTaskEnd end(int index, double cpuSeconds) {
    TaskInfo info = new TaskInfo(index, index, 0, index, 0L, "driver", "localhost", TaskLocality.PROCESS_LOCAL(), false);
    TaskMetrics metrics = TaskMetrics.empty();
    metrics.setExecutorCpuTime((long) (cpuSeconds * SECOND));
    return new SparkListenerTaskEnd(0, 0, "ResultTask", org.apache.spark.Success$.MODULE$, info, null, metrics);
  }

  @Test
  void projectsSmall_cpuPerCostTimesTheWholeCost() {
    // 1 s for 10 of 100 units: 10 s in all
    assertTrue(CompilerChoice.projectsSmall(SECOND, 10, 100, 11e9));
    assertFalse(CompilerChoice.projectsSmall(SECOND, 10, 100, 9e9));
    assertFalse(CompilerChoice.projectsSmall(0, 0, 100, 9e9), "nothing done projects nothing");
  }

  @Test
  void onTaskEnd_smallIngest_turnsOffOnceAfterTheFirstTwoTasks() {
    AtomicInteger turnedOff = new AtomicInteger();
    // Four tasks of 10 units each; the first two took 1 s each: 4 s projected, under 20.
    CompilerChoice choice = new CompilerChoice(new long[] {10, 10, 10, 10}, 20, turnedOff::incrementAndGet);
    choice.onTaskEnd(end(1, 1.0));
    assertEquals(0, turnedOff.get(), "one task is not enough to project from");
    choice.onTaskEnd(end(0, 1.0));
    assertEquals(1, turnedOff.get());
    choice.onTaskEnd(end(2, 0.1));
    choice.onTaskEnd(end(3, 0.1));
    assertEquals(1, turnedOff.get(), "decided once");
  }

  @Test
  void onTaskEnd_bigIngest_keepsC2() {
    AtomicInteger turnedOff = new AtomicInteger();
    // The first two tasks, 10 of 1,000 units, took 1 s: 100 s projected.
    CompilerChoice choice = new CompilerChoice(new long[] {5, 5, 990}, 20, turnedOff::incrementAndGet);
    choice.onTaskEnd(end(0, 0.5));
    choice.onTaskEnd(end(1, 0.5));
    choice.onTaskEnd(end(2, 0.01)); // after the decision: not looked at
    assertEquals(0, turnedOff.get());
  }

  @Test
  void onTaskEnd_oneTaskJob_decidesAtItsEnd() {
    AtomicInteger turnedOff = new AtomicInteger();
    CompilerChoice choice = new CompilerChoice(new long[] {10}, 20, turnedOff::incrementAndGet);
    choice.onTaskEnd(end(0, 2.0));
    assertEquals(1, turnedOff.get());
  }
}
