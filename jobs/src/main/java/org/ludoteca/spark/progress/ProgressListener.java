package org.ludoteca.spark.progress;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.apache.spark.SparkContext;
import org.apache.spark.scheduler.AccumulableInfo;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerExecutorMetricsUpdate;
import org.apache.spark.scheduler.SparkListenerStageCompleted;
import org.apache.spark.scheduler.SparkListenerStageSubmitted;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.StageInfo;
import scala.Tuple4;
import scala.jdk.javaapi.CollectionConverters;
import org.ludoteca.spark.Sessions;

/**
 * Feeds a {@link ProgressDisplay} from Spark's scheduler events, on the driver: a stage's tasks
 * done (or, for an ingest, its slices done), and the games and input bytes its tasks counted in
 * {@link ProgressCounters}: the counts of finished tasks, plus those running tasks last reported
 * in an executor heartbeat. Only counters reach the driver.
 *
 * <p>{@link #attach} adds it to a session until the returned handle is closed; Spark's own console
 * progress bar stays off ({@code spark.ui.showConsoleProgress}, see {@link Sessions}).
 */
public final class ProgressListener extends SparkListener {
  private final ProgressDisplay display;
  /** Stages running, by id; Spark calls a listener from one thread. */
  private final Map<Integer, Stage> stages = new HashMap<>();

  ProgressListener(ProgressDisplay display) {
    this.display = display;
  }

  /** Shows the progress of {@code sc}'s stages on {@code display} until the handle is closed. */
  public static Attached attach(SparkContext sc, ProgressDisplay display) {
    ProgressListener l = new ProgressListener(display);
    sc.addSparkListener(l);
    return new Attached(sc, l);
  }

  /** An attached listener; closing it detaches it and clears its line. */
  public static final class Attached implements AutoCloseable {
    /** Shows nothing: {@code --no-progress}. */
    public static final Attached NONE = new Attached(null, null);

    private final SparkContext sc;
    private final ProgressListener listener;
    private boolean closed;

    private Attached(SparkContext sc, ProgressListener listener) {
      this.sc = sc;
      this.listener = listener;
    }

    /** Idempotent; after it returns, nothing more is printed (events still queued are dropped). */
    @Override
    public void close() {
      if (!closed && listener != null) {
        closed = true;
        listener.display.close();
        sc.removeSparkListener(listener);
      }
    }
  }

  /** What is known of one running stage. */
  private static final class Stage {
    final String name;
    final int tasks;
    final long slices;
    final long bytesTotal;
    final boolean readsGames;
    final long started;
    int tasksDone;
    final long[] done = new long[3];
    final Map<Long, long[]> running = new HashMap<>();
    /** Tasks ended: a heartbeat sent before a task's end can arrive after it, and must not count it again. */
    final Set<Long> ended = new HashSet<>();

    Stage(String name, int tasks, long slices, long bytesTotal, boolean readsGames, long started) {
      this.name = name;
      this.tasks = tasks;
      this.slices = slices;
      this.bytesTotal = bytesTotal;
      this.readsGames = readsGames;
      this.started = started;
    }

    long count(int i) {
      long n = done[i];
      for (long[] r : running.values()) {
        n += r[i];
      }
      return n;
    }

    ProgressDisplay.Snapshot snapshot(long now) {
      boolean bySlices = slices >= 0;
      return new ProgressDisplay.Snapshot(name, bySlices ? Math.min(slices, count(SLICE)) : tasksDone,
          bySlices ? slices : tasks, bySlices ? "slices" : "tasks", readsGames ? count(GAME) : -1,
          count(BYTE), bytesTotal, now - started);
    }
  }

  private static final int GAME = 0;
  private static final int BYTE = 1;
  private static final int SLICE = 2;

  @Override
  public void onStageSubmitted(SparkListenerStageSubmitted e) {
    StageInfo info = e.stageInfo();
    Properties p = e.properties() == null ? new Properties() : e.properties();
    String ingest = p.getProperty(ProgressCounters.STAGE_PROPERTY);
    String description = p.getProperty("spark.job.description");
    String name = ingest != null ? ingest : description != null ? description : info.name();
    Stage s = new Stage(name, info.numTasks(), number(p, ProgressCounters.SLICES_PROPERTY),
        number(p, ProgressCounters.BYTES_PROPERTY), ingest != null, display.now());
    stages.put(info.stageId(), s);
    display.show(s.snapshot(display.now()));
  }

  @Override
  public void onTaskEnd(SparkListenerTaskEnd e) {
    Stage s = stages.get(e.stageId());
    if (s == null) {
      return;
    }
    s.running.remove(e.taskInfo().taskId());
    s.ended.add(e.taskInfo().taskId());
    if (e.reason() instanceof org.apache.spark.Success$) {
      s.tasksDone++;
      long[] counts = counts(e.taskInfo().accumulables());
      for (int i = 0; i < counts.length; i++) {
        s.done[i] += counts[i];
      }
    }
    display.show(s.snapshot(display.now()));
  }

  @Override
  public void onExecutorMetricsUpdate(SparkListenerExecutorMetricsUpdate e) {
    Stage shown = null;
    for (Tuple4<Object, Object, Object, scala.collection.immutable.Seq<AccumulableInfo>> t
        : CollectionConverters.asJava(e.accumUpdates())) {
      Stage s = stages.get((Integer) t._2());
      if (s != null && !s.ended.contains((Long) t._1())) {
        s.running.put((Long) t._1(), counts(t._4()));
        shown = s;
      }
    }
    if (shown != null) {
      display.show(shown.snapshot(display.now()));
    }
  }

  @Override
  public void onStageCompleted(SparkListenerStageCompleted e) {
    Stage s = stages.remove(e.stageInfo().stageId());
    if (s != null) {
      display.stageEnded(s.snapshot(display.now()));
    }
  }

  /** The games, bytes and slices among a task's accumulator values. */
  private static long[] counts(scala.collection.immutable.Seq<AccumulableInfo> infos) {
    long[] c = new long[3];
    for (AccumulableInfo a : CollectionConverters.asJava(infos)) {
      if (a.name().isEmpty() || a.update().isEmpty() || !(a.update().get() instanceof Long v)) {
        continue;
      }
      switch (a.name().get()) {
        case ProgressCounters.GAMES -> c[GAME] += v;
        case ProgressCounters.BYTES -> c[BYTE] += v;
        case ProgressCounters.SLICES -> c[SLICE] += v;
        default -> { }
      }
    }
    return c;
  }

  private static long number(Properties p, String key) {
    String v = p.getProperty(key);
    try {
      return v == null ? -1 : Long.parseLong(v);
    } catch (NumberFormatException ex) {
      return -1;
    }
  }
}
