package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ludoteca.spark.table.Movetext;

class GameIdentityTest {
  /** Pieces that, put together, reach every branch of the address test and of the regex. */
  private static final String[] PIECES = {"http://", "https://", "www.", "lichess.org/", "lichess.org", "lichess",
      ".org/", "x", "Ab9", "0", "-", "_", "/", "\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029", " ", "é", "?",
      "HTTPS://", "wwwXlichess.org/"};

  @Test
  void isGameUrl_stringsPutTogetherFromPieces_sameAsTheRegex() {
    Random random = new Random(23);
    for (int i = 0; i < 200_000; i++) {
      StringBuilder s = new StringBuilder();
      int n = random.nextInt(6);
      for (int k = 0; k < n; k++) {
        s.append(PIECES[random.nextInt(PIECES.length)]);
      }
      if (random.nextBoolean()) { // most addresses start well, so the rest is tested often
        s.insert(0, random.nextBoolean() ? "https://lichess.org/" : "http://www.lichess.org/");
      }
      String v = s.toString();
      assertEquals(GameIdentity.GAME_URL_PATTERN.matcher(v).find(), GameIdentity.isGameUrl(v), () -> "'" + v + "'");
    }
  }

  @Test
  void isGameUrl_addressesAndNearMisses_asLichessWritesThem() {
    assertTrue(GameIdentity.isGameUrl("https://lichess.org/ENPo6ReH"));
    assertTrue(GameIdentity.isGameUrl("https://lichess.org/ENPo6ReH\n"));
    assertTrue(GameIdentity.isGameUrl("http://www.lichess.org/abc\r\n"));
    assertFalse(GameIdentity.isGameUrl("https://lichess.org/ENPo6ReH-1"));
    assertFalse(GameIdentity.isGameUrl("https://lichess.org/"));
    assertFalse(GameIdentity.isGameUrl("https://lichess.org/abc\n\n"));
    assertFalse(GameIdentity.isGameUrl(" https://lichess.org/abc"));
  }

  @Test
  void of_movetextGiven_sameAsJoiningTheMoves() {
    List<String> moves = List.of("e4", "e5", "Nf3");
    Map<String, String> tags = Map.of("Site", "https://lichess.org/ENPo6ReH-1");
    String joined = GameIdentity.of(tags, null, moves, "1-0");
    assertEquals(joined, GameIdentity.of(tags, null, moves, Movetext.of(moves), "1-0"));
    assertEquals(64, joined.length());
    assertEquals("https://lichess.org/x", GameIdentity.of(Map.of("Site", "https://lichess.org/x"), null, moves,
        Movetext.of(moves), "1-0"));
  }

  @Test
  void row_ownDigestReusedOverGames_sameIdentitiesAsTheThreadsDigest() {
    java.security.MessageDigest own = GameIds.sha256();
    List<String> moves = List.of("e4", "e5", "Nf3");
    for (String site : new String[] {"https://lichess.org/ENPo6ReH-1", "https://lichess.org/ENPo6ReH", "Zürich"}) {
      for (String fen : new String[] {null, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}) {
        TableRows.Game g = TableRows.Game.builder().gameId("id").source("src").offset(7).tags(Map.of("Site", site))
            .startFen(fen).moves(moves).declaredResult("1-0").verdict(org.ludoteca.game.Verdict.VALID).errorPly(-1)
            .plies(3).firstMover(org.ludoteca.game.Side.WHITE).game("chess").rules("chess").ingestRun("run-000001")
            .build();
        Object[] expected = GameIdentity.row(g);
        assertArrayEquals(expected, GameIdentity.row(g, Movetext.of(moves), own), site);
        assertEquals(expected[0], GameIdentity.of(Map.of("Site", site), fen, moves, "1-0"));
      }
    }
  }
}
