package org.ludoteca.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.game.Opening;
import org.ludoteca.game.OpeningBook;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;

class MoveLogTest {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data");
  private static final List<OpeningBook> BOOKS =
      Games.all().stream().map(Game::openingBook).flatMap(Optional::stream).toList();

  /** The moves and opening as a listener gathers them, ply by ply: what the log must agree with. */
  private static final class Reference implements Replay.PlyListener {
    final StringBuilder moves = new StringBuilder();
    boolean coordinates = true;
    int count;
    GameReplayer.Session session;
    OpeningBook.Tracker tracker;

    @Override
    public void started(GameReplayer.Session s) {
      session = s;
      for (OpeningBook book : BOOKS) {
        Optional<OpeningBook.Tracker> t = book.track(s);
        if (t.isPresent()) {
          tracker = t.get();
          break;
        }
      }
    }

    @Override
    public void played(int ply, String fen, List<CaptureEvent> captures) {
      StringBuilder one = new StringBuilder();
      if (session.appendLastMove(one)) {
        moves.append(moves.length() > 0 ? " " : "").append(one);
        count++;
      } else {
        coordinates = false;
      }
      if (tracker != null) {
        tracker.played(); // past the book's reach, a call changes nothing
      }
    }

    String moves() {
      return coordinates && count > 0 ? moves.toString() : null;
    }

    Opening opening() {
      return tracker == null ? null : tracker.opening().orElse(null);
    }
  }

  private static List<GameRecord> records(Path file) throws IOException {
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

  @Test
  void replay_moveLog_sameResultMovesAndOpeningAsAListenerGathers() throws IOException {
    MoveLog log = new MoveLog(BOOKS); // one log for every game: each replay clears it
    int named = 0;
    int logged = 0;
    for (GameRecord g : records(DATA.resolve("chess/lichess-sample.pgn"))) {
      Reference ref = new Reference();
      ReplayResult with = Replay.replay(g, null, ref, log);
      assertEquals(Replay.replay(g, null), with, g.source() + ":" + g.offset());
      assertEquals(ref.moves(), log.moves(), g.source() + ":" + g.offset());
      assertEquals(ref.opening(), log.opening(), g.source() + ":" + g.offset());
      if (log.moves() != null) {
        logged++;
        assertEquals(with.plies(), log.moves().split(" ").length, "one move per ply played");
      }
      named += log.opening() != null ? 1 : 0;
    }
    assertTrue(logged > 0 && named > 0, "the sample has games with moves and named openings");
  }

  @Test
  void replay_moveLog_holdsTheLastGameOnly() throws IOException {
    MoveLog log = new MoveLog(BOOKS);
    GameRecord chess = records(DATA.resolve("chess/lichess-sample.pgn")).get(0);
    Replay.replay(chess, null, null, log);
    assertNotNull(log.moves());
    // a game without a coordinate notation or an opening book: nothing left of the chess game
    GameRecord rithmomachia = records(DATA.resolve("rithmomachia/sample.rpgn")).get(0);
    ReplayResult r = Replay.replay(rithmomachia, null, null, log);
    assertTrue(r.plies() > 0, "the game was played");
    assertNull(log.moves());
    assertNull(log.opening());
  }
}
