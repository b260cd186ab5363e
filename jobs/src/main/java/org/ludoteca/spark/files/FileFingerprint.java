package org.ludoteca.spark.files;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.CRC32C;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * A file's content as the ingest knows it when it lists the file: its SHA-256 (the manifest's,
 * which tells a second copy of a file already ingested) and the CRC-32C of each block of {@value
 * #BLOCK} bytes, both from one read. After the tasks have read the file, the ingest looks again
 * ({@link #changes}): the blocks' CRC-32C, read on several threads at once (SHA-256 cannot be
 * split: a second SHA-256 of a 2 GB file took over a second on one core while the other waited),
 * which tells a file replaced by another of the same size and time as surely as an accident can
 * make one.
 *
 * @param sha256 the SHA-256 of the content, lower-case hex
 * @param length the bytes read
 * @param block the bytes per block
 * @param blocks the CRC-32C of each block, the last one possibly shorter
 */
public record FileFingerprint(String sha256, long length, int block, int[] blocks) {
  /** Bytes per block: a few hundred blocks for a month of lichess games, enough to spread over the cores. */
  static final int BLOCK = 8 << 20;

  /** Reads a file once: its SHA-256 and its blocks' CRC-32C. */
  public static FileFingerprint of(FileSystem fs, Path p) throws IOException {
    return of(fs, p, BLOCK);
  }

  /** As {@link #of(FileSystem, Path)}, with blocks of {@code block} bytes. */
  static FileFingerprint of(FileSystem fs, Path p, int block) throws IOException {
    MessageDigest sha;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException("no SHA-256 in this JVM", e);
    }
    List<Integer> blocks = new ArrayList<>();
    CRC32C crc = new CRC32C();
    byte[] buf = new byte[1 << 16];
    long length = 0;
    long inBlock = 0;
    try (InputStream in = fs.open(p)) {
      int n;
      while ((n = in.read(buf)) > 0) {
        sha.update(buf, 0, n);
        int off = 0;
        while (off < n) {
          int take = (int) Math.min(n - off, block - inBlock);
          crc.update(buf, off, take);
          off += take;
          inBlock += take;
          if (inBlock == block) {
            blocks.add((int) crc.getValue());
            crc.reset();
            inBlock = 0;
          }
        }
        length += n;
      }
    }
    if (inBlock > 0) {
      blocks.add((int) crc.getValue());
    }
    return new FileFingerprint(HexFormat.of().formatHex(sha.digest()), length, block,
        blocks.stream().mapToInt(Integer::intValue).toArray());
  }

  /**
   * The files whose content now differs from the fingerprint the listing took ({@code listed}, by
   * path; the files' size is taken to be unchanged), each with what differs: their blocks read
   * again on {@code threads} threads, all files' blocks shared among them.
   */
  public static Map<String, String> changes(Map<String, FileFingerprint> listed, Configuration conf, int threads)
      throws IOException {
    Map<String, String> changed = new LinkedHashMap<>();
    if (listed.isEmpty()) {
      return changed;
    }
    record Range(String path, int first, int end) {}
    long blocks = listed.values().stream().mapToLong(f -> f.blocks().length).sum();
    int workers = (int) Math.max(1, Math.min(threads, blocks));
    // Ranges of consecutive blocks, a few per thread, so that one big file is read by every thread.
    long per = Math.max(1, (blocks + 4L * workers - 1) / (4L * workers));
    List<Range> ranges = new ArrayList<>();
    listed.forEach((path, f) -> {
      for (int b = 0; b < f.blocks().length; b += (int) per) {
        ranges.add(new Range(path, b, (int) Math.min(f.blocks().length, b + per)));
      }
    });
    ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
      Thread t = new Thread(r, "checksums");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<String>> results = new ArrayList<>();
      for (Range r : ranges) {
        results.add(pool.submit(() -> difference(r.path(), listed.get(r.path()), r.first(), r.end(), conf)));
      }
      for (int i = 0; i < ranges.size(); i++) {
        String why = results.get(i).get();
        if (why != null) {
          changed.putIfAbsent(ranges.get(i).path(), why);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while checking files");
    } catch (ExecutionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return changed;
  }

  /** What differs in blocks {@code [first, end)} of a file, or null when nothing does. */
  private static String difference(String path, FileFingerprint listed, int first, int end, Configuration conf) {
    Path p = new Path(path);
    byte[] buf = new byte[1 << 16];
    CRC32C crc = new CRC32C();
    long block = listed.block();
    try (FSDataInputStream in = p.getFileSystem(conf).open(p)) {
      in.seek(first * block);
      for (int b = first; b < end; b++) {
        long size = Math.min(block, listed.length() - b * block);
        crc.reset();
        long left = size;
        while (left > 0) {
          int n = in.read(buf, 0, (int) Math.min(buf.length, left));
          if (n < 0) {
            throw new EOFException("ends at byte " + (b * block + size - left));
          }
          crc.update(buf, 0, n);
          left -= n;
        }
        if ((int) crc.getValue() != listed.blocks()[b]) {
          return "content differs from the listing's: CRC-32C of bytes " + b * block + " to " + (b * block + size);
        }
      }
      return null;
    } catch (IOException e) {
      return "unreadable now: " + Inputs.message(e);
    }
  }
}
