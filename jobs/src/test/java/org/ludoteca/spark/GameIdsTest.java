package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

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
}
