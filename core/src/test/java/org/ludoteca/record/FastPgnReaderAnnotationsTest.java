package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The clocks and evaluations {@link FastPgnReader} reads from the comments as it passes them: the
 * same as {@link MoveAnnotations#of} on each record's text (what the line-based parser's records
 * carry), on the chess corpora and on odd comments.
 */
class FastPgnReaderAnnotationsTest {
  static Stream<Path> pgnFiles() throws IOException {
    return ChessPgnFiles.all();
  }

  private static List<ReadResult> fast(byte[] bytes) throws IOException {
    FastPgnReader in = FastPgnReader.of(bytes, "t");
    List<ReadResult> out = new ArrayList<>();
    for (ReadResult r = in.read(); r != null; r = in.read()) {
      out.add(r);
    }
    return out;
  }

  private static List<ReadResult> lineBased(byte[] bytes) throws IOException {
    List<ReadResult> out = new ArrayList<>();
    try (RecordReader in = RecordReader.lineBased(new ByteArrayInputStream(bytes), "t", RecordFormat.ENVELOPE)) {
      in.forEachRemaining(out::add);
    }
    return out;
  }

  /** The records' annotations, each checked against {@link MoveAnnotations#of} on its text. */
  private static List<MoveAnnotations> checked(List<ReadResult> records) {
    List<MoveAnnotations> out = new ArrayList<>();
    for (ReadResult r : records) {
      if (r instanceof GameRecord g) {
        assertEquals(MoveAnnotations.of(g.text(), g.moves().size()), g.annotations(), g.text());
        out.add(g.annotations());
      }
    }
    return out;
  }

  private static MoveAnnotations only(String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    List<ReadResult> records = fast(bytes);
    assertEquals(lineBased(bytes), records);
    List<MoveAnnotations> a = checked(records);
    assertEquals(1, a.size(), records.toString());
    return a.get(0);
  }

  @ParameterizedTest
  @MethodSource("pgnFiles")
  void read_everyChessFile_annotationsAsReadFromTheText(Path file) throws IOException {
    checked(fast(Files.readAllBytes(file)));
  }

  @Test
  void read_lichessSample_clocksOfEveryGameFromTheComments() throws IOException {
    FastPgnReader in = FastPgnReader.of(Files.readAllBytes(ChessPgnFiles.SAMPLE), "sample");
    List<ReadResult> records = new ArrayList<>();
    for (ReadResult r = in.read(); r != null; r = in.read()) {
      records.add(r);
    }
    List<MoveAnnotations> a = checked(records);
    assertEquals(0, in.runs());
    assertEquals(0, in.annotatedByText()); // every comment read as the reader passed it
    long withClocks = a.stream().filter(x -> x.clocks() != null).count();
    long withEvals = a.stream().filter(x -> x.evals() != null).count();
    assertTrue(withClocks > 100, "games with clocks: " + withClocks);
    assertTrue(withEvals > 0, "games with evals: " + withEvals);
  }

  @Test
  void read_severalCommandsInOneComment_eachRead() throws IOException {
    MoveAnnotations a = only("[Event \"a\"]\n\n1. e4 { [%eval 0.17] [%clk 0:03:00] } e5 { [%clk 0:02:59.5] [%eval -0.2] } *\n");
    assertEquals(Arrays.asList(18000, 17950), a.clocks());
    assertEquals(Arrays.asList(17, -20), a.evals());
  }

  @Test
  void read_mateScores_encodedFromWhitesView() throws IOException {
    MoveAnnotations a = only("1. e4 { [%eval #3] } e5 { [%eval #-4,22] } 2. Qh5 { [%eval #0] } *\n");
    assertEquals(Arrays.asList(MoveAnnotations.MATE - 3, -(MoveAnnotations.MATE - 4), MoveAnnotations.MATE),
        a.evals());
    assertNull(a.clocks());
  }

  @Test
  void read_commentsBeforeTheFirstMoveInVariationsAndAfterTheResult_asMoveAnnotationsOf() throws IOException {
    MoveAnnotations a = only("[Event \"a\"]\n\n{ [%clk 1:00:00] } 1. e4 { [%clk 0:00:10] } (1. d4 { [%clk 0:00:01] }) e5 $1 $14"
        + " { [%clk 0:00:20] } 1-0 { [%eval 1.5] }\n");
    assertEquals(Arrays.asList(1000, 2000), a.clocks());
    assertEquals(Arrays.asList(null, 150), a.evals()); // a comment after the result goes to the last move
  }

