package org.ludoteca.spark.files;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ludoteca.record.Compression;
import org.ludoteca.record.InputFormat;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;

/**
 * Cuts input files into slices at record boundaries, and opens a slice for reading.
 *
 * <p>A plain file larger than the split size becomes slices of about that size: slice {@code k}
 * covers {@code [boundary(k * size), boundary((k + 1) * size))}, so every byte belongs to
 * exactly one slice. {@link #boundary} is the first record boundary at or after a position, by
 * the readers' own rule ({@link RecordFormat#nextBoundary}): no record runs across one, so the records a
 * slice reads ({@link RecordReader#slice}: those that start in it) are the file's own, whatever
 * the split size. A transcription is one record and never cut. Compressed files (gzip, bzip2:
 * told by their first bytes) are not splittable and are read whole by one task.
 */
public final class Splits {
  private Splits() {}

  /**
   * The slices of one file: one whole-file slice ({@code end} -1) when compressed or small, or a
   * transcription (one record per file: its lines are not records), else slices of about {@code
   * splitSize} bytes cut at record boundaries. A Zstandard file of several frame ranges ({@link
   * ZstdSlices#ranges}) gives one slice per range: placed from its frames' sizes when their headers
   * give them, else still to be measured by {@link ZstdSlices#measure}. A {@link SlicedFormat}'s
   * file (Parquet) is cut by the format itself.
   */
  public static List<SplitRow> of(FileSystem fs, Path path, long length, boolean compressed, InputFormat format,
      long splitSize, String run) throws IOException {
    return of(fs, path, length, compressed, format, splitSize, splitSize, run);
  }

  /**
   * As above, a Zstandard file's frames grouped into ranges of about {@code rangeSize} bytes of
   * text each (estimated from the frame headers, {@link ZstdSlices#ranges}), as many tasks as its
   * text would make as a plain file of {@code rangeSize} slices (the ingest passes its split size;
   * the slice size of plain files is smaller when the plain input is small).
   */
  public static List<SplitRow> of(FileSystem fs, Path path, long length, boolean compressed, InputFormat format,
      long splitSize, long rangeSize, String run) throws IOException {
    if (format instanceof SlicedFormat sliced) {
      return sliced.slices(fs, path, length, splitSize, run);
    }
    List<SplitRow> out = new ArrayList<>();
    if (compressed && format.splittable() && format instanceof RecordFormat text) {
      List<SplitRow> ranges = ZstdSlices.ranges(fs, path, length, text, rangeSize, run);
      if (ranges.size() > 1) {
        return ranges;
      }
    }
    if (compressed || length <= splitSize || !format.splittable()) {
      out.add(new SplitRow(path.toString(), format.name(), 0, compressed ? -1 : length, run));
      return out;
    }
    try (FSDataInputStream in = fs.open(path)) {
      long start = 0;
      while (start < length) {
        long end = boundary(in, Math.min(length, start + splitSize), length, format);
        if (end > start) {
          out.add(new SplitRow(path.toString(), format.name(), start, end, run));
        }
        start = end;
      }
    }
    return out;
  }

  /** The smallest slice: below this, per-task overhead outweighs balance. */
  static final long MIN_SLICE = 256L << 10;

  /**
   * The slice size: {@code splitSize}, made smaller when the plain input would give fewer than
   * eight slices per core (replay is CPU-bound: a few big slices leave cores idle at the end), but
   * not below {@value #MIN_SLICE} bytes; then evened out, so that the plain bytes make a whole
   * number of waves of equal slices, one per core (2.25 GB at 64 MiB were 33 slices and a 35 %
   * one, which ran alone at the end while the other core idled).
   */
  public static long sliceSize(List<Inputs.File> files, long splitSize, int cores) {
    long plain = 0;
    for (Inputs.File f : files) {
      plain += f.compressed() ? 0 : f.size();
    }
    int c = Math.max(1, cores);
    long balanced = plain / (8L * c);
    long floor = Math.min(splitSize, MIN_SLICE);
    long size = Math.max(floor, Math.min(splitSize, Math.max(MIN_SLICE, balanced)));
    if (plain <= size) {
      return size;
    }
    long slices = (plain + size - 1) / size;
    slices = (slices + c - 1) / c * c;
    return Math.max(floor, (plain + slices - 1) / slices);
  }

