package org.ludoteca.spark.progress;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * The progress of a running stage on stderr, as one short line: on a terminal it is redrawn in
 * place ({@code \r}, at most every {@value #TERMINAL_INTERVAL_MILLIS} ms) and cleared when the
 * stage ends, so that nothing else printed lands on it; elsewhere (a log file, a pipe) a plain
 * line {@code progress: ...} at most every {@value #PLAIN_INTERVAL_SECONDS} seconds, the first one
 * at once. Plain Java: {@link ProgressListener} feeds it from Spark's events.
 *
 * <p>Thread-safe: the listener's thread shows, the driver's thread closes.
 */
public final class ProgressDisplay implements AutoCloseable {
  static final long PLAIN_INTERVAL_SECONDS = 10;
  static final long TERMINAL_INTERVAL_MILLIS = 100;
  /** A terminal line is cut to this width so that it never wraps (which would defeat {@code \r}) on 80 columns. */
  static final int TERMINAL_WIDTH = 79;

  /**
   * What a stage has done so far.
   *
   * @param stage what runs, e.g. {@code ingest run-000003}
   * @param done slices (or tasks) done
   * @param total slices (or tasks) in all
   * @param unit what {@code done} counts: {@code slices} or {@code tasks}
   * @param games games read so far, or -1 when the stage does not read games
   * @param bytesRead input bytes read so far
   * @param bytesTotal input bytes in all, or -1 when unknown
   * @param elapsedNanos time since the stage started
   */
  public record Snapshot(String stage, long done, long total, String unit, long games, long bytesRead,
      long bytesTotal, long elapsedNanos) {
    public Snapshot {
      Objects.requireNonNull(stage, "stage");
      Objects.requireNonNull(unit, "unit");
    }

    /**
     * The time left, extrapolated from the input bytes read when the total is known, else from
     * the slices done; -1 when nothing is done yet (no rate to go by) or everything is.
     */
    public long leftNanos() {
      if (bytesTotal > 0 && bytesRead > 0 && bytesRead < bytesTotal) {
        return (long) (elapsedNanos * ((double) (bytesTotal - bytesRead) / bytesRead));
      }
      if (bytesTotal <= 0 && done > 0 && done < total) {
        return (long) (elapsedNanos * ((double) (total - done) / done));
      }
      return -1;
    }
  }

  private final PrintWriter err;
  private final boolean terminal;
  private final LongSupplier clock;
  private long lastShown = Long.MIN_VALUE;
  private boolean shownOnce;
  /** The width of the terminal line drawn last, 0 when the line is clear. */
  private int drawn;
  private boolean closed;

  /**
   * @param err where the lines go
   * @param terminal whether {@code err} is a terminal: one line redrawn in place, else plain lines
   * @param clock nanoseconds, as {@link System#nanoTime()}
   */
  public ProgressDisplay(PrintWriter err, boolean terminal, LongSupplier clock) {
    this.err = Objects.requireNonNull(err, "err");
    this.terminal = terminal;
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  /** The clock this display rates its lines by. */
  public long now() {
    return clock.getAsLong();
  }

  /** Shows a stage's progress, unless a line was shown too recently (or the display is closed). */
  public synchronized void show(Snapshot s) {
    long now = clock.getAsLong();
    long interval = terminal ? TERMINAL_INTERVAL_MILLIS * 1_000_000L : PLAIN_INTERVAL_SECONDS * 1_000_000_000L;
    if (closed || (shownOnce && now - lastShown < interval)) {
      return;
    }
    shownOnce = true;
    lastShown = now;
    String line = line(s);
    if (terminal) {
      if (line.length() > TERMINAL_WIDTH) {
        line = line.substring(0, TERMINAL_WIDTH);
      }
      err.print("\r" + line + " ".repeat(Math.max(0, drawn - line.length())));
      drawn = Math.max(drawn, line.length()); // what the screen shows: the padding blanked the rest
    } else {
      err.println("progress: " + line);
    }
    err.flush();
  }

  /**
   * A stage ended: on a terminal its line is cleared (what the driver prints next starts on a
   * clean line); elsewhere its last state is shown if the interval allows.
   */
  public synchronized void stageEnded(Snapshot last) {
    if (terminal) {
      clear();
    } else {
      show(last);
    }
  }

  /** Clears the terminal line and shows nothing more. Idempotent. */
  @Override
  public synchronized void close() {
    clear();
    closed = true;
  }

  private void clear() {
    if (drawn > 0 && !closed) {
      err.print("\r" + " ".repeat(drawn) + "\r");
      err.flush();
      drawn = 0;
    }
  }

  /**
   * The text of a progress line:
   * {@code ingest run-000001: 5/12 slices, 1234 games, 410 games/s, about 12 s left}. Games and
   * their rate only for stages that read games (the rate once there is one), the time left once
   * there is a rate to extrapolate.
   */
  public static String line(Snapshot s) {
    StringBuilder b = new StringBuilder(s.stage()).append(": ").append(s.done()).append('/').append(s.total())
        .append(' ').append(s.unit());
    if (s.games() >= 0) {
      b.append(", ").append(s.games()).append(s.games() == 1 ? " game" : " games");
      if (s.games() > 0 && s.elapsedNanos() > 0) {
        b.append(", ").append(Math.round(s.games() / (s.elapsedNanos() / 1e9))).append(" games/s");
      }
    }
    long left = s.leftNanos();
    if (left >= 0) {
      b.append(", about ").append(duration(left)).append(" left");
    }
    return b.toString();
  }

  /** {@code 7 s}, {@code 3 min 05 s}, {@code 2 h 04 min}. */
  static String duration(long nanos) {
    long s = Math.round(nanos / 1e9);
    if (s < 60) {
      return s + " s";
    }
    if (s < 3600) {
      return String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60);
    }
    return String.format(Locale.ROOT, "%d h %02d min", s / 3600, s % 3600 / 60);
  }
}
