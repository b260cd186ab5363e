package org.ludoteca.spark.files;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.io.SequenceInputStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.ludoteca.record.Compression;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.ZstdFrames;

/**
 * Zstandard files split across tasks, a range of whole frames a task.
 *
 * <p>On the driver, {@link #ranges} indexes the frames from their headers ({@link ZstdFrames}:
 * no decompression) and groups consecutive frames into ranges of at least a sixteenth of the
 * split size in compressed bytes. pzstd's frames hold 2 MiB (level 1) to 32 MiB (level 19) of
 * text each, a task's work or more, so each is its own range; only small frames (as tests make)
 * are grouped. Record offsets are offsets in the decompressed stream, as for every compressed file, but
 * pzstd's frame headers do not give their decompressed sizes; so {@link #measure} first
 * decompresses each range once on the executors (in parallel, one task a range) to count its bytes
 * and line ends, and the driver adds them up: each range's decompressed start, line number and the
 * byte before it. Then each task reads its range as a plain slice is read ({@link #open}): from the
 * first record start at or after its decompressed start ({@link InputBytes#boundary}) to the first
 * record start at or after the next range's, reading on into the following frames to finish its
 * last record. Both ends are found by the same rule over the same bytes, so every record is read
 * by exactly one task, and whatever rule {@link InputBytes#boundary} applies applies here unchanged.
 *
 * <p>A file of one range is read whole by one task, as gzip is. A range whose measure fails (a
 * corrupt frame) makes its file one whole-file slice: the reader then reports the failure as one
 * {@code unreadable file} rejection at the offset reached.
 */
public final class ZstdSlices {
  private ZstdSlices() {}

  /**
   * The frame ranges of a Zstandard file as unmeasured slices ({@code start} -1), or one
   * whole-file slice ({@code end} -1) when there is one range; an empty list if the file is not
   * Zstandard.
   */
  static List<SplitRow> ranges(FileSystem fs, Path path, long length, RecordFormat format, long splitSize,
      String run) throws IOException {
    List<SplitRow> out = new ArrayList<>();
    List<ZstdFrames.Frame> frames;
    try (FSDataInputStream in = fs.open(path)) {
      byte[] magic = new byte[Compression.HEAD_BYTES];
      int n = Math.max(0, in.read(0, magic, 0, magic.length));
      if (!InputBytes.zstd(java.util.Arrays.copyOf(magic, n))) {
        return out;
      }
      frames = ZstdFrames.index(in::read, length);
    }
    long target = Math.max(1, splitSize / 16);
    long start = -1;
    for (int i = 0; i < frames.size(); i++) {
      ZstdFrames.Frame f = frames.get(i);
      if (start < 0) {
        start = f.start();
      }
      if (f.end() - start >= target || i == frames.size() - 1) {
        SplitRow s = new SplitRow(path.toString(), format.name(), -1, -1, run);
        s.setFrameStart(start);
        s.setFrameEnd(f.end());
        out.add(s);
        start = -1;
      }
    }
    if (out.size() <= 1) {
      return List.of(new SplitRow(path.toString(), format.name(), 0, -1, run));
    }
    return out;
  }

  /**
   * What decompressing one range gave: its bytes, its line ends counted as {@link
   * InputBytes.LineBreaks} counts them with no carriage return before the range, whether it starts
   * with a line feed, its last byte (-1 when empty); or the error that stopped it.
   */
  record Measure(long bytes, long lines, boolean startsWithLf, int lastByte, String error)
      implements Serializable {}

  /**
   * The slices with every unmeasured frame range measured: one Spark job over all of them (none
   * when there are none). Other slices pass unchanged, in order.
   */
  public static List<SplitRow> measure(SparkSession spark, List<SplitRow> splits) {
    List<SplitRow> ranges = new ArrayList<>();
    for (SplitRow s : splits) {
      if (s.frameRange() && s.getStart() < 0) {
        ranges.add(s);
      }
    }
    if (ranges.isEmpty()) {
      return splits;
    }
    spark.sparkContext().setJobDescription("measure " + ranges.size() + " Zstandard frame ranges");
    List<Measure> measures = JavaSparkContext.fromSparkContext(spark.sparkContext())
        .parallelize(ranges, ranges.size())
        .map(ZstdSlices::measure)
        .collect();
    List<SplitRow> out = new ArrayList<>();
    int i = 0;
    int next = 0; // the first range not yet placed: ranges holds them in the order of splits
    while (i < splits.size()) {
      SplitRow s = splits.get(i);
      if (!(s.frameRange() && s.getStart() < 0)) {
        out.add(s);
        i++;
        continue;
      }
      int first = next;
      int j = first;
      while (j < ranges.size() && ranges.get(j).getPath().equals(s.getPath())) {
        j++;
      }
      out.addAll(placed(ranges.subList(first, j), measures.subList(first, j)));
      i += j - first;
      next = j;
    }
    return out;
  }

