package org.ludoteca.spark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.ludoteca.spark.files.FaultPoints;

/**
 * {@code ludoteca} run in a child JVM with this test's classpath, paused at a {@link FaultPoints}
 * step: the test waits for the pause, then kills the JVM ({@code kill -9}) or lets it go on.
 */
final class ChildPipeline implements AutoCloseable {
  private static final String FLAGS = System.getProperty("ludoteca.spark.jvm.flags", "");

  private final Process process;
  private final CompletableFuture<String> paused = new CompletableFuture<>();
  private final StringBuilder err = new StringBuilder();
  private final Thread reader;

  private ChildPipeline(Process process) {
    this.process = process;
    this.reader = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getErrorStream(),
          StandardCharsets.UTF_8))) {
        for (String line; (line = r.readLine()) != null; ) {
          synchronized (err) {
            err.append(line).append('\n');
          }
          if (line.startsWith("ludoteca: paused at ")) {
            paused.complete(line.substring("ludoteca: paused at ".length()));
          }
        }
      } catch (IOException e) {
        // the process was killed
      }
      paused.complete(null);
    });
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts {@code ludoteca args...} pausing at {@code step} (none if null); with {@code resume}, the
   * pause ends when that file exists.
   */
  static ChildPipeline start(String step, Path resume, Path stdout, String... args) throws IOException {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx768m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
    if (!FLAGS.isBlank()) {
      cmd.addAll(Arrays.asList(FLAGS.trim().split("\\s+")));
    }
    if (step != null) {
      cmd.add("-D" + FaultPoints.PAUSE_AT + "=" + step);
    }
    if (resume != null) {
      cmd.add("-D" + FaultPoints.RESUME_FILE + "=" + resume);
    }
    cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.ludoteca.cli.Ludoteca"));
    cmd.addAll(Arrays.asList(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(stdout.toFile());
    return new ChildPipeline(pb.start());
  }

  /**
   * Waits until the child pauses and returns the step, or throws if it ended first or took longer
   * than {@code seconds}.
   */
  String awaitPause(long seconds) throws Exception {
    String step;
    try {
      step = paused.get(seconds, TimeUnit.SECONDS);
    } catch (java.util.concurrent.TimeoutException e) {
      throw new AssertionError("the child did not pause within " + seconds + " s:\n" + err());
    }
    if (step == null) {
      throw new AssertionError("the child ended without pausing:\n" + err());
    }
    return step;
  }

  /** {@code kill -9}: SIGKILL on Linux, no shutdown hook runs. */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor(60, TimeUnit.SECONDS);
  }

  /** Waits for the child's end and returns its exit code. */
  int await(long seconds) throws Exception {
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      throw new AssertionError("the child did not end within " + seconds + " s:\n" + err());
    }
    reader.join(10_000);
    return process.exitValue();
  }

  String err() {
    synchronized (err) {
      return err.toString();
    }
  }

  @Override
  public void close() throws InterruptedException {
    if (process.isAlive()) {
      kill();
    }
  }
}
