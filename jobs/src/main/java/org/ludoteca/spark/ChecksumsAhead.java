package org.ludoteca.spark;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.apache.hadoop.conf.Configuration;
import org.ludoteca.spark.files.Checksum;
import org.ludoteca.spark.files.Futures;
import org.ludoteca.spark.files.Inputs;
import org.ludoteca.spark.files.Manifest;
import org.ludoteca.spark.files.OutDir;

/**
 * The checksums of the input files an output's manifest does not know, computed on a background
 * thread ahead of the ingest ({@link IngestJob#prefetch}): the pipeline starts this before the
 * Spark session, whose start leaves a core idle (at 10^6 games the checksum is 1.6 s of one core).
 * The ingest takes a file's checksum from here only when the file still has the size and time it
 * was taken at ({@link Inputs.File#unchangedSince}), and computes the others itself.
 */
final class ChecksumsAhead {
  /** A file's checksum, with the size and time it was taken at. */
  record Taken(long size, long modified, Checksum checksum) {}

  private final FutureTask<Map<String, Taken>> task;

  private ChecksumsAhead(FutureTask<Map<String, Taken>> task) {
    this.task = task;
  }

  /**
   * Starts listing {@code inputs} and checksumming the files the manifest of {@code out} does not
   * know, on a daemon thread.
   *
   * @param sparkConf the command's {@code --conf} settings (their {@code spark.hadoop.*} keys)
   */
  static ChecksumsAhead start(List<String> inputs, String out, Map<String, String> sparkConf) {
    FutureTask<Map<String, Taken>> task = Futures.startDaemon("checksums-ahead", () -> {
      Configuration conf = InputCheck.configuration(sparkConf);
      Manifest manifest = Manifest.read(OutDir.of(out, conf));
      List<Inputs.File> unknown = manifest.unknown(Inputs.list(inputs, conf).files());
      Map<String, Checksum> sums = Checksum.of(unknown, conf, Runtime.getRuntime().availableProcessors());
      Map<String, Taken> ready = new HashMap<>();
      for (Inputs.File f : unknown) {
        ready.put(f.path(), new Taken(f.size(), f.modified(), sums.get(f.path())));
      }
      return ready;
    });
    return new ChecksumsAhead(task);
  }

  /**
   * The checksums taken, waiting for them; none when taking them failed (the ingest then takes
   * them itself).
   *
   * @throws InterruptedIOException if this thread is interrupted while it waits
   */
  Map<String, Taken> taken() throws InterruptedIOException {
    try {
      return task.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while computing checksums");
    } catch (ExecutionException e) {
      return Map.of(); // computed by the ingest instead
    }
  }

  /**
   * The checksums of {@code files}: the fingerprints taken ahead ({@code ahead}, may be null) of
   * the files that still have the size and time they were taken at, the rest computed now on
   * {@code threads} threads.
   */
  static Map<String, Checksum> of(List<Inputs.File> files, ChecksumsAhead ahead, Configuration conf, int threads)
      throws IOException {
    Map<String, Checksum> sums = new HashMap<>();
    Map<String, Taken> taken = ahead == null ? Map.of() : ahead.taken();
    List<Inputs.File> rest = new ArrayList<>();
    for (Inputs.File f : files) {
      Taken t = taken.get(f.path());
      if (t != null && f.unchangedSince(t.size(), t.modified()) && t.checksum() instanceof Checksum.Read) {
        sums.put(f.path(), t.checksum());
      } else {
        rest.add(f);
      }
    }
    sums.putAll(Checksum.of(rest, conf, threads));
    return sums;
  }
}
