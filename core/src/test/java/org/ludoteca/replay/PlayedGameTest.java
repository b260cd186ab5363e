package org.ludoteca.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Verdict;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;

/**
 * A game replayed with its positions kept agrees with the plain replay: as many plies as it
 * played, the last position its final one, every capture at its ply; for move-by-move and
 * whole-record games alike, legal or not.
 */
class PlayedGameTest {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data");

  static List<GameRecord> records(Path file) throws Exception {
    List<GameRecord> out = new ArrayList<>();
    try (RecordReader in = RecordReader.open(file)) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        if (r instanceof GameRecord g) {
          out.add(g);
        }
      }
    }
    return out;
  }

  private static void agrees(GameRecord record) {
    PlayedGame g = PlayedGame.of(record, null);
    ReplayResult plain = Replay.replay(record, null);
    assertEquals(plain, g.result(), record.source());
    if (plain.verdict() == Verdict.UNREADABLE) {
      assertNull(g.start());
      assertEquals(0, g.plies().size());
      return;
    }
    assertNotNull(g.start(), record.source());
    assertEquals(plain.plies(), g.plies().size(), record.source() + ":" + record.offset());
    String last = g.plies().isEmpty() ? g.start() : g.plies().get(g.plies().size() - 1).position();
    assertEquals(plain.finalFen(), last, record.source() + ":" + record.offset());
    int captures = 0;
    for (int i = 0; i < g.plies().size(); i++) {
      PlayedGame.Ply p = g.plies().get(i);
      assertEquals(i + 1, p.ply());
      assertNotNull(p.side());
      for (CaptureEvent c : p.captures()) {
        assertEquals(p.ply(), c.ply());
        assertEquals(p.side(), c.side(), "the capturing side is the side that played the ply");
      }
      captures += p.captures().size();
    }
    assertEquals(plain.captures().size(), captures, record.source());
  }

  /* ---- of ---- */

  @Test
  void of_rithmomachiaSamplesAndMalformed_agreeWithReplay() throws Exception {
    for (String f : List.of("rithmomachia/sample.rpgn", "rithmomachia/malformed.rpgn")) {
      for (GameRecord r : records(DATA.resolve(f))) {
        agrees(r);
      }
    }
  }

  @Test
  void of_zamoraTranscriptions_agreeWithReplayIncludingTheIllegalOne() throws Exception {
    int illegal = 0;
    for (String f : List.of("caliz-partida-1.txt", "caliz-partida-3.txt", "goldeoro-partida-1.txt",
        "compases-nash.txt", "futez-partida-2.txt", "golez-partida-1.txt", "goldrez-apertura-sorpresa.txt")) {
      for (GameRecord r : records(DATA.resolve("zamora").resolve(f))) {
        agrees(r);
        PlayedGame g = PlayedGame.of(r, null);
        if (g.result().verdict() == Verdict.ILLEGAL) {
          illegal++;
          assertEquals(g.result().errorPly() - 1, g.plies().size(), f);
        }
      }
    }
    assertEquals(1, illegal, "caliz-partida-3 is ILLEGAL at its UNRESOLVED turn");
  }

  @Test
  void of_chessSample_firstGamesAgreeWithReplay() throws Exception {
    List<GameRecord> games = records(DATA.resolve("chess/lichess-sample.pgn"));
    for (GameRecord r : games.subList(0, 10)) {
      agrees(r);
    }
  }
}
