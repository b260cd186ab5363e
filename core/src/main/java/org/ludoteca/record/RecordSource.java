package org.ludoteca.record;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * The records of one stream as a format reads them ({@link InputFormat#records}), pushed one at a
 * time to a {@link RecordVisitor}: every hook in file order, ending with {@link
 * RecordVisitor#endRecord} or {@link RecordVisitor#rejected} (unless the visitor skipped the
 * record). {@link RecordReader} is the pull reader over it. Not thread-safe.
 */
public interface RecordSource {
  /**
   * Reads the next record, pushing its parts to {@code visitor}.
   *
   * @return false at the end of the input (no record was read); true when one was, also when the
   *     visitor skipped it
   * @throws IOException only when the stream fails
   */
  boolean next(RecordVisitor visitor) throws IOException;

  /**
   * The UTF-8 bytes of the text of the record {@link #next} read last, as read (a view of the
   * source's buffer, valid until the next call), when the source still holds them and they are
   * the text's UTF-8 encoding; null otherwise, the default.
   */
  default ByteBuffer lastText() {
    return null;
  }

  /** The lines read so far that were text outside any record ({@link SkippedLines}); none, the default. */
  default SkippedLines skipped() {
    return SkippedLines.NONE;
  }
}
