package org.ludoteca.spark;

import java.io.Serializable;
import org.apache.spark.sql.Encoder;
import org.apache.spark.sql.Encoders;

/**
 * One row of the {@code rejected} table: a record the reader could not read, or a file that
 * could not be read to its end (reason {@code unreadable file: ...}, no line or column).
 */
public class RejectedRow implements Serializable {
  private static final long serialVersionUID = 1L;
  public static final Encoder<RejectedRow> ENCODER = Encoders.bean(RejectedRow.class);

  private String source;
  private long offset;
  private String reason;
  private Long line;
  private Integer column;
  private String raw;
  private String ingestRun;

  public String getSource() { return source; }
  public void setSource(String v) { source = v; }
  public long getOffset() { return offset; }
  public void setOffset(long v) { offset = v; }
  public String getReason() { return reason; }
  public void setReason(String v) { reason = v; }
  public Long getLine() { return line; }
  public void setLine(Long v) { line = v; }
  public Integer getColumn() { return column; }
  public void setColumn(Integer v) { column = v; }
  public String getRaw() { return raw; }
  public void setRaw(String v) { raw = v; }
  public String getIngestRun() { return ingestRun; }
  public void setIngestRun(String v) { ingestRun = v; }
}
