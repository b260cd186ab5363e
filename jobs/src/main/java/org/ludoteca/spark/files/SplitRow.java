package org.ludoteca.spark.files;

import java.io.Serializable;
import org.apache.spark.sql.Encoder;
import org.apache.spark.sql.Encoders;

/**
 * A slice of one input file that one task reads: bytes {@code [start, end)} of a plain file, cut
 * at record boundaries, or the whole of a compressed file ({@code start} 0, {@code end} -1), or a
 * range of whole Zstandard frames ({@link ZstdSlices}: compressed bytes {@code [frameStart,
 * frameEnd)}, decompressed {@code [start, end)}, the records that start there).
 */
public class SplitRow implements Serializable {
  private static final long serialVersionUID = 1L;
  public static final Encoder<SplitRow> ENCODER = Encoders.bean(SplitRow.class);

  private String path;
  private String format;
  private long start;
  private long end;
  private String ingestRun;
  private long frameStart = -1;
  private long frameEnd = -1;
  private long linesBefore;
  private int byteBeforeStart = -1;
  private int byteBeforeEnd = -1;
  private long previousFrameStart = -1;
  private long lastFrameStart = -1;

  public SplitRow() {}

  public SplitRow(String path, String format, long start, long end, String ingestRun) {
    this.path = path;
    this.format = format;
    this.start = start;
    this.end = end;
    this.ingestRun = ingestRun;
  }

  public String getPath() { return path; }
  public void setPath(String v) { path = v; }
  public String getFormat() { return format; }
  public void setFormat(String v) { format = v; }
  public long getStart() { return start; }
  public void setStart(long v) { start = v; }
  public long getEnd() { return end; }
  public void setEnd(long v) { end = v; }
  public String getIngestRun() { return ingestRun; }
  public void setIngestRun(String v) { ingestRun = v; }
  /** Zstandard frame ranges: compressed offset of the range's first frame, else -1. */
  public long getFrameStart() { return frameStart; }
  public void setFrameStart(long v) { frameStart = v; }
  /** Zstandard frame ranges: compressed offset after the range's last frame, else -1. */
  public long getFrameEnd() { return frameEnd; }
  public void setFrameEnd(long v) { frameEnd = v; }
  /** Zstandard frame ranges: line ends in the decompressed bytes before {@code start}, -1 when not counted ({@link ZstdSlices#linesBefore}). */
  public long getLinesBefore() { return linesBefore; }
  public void setLinesBefore(long v) { linesBefore = v; }
  /** Zstandard frame ranges: the decompressed byte before {@code start}, -1 at the start of the file, {@link ZstdSlices#UNKNOWN_BYTE} when not read. */
  public int getByteBeforeStart() { return byteBeforeStart; }
  public void setByteBeforeStart(int v) { byteBeforeStart = v; }
  /** Zstandard frame ranges: the decompressed byte before {@code end}, -1 at the start of the file, {@link ZstdSlices#UNKNOWN_BYTE} when not read. */
  public int getByteBeforeEnd() { return byteBeforeEnd; }
  public void setByteBeforeEnd(int v) { byteBeforeEnd = v; }

  /** Zstandard frame ranges: compressed offset of the frame before the range's first, -1 when none. */
  public long getPreviousFrameStart() { return previousFrameStart; }
  public void setPreviousFrameStart(long v) { previousFrameStart = v; }
  /** Zstandard frame ranges: compressed offset of the range's last frame. */
  public long getLastFrameStart() { return lastFrameStart; }
  public void setLastFrameStart(long v) { lastFrameStart = v; }

  /** Whether this is a range of Zstandard frames of a file of several ranges. */
  public boolean frameRange() {
    return frameEnd >= 0;
  }

  @Override
  public String toString() {
    return path + "[" + start + "," + end + ")";
  }
}
