package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TranscriptionFormatTest {
  private static final String FUTEZ = "# game: futez\n# title: a test\n# result: WHITE ; goal\n"
      + "1.1 | WHITE | B: C35 a C44. | C35-C44\n; NOTE: a comment\n1.2 | BLACK | N: ? | ?\n"
      + "2.1 | WHITE | B: C24 a C35. R: a C71. | C24-C35 R=C71\n";

  private static List<ReadResult> read(String text) {
    try (RecordReader r = RecordReader.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.txt",
        RecordFormat.TRANSCRIPTION)) {
      return r.stream().toList();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /* ---- detect ---- */

  @Test
  void detect_gameHeader_isTranscriptionWhateverTheName() {
    assertEquals(RecordFormat.TRANSCRIPTION, RecordFormat.detect("x.txt", FUTEZ.getBytes(StandardCharsets.UTF_8)));
    assertEquals(RecordFormat.FEN_LINES, RecordFormat.detect("x.txt", "# a comment\n".getBytes(StandardCharsets.UTF_8)));
  }

  /* ---- read ---- */

  @Test
  void read_wholeFile_oneRecordWithTagsAndTokens() {
    List<ReadResult> results = read(FUTEZ);
    assertEquals(1, results.size());
    GameRecord g = (GameRecord) results.get(0);
    assertEquals("futez", g.tag("Game").orElseThrow());
    assertEquals("a test", g.tag("Title").orElseThrow());
    assertEquals("1-0", g.tag("Result").orElseThrow());
    assertEquals("goal", g.tag("ResultNote").orElseThrow());
    assertEquals(List.of("C35-C44", "any", "C24-C35_R=C71"), g.moves());
    assertEquals(FUTEZ, g.text());
  }

  @Test
  void read_badTurnLine_rejectedNamingTheLine() {
    List<ReadResult> results = read("# game: futez\n1.1 | WHITE | C35-C44\n");
    RejectedRecord r = (RejectedRecord) results.get(0);
    assertEquals(2, r.line());
    assertTrue(r.reason().contains("found 3 field(s)"), r.reason());
  }

  @Test
  void read_badResultWord_rejected() {
    RejectedRecord r = (RejectedRecord) read("# game: futez\n# result: MAYBE\n").get(0);
    assertTrue(r.reason().startsWith("result 'MAYBE' is not"), r.reason());
  }

  /* ---- moveOf ---- */

  @Test
  void moveOf_moveNumbersAndZamoraSquares() {
    assertEquals("Nf3", EnvelopeParser.moveOf("12.Nf3"));
    assertEquals("Nf3", EnvelopeParser.moveOf("12...Nf3"));
    assertEquals("0-0", EnvelopeParser.moveOf("12.0-0"));
    assertEquals("14.7>12.9", EnvelopeParser.moveOf("14.7>12.9"));
    assertEquals("", EnvelopeParser.moveOf("14."));
  }
}
