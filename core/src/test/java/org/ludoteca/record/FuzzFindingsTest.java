package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The record readers' defects the fuzz targets found (org.ludoteca.fuzz.RecordFuzzTest), one test each. */
class FuzzFindingsTest {
  private static List<ReadResult> read(String text, RecordFormat format) throws IOException {
    List<ReadResult> out = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t",
        format)) {
      in.forEachRemaining(out::add);
    }
    return out;
  }

  /* --------------- JSON lines --------------- */

  @Test
  void read_jsonFieldNameWithEscapedLineBreak_rejectedWithTheBreakEscaped() throws IOException {
    // Was: IllegalArgumentException "reason must be one line" from RejectedRecord, ending the read.
    List<ReadResult> r = read("{\"colou,\\r\":\"red\"}\n{\"game\":\"x\",\"tags\":{\"a\\nb\":1}}\n{\"game\":\"y\"}\n",
        RecordFormat.JSON_LINES);
    assertEquals(3, r.size());
    assertEquals("unknown field 'colou,\\r'", ((RejectedRecord) r.get(0)).reason());
    assertEquals("tag 'a\\nb' must be a string", ((RejectedRecord) r.get(1)).reason());
    assertTrue(r.get(2) instanceof GameRecord);
  }
}
