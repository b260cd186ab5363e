package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

/** {@link GameTally} and {@link CaptureTally} as values: built by column, equal by value, merged with {@code plus}. */
class GameTallyTest {
  private static GameTally.Builder whiteWins() {
    return GameTally.builder().game("chess").rules("standard").verdict(Verdict.VALID).termination("checkmate")
        .winner(Winner.WHITE).plies(31).firstMover(Side.WHITE).games(2);
  }

  private static CaptureTally.Builder pawnTaken() {
    return CaptureTally.builder().game("chess").rules("standard").method("capture").side(Side.WHITE)
        .capturedKind("pawn").captures(3).opening(2).middlegame(1);
  }

  /* --------------- builder --------------- */

  @Test
  void builder_columns_readBack() {
    GameTally t = whiteWins().declaredResult("1-0").whiteAgent("a").blackAgent("b").startFen("fen")
        .unreadable("u").legalMoves(60L).movePositions(30L).decisionPlies(29L).strata(Map.of("rating", "2000+"))
        .build();
    assertEquals(List.of("chess", "standard", Verdict.VALID, "checkmate", Winner.WHITE, 31, Side.WHITE, "1-0", "a",
        "b", "fen", "u", 2L, 60L, 30L, 29L, Map.of("rating", "2000+")),
        Arrays.asList(t.game(), t.rules(), t.verdict(), t.termination(), t.winner(), t.plies(), t.firstMover(),
            t.declaredResult(), t.whiteAgent(), t.blackAgent(), t.startFen(), t.unreadable(), t.games(),
            t.legalMoves(), t.movePositions(), t.decisionPlies(), t.strata()));
  }

  @Test
  void build_noVerdict_throws() {
    assertThrows(NullPointerException.class, () -> GameTally.builder().game("chess").games(1).build());
  }

  @Test
  void build_someLegalMoveCountsOnly_throws() {
    assertThrows(IllegalArgumentException.class, () -> whiteWins().legalMoves(3L).build());
    assertThrows(IllegalArgumentException.class, () -> whiteWins().legalMoves(3L).movePositions(1L).build());
  }

  @Test
  void build_negativeGames_throws() {
    assertThrows(IllegalArgumentException.class, () -> whiteWins().games(-1).build());
  }

  @Test
  void build_capturePhasesNotAddingUp_throws() {
    assertThrows(IllegalArgumentException.class, () -> pawnTaken().endgame(1).build());
  }

  @Test
  void strata_mapChangedAfterwards_tallyUnchanged() {
    Map<String, String> strata = new java.util.HashMap<>(Map.of("rating", "2000+"));
    GameTally t = whiteWins().strata(strata).build();
    strata.put("rating", "unrated");
    assertEquals("2000+", t.strata().get("rating"));
    assertThrows(UnsupportedOperationException.class, () -> t.strata().put("month", "2024-01"));
  }

  /* --------------- equality --------------- */

  @Test
  void equals_sameColumns_equalAndSameHash() {
    assertEquals(whiteWins().build(), whiteWins().build());
    assertEquals(whiteWins().build().hashCode(), whiteWins().build().hashCode());
    assertEquals(pawnTaken().build(), pawnTaken().build());
    assertEquals(pawnTaken().build().hashCode(), pawnTaken().build().hashCode());
  }

  @Test
  void equals_oneColumnDiffers_notEqual() {
    assertNotEquals(whiteWins().build(), whiteWins().plies(32).build());
    assertNotEquals(whiteWins().build(), whiteWins().games(3).build());
    assertNotEquals(whiteWins().build(), whiteWins().firstMover(Side.BLACK).build());
    assertNotEquals(whiteWins().build(), whiteWins().strata(Map.of("rating", "unrated")).build());
    assertNotEquals(pawnTaken().build(), pawnTaken().side(Side.BLACK).build());
  }

