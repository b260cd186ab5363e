package org.ludoteca.spark.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.TestSpark;

class ProgressListenerTest {
  private static final Pattern INGEST_DONE =
      Pattern.compile("progress: ingest run-000001: (\\d+)/(\\d+) slices, (\\d+) games, \\d+ games/s");

  @Test
  void attach_ingest_lastLineCountsEverySliceAndGame(@TempDir Path out) throws Exception {
    StringWriter err = new StringWriter();
    // Every reading of the clock is 11 s later: every event is shown (the 10-second rule has its own test).
    AtomicLong clock = new AtomicLong();
    ProgressDisplay display = new ProgressDisplay(new PrintWriter(err, true), false,
        () -> clock.addAndGet(TimeUnit.SECONDS.toNanos(11)));
    IngestJob.Result r;
    try (ProgressListener.Attached progress = ProgressListener.attach(TestSpark.get().sparkContext(), display)) {
      r = IngestJob.builder().inputs(List.of(TestSpark.DATA.toString())).out(out.toString()).splitSize(4096)
          .build().run(TestSpark.get(), m -> { });
      // Spark's listener bus is asynchronous: the events of the job, all posted before it returned,
      // are delivered once the bus is empty.
      TestSpark.get().sparkContext().listenerBus().waitUntilEmpty();
    }
    String last = lastIngestLine(err.toString());
    Matcher m = INGEST_DONE.matcher(last);
    assertTrue(m.matches(), err.toString());
    assertEquals(m.group(2), m.group(1), last);
    assertTrue(Long.parseLong(m.group(2)) > 1, "several slices: " + last);
    assertEquals(r.games(), Long.parseLong(m.group(3)), last);
  }

  /** The last ingest line. */
  private static String lastIngestLine(String err) {
    List<String> lines = err.lines().filter(l -> l.startsWith("progress: ingest ")).toList();
    return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
  }
}
