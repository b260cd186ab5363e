package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ludoteca.rithmomachia.Boards.pos;
import static org.ludoteca.rithmomachia.Boards.sq;

import java.io.StringReader;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/** Spec section 6: the eight victories, their precedence, proper arrangements, and no-legal-move. */
class VictoryTest {

  private static final Rithmomachia CVR = Rithmomachia.of(RuleSets.defaultRules());

  private static Rithmomachia preset(String name) {
    try {
      return Rithmomachia.of(RuleSets.named(name));
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static Rithmomachia cvrWith(String lines) {
    try {
      RuleSet r = RuleSets.parse(new StringReader("[x]\nextends = cvr\n" + lines + "\n"), "test", RuleSets.presets())
          .get("x");
      return Rithmomachia.of(r);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  /** {@code n} copies of a FEN piece token. */
  private static String times(int n, String token) {
    return token.repeat(n);
  }

  /**
   * White to move with the given capture list; T9 on c10 takes t9 on e12 by equality with
   * c10-e10 (or, with {@code capture} false, the t9 stands on a16 out of reach). A black c1 on h1
   * keeps Black with a move.
   */
  private static MoveResult whiteTakes(Rithmomachia engine, String byWhite, String victim, boolean capture) {
    Position p = Boards.position(Boards.fen("w", byWhite, "-",
        (capture ? "e12=" : "a16=") + victim, "c10=" + victim.toUpperCase(), "h1=c1."));
    return Boards.play(engine, p, "c10-e10");
  }

  private static Termination ending(MoveResult r) {
    return r.end().map(GameEnd::termination).orElse(null);
  }

  private static void assertWon(Termination expected, Side winner, MoveResult r) {
    assertTrue(r.end().isPresent(), "no end; captures " + r.captures());
    assertEquals(expected, r.end().get().termination(), r.end().get().describe());
    assertEquals(Optional.of(winner), r.end().get().winner());
  }

  /* ---- de corpore ---- */

  @Test
  void deCorpore_fifteenthBody_wins() {
    MoveResult r = whiteTakes(CVR, times(14, "c1."), "t9.", true);
    assertEquals(15, r.position().capturedBy(Side.WHITE).size());
    assertWon(Termination.DE_CORPORE, Side.WHITE, r);
  }

  @Test
  void deCorpore_fourteenBodies_noEnd() {
    MoveResult r = whiteTakes(CVR, times(13, "c1."), "t9.", true);
    assertEquals(14, r.position().capturedBy(Side.WHITE).size());
    assertNull(ending(r));
  }

  @Test
  void deCorpore_fifteenAlreadyButNoCaptureNow_stillCountsTakenPieces() {
    // the condition is on the capture list after the move, captures of earlier moves included
    assertWon(Termination.DE_CORPORE, Side.WHITE, whiteTakes(CVR, times(15, "c1."), "t9.", false));
  }

  /* ---- de bonis ---- */

  @Test
  void deBonis_goodsReachedManyBodiesManyDigits_wins() {
    // 12 x 100 + 120 = 1320 >= 1315; 13 bodies > 10; 39 digits > 24
    assertWon(Termination.DE_BONIS, Side.WHITE, whiteTakes(CVR, times(12, "t100."), "t120.", true));
  }

  @Test
  void deBonis_oneShort_noEnd() {
    // 1200 + 114 = 1314
    assertNull(ending(whiteTakes(CVR, times(12, "t100."), "t114.", true)));
  }

  @Test
  void deBonis_blackThreshold984_wins() {
    // Black: 12 x 80 + 30 = 990 >= 984, 13 bodies, 26 digits
    Position p = Boards.position(Boards.fen("b", "-", times(12, "T80."), "e12=T30.", "c10=t30.", "h16=C2."));
    assertWon(Termination.DE_BONIS, Side.BLACK, Boards.play(CVR, p, "c10-e10"));
    Position shortOne = Boards.position(Boards.fen("b", "-", times(12, "T80."), "e12=T22.", "c10=t22.", "h16=C2."));
    assertNull(ending(Boards.play(CVR, shortOne, "c10-e10"))); // 982
  }

  /* ---- de lite ---- */

  @Test
  void deLite_goodsFewDigitsManyBodies_wins() {
    // 400 + 400 + 450 + 7 x 9 + 9 = 1322; 11 bodies; 9 + 8 = 17 digits
    assertWon(Termination.DE_LITE, Side.WHITE, whiteTakes(CVR, "s400.s400.s450." + times(7, "c9."), "t9.", true));
  }

  @Test
  void deLite_tooManyDigits_isOnlyDeBonis() {
    // 11 bodies, 9 + 7 x 2 + 2 = 25 digits > 24
    assertWon(Termination.DE_BONIS, Side.WHITE,
        whiteTakes(CVR, "s400.s400.s450." + times(7, "c10."), "t10.", true));
  }

  /* ---- de honore ---- */

  @Test
  void deHonore_goodsFewBodiesManyDigits_wins() {
    // 8 x 150 + 120 = 1320; 9 bodies; 27 digits
    assertWon(Termination.DE_HONORE, Side.WHITE, whiteTakes(CVR, times(8, "s150."), "t120.", true));
  }

  @Test
  void deHonore_elevenBodies_isNotHonore() {
    // 10 x 120 + 120 = 1320; 11 bodies; 33 digits: de bonis only
    assertWon(Termination.DE_BONIS, Side.WHITE, whiteTakes(CVR, times(10, "s120."), "t120.", true));
  }

  /* ---- de honore liteque ---- */

  @Test
  void deHonoreLiteque_goodsFewBodiesFewDigits_wins() {
    // 600 + 600 + 120 = 1320; 3 bodies; 9 digits: bonis, lite, honore all hold too
    assertWon(Termination.DE_HONORE_LITEQUE, Side.WHITE, whiteTakes(CVR, "s600.s600.", "t120.", true));
  }

  @Test
  void deHonoreLiteque_goodsNotMet_noEnd() {
    assertNull(ending(whiteTakes(CVR, "s600.s600.", "t114.", true)));
  }

  @Test
  void deHonoreLiteque_disabled_mostSpecificEnabledIsKept() {
    // tutorial enables only de corpore and de bonis
    assertWon(Termination.DE_BONIS, Side.WHITE, whiteTakes(preset("tutorial"), "s600.s600.", "t120.", true));
    assertWon(Termination.DE_HONORE, Side.WHITE,
        whiteTakes(cvrWith("victories = de-bonis, de-honore"), "s600.s600.", "t120.", true));
  }

  /* ---- several at once ---- */

  @Test
  void severalHold_corporeAndBonis_recordsBonis() {
    // 14 x 90 + 90 = 1350, 15 bodies, 30 digits
    assertWon(Termination.DE_BONIS, Side.WHITE, whiteTakes(CVR, times(14, "t90."), "t90.", true));
  }

  @Test
  void severalHold_magnaAndDeCorpore_recordsMagna() {
    Position p = Boards.position(Boards.fen("w", times(15, "c1."), "-", "c12=C2.", "d12=C4.", "f11=C6.", "h1=c1."));
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, Boards.play(CVR, p, "f11-e12"));
  }

  /* ---- victoria magna ---- */

  @Test
  void magna_threeInARowArithmetic_wins() {
    MoveResult r = Boards.play(CVR, pos("w", "c12=C2.", "d12=C4.", "f11=C6.", "h1=c1."), "f11-e12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
    assertEquals(List.of(sq("c12"), sq("d12"), sq("e12")), r.end().get().arrangement());
    assertEquals(Set.of(Progression.ARITHMETIC), r.end().get().progressions());
  }

  @Test
  void magna_notEquallySpaced_noEnd() {
    assertNull(ending(Boards.play(CVR, pos("w", "c12=C2.", "d12=C4.", "f11=C6.", "h1=c1."), "f11-g12")));
  }

  @Test
  void magna_spacingTwoWithAPieceBetween_wins() {
    // c12, e12, g12 with a black piece on d12 between
    MoveResult r = Boards.play(CVR, pos("w", "c12=C2.", "e12=C4.", "f11=C6.", "d12=t1.", "h1=c1."), "f11-g12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
    assertEquals(List.of(sq("c12"), sq("e12"), sq("g12")), r.end().get().arrangement());
  }

  @Test
  void magna_ownHalf_noEnd() {
    // the same row on rank 8, White's own half
    assertNull(ending(Boards.play(CVR, pos("w", "c8=C2.", "d8=C4.", "f7=C6.", "h1=c1."), "f7-e8")));
  }

  @Test
  void magna_lineCrossingIntoOwnHalf_noEnd() {
    // d8, d9, d10: d8 lies in White's half
    assertNull(ending(Boards.play(CVR, pos("w", "d8=C2.", "d9=C4.", "c9=C6.", "h1=c1."), "c9-d10")));
  }

  @Test
  void magna_geometricOnDiagonal_wins() {
    // 4, 6, 9 on c10, d11, e12: b^2 = ac without an integer ratio
    MoveResult r = Boards.play(CVR, pos("w", "c10=C4.", "d11=C6.", "f11=C9.", "h1=c1."), "f11-e12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
    assertEquals(Set.of(Progression.GEOMETRIC), r.end().get().progressions());
  }

  @Test
  void magna_withEnemyPiecesInTheLine_countsIfOneIsMovers() {
    // White's C2 joins black t4 and t6: 2, 4, 6
    MoveResult r = Boards.play(CVR, pos("w", "d12=t4.", "e12=t6.", "b11=C2.", "h1=c1."), "b11-c12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
  }

  @Test
  void magna_lineOfEnemyPiecesOnly_noVictoryForMover() {
    assertNull(ending(Boards.play(CVR, pos("w", "c13=c3.", "d13=c5.", "e13=c7.", "a9=C2."), "a9-b10")));
  }

  @Test
  void magna_pyramidCountsWithItsTotal() {
    // C4, the pyramid PC2.C4.. (total 6), C8: 4, 6, 8
    MoveResult r = Boards.play(CVR, pos("w", "c12=C4.", "d12=PC2.C4..", "f11=C8.", "h1=c1."), "f11-e12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
  }

  @Test
  void magna_equalValues_noProgression() {
    assertNull(ending(Boards.play(CVR, pos("w", "c12=C4.", "d12=T4.", "f11=C4.", "h1=c1."), "f11-e12")));
  }

  /* ---- victoria major and excellentissima ---- */

  @Test
  void major_fourWithTwoKinds_wins() {
    // 2, 3, 4, 6: (2,3,4) and (2,4,6) arithmetic, (2,3,6) and (3,4,6) harmonic
    MoveResult r = Boards.play(CVR, pos("w", "c12=C2.", "d12=C3.", "e12=C4.", "g11=C6.", "h1=c1."), "g11-f12");
    assertWon(Termination.VICTORIA_MAJOR, Side.WHITE, r);
    assertEquals(Set.of(Progression.ARITHMETIC, Progression.HARMONIC), r.end().get().progressions());
    assertEquals(List.of(sq("c12"), sq("d12"), sq("e12"), sq("f12")), r.end().get().arrangement());
  }

  @Test
  void major_oneShort_isOnlyMagna() {
    MoveResult r = Boards.play(CVR, pos("w", "c12=C2.", "d12=C3.", "e12=C4.", "g11=C6.", "h1=c1."), "g11-h12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
  }

  @Test
  void excellentissima_fourWithAllThreeKinds_wins() {
    // 4, 6, 9, 12: (4,6,9) geometric, (4,6,12) harmonic, (6,9,12) arithmetic
    MoveResult r = Boards.play(CVR, pos("w", "c12=C4.", "d12=C6.", "e12=C9.", "g11=C12.", "h1=c1."), "g11-f12");
    assertWon(Termination.VICTORIA_EXCELLENTISSIMA, Side.WHITE, r);
    assertEquals(Set.of(Progression.values()), r.end().get().progressions());
  }

  @Test
  void excellentissima_oneShort_noFourPieceVictory() {
    MoveResult r = Boards.play(CVR, pos("w", "c12=C4.", "d12=C6.", "e12=C9.", "g11=C12.", "h1=c1."), "g11-h12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
  }

  @Test
  void excellentissima_disabled_fallsBackToMajorOrMagna() {
    MoveResult r = Boards.play(cvrWith("victories = victoria-magna"),
        pos("w", "c12=C4.", "d12=C6.", "e12=C9.", "g11=C12.", "h1=c1."), "g11-f12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
  }

  /* ---- pyramidFirst ---- */

  @Test
  void pyramidFirst_enemyPyramidStands_noProperVictory() {
    // ludii: circles march 1 orthogonally; a black pyramid stands on a1
    MoveResult r = Boards.play(preset("ludii"), pos("w", "c12=C2.", "d12=C4.", "e11=C6.", "a1=pc1.c3.."), "e11-e12");
    assertNull(ending(r));
  }

  @Test
  void pyramidFirst_noEnemyPyramid_magnaWins() {
    MoveResult r = Boards.play(preset("ludii"), pos("w", "c12=C2.", "d12=C4.", "e11=C6.", "a1=c1."), "e11-e12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
  }

  @Test
  void pyramidFirst_offInCvr_enemyPyramidDoesNotMatter() {
    MoveResult r = Boards.play(CVR, pos("w", "c12=C2.", "d12=C4.", "f11=C6.", "a1=pc1.c3.."), "f11-e12");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
  }

  /* ---- anywhere (boissiere) ---- */

  @Test
  void anywhere_ownPiecesScatteredInEnemyHalf_magnaWins() {
    // boissiere: orthogonal movement; 2, 4, 6 anywhere in ranks 9..16
    MoveResult r = Boards.play(preset("boissiere"), pos("w", "a9=C6.", "h14=C2.", "c10=C4.", "h1=c1."), "c10-c11");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
  }

  @Test
  void anywhere_onlyTwoOwnPiecesInEnemyHalf_noEnd() {
    MoveResult r = Boards.play(preset("boissiere"), pos("w", "a9=C6.", "h14=C2.", "c8=C4.", "h1=c1."), "c8-c7");
    assertNull(ending(r));
  }

  @Test
  void anywhere_enemyPiecesDoNotCount() {
    // black 4 and 6 in White's enemy half with White's 2: a line would count them, 'anywhere' does not
    MoveResult r = Boards.play(preset("boissiere"), pos("w", "d12=t4.", "e12=t6.", "c11=C2.", "h1=c1."), "c11-c12");
    assertNull(ending(r));
  }

  @Test
  void anywhere_ownPieceEnteringEnemyHalf_completesIt() {
    MoveResult r = Boards.play(preset("boissiere"), pos("w", "a9=C6.", "h14=C2.", "c8=C4.", "h1=c1."), "c8-c9");
    assertWon(Termination.VICTORIA_MAGNA, Side.WHITE, r);
  }

  /* ---- axiom ---- */

  @Test
  void axiom_whiteDeBonisAt984_wins() {
    // 361 + 225 + 121 + 120 + 100 + 48 = 975; + 9 = 984
    assertWon(Termination.DE_BONIS, Side.WHITE, whiteTakes(preset("axiom"), "s361.s225.s121.s120.t100.c48.", "t9.", true));
  }

  @Test
  void axiom_white983_noEnd() {
    assertNull(ending(whiteTakes(preset("axiom"), "s361.s225.s121.s120.t100.c47.", "t9.", true)));
  }

  @Test
  void tutorial_white984_noEnd() {
    assertNull(ending(whiteTakes(preset("tutorial"), "s361.s225.s121.s120.t100.c48.", "t9.", true)));
  }

  @Test
  void axiom_blackNeeds1315() {
    Position p = Boards.position(Boards.fen("b", "-", "S289.S169.S153.S81.S81.S45.S25.T49.T42.",
        "e12=T30.", "c10=t30.", "h16=C2."));
    // 934 + 30 = 964: nothing; Black's 984 of cvr does not apply
    assertNull(ending(Boards.play(preset("axiom"), p, "c10-e10")));
  }

  /* ---- no legal move ---- */

  @Test
  void noLegalMove_opponentHasNoPieces_drawn() {
    MoveResult r = Boards.play(CVR, pos("w", "d4=C2."), "d4-e5");
    assertTrue(r.end().isPresent());
    assertEquals(Termination.NO_LEGAL_MOVE, r.end().get().termination());
    assertEquals(Optional.empty(), r.end().get().winner());
    assertEquals("no-legal-move (draw)", r.end().get().describe());
  }

  @Test
  void noLegalMove_opponentBoxedIn_drawn() {
    // black c1 on a16 whose only march b15 is taken by its own c3; c3's other marches are blocked by White
    Rithmomachia engine = cvrWith("siegeEnabled = off\nequality = off\nambush = off\neruption = off");
    // (values chosen so that no three on a line make a progression)
    Position p = pos("w", "a16=c1.", "b15=c3.", "a14=C20.", "c16=C40.", "d13=C50.");
    MoveResult r = Boards.play(engine, p, "d13-c14");
    assertEquals(Termination.NO_LEGAL_MOVE, ending(r), "black moves: " + engine.legalMoves(r.position()));
    assertEquals(Optional.empty(), r.end().get().winner());
  }

  @Test
  void noLegalMove_opponentHasAMove_noEnd() {
    assertNull(ending(Boards.play(CVR, pos("w", "d4=C2.", "h16=c1."), "d4-e5")));
  }

  @Test
  void perft_winningMoveEndsItsLine() {
    // f11-e12 wins (magna): that line counts one at depth 2; the other moves count Black's replies
    Rithmomachia engine = CVR;
    Position p = pos("w", "c12=C2.", "d12=C4.", "f11=C6.", "d4=c1.");
    Position afterWin = Boards.play(engine, p, "f11-e12").position();
    long expected = 0;
    for (Move m : engine.legalMoves(p)) {
      MoveResult r = engine.playLegal(p, m);
      expected += r.end().isPresent() && r.end().get().termination().isVictory()
          ? 1 : engine.legalMoves(r.position()).size();
    }
    assertEquals(expected, engine.perft(p, 2));
    assertEquals(1L, engine.divide(p, 2).get(Boards.move(engine, p, "f11-e12")));
    assertTrue(engine.legalMoves(afterWin).size() > 1);
  }

  /* ---- Progression.of ---- */

  @Test
  void progression_arithmetic() {
    assertEquals(Progression.ARITHMETIC, Progression.of(2, 4, 6));
    assertEquals(Progression.ARITHMETIC, Progression.of(6, 4, 2));
  }

  @Test
  void progression_geometricWithoutIntegerRatio() {
    assertEquals(Progression.GEOMETRIC, Progression.of(4, 6, 9));
    assertEquals(Progression.GEOMETRIC, Progression.of(2, 4, 8));
    assertEquals(Progression.GEOMETRIC, Progression.of(49, 91, 169));
  }

  @Test
  void progression_harmonic() {
    assertEquals(Progression.HARMONIC, Progression.of(3, 4, 6));
    assertEquals(Progression.HARMONIC, Progression.of(9, 15, 45));
    assertEquals(Progression.HARMONIC, Progression.of(9, 16, 72));
  }

  @Test
  void progression_outOfOrderOrNone_null() {
    assertNull(Progression.of(2, 6, 4));
    assertNull(Progression.of(1, 2, 5));
  }

  @Test
  void progression_equalValues_rejected() {
    assertNull(Progression.of(4, 4, 4));
    assertNull(Progression.of(4, 4, 5));
    assertNull(Progression.of(3, 5, 3));
  }
}
