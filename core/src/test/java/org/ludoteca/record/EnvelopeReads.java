package org.ludoteca.record;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Test helpers for other packages: PGN read by chunks of a given size, and by the line-based reference parser. */
public final class EnvelopeReads {
  private EnvelopeReads() {}

  /** The records of {@code data} as {@link RecordReader#of} reads them, in chunks of {@code chunkBytes}. */
  public static List<ReadResult> chunked(byte[] data, String source, int chunkBytes) {
    return drain(RecordReader.of(new ByteArrayInputStream(data), source, RecordFormat.ENVELOPE, chunkBytes));
  }

  /** The records of {@code data} as the line-based parser alone reads them (the reference). */
  public static List<ReadResult> lineBased(byte[] data, String source) {
    return drain(RecordReader.lineBased(new ByteArrayInputStream(data), source, RecordFormat.ENVELOPE));
  }

  private static List<ReadResult> drain(RecordReader in) {
    List<ReadResult> out = new ArrayList<>();
    try (in) {
      in.forEachRemaining(out::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
