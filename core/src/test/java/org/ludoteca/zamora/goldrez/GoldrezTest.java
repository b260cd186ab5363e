package org.ludoteca.zamora.goldrez;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.ZamoraRuleSets;
import org.ludoteca.zamora.ZamoraRules;

class GoldrezTest {
  private final Goldrez g = new Goldrez(ZamoraRules.spec());

  @Test
  void legalTurns_startHas34PieceMoves() {
    // L143: 2 king, 16 queen, 6 knight, 2 bishop, 8 rook moves.
    Set<String> moves = g.legalTurns(g.start()).stream()
        .map(t -> t.text().split(" O=")[0]).collect(Collectors.toSet());
    assertEquals(34, moves.size());
  }

  @Test
  void toText_start() {
    assertEquals("1R1/2T1A2/3C3/3D3/3@3/3d3/3c3/2a1t2/1r1 w 0-0", g.toText(g.start()));
    assertEquals(g.start(), g.parse(g.toText(g.start())));
  }

  @Test
  void apply_eachPieceMovesTheBallOnce() {
    assertTrue(g.apply(g.start(), "Db 4.4-5.3 O=4.3,2.4").legal());
    // 4.3 -> 4.1 would need the queen a second time.
    assertFalse(g.apply(g.start(), "Db 4.4-5.3 O=4.3,4.1").legal());
  }

  @Test
  void apply_noPieceButTheKingEntersTheArc() {
    var p = g.parse("1R1/2T1A2/3C3/3D3/3@3/3d3/3c3/2a1t2/1r1 w 0-0");
    assertFalse(g.apply(p, "Tb 2.3-1.3").legal());
    assertTrue(g.apply(p, "Rb 1.4-1.3").legal());
  }

  @Test
  void apply_goalWinsTheGame() {
    var a = g.apply(g.apply(g.apply(g.start(), "Db 4.4-5.3 O=4.3,2.4").next(), "Dn 6.4-4.4")
        .next(), "Rb 1.4-1.5 O=3.3,4.3,6.2,9.5");
    assertTrue(a.legal(), a.reason());
    assertEquals(Side.FIRST, g.outcome(a.next()).orElseThrow().winner());
  }

  @Test
  void apply_twoConsecutiveGoalsRestartsAfterTheFirst() {
    Goldrez m = new Goldrez(ZamoraRuleSets.byName("two-consecutive-goals"));
    var p = m.apply(m.apply(m.apply(m.start(), "Db 4.4-5.3 O=4.3,2.4").next(), "Dn 6.4-4.4")
        .next(), "Rb 1.4-1.5 O=3.3,4.3,6.2,9.5").next();
    assertTrue(m.outcome(p).isEmpty());
    assertEquals("1R1/2T1A2/3C3/3D3/3@3/3d3/3c3/2a1t2/1r1 b 1-0+F1", m.toText(p));
  }
}
