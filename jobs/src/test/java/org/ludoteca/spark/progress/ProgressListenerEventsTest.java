package org.ludoteca.spark.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.Success$;
import org.apache.spark.scheduler.AccumulableInfo;
import org.apache.spark.scheduler.SparkListenerExecutorMetricsUpdate;
import org.apache.spark.scheduler.SparkListenerStageCompleted;
import org.apache.spark.scheduler.SparkListenerStageSubmitted;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.StageInfo;
import org.apache.spark.scheduler.TaskInfo;
import org.apache.spark.scheduler.TaskLocality;
import org.junit.jupiter.api.Test;
import scala.Option;
import scala.Tuple4;
import scala.jdk.javaapi.CollectionConverters;

/** The listener fed Spark's events by hand: the orders a real run rarely shows. */
class ProgressListenerEventsTest {
  private static final int STAGE = 7;
  private static final Pattern LINE = Pattern.compile("progress: ingest run-000009: (\\d+)/4 slices, (\\d+) games.*");

  private static scala.collection.immutable.Seq<AccumulableInfo> counters(long games, long bytes, long slices) {
    return CollectionConverters.asScala(List.of(info(1, ProgressCounters.GAMES, games),
        info(2, ProgressCounters.BYTES, bytes), info(3, ProgressCounters.SLICES, slices))).toList();
  }

  private static AccumulableInfo info(long id, String name, long update) {
    return new AccumulableInfo(id, Option.apply(name), Option.apply(update), Option.empty(), false, false,
        Option.empty());
  }

  private static SparkListenerExecutorMetricsUpdate heartbeat(long task, long games) {
    Tuple4<Object, Object, Object, scala.collection.immutable.Seq<AccumulableInfo>> t =
        new Tuple4<>(task, STAGE, 0, counters(games, 0, 0));
    return new SparkListenerExecutorMetricsUpdate("driver", CollectionConverters.asScala(List.of(t)).toList(),
        scala.collection.immutable.Map$.MODULE$.empty());
  }

  private static SparkListenerTaskEnd taskEnd(long task, long games, long bytes, long slices) {
    TaskInfo info = new TaskInfo(task, (int) task, 0, (int) task, 0L, "driver", "localhost",
        TaskLocality.PROCESS_LOCAL(), false);
    info.setAccumulables(counters(games, bytes, slices));
    return new SparkListenerTaskEnd(STAGE, 0, "ResultTask", Success$.MODULE$, info, null, null);
  }

  @Test
  void events_heartbeatThenEndThenLateHeartbeat_taskCountedOnce() {
    StringWriter err = new StringWriter();
    AtomicLong clock = new AtomicLong();
    ProgressListener l = new ProgressListener(new ProgressDisplay(new PrintWriter(err, true), false,
        () -> clock.addAndGet(TimeUnit.SECONDS.toNanos(11))));
    StageInfo stage = new StageInfo(STAGE, 0, "collect at IngestJob.java", 2,
        scala.collection.immutable.List$.MODULE$.empty(), scala.collection.immutable.List$.MODULE$.empty(), "", null,
        scala.collection.immutable.List$.MODULE$.empty(), Option.empty(), 0, false, 0);
    Properties p = new Properties();
    p.setProperty(ProgressCounters.STAGE_PROPERTY, "ingest run-000009");
    p.setProperty(ProgressCounters.SLICES_PROPERTY, "4");
    p.setProperty(ProgressCounters.BYTES_PROPERTY, "400");

    l.onStageSubmitted(new SparkListenerStageSubmitted(stage, p));
    l.onExecutorMetricsUpdate(heartbeat(1, 10));     // task 1 running: 10 games so far
    l.onExecutorMetricsUpdate(heartbeat(2, 5));      // task 2 running: 5
    l.onTaskEnd(taskEnd(1, 25, 200, 2));             // task 1 done: 25 games, 2 slices
    l.onExecutorMetricsUpdate(heartbeat(1, 10));     // a heartbeat sent before task 1 ended
    l.onTaskEnd(taskEnd(2, 20, 200, 2));
    l.onStageCompleted(new SparkListenerStageCompleted(stage));

    List<String> lines = err.toString().lines().toList();
    List<String> counts = lines.stream().map(line -> {
      Matcher m = LINE.matcher(line);
      return m.matches() ? m.group(1) + "/" + m.group(2) : "unexpected: " + line;
    }).toList();
    // The late heartbeat shows nothing and counts nothing: task 1 stays at its final 25.
    assertEquals(List.of("0/0", "0/10", "0/15", "2/30", "4/45", "4/45"), counts, err.toString());
  }
}
