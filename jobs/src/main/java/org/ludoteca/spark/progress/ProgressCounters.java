package org.ludoteca.spark.progress;

import java.io.IOException;
import java.io.Serializable;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkContext;
import org.apache.spark.util.LongAccumulator;
import org.ludoteca.spark.files.SplitRow;
import org.ludoteca.spark.files.Splits;

/**
 * What an ingest's tasks report for the progress line: counters only (named accumulators, which
 * Spark sends to the driver with each finished task and each executor heartbeat), nothing
 * collected. The driver labels the job with the stage's name and totals as local properties,
 * which {@link ProgressListener} reads when the stage starts.
 */
public final class ProgressCounters implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Accumulator names. */
  static final String GAMES = "ludoteca.progress.games";
  static final String BYTES = "ludoteca.progress.bytes";
  static final String SLICES = "ludoteca.progress.slices";
  /** Local properties of the job: its name in the progress line, its slices and input bytes in all. */
  static final String STAGE_PROPERTY = "ludoteca.progress.stage";
  static final String SLICES_PROPERTY = "ludoteca.progress.slices";
  static final String BYTES_PROPERTY = "ludoteca.progress.bytes";

  /** Counts nothing: for reading slices outside a Spark job. */
  public static final ProgressCounters NONE = new ProgressCounters(null, null, null);

  private final LongAccumulator games;
  private final LongAccumulator bytes;
  private final LongAccumulator slices;

  private ProgressCounters(LongAccumulator games, LongAccumulator bytes, LongAccumulator slices) {
    this.games = games;
    this.bytes = bytes;
    this.slices = slices;
  }

  /**
   * Registers the counters and labels the jobs this thread submits next, until {@link #end}.
   *
   * @param stage the name shown, e.g. {@code ingest run-000003}
   * @param slices the slices the job reads
   * @param bytes their input bytes in all (the files' sizes)
   */
  public static ProgressCounters start(SparkContext sc, String stage, int slices, long bytes) {
    sc.setLocalProperty(STAGE_PROPERTY, stage);
    sc.setLocalProperty(SLICES_PROPERTY, Integer.toString(slices));
    sc.setLocalProperty(BYTES_PROPERTY, Long.toString(bytes));
    return new ProgressCounters(sc.longAccumulator(GAMES), sc.longAccumulator(BYTES), sc.longAccumulator(SLICES));
  }

  /** Removes the labels {@link #start} set. */
  public static void end(SparkContext sc) {
    sc.setLocalProperty(STAGE_PROPERTY, null);
    sc.setLocalProperty(SLICES_PROPERTY, null);
    sc.setLocalProperty(BYTES_PROPERTY, null);
  }

  /** The input bytes of a slice: its range, or the whole (compressed) file's length. */
  static long bytesOf(SplitRow s) throws IOException {
    if (s.getEnd() >= 0) {
      return s.getEnd() - Math.max(0, s.getStart());
    }
    if (s.frameRange()) { // a frame range its task places: its compressed bytes
      return s.getFrameEnd() - s.getFrameStart();
    }
    return Splits.fs(s.getPath()).getFileStatus(new Path(s.getPath())).getLen();
  }

  /** One more game read. */
  public void game() {
    if (games != null) {
      games.add(1);
    }
  }

  /** A slice read to its end. */
  public void slice(SplitRow s) {
    if (slices == null) {
      return;
    }
    slices.add(1);
    try {
      bytes.add(bytesOf(s));
    } catch (IOException | RuntimeException e) {
      // The file went away after it was read: the progress line's estimate is all that suffers.
    }
  }
}
