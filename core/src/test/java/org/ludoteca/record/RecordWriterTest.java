package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ludoteca.record.Records.game;

import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RecordWriterTest {

  private static Map<String, String> tags() {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Game", "rithmomachia");
    tags.put("Rules", "cvr");
    tags.put("White", "say \"hi\" \\ bye");
    tags.put("Termination", "glorious");
    return tags;
  }

  private static List<String> moves(int n) {
    List<String> moves = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      moves.add(i % 3 == 0 ? "T25c14-c12" : "c" + (i % 16 + 1) + "-d" + (i % 7 + 1));
    }
    return moves;
  }

  /* --------------- toEnvelope --------------- */

  @Test
  void toEnvelope_numbersAndEscapes() {
    assertEquals("[Game \"x\"]\n[White \"a \\\"b\\\" \\\\\"]\n\n1. a b 2. c 1-0\n",
        RecordWriter.toEnvelope(orderedOf("Game", "x", "White", "a \"b\" \\"),
            List.of("a", "b", "c"), "1-0"));
    assertEquals("*\n", RecordWriter.toEnvelope(Map.of(), List.of(), null));
    assertEquals("[Round \"1\"]\n\n1. a\n", RecordWriter.toEnvelope(Map.of("Round", "1"), List.of("a"), null));
  }

  @Test
  void toEnvelope_wrapsAt80Columns() {
    String text = RecordWriter.toEnvelope(Map.of(), moves(200), "*");
    for (String line : text.split("\n")) {
      assertTrue(line.length() <= 80, line);
      assertTrue(!line.endsWith(" ") && !line.endsWith("."), line);
    }
    assertTrue(text.lines().count() > 10);
  }

  @Test
  void toEnvelope_unwritable() {
    assertThrows(IllegalArgumentException.class, () -> RecordWriter.toEnvelope(Map.of("A B", "x"), List.of(), "*"));
    assertThrows(IllegalArgumentException.class, () -> RecordWriter.toEnvelope(Map.of("A", "x\ny"), List.of(), "*"));
    assertThrows(IllegalArgumentException.class, () -> RecordWriter.toEnvelope(Map.of(), List.of("e4!"), "*"));
    assertThrows(IllegalArgumentException.class, () -> RecordWriter.toEnvelope(Map.of(), List.of("1.e4"), "*"));
    assertThrows(IllegalArgumentException.class, () -> RecordWriter.toEnvelope(Map.of(), List.of("a b"), "*"));
    assertThrows(IllegalArgumentException.class, () -> RecordWriter.toEnvelope(Map.of(), List.of("1-0"), "*"));
    assertThrows(IllegalArgumentException.class, () -> RecordWriter.toEnvelope(Map.of(), List.of("%x"), "*"));
    assertThrows(IllegalArgumentException.class, () -> RecordWriter.toEnvelope(Map.of(), List.of("a"), "2-0"));
  }

  /* --------------- write then read --------------- */

  @Test
  void write_envelopeRoundTrip() throws IOException {
    StringWriter s = new StringWriter();
    try (RecordWriter out = RecordWriter.envelope(s)) {
      out.write(tags(), moves(101), "1/2-1/2");
      out.write(Map.of("Round", "2"), moves(3), null);
      out.write(Map.of("FEN", "8/8 w"), List.of(), null);
    }
    List<ReadResult> rs = Records.envelope(s.toString());
    assertEquals(3, rs.size());
    GameRecord a = game(rs.get(0));
    assertEquals(tags(), a.tags());
    assertEquals(List.copyOf(tags().keySet()), List.copyOf(a.tags().keySet()));
    assertEquals(moves(101), a.moves());
    assertEquals("1/2-1/2", a.resultToken());
    GameRecord b = game(rs.get(1));
    assertEquals(moves(3), b.moves());
    assertEquals(null, b.resultToken());
    assertEquals("*", game(rs.get(2)).resultToken());
    // writing what was read gives the same text again
    StringWriter again = new StringWriter();
    try (RecordWriter out = RecordWriter.envelope(again)) {
      out.write(a);
      out.write(b);
      out.write(game(rs.get(2)));
    }
    assertEquals(s.toString(), again.toString());
    assertTrue(s.toString().contains("\n\n1. T25c14-c12 "));
    assertTrue(s.toString().contains("1/2-1/2\n\n[Round \"2\"]\n\n1. T25c14-c12"));
  }

  @Test
  void toEnvelope_neitherTagsNorResult_refused() {
    // movetext with neither is text between records when read back, no record
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> RecordWriter.toEnvelope(Map.of(), moves(3), null));
    assertTrue(e.getMessage().contains("neither tags nor a result"), e.getMessage());
    assertEquals("1. T25c14-c12 *\n", RecordWriter.toEnvelope(Map.of(), List.of("T25c14-c12"), "*"));
  }

  @Test
  void write_jsonLinesRoundTrip() throws IOException {
    StringWriter s = new StringWriter();
    Map<String, String> tags = tags();
    tags.put("FEN", "S169.1./8 w - - - 1");
    try (RecordWriter out = RecordWriter.jsonLines(s)) {
      out.write(tags, moves(5), "0-1");
      out.write(Map.of(), List.of(), null);
    }
    String[] lines = s.toString().split("\n", -1);
    assertEquals(3, lines.length);
    assertEquals("{\"game\":\"rithmomachia\",\"rules\":\"cvr\",\"fen\":\"S169.1./8 w - - - 1\","
        + "\"moves\":[\"T25c14-c12\",\"c2-d2\",\"c3-d3\",\"T25c14-c12\",\"c5-d5\"],\"result\":\"0-1\","
        + "\"termination\":\"glorious\",\"tags\":{\"White\":\"say \\\"hi\\\" \\\\ bye\"}}", lines[0]);
    assertEquals("{}", lines[1]);
    List<ReadResult> rs = Records.read(s.toString(), RecordFormat.JSON_LINES);
    GameRecord g = game(rs.get(0));
    Map<String, String> expected = new LinkedHashMap<>(tags);
    expected.put("Result", "0-1");
    assertEquals(expected, g.tags());
    assertEquals(moves(5), g.moves());
    assertEquals("0-1", g.resultToken());
    assertEquals(2, rs.size());
    assertEquals(RecordWriter.toJsonLine(g.tags(), g.moves(), g.resultToken()), lines[0] + "\n");
  }

  @Test
  void write_envelopeToJsonLines() {
    GameRecord g = game(Records.envelope("[Game \"chess\"]\n[Result \"1-0\"]\n[Event \"x\"]\n\n1. e4 e5 1-0\n").get(0));
    assertEquals("{\"game\":\"chess\",\"moves\":[\"e4\",\"e5\"],\"result\":\"1-0\",\"tags\":{\"Event\":\"x\"}}\n",
        RecordWriter.toJsonLine(g.tags(), g.moves(), g.resultToken()));
  }

  private static Map<String, String> orderedOf(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return m;
  }
}
