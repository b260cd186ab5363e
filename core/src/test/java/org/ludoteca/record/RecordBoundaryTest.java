package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link RecordBoundary} and {@link RecordReader#slice}: the regression cases of issue #27 (the
 * kinds of damage on which replay and the pipeline's slices read different records), each
 * checked with a slice starting at every byte offset of the input.
 */
class RecordBoundaryTest {
  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1); // one byte per char: \u00ff is the byte 0xff
  }

  private static long next(String s, long pos, RecordFormat format) throws IOException {
    byte[] b = bytes(s);
    return RecordBoundary.next(new ByteArrayInputStream(b, (int) Math.max(0, pos - 1), b.length), pos, format);
  }

  /** Reads the input cut in two at every offset (moved to the next boundary) and at tiny split sizes. */
  private static List<String> assertSameAtEveryCut(String text, RecordFormat format) {
    byte[] data = bytes(text);
    List<String> expected = ReaderAgreement.sequential(data, format);
    List<String> failures = new ArrayList<>();
    for (int pos = 1; pos < data.length; pos++) {
      long cut = ReaderAgreement.boundary(data, pos, format);
      List<Long> starts = cut >= data.length ? List.of(0L) : List.of(0L, cut);
      List<String> d = ReaderAgreement.firstDifference(expected, ReaderAgreement.sliced(data, format, starts, false));
      if (!d.isEmpty()) {
        failures.add("cut at " + pos + " -> " + cut + ": " + d);
      }
    }
    for (int size = 1; size < 16; size++) {
      List<String> d = ReaderAgreement.firstDifference(expected, ReaderAgreement.sliced(data, format, size));
      if (!d.isEmpty()) {
        failures.add("split size " + size + ": " + d);
      }
    }
    if (format == RecordFormat.ENVELOPE) { // chunks cut at every size, as RecordReader reads PGN
      for (int chunk = 1; chunk <= data.length + 1; chunk++) {
        List<String> d = ReaderAgreement.firstDifference(expected, ReaderAgreement.chunked(data, format, chunk));
        if (!d.isEmpty()) {
          failures.add("chunks of " + chunk + ": " + d);
        }
      }
    }
    assertEquals(List.of(), failures);
    return expected;
  }

  /* --------------- next --------------- */

  @Test
  void next_envelope_tagLineAfterBlankLine() throws IOException {
    String s = "[A \"1\"]\n\n1. e4 *\n\n[A \"2\"]\n\n1. d4 *\n";
    assertEquals(0, next(s, 0, RecordFormat.ENVELOPE));
    assertEquals(s.indexOf("[A \"2\""), next(s, 1, RecordFormat.ENVELOPE));
    assertEquals(s.indexOf("[A \"2\""), next(s, s.indexOf("[A \"2\"") - 1, RecordFormat.ENVELOPE));
    // the first line at or after pos is never a boundary: the line before it is not known
    assertEquals(-1, next(s, s.indexOf("[A \"2\""), RecordFormat.ENVELOPE));
  }

  @Test
  void next_envelope_loneCrAndCrlfEndLines() throws IOException {
    String s = "1. e4 *\r\r[A \"2\"]\r\n\r\n[A \"3\"]\r";
    assertEquals(s.indexOf("[A \"2\""), next(s, 1, RecordFormat.ENVELOPE));
    assertEquals(s.indexOf("[A \"3\""), next(s, s.indexOf("[A \"2\"") + 1, RecordFormat.ENVELOPE));
  }

  @Test
  void next_envelope_tagLineNotAfterBlank_notABoundary() throws IOException {
    assertEquals(-1, next("1. e4\n[A \"2\"]\n1. d4 *\n", 1, RecordFormat.ENVELOPE));
    assertEquals(-1, next("1. e4\n \t\f\u000bx\n[A \"2\"]\n", 1, RecordFormat.ENVELOPE));
  }

  @Test
  void next_lines_everyLineStart() throws IOException {
    String s = "a\nb\r\nc\rd";
    assertEquals(2, next(s, 1, RecordFormat.FEN_LINES));
    assertEquals(2, next(s, 2, RecordFormat.JSON_LINES));
    assertEquals(5, next(s, 3, RecordFormat.FEN_LINES));
    assertEquals(5, next(s, 4, RecordFormat.FEN_LINES), "between CR and LF: after the LF");
    assertEquals(7, next(s, 6, RecordFormat.FEN_LINES));
    assertEquals(-1, next(s, 8, RecordFormat.FEN_LINES));
  }

  @Test
  void next_transcription_onlyTheStart() throws IOException {
    assertEquals(0, next("# game: futez\n1 | A | x | x\n", 0, RecordFormat.TRANSCRIPTION));
    assertEquals(-1, next("# game: futez\n1 | A | x | x\n", 3, RecordFormat.TRANSCRIPTION));
  }

  /* --------------- slices: the regression cases --------------- */

  @Test
  void slice_commentOpenBeforeBoundary_sameRecords() {
    List<String> r = assertSameAtEveryCut(
        "[A \"1\"]\n\n1. e4 {open\n\n[A \"2\"]\n\n1. d4 *\n\n[A \"3\"]\n1. c4 *\n", RecordFormat.ENVELOPE);
    assertEquals(3, r.size());
  }

  @Test
  void slice_tagNotClosedAtSliceEnd_sameReason() {
    List<String> r = assertSameAtEveryCut("[A \"1\"]\n[B \"x\n\n[A \"2\"]\n\n1. d4 *\n", RecordFormat.ENVELOPE);
    assertEquals("0 2:6 rejected tag value not closed", r.get(0));
  }

  @Test
  void slice_badBytesInTagLineAfterBlank_sameRecords() {
    assertSameAtEveryCut("[A \"1\"]\n\n1. e4 *\n\n[A \"\u00ff\"]\n1. d4 *\n\n[A \"3\"]\n\n1. c4 *\n",
        RecordFormat.ENVELOPE);
    assertSameAtEveryCut("1. e4\n\n[A \"\u0000\"]\n1. d4 *\n", RecordFormat.ENVELOPE);
  }

  @Test
  void slice_variationAndTagsOpenAtBoundary_sameRecords() {
    assertSameAtEveryCut("[A \"1\"]\n\n1. e4 (1... c5\n\n[A \"2\"]\n\n1. d4 *\n", RecordFormat.ENVELOPE);
    assertSameAtEveryCut("[A \"1\"]\n\n[A \"2\"]\n\n1. d4 *\n", RecordFormat.ENVELOPE);
  }

  @Test
  void slice_noResultThenTagLine_sameRecords() {
    assertSameAtEveryCut("[A \"1\"]\n\n1. e4\n[A \"2\"]\n1. d4\n\n\n[A \"3\"]\n1. c4 1-0 [A \"4\"]\n1. Nf3 *\n",
        RecordFormat.ENVELOPE);
  }

  @Test
  void slice_loneCrAndCrlf_sameRecords() {
    assertSameAtEveryCut("[A \"1\"]\r\r1. e4 {x\r\r[A \"2\"]\r\n\r\n1. d4 *\r\n\r\n[A \"3\"]\r\r1. c4\r", RecordFormat.ENVELOPE);
  }

  @Test
  void slice_byteOrderMark_sameRecords() {
    assertSameAtEveryCut("\u00ef\u00bb\u00bf[A \"1\"]\n\n1. e4 *\n\n[A \"2\"]\n\n1. d4 *\n", RecordFormat.ENVELOPE);
    assertSameAtEveryCut("\u00ef\u00bb\u00bf{\"game\": \"chess\"}\n{\"game\": \"chess\"}\n", RecordFormat.JSON_LINES);
  }

  @Test
  void slice_escapeAndBlankLinesInMovetext_sameRecords() {
    assertSameAtEveryCut("%esc\n[A \"1\"]\n%esc\n\n1. e4\n\n e5 *\n\n%x\n[A \"2\"]\n\n1. d4 ; c\n\n[A \"3\"]\n 1. c4\n",
        RecordFormat.ENVELOPE);
  }

  @Test
  void slice_linesFormats_sameRecords() {
    assertSameAtEveryCut("{\"game\": \"chess\"}\r\n\n  {\"game\": 1}\r{bad\n{\"moves\": [\"e4\"]}", RecordFormat.JSON_LINES);
    assertSameAtEveryCut("# c\n8/8/8/8/8/8/8/8 w - - 0 1\n\n  x\u0000y\r\nz\r", RecordFormat.FEN_LINES);
  }

  @Test
  void slice_transcriptionLongerThanSlices_oneRecord() {
    List<String> r = assertSameAtEveryCut("# game: futez\n; c\n1 | A | x | x\n2 | B | y | y\n", RecordFormat.TRANSCRIPTION);
    assertEquals(1, r.size());
  }

  @Test
  void slice_readsOnlyRecordsStartingInIt() throws IOException {
    byte[] data = bytes("[A \"1\"]\n\n1. e4 *\n\n[A \"2\"]\n\n1. d4 *\n");
    int second = new String(data, StandardCharsets.ISO_8859_1).indexOf("[A \"2\"");
    List<ReadResult> first = new ArrayList<>();
    try (RecordReader in = RecordReader.slice(new ByteArrayInputStream(data), "t", RecordFormat.ENVELOPE, 0, second)) {
      in.forEachRemaining(first::add);
    }
    assertEquals(1, first.size());
    List<ReadResult> rest = new ArrayList<>();
    try (RecordReader in = RecordReader.slice(new ByteArrayInputStream(data, second, data.length - second), "t",
        RecordFormat.ENVELOPE, second, data.length)) {
      in.forEachRemaining(rest::add);
    }
    assertEquals(1, rest.size());
    assertEquals(0, rest.get(0).offset(), "offsets relative to the slice");
    assertEquals("2", Records.game(rest.get(0)).tags().get("A"));
  }
}