  @Test
  void read_malformedValues_absent() throws IOException {
    MoveAnnotations a = only("1. e4 { [%clk 0:0x:10] [%eval abc] } e5 { [%clk 0:00:05 } 2. Nf3 { [%clk] [%eval 1e2] } *\n");
    assertNull(a.clocks());
    assertEquals(Arrays.asList(null, null, 10000), a.evals());
  }

  @Test
  void read_onlyTheFirstCommandOfAKind_asMoveAnnotationsOf() throws IOException {
    MoveAnnotations a = only("1. e4 { [%clk x] [%clk 0:00:05] } { [%clk 0:00:07] } e5 { [%clk [%eval 0.5] } *\n");
    assertEquals(Arrays.asList(700, null), a.clocks()); // the later comment of the ply wins
    assertEquals(Arrays.asList(null, 50), a.evals());
  }

  @Test
  void read_nonAsciiInAComment_readByParts() throws IOException {
    MoveAnnotations a = only("1. e4 { é [%clk 0:00:05] ü } e5 { [%clk ٣] [%eval 0.5 ] } *\n");
    assertEquals(Arrays.asList(500, null), a.clocks()); // Arabic-Indic digits do not read
    assertEquals(Arrays.asList(null, 50), a.evals());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "1. e4 { [%clk 0:00:05]\nover two lines } e5 { [%clk 0:00:04] } *\n",
      "1. e4 ; [%clk 0:00:05]\ne5 { [%clk 0:00:04] } *\n",
      "1. e4 { [%clk 0:00:05] } e5 1-0 ; [%eval 1.0]\n",
      "1. e4 $1e5 { [%clk 0:00:04] } *\n",
      "1. e4 !e5 { [%clk 0:00:04] } *\n",
      "1. e4 ... e5 { [%clk 0:00:04] } 2. 1.1-0 { [%eval 3] } *\n",
      "[Event \"a\"] 1. e4 { [%clk 0:00:05] } *\n",
      "[Event \"a\"]\n  [Site \"b\"]\n\n1. e4 { [%clk 0:00:05] } *\n",
      "[Event \"a\"]\n\f[Site \"b\"]\n\n1. e4 { [%clk 0:00:05] } *\n",
      "[Event \"a\"]\r[Site \"b\"]\r\r1. e4 { [%clk 0:00:05] } e5 { [%clk 0:00:04] } *\r",
      "[Event \"a\"]\n%escape\n\n1. e4 { [%clk 0:00:05] } e5 { [%clk 0:00:04] } *\n",
      "1. e4 { [%clk 0:00:05] }\n% escape\ne5 { [%clk 0:00:04] } *\n",
      "1. e4 \u001ce5 { [%clk 0:00:04] } *\n",
      "1. e4 { [%clk 0:00:05] } (1. d4 ; [%clk 0:00:09]\n) e5 { [%clk 0:00:04] } *\n",
  })
  void read_unusualLayouts_asMoveAnnotationsOfTheText(String text) throws IOException {
    only(text);
    FastPgnReader in = FastPgnReader.of(text.getBytes(StandardCharsets.UTF_8), "t");
    in.read();
    assertEquals(1, in.annotatedByText() + in.runs(), text); // read from the text, or by the general parser
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "1. e4 { [%clk 0:00:05] } e5 { [%clk 0:00:04] } *\n",
      "1. e4 {[%clk 0:00:05]}e5{[%eval -0.3]}2.Nf3$2{[%clk 0:00:03]}(2.Nc3{[%clk 9:00:00]})*\n",
      "1. e4 { [%clk 0:00:05] } 2. e5 { [%clk 0:00:04] } 0-0 { [%eval 0] } 3... O-O-O! { [%eval -0.01] } *\n",
  })
  void read_commonLayouts_readAsTheCommentsPass(String text) throws IOException {
    only(text);
    FastPgnReader in = FastPgnReader.of(text.getBytes(StandardCharsets.UTF_8), "t");
    in.read();
    assertEquals(0, in.annotatedByText() + in.runs(), text);
  }

  @Test
  void read_manyPlies_valuesPastTheFirstBuffer() throws IOException {
    StringBuilder b = new StringBuilder("[Event \"long\"]\n\n");
    List<Integer> want = new ArrayList<>();
    for (int ply = 0; ply < 700; ply++) {
      b.append(ply % 2 == 0 ? "Nf3" : "Nf6").append(ply % 3 == 0 ? " " : " { [%clk 0:00:" + (ply % 60) + "] } ");
      want.add(ply % 3 == 0 ? null : (ply % 60) * 100);
    }
    b.append("*\n\n[Event \"next\"]\n\n1. e4 { [%eval 0.1] } *\n");
    byte[] bytes = b.toString().getBytes(StandardCharsets.UTF_8);
    List<ReadResult> records = fast(bytes);
    assertEquals(lineBased(bytes), records);
    List<MoveAnnotations> a = checked(records);
    assertEquals(want, a.get(0).clocks());
    assertNull(a.get(1).clocks());
    assertEquals(Arrays.asList(10), a.get(1).evals());
  }

  @Test
  void lichessClock_wordOfEveryTimeAndEveryByteChanged_asMoveAnnotations() {
    java.lang.invoke.VarHandle word = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class,
        java.nio.ByteOrder.LITTLE_ENDIAN);
    List<byte[]> comments = new ArrayList<>();
    for (int h = 0; h < 10; h++) {
      for (int m = 0; m < 100; m++) {
        for (int sec = 0; sec < 100; sec++) {
          comments.add(String.format("{ [%%clk %d:%02d:%02d] }", h, m, sec).getBytes(StandardCharsets.UTF_8));
        }
      }
    }
    byte[] base = "{ [%clk 1:23:45] }".getBytes(StandardCharsets.UTF_8);
    for (int at = 8; at < 16; at++) {
      for (int b = 0; b < 256; b++) {
        byte[] d = base.clone();
        d[at] = (byte) b;
        comments.add(d);
      }
    }
    int read = 0;
    for (byte[] d : comments) {
      int want = MoveAnnotations.lichessClock(d, 2);
      assertEquals(want, FastPgnReader.lichessClock((long) word.get(d, 8)), () -> new String(d, StandardCharsets.ISO_8859_1));
      read += want >= 0 ? 1 : 0;
    }
    assertEquals(100_000 + 5 * 10 + 3, read); // every time; the base with each digit place given each digit, marks as they are
  }

  @Test
  void plyValues_equalsListsOfTheSameValues() {
    PlyValues v = new PlyValues(new int[] {18000, PlyValues.ABSENT, -5});
    List<Integer> same = Arrays.asList(18000, null, -5);
    assertEquals(same, v);
    assertEquals(v, same);
    assertEquals(same.hashCode(), v.hashCode());
    assertNotEquals(Arrays.asList(18000, null, -6), v);
    assertNotEquals(new PlyValues(new int[] {18000, 0, -5}), v);
    assertTrue(v.isNull(1));
    assertFalse(v.isNull(0));
    assertEquals(-5, v.getInt(2));
    assertThrows(NullPointerException.class, () -> v.getInt(1));
    assertThrows(IndexOutOfBoundsException.class, () -> v.get(3));
    assertThrows(UnsupportedOperationException.class, () -> v.set(0, 1));
  }

  @Test
  void gameRecord_annotationsOfAnotherLength_rejected() {
    MoveAnnotations one = new MoveAnnotations(Arrays.asList(100), null);
    assertThrows(IllegalArgumentException.class, () -> new GameRecord("s", 0, 1, RecordFormat.ENVELOPE,
        java.util.Map.of(), List.of("e4", "e5"), "*", "1. e4 e5 *", one));
  }

  @Test
  void gameRecord_otherFormats_noAnnotations() {
    GameRecord g = new GameRecord("s", 0, 1, RecordFormat.JSON_LINES, java.util.Map.of(), List.of("e4"), "*",
        "{\"moves\": \"e4 { [%clk 0:00:05] }\"}");
    assertEquals(MoveAnnotations.NONE, g.annotations());
  }
}
