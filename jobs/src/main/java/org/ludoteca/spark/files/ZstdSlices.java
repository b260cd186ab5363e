package org.ludoteca.spark.files;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.io.SequenceInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
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
 * no decompression) and cuts the file into ranges of whole frames balanced by compressed bytes,
 * about a sixteenth of the split size each. pzstd's frames hold 2 MiB (level 1) to 32 MiB (level
 * 19) of text each, a task's work or more, so each is its own range; only small frames (as tests
 * make) are grouped. Record offsets are offsets in the decompressed stream, as for every
 * compressed file. When every frame's header gives its decompressed size (Frame_Content_Size, as
 * {@code zstd} writes it), each range's decompressed start is the sum of the sizes before it, and
 * nothing is decompressed before the ingest. pzstd's headers do not give it: then {@link
 * #measure} first decompresses each range once on the executors (in parallel, one task a range) to
 * count its bytes and line ends, and the driver adds them up: each range's decompressed start,
 * line number and the byte before it. Then each task reads its range as a plain slice is read
 * ({@link #open}): from the first record start at or after its decompressed start ({@link
 * InputBytes#boundary}) to the first record start at or after the next range's, reading on into
 * the following frames to finish its last record. Both ends are found by the same rule over the
 * same bytes, so every record is read by exactly one task, and whatever rule {@link
 * InputBytes#boundary} applies applies here unchanged. A range placed from the headers does not
 * know the byte before either end ({@link #UNKNOWN_BYTE}): the boundary is looked for as if it
 * were a line feed, a carriage return and any other byte; when the three agree (a record head
 * rarely starts exactly where a frame does) that is the boundary, else the frame before is
 * decompressed for its last byte. Its line ends before its start are counted only when a
 * rejection needs a line number ({@link #linesBefore}), as a plain slice's are.
 *
 * <p>A file of one range is read whole by one task, as gzip is. A range whose measure fails (a
 * corrupt frame) makes its file one whole-file slice: the reader then reports the failure as one
 * {@code unreadable file} rejection at the offset reached. A range placed from the headers whose
 * frames are corrupt is reported by its own task, as one {@code unreadable file} rejection at its
 * start.
 */
public final class ZstdSlices {
  private ZstdSlices() {}

  /** {@link SplitRow#getByteBeforeStart()}/{@link SplitRow#getByteBeforeEnd()} of a range placed from the headers. */
  public static final int UNKNOWN_BYTE = -2;

  /**
   * The frame ranges of a Zstandard file: placed in the decompressed stream when every frame's
   * header gives its size, else unmeasured ({@code start} -1); one whole-file slice ({@code end}
   * -1) when there is one range; an empty list if the file is not Zstandard.
   */
  static List<SplitRow> ranges(FileSystem fs, Path path, long length, RecordFormat format, long splitSize,
      String run) throws IOException {
    List<ZstdFrames.Frame> frames;
    try (FSDataInputStream in = fs.open(path)) {
      byte[] magic = new byte[Compression.HEAD_BYTES];
      int n = Math.max(0, in.read(0, magic, 0, magic.length));
      if (!InputBytes.zstd(java.util.Arrays.copyOf(magic, n))) {
        return new ArrayList<>();
      }
      frames = ZstdFrames.index(in::read, length);
    }
    List<int[]> groups = balanced(frames, Math.max(1, splitSize / 16));
    if (groups.size() <= 1) {
      return List.of(new SplitRow(path.toString(), format.name(), 0, -1, run));
    }
    boolean sized = true;
    for (ZstdFrames.Frame f : frames) {
      sized &= f.contentSize() >= 0;
    }
    List<SplitRow> out = new ArrayList<>();
    long offset = 0;
    for (int[] g : groups) {
      long bytes = 0;
      for (int i = g[0]; i < g[1]; i++) {
        bytes += Math.max(0, frames.get(i).contentSize());
      }
      SplitRow s = sized
          ? new SplitRow(path.toString(), format.name(), offset, offset + bytes, run)
          : new SplitRow(path.toString(), format.name(), -1, -1, run);
      s.setFrameStart(frames.get(g[0]).start());
      s.setFrameEnd(frames.get(g[1] - 1).end());
      s.setPreviousFrameStart(g[0] == 0 ? -1 : frames.get(g[0] - 1).start());
      s.setLastFrameStart(frames.get(g[1] - 1).start());
      if (sized) {
        s.setLinesBefore(offset == 0 ? 0 : -1);
        s.setByteBeforeStart(offset == 0 ? -1 : UNKNOWN_BYTE);
        s.setByteBeforeEnd(UNKNOWN_BYTE);
      }
      out.add(s);
      offset += bytes;
    }
    return out;
  }

  /**
   * Consecutive frames grouped into ranges {@code [from, to)} of about {@code target} compressed
   * bytes, balanced: the file's bytes over as many ranges as fit (at most one a frame), each cut at
   * the frame end nearest its share.
   */
  static List<int[]> balanced(List<ZstdFrames.Frame> frames, long target) {
    List<int[]> groups = new ArrayList<>();
    if (frames.isEmpty()) {
      return groups;
    }
    long first = frames.get(0).start();
    long total = frames.get(frames.size() - 1).end() - first;
    int count = (int) Math.max(1, Math.min(frames.size(), total / target));
    int from = 0;
    for (int i = 0; i < frames.size(); i++) {
      long goal = first + total * (groups.size() + 1) / count;
      ZstdFrames.Frame f = frames.get(i);
      if (i == frames.size() - 1) {
        groups.add(new int[] {from, i + 1});
      } else if (f.end() >= goal) {
        boolean before = i > from && goal - f.start() < f.end() - goal; // the start of f is nearer
        int to = before ? i : i + 1;
        groups.add(new int[] {from, to});
        from = to;
        if (before) {
          i--; // f opens the next range
        }
      }
    }
    return groups;
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
    return measure(splits, ranges -> {
      spark.sparkContext().setJobDescription("measure " + ranges.size() + " Zstandard frame ranges");
      return JavaSparkContext.fromSparkContext(spark.sparkContext())
          .parallelize(ranges, ranges.size())
          .map(ZstdSlices::measure)
          .collect();
    });
  }

  /**
   * As {@link #measure(SparkSession, List)}, the unmeasured ranges measured by {@code measurer}
   * (all of them at once, in order), which is not called when there are none.
   */
  static List<SplitRow> measure(List<SplitRow> splits, Function<List<SplitRow>, List<Measure>> measurer) {
    List<SplitRow> ranges = new ArrayList<>();
    for (SplitRow s : splits) {
      if (s.frameRange() && s.getStart() < 0) {
        ranges.add(s);
      }
    }
    if (ranges.isEmpty()) {
      return splits;
    }
    List<Measure> measures = measurer.apply(ranges);
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
      s.setPreviousFrameStart(r.getPreviousFrameStart());
      s.setLastFrameStart(r.getLastFrameStart());
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
   * file), where that is ({@code base}), the line ends before it (-1 when not counted: {@link
   * #linesBefore}), and the first record start of the next range ({@code end}, {@link
   * Long#MAX_VALUE} for none): the range owns the records that start in {@code [base, end)}.
   */
  public record Opened(InputStream in, long base, long linesBefore, long end) {
    /** The reader of the range's records, reading on past {@code end} to finish its last, as a plain slice's does. */
    public RecordReader reader(String source, RecordFormat format) {
      return RecordReader.slice(in, source, format, base, end == Long.MAX_VALUE ? -1 : end);
    }
  }

  /**
   * Opens a placed range: the decompressed bytes from the first record start at or after its
   * {@code start} on, with the offset of that start, the line ends before it when known, and the
   * first record start at or after its {@code end} (which may lie in a later frame), where its
   * records stop.
   */
  public static Opened open(FileSystem fs, SplitRow split) throws IOException {
    RecordFormat format = RecordFormat.valueOf(split.getFormat());
    Path path = new Path(split.getPath());
    long from = recordStart(fs, path, split.getFrameStart(), split.getStart(), split.getByteBeforeStart(),
        split.getPreviousFrameStart(), format);
    long to = recordStart(fs, path, split.getFrameEnd(), split.getEnd(), split.getByteBeforeEnd(),
        split.getLastFrameStart(), format);
    InputStream in = decompressedFrom(fs, path, split.getFrameStart());
    try {
      boolean counted = split.getLinesBefore() >= 0;
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
      return new Opened(in, from, counted ? lines : -1, Math.max(from, to));
    } catch (IOException | RuntimeException e) {
      in.close();
      throw e;
    }
  }

  /**
   * The first record start at or after decompressed offset {@code pos}, which is where the frame
   * at compressed offset {@code frame} starts; {@code before} is the byte before it ({@link
   * #UNKNOWN_BYTE}: the last byte of the frame at {@code previous}, read only when the boundary
   * depends on it). {@link Long#MAX_VALUE} when no record starts from there to the end of the
   * stream.
   */
  private static long recordStart(FileSystem fs, Path path, long frame, long pos, int before, long previous,
      RecordFormat format) throws IOException {
    if (pos <= 0) {
      return 0;
    }
    if (before != UNKNOWN_BYTE) {
      return recordStart(fs, path, frame, pos, before, format);
    }
    long lf = recordStart(fs, path, frame, pos, '\n', format);
    if (lf == recordStart(fs, path, frame, pos, '\r', format) && lf == recordStart(fs, path, frame, pos, 'x', format)) {
      return lf;
    }
    return recordStart(fs, path, frame, pos, lastByte(fs, path, previous, frame), format);
  }

  private static long recordStart(FileSystem fs, Path path, long frame, long pos, int before, RecordFormat format)
      throws IOException {
    try (InputStream in = decompressedFrom(fs, path, frame)) {
      InputStream withBefore = new SequenceInputStream(new ByteArrayInputStream(new byte[] {(byte) before}), in);
      return InputBytes.boundary(new BufferedInputStream(withBefore, 1 << 16), pos, Long.MAX_VALUE, format);
    }
  }

  /** The last decompressed byte of compressed bytes {@code [from, to)} of a file, -1 when they give none. */
  private static int lastByte(FileSystem fs, Path path, long from, long to) throws IOException {
    try (FSDataInputStream file = fs.open(path)) {
      file.seek(from);
      InputStream in = Compression.ZSTD.decompress(new InputBytes.Bounded(new BufferedInputStream(file, 1 << 16),
          to - from));
      byte[] buf = new byte[1 << 16];
      int last = -1;
      int n;
      while ((n = in.read(buf)) >= 0) {
        if (n > 0) {
          last = buf[n - 1] & 0xff;
        }
      }
      return last;
    }
  }

  /**
   * Line ends counted so far per file (executor code): at decompressed offsets where a range
   * starts, the compressed offset of its first frame, the line ends before it and the byte before
   * it; so that rejections in many ranges of one file do not each count from its start.
   */
  private static final Map<String, TreeMap<Long, long[]>> LINES = new ConcurrentHashMap<>();

  /**
   * The line ends in the decompressed bytes before {@code pos} of a range placed from the headers
   * (at or after its {@code start}), counted as the reader counts them (LF, CRLF and a lone CR
   * each end one line): decompressing from the nearest range start already counted in this JVM.
   * Costs a decompression of the file up to {@code pos} at worst, paid only when a rejection needs
   * a line number.
   */
  public static long linesBefore(FileSystem fs, SplitRow split, long pos) throws IOException {
    if (split.getLinesBefore() >= 0) {
      return split.getLinesBefore() + lines(fs, new Path(split.getPath()), split.getFrameStart(),
          split.getByteBeforeStart(), pos - split.getStart());
    }
    Path path = new Path(split.getPath());
    org.apache.hadoop.fs.FileStatus st = fs.getFileStatus(path);
    TreeMap<Long, long[]> known = LINES.computeIfAbsent(path + "@" + st.getModificationTime() + ":" + st.getLen(),
        k -> new TreeMap<>(Map.of(0L, new long[] {0, 0, -1})));
    long[] at;
    long atOffset;
    synchronized (known) {
      Map.Entry<Long, long[]> e = known.floorEntry(split.getStart());
      atOffset = e.getKey();
      at = e.getValue();
    }
    long[] counted = linesAndLast(fs, path, at[0], (int) at[2], split.getStart() - atOffset);
    long before = at[1] + counted[0];
    int last = split.getStart() == atOffset ? (int) at[2] : (int) counted[1];
    synchronized (known) {
      known.put(split.getStart(), new long[] {split.getFrameStart(), before, last});
    }
    return before + lines(fs, path, split.getFrameStart(), last, pos - split.getStart());
  }

  private static long lines(FileSystem fs, Path path, long frame, int before, long bytes) throws IOException {
    return bytes <= 0 ? 0 : linesAndLast(fs, path, frame, before, bytes)[0];
  }

  /**
   * The line ends in the first {@code bytes} decompressed bytes from the frame at compressed
   * offset {@code frame}, {@code before} the byte before them, and the last of those bytes.
   */
  private static long[] linesAndLast(FileSystem fs, Path path, long frame, int before, long bytes)
      throws IOException {
    long lines = 0;
    boolean cr = before == '\r';
    int last = before;
    if (bytes <= 0) {
      return new long[] {0, last};
    }
    try (InputStream in = decompressedFrom(fs, path, frame)) {
      byte[] buf = new byte[1 << 16];
      long left = bytes;
      while (left > 0) {
        int n = in.read(buf, 0, (int) Math.min(buf.length, left));
        if (n < 0) {
          break;
        }
        for (int i = 0; i < n; i++) {
          byte b = buf[i];
          if (b == '\n') {
            lines += cr ? 0 : 1;
          } else if (b == '\r') {
            lines++;
          }
          cr = b == '\r';
        }
        if (n > 0) {
          last = buf[n - 1] & 0xff;
        }
        left -= n;
      }
    }
    return new long[] {lines, last};
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
