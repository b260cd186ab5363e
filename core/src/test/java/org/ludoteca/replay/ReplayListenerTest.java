package org.ludoteca.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;

class ReplayListenerTest {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/rithmomachia");

  @Test
  void replay_listener_everyLegalPlyInOrderSameResult() throws IOException {
    for (String file : List.of("sample.rpgn", "malformed.rpgn")) {
      try (RecordReader in = RecordReader.open(DATA.resolve(file))) {
        while (in.hasNext()) {
          ReadResult r = in.next();
          if (!(r instanceof GameRecord g)) {
            continue;
          }
          List<Integer> plies = new ArrayList<>();
          List<CaptureEvent> captures = new ArrayList<>();
          List<String> fens = new ArrayList<>();
          ReplayResult with = Replay.replay(g, null, (ply, fen, c) -> {
            plies.add(ply);
            assertEquals(c.isEmpty(), fen == null, "a position is given exactly for plies that captured");
            fens.add(fen);
            captures.addAll(c);
          });
          ReplayResult without = Replay.replay(g, null);
          assertEquals(without, with, g.source() + ":" + g.offset());
          assertEquals(with.plies(), plies.size());
          for (int i = 0; i < plies.size(); i++) {
            assertEquals(i + 1, plies.get(i));
          }
          assertEquals(with.captures(), captures);
          if (!fens.isEmpty() && fens.get(fens.size() - 1) != null) {
            assertEquals(with.finalFen(), fens.get(fens.size() - 1), "after a capturing last ply");
          }
        }
      }
    }
  }
}
