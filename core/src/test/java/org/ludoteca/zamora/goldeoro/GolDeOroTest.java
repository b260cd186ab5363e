package org.ludoteca.zamora.goldeoro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.ZamoraRuleSets;
import org.ludoteca.zamora.ZamoraRules;
import org.ludoteca.zamora.caliz.CalizPosition;

class GolDeOroTest {
  private final GolDeOro g = new GolDeOro(ZamoraRules.spec());

  private static CalizPosition board(String ball, Side toMove, String... pieces) {
    Map<Square, Character> m = new HashMap<>();
    for (String p : pieces) {
      m.put(Square.parse(p.substring(1)), p.charAt(0));
    }
    return new CalizPosition(m, Square.parse(ball), toMove);
  }

  @Test
  void apply_foulCarriesTheVictimAndExpelsTheFouler() {
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "R10.2", "n6.2");
    var a = g.apply(p, "10.2>6.2>6.7");
    assertTrue(a.legal(), a.reason());
    assertEquals('n', a.next().pieces().get(new Square(6, 7)));
    assertNull(a.next().pieces().get(new Square(6, 2)));
    assertNull(a.next().pieces().get(new Square(10, 2)));
    assertTrue(g.isFoul(p, "10.2>6.2>6.7"));
    // The victim may not be left where it was fouled, nor on the ball.
    assertFalse(g.apply(p, "10.2>6.2").legal());
  }

  @Test
  void apply_pawnStraightFoulDependsOnTheRuleSet() {
    // Partida 3, 70.1: the Pawn on 12.5 fouls the Knight on 11.5 straight ahead, pushing it to 10.5.
    CalizPosition p = board("8.2", Side.FIRST, "K15.5", "k1.5", "P12.5", "n11.5");
    assertTrue(g.apply(p, "12.5>11.5>10.5").legal());
    assertFalse(new GolDeOro(ZamoraRuleSets.byName("strict")).apply(p, "12.5>11.5>10.5").legal());
  }

  @Test
  void apply_noCheckInGolDeOro() {
    // The King may stay attacked: the Rook on 14.4 may leave the King's file.
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "R14.5", "q10.5");
    assertTrue(g.apply(p, "14.5>14.1").legal());
  }

  @Test
  void outcome_goldenGoal() {
    CalizPosition p = board("8.5", Side.SECOND, "K15.6", "k1.5", "r8.4");
    var a = g.apply(p, "8.4>8.5>15.5");
    assertTrue(a.legal(), a.reason());
    assertEquals(Side.SECOND, g.outcome(a.next()).orElseThrow().winner());
  }

  @Test
  void apply_victimNotIntoChambers() {
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "R10.4", "n3.4");
    assertFalse(g.apply(p, "10.4>3.4>1.4").legal());
    assertTrue(g.apply(p, "10.4>3.4>2.4").legal());
  }
}