  /**
   * What opening a slice costs, counted as bytes of records when slices are packed into tasks (as
   * Spark's file sources count {@code openCostInBytes}): a small file costs a task more than its
   * bytes (its reader, its game's writers; a Zamora transcription of a few KB replays for as long
   * as some 100 KB of chess), so many tiny files are spread over several tasks rather than piled
   * into one.
   */
  static final long OPEN_COST = 256L << 10;

  /**
   * What a whole compressed file is counted as, times its compressed size, when slices are packed
   * into tasks: its decompressed size is not known before it is read (PGN in Zstandard here: the
   * TCEC archives 3.9 to 4.3 times, lichess's month 6.5 times).
   */
  static final long COMPRESSION_RATIO = 4;

  /**
   * The ingest job's tasks, each a list of slices read one after the other into one set of files
   * (one per table and partition it meets). Each slice is counted as its bytes ({@code fileSize}
   * of a whole compressed file times {@value #COMPRESSION_RATIO}; {@code splitSize} when its size
   * is not known) plus {@link #OPEN_COST}; the slices, largest first (copies and parts of one kind
   * of file, which are of about one size and likely of one game, side by side), are packed in
   * that order into tasks of at most {@code min(splitSize, total / (8 * cores))} (Spark's file
   * sources pack files so). Slices of about the split size, as a big input's are, get one task
   * each, in their order; many small files share a few tasks, which open their Parquet files once
   * for all of them: 396 small files were 61 tasks writing 1,442 files, most of a task's time
   * opening and closing writers, and the statistics read the summaries of every task. The tasks
   * come in the order Spark is to start them: {@link #startUnpredictableEarly}.
   */
  public static List<List<SplitRow>> tasks(List<SplitRow> splits, java.util.function.ToLongFunction<String> fileSize,
      long splitSize, int cores) {
    long[] cost = new long[splits.size()];
    long total = 0;
    for (int i = 0; i < cost.length; i++) {
      cost[i] = cost(splits.get(i), fileSize, splitSize);
      total += cost[i];
    }
    long target = Math.max(1, Math.min(splitSize, total / (8L * Math.max(1, cores))));
    Integer[] order = new Integer[cost.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    // Stable: slices of one cost keep their order (a file's slices, its offsets).
    java.util.Arrays.sort(order, (a, b) -> Long.compare(cost[b], cost[a]));
    List<List<SplitRow>> tasks = new ArrayList<>();
    List<Long> costs = new ArrayList<>();
    List<SplitRow> task = new ArrayList<>();
    long filled = 0;
    for (int i : order) {
      if (!task.isEmpty() && filled + cost[i] > target) {
        tasks.add(task);
        costs.add(filled);
        task = new ArrayList<>();
        filled = 0;
      }
      task.add(splits.get(i));
      filled += cost[i];
    }
    if (!task.isEmpty()) {
      tasks.add(task);
      costs.add(filled);
    }
    return startUnpredictableEarly(tasks, costs, cores);
  }

  /**
   * The packed tasks in the order Spark is to start them: the first {@code cores} (the largest,
   * which start together and which {@code CompilerChoice} projects the job's CPU from), then the
   * tasks of small files (whose slices average under {@link #OPEN_COST} bytes: a cost mostly of
   * opening), then the rest; each group as packed, largest first. Bytes predict a task of small
   * files worst: a few KB of one game's transcription can replay for as long as megabytes of
   * another game's (the real records: one task of 51 Zamora transcriptions took 4.9 CPU s, 36 %
   * of the ingest's task CPU, against 0.3 to 1.2 s for each task of large files). Packed largest
   * first, such tasks started last and one ran alone for seconds while the other core idled;
   * started early, the predictable tasks of large files fill the other core around them. A big
   * input's tasks (slices of the split size) keep their order.
   *
   * @param costs each task's packing cost, in the order of {@code tasks}
   */
  static List<List<SplitRow>> startUnpredictableEarly(List<List<SplitRow>> tasks, List<Long> costs, int cores) {
    int head = Math.min(tasks.size(), Math.max(1, cores));
    List<List<SplitRow>> ordered = new ArrayList<>(tasks.subList(0, head));
    List<List<SplitRow>> large = new ArrayList<>();
    for (int i = head; i < tasks.size(); i++) {
      long bytes = costs.get(i) - tasks.get(i).size() * OPEN_COST;
      (bytes < tasks.get(i).size() * OPEN_COST ? ordered : large).add(tasks.get(i));
    }
    ordered.addAll(large);
    return ordered;
  }

  /** What {@link #tasks} counts a slice as: its bytes ({@value #COMPRESSION_RATIO} times a whole compressed file's) plus {@link #OPEN_COST}. */
  static long cost(SplitRow s, java.util.function.ToLongFunction<String> fileSize, long splitSize) {
    long size = fileSize.applyAsLong(s.getPath());
    long bytes = s.getEnd() > s.getStart() && s.getStart() >= 0 ? s.getEnd() - s.getStart()
        : s.getEnd() < 0 && size > 0 ? Math.min(splitSize, size * COMPRESSION_RATIO) : splitSize;
    return bytes + OPEN_COST;
  }

  /** What {@link #tasks} counts a task as: the cost of its slices. */
  public static long cost(List<SplitRow> task, java.util.function.ToLongFunction<String> fileSize, long splitSize) {
    long c = 0;
    for (SplitRow s : task) {
      c += cost(s, fileSize, splitSize);
    }
    return c;
  }

  /** The first record start at or after {@code pos}; {@code length} when there is none. */
  static long boundary(FSDataInputStream file, long pos, long length, InputFormat format) throws IOException {
    if (pos <= 0) {
      return 0;
    }
    if (pos >= length) {
      return length;
    }
    file.seek(pos - 1);
    return InputBytes.boundary(new BufferedInputStream(file, 1 << 16), pos, length, format);
  }

  /**
   * Opens a slice: a plain file from {@code start} to its end (the reader reads the records that
   * start before {@code end}, {@link RecordReader#slice}), or the decompressed content of a whole
   * compressed file when {@code end} is -1.
   */
  public static InputStream open(FileSystem fs, SplitRow split) throws IOException {
    Path path = new Path(split.getPath());
    FSDataInputStream file = fs.open(path);
    try {
      if (split.getEnd() < 0) {
        BufferedInputStream in = new BufferedInputStream(file, 1 << 16);
        in.mark(Compression.HEAD_BYTES);
        byte[] magic = in.readNBytes(Compression.HEAD_BYTES);
        in.reset();
        return Compression.of(magic).decompress(in);
      }
      file.seek(split.getStart());
      return new BufferedInputStream(file, 1 << 16);
    } catch (IOException | RuntimeException e) {
      file.close();
      throw e;
    }
  }

  /**
   * The number of line ends in the first {@code pos} bytes of a plain file, counted as the reader
   * counts them (LF, CRLF and a lone CR each end one line): the line number of a slice's first
   * line, minus one.
   */
  public static long linesBefore(FileSystem fs, String path, long pos) throws IOException {
    InputBytes.LineBreaks lines = new InputBytes.LineBreaks();
    byte[] buf = new byte[1 << 16];
    try (InputStream in = fs.open(new Path(path))) {
      long left = pos;
      while (left > 0) {
        int n = in.read(buf, 0, (int) Math.min(buf.length, left));
        if (n < 0) {
          break;
        }
        lines.count(buf, n);
        left -= n;
      }
    }
    return lines.lines();
  }

  /** The file system of {@code path}, with Hadoop's default configuration (as on an executor). */
  public static FileSystem fs(String path) throws IOException {
    return InputBytes.fs(path);
  }
}
