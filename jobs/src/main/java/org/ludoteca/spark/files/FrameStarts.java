package org.ludoteca.spark.files;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ludoteca.record.Compression;
import org.ludoteca.record.ZstdFrames;

/**
 * The decompressed starts of a Zstandard file's frame ranges, learnt in the executors' JVM from the
 * ranges the ingest's tasks read ({@link ZstdSlices#open} of a range its headers do not place).
 *
 * <p>A task first decompresses its own range whole ({@link Kept}: into memory, up to {@link
 * #KEPT_BYTES}) and publishes what it gave (its compressed extent, decompressed bytes and last
 * byte) before anything else, then adds up the extents before it: a range's start is the sum of
 * the sizes of the ranges before it. The tasks run in file order, so the ranges before a task's
 * were taken by earlier tasks, which publish theirs after a decompression of their own range and
 * wait for nothing: a task waits a few milliseconds for a range still being decompressed, never in
 * a cycle. A range no task of this JVM has taken (a task of several ranges, a retried task) is
 * decompressed by the task that needs it, frame by frame, and published as well. Each file's
 * extents are kept per JVM (a file changed since is another key), so each range is decompressed
 * once for its size: by the task that reads it.
 *
 * <p>A range that fails to decompress (a corrupt frame, {@code DecompressionBombException})
 * publishes how far it got: the ranges after it read nothing (their starts are not known), and it
 * reads its records up to the defect, then ends in one {@code unreadable file} rejection, as a
 * whole-file slice of the same file would.
 */
final class FrameStarts {
  /**
   * Decompressed bytes a task keeps of its range: a range holds about the split size of text (64
   * MiB by default, {@link ZstdSlices#ranges}), up to half a frame more (a pzstd frame of level 19
   * holds 32 MiB); beyond, its range is decompressed again for the read. At most 96 MiB, and a
   * quarter of the heap shared by the tasks that run at once (one a core), so that a small heap
   * decompresses twice rather than fail.
   */
  static final int KEPT_BYTES = (int) Math.min(96L << 20,
      Runtime.getRuntime().maxMemory() / (4L * Runtime.getRuntime().availableProcessors()));

  /**
   * Whole ranges (or frames) decompressed in this JVM: by their task, or to measure one no task
   * had taken. Tests read it to check that a range is decompressed once.
   */
  static final LongAdder WHOLE_DECOMPRESSIONS = new LongAdder();

  private static final Map<String, FrameStarts> FILES = new ConcurrentHashMap<>();

  /** What decompressing compressed bytes {@code [start, end)} gave: bytes, last byte (-1: none), the error that stopped it. */
  record Extent(long end, long bytes, int lastByte, String error) {}

  /** Where a range starts: its decompressed offset and the byte before it (-1 at the start); {@code failed} when a range before it did not decompress. */
  record Place(long offset, int byteBefore, boolean failed) {}

  private final Path path;
  /** Extents by compressed start, as published. */
  private final Map<Long, Extent> extents = new HashMap<>();
  /** Compressed starts of extents being decompressed, with how many tasks decompress them. */
  private final Map<Long, Integer> claimed = new HashMap<>();
  /** Compressed starts of ranges a task of the job is to read ({@link #expect}), not yet published. */
  private final java.util.Set<Long> expected = new java.util.HashSet<>();
  /** Places already added up, by compressed offset: the walk starts from the nearest. */
  private final TreeMap<Long, Place> places = new TreeMap<>(Map.of(0L, new Place(0, -1, false)));
  private List<ZstdFrames.Frame> frames;
  /**
   * The compressed offset from which this file is known not to be read ({@link Long#MAX_VALUE}:
   * none): the start of a range that did not decompress, that its ratio from the file's start
   * makes a bomb ({@link #bomb}), or after which a task's look-ahead failed. A range that starts
   * there or later reads nothing and is not decompressed, as a whole-file read stops at its defect.
   */
  private long failedFrom = Long.MAX_VALUE;

  private FrameStarts(Path path) {
    this.path = path;
  }

