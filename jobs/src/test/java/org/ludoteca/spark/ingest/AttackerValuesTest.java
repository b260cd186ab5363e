package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.replay.Replay;

class AttackerValuesTest {
  // valueAt_startPosition_agreesWithTheBoard moved to core: rithmomachia.notation.PieceNumbersTest.

  /**
   * The values asked of the session (no position written out) are those read from the FEN after
   * each capturing ply, for every capture of every game of the Rithmomachia sample.
   */
  @Test
  void played_sessionValues_agreeWithTheFenAfterEveryCapture() throws IOException {
    int captures = 0;
    try (RecordReader in = RecordReader.open(Path.of("..", "data", "rithmomachia", "sample.rpgn"))) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        if (!(r instanceof GameRecord g)) {
          continue;
        }
        AttackerValues fromSession = new AttackerValues("rithmomachia");
        AttackerValues fromFen = new AttackerValues("rithmomachia");
        List<CaptureEvent> seen = new ArrayList<>();
        Replay.replay(g, null, new Replay.PlyListener() {
          @Override
          public void started(GameReplayer.Session s) {
            fromSession.started(s);
          }

          @Override
          public void played(int ply, String fen, List<CaptureEvent> events) {
            assertTrue(fen != null || events.isEmpty(), "a capturing ply comes with its FEN here");
            fromSession.played(ply, null, events);
            fromFen.played(ply, fen, events);
            seen.addAll(events);
          }
        });
        assertFalse(fromSession.needsFen(), "a started listener reads the session");
        for (int i = 0; i < seen.size(); i++) {
          assertEquals(seen.get(i).attackers().size(), fromFen.get(i).size(), "one value per attacker");
          assertEquals(fromFen.get(i), fromSession.get(i), g.source() + " @" + g.offset() + " capture " + i);
          captures++;
        }
      }
    }
    assertTrue(captures > 50, "the sample has captures to compare, saw " + captures);
  }

}
