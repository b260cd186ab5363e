package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

class RuleSensitivityTest {
  private static RuleSensitivity.Rejudged r(String recordedVerdict, String recordedWinner, String verdict,
      String winner, Integer endPly) {
    return new RuleSensitivity.Rejudged("rithmomachia", "cvr", "tutorial", Verdict.ofLabel(recordedVerdict),
        Winner.ofLabel(recordedWinner), 40, Verdict.ofLabel(verdict), Winner.ofLabel(winner), endPly);
  }

  @Test
  void rows_handMadeCorpus_workedOut() {
    // Five games VALID under cvr, judged under tutorial: (1) the same winner at the same ply; (2) the
    // same winner, ended at ply 30 (earlier: the record plays on, so ILLEGAL, but not an illegal
    // move); (3) ended at ply 20 with the other winner; (4) an illegal move at ply 12; (5) no end
    // where cvr found White's win. A sixth game, ILLEGAL under cvr, is not counted.
    // games 5; same result (1, 2) 2; other winner (3, 5) 2; ended earlier (2, 3) 2; illegal (4) 1.
    List<Object[]> rows = RuleSensitivity.rows(List.of(
        r("VALID", "white", "VALID", "white", 40),
        r("VALID", "white", "ILLEGAL", "white", 30),
        r("VALID", "white", "ILLEGAL", "black", 20),
        r("VALID", "white", "ILLEGAL", null, null),
        r("VALID", "white", "RESULT_MISMATCH", null, null),
        r("ILLEGAL", null, "VALID", "white", 40)));
    assertEquals(1, rows.size());
    assertArrayEquals(new Object[] {"rithmomachia", "cvr", "tutorial", 5L, 2L, 0.4, 2L, 0.4, 2L, 0.4, 1L, 0.2},
        rows.get(0));
  }

  @Test
  void rowsOfTallies_talliesOfSeveralGames_equalRowsOfTheGames() {
    // The same six games as above, the VALID ones twice and as tallies of two: every count doubles.
    List<RuleSensitivity.Rejudged> games = List.of(
        r("VALID", "white", "VALID", "white", 40),
        r("VALID", "white", "ILLEGAL", "white", 30),
        r("VALID", "white", "ILLEGAL", "black", 20),
        r("VALID", "white", "ILLEGAL", null, null),
        r("VALID", "white", "RESULT_MISMATCH", null, null),
        r("ILLEGAL", null, "VALID", "white", 40));
    List<RuleSensitivity.Tally> tallies = new java.util.ArrayList<>();
    for (RuleSensitivity.Rejudged g : games) {
      tallies.add(new RuleSensitivity.Tally(g.game(), g.rules(), g.applied(), RuleSensitivity.outcome(g), 2));
    }
    List<Object[]> rows = RuleSensitivity.rowsOfTallies(tallies);
    assertEquals(1, rows.size());
    assertArrayEquals(new Object[] {"rithmomachia", "cvr", "tutorial", 10L, 4L, 0.4, 4L, 0.4, 4L, 0.4, 2L, 0.2},
        rows.get(0));
  }
}
