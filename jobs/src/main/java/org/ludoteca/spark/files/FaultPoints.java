package org.ludoteca.spark.files;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Named steps of a run where a test can stop the process: with {@code -Dludoteca.pauseAt=STEP}
 * the JVM prints {@code ludoteca: paused at STEP} on stderr when it reaches STEP and waits there
 * (to be killed with {@code kill -9}, or, with {@code -Dludoteca.resumeFile=PATH}, until PATH
 * exists). Without the property, {@link #reach} does nothing: one property lookup per step, never
 * per row. Steps: {@code list} (inputs listed and checksummed, nothing read yet), {@code task}
 * (an ingest task has written part of its files), {@code move} (one file moved into the tables),
 * {@code write NAME} (a file written aside, not yet renamed over NAME: {@code _manifest.csv} is the
 * commit, then each report {@code NAME.csv}), {@code stat NAME} (a statistics table written aside,
 * not yet swapped in), {@code page NAME} (a page written aside, not yet moved).
 *
 * <p>In local mode the executors' steps ({@code task}) run in the same JVM; on a cluster the
 * property would have to reach the executors' JVMs.
 */
public final class FaultPoints {
  /** The system property naming the step to pause at. */
  public static final String PAUSE_AT = "ludoteca.pauseAt";
  /** The system property naming a file whose existence ends the pause. */
  public static final String RESUME_FILE = "ludoteca.resumeFile";

  private FaultPoints() {}

  /** Pauses here if {@value #PAUSE_AT} names {@code step}; otherwise returns at once. */
  public static void reach(String step) {
    String at = System.getProperty(PAUSE_AT);
    if (at == null || !at.equals(step)) {
      return;
    }
    synchronized (FaultPoints.class) {
      if (!step.equals(System.getProperty(PAUSE_AT))) {
        return; // another thread paused here first and went on
      }
      System.err.println("ludoteca: paused at " + step);
      System.err.flush();
      String resume = System.getProperty(RESUME_FILE);
      try {
        while (resume == null || !Files.exists(Path.of(resume))) {
          Thread.sleep(50);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      // Once only: the other tasks of the step go on.
      System.clearProperty(PAUSE_AT);
    }
  }
}
