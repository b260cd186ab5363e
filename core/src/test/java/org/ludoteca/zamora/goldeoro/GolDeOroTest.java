package org.ludoteca.zamora.goldeoro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.zamora.Removal;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.Turn;
import org.ludoteca.zamora.ZamoraRuleSets;
import org.ludoteca.zamora.ZamoraRules;
import org.ludoteca.zamora.caliz.CalizPosition;
import org.ludoteca.zamora.caliz.ChamberChess;

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

  @Test
  void removals_foulExpelsTheFoulerNotTheVictim() {
    // The white Rook on 10.2 fouls the black Knight on 6.2, which is carried to 6.7: White's Rook goes.
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "R10.2", "n6.2");
    assertTrue(g.apply(p, "10.2>6.2>6.7").legal());
    assertEquals(List.of(new Removal(Removal.FOUL, Side.FIRST, 'R', new Square(6, 2), 'R', new Square(10, 2))),
        g.removals(p, "10.2>6.2>6.7"));
  }

  @Test
  void removals_plainMoveAndBallChain_none() {
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "R10.5", "n6.2");
    assertTrue(g.apply(p, "10.5>9.5").legal());
    assertEquals(List.of(), g.removals(p, "10.5>9.5"));
    // The Rook takes the ball on 8.5 and sends it to 3.5: no foul, nobody expelled.
    assertTrue(g.apply(p, "10.5>8.5>3.5").legal());
    assertEquals(List.of(), g.removals(p, "10.5>8.5>3.5"));
  }

  /** goldeoro-partida-1 after 23.2, White to move at 24.1 (the seed's "?"). */
  private static final String PARTIDA_1_BEFORE_24_1 =
      "1k1/2bN5/1r3N3/1r2p4/6B2/9/2p3p2/9/2Pq2P2/4P4/5@3/3b4Q/4n1n2/3R5/2K w";

  @Test
  void legalTurns_partida1Turn24_1_155TurnsOf147PlusEightTheSpecLeftOut() {
    // The spec (O-7) counts 147 White replies here; this engine finds 155. The 8 more are all
    // fouls (docs/zamora.md, "The 155 vs 147 count"), of two kinds the spec's engine evidently
    // did not generate:
    // - the victim is carried back onto the square the fouler left (6 turns). The fouler has moved
    //   onto the victim, so its square is empty, as it is when the seed passes the ball back to
    //   the mover's square (goldeoro-partida-1 20.2 13.7>14.9>13.7, partida-3 5.1, 10.1, 20.1, ...);
    // - the Knight on 3.6 fouls the black King standing on 1.5 in its chambers (3 turns; decision
    //   9: the fouler enters the chamber square only to be expelled, and the King is a victim the
    //   seed names, L942).
    // 3.6>1.5>3.6 is of both kinds, so 6 + 3 - 1 = 8.
    CalizPosition p = g.parse(PARTIDA_1_BEFORE_24_1);
    List<String> turns = g.legalTurns(p).stream().map(Turn::text).toList();
    assertEquals(155, turns.size());
    List<String> leftOut = turns.stream().filter(t -> {
      List<Square> chain = ChamberChess.chain(t);
      boolean backToOrigin = chain.get(chain.size() - 1).equals(chain.get(0));
      boolean intoEnemyChambers = ChamberChess.chamberOf(chain.get(1)) == Side.SECOND;
      return g.isFoul(p, t) && (backToOrigin || intoEnemyChambers);
    }).toList();
    assertEquals(List.of("2.4>4.5>5.7>2.4", "2.4>4.5>2.4", "2.4>3.2>2.4", "3.6>1.5>2.7", "3.6>1.5>3.6",
        "3.6>1.5>3.4", "12.9>12.4>12.9", "14.4>12.4>14.4"), leftOut);
    assertEquals(147, turns.size() - leftOut.size());
  }
}
