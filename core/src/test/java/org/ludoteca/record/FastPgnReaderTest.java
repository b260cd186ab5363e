package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * {@link FastPgnReader} gives what {@link RecordReader} gives: every record of every PGN file of
 * the test chess corpus and of {@code data/chess}, equal field by field (raw text, offsets,
 * line numbers, rejections), and so equal replays.
 */
class FastPgnReaderTest {
  private static final Path SAMPLE = ChessPgnFiles.SAMPLE;

  static Stream<Path> pgnFiles() throws IOException {
    return ChessPgnFiles.all();
  }

  private static List<ReadResult> general(byte[] bytes, String source) throws IOException {
    List<ReadResult> out = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(bytes), source, RecordFormat.ENVELOPE)) {
      in.forEachRemaining(out::add);
    }
    return out;
  }

  private static List<ReadResult> fast(byte[] bytes, String source) {
    return drain(FastPgnReader.of(bytes, source));
  }

  /** Every record the reader still has, in order (the reader is kept to ask it afterwards). */
  private static List<ReadResult> drain(FastPgnReader in) {
    List<ReadResult> out = new ArrayList<>();
    in.forEachRemaining(out::add);
    return out;
  }

  @ParameterizedTest
  @MethodSource("pgnFiles")
  void read_everyChessFile_sameRecordsAndReplaysAsTheGeneralReader(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    List<ReadResult> expected = new ArrayList<>();
    try (RecordReader in = RecordReader.open(file)) {
      in.forEachRemaining(expected::add);
    }
    List<ReadResult> actual = fast(bytes, file.toString());
    assertEquals(expected.size(), actual.size(), file.toString());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i), actual.get(i), file + " record " + i);
      ReplayResult want = Replay.of(expected.get(i), null);
      ReplayResult got = Replay.of(actual.get(i), null);
      assertEquals(want, got, file + " record " + i);
    }
  }

  @Test
  void read_lichessSample_readWholeWithoutHandingOver() throws IOException {
    FastPgnReader in = FastPgnReader.of(Files.readAllBytes(SAMPLE), "sample");
    int games = 0;
    while (in.hasNext()) {
      assertTrue(in.next() instanceof GameRecord);
      games++;
    }
    assertEquals(135, games);
    assertFalse(in.handedOver());
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
  void read_commonShapes_sameAsTheGeneralReaderWithoutHandingOver(String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    FastPgnReader in = FastPgnReader.of(bytes, "t");
    List<ReadResult> actual = drain(in);
    assertEquals(general(bytes, "t"), actual);
    assertFalse(in.handedOver(), actual.toString());
  }

  @Test
  void visitNext_longTagNamesAlikeAtBothEnds_keptApartAndDuplicatesStillFound() {
    // same length, same first and same last eight bytes: only the middle tells them apart
    String text = "[ABCDEFGH1IJKLMNOP \"one\"]\n[ABCDEFGH2IJKLMNOP \"two\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
        + "[ABCDEFGH1IJKLMNOP \"a\"]\n[ABCDEFGH1IJKLMNOP \"dup\"]\n\n1. d4 *\n";
    FastPgnReader in = FastPgnReader.of(text.getBytes(StandardCharsets.UTF_8), "t");
    List<String> moves = new ArrayList<>();
    assertTrue(in.visitNext((d, from, to) -> moves.add(new String(d, from, to - from, StandardCharsets.US_ASCII))));
    assertEquals("one", in.tag("ABCDEFGH1IJKLMNOP"));
    assertEquals("two", in.tag("ABCDEFGH2IJKLMNOP"));
    assertEquals(null, in.tag("ABCDEFGH3IJKLMNOP"));
    assertEquals("*", in.tag("Result"));
    assertEquals(List.of("e4"), moves);
    assertFalse(in.visitNext((d, from, to) -> true)); // the duplicate name: the general reader's business
    assertTrue(in.hasNext());
    assertFalse(in.next() instanceof GameRecord);
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
  })
  void read_defectAfterAGoodGame_handedOverWithTheSameOffsetsAndLines(String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    FastPgnReader in = FastPgnReader.of(bytes, "t");
    List<ReadResult> actual = drain(in);
    List<ReadResult> expected = general(bytes, "t");
    assertEquals(expected, actual);
    assertTrue(in.handedOver());
    assertTrue(actual.size() >= 2 && actual.get(0) instanceof GameRecord, actual.toString());
  }

  @Test
  void read_invalidUtf8_handedOverAndRejectedAsTheGeneralReaderDoes() throws IOException {
    byte[] head = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"".getBytes(StandardCharsets.US_ASCII);
    byte[] tail = "\"]\n\n1. d4 *\n".getBytes(StandardCharsets.US_ASCII);
    byte[] bytes = new byte[head.length + 1 + tail.length];
    System.arraycopy(head, 0, bytes, 0, head.length);
    bytes[head.length] = (byte) 0xff;
    System.arraycopy(tail, 0, bytes, head.length + 1, tail.length);
    List<ReadResult> actual = fast(bytes, "t");
    assertEquals(general(bytes, "t"), actual);
    assertTrue(actual.get(1) instanceof RejectedRecord, actual.toString());
  }
}
