package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.RithmoFen;

class AttackerValuesTest {
  @Test
  void valueAt_startPosition_agreesWithTheBoard() {
    String fen = RithmoFen.START;
    Map<String, Integer> board = AttackerValues.board(fen);
    assertEquals(190, board.get("h15"), "Black's pyramid: 64 + 49 + 36 + 25 + 16");
    for (char f = 'a'; f <= 'h'; f++) {
      for (int r = 1; r <= 16; r++) {
        String sq = "" + f + r;
        assertEquals(board.getOrDefault(sq, 0), AttackerValues.valueAt(fen, sq), sq);
      }
    }
    assertEquals(0, AttackerValues.valueAt(fen, "z9"));
  }

  @Test
  void sliceSize_balancesSmallInputsButNotBelowTheFloor() {
    List<Inputs.File> tenMb = List.of(new Inputs.File("f", 10L << 20, 0, false, org.ludoteca.record.RecordFormat.ENVELOPE));
    assertEquals((10L << 20) / 16, IngestJob.sliceSize(tenMb, IngestJob.DEFAULT_SPLIT_SIZE, 2));
    assertEquals(4096, IngestJob.sliceSize(tenMb, 4096, 2), "an explicit small split size wins");
    List<Inputs.File> tiny = List.of(new Inputs.File("f", 100_000, 0, false, org.ludoteca.record.RecordFormat.ENVELOPE));
    assertEquals(IngestJob.MIN_SLICE, IngestJob.sliceSize(tiny, IngestJob.DEFAULT_SPLIT_SIZE, 2));
    List<Inputs.File> big = List.of(new Inputs.File("f", 1L << 30, 0, false, org.ludoteca.record.RecordFormat.ENVELOPE));
    assertEquals(IngestJob.DEFAULT_SPLIT_SIZE, IngestJob.sliceSize(big, IngestJob.DEFAULT_SPLIT_SIZE, 2));
  }
}
