package org.ludoteca.spark;

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

  private Timings(Consumer<String> sink) {
    this.sink = sink;
  }

  /** Timings reporting each phase's line to {@code sink}, counted from now. */
  public static Timings to(Consumer<String> sink) {
    return new Timings(Objects.requireNonNull(sink, "sink"));
  }

  /** Ends a phase: reports the seconds since the previous lap (or creation) under {@code phase}. */
  public void lap(String phase) {
    if (sink == null) {
      return;
    }
    long now = System.nanoTime();
    sink.accept(line(phase, now - last));
    last = now;
  }

  /** The line of one phase: {@code timing: PHASE 12.3 s}. */
  static String line(String phase, long nanos) {
    return String.format(Locale.ROOT, "timing: %s %.1f s", phase, nanos / 1e9);
  }
}