  /**
   * The starts known of a file in this JVM for one ingest run, the file as it is now (size and
   * modification time). Past {@link #FILES_KEPT} files all are forgotten: a task that then finds
   * no extent of a range before its own decompresses it (slower, never wrong).
   */
  static FrameStarts of(FileSystem fs, Path path, String run) throws IOException {
    FileStatus st = fs.getFileStatus(path);
    if (FILES.size() > FILES_KEPT) {
      FILES.clear();
    }
    return FILES.computeIfAbsent(run + " " + path + "@" + st.getModificationTime() + ":" + st.getLen(),
        k -> new FrameStarts(path));
  }

  private static final int FILES_KEPT = 4096;

  /**
   * Tells the tasks that a task of the job is to read the range from {@code start} (the driver,
   * before the job): one that needs it before that task has started waits for it (at most {@link
   * #EXPECTED_WAIT_MS} in all: a task retried late, or one reading several ranges in turn) rather than
   * decompress it too.
   */
  synchronized void expect(long start) {
    expected.add(start);
  }

  /**
   * How long a task waits, over all the ranges before its own, for ranges expected but not yet
   * taken before it decompresses them itself.
   */
  static final long EXPECTED_WAIT_MS = 3_000;

  /** Records that the file is not read from compressed offset {@code start} on. */
  synchronized void failFrom(long start) {
    failedFrom = Math.min(failedFrom, start);
  }

  /** Whether the file is known not to be read at compressed offset {@code start} ({@link #failFrom}). */
  synchronized boolean failedAt(long start) {
    return failedFrom <= start;
  }

  /**
   * Compressed bytes a whole-file read's decompressor may have read past the frame it is in (zstd
   * reads its input 128 KiB at a time; twice that, to be sure): {@link #bomb} counts them as read,
   * so that a file it stops would be stopped by a whole-file read's guard too.
   */
  static final long READ_AHEAD = 256 << 10;

  /**
   * The ratio guard ({@link Compression#MAX_RATIO}, past {@link Compression#RATIO_FREE_BYTES})
   * applied from the file's start at a range's end: {@code decompressed} bytes from the file's start
   * to there, {@code compressedEnd} its compressed offset. The guard's message when it stops the
   * file there, else null. Each range's own decompression has its own guard, whose first 64 MiB
   * are free: this one stops a file whose ranges are each under it (a bomb cut into small ranges).
   */
  static String bomb(long decompressed, long compressedEnd) {
    if (decompressed > Compression.RATIO_FREE_BYTES
        && decompressed / Compression.MAX_RATIO > compressedEnd + READ_AHEAD) {
      return "decompression bomb: " + decompressed + " bytes from " + compressedEnd + " compressed bytes, more than "
          + Compression.MAX_RATIO + " times as many; the rest is not read";
    }
    return null;
  }

  /** Tells the other tasks that the extent from {@code start} is being decompressed. */
  synchronized void claim(long start) {
    claimed.merge(start, 1, Integer::sum);
  }

  /** Publishes what the extent from {@code start} gave (after {@link #claim}). */
  synchronized void publish(long start, Extent e) {
    extents.putIfAbsent(start, e);
    expected.remove(start);
    claimed.computeIfPresent(start, (k, n) -> n == 1 ? null : n - 1);
    notifyAll();
  }

  /**
   * The place of the range whose first frame is at compressed offset {@code frame}: the extents
   * before it added up, waiting for those being decompressed, decompressing those nobody took.
   */
  Place placeOf(FileSystem fs, long frame) throws IOException {
    Map.Entry<Long, Place> known;
    synchronized (this) {
      known = places.floorEntry(frame);
    }
    long pos = known.getKey();
    Place at = known.getValue();
    long deadline = System.nanoTime() + EXPECTED_WAIT_MS * 1_000_000; // for the whole walk
    while (pos < frame && !at.failed()) {
      Extent e = extentAt(fs, pos, deadline);
      if (e.error() != null || bomb(at.offset() + e.bytes(), e.end()) != null) {
        at = new Place(at.offset() + e.bytes(), at.byteBefore(), true);
        failFrom(pos);
        break;
      }
      at = new Place(at.offset() + e.bytes(), e.bytes() > 0 ? e.lastByte() : at.byteBefore(), false);
      if (e.end() <= pos) {
        throw new IOException("frame ranges out of order in " + path + " at compressed offset " + pos);
      }
      pos = e.end();
      synchronized (this) {
        places.put(pos, at);
      }
    }
    if (pos != frame && !at.failed()) {
      throw new IOException("no frame starts at compressed offset " + frame + " of " + path);
    }
    return at;
  }

