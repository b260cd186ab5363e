package org.ludoteca.record;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The first record of a text held in memory (envelope or Zamora transcription), read by the
 * line-based parsers: the reference reading that {@link RecordReader} gives the same records as
 * (data/format/04-records-envelope.md, "How PGN is read"). For the board page, where a person
 * loads one record to go on from it: the browser's class library (TeaVM) has neither what the
 * chunked reader's fast path uses (VarHandles) nor what the JSON-lines reader does (Jackson).
 */
public final class RecordText {
  private RecordText() {}

  /**
   * Reads the first record of {@code text}.
   *
   * @param source the name records and rejections carry
   * @param format {@link RecordFormat#ENVELOPE} or {@link RecordFormat#TRANSCRIPTION}
   * @return the record or its rejection, or null when the text holds none
   * @throws IllegalArgumentException for another format
   */
  public static ReadResult first(String text, String source, RecordFormat format) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(source, "source");
    if (format != RecordFormat.ENVELOPE && format != RecordFormat.TRANSCRIPTION) {
      throw new IllegalArgumentException("only envelope records and transcriptions are read here, not " + format);
    }
    LineSource lines = new LineSource(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
        Parser.MAX_RECORD_BYTES, 0, 0, true, true);
    Parser p = format == RecordFormat.ENVELOPE ? new EnvelopeParser(lines, source)
        : new TranscriptionParser(lines, source);
    ReadResult[] first = new ReadResult[1];
    try {
      p.next(new RecordVisitor() {}, r -> first[0] = r);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a byte array does not fail
    }
    return first[0];
  }
}
