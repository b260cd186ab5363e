package org.ludoteca.record;

import java.io.Serializable;

/**
 * What reading one record produced: a {@link GameRecord} or a {@link RejectedRecord}, so that a
 * pull reader returns one type and every record of a file is accounted for exactly once.
 *
 * <p>Callers branch with {@code if (r instanceof GameRecord g) ...}.
 */
public sealed interface ReadResult extends Serializable permits GameRecord, RejectedRecord {
  /** The name of the file or stream the record came from. */
  String source();

  /** The byte offset of the record's first byte in the decompressed stream. */
  long offset();

  /** The 1-based line this result points at: where a game starts, or a rejection's defect. */
  long line();
}
