package org.ludoteca.spark;

import java.io.Serializable;
import org.apache.spark.sql.Encoder;
import org.apache.spark.sql.Encoders;

/**
 * A slice of one input file that one task reads: bytes {@code [start, end)} of a plain file, cut
 * at record boundaries, or the whole of a compressed file ({@code start} 0, {@code end} -1).
 */
public class SplitRow implements Serializable {
  private static final long serialVersionUID = 1L;
  public static final Encoder<SplitRow> ENCODER = Encoders.bean(SplitRow.class);

  private String path;
  private String format;
  private long start;
  private long end;
  private String ingestRun;

  public SplitRow() {}

  SplitRow(String path, String format, long start, long end, String ingestRun) {
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

  @Override
  public String toString() {
    return path + "[" + start + "," + end + ")";
  }
}