  /** The extent published at {@code pos}: waited for when claimed, else decompressed here (one frame). */
  private Extent extentAt(FileSystem fs, long pos, long deadline) throws IOException {
    synchronized (this) {
      while (extents.get(pos) == null && failedFrom > pos
          && (claimed.containsKey(pos) || expected.contains(pos) && System.nanoTime() < deadline)) {
        try {
          wait(100);
        } catch (InterruptedException ie) {
          Thread.currentThread().interrupt();
          throw new InterruptedIOException("interrupted waiting for the frame range at " + pos + " of " + path);
        }
      }
      Extent e = extents.get(pos);
      if (e != null) {
        return e;
      }
      if (failedFrom <= pos) { // not read: not decompressed either
        return new Extent(pos, 0, -1, "not read");
      }
      claimed.merge(pos, 1, Integer::sum);
    }
    Extent measured = null;
    try {
      long end = frameEnd(fs, pos);
      measured = Kept.read(fs, path, pos, end, 0).extent(end);
      return measured;
    } finally {
      publish(pos, measured != null ? measured : new Extent(pos, 0, -1, "not measured"));
    }
  }

  /** The end of the frame at compressed offset {@code pos} (the file's frames indexed once per JVM). */
  private long frameEnd(FileSystem fs, long pos) throws IOException {
    List<ZstdFrames.Frame> all;
    synchronized (this) {
      if (frames == null) {
        try (FSDataInputStream in = fs.open(path)) {
          frames = ZstdFrames.index(in::read, fs.getFileStatus(path).getLen());
        }
      }
      all = frames;
    }
    for (ZstdFrames.Frame f : all) {
      if (f.start() == pos) {
        return f.end();
      }
    }
    throw new IOException("no frame starts at compressed offset " + pos + " of " + path);
  }

  /**
   * Compressed bytes {@code [start, end)} of a file decompressed whole: the first {@code keep}
   * decompressed bytes kept, all of them counted, and the error that stopped it (the bytes before it
   * kept and counted).
   */
  record Kept(List<byte[]> chunks, int lastChunk, long bytes, boolean whole, int lastByte, IOException error) {
    private static final int CHUNK = 256 << 10;

    /**
     * Chunks of ranges read to their end, for the next ranges' bytes. A range is decompressed in a
     * fraction of the time its games take to replay, so its chunks outlived the young generation's
     * collections: copied to the survivor space, then promoted, they filled the old generation
     * (10^7 games at {@code -Xmx1g}: 41 to 56 full collections) and were zeroed again for each range.
     * Used again, they stay where they are. At most a kept range's worth per core; softly held (a
     * heap about to run out takes them back) and let go when the ingest's read ends ({@link
     * ZstdSlices#releaseChunks}): the collector keeps soft references while the heap has room, so
     * the statistics after the ingest would run short before it took them.
     */
    private static final ConcurrentLinkedDeque<SoftReference<byte[]>> FREE = new ConcurrentLinkedDeque<>();
    private static final int MAX_FREE = (int) Math.max(1,
        (long) KEPT_BYTES * Runtime.getRuntime().availableProcessors() / CHUNK);
    private static final AtomicInteger FREE_COUNT = new AtomicInteger();
    /** Chunks allocated (not taken from {@link #FREE}); tests read it. */
    static final LongAdder CHUNKS_ALLOCATED = new LongAdder();

    /** A chunk let go earlier, or a new one. */
    private static byte[] chunk() {
      SoftReference<byte[]> r;
      while ((r = FREE.pollFirst()) != null) {
        FREE_COUNT.decrementAndGet();
        byte[] c = r.get();
        if (c != null) {
          return c;
        }
      }
      CHUNKS_ALLOCATED.increment();
      return new byte[CHUNK];
    }

