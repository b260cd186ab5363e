package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

/** The test columns of {@code start_positions} on hand-made corpora. */
class StartPositionTestsTest {
  private static GameTally games(String backRank, String winner, long n) {
    String fen = backRank.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + backRank + " w - - 0 1";
    return GameTally.builder().game("chess960").rules("chess960").verdict(Verdict.VALID).termination("checkmate")
        .winner(Winner.ofLabel(winner)).plies(40).firstMover(Side.WHITE).startFen(fen).games(n).build();
  }

  private static Map<String, Object[]> byRank(List<Object[]> rows) {
    Map<String, Object[]> out = new TreeMap<>();
    for (Object[] r : rows) {
      out.put((String) r[2], r);
    }
    return out;
  }

  @Test
  void startPositions_twoPositionsAgainstPooledHalf_workedOut() {
    List<GameTally> corpus = new ArrayList<>(List.of(
        games("BBQNNRKR", "white", 8), games("BBQNNRKR", "black", 2),
        games("NBQRBNKR", "white", 2), games("NBQRBNKR", "black", 8),
        games("BBNRKQNR", "draw", 1)));
    Map<String, Object[]> rows = byRank(CorpusStatistics.startPositions(corpus));
    // Pooled White share of decisive games 10/20 = ½. 8 of 10: 2 (1 + 10 + 45)/1024 = 0.109375, the
    // same for 2 of 10. Holm over two: 2 x 0.109375 = 0.21875, then max(0.21875, 0.109375).
    // BH: 2/2 x 0.109375, then min(2/1 x 0.109375, 0.109375): 0.109375 both. Not significant.
    for (String rank : List.of("BBQNNRKR", "NBQRBNKR")) {
      Object[] r = rows.get(rank);
      assertEquals(0.109375, (double) r[11], 1e-12, rank);
      assertEquals(0.21875, (double) r[12], 1e-12, rank);
      assertEquals(0.109375, (double) r[13], 1e-12, rank);
      assertEquals(false, r[14], rank);
    }
    // A position without a decisive game, and the row over all positions, are not tested.
    for (String rank : List.of("BBNRKQNR", "*")) {
      for (int c = 11; c <= 14; c++) {
        assertNull(rows.get(rank)[c], rank + " column " + c);
      }
    }
    // --min-games 11: no position has 11 decisive games.
    for (Object[] r : CorpusStatistics.startPositions(corpus, 11)) {
      assertNull(r[11]);
    }
  }

  @Test
  void startPositions_strongBias_significant() {
    // 20 of 20 and 0 of 20 against ½: 2 x 2^-20 = 1.9073486e-6 each; Holm 2 x that; BH that.
    Map<String, Object[]> rows = byRank(CorpusStatistics.startPositions(List.of(
        games("BBQNNRKR", "white", 20), games("NBQRBNKR", "black", 20))));
    Object[] r = rows.get("BBQNNRKR");
    assertEquals(2 * Math.pow(2, -20), (double) r[11], 1e-18);
    assertEquals(4 * Math.pow(2, -20), (double) r[12], 1e-18);
    assertEquals(2 * Math.pow(2, -20), (double) r[13], 1e-18);
    assertEquals(true, r[14]);
  }

  @Test
  void startPositions_minGamesBelowOne_throws() {
    assertThrows(IllegalArgumentException.class, () -> CorpusStatistics.startPositions(List.of(), 0));
  }
}
