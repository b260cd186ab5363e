package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ludoteca.record.Records.game;
import static org.ludoteca.record.Records.rejected;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LinesFormatsTest {

  /* --------------- JSON lines --------------- */

  @Test
  void next_jsonLinesGood() {
    String line = "{\"game\":\"rithmomachia\",\"rules\":\"cvr\",\"moves\":[\"c14-c12\",\"T25c14-c12\"],"
        + "\"result\":\"1-0\",\"termination\":\"glorious\",\"tags\":{\"White\":\"Boissi\u00e8re\"}}";
    List<ReadResult> rs = Records.read(line + "\n\n  " + "{}\n", RecordFormat.JSON_LINES);
    assertEquals(2, rs.size());
    GameRecord g = game(rs.get(0));
    assertEquals(List.of("Game", "Rules", "Result", "Termination", "White"), List.copyOf(g.tags().keySet()));
    assertEquals("Boissi\u00e8re", g.tags().get("White"));
    assertEquals(List.of("c14-c12", "T25c14-c12"), g.moves());
    assertEquals("1-0", g.resultToken());
    assertEquals(line, g.text());
    assertEquals(RecordFormat.JSON_LINES, g.format());
    GameRecord empty = game(rs.get(1));
    assertEquals(3, empty.line());
    assertEquals(line.getBytes(StandardCharsets.UTF_8).length + 2 + 2, empty.offset());
    assertTrue(empty.tags().isEmpty());
    assertNull(empty.resultToken());
  }

  @Test
  void next_jsonLinesBadThenGood() {
    String text = "{\"game\":\"x\",\"colour\":\"red\"}\n"
        + "{\"moves\":[\"a\",3]}\n"
        + "{\"game\":\"x\",\"tags\":{\"Game\":\"y\"}}\n"
        + "{\"game\": tru}\n"
        + "[1,2]\n"
        + "{\"game\":\"x\"} {}\n"
        + "{\"fen\":\"8/8 w\",\"moves\":[\"e4\"]}\n";
    List<ReadResult> rs = Records.read(text, RecordFormat.JSON_LINES);
    assertEquals(7, rs.size());
    assertEquals("t:1:13: unknown field 'colour'", rejected(rs.get(0)).describe());
    assertEquals("t:2:15: field 'moves' must be an array of strings", rejected(rs.get(1)).describe());
    assertEquals("t:3:21: tag 'Game' given twice", rejected(rs.get(2)).describe());
    assertTrue(rejected(rs.get(3)).reason().startsWith("invalid json: "), rejected(rs.get(3)).reason());
    assertEquals(4, rejected(rs.get(3)).line());
    assertEquals("t:5:1: expected a json object", rejected(rs.get(4)).describe());
    assertEquals("t:6:14: unexpected content after the json object", rejected(rs.get(5)).describe());
    GameRecord g = game(rs.get(6));
    assertEquals(Map.of("FEN", "8/8 w"), g.tags());
    assertEquals(List.of("e4"), g.moves());
    assertEquals(7, g.line());
  }

  @Test
  void next_jsonLinesNotText() {
    byte[] bytes = "{\"game\":\"\u00ff\"}\n{\"game\":\"ok\"}\n".getBytes(StandardCharsets.ISO_8859_1);
    List<ReadResult> rs = Records.read(bytes, RecordFormat.JSON_LINES);
    assertEquals("t:1:10: not text: invalid utf-8 byte 0xff", rejected(rs.get(0)).describe());
    assertEquals("ok", game(rs.get(1)).tags().get("Game"));
  }

  @Test
  void next_jsonLineLargerThanOneMebibyte() {
    String big = "{\"game\":\"" + "x".repeat(2 << 20) + "\"}\n{\"game\":\"small\"}\n";
    List<ReadResult> rs = Records.read(big, RecordFormat.JSON_LINES);
    assertEquals("t:1:1: record larger than 1 MiB", rejected(rs.get(0)).describe());
    assertEquals("small", game(rs.get(1)).tags().get("Game"));
    assertEquals(big.indexOf("{\"game\":\"small"), rs.get(1).offset());
  }

  /* --------------- FEN lines --------------- */

  @Test
  void next_fenLines() {
    String text = "# header comment\r\n\r\n  S169.1.s16./8/8 w - - - 1  \r\n#x\r\nrnbqkbnr/8 b KQkq - 0 1";
    List<ReadResult> rs = Records.read(text, RecordFormat.FEN_LINES);
    assertEquals(2, rs.size());
    GameRecord a = game(rs.get(0));
    assertEquals(Map.of("FEN", "S169.1.s16./8/8 w - - - 1"), a.tags());
    assertEquals(3, a.line());
    assertEquals(22, a.offset());
    assertTrue(a.moves().isEmpty());
    assertNull(a.resultToken());
    assertEquals(RecordFormat.FEN_LINES, a.format());
    assertEquals("rnbqkbnr/8 b KQkq - 0 1", game(rs.get(1)).tags().get("FEN"));
    assertEquals(5, rs.get(1).line());
  }

  @Test
  void next_fenLinesNul() {
    List<ReadResult> rs = Records.read("8/8 w\u0000\n8/8 b\n", RecordFormat.FEN_LINES);
    assertEquals("t:1:6: not text: nul byte", rejected(rs.get(0)).describe());
    assertEquals("8/8 b", game(rs.get(1)).tags().get("FEN"));
  }

  /* --------------- detect --------------- */

  @Test
  void detect_byExtension() {
    byte[] none = new byte[0];
    assertEquals(RecordFormat.ENVELOPE, RecordFormat.detect("a.rpgn", none));
    assertEquals(RecordFormat.ENVELOPE, RecordFormat.detect("A.PGN.gz", "{".getBytes(StandardCharsets.UTF_8)));
    assertEquals(RecordFormat.JSON_LINES, RecordFormat.detect("a.jsonl.bz2", none));
    assertEquals(RecordFormat.JSON_LINES, RecordFormat.detect("a.ndjson", none));
    assertEquals(RecordFormat.FEN_LINES, RecordFormat.detect("a.epd", "[".getBytes(StandardCharsets.UTF_8)));
    assertEquals(RecordFormat.FEN_LINES, RecordFormat.detect("a.fen.gz", none));
  }

  @Test
  void detect_bySniffing() {
    assertEquals(RecordFormat.ENVELOPE, RecordFormat.detect("x", "\ufeff \r\n[Event".getBytes(StandardCharsets.UTF_8)));
    assertEquals(RecordFormat.JSON_LINES, RecordFormat.detect("x.txt", "\n {\"game\"".getBytes(StandardCharsets.UTF_8)));
    assertEquals(RecordFormat.FEN_LINES, RecordFormat.detect("x.gz", "8/8 w".getBytes(StandardCharsets.UTF_8)));
    assertEquals(RecordFormat.FEN_LINES, RecordFormat.detect("x", new byte[0]));
  }
}
