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
import org.ludoteca.record.DecompressionBombException;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.ZstdFrames;

/**
 * Zstandard files split across tasks, a range of whole frames a task.
 *
 * <p>On the driver, {@link #ranges} indexes the frames from their headers ({@link ZstdFrames}:
 * no decompression) and cuts the file into ranges of whole consecutive frames, balanced by their
 * text as the headers estimate it ({@link #estimate}: pzstd's frames hold four windows of text,
 * 8 MiB at level 3, 32 MiB at level 19), about the ingest's split size each (64 MiB: one task's
 * work, as many tasks as the plain file would make) and at least {@link #MIN_RANGES} a file when
 * it has the frames. Record offsets are offsets in the decompressed stream, as for every
 * compressed file. When every frame's header gives its decompressed size (Frame_Content_Size, as
 * {@code zstd} writes it), each range's decompressed start is the sum of the sizes before it, and
 * nothing is decompressed before the ingest. pzstd's headers do not give it: then, when the
 * executors share the driver's JVM ({@link #forTasks}: a {@code local} master), each task places
 * its own range as it reads it ({@link FrameStarts}: its range decompressed once, into memory,
 * its size published, the sizes of the ranges before it added up as their tasks publish them);
 * with executors elsewhere, {@link #measure} first decompresses each range once on the executors
 * (in parallel, one task a range) to count its bytes and line ends, and the driver adds them up:
 * each range's decompressed start, line number and the byte before it. Then each task reads its
 * range as a plain slice is read
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
  /**
   * Lets go the chunks this JVM keeps for the next range's decompressed bytes ({@code
   * FrameStarts.Kept}), when no more ranges are read for a while: at the end of an ingest. Softly
   * held, they were not taken back before the heap's full collections ran one after another (the
   * identity grouping after 10^7 games at {@code -Xmx1g}: ten in 5 s).
   */
  public static void releaseChunks() {
    FrameStarts.Kept.releaseFree();
  }

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
    long[] estimates;
    try (FSDataInputStream in = fs.open(path)) {
      byte[] magic = new byte[Compression.HEAD_BYTES];
      int n = Math.max(0, in.read(0, magic, 0, magic.length));
      if (!InputBytes.zstd(java.util.Arrays.copyOf(magic, n))) {
        return new ArrayList<>();
      }
      frames = ZstdFrames.index(in::read, length);
      estimates = new long[frames.size()];
      for (int i = 0; i < estimates.length; i++) {
        estimates[i] = estimate(frames.get(i), in::read);
      }
    }
    long text = 0;
    for (int i = 0; i < estimates.length; i++) {
      text += estimates[i];
      if (FrameStarts.bomb(text, frames.get(i).end()) != null) {
        // A bomb by its headers: read whole by one task, whose guard stops it once (data/format/12.1).
        return List.of(new SplitRow(path.toString(), format.name(), 0, -1, run));
      }
    }
    List<int[]> groups = balanced(frames, estimates, Math.max(1, Math.min(splitSize, text / MIN_RANGES)));
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
   * A file is cut into at least this many ranges when it has the frames and the text (two waves of
   * tasks on two cores): fewer leave a core idle while the last range is read.
   */
  static final int MIN_RANGES = 4;

  /**
   * A frame's decompressed bytes as estimated from its header alone: its Frame_Content_Size when
   * given, else, behind a pzstd header, four times its window (pzstd cuts its input into chunks of
   * four windows: 8 MiB at level 3, 32 MiB at level 19; the last chunk is shorter), at least its
   * compressed size; else its compressed size times {@link Splits#COMPRESSION_RATIO}. Only the
   * grouping uses it: where a range starts in the decompressed stream is always measured.
   */
  static long estimate(ZstdFrames.Frame frame, ZstdFrames.Source in) throws IOException {
    long compressed = frame.end() - frame.start();
    if (frame.contentSize() >= 0) {
      return frame.contentSize();
    }
    long window = ZstdFrames.windowSize(in, frame);
    return window > 0 ? Math.max(compressed, 4 * window) : compressed * Splits.COMPRESSION_RATIO;
  }

  /**
   * Consecutive frames grouped into ranges {@code [from, to)} of about {@code target} bytes of
   * text, each frame counted as {@code sizes[i]} bytes, balanced: the file's bytes over as many
   * ranges as fit (at most one a frame), each cut at the frame end nearest its share.
   */
  static List<int[]> balanced(List<ZstdFrames.Frame> frames, long[] sizes, long target) {
    List<int[]> groups = new ArrayList<>();
    if (frames.isEmpty()) {
      return groups;
    }
    long total = 0;
    for (long size : sizes) {
      total += size;
    }
    int count = (int) Math.max(1, Math.min(frames.size(), total / target));
    int from = 0;
    long start = 0; // the sizes of the frames before frame i
    for (int i = 0; i < frames.size(); i++) {
      long goal = total * (groups.size() + 1) / count;
      long end = start + sizes[i];
      if (i == frames.size() - 1) {
        groups.add(new int[] {from, i + 1});
      } else if (end >= goal) {
        boolean before = i > from && goal - start < end - goal; // the start of frame i is nearer
        int to = before ? i : i + 1;
        groups.add(new int[] {from, to});
        from = to;
        if (before) {
          i--; // frame i opens the next range
          continue;
        }
      }
      start = end;
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
   * The slices as the ingest's tasks get them: unchanged when the executors share the driver's JVM
   * ({@code local} master: the tasks place the unmeasured frame ranges as they read them, {@link
   * FrameStarts}, each range decompressed once), else {@link #measure measured} first.
   */
  public static List<SplitRow> forTasks(SparkSession spark, List<SplitRow> splits) {
    if (!spark.sparkContext().isLocal()) {
      return measure(spark, splits);
    }
    Map<String, FrameStarts> files = new java.util.HashMap<>();
    for (SplitRow s : splits) {
      if (s.frameRange() && s.getStart() < 0) {
        try {
          FrameStarts file = files.get(s.getPath());
          if (file == null) {
            file = FrameStarts.of(InputBytes.fs(s.getPath()), new Path(s.getPath()), s.getIngestRun());
            files.put(s.getPath(), file);
          }
          file.expect(s.getFrameStart());
        } catch (IOException e) {
          // its task finds the file gone or changed, and says so
        }
      }
    }
    return splits;
  }

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
    long decompressed = 0;
    for (int k = 0; k < measures.size(); k++) {
      Measure m = measures.get(k);
      decompressed += m.bytes();
      if (m.error() != null || FrameStarts.bomb(decompressed, ranges.get(k).getFrameEnd()) != null) {
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
    FrameStarts.WHOLE_DECOMPRESSIONS.increment();
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
  public record Opened(InputStream in, long base, long linesBefore, long end, SplitRow split) {
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
    if (split.getStart() < 0) {
      return openUnplaced(fs, split);
    }
    Path path = new Path(split.getPath());
    return open(fs, split, () -> decompressedFrom(fs, path, split.getFrameStart()), null);
  }

  /**
   * Opens a range that its headers did not place and that was not measured ({@link #measure}:
   * the executors share the driver's JVM): its frames decompressed once, kept in memory, its start
   * added up from the other ranges' sizes as their tasks publish them ({@link FrameStarts}). The
   * split then is as one placed from the headers, with the bytes before both its ends known.
   */
  private static Opened openUnplaced(FileSystem fs, SplitRow split) throws IOException {
    Path path = new Path(split.getPath());
    FrameStarts file = FrameStarts.of(fs, path, split.getIngestRun());
    file.claim(split.getFrameStart());
    if (file.failedAt(split.getFrameStart())) { // a range before stopped the file: this one is not decompressed
      file.publish(split.getFrameStart(), new FrameStarts.Extent(split.getFrameEnd(), 0, -1, "not read"));
      return new Opened(InputStream.nullInputStream(), 0, -1, Long.MAX_VALUE, split);
    }
    FrameStarts.Kept kept = null;
    try {
      kept = FrameStarts.Kept.read(fs, path, split.getFrameStart(), split.getFrameEnd(), FrameStarts.KEPT_BYTES);
    } finally {
      file.publish(split.getFrameStart(), kept != null ? kept.extent(split.getFrameEnd())
          : new FrameStarts.Extent(split.getFrameStart(), 0, -1, "not read"));
    }
    FrameStarts.Place at = file.placeOf(fs, split.getFrameStart());
    SplitRow placed = new SplitRow(split.getPath(), split.getFormat(), at.offset(), at.offset() + kept.bytes(),
        split.getIngestRun());
    placed.setFrameStart(split.getFrameStart());
    placed.setFrameEnd(split.getFrameEnd());
    placed.setPreviousFrameStart(split.getPreviousFrameStart());
    placed.setLastFrameStart(split.getLastFrameStart());
    placed.setLinesBefore(at.offset() == 0 ? 0 : -1);
    placed.setByteBeforeStart(at.byteBefore());
    placed.setByteBeforeEnd(kept.bytes() > 0 ? kept.lastByte() : at.byteBefore());
    // A range before did not decompress, or was a bomb, or a task's look-ahead ran into a defect
    // before this range: a whole-file read stops there too.
    if (at.failed() || file.failedAt(split.getFrameStart())) {
      return new Opened(InputStream.nullInputStream(), at.offset(), -1, Long.MAX_VALUE, placed);
    }
    String bomb = kept.error() == null ? FrameStarts.bomb(at.offset() + kept.bytes(), split.getFrameEnd()) : null;
    if (bomb != null) { // the ratio from the file's start: nothing of it read, one unreadable file rejection
      file.failFrom(split.getFrameStart());
      placed.setEnd(-1);
      return new Opened(failing(new DecompressionBombException(bomb)), at.offset(), placed.getLinesBefore(),
          Long.MAX_VALUE, placed);
    }
    FrameStarts.Kept range = kept;
    if (range.error() != null) { // its records up to the defect, then one unreadable file rejection
      file.failFrom(split.getFrameStart());
      placed.setEnd(-1);
      placed.setByteBeforeEnd(-1);
      try {
        IoSupplier<InputStream> head = () -> new java.io.SequenceInputStream(range.stream(), failing(range.error()));
        return open(fs, placed, head, head);
      } catch (IOException | RuntimeException e) {
        return new Opened(failing(range.error()), at.offset(), placed.getLinesBefore(), Long.MAX_VALUE, placed);
      }
    }
    if (!range.whole()) { // more than was kept: decompressed again
      range.release();
      return open(fs, placed, () -> decompressedFrom(fs, path, split.getFrameStart()), null);
    }
    // The frames after the range, read only if its first or last record runs into them. If they do
    // not decompress (a bomb, a corrupt frame), the defect is in the next range or later: that range
    // still reads what it can (its own defect is its own row), the ranges after it are not read.
    Runnable stop = () -> file.failFrom(split.getFrameEnd() + 1);
    IoSupplier<InputStream> find = () -> new java.io.SequenceInputStream(range.stream(), new LazyStream(
        () -> decompressedFrom(fs, path, split.getFrameEnd()), stop));
    // The read, after the first record start is found: the kept bytes let go as they are read.
    IoSupplier<InputStream> read = () -> new java.io.SequenceInputStream(range.releasingStream(), new LazyStream(
        () -> decompressedFrom(fs, path, split.getFrameEnd()), stop));
    try {
      return open(fs, placed, read, find);
    } catch (IOException e) {
      // No record starts in it before the defect its look-ahead ran into: it owns no record, and the
      // range before it, looking for the same record start (its end), reads on to the defect and
      // gives the file's one unreadable file row there.
      return new Opened(InputStream.nullInputStream(), at.offset(), -1, Long.MAX_VALUE, placed);
    }
  }

  /** A stream that fails at its first read with {@code e}. */
  private static InputStream failing(IOException e) {
    return new InputStream() {
      @Override
      public int read() throws IOException {
        throw e;
      }
    };
  }

  /** Opens on first read: the frames after a range, decompressed only if its last record runs into them. */
  private static final class LazyStream extends InputStream {
    private final IoSupplier<InputStream> open;
    private final Runnable onFailure;
    private InputStream in;

    /** {@code onFailure} is run when opening or reading the stream fails. */
    LazyStream(IoSupplier<InputStream> open, Runnable onFailure) {
      this.open = open;
      this.onFailure = onFailure;
    }

    private InputStream in() throws IOException {
      if (in == null) {
        in = open.get();
      }
      return in;
    }

    @Override
    public int read() throws IOException {
      try {
        return in().read();
      } catch (IOException | RuntimeException e) {
        onFailure.run();
        throw e;
      }
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      try {
        return in().read(b, off, len);
      } catch (IOException | RuntimeException e) {
        onFailure.run();
        throw e;
      }
    }

    @Override
    public void close() throws IOException {
      if (in != null) {
        in.close();
      }
    }
  }

  /** A stream opened on demand. */
  @FunctionalInterface
  private interface IoSupplier<T> {
    T get() throws IOException;
  }

  /**
   * Opens a placed range whose decompressed bytes from its first frame on {@code from0} gives; when
   * {@code kept} gives them from memory (and on into the next frames), its first record start is
   * looked for in them.
   */
  private static Opened open(FileSystem fs, SplitRow split, IoSupplier<InputStream> from0, IoSupplier<InputStream> kept)
      throws IOException {
    RecordFormat format = RecordFormat.valueOf(split.getFormat());
    Path path = new Path(split.getPath());
    long from = kept != null && split.getByteBeforeStart() != UNKNOWN_BYTE
        ? recordStart(kept.get(), split.getStart(), split.getByteBeforeStart(), format)
        : recordStart(fs, path, split.getFrameStart(), split.getStart(), split.getByteBeforeStart(),
            split.getPreviousFrameStart(), format);
    long to;
    try {
      to = split.getEnd() < 0 ? Long.MAX_VALUE : recordStart(fs, path, split.getFrameEnd(), split.getEnd(),
          split.getByteBeforeEnd(), split.getLastFrameStart(), format);
    } catch (IOException | RuntimeException e) {
      to = Long.MAX_VALUE; // the next range does not decompress: this one's records are read up to the defect
    }
    InputStream in = from0.get();
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
      return new Opened(in, from, counted ? lines : -1, Math.max(from, to), split);
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
    return recordStart(decompressedFrom(fs, path, frame), pos, before, format);
  }

  /** As above, the decompressed bytes from {@code pos} on given (and closed here). */
  private static long recordStart(InputStream in, long pos, int before, RecordFormat format) throws IOException {
    if (pos <= 0) {
      in.close();
      return 0;
    }
    try (in) {
      InputStream withBefore = new SequenceInputStream(new ByteArrayInputStream(new byte[] {(byte) before}), in);
      return InputBytes.boundary(new BufferedInputStream(withBefore, 1 << 16), pos, Long.MAX_VALUE, format);
    }
  }

  /** The last decompressed byte of compressed bytes {@code [from, to)} of a file, -1 when they give none. */
  private static int lastByte(FileSystem fs, Path path, long from, long to) throws IOException {
    FrameStarts.WHOLE_DECOMPRESSIONS.increment();
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