  @Test
  void toBuilder_unchanged_equalTally() {
    GameTally t = whiteWins().legalMoves(1L).movePositions(2L).decisionPlies(0L).strata(Map.of("a", "b")).build();
    assertEquals(t, t.toBuilder().build());
    CaptureTally c = pawnTaken().strata(Map.of("a", "b")).build();
    assertEquals(c, c.toBuilder().build());
  }

  /* --------------- plus --------------- */

  @Test
  void plus_sameGroup_countsSummed() {
    GameTally t = whiteWins().legalMoves(60L).movePositions(30L).decisionPlies(29L).build();
    GameTally sum = t.plus(whiteWins().games(5).legalMoves(10L).movePositions(4L).decisionPlies(3L).build());
    assertEquals(whiteWins().games(7).legalMoves(70L).movePositions(34L).decisionPlies(32L).build(), sum);
    assertEquals(pawnTaken().captures(6).opening(4).middlegame(2).build(), pawnTaken().build().plus(pawnTaken().build()));
  }

  @Test
  void plus_legalMovesCountedInOneOnly_thoseCounts() {
    GameTally counted = whiteWins().legalMoves(60L).movePositions(30L).decisionPlies(29L).build();
    GameTally sum = whiteWins().build().plus(counted);
    assertEquals(4L, sum.games());
    assertEquals(List.of(60L, 30L, 29L), List.of(sum.legalMoves(), sum.movePositions(), sum.decisionPlies()));
    assertNull(whiteWins().build().plus(whiteWins().build()).legalMoves());
  }

  @Test
  void plus_otherGroup_throws() {
    assertThrows(IllegalArgumentException.class, () -> whiteWins().build().plus(whiteWins().plies(30).build()));
    assertThrows(IllegalArgumentException.class, () -> pawnTaken().build().plus(pawnTaken().method("en-passant")
        .build()));
  }

  @Test
  void plus_empty_identity() {
    GameTally t = whiteWins().build();
    assertSame(t, t.plus(GameTally.empty()));
    assertSame(t, GameTally.empty().plus(t));
    assertTrue(GameTally.empty().isEmpty());
    assertFalse(t.isEmpty());
    CaptureTally c = pawnTaken().build();
    assertSame(c, c.plus(CaptureTally.empty()));
    assertSame(c, CaptureTally.empty().plus(c));
  }

  @Test
  void plus_associativeAndCommutative() {
    GameTally a = whiteWins().games(1).build();
    GameTally b = whiteWins().games(2).legalMoves(5L).movePositions(2L).decisionPlies(1L).build();
    GameTally c = whiteWins().games(4).legalMoves(7L).movePositions(3L).decisionPlies(3L).build();
    assertEquals(a.plus(b).plus(c), a.plus(b.plus(c)));
    assertEquals(a.plus(b), b.plus(a));
  }

  /* --------------- sumByGroup --------------- */

  @Test
  void sumByGroup_rowsOfSeveralTasks_oneTallyPerGroupInFirstOrder() {
    GameTally draw = whiteWins().winner(Winner.DRAW).termination("stalemate").games(1).build();
    List<GameTally> merged = GameTally.sumByGroup(List.of(whiteWins().build(), draw, GameTally.empty(),
        whiteWins().games(3).build(), draw));
    assertEquals(List.of(whiteWins().games(5).build(), draw.plus(draw)), merged);
  }

