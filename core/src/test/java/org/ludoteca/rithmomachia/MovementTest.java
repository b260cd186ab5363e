package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ludoteca.rithmomachia.Boards.pos;
import static org.ludoteca.rithmomachia.Boards.sq;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/** Spec section 4: marches and leaps under each {@code movement} switch. */
class MovementTest {

  private static Rithmomachia engine(String preset) {
    try {
      RuleSet r = RuleSets.named(preset);
      return Rithmomachia.of(r.withoutCaptures());
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static final Rithmomachia FULKE = engine("cvr");
  private static final Rithmomachia ORTHOGONAL = engine("boissiere");
  private static final Rithmomachia LUDII = engine("ludii");

  /** The destinations of the piece on {@code from}: square names, a leap marked with '*'. */
  private static Set<String> dests(Rithmomachia engine, Position p, String from) {
    Set<String> out = new TreeSet<>();
    for (Move m : engine.legalMoves(p)) {
      if (m.from() == sq(from)) {
        out.add(m.to().name() + (m.isLeap() ? "*" : ""));
      }
    }
    return out;
  }

  private static Set<String> set(String... names) {
    return new TreeSet<>(Set.of(names));
  }

  /* ---- fulke ---- */

  @Test
  void fulke_circle_marchesOneDiagonalNoLeaps() {
    assertEquals(set("c7", "e7", "c9", "e9"), dests(FULKE, pos("w", "d8=C4."), "d8"));
  }

  @Test
  void fulke_triangle_marchesTwoOrthogonalAndKnightLeaps() {
    assertEquals(set("d6", "b8", "f8", "d10", "c6*", "e6*", "b7*", "f7*", "b9*", "f9*", "c10*", "e10*"),
        dests(FULKE, pos("w", "d8=T9."), "d8"));
  }

  @Test
  void fulke_square_marchesThreeOrthogonalAndOneThreeLeaps() {
    assertEquals(set("d5", "a8", "g8", "d11", "c5*", "e5*", "a7*", "g7*", "a9*", "g9*", "c11*", "e11*"),
        dests(FULKE, pos("w", "d8=S25."), "d8"));
  }

  @Test
  void fulke_triangleMiddleSquareOccupied_marchBlockedLeapsStillJump() {
    // a piece on d9 (of either side) blocks d8-d10; the knight leaps jump over anything
    Set<String> own = dests(FULKE, pos("w", "d8=T9.", "d9=C2."), "d8");
    assertFalse(own.contains("d10"), own.toString());
    assertTrue(own.containsAll(set("d6", "b8", "f8", "c10*", "e10*")), own.toString());
    Set<String> enemy = dests(FULKE, pos("w", "d8=T9.", "d9=c3."), "d8");
    assertFalse(enemy.contains("d10"), enemy.toString());
  }

  @Test
  void fulke_squareEitherPassedSquareOccupied_marchBlocked() {
    assertFalse(dests(FULKE, pos("w", "d8=S25.", "e8=C2."), "d8").contains("g8"));
    assertFalse(dests(FULKE, pos("w", "d8=S25.", "f8=c3."), "d8").contains("g8"));
    assertTrue(dests(FULKE, pos("w", "d8=S25.", "h8=c3."), "d8").contains("g8"));
  }

  @Test
  void fulke_destinationOccupied_noMoveThere() {
    Set<String> d = dests(FULKE, pos("w", "d8=S25.", "d5=c3.", "c5=C2.", "e9=c5."), "d8");
    assertFalse(d.contains("d5"));
    assertFalse(d.contains("c5*"));
    Set<String> circle = dests(FULKE, pos("w", "d8=C4.", "e9=c5.", "c7=C2."), "d8");
    assertEquals(set("e7", "c9"), circle);
  }

  @Test
  void fulke_cornerA1_offBoardDestinationsDoNotExist() {
    assertEquals(set("b2"), dests(FULKE, pos("w", "a1=C4."), "a1"));
    assertEquals(set("a3", "c1", "b3*", "c2*"), dests(FULKE, pos("w", "a1=T9."), "a1"));
    assertEquals(set("a4", "d1", "b4*", "d2*"), dests(FULKE, pos("w", "a1=S25."), "a1"));
    assertEquals(set("f16", "h14", "f15*", "g14*"), dests(FULKE, pos("b", "h16=t9."), "h16"));
  }

  @Test
  void fulke_pyramid_isUnionOfComponentsMoves() {
    Position p = pos("w", "d8=PS25.C4..");
    Set<String> union = dests(FULKE, pos("w", "d8=C4."), "d8");
    union.addAll(dests(FULKE, pos("w", "d8=S25."), "d8"));
    assertEquals(union, dests(FULKE, p, "d8"));
    // without a triangle component it has no knight leap
    assertFalse(dests(FULKE, p, "d8").contains("c6*"));
  }

  @Test
  void fulke_pyramidOfTriangles_movesOnlyAsTriangle() {
    assertEquals(dests(FULKE, pos("b", "d8=t9."), "d8"), dests(FULKE, pos("b", "d8=pt9.t25.."), "d8"));
  }

  /* ---- orthogonal ---- */

  @Test
  void orthogonal_circleTriangleSquare_marchExactlyOneTwoThreeOrthogonalNoLeaps() {
    assertEquals(set("d7", "c8", "e8", "d9"), dests(ORTHOGONAL, pos("w", "d8=C4."), "d8"));
    assertEquals(set("d6", "b8", "f8", "d10"), dests(ORTHOGONAL, pos("w", "d8=T9."), "d8"));
    assertEquals(set("d5", "a8", "g8", "d11"), dests(ORTHOGONAL, pos("w", "d8=S25."), "d8"));
  }

  @Test
  void orthogonal_passedSquaresOccupied_blocked() {
    assertEquals(set("d6", "b8", "f8"), dests(ORTHOGONAL, pos("w", "d8=T9.", "d9=c3."), "d8"));
    assertEquals(set("a8", "g8", "d11"), dests(ORTHOGONAL, pos("w", "d8=S25.", "d6=C2."), "d8"));
  }

  @Test
  void orthogonal_edgeAndOccupied_noMove() {
    assertEquals(set("b1", "a2"), dests(ORTHOGONAL, pos("w", "a1=C4."), "a1"));
    assertEquals(set("b1"), dests(ORTHOGONAL, pos("w", "a1=C4.", "a2=c3."), "a1"));
  }

  @Test
  void orthogonal_pyramid_unionOfComponents() {
    assertEquals(set("d7", "c8", "e8", "d9", "d5", "a8", "g8", "d11"),
        dests(ORTHOGONAL, pos("w", "d8=PS25.C4.."), "d8"));
  }

  /* ---- ludii ---- */

  @Test
  void ludii_circleOneOrthogonal_triangleTwoDiagonal_squareThreeOrthogonal() {
    assertEquals(set("d7", "c8", "e8", "d9"), dests(LUDII, pos("w", "d8=C4."), "d8"));
    assertEquals(set("b6", "f6", "b10", "f10"), dests(LUDII, pos("w", "d8=T9."), "d8"));
    assertEquals(set("d5", "a8", "g8", "d11"), dests(LUDII, pos("w", "d8=S25."), "d8"));
  }

  @Test
  void ludii_triangleDiagonalMiddleOccupied_blocked() {
    assertEquals(set("f6", "b10", "f10"), dests(LUDII, pos("w", "d8=T9.", "c7=c3."), "d8"));
  }

  @Test
  void ludii_pyramid_unionOfComponents_noLeaps() {
    assertEquals(set("d7", "c8", "e8", "d9", "b6", "f6", "b10", "f10"),
        dests(LUDII, pos("w", "d8=PT9.C4.."), "d8"));
  }

  /* ---- leaps and the irregular field ---- */

  @Test
  void play_triangleLeap_setsIrregularField() throws Exception {
    Position p = pos("w", "c14=T25.", "a1=c3.");
    MoveResult r = FULKE.play(p, Move.of(sq("c14"), sq("d16"), true));
    assertTrue(r.move().isLeap());
    assertEquals("T25.14x3", r.position().lastLeap().orElseThrow().symbol());
    assertTrue(RithmoFen.write(r.position()).endsWith(" b - - T25.14x3 1"), RithmoFen.write(r.position()));
  }

  @Test
  void play_leapNamedAsMarch_isFoundAsLeap() throws Exception {
    // the record notation from-to does not say whether it is a leap; the engine knows
    Position p = pos("w", "b1=S169.", "a16=c3.");
    MoveResult r = FULKE.play(p, Move.of(sq("b1"), sq("c4"), false));
    assertTrue(r.move().isLeap());
    assertEquals("S169.1x2", r.position().lastLeap().orElseThrow().symbol());
  }

  @Test
  void play_pyramidLeap_writesLetterAndCoordinateOnly() throws Exception {
    Position p = pos("b", "h15=ps64.s49.t36.t25.c16..", "a1=C2.");
    MoveResult r = FULKE.play(p, Move.of(sq("h15"), sq("g13"), true));
    assertEquals("p15x8", r.position().lastLeap().orElseThrow().symbol());
    assertTrue(RithmoFen.write(r.position()).contains(" p15x8 "), RithmoFen.write(r.position()));
  }

  @Test
  void play_marchAfterLeap_clearsIrregularField() throws Exception {
    Position p = pos("w", "c14=T25.", "a1=c3.");
    Position afterLeap = FULKE.play(p, Move.of(sq("c14"), sq("d16"), true)).position();
    Position afterMarch = FULKE.play(afterLeap, Move.of(sq("a1"), sq("b2"), false)).position();
    assertTrue(afterMarch.lastLeap().isEmpty());
    assertTrue(RithmoFen.write(afterMarch).endsWith(" - 2"), RithmoFen.write(afterMarch));
  }

  /* ---- turn number ---- */

  @Test
  void play_whiteThenBlack_turnGrowsAfterBlacksMove() throws Exception {
    Position p = pos("w", "d4=C2.", "d13=c3.");
    assertEquals(1, p.turn());
    Position afterWhite = FULKE.play(p, Move.of(sq("d4"), sq("e5"), false)).position();
    assertEquals(1, afterWhite.turn());
    assertEquals(Side.BLACK, afterWhite.toMove());
    Position afterBlack = FULKE.play(afterWhite, Move.of(sq("d13"), sq("e12"), false)).position();
    assertEquals(2, afterBlack.turn());
    assertEquals(Side.WHITE, afterBlack.toMove());
  }

  @Test
  void play_blackFirst_turnGrowsAfterBlacksFirstMove() throws Exception {
    Position p = pos("b", "d4=C2.", "d13=c3.");
    Position afterBlack = FULKE.play(p, Move.of(sq("d13"), sq("e12"), false)).position();
    assertEquals(2, afterBlack.turn());
    Position afterWhite = FULKE.play(afterBlack, Move.of(sq("d4"), sq("e5"), false)).position();
    assertEquals(2, afterWhite.turn());
  }

  /* ---- illegal moves ---- */

  @Test
  void whyIllegal_blockedMarch_saysSquaresPassedOver() {
    Position p = pos("w", "d8=S25.", "d9=c3.");
    String why = FULKE.whyIllegal(p, Move.of(sq("d8"), sq("d11"), false));
    assertNotNull(why);
    assertTrue(why.contains("passed over"), why);
    assertThrows(IllegalMoveException.class, () -> FULKE.play(p, Move.of(sq("d8"), sq("d11"), false)));
  }

  @Test
  void whyIllegal_legalMove_isNull() {
    assertNull(FULKE.whyIllegal(pos("w", "d8=S25."), Move.of(sq("d8"), sq("d11"), false)));
  }

  @Test
  void whyIllegal_leapUnderOrthogonal_cannotReach() {
    String why = ORTHOGONAL.whyIllegal(pos("w", "d8=T9."), Move.of(sq("d8"), sq("e10"), true));
    assertNotNull(why);
    assertTrue(why.contains("cannot reach e10"), why);
  }

  @Test
  void hasLegalMove_onlyPieceBoxedIn_false() {
    Position p = pos("w", "a1=C2.", "b2=c3.");
    assertFalse(FULKE.hasLegalMove(p));
    assertTrue(FULKE.legalMoves(p).isEmpty());
  }
}
