package org.ludoteca.zamora.golez;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.zamora.MatchScore;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.ZamoraRuleSets;
import org.ludoteca.zamora.ZamoraRules;

class GolezTest {
  private final Golez g = new Golez(ZamoraRules.spec());

  @Test
  void toText_start() {
    assertEquals("5/2P2/2D1D2/3M3/1A3A1/3@3/1a3a1/3m3/2d1d2/2p2/5 w 0-0", g.toText(g.start()));
    assertEquals(g.toText(g.start()), g.toText(g.parse(g.toText(g.start()))));
  }

  @Test
  void apply_attackerTwoStepsNeedsAnEmptyMiddle() {
    assertTrue(g.apply(g.start(), "AB1 5.2-7.4").legal());
    // A midfielder makes one king step only.
    assertFalse(g.apply(g.start(), "MB 4.4-6.4").legal());
    // AN1 on 7.2 blocks AB1's two steps up column 2.
    assertFalse(g.apply(g.start(), "AB1 5.2-7.2").legal());
  }

  @Test
  void apply_onlyKeepersEnterTheArc() {
    assertFalse(g.apply(g.start(), "DB1 3.3-2.3").legal());
    assertTrue(g.apply(g.start(), "PB 2.4-1.6").legal());
  }

  @Test
  void apply_ballGoesToNearestSquareOfActivatorColour() {
    // Golez P1 1.1: AB1 on 6.3 (odd) next to the ball on 6.4 sends it to an empty odd square at
    // distance 1 (5.4 or 7.4, not the even 7.5); from 7.4 AB1 again sends it to 8.3.
    var a = g.apply(g.start(), "AB1 5.2-6.3 R=7.4,8.3");
    assertTrue(a.legal(), a.reason());
    assertFalse(g.apply(g.start(), "AB1 5.2-6.3 R=7.5").legal());
    assertEquals(new Square(8, 3), a.next().ball());
  }

  @Test
  void apply_ballOnlyByTheMovedPieceFirst() {
    // PB moves far from the ball: it cannot start a ball chain.
    assertFalse(g.apply(g.start(), "PB 2.4-2.3 R=7.4").legal());
  }

  @Test
  void nearest_skipsOccupiedRing() {
    // Golez P1 5.1: from 4.7, the odd squares 3.6 (DB2) and 5.6 (AN2) are taken, so the nearest
    // empty odd squares are at distance 2, the own-arc square 2.5 among them.
    var p = new GolezPosition(Map.of(new Square(3, 6), "DB2", new Square(5, 6), "AN2",
        new Square(2, 4), "PB"), new Square(4, 7), Side.FIRST, MatchScore.NONE);
    assertEquals(List.of(new Square(2, 5), new Square(4, 5), new Square(6, 5), new Square(6, 7)),
        g.nearest(p, new Square(4, 7), 1));
  }

  @Test
  void outcome_goalInOpponentArc() {
    var p = g.parse("5/2P2/7/7/7/7/3A3/7/2d@d2/2p2/5 w 0-0");
    var a = g.apply(p, "AB1 7.4-8.4 R=10.2");
    assertTrue(a.legal(), a.reason());
    assertEquals(Side.FIRST, g.outcome(a.next()).orElseThrow().winner());
    assertFalse(g.apply(p, "AB1 7.4-8.4 R=9.2").legal());
  }

  @Test
  void arcOf_wideRowPresetHasRow2Column1() {
    Golez wide = new Golez(ZamoraRuleSets.byName("golez-wide-arc"));
    assertEquals(Side.FIRST, wide.arcOf(new Square(2, 1)));
    assertEquals(null, g.arcOf(new Square(2, 1)));
  }
}