  /**
   * Every statistic of the tallies of many tasks equals that of the tallies merged by group: what
   * the statistics job relies on when it merges the summary rows before computing.
   */
  @Test
  void sumByGroup_randomTallies_everyStatisticUnchanged() {
    List<String> terminations = Arrays.asList("checkmate", "resignation", null);
    List<Winner> winners = Arrays.asList(Winner.WHITE, Winner.BLACK, Winner.DRAW, null);
    List<Verdict> verdicts = List.of(Verdict.VALID, Verdict.VALID, Verdict.ILLEGAL, Verdict.RESULT_MISMATCH,
        Verdict.UNREADABLE);
    String[] fens = {"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"};
    for (long seed = 1; seed <= 5; seed++) {
      Random r = new Random(seed);
      // 60 groups of each, then 400 tallies of them with their own counts: the rows of many tasks.
      List<GameTally> gameGroups = new ArrayList<>();
      List<CaptureTally> captureGroups = new ArrayList<>();
      for (int i = 0; i < 60; i++) {
        gameGroups.add(GameTally.builder().game(r.nextBoolean() ? "chess" : "chess960").rules("r" + r.nextInt(2))
            .verdict(verdicts.get(r.nextInt(verdicts.size())))
            .termination(terminations.get(r.nextInt(terminations.size())))
            .winner(winners.get(r.nextInt(winners.size()))).plies(r.nextInt(4) * 37)
            .firstMover(r.nextInt(8) == 0 ? null : Side.WHITE).declaredResult(r.nextBoolean() ? "1-0" : null)
            .whiteAgent(r.nextBoolean() ? "greedy" : null).blackAgent(r.nextBoolean() ? "random" : null)
            .startFen(fens[r.nextInt(2)]).unreadable(r.nextBoolean() ? "bad FEN tag" : null)
            .strata(Map.of(Strata.RATING, r.nextBoolean() ? "2000+" : "unrated")).build());
        captureGroups.add(CaptureTally.builder().game("chess").rules("r" + r.nextInt(2))
            .method(r.nextBoolean() ? "capture" : "en-passant").side(r.nextBoolean() ? Side.WHITE : Side.BLACK)
            .capturedKind(r.nextBoolean() ? "pawn" : "queen")
            .strata(Map.of(Strata.RATING, r.nextBoolean() ? "2000+" : "unrated")).build());
      }
      List<GameTally> games = new ArrayList<>();
      List<CaptureTally> captures = new ArrayList<>();
      for (int i = 0; i < 400; i++) {
        boolean counted = r.nextBoolean();
        games.add(gameGroups.get(r.nextInt(gameGroups.size())).toBuilder().games(1 + r.nextInt(3))
            .legalMoves(counted ? (long) r.nextInt(90) : null).movePositions(counted ? (long) 1 + r.nextInt(30) : null)
            .decisionPlies(counted ? (long) r.nextInt(30) : null).build());
        int opening = r.nextInt(3);
        int endgame = 1 + r.nextInt(2);
        captures.add(captureGroups.get(r.nextInt(captureGroups.size())).toBuilder().captures(opening + endgame)
            .opening(opening).endgame(endgame).build());
      }
      List<GameTally> mergedGames = GameTally.sumByGroup(games);
      List<CaptureTally> mergedCaptures = CaptureTally.sumByGroup(captures);
      assertTrue(mergedGames.size() < games.size(), "some groups repeat, seed " + seed);
      assertTrue(mergedCaptures.size() < captures.size(), "some groups repeat, seed " + seed);
      List<BiFunction<Collection<GameTally>, Collection<CaptureTally>, List<Object[]>>> statistics = List.of(
          (g, c) -> CorpusStatistics.victoryTypes(g), (g, c) -> CorpusStatistics.captureMethods(c, g),
          (g, c) -> CorpusStatistics.firstPlayerAdvantage(g), (g, c) -> CorpusStatistics.gameLength(g),
          (g, c) -> CorpusStatistics.gameLengthHistogram(g), (g, c) -> CorpusStatistics.startPositions(g),
          (g, c) -> CorpusStatistics.validation(g, Map.of()), (g, c) -> OutcomeMetrics.rows(g));
      for (int s = 0; s < statistics.size(); s++) {
        List<String> expected = text(Strata.split(games, captures, List.of(Strata.RATING), statistics.get(s)));
        List<String> actual = text(Strata.split(mergedGames, mergedCaptures, List.of(Strata.RATING),
            statistics.get(s)));
        assertFalse(expected.isEmpty(), "statistic " + s);
        assertEquals(expected, actual, "statistic " + s + ", seed " + seed);
      }
    }
  }

  /** Rows as text, sorted: the statistics give their rows in no particular order. */
  private static List<String> text(List<Object[]> rows) {
    return rows.stream().map(Arrays::toString).sorted().toList();
  }
}
