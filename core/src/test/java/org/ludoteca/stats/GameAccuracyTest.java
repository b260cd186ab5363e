package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;

class GameAccuracyTest {
  private static GameAccuracy white(Integer... evals) {
    return GameAccuracy.of(Arrays.asList(evals), Side.WHITE);
  }

  private static List<Integer> repeat(int times, Integer... evals) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < times; i++) {
      out.addAll(Arrays.asList(evals));
    }
    return out;
  }

  /* --------------- the parts --------------- */

  @Test
  void winPercent_values() {
    // 50 + 50 (2 / (1 + exp(−0.00368208 cp)) − 1)
    assertEquals(50, GameAccuracy.winPercent(0), 1e-12);
    assertEquals(51.380429102931544, GameAccuracy.winPercent(15), 1e-12);
    assertEquals(75.11255009383484, GameAccuracy.winPercent(300), 1e-12);
    assertEquals(100 - 75.11255009383484, GameAccuracy.winPercent(-300), 1e-12);
    // capped at ±1000, a mate (±(1,000,000 − n)) counted as ±1000
    assertEquals(GameAccuracy.winPercent(1000), GameAccuracy.winPercent(2500), 0);
    assertEquals(GameAccuracy.winPercent(-1000), GameAccuracy.winPercent(-(1_000_000 - 3)), 0);
    assertEquals(97.54474363414323, GameAccuracy.winPercent(1000), 1e-12);
  }

  @Test
  void moveAccuracy_values() {
    assertEquals(100, GameAccuracy.moveAccuracy(40, 40), 0);
    assertEquals(100, GameAccuracy.moveAccuracy(40, 70), 0);
    // a fall of 30.61331493508 points: 103.16681 exp(−0.0435442 × 30.6133) − 3.16692 + 1
    assertEquals(25.035777013648996, GameAccuracy.moveAccuracy(55.50076484124536, 24.88744990616516), 1e-9);
    // a fall of 0 + ε: the + 1 bonus is cut at 100
    assertEquals(100, GameAccuracy.moveAccuracy(50, 49.9999), 0);
    assertEquals(0, GameAccuracy.moveAccuracy(100, 0), 0);
  }

  /* --------------- of: worked by hand --------------- */

  /**
   * Four plies, evaluations 40, −60, −60, 300 after them, White first. White's win% before and
   * after each ply (the one before the first ply from +15): 51.3804, 53.6754, 44.4992, 44.4992,
   * 75.1126. Window 2 (4 plies / 10, at least 2): the weights are the standard deviations of the
   * pairs (51.38, 53.68), (53.68, 44.50), (44.50, 44.50), (44.50, 75.11): 1.1475, 4.5881, 0 → 0.5,
   * 15.31 → 12. White's moves (plies 1, 3) do not lose win%: 100 and 100, so 100. Black's win% is
   * 100 minus White's: ply 2 takes it from 46.32 to 55.50 (100), ply 4 from 55.50 to 24.89, a fall
   * of 30.61: 25.0358. Weighted mean (100 × 4.5881 + 25.0358 × 12) / 16.5881 = 45.7701; harmonic
   * mean 2 / (1/100 + 1/25.0358) = 40.0458; accuracy 42.9080. Losses from the mover's view, evals
   * within ±1000: White 15 → 40 (0), −60 → −60 (0); Black 40 → −60 (a gain), −60 → 300 (360): acpl
   * 0 and 180.
   */
  @Test
  void of_workedByHand() {
    GameAccuracy a = white(40, -60, -60, 300);
    assertEquals(100, a.white(), 1e-9);
    assertEquals(42.9079532253955, a.black(), 1e-9);
    assertEquals(0, a.acplWhite(), 0);
    assertEquals(180, a.acplBlack(), 0);
  }

  @Test
  void of_blackMovesFirst() {
    // the same evaluations, Black first: Black's plies 1 and 3, White's 2 and 4
    GameAccuracy a = GameAccuracy.of(List.of(900, 900), Side.BLACK);
    assertEquals(12.303138647232768, a.black(), 1e-9); // Black's first move: +15 → +900 from White's view
    assertEquals(100, a.white(), 1e-9);
    assertEquals(885, a.acplBlack(), 0);
  }

  @Test
  void of_mates() {
    // plies 3 and 4 are mates for White (in 3) and for Black (in 2): ±1000
    GameAccuracy mates = white(40, -60, 1_000_000 - 3, -(1_000_000 - 2));
    GameAccuracy capped = white(40, -60, 1000, -1000);
    assertEquals(capped, mates);
    assertEquals(100, mates.white(), 1e-9);
    assertEquals(100, mates.black(), 1e-9);
  }

  @Test
  void of_evaluationsStop_prefix() {
    // no evaluation after the mating ply (lichess), or a gap: the plies before the first missing one
    assertEquals(white(40, -60, -60, 300), white(40, -60, -60, 300, null));
    assertEquals(white(40, -60), white(40, -60, null, 300));
    GameAccuracy one = white(40, null, 12);
    assertEquals(100, one.white(), 0);
    assertNull(one.black());
    assertNull(one.acplBlack());
  }

  @Test
  void of_none() {
    assertEquals(new GameAccuracy(null, null, null, null), GameAccuracy.of(null, Side.WHITE));
    assertEquals(new GameAccuracy(null, null, null, null), white((Integer) null));
    assertEquals(new GameAccuracy(null, null, null, null), GameAccuracy.of(Collections.emptyList(), Side.WHITE));
    assertThrows(NullPointerException.class, () -> GameAccuracy.of(List.of(1), null));
  }

  /* --------------- of: lila's own tests (AccuracyPercentTest, values and tolerances as lila's) --------------- */

  @Test
  void of_lilaTwoGoodMoves() {
    GameAccuracy a = white(15, 15);
    assertEquals(100, a.white(), 1);
    assertEquals(100, a.black(), 1);
  }

  @Test
  void of_lilaBlunders() {
    assertEquals(10, white(-900, -900).white(), 5);
    assertEquals(100, white(-900, -900).black(), 1);
    assertEquals(100, white(15, 900).white(), 1);
    assertEquals(10, white(15, 900).black(), 5);
    assertEquals(10, white(-900, 0).white(), 5);
    assertEquals(10, white(-900, 0).black(), 5);
    // black moves first
    assertEquals(10, GameAccuracy.of(List.of(900, 900), Side.BLACK).black(), 5);
    assertEquals(100, GameAccuracy.of(List.of(15, -900), Side.BLACK).black(), 1);
    assertEquals(10, GameAccuracy.of(List.of(15, -900), Side.BLACK).white(), 5);
    assertEquals(10, GameAccuracy.of(List.of(900, 0), Side.BLACK).white(), 5);
  }

  @Test
  void of_lilaPerfectMovesAndABlunder() {
    List<Integer> twenty = repeat(20, 15);
    assertEquals(100, GameAccuracy.of(twenty, Side.WHITE).white(), 1);
    List<Integer> whiteBlunder = new ArrayList<>(twenty);
    whiteBlunder.add(-900);
    assertEquals(50, GameAccuracy.of(whiteBlunder, Side.WHITE).white(), 5);
    assertEquals(100, GameAccuracy.of(whiteBlunder, Side.WHITE).black(), 1);
    List<Integer> blackBlunder = repeat(21, 15);
    blackBlunder.add(900);
    assertEquals(100, GameAccuracy.of(blackBlunder, Side.WHITE).white(), 1);
    assertEquals(50, GameAccuracy.of(blackBlunder, Side.WHITE).black(), 5);
  }

  @Test
  void of_lilaAverageMoves() {
    assertEquals(76, GameAccuracy.of(repeat(5, -50, 15), Side.WHITE).white(), 8);
    assertEquals(76, GameAccuracy.of(repeat(50, -50, 15), Side.WHITE).black(), 8);
    assertEquals(54, GameAccuracy.of(repeat(50, -135, 15), Side.WHITE).white(), 8);
    assertEquals(20, GameAccuracy.of(repeat(50, -435, 15), Side.WHITE).black(), 8);
    // and their average centipawn losses, as lila's AccuracyCP counts them: 65, 150, 450
    assertEquals(65, GameAccuracy.of(repeat(50, -50, 15), Side.WHITE).acplWhite(), 0);
    assertEquals(150, GameAccuracy.of(repeat(50, -135, 15), Side.WHITE).acplBlack(), 0);
    assertEquals(450, GameAccuracy.of(repeat(50, -435, 15), Side.WHITE).acplWhite(), 0);
  }

  /**
   * The accuracies against a second computation (a Python transcription of the definitions, run
   * once; its values pasted here): 21 plies of +15 then a White blunder to −900, and 22 plies with
   * a Black one.
   */
  @Test
  void of_longerGames_againstASecondComputation() {
    List<Integer> whiteBlunder = repeat(20, 15);
    whiteBlunder.add(-900);
    GameAccuracy a = GameAccuracy.of(whiteBlunder, Side.WHITE);
    assertEquals(46.85340283303507, a.white(), 1e-9);
    assertEquals(100, a.black(), 1e-9);
    assertEquals(83.18181818181819, a.acplWhite(), 1e-9);
    List<Integer> blackBlunder = repeat(21, 15);
    blackBlunder.add(900);
    GameAccuracy b = GameAccuracy.of(blackBlunder, Side.WHITE);
    assertEquals(49.387960289369005, b.black(), 1e-9);
    assertEquals(80.45454545454545, b.acplBlack(), 1e-9);
    assertEquals(77.38304879688931, GameAccuracy.of(repeat(50, -50, 15), Side.WHITE).white(), 1e-9);
    assertEquals(55.000662133465504, GameAccuracy.of(repeat(50, -135, 15), Side.WHITE).black(), 1e-9);
  }
}
