package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.ludoteca.rithmomachia.Boards.pos;
import static org.ludoteca.rithmomachia.Boards.sq;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/** Spec section 5: the four capture methods, pyramid victims, priority, order, who captures. */
class CaptureTest {

  private static final Rithmomachia CVR = Rithmomachia.of(RuleSets.defaultRules());

  /** cvr with the given switch lines. */
  private static Rithmomachia cvrWith(String lines) {
    try {
      RuleSet r = RuleSets.parse(new StringReader("[x]\nextends = cvr\n" + lines + "\n"), "test", RuleSets.presets())
          .get("x");
      return Rithmomachia.of(r);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static List<String> notations(MoveResult r) {
    return r.captures().stream().map(Capture::notation).toList();
  }

  private static void assertCaptures(MoveResult r, String... expected) {
    assertEquals(List.of(expected), notations(r), RithmoFen.write(r.position()));
  }

  private static MoveResult play(Rithmomachia engine, Position p, String move) {
    return Boards.play(engine, p, move);
  }

  /* ---- equality ---- */

  @Test
  void equality_triangleMarchReachesEqualValue_takes() {
    Position p = Boards.position("8/8/8/8/4t9.3/8/2T9.5/8/8/8/8/8/8/8/8/8 w - - - 1");
    MoveResult r = play(CVR, p, "c10-e10");
    assertCaptures(r, "equality:t9@e12");
    Capture c = r.captures().get(0);
    assertEquals(Capture.Scope.PIECE, c.scope());
    assertEquals(List.of(sq("e10")), c.attackers());
    assertNull(r.position().pieceAt(sq("e12")));
    assertEquals("//////4T9.///////// b t9. - - 1", RithmoFen.write(r.position()));
  }

  @Test
  void equality_capturedPieceGoesToMoversList() {
    Position p = pos("w", "e12=t9.", "c10=T9.");
    MoveResult r = play(CVR, p, "c10-e10");
    assertEquals(List.of(Piece.of(Side.BLACK, PieceKind.TRIANGLE, 9)), r.position().capturedBy(Side.WHITE));
    assertEquals(List.of(), r.position().capturedBy(Side.BLACK));
  }

  @Test
  void equality_middleSquareOccupied_noCapture() {
    Position p = pos("w", "e12=t9.", "c10=T9.", "e11=C2.");
    assertCaptures(play(CVR, p, "c10-e10"));
  }

  @Test
  void equality_unequalValues_noCapture() {
    assertCaptures(play(CVR, pos("w", "e12=t7.", "c10=T9."), "c10-e10"));
  }

  @Test
  void equality_knightLeapUnderMarches_noCapture() {
    Position p = pos("w", "e12=t9.", "d8=T9.");
    assertCaptures(play(CVR, p, "d8-d10"));
  }

  @Test
  void equality_knightLeapUnderAttackGeometryMoves_takes() {
    Position p = pos("w", "e12=t9.", "d8=T9.");
    assertCaptures(play(cvrWith("attackGeometry = moves"), p, "d8-d10"), "equality:t9@e12");
  }

  @Test
  void equality_pyramidTotal_reachesWithAnyComponent() {
    // PT9.C3.. (12) reaches e12 with its triangle: total 12 and the triangle's 9 are offered
    assertCaptures(play(CVR, pos("w", "e12=t12.", "c10=PT9.C3.."), "c10-e10"), "equality:t12@e12");
    assertCaptures(play(CVR, pos("w", "e12=t9.", "c10=PT9.C3.."), "c10-e10"), "equality:t9@e12");
  }

  @Test
  void equality_pyramidComponentThatDoesNotReach_offersNothing() {
    // the circle component 3 cannot reach e12 from e10 (circles march diagonally)
    assertCaptures(play(CVR, pos("w", "e12=t3.", "c10=PT9.C3.."), "c10-e10"));
  }

  @Test
  void equality_switchedOff_noCapture() {
    assertCaptures(play(cvrWith("equality = off"), pos("w", "e12=t9.", "c10=T9."), "c10-e10"));
  }

  /* ---- ambush ---- */

  @Test
  void ambush_sumOfTwoReachingPieces_takes() {
    MoveResult r = play(CVR, pos("w", "e12=t6.", "d11=C2.", "g10=C4."), "g10-f11");
    assertCaptures(r, "ambush:t6@e12");
    assertEquals(List.of(sq("d11"), sq("f11")), r.captures().get(0).attackers());
  }

  @Test
  void ambush_difference_takes() {
    assertCaptures(play(CVR, pos("w", "e12=t6.", "d11=C2.", "g10=C8."), "g10-f11"), "ambush:t6@e12");
  }

  @Test
  void ambush_neitherSumNorDifference_noCapture() {
    assertCaptures(play(CVR, pos("w", "e12=t7.", "d11=C2.", "g10=C8."), "g10-f11"));
  }

  @Test
  void ambush_onlyOnePieceReaches_noCapture() {
    // C8 on g10 reaches nothing on e12 after moving to h11
    assertCaptures(play(CVR, pos("w", "e12=t6.", "d11=C2.", "g10=C8."), "g10-h11"));
  }

  @Test
  void ambush_productUnderAddsub_noCapture() {
    assertCaptures(play(CVR, pos("w", "e12=t8.", "d11=C2.", "g10=C4."), "g10-f11"));
  }

  @Test
  void ambush_productUnderAll_takes() {
    assertCaptures(play(cvrWith("ambushOps = all"), pos("w", "e12=t8.", "d11=C2.", "g10=C4."), "g10-f11"),
        "ambush:t8@e12");
  }

  @Test
  void ambush_quotientUnderAddsub_noCapture() {
    assertCaptures(play(CVR, pos("w", "e12=t4.", "d11=C2.", "g10=C8."), "g10-f11"));
  }

  @Test
  void ambush_exactQuotientUnderAll_takes() {
    assertCaptures(play(cvrWith("ambushOps = all"), pos("w", "e12=t4.", "d11=C2.", "g10=C8."), "g10-f11"),
        "ambush:t4@e12");
  }

  @Test
  void ambush_inexactQuotientUnderAll_noCapture() {
    // 9 / 2 is not whole; 9 + 2 = 11, 9 - 2 = 7, 9 * 2 = 18
    assertCaptures(play(cvrWith("ambushOps = all"), pos("w", "e12=t4.", "d11=C2.", "g10=C9."), "g10-f11"));
  }

  @Test
  void ambush_onePyramidAlone_neverAmbushes() {
    // PC2.C8.. offers 10, 2 and 8: its own 8 - 2 = 6 must not take t6
    assertCaptures(play(CVR, pos("w", "e12=t6.", "c10=PC2.C8.."), "c10-d11"));
  }

  @Test
  void ambush_pyramidWithAnotherPiece_takes() {
    // pyramid total 10 with C4: 10 - 4 = 6
    assertCaptures(play(CVR, pos("w", "e12=t6.", "d11=PC2.C8..", "g10=C4."), "g10-f11"), "ambush:t6@e12");
  }

  @Test
  void ambush_switchedOff_noCapture() {
    assertCaptures(play(cvrWith("ambush = off"), pos("w", "e12=t6.", "d11=C2.", "g10=C4."), "g10-f11"));
  }

  /* ---- eruption ---- */

  @Test
  void eruption_twoEmptySquaresBetween_multipliesByTwo() {
    MoveResult r = play(CVR, pos("w", "e12=t8.", "d8=C4."), "d8-e9");
    assertCaptures(r, "eruption:t8@e12");
    assertEquals(List.of(sq("e9")), r.captures().get(0).attackers());
  }

  @Test
  void eruption_threeBetween_multipliesByThree() {
    assertCaptures(play(CVR, pos("w", "e12=t12.", "d7=C4."), "d7-e8"), "eruption:t12@e12");
    assertCaptures(play(CVR, pos("w", "e12=t8.", "d7=C4."), "d7-e8"));
  }

  @Test
  void eruption_exactDivision_takes() {
    assertCaptures(play(CVR, pos("w", "e12=t8.", "d8=C16."), "d8-e9"), "eruption:t8@e12");
  }

  @Test
  void eruption_inexactDivision_noCapture() {
    assertCaptures(play(CVR, pos("w", "e12=t4.", "d8=C9."), "d8-e9"));
  }

  @Test
  void eruption_oneSquareBetween_neverErupts() {
    // n = 1 would make 8 x 1 = 8
    assertCaptures(play(CVR, pos("w", "e12=t8.", "d9=C8."), "d9-e10"));
  }

  @Test
  void eruption_adjacent_neverErupts() {
    assertCaptures(play(CVR, pos("w", "e12=t8.", "d10=C8."), "d10-e11"));
  }

  @Test
  void eruption_pathBlocked_noCapture() {
    assertCaptures(play(CVR, pos("w", "e12=t8.", "d8=C4.", "e10=C2."), "d8-e9"));
  }

  @Test
  void eruption_diagonalUnderAll8_takes() {
    // b9 -> e12: c10 and d11 between
    assertCaptures(play(CVR, pos("w", "e12=t8.", "a8=C4."), "a8-b9"), "eruption:t8@e12");
  }

  @Test
  void eruption_diagonalUnderOrthogonalLines_noCapture() {
    assertCaptures(play(cvrWith("eruptionLines = orthogonal"), pos("w", "e12=t8.", "a8=C4."), "a8-b9"));
  }

  @Test
  void eruption_inclusiveAdjacent_countsTwo() {
    assertCaptures(play(cvrWith("eruptionDistance = inclusive"), pos("w", "e12=t8.", "d10=C4."), "d10-e11"),
        "eruption:t8@e12");
  }

  @Test
  void eruption_inclusiveTwoApart_countsBothEnds() {
    // e10 .. e12 counting both: n = 3
    Rithmomachia inclusive = cvrWith("eruptionDistance = inclusive");
    assertCaptures(play(inclusive, pos("w", "e12=t12.", "d9=C4."), "d9-e10"), "eruption:t12@e12");
    assertCaptures(play(inclusive, pos("w", "e12=t8.", "d9=C4."), "d9-e10"));
  }

  @Test
  void eruption_inclusiveClearPathBlocked_noCapture() {
    assertCaptures(play(cvrWith("eruptionDistance = inclusive"), pos("w", "e12=t16.", "d8=C4.", "e10=C2."),
        "d8-e9"));
  }

  @Test
  void eruption_inclusiveIgnoredPath_blockerDoesNotMatter() {
    // e9 .. e12 counting both: 4 x 4 = 16, the own C2 on e10 notwithstanding
    assertCaptures(play(cvrWith("eruptionDistance = inclusive\neruptionPath = ignored"),
        pos("w", "e12=t16.", "d8=C4.", "e10=C2."), "d8-e9"), "eruption:t16@e12");
  }

  @Test
  void eruption_byAnyPieceWhateverItsMovement() {
    // a square (which marches 3 orthogonally) erupts along a diagonal
    assertCaptures(play(CVR, pos("w", "e12=t50.", "b6=S25."), "b6-b9"), "eruption:t50@e12");
  }

  @Test
  void eruption_switchedOff_noCapture() {
    assertCaptures(play(cvrWith("eruption = off"), pos("w", "e12=t8.", "d8=C4."), "d8-e9"));
  }

  /* ---- siege: blocked ---- */

  @Test
  void siegeBlocked_onlyMarchBlockedByEnemy_takes() {
    MoveResult r = play(CVR, pos("w", "a1=c7.", "c3=C2."), "c3-b2");
    assertCaptures(r, "siege:c7@a1");
    assertEquals(List.of(sq("b2")), r.captures().get(0).attackers());
  }

  @Test
  void siegeBlocked_oneMarchFree_noCapture() {
    // t7 on a1: a3 is blocked by the enemy on a2, c1 is free
    assertCaptures(play(CVR, pos("w", "a1=t7.", "b1=C2."), "b1-a2"));
  }

  @Test
  void siegeBlocked_everyMarchBlockedOneByEnemy_takes() {
    // a3 blocked by the enemy on a2, c1 blocked by Black's own c5 on b1
    assertCaptures(play(CVR, pos("w", "a1=t7.", "b1=c5.", "b3=C2."), "b3-a2"), "siege:t7@a1");
  }

  @Test
  void siegeBlocked_allBlockersOwnPieces_noCapture() {
    assertCaptures(play(CVR, pos("w", "a1=c7.", "b2=c5.", "h1=C2."), "h1-g2"));
  }

  @Test
  void siegeBlocked_leapsIgnored() {
    // the triangle still has knight leaps to b3 and c2, but no march
    assertCaptures(play(CVR, pos("w", "a1=t7.", "b1=c5.", "b3=C2."), "b3-a2"), "siege:t7@a1");
  }

  @Test
  void siegeBlocked_pyramidAllComponentsBlocked_takenWhole() {
    MoveResult r = play(CVR, pos("w", "a1=pc3.c5..", "c3=C2."), "c3-b2");
    assertCaptures(r, "siege:pc3.c5..@a1");
    assertEquals(Capture.Scope.WHOLE_PYRAMID, r.captures().get(0).scope());
    assertEquals(List.of(Piece.of(Side.BLACK, PieceKind.CIRCLE, 3), Piece.of(Side.BLACK, PieceKind.CIRCLE, 5)),
        r.position().capturedBy(Side.WHITE));
    assertNull(r.position().pieceAt(sq("a1")));
  }

  @Test
  void siegeBlocked_pyramidWithOneComponentFree_noCapture() {
    assertCaptures(play(CVR, pos("w", "a1=pc3.t5..", "c3=C2."), "c3-b2"));
  }

  @Test
  void siege_switchedOff_noCapture() {
    assertCaptures(play(cvrWith("siegeEnabled = off"), pos("w", "a1=c7.", "c3=C2."), "c3-b2"));
  }

  /* ---- siege: surrounded ---- */

  private static final Rithmomachia SURROUNDED = cvrWith("siege = surrounded");

  @Test
  void siegeSurrounded_fourOrthogonalEnemies_takes() {
    MoveResult r = play(SURROUNDED, pos("w", "d8=c7.", "d7=C2.", "c8=C4.", "e8=C6.", "e10=C8."), "e10-d9");
    assertCaptures(r, "siege:c7@d8");
    assertEquals(List.of(sq("d7"), sq("c8"), sq("e8"), sq("d9")), r.captures().get(0).attackers());
  }

  @Test
  void siegeSurrounded_oneOrthogonalNeighbourOwn_noCapture() {
    assertCaptures(play(SURROUNDED, pos("w", "d8=c7.", "d7=c5.", "c8=C4.", "e8=C6.", "e10=C8."), "e10-d9"));
  }

  @Test
  void siegeSurrounded_fourDiagonalEnemies_takes() {
    assertCaptures(play(SURROUNDED, pos("w", "d8=c7.", "c7=T2.", "e7=T4.", "c9=T6.", "e11=T8."), "e11-e9"),
        "siege:c7@d8");
  }

  @Test
  void siegeSurrounded_threeDiagonalEnemies_noCapture() {
    assertCaptures(play(SURROUNDED, pos("w", "d8=c7.", "c7=T2.", "e7=T4.", "e11=T8."), "e11-e9"));
  }

  @Test
  void siegeSurrounded_cornerOneDiagonalEnemy_takes() {
    // a1's only diagonal neighbour is b2; its other diagonals are off the board
    assertCaptures(play(SURROUNDED, pos("w", "a1=t7.", "b4=T2."), "b4-b2"), "siege:t7@a1");
  }

  @Test
  void siegeBlocked_cornerTriangleOneDiagonalEnemy_noCapture() {
    // the same position under 'blocked': the triangle still marches to a3 and c1
    assertCaptures(play(CVR, pos("w", "a1=t7.", "b4=T2."), "b4-b2"));
  }

  @Test
  void siegeSurrounded_pyramidTakenWhole() {
    MoveResult r = play(SURROUNDED, pos("w", "a1=pt7.c9..", "b4=T2."), "b4-b2");
    assertCaptures(r, "siege:pt7.c9..@a1");
    assertEquals(Capture.Scope.WHOLE_PYRAMID, r.captures().get(0).scope());
  }

  /* ---- pyramid victims ---- */

  @Test
  void pyramidVictim_hitAtTotal_takenWholeInWrittenOrder() {
    MoveResult r = play(CVR, pos("w", "e12=pt9.c3..", "c10=T12."), "c10-e10");
    assertCaptures(r, "equality:pt9.c3..@e12");
    assertEquals(Capture.Scope.WHOLE_PYRAMID, r.captures().get(0).scope());
    assertEquals(List.of(Piece.of(Side.BLACK, PieceKind.TRIANGLE, 9), Piece.of(Side.BLACK, PieceKind.CIRCLE, 3)),
        r.position().capturedBy(Side.WHITE));
    assertNull(r.position().pieceAt(sq("e12")));
  }

  @Test
  void pyramidVictim_hitWholeAndAtComponent_recordedOnce() {
    // T12 hits the total, C3 on d11 hits the component c3: the whole is recorded once
    MoveResult r = play(CVR, pos("w", "e12=pt9.c3..", "c10=T12.", "d11=C3."), "c10-e10");
    assertCaptures(r, "equality:pt9.c3..@e12");
    assertEquals(2, r.position().capturedBy(Side.WHITE).size());
  }

  @Test
  void pyramidVictim_hitAtComponentValue_onlyThatComponent() {
    MoveResult r = play(CVR, pos("w", "e12=pt9.c3..", "c10=T9."), "c10-e10");
    assertCaptures(r, "equality:t9@e12");
    Capture c = r.captures().get(0);
    assertEquals(Capture.Scope.PYRAMID_COMPONENT, c.scope());
    assertEquals(Piece.of(Side.BLACK, PieceKind.TRIANGLE, 9), c.victim());
    assertEquals("pc3..", r.position().pieceAt(sq("e12")).symbol());
    assertEquals(List.of(Piece.of(Side.BLACK, PieceKind.TRIANGLE, 9)), r.position().capturedBy(Side.WHITE));
  }

  @Test
  void pyramidVictim_twoComponentsHit_bothTakenInWrittenOrder() {
    // total 37 not hit; 9 by equality (T9 on e10), 3 by equality (C3 on d11)
    MoveResult r = play(CVR, pos("w", "e12=pt9.c3.s25..", "c10=T9.", "d11=C3."), "c10-e10");
    assertCaptures(r, "equality:t9@e12", "equality:c3@e12");
    assertEquals("ps25..", r.position().pieceAt(sq("e12")).symbol());
    assertEquals(List.of(Piece.of(Side.BLACK, PieceKind.TRIANGLE, 9), Piece.of(Side.BLACK, PieceKind.CIRCLE, 3)),
        r.position().capturedBy(Side.WHITE));
  }

  @Test
  void pyramidVictim_componentHitsSumToTotal_takenWholeByAmbush() {
    // 9 + 3 = 12 is the total: the whole is hit by ambush, recorded once
    MoveResult r = play(CVR, pos("w", "e12=pt9.c3..", "c10=T9.", "d11=C3."), "c10-e10");
    assertCaptures(r, "ambush:pt9.c3..@e12");
  }

  @Test
  void pyramidVictim_lastComponentTaken_squareEmpty() {
    MoveResult r = play(CVR, pos("w", "e12=pt9..", "c10=T9."), "c10-e10");
    assertEquals(1, r.captures().size());
    assertNull(r.position().pieceAt(sq("e12")));
  }

  /* ---- priority ---- */

  @Test
  void priority_equalityOverEruption() {
    // T8 on c12 meets t8; C4 on e9 erupts on it (4 x 2)
    MoveResult r = play(CVR, pos("w", "e12=t8.", "c14=T8.", "e9=C4."), "c14-c12");
    assertCaptures(r, "equality:t8@e12");
    assertEquals(List.of(sq("c12")), r.captures().get(0).attackers());
  }

  @Test
  void priority_eruptionOverAmbush() {
    // C4 on e9 erupts; C2 on d11 and C6 on f11 ambush (2 + 6)
    assertCaptures(play(CVR, pos("w", "e12=t8.", "d8=C4.", "d11=C2.", "f11=C6."), "d8-e9"), "eruption:t8@e12");
  }

  @Test
  void priority_ambushOverSiege() {
    // c7 on a1 is blocked by C3 on b2; C3 and T4 (via b1) ambush it: 3 + 4
    MoveResult r = play(CVR, pos("w", "a1=c7.", "b2=C3.", "c3=T4."), "c3-c1");
    assertCaptures(r, "ambush:c7@a1");
  }

  @Test
  void priority_equalityOverSiege() {
    assertCaptures(play(CVR, pos("w", "a1=c7.", "c3=C7."), "c3-b2"), "equality:c7@a1");
  }

  /* ---- order, timing, who captures ---- */

  @Test
  void captures_severalVictims_listedInSquareOrder() {
    // T9 lands on e10 between c9 (e8) and t9 (e12); an eruption on a1 from a4 (n = 2): 6 = 3 x 2
    MoveResult r = play(CVR, pos("w", "e12=t9.", "e8=c9.", "a1=c6.", "a4=C3.", "c10=T9."), "c10-e10");
    assertCaptures(r, "eruption:c6@a1", "equality:c9@e8", "equality:t9@e12");
    assertEquals(List.of(Piece.of(Side.BLACK, PieceKind.CIRCLE, 6), Piece.of(Side.BLACK, PieceKind.CIRCLE, 9),
        Piece.of(Side.BLACK, PieceKind.TRIANGLE, 9)), r.position().capturedBy(Side.WHITE));
  }

  @Test
  void captures_appendedAfterEarlierCaptures() throws Exception {
    Position p = Boards.position(Boards.fen("w", "c5.", "-", "e12=t9.", "c10=T9."));
    MoveResult r = play(CVR, p, "c10-e10");
    assertEquals("c5.t9.", RithmoFen.writePieces(r.position().capturedBy(Side.WHITE)));
  }

  @Test
  void captures_conditionHeldBeforeTheMove_takesToo() {
    Position p = pos("w", "e12=t9.", "e10=T9.", "a1=C2.");
    assertCaptures(play(CVR, p, "a1-b2"), "equality:t9@e12");
  }

  @Test
  void captures_onlyTheMoverCaptures() {
    // after White's C9 lands on e10, Black's t9 reaches it by equality; White's circle does not reach t9
    Position p = pos("w", "e12=t9.", "d9=C9.", "h16=c1.");
    MoveResult white = play(CVR, p, "d9-e10");
    assertCaptures(white);
    assertEquals("C9.", white.position().pieceAt(sq("e10")).symbol());
    // Black captures on its own move, although it moves another piece
    MoveResult black = play(CVR, white.position(), "h16-g15");
    assertCaptures(black, "equality:C9@e10");
    assertEquals(List.of(Piece.of(Side.WHITE, PieceKind.CIRCLE, 9)), black.position().capturedBy(Side.BLACK));
  }

  @Test
  void captures_capturingPieceStaysWhereItIs() {
    MoveResult r = play(CVR, pos("w", "e12=t8.", "d8=C4."), "d8-e9");
    assertEquals("C4.", r.position().pieceAt(sq("e9")).symbol());
    assertNull(r.position().pieceAt(sq("e12")));
  }

  /* ---- notation ---- */

  @Test
  void notation_plainPiece_methodVictimAtSquare() {
    Capture c = new Capture(CaptureMethod.ERUPTION, Piece.of(Side.BLACK, PieceKind.TRIANGLE, 16), sq("d12"),
        Capture.Scope.PIECE, List.of(sq("d9")));
    assertEquals("eruption:t16@d12", c.notation());
    assertEquals("eruption:t16@d12", c.toString());
  }

  @Test
  void notation_wholePyramid_writtenAsFenToken() {
    Piece p = Piece.pyramid(Side.BLACK, List.of(Piece.of(Side.BLACK, PieceKind.SQUARE, 64),
        Piece.of(Side.BLACK, PieceKind.SQUARE, 49), Piece.of(Side.BLACK, PieceKind.TRIANGLE, 36),
        Piece.of(Side.BLACK, PieceKind.TRIANGLE, 25), Piece.of(Side.BLACK, PieceKind.CIRCLE, 16)));
    Capture c = new Capture(CaptureMethod.SIEGE, p, sq("h15"), Capture.Scope.WHOLE_PYRAMID, List.of(sq("g14")));
    assertEquals("siege:ps64.s49.t36.t25.c16..@h15", c.notation());
  }

  @Test
  void notation_pyramidComponent_writtenAsPiece() {
    Capture c = new Capture(CaptureMethod.EQUALITY, Piece.of(Side.BLACK, PieceKind.SQUARE, 49), sq("h15"),
        Capture.Scope.PYRAMID_COMPONENT, List.of(sq("h12")));
    assertEquals("equality:s49@h15", c.notation());
  }
}
