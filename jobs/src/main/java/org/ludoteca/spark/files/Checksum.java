package org.ludoteca.spark.files;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;

/**
 * What checksumming one listed file gave: its fingerprint ({@link Read}), or the I/O error that
 * stopped the read ({@link Unreadable}: the file is then reported, not ingested).
 */
public sealed interface Checksum permits Checksum.Read, Checksum.Unreadable {
  /** The file was read: its SHA-256 and blocks' CRC-32C. */
  record Read(FileFingerprint fingerprint) implements Checksum {}

  /** The read of the file failed: the file is reported with this error and left out of the run. */
  record Unreadable(IOException error) implements Checksum {}

  /**
   * The checksum of each file (its fingerprint, or the I/O error that stopped reading it), by path:
   * on the driver, {@code threads} files at a time (hashing a large corpus on one thread took
   * seconds per GB while the executors waited).
   */
  static Map<String, Checksum> of(List<Inputs.File> files, Configuration conf, int threads) throws IOException {
    Map<String, Checksum> sums = new HashMap<>();
    if (files.isEmpty()) {
      return sums;
    }
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, files.size())));
    try {
      List<Future<Checksum>> futures = new ArrayList<>();
      for (Inputs.File f : files) {
        futures.add(pool.submit(() -> {
          Path p = new Path(f.path());
          try {
            return new Read(FileFingerprint.of(p.getFileSystem(conf), p));
          } catch (IOException ex) {
            return new Unreadable(ex);
          }
        }));
      }
      for (int i = 0; i < files.size(); i++) {
        sums.put(files.get(i).path(), futures.get(i).get());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while computing checksums");
    } catch (ExecutionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return sums;
  }
}
