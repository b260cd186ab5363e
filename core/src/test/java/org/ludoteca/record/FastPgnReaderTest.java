package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;

/**
 * PGN as {@link RecordReader} reads it (by chunks, {@link FastPgnReader} with the line-based
 * parser for unusual records) gives what the line-based parser alone gives ({@link
 * RecordReader#lineBased}, the reference): every record of every PGN file of the test chess
 * corpus and of {@code data/chess}, equal field by field (raw text, offsets, line numbers,
 * rejections), and so equal replays.
 */
class FastPgnReaderTest {
  private static final Path SAMPLE = ChessPgnFiles.SAMPLE;

  static Stream<Path> pgnFiles() throws IOException {
    return ChessPgnFiles.all();
  }

  private static List<ReadResult> reference(byte[] bytes, String source) throws IOException {
    List<ReadResult> out = new ArrayList<>();
    try (RecordReader in = RecordReader.lineBased(new ByteArrayInputStream(bytes), source, RecordFormat.ENVELOPE)) {
      in.forEachRemaining(out::add);
    }
    return out;
  }

  /** Every record of one chunk holding the whole input. */
  private static List<ReadResult> drain(FastPgnReader in) throws IOException {
    List<ReadResult> out = new ArrayList<>();
    for (ReadResult r = in.read(); r != null; r = in.read()) {
      out.add(r);
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("pgnFiles")
  void open_everyChessFile_sameRecordsAndReplaysAsTheLineBasedParser(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    List<ReadResult> expected = reference(bytes, file.toString());
    List<ReadResult> actual = new ArrayList<>();
    try (RecordReader in = RecordReader.open(file)) {
      in.forEachRemaining(actual::add);
    }
    assertEquals(expected.size(), actual.size(), file.toString());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i), actual.get(i), file + " record " + i);
      if (actual.get(i) instanceof GameRecord g) {
        assertEquals(String.join(" ", g.moves()), g.movetext(), file + " record " + i);
      }
      ReplayResult want = Replay.of(expected.get(i), null);
      ReplayResult got = Replay.of(actual.get(i), null);
      assertEquals(want, got, file + " record " + i);
    }
  }

  @Test
  void read_movesWithNumbersGlyphsAndNags_movetextJoinsTheMovesOnly() throws IOException {
    String pgn = "[Event \"x\"]\n\n1.e4!? $1 e5 {a comment} 2. Nf3?! (2. Bc4 Nc6) 2... Nc6 3.O-O-O!! 1-0\n";
    List<ReadResult> records = drain(FastPgnReader.of(pgn.getBytes(StandardCharsets.US_ASCII), "m"));
    GameRecord g = (GameRecord) records.get(0);
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "O-O-O"), g.moves());
    assertEquals("e4 e5 Nf3 Nc6 O-O-O", g.movetext());
    assertEquals(g, reference(pgn.getBytes(StandardCharsets.US_ASCII), "m").get(0));
  }

  @Test
  void read_lichessSample_readWholeWithoutTheLineBasedParser() throws IOException {
    FastPgnReader in = FastPgnReader.of(Files.readAllBytes(SAMPLE), "sample");
    List<ReadResult> records = drain(in);
    assertEquals(135, records.size());
    assertTrue(records.stream().allMatch(r -> r instanceof GameRecord));
    assertEquals(0, in.runs());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "[Event \"a\"]\r\n[Result \"1-0\"]\r\n\r\n1. e4 {x} e5 2. Qh5?! (2. Nf3 Nc6) $1 Nc6 1-0 {done}\r\n\r\n[Event \"b\"]\r\n\r\n1. d4 *",
      "\uFEFF[Event \"bom\"]\n\n1. e4 { a comment\n[not a tag]\nover lines } e5 ; rest\n% escape\n2. Nf3 *\n",
      "[White \"Grünfeld \\\"x\\\" \\\\\"]\r[Black \"b\"]\r\r1. e4 e5\r\r[Event \"no result above\"]\n1. c4 0-1\n",
      "1. e4 e5 2. Nf3 1-0\n\n  1... e5 1/2-1/2\n\n\n",
      "[Event \"a\"] [Site \"b\"] 1. e4 e5 *\n[Event \"c\"]\n\n12.0-0 13... a6! 14.7>12.9 *\n",
      "[Event\t\"tabs\"]\t\n[Site \"a long value past one word, \\\"quoted\\\"\"]\n\n1.\te4\t{c}\te5 2.{c}Nf3 2...(2... d6) Nc6!? *\n",
  })
  void read_commonShapes_sameAsTheLineBasedParserWithoutIt(String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    FastPgnReader in = FastPgnReader.of(bytes, "t");
    List<ReadResult> actual = drain(in);
    assertEquals(reference(bytes, "t"), actual);
    assertEquals(0, in.runs(), actual.toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n",
      "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 ) *\n\n[Event \"c\"]\n\n1. c4 *\n",
      "[Event \"a\"]\n\n1. e4 e5 1-0 [Event \"b\"]\n\n1. d4 *\n",
      "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"a\"]\n[Event \"dup\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n",
      "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 {open\n",
      "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 \u00bd-\u00bd\n\n[Event \"c\"]\n\n1. c4 *\n",
      "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 \u0000 *\n\n[Event \"c\"]\n\n1. c4 *\n",
      "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n[Event \"c\"]\n",
      "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. e4 {open\n\n[Event \"c\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n",
  })
  void read_defectAfterAGoodGame_lineBasedParserForItWithTheSameOffsetsAndLines(String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    FastPgnReader in = FastPgnReader.of(bytes, "t");
    List<ReadResult> actual = drain(in);
    List<ReadResult> expected = reference(bytes, "t");
    assertEquals(expected, actual);
    assertTrue(in.runs() > 0);
    assertTrue(actual.size() >= 2 && actual.get(0) instanceof GameRecord, actual.toString());
  }

  @Test
  void read_defectBetweenGoodGames_readsOnItselfAfterTheDefectsRun() throws IOException {
    String good = "[Event \"g\"]\n\n1. e4 e5 1-0\n\n";
    String text = good + "[Event \"bad\"\n\n1. d4 *\n\n" + good + good + "[Event \"x\"]\n\n1. c4 ) *\n\n" + good;
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    FastPgnReader in = FastPgnReader.of(bytes, "t");
    List<ReadResult> actual = drain(in);
    assertEquals(reference(bytes, "t"), actual);
    assertEquals(2, in.runs(), actual.toString()); // one run per bad record: the good ones after it are its own
  }

  @Test
  void read_invalidUtf8_readAsLatin1AsTheLineBasedParserDoes() throws IOException {
    byte[] head = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"".getBytes(StandardCharsets.US_ASCII);
    byte[] tail = "\"]\n\n1. d4 *\n".getBytes(StandardCharsets.US_ASCII);
    byte[] bytes = new byte[head.length + 1 + tail.length];
    System.arraycopy(head, 0, bytes, 0, head.length);
    bytes[head.length] = (byte) 0xff;
    System.arraycopy(tail, 0, bytes, head.length + 1, tail.length);
    List<ReadResult> actual = drain(FastPgnReader.of(bytes, "t"));
    assertEquals(reference(bytes, "t"), actual);
    assertEquals("\u00ff", ((GameRecord) actual.get(1)).tags().get("Event"), actual.toString());
    assertEquals(1, ((GameRecord) actual.get(1)).warnings().size());
    bytes[head.length] = 0; // a NUL is no text in either encoding
    actual = drain(FastPgnReader.of(bytes, "t"));
    assertEquals(reference(bytes, "t"), actual);
    assertTrue(actual.get(1) instanceof RejectedRecord, actual.toString());
  }
}