    /** Lets go every chunk kept for the next ranges ({@link ZstdSlices#releaseChunks}). */
    static void releaseFree() {
      while (FREE.pollFirst() != null) {
        FREE_COUNT.decrementAndGet();
      }
    }

    /** Gives a chunk no stream reads any more back for another range's bytes. */
    private static void free(byte[] chunk) {
      if (chunk == null) { // let go already
        return;
      }
      if (FREE_COUNT.incrementAndGet() <= MAX_FREE) {
        FREE.addFirst(new SoftReference<>(chunk));
      } else {
        FREE_COUNT.decrementAndGet();
      }
    }

    static Kept read(FileSystem fs, Path path, long start, long end, int keep) throws IOException {
      WHOLE_DECOMPRESSIONS.increment();
      List<byte[]> chunks = new ArrayList<>();
      byte[] chunk = null;
      int fill = CHUNK;
      long bytes = 0;
      int last = -1;
      byte[] skip = null;
      try (FSDataInputStream file = fs.open(path)) {
        file.seek(start);
        try (InputStream in = Compression.ZSTD.decompress(new InputBytes.Bounded(new BufferedInputStream(file, 1 << 16),
            end - start))) {
          while (true) {
            int n;
            if (bytes < keep) {
              if (fill == CHUNK) {
                chunk = chunk();
                chunks.add(chunk);
                fill = 0;
              }
              n = in.read(chunk, fill, (int) Math.min(CHUNK - fill, keep - bytes));
              if (n > 0) {
                fill += n;
                last = chunk[fill - 1] & 0xff;
              }
            } else {
              if (skip == null) {
                skip = new byte[1 << 16];
              }
              n = in.read(skip);
              if (n > 0) {
                last = skip[n - 1] & 0xff;
              }
            }
            if (n < 0) {
              break;
            }
            bytes += Math.max(0, n);
          }
        }
      } catch (IOException | RuntimeException e) {
        return new Kept(chunks, chunks.isEmpty() ? 0 : fill, bytes, false, last,
            e instanceof IOException io ? io : new IOException(Inputs.message(e), e));
      }
      return new Kept(chunks, chunks.isEmpty() ? 0 : fill, bytes, bytes <= keep, last, null);
    }

    Extent extent(long end) {
      return new Extent(end, bytes, lastByte, error == null ? null : Inputs.message(error));
    }

    /**
     * The bytes kept, from the first, each chunk let go once read (for the next range, {@link
     * #FREE}): a task then holds its range's bytes not yet read, not all of them. Read once, last:
     * no {@link #stream} of the same range is read after it.
     */
    InputStream releasingStream() {
      return new InputStream() {
        private final byte[] one = new byte[1];
        private int chunk;
        private int pos;

        @Override
        public int read() {
          int n = read(one, 0, 1);
          return n < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) {
          while (chunk < chunks.size()) {
            int size = chunk == chunks.size() - 1 ? lastChunk : CHUNK;
            if (pos < size) {
              int n = Math.min(len, size - pos);
              System.arraycopy(chunks.get(chunk), pos, b, off, n);
              pos += n;
              return n;
            }
            free(chunks.set(chunk++, null));
            pos = 0;
          }
          return len == 0 ? 0 : -1;
        }

        /** The chunks not read to their end let go too (a range's last record ends before its bytes do). */
        @Override
        public void close() {
          releaseFrom(chunk);
          chunk = chunks.size();
        }
      };
    }

    /** Lets every chunk go, for a range whose kept bytes are not read ({@link #whole} false). Last. */
    void release() {
      releaseFrom(0);
    }

    /** Lets the chunks from index {@code first} on go; no stream reads them after. */
    private void releaseFrom(int first) {
      for (int i = first; i < chunks.size(); i++) {
        free(chunks.set(i, null));
      }
    }

    /** The bytes kept, from the first. */
    InputStream stream() {
      List<InputStream> parts = new ArrayList<>();
      for (int i = 0; i < chunks.size(); i++) {
        parts.add(new java.io.ByteArrayInputStream(chunks.get(i), 0, i == chunks.size() - 1 ? lastChunk : CHUNK));
      }
      return new java.io.SequenceInputStream(java.util.Collections.enumeration(parts));
    }
  }
}