  /**
   * The ranges of one file placed in its decompressed stream from their measures; one whole-file
   * slice if a measure failed.
   */
  static List<SplitRow> placed(List<SplitRow> ranges, List<Measure> measures) {
    SplitRow first = ranges.get(0);
    for (Measure m : measures) {
      if (m.error() != null) {
        return List.of(new SplitRow(first.getPath(), first.getFormat(), 0, -1, first.getIngestRun()));
      }
    }
    List<SplitRow> out = new ArrayList<>();
    long offset = 0;
    long lines = 0;
    int before = -1;
    for (int k = 0; k < ranges.size(); k++) {
      SplitRow r = ranges.get(k);
      Measure m = measures.get(k);
      SplitRow s = new SplitRow(r.getPath(), r.getFormat(), offset, offset + m.bytes(), r.getIngestRun());
      s.setFrameStart(r.getFrameStart());
      s.setFrameEnd(r.getFrameEnd());
      s.setLinesBefore(lines);
      s.setByteBeforeStart(before);
      lines += m.lines() - (before == '\r' && m.startsWithLf() ? 1 : 0);
      offset += m.bytes();
      if (m.bytes() > 0) {
        before = m.lastByte();
      }
      s.setByteBeforeEnd(before);
      out.add(s);
    }
    // The last range reads to the end of the stream: the next range starts where the stream ends.
    return out;
  }

  /** Decompresses one range (executor code) and counts it. */
  static Measure measure(SplitRow range) {
    long bytes = 0;
    InputBytes.LineBreaks lines = new InputBytes.LineBreaks();
    boolean startsWithLf = false;
    int last = -1;
    try (FSDataInputStream file = InputBytes.fs(range.getPath()).open(new Path(range.getPath()))) {
      file.seek(range.getFrameStart());
      InputStream in = Compression.ZSTD.decompress(new InputBytes.Bounded(new BufferedInputStream(file, 1 << 16),
          range.getFrameEnd() - range.getFrameStart()));
      byte[] buf = new byte[1 << 16];
      int n;
      while ((n = in.read(buf)) > 0) {
        if (bytes == 0) {
          startsWithLf = buf[0] == '\n';
        }
        lines.count(buf, n);
        bytes += n;
        last = buf[n - 1] & 0xff;
      }
      return new Measure(bytes, lines.lines(), startsWithLf, last, null);
    } catch (IOException | RuntimeException e) {
      return new Measure(bytes, lines.lines(), startsWithLf, last, Inputs.message(e));
    }
  }

  /**
   * A range opened: its decompressed bytes from its first record start on (to the end of the
   * file), where that is ({@code base}), the line ends before it, and the first record start of the
   * next range ({@code end}, {@link Long#MAX_VALUE} for none): the range owns the records that
   * start in {@code [base, end)}.
   */
  public record Opened(InputStream in, long base, long linesBefore, long end) {
    /** The reader of the range's records, reading on past {@code end} to finish its last, as a plain slice's does. */
    public RecordReader reader(String source, RecordFormat format) {
      return RecordReader.slice(in, source, format, base, end == Long.MAX_VALUE ? -1 : end);
    }
  }

  /**
   * Opens a measured range: the decompressed bytes from the first record start at or after its
   * {@code start} on, with the offset of that start, the line ends before it, and the first record
   * start at or after its {@code end} (which may lie in a later frame), where its records stop.
   */
  public static Opened open(FileSystem fs, SplitRow split) throws IOException {
    RecordFormat format = RecordFormat.valueOf(split.getFormat());
    Path path = new Path(split.getPath());
    long from = recordStart(fs, path, split.getFrameStart(), split.getStart(), split.getByteBeforeStart(), format);
    long to = recordStart(fs, path, split.getFrameEnd(), split.getEnd(), split.getByteBeforeEnd(), format);
    InputStream in = decompressedFrom(fs, path, split.getFrameStart());
    try {
      long lines = split.getLinesBefore();
      boolean cr = split.getByteBeforeStart() == '\r';
      long skip = from - split.getStart();
      while (skip > 0) {
        int b = in.read();
        if (b < 0) {
          break;
        }
        if (b == '\n') {
          lines += cr ? 0 : 1;
        } else if (b == '\r') {
          lines++;
        }
        cr = b == '\r';
        skip--;
      }
      return new Opened(in, from, lines, Math.max(from, to));
    } catch (IOException | RuntimeException e) {
      in.close();
      throw e;
    }
  }

  /**
   * The first record start at or after decompressed offset {@code pos}, which is where the frame
   * at compressed offset {@code frame} starts; {@code before} is the byte before it. {@link
   * Long#MAX_VALUE} when no record starts from there to the end of the stream.
   */
  private static long recordStart(FileSystem fs, Path path, long frame, long pos, int before, RecordFormat format)
      throws IOException {
    if (pos <= 0) {
      return 0;
    }
    try (InputStream in = decompressedFrom(fs, path, frame)) {
      InputStream withBefore = new SequenceInputStream(new ByteArrayInputStream(new byte[] {(byte) before}), in);
      return InputBytes.boundary(new BufferedInputStream(withBefore, 1 << 16), pos, Long.MAX_VALUE, format);
    }
  }

  /** The decompressed stream from the frame at compressed offset {@code frame} to the end of the file. */
  private static InputStream decompressedFrom(FileSystem fs, Path path, long frame) throws IOException {
    FSDataInputStream file = fs.open(path);
    try {
      file.seek(frame);
      return new BufferedInputStream(Compression.ZSTD.decompress(new BufferedInputStream(file, 1 << 16)), 1 << 16);
    } catch (IOException | RuntimeException e) {
      file.close();
      throw e;
    }
  }
}
