package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link RecordReader#lastTextBytes}: the text's UTF-8 bytes as read, equal to the text encoded again. */
class RecordReaderTextBytesTest {
  static Stream<Path> pgnFiles() throws IOException {
    return ChessPgnFiles.all();
  }

  private static byte[] bytes(ByteBuffer b) {
    byte[] out = new byte[b.remaining()];
    b.get(out);
    return out;
  }

  /** Reads every record, checking the bytes of each that has them; returns how many had them. */
  private static int check(RecordReader in, String what) {
    int given = 0;
    while (in.hasNext()) {
      ReadResult r = in.next();
      ByteBuffer b = in.lastTextBytes();
      if (r instanceof GameRecord g) {
        if (b != null) {
          assertArrayEquals(g.text().getBytes(StandardCharsets.UTF_8), bytes(b), what + " at " + g.offset());
          given++;
        }
      } else {
        assertNull(b, what);
      }
    }
    return given;
  }

  @ParameterizedTest
  @MethodSource("pgnFiles")
  void lastTextBytes_everyChessFile_theTextEncodedAgain(Path file) throws IOException {
    try (RecordReader in = RecordReader.open(file)) {
      check(in, file.toString());
    }
  }

  @Test
  void lastTextBytes_nonAsciiTagsAndCommentsAndBadBytes_theTextEncodedAgainOrNone() throws IOException {
    byte[] bad = {'[', 'E', 'v', 'e', 'n', 't', ' ', '"', (byte) 0xC3, '"', ']', '\n', '\n', '1', '.', ' ', 'e', '4',
        ' ', '*', '\n', '\n'}; // a lone lead byte: not UTF-8, the line-based parser's (a rejection)
    String pgn = "[Event \"Torneo de Ñandú — 2026\"]\r\n[White \"Łukasz\"]\r\n\r\n1. e4 { très bien 😀 } e5 *\r\n\r\n"
        + "[Event \"x\"]\n\n1. d4 d5 *\n\n";
    byte[] all = new byte[pgn.getBytes(StandardCharsets.UTF_8).length + bad.length];
    System.arraycopy(pgn.getBytes(StandardCharsets.UTF_8), 0, all, 0, all.length - bad.length);
    System.arraycopy(bad, 0, all, all.length - bad.length, bad.length);
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(all), "t", RecordFormat.ENVELOPE)) {
      assertEquals(2, check(in, "mixed"));
    }
  }

  @Test
  void lastTextBytes_afterHasNextReadAhead_none() throws IOException {
    String pgn = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n";
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "t",
        RecordFormat.ENVELOPE)) {
      GameRecord first = (GameRecord) in.next();
      assertEquals("[Event \"a\"]\n\n1. e4 *", new String(bytes(in.lastTextBytes()), StandardCharsets.UTF_8));
      assertTrue(in.hasNext()); // the next record read: the first one's bytes may be gone
      assertNull(in.lastTextBytes());
      GameRecord second = (GameRecord) in.next();
      assertEquals(second.text(), new String(bytes(in.lastTextBytes()), StandardCharsets.UTF_8));
      assertEquals("[Event \"a\"]\n\n1. e4 *", first.text());
    }
  }
}
