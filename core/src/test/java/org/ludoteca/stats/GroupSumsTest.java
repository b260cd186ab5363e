package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

class GroupSumsTest {
  private static GameTally.Builder whiteWins(String rating) {
    return GameTally.builder().game("chess").rules("standard").verdict(Verdict.VALID).termination("checkmate")
        .winner(Winner.WHITE).plies(31).firstMover(Side.WHITE).games(1).strata(Map.of(Strata.RATING, rating));
  }

  @Test
  void accept_rowsOfManyTasks_oneSumPerGroupInFirstOrder() {
    // The rows of 1,000 tasks, each with the same three groups (each row its own objects, as read).
    GroupSums<GameTally> sums = GameTally.sums();
    List<GameTally> rows = new ArrayList<>();
    long perGroup = 0;
    for (int task = 0; task < 1000; task++) {
      perGroup += 1 + task % 3;
      for (String rating : List.of("2000+", "unrated", "1500-1999")) {
        GameTally row = whiteWins(new String(rating)).games(1 + task % 3).build();
        rows.add(row);
        sums.accept(row);
      }
      sums.accept(GameTally.empty());
    }
    List<GameTally> summed = sums.sums();
    assertEquals(3, summed.size());
    assertEquals(List.of(whiteWins("2000+").games(perGroup).build(), whiteWins("unrated").games(perGroup).build(),
        whiteWins("1500-1999").games(perGroup).build()), summed);
    assertEquals(GameTally.sumByGroup(rows), summed);
  }

  @Test
  void addAll_captureTallies_sameAsSumByGroup() {
    CaptureTally pawn = CaptureTally.builder().game("chess").rules("standard").method("capture").side(Side.WHITE)
        .capturedKind("pawn").captures(2).opening(2).build();
    CaptureTally queen = pawn.toBuilder().capturedKind("queen").captures(1).opening(0).endgame(1).build();
    List<CaptureTally> rows = List.of(pawn, queen, CaptureTally.empty(), pawn, queen, pawn);
    List<CaptureTally> summed = CaptureTally.sums().addAll(rows).sums();
    assertEquals(List.of(pawn.plus(pawn).plus(pawn), queen.plus(queen)), summed);
    assertEquals(CaptureTally.sumByGroup(rows), summed);
  }
}
