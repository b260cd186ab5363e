package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ludoteca.record.Records.envelope;
import static org.ludoteca.record.Records.game;
import static org.ludoteca.record.Records.rejected;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordReaderTest {

  private static final String TWO_GAMES =
      "[Game \"rithmomachia\"]\n[Rules \"cvr\"]\n\n1. c14-c12 T25c14-c12 2. c3-c5 1-0\n\n"
          + "[Game \"rithmomachia\"]\n\n1. c14-c12 *\n";

  /* --------------- envelope: tags and movetext --------------- */

  @Test
  void next_twoGames() {
    List<ReadResult> rs = envelope(TWO_GAMES);
    assertEquals(2, rs.size());
    GameRecord g = game(rs.get(0));
    assertEquals(Map.of("Game", "rithmomachia", "Rules", "cvr"), g.tags());
    assertEquals(List.of("Game", "Rules"), List.copyOf(g.tags().keySet()));
    assertEquals(List.of("c14-c12", "T25c14-c12", "c3-c5"), g.moves());
    assertEquals("1-0", g.resultToken());
    assertEquals("rithmomachia", g.tag("Game").orElseThrow());
    assertTrue(g.tag("game").isEmpty());
    assertEquals("[Game \"rithmomachia\"]\n[Rules \"cvr\"]\n\n1. c14-c12 T25c14-c12 2. c3-c5 1-0", g.text());
    assertEquals(RecordFormat.ENVELOPE, g.format());
    GameRecord h = game(rs.get(1));
    assertEquals(List.of("c14-c12"), h.moves());
    assertEquals("*", h.resultToken());
  }

  @Test
  void next_escapedTagValue() {
    GameRecord g = game(envelope("[White \"a \\\"quoted\\\" \\\\ name\"]\n\n*\n").get(0));
    assertEquals("a \"quoted\" \\ name", g.tags().get("White"));
  }

  @Test
  void next_numbersNagsGlyphsDropped() {
    GameRecord g = game(envelope("1.e4! e5?! 2. Nf3 $1 Nc6 !? 3.Bb5?? 3...a6!! 4. O-O *").get(0));
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"), g.moves());
    assertTrue(g.tags().isEmpty());
  }

  @Test
  void next_nestedVariationsAndComments() {
    String pgn = "[Event \"x\"]\n\n1. e4 {a comment\nover (two) lines} e5 (1... c5 (1... e6 {in (var)} 2. d4) 2. Nf3)"
        + " ; to the end ( of line\n2. Nf3 (2. f4 {x}) Nc6\n% escape line ( {\n3. Bb5 1/2-1/2\n";
    List<String> comments = new ArrayList<>();
    List<ReadResult> rs = envelope(pgn);
    GameRecord g = game(rs.get(0));
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5"), g.moves());
    assertEquals("1/2-1/2", g.resultToken());
    assertEquals(1, rs.size());
    RecordReader in = RecordReader.of(new java.io.ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "t",
        RecordFormat.ENVELOPE);
    in.accept(new RecordVisitor() {
      @Override
      public void comment(String text) {
        comments.add(text);
      }
    });
    assertEquals(List.of("a comment\nover (two) lines", " to the end ( of line"), comments);
  }

  @Test
  void next_noResultBeforeTagLine() {
    List<ReadResult> rs = envelope("[Event \"a\"]\n\n1. d4 d5\n\n[Event \"b\"]\n\n1. e4 *\n");
    GameRecord a = game(rs.get(0));
    assertNull(a.resultToken());
    assertEquals(List.of("d4", "d5"), a.moves());
    assertEquals("[Event \"a\"]\n\n1. d4 d5", a.text());
    assertEquals("b", game(rs.get(1)).tags().get("Event"));
  }

  @Test
  void next_noResultAtEnd() {
    List<ReadResult> rs = envelope("[Event \"a\"]\n\n1. d4 d5\n");
    assertEquals(1, rs.size());
    assertNull(game(rs.get(0)).resultToken());
  }

  @Test
  void next_tagLineInsideMovetextStartsNewGame() {
    List<ReadResult> rs = envelope("[Event \"a\"]\n\n1. d4 d5\n[Event \"b\"]\n\n1. e4 *\n");
    assertEquals(2, rs.size());
    assertEquals(List.of("d4", "d5"), game(rs.get(0)).moves());
    assertEquals(List.of("e4"), game(rs.get(1)).moves());
    assertEquals(4, rs.get(1).line());
  }

  @Test
  void next_severalTagsAndMovesOnOneLine() {
    GameRecord g = game(envelope("[Event \"a\"][White \"b\"] 1. e4 *\n").get(0));
    assertEquals(Map.of("Event", "a", "White", "b"), g.tags());
    assertEquals(List.of("e4"), g.moves());
  }

  @Test
  void next_gamesWithoutTagsOnOneLine() {
    List<ReadResult> rs = envelope("1. e4 1-0 1. d4 0-1\n");
    assertEquals(2, rs.size());
    assertEquals("1. e4 1-0", game(rs.get(0)).text());
    assertEquals("1. d4 0-1", game(rs.get(1)).text());
    assertEquals(10, rs.get(1).offset());
  }

  @Test
  void next_emptyInput() {
    assertTrue(envelope("").isEmpty());
    assertTrue(envelope("\n\n  \n% only an escape\n").isEmpty());
  }

  /* --------------- envelope: rejections --------------- */

  @Test
  void next_badRecordThenGoodOne() {
    String pgn = "[Event \"bad\"]\n[Site \"no end\n\n1. e4 *\n\n"
        + "[Event \"good\"]\n[Site \"here\"]\n\n1. e4 e5 2. Nf3 1-0\n";
    List<ReadResult> rs = envelope(pgn);
    assertEquals(2, rs.size());
    RejectedRecord r = rejected(rs.get(0));
    assertEquals("t:2:14: tag value not closed", r.describe());
    assertEquals(0, r.offset());
    assertEquals("[Event \"bad\"]\n[Site \"no end\n\n1. e4 *", r.raw());
    GameRecord g = game(rs.get(1));
    assertEquals(Map.of("Event", "good", "Site", "here"), g.tags());
    assertEquals(List.of("e4", "e5", "Nf3"), g.moves());
    assertEquals("1-0", g.resultToken());
    assertEquals(6, g.line());
    assertEquals(pgn.indexOf("[Event \"good\"]"), g.offset());
  }

  @Test
  void next_malformedTagLinesHaveExactColumns() {
    assertEquals("t:1:2: expected a tag name, found '\"'", rejected(envelope("[\"Somewhere\"]\n\n*\n").get(0)).describe());
    assertEquals("t:1:6: tag Site has no value", rejected(envelope("[Site]\n\n*\n").get(0)).describe());
    assertEquals("t:1:7: tag value must be quoted, found 'S'", rejected(envelope("[Site Somewhere]\n\n*\n").get(0)).describe());
    assertEquals("t:1:20: expected ']' after the value of tag Site, found 'e'",
        rejected(envelope("[Site \"Somewhere \" else\"]\n\n*\n").get(0)).describe());
    assertEquals("t:1:12: bad escape in tag value, only \\\" and \\\\ are allowed",
        rejected(envelope("[Site \"back\\slash\"]\n\n*\n").get(0)).describe());
    assertEquals("t:1:13: tag Site has no closing ']'", rejected(envelope("[Site \"here\"\n\n*\n").get(0)).describe());
    assertEquals("t:2:1: duplicate tag Site", rejected(envelope("[Site \"a\"]\n[Site \"b\"]\n\n*\n").get(0)).describe());
  }

  @Test
  void next_strayCharactersInMovetext() {
    assertEquals("t:1:10: unexpected ')' outside a variation", rejected(envelope("1. e4 e5 ) *\n").get(0)).describe());
    assertEquals("t:1:12: unexpected '}' outside a comment", rejected(envelope("1. e4 {a} b} *\n").get(0)).describe());
    assertEquals("t:1:7: '$' without a number", rejected(envelope("1. e4 $ e5 *\n").get(0)).describe());
    assertEquals("t:1:11: result token * inside a variation", rejected(envelope("1. e4 (e5 * ) *\n").get(0)).describe());
  }

  @Test
  void next_unclosedVariationBeforeNextGame() {
    List<ReadResult> rs = envelope("1. e4 (1... c5 *\n\n[Event \"b\"]\n\n1. d4 *\n");
    assertEquals(2, rs.size());
    assertEquals("t:1:16: result token * inside a variation", rejected(rs.get(0)).describe());
    rs = envelope("[Event \"a\"]\n\n1. e4 (1... c5\n[Event \"b\"]\n\n1. d4 *\n");
    assertEquals("t:3:7: variation not closed before the next game", rejected(rs.get(0)).describe());
    assertEquals(List.of("d4"), game(rs.get(1)).moves());
  }

  /* --------------- text between records --------------- */

  @Test
  void next_commentAndEscapeLinesBetweenGames_skippedAndCounted() throws IOException {
    String pgn = "% an escape line\n[Event \"a\"]\n\n1. e4 1-0\n ; { Game Nr. 1 : a wins\n; by adjudication }\n\n"
        + "[Event \"b\"]\n\n1. d4 *\n;last\n";
    for (int chunk : new int[] {PgnChunks.CHUNK_BYTES, 16}) {
      try (RecordReader in = RecordReader.of(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "t",
          RecordFormat.ENVELOPE, chunk)) {
        List<ReadResult> rs = new ArrayList<>();
        in.forEachRemaining(rs::add);
        assertEquals(2, rs.size());
        assertEquals(List.of("e4"), game(rs.get(0)).moves());
        assertEquals(List.of("d4"), game(rs.get(1)).moves());
        assertEquals(new SkippedLines(3, 1, 0), in.skipped());
      }
    }
  }

  @Test
  void next_textWithoutTagsOrResult_skippedAsOtherText() throws IOException {
    String pgn = "Generated by some program\n\n[Event \"a\"]\n\n1. e4 1-0 { after } and more\n1. e4 (1... c5\n"
        + "[Event \"b\"]\n\n1. d4 *\n1. c4 e5 0-1\n";
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "t",
        RecordFormat.ENVELOPE)) {
      List<ReadResult> rs = new ArrayList<>();
      in.forEachRemaining(rs::add);
      assertEquals(3, rs.size(), rs.toString());
      assertEquals(List.of("c4", "e5"), game(rs.get(2)).moves()); // a game without tags: it has a result
      assertEquals(new SkippedLines(0, 0, 3), in.skipped());
    }
  }

  @Test
  void next_commentOpenAtBoundary_endsThereAndNextGameRead() {
    List<ReadResult> rs = envelope("[Event \"a\"]\n\n1. e4 {unclosed\n\n[Event \"b\"]\n\n1. d4 *\n");
    assertEquals(2, rs.size());
    assertEquals("t:3:7: comment not closed before the next game", rejected(rs.get(0)).describe());
    assertEquals(List.of("d4"), game(rs.get(1)).moves());
    // a tag line in a comment that does not follow a blank line stays in the comment
    rs = envelope("[Event \"a\"]\n\n1. e4 {a\n[Event \"b\"]\n} e5 *\n");
    assertEquals(List.of("e4", "e5"), game(rs.get(0)).moves());
  }

  @Test
  void next_tagsWithoutMovetextBeforeNextGame() {
    List<ReadResult> rs = envelope("[Event \"a\"]\n\n[Event \"b\"]\n\n1. d4 *\n");
    assertEquals("t:3:1: tags without movetext", rejected(rs.get(0)).describe());
    assertEquals("b", game(rs.get(1)).tags().get("Event"));
  }

  @Test
  void next_truncatedFile() {
    assertEquals("t:3:7: truncated: file ends inside a comment",
        rejected(envelope("[Event \"a\"]\n\n1. e4 {unclosed\n\n1. d4 *\n").get(0)).describe());
    assertEquals("t:3:7: truncated: file ends inside a variation",
        rejected(envelope("[Event \"a\"]\n\n1. e4 (1. d4 {x} e5\n").get(0)).describe());
    assertEquals("t:2:13: truncated: file ends inside a tag",
        rejected(envelope("[Event \"a\"]\n[Site \"abcde").get(0)).describe());
    assertEquals("t:3:1: truncated: file ends before the movetext",
        rejected(envelope("[Event \"a\"]\n[Site \"b\"]\n\n").get(0)).describe());
    List<ReadResult> rs = envelope("[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 {unclosed");
    assertEquals(2, rs.size());
    assertEquals(List.of("e4"), game(rs.get(0)).moves());
    assertTrue(rejected(rs.get(1)).reason().startsWith("truncated: "));
  }

  @Test
  void next_binaryJunk() {
    byte[] junk = new byte[3000];
    new java.util.Random(42).nextBytes(junk);
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.writeBytes("[Event \"a\"]\n\n1. e4 *\n\n".getBytes(StandardCharsets.UTF_8));
    b.writeBytes(junk);
    b.writeBytes("\n\n[Event \"b\"]\n\n1. d4 *\n".getBytes(StandardCharsets.UTF_8));
    List<ReadResult> rs = Records.read(b.toByteArray(), RecordFormat.ENVELOPE);
    assertEquals("a", game(rs.get(0)).tags().get("Event"));
    GameRecord last = game(rs.get(rs.size() - 1));
    assertEquals("b", last.tags().get("Event"));
    assertEquals(List.of("d4"), last.moves());
    assertTrue(rs.subList(1, rs.size() - 1).stream().anyMatch(r -> r instanceof RejectedRecord x && x.reason().startsWith("not text: ")));
  }

  @Test
  void next_invalidUtf8AndNul() {
    byte[] bytes = "[Event \"a\"]\n[Site \"x\u00ff\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n"
        .getBytes(StandardCharsets.ISO_8859_1);
    List<ReadResult> rs = Records.read(bytes, RecordFormat.ENVELOPE);
    assertEquals(2, rs.size());
    assertEquals("x\u00ff", game(rs.get(0)).tags().get("Site")); // not UTF-8: ISO 8859-1, PGN's own
    assertEquals(List.of("not UTF-8: read as ISO 8859-1 (Latin-1), the PGN standard's encoding"),
        game(rs.get(0)).warnings());
    assertEquals(List.of(), game(rs.get(1)).warnings());
    assertEquals("b", game(rs.get(1)).tags().get("Event"));
    rs = Records.read(bytes, RecordFormat.JSON_LINES); // JSON is UTF-8 only
    assertEquals("t:2:9: not text: invalid utf-8 byte 0xff", rejected(rs.get(1)).describe());
    rs = envelope("1. e4\u0000 *\n\n[Event \"b\"]\n\n1. d4 *\n");
    assertEquals("t:1:6: not text: nul byte", rejected(rs.get(0)).describe());
    assertEquals(2, rs.size());
  }

  @Test
  void next_recordLargerThanOneMebibyte() {
    StringBuilder s = new StringBuilder("[Event \"big\"]\n\n");
    for (int i = 0; s.length() < (1 << 20) + 10_000; i++) {
      s.append(i % 2 == 0 ? (i / 2 + 1) + ". " : "").append("c14-c12 ");
      if (i % 10 == 9) {
        s.append('\n');
      }
    }
    s.append("*\n\n[Event \"small\"]\n\n1. e4 *\n");
    List<ReadResult> rs = envelope(s.toString());
    assertEquals(2, rs.size());
    RejectedRecord r = rejected(rs.get(0));
    assertEquals("record larger than 1 MiB", r.reason());
    assertEquals(RejectedRecord.MAX_RAW, r.raw().length());
    assertEquals("small", game(rs.get(1)).tags().get("Event"));
  }

  @Test
  void next_oneLineLargerThanOneMebibyte() {
    String pgn = "[Event \"big\"]\n\n{" + "x".repeat(3 << 20) + "} *\n\n[Event \"small\"]\n\n1. e4 *\n";
    List<ReadResult> rs = envelope(pgn);
    assertEquals(2, rs.size());
    assertEquals("t:3:1: record larger than 1 MiB", rejected(rs.get(0)).describe());
    GameRecord g = game(rs.get(1));
    assertEquals(pgn.indexOf("[Event \"small\"]"), g.offset());
  }

  /* --------------- positions: offsets and lines --------------- */

  @Test
  void next_offsetsWithCrlfAndBom() {
    String text = "[Event \"\u00e9t\u00e9\"]\r\n\r\n1. e4 *\r\n\r\n\r\n[Event \"b\"]\r\n\r\n1. d4 0-1\r\n";
    byte[] body = text.getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.write(0xef);
    b.write(0xbb);
    b.write(0xbf);
    b.writeBytes(body);
    List<ReadResult> rs = Records.read(b.toByteArray(), RecordFormat.ENVELOPE);
    GameRecord first = game(rs.get(0));
    GameRecord second = game(rs.get(1));
    assertEquals(3, first.offset());
    assertEquals(1, first.line());
    assertEquals("\u00e9t\u00e9", first.tags().get("Event"));
    assertEquals("[Event \"\u00e9t\u00e9\"]\r\n\r\n1. e4 *", first.text());
    // after the BOM: 17 bytes of tag line (two 2-byte letters), then 2 + 2 + 9 + 2 + 2
    int secondStart = text.indexOf("[Event \"b\"]");
    long expected = 3 + text.substring(0, secondStart).getBytes(StandardCharsets.UTF_8).length;
    assertEquals(expected, second.offset());
    assertEquals(35, second.offset());
    assertEquals(6, second.line());
    assertEquals("0-1", second.resultToken());
    byte[] all = b.toByteArray();
    assertEquals('[', all[(int) second.offset()]);
  }

  @Test
  void next_loneCarriageReturns() {
    List<ReadResult> rs = envelope("[Event \"a\"]\r\r1. e4 *\r\r[Event \"b\"]\r\r1. d4 *\r");
    assertEquals(2, rs.size());
    assertEquals(List.of("e4"), game(rs.get(0)).moves());
    assertEquals(5, rs.get(1).line());
    assertEquals(22, rs.get(1).offset());
  }

  @Test
  void next_defectPositionWithCrlf() {
    List<ReadResult> rs = envelope("[Event \"a\"]\r\n\r\n1. e4 ) *\r\n");
    RejectedRecord r = rejected(rs.get(0));
    assertEquals("t:3:7: unexpected ')' outside a variation", r.describe());
    assertEquals("[Event \"a\"]\r\n\r\n1. e4 ) *", r.raw());
  }

  /* --------------- compression and files --------------- */

  @Test
  void open_gzip(@TempDir Path dir) throws IOException {
    Path p = dir.resolve("games.bin");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(p))) {
      out.write(TWO_GAMES.getBytes(StandardCharsets.UTF_8));
    }
    assertTwoGames(p);
  }

  @Test
  void open_bzip2(@TempDir Path dir) throws IOException {
    Path p = dir.resolve("games.rpgn.bz2");
    try (OutputStream out = new BZip2CompressorOutputStream(Files.newOutputStream(p))) {
      out.write(TWO_GAMES.getBytes(StandardCharsets.UTF_8));
    }
    assertTwoGames(p);
  }

  @Test
  void open_plain(@TempDir Path dir) throws IOException {
    Path p = dir.resolve("games.txt");
    Files.writeString(p, TWO_GAMES);
    assertTwoGames(p);
  }

  private static void assertTwoGames(Path p) throws IOException {
    try (RecordReader in = RecordReader.open(p)) {
      List<ReadResult> rs = in.stream().collect(Collectors.toList());
      assertEquals(2, rs.size());
      GameRecord g = game(rs.get(0));
      assertEquals(p.toString(), g.source());
      assertEquals(RecordFormat.ENVELOPE, g.format());
      assertEquals(List.of("c14-c12", "T25c14-c12", "c3-c5"), g.moves());
      assertEquals(TWO_GAMES.indexOf("[Game", 1), rs.get(1).offset());
    }
  }

  @Test
  void next_corruptGzipThrows(@TempDir Path dir) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (OutputStream out = new GZIPOutputStream(b)) {
      out.write(TWO_GAMES.repeat(200).getBytes(StandardCharsets.UTF_8));
    }
    byte[] bytes = b.toByteArray();
    for (int i = 20; i < bytes.length - 10; i++) {
      bytes[i] ^= 0x55;
    }
    Path p = dir.resolve("bad.pgn.gz");
    Files.write(p, bytes);
    try (RecordReader in = RecordReader.open(p)) {
      assertThrows(UncheckedIOException.class, () -> in.forEachRemaining(r -> {}));
    } catch (IOException expectedMaybe) {
      // the header check may already fail in open(): also a stream failure
    }
  }

  @Test
  void next_streamFailureThrows() {
    InputStream failing = new InputStream() {
      private int n;

      @Override
      public int read() throws IOException {
        if (n++ > 100) {
          throw new IOException("disk on fire");
        }
        return 'x';
      }
    };
    RecordReader in = RecordReader.of(failing, "t", RecordFormat.FEN_LINES);
    UncheckedIOException e = assertThrows(UncheckedIOException.class, in::hasNext);
    assertEquals("disk on fire", e.getCause().getMessage());
  }

  /* --------------- visitor --------------- */

  @Test
  void accept_eventsInFileOrder() {
    List<String> events = new ArrayList<>();
    RecordReader in = reader("[Event \"a\"]\n\n1. e4 {c} e5 1-0\n\n[Bad\n\n*\n\n[Event \"b\"]\n\n1. d4 *\n");
    in.accept(new RecordVisitor() {
      @Override
      public Flow beginRecord(String source, long offset, long line) {
        events.add("begin " + offset + " " + line);
        return Flow.CONTINUE;
      }

      @Override
      public void tag(String name, String value) {
        events.add(name + "=" + value);
      }

      @Override
      public Flow endTags() {
        events.add("endTags");
        return Flow.CONTINUE;
      }

      @Override
      public void move(String token) {
        events.add(token);
      }

      @Override
      public void comment(String text) {
        events.add("{" + text + "}");
      }

      @Override
      public void result(String token) {
        events.add("result " + token);
      }

      @Override
      public void endRecord(GameRecord record) {
        events.add("end " + record.moves());
      }

      @Override
      public void rejected(RejectedRecord rejected) {
        events.add("rejected " + rejected.describe());
      }
    });
    assertEquals(List.of("begin 0 1", "Event=a", "endTags", "e4", "{c}", "e5", "result 1-0", "end [e4, e5]",
        "begin 31 5", "rejected t:5:5: tag Bad has no value",
        "begin 40 9", "Event=b", "endTags", "d4", "result *", "end [d4]"), events);
  }

  @Test
  void accept_skipFromEndTags() {
    List<String> events = new ArrayList<>();
    reader("[Event \"a\"]\n\n1. e4 {c} ) e5 1-0\n\n[Event \"b\"]\n\n1. d4 *\n").accept(new RecordVisitor() {
      @Override
      public void tag(String name, String value) {
        events.add(value);
      }

      @Override
      public Flow endTags() {
        return Flow.SKIP;
      }

      @Override
      public void move(String token) {
        events.add(token);
      }

      @Override
      public void endRecord(GameRecord record) {
        events.add("end");
      }

      @Override
      public void rejected(RejectedRecord rejected) {
        events.add("rejected");
      }
    });
    assertEquals(List.of("a", "b"), events);
  }

  @Test
  void accept_skipFromBeginRecord() {
    List<String> events = new ArrayList<>();
    reader(TWO_GAMES + "\n[Event \"c\"]\n\n1. g3 *\n").accept(new RecordVisitor() {
      @Override
      public Flow beginRecord(String source, long offset, long line) {
        return line == 1 ? Flow.SKIP : Flow.CONTINUE;
      }

      @Override
      public void move(String token) {
        events.add(token);
      }
    });
    assertEquals(List.of("c14-c12", "g3"), events);
  }

  @Test
  void accept_afterHasNextReplaysPendingRecord() {
    RecordReader in = reader(TWO_GAMES);
    assertTrue(in.hasNext());
    List<Long> offsets = new ArrayList<>();
    in.accept(new RecordVisitor() {
      @Override
      public void endRecord(GameRecord record) {
        offsets.add(record.offset());
      }
    });
    assertEquals(List.of(0L, (long) TWO_GAMES.indexOf("[Game", 1)), offsets);
    assertFalse(in.hasNext());
  }

  private static RecordReader reader(String text) {
    return RecordReader.of(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t",
        RecordFormat.ENVELOPE);
  }
}
