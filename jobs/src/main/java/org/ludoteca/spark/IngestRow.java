package org.ludoteca.spark;

import java.io.Serializable;
import java.util.List;
import org.apache.spark.sql.Encoder;
import org.apache.spark.sql.Encoders;

/**
 * What reading one split produces, one row per item: a game with its captures, a rejected
 * record, or (last) the split's tally of records read, which the reconciliation checks against
 * the rows. Staged once as Parquet, so replay runs once however many tables are written.
 */
public class IngestRow implements Serializable {
  private static final long serialVersionUID = 1L;
  public static final Encoder<IngestRow> ENCODER = Encoders.bean(IngestRow.class);

  private GameRow game;
  private List<CaptureRow> captures;
  private RejectedRow rejected;
  private long recordsRead;

  public GameRow getGame() { return game; }
  public void setGame(GameRow v) { game = v; }
  public List<CaptureRow> getCaptures() { return captures; }
  public void setCaptures(List<CaptureRow> v) { captures = v; }
  public RejectedRow getRejected() { return rejected; }
  public void setRejected(RejectedRow v) { rejected = v; }
  public long getRecordsRead() { return recordsRead; }
  public void setRecordsRead(long v) { recordsRead = v; }
}
