package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class GameIdsTest {
  /** The id as data/FORMAT.md defines it, computed here from the definition. */
  private static String byDefinition(String source, long offset, String text) throws Exception {
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    sha.update((source + "\0" + offset + "\0" + text).getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(sha.digest(), 0, 16);
  }

  @Test
  void of_ownDigestReusedOverNonAsciiRecords_sameIdsAsTheDefinition() throws Exception {
    MessageDigest own = GameIds.sha256();
    String[] texts = {"[Event \"Torneo de Ñandú — 2026\"]\n\n1. e4 e5 *", "1. d4 d5 *", "[White \"ασπίδα\"]\n\n*", ""};
    for (String text : texts) { // one digest for every record, as a task's RowMaker uses it
      for (String source : new String[] {"/data/lichess.pgn", "/data/ünïcode.pgn"}) {
        String id = GameIds.of(own, source, 1234567890123L, text);
        assertEquals(byDefinition(source, 1234567890123L, text), id, text);
        assertEquals(GameIds.of(source, 1234567890123L, text), id, text);
        assertEquals(32, id.length());
      }
    }
    assertNotEquals(GameIds.of(own, "s", 0, "1. e4 *"), GameIds.of(own, "s", 1, "1. e4 *"));
  }

  @Test
  void of_textBytesAsRead_sameIdAsTheText() throws Exception {
    MessageDigest own = GameIds.sha256();
    for (String text : new String[] {"[Event \"Torneo de Ñandú — 2026\"]\r\n\r\n1. e4 { très bien 😀 } e5 *",
        "1. d4 d5 *", ""}) {
      byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
      byte[] file = new byte[utf8.length + 6]; // the text amid other bytes, as in the reader's buffer
      System.arraycopy(utf8, 0, file, 3, utf8.length);
      java.nio.ByteBuffer asRead = java.nio.ByteBuffer.wrap(file, 3, utf8.length).asReadOnlyBuffer();
      assertEquals(byDefinition("/data/ünïcode.pgn", 42, text), GameIds.of(own, "/data/ünïcode.pgn", 42, text, asRead));
      java.nio.ByteBuffer inBuffer = java.nio.ByteBuffer.wrap(file, 3, utf8.length); // the reader's view: its array
      assertEquals(byDefinition("/data/ünïcode.pgn", 42, text), GameIds.of(own, "/data/ünïcode.pgn", 42, "ignored",
          inBuffer), text);
      assertEquals(0, inBuffer.remaining(), "consumed");
      assertEquals(GameIds.of("/data/ünïcode.pgn", 42, text), GameIds.of(own, "/data/ünïcode.pgn", 42, "ignored",
          java.nio.ByteBuffer.wrap(utf8)), text);
    }
  }

  @Test
  void of_offsetsOfEveryLength_sameIdsAsTheDefinition() throws Exception {
    MessageDigest own = GameIds.sha256();
    byte[] source = "/data/ünïcode.pgn".getBytes(StandardCharsets.UTF_8);
    long[] offsets = {0, 9, 10, 99, 100, Integer.MAX_VALUE, Integer.MAX_VALUE + 1L, 4_294_967_296L,
        999_999_999_999L, Long.MAX_VALUE};
    for (long offset : offsets) { // the digits are written by hand: each length, and past 2^31
      assertEquals(byDefinition("/data/ünïcode.pgn", offset, "1. e4 *"),
          GameIds.of(own, source, offset, "1. e4 *", null), Long.toString(offset));
    }
    assertEquals("/data/ünïcode.pgn", new String(source, StandardCharsets.UTF_8), "the source's bytes are not changed");
  }

  @Test
  void sourceBytes_sourcesChangingOnOneThread_eachSourcesOwnBytesAndOneMemoPerThread() throws Exception {
    ReadSplit.RowMaker.SourceBytes memo = ReadSplit.RowMaker.SourceBytes.PER_THREAD.get();
    assertSame(memo, ReadSplit.RowMaker.SourceBytes.PER_THREAD.get(), "a thread's next task gets its last one's");
    String[] sources = {"a/partie-\u00e9t\u00e9.pgn", "b/lichess.pgn.zst", "a/partie-\u00e9t\u00e9.pgn", "c/\u68cb.pgn"};
    for (String source : sources) {
      String fresh = new String(source); // each task's records carry their own String of the name
      assertArrayEquals(source.getBytes(StandardCharsets.UTF_8), memo.utf8(fresh), source);
      assertArrayEquals(source.getBytes(StandardCharsets.UTF_8), memo.utf8(fresh), source + ", again");
    }
    Object[] other = new Object[1];
    Thread t = new Thread(() -> other[0] = ReadSplit.RowMaker.SourceBytes.PER_THREAD.get());
    t.start();
    t.join();
    assertNotSame(memo, other[0], "each thread has its own");
  }

  @Test
  void of_negativeOffset_refused() {
    assertThrows(IllegalArgumentException.class, () -> GameIds.of(GameIds.sha256(), new byte[0], -1, "", null));
  }
}
