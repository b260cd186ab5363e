package org.ludoteca.record;

import java.io.ByteArrayInputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Test helpers: read records from strings and bytes. */
final class Records {
  private Records() {}

  static List<ReadResult> read(String text, RecordFormat format) {
    return read(text.getBytes(StandardCharsets.UTF_8), format);
  }

  static List<ReadResult> read(byte[] bytes, RecordFormat format) {
    List<ReadResult> out = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(bytes), "t", format)) {
      in.forEachRemaining(out::add);
    } catch (java.io.IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  static List<ReadResult> envelope(String text) {
    return read(text, RecordFormat.ENVELOPE);
  }

  static GameRecord game(ReadResult r) {
    if (r instanceof GameRecord g) {
      return g;
    }
    throw new AssertionError("expected a game, got " + ((RejectedRecord) r).describe());
  }

  static RejectedRecord rejected(ReadResult r) {
    if (r instanceof RejectedRecord x) {
      return x;
    }
    throw new AssertionError("expected a rejection, got " + r);
  }
}
