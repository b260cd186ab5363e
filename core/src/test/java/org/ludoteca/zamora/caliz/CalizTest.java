package org.ludoteca.zamora.caliz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.zamora.Outcome;
import org.ludoteca.zamora.Removal;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.ZamoraRules;

class CalizTest {
  private final Caliz g = new Caliz(ZamoraRules.spec());

  /** An otherwise empty board with the given pieces ("K15.5", "k1.5", …), Cáliz and mover. */
  private static CalizPosition board(String caliz, Side toMove, String... pieces) {
    java.util.Map<Square, Character> m = new java.util.HashMap<>();
    for (String p : pieces) {
      m.put(Square.parse(p.substring(1)), p.charAt(0));
    }
    return new CalizPosition(m, Square.parse(caliz), toMove);
  }

  @Test
  void start_isSymmetricWithTheRookOn12_8() {
    CalizPosition s = g.start();
    assertEquals(22, s.pieces().size());
    assertEquals('R', s.pieces().get(new Square(12, 8)));
    assertEquals("1k1/2b3r2/9/1r2p2b1/3n1n3/4q4/2p3p2/4@4/2P3P2/4Q4/3N1N3/1B2P2R1/9/2R3B2/1K1 w",
        g.toText(s));
    assertEquals(s, g.parse(g.toText(s)));
  }

  @Test
  void parse_rejectsPiecesInTheChambersAndMissingKings() {
    String start = g.toText(g.start());
    // A white Rook in the black King's chambers.
    assertThrows(IllegalArgumentException.class, () -> g.parse(start.replaceFirst("1k1", "Rk1")));
    // No black King.
    assertThrows(IllegalArgumentException.class, () -> g.parse(start.replaceFirst("1k1", "3")));
  }

  @Test
  void apply_calizMustLeaveWithTheMoversGeometry() {
    // Partida 2, 2.1: the Queen takes the Cáliz on 8.5 and sends it along a diagonal to 5.2.
    assertTrue(g.apply(g.start(), "10.5>8.5>5.2").legal());
    assertFalse(g.apply(g.start(), "10.5>8.5").legal());
    assertFalse(g.apply(g.start(), "10.5>8.5>5.3").legal());
  }

  @Test
  void apply_relayThroughOwnPieceOnly() {
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "R10.5", "B8.8", "n8.1");
    // Rook takes the Cáliz, passes it along row 8 to the own Bishop, which relays it diagonally.
    assertTrue(g.apply(p, "10.5>8.5>8.8>6.6").legal());
    // It may not stop on the own Bishop, nor land on the black Knight.
    assertFalse(g.apply(p, "10.5>8.5>8.8").legal());
    assertFalse(g.apply(p, "10.5>8.5>8.1").legal());
  }

  @Test
  void apply_pawnPassesWithTheKindOfStepItMade() {
    CalizPosition p = board("8.6", Side.FIRST, "K15.5", "k1.5", "P9.5");
    // P6 26.1: diagonal step onto the Cáliz, passed diagonally to either side.
    assertTrue(g.apply(p, "9.5>8.6>7.5").legal());
    assertTrue(g.apply(p, "9.5>8.6>7.7").legal());
    assertFalse(g.apply(p, "9.5>8.6>7.6").legal());
  }

  @Test
  void apply_pinnedPieceMayNotMove() {
    // Partida 3, 24.1: the Rook on 14.4 is pinned by the Queen on 12.2 against the King on 15.5.
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "R14.4", "q12.2", "n7.4");
    var a = g.apply(p, "14.4>7.4");
    assertFalse(a.legal());
    assertTrue(a.reason().contains("black Queen on 12.2"), a.reason());
  }

  @Test
  void outcome_calizInTheEnemyChambersWins() {
    CalizPosition p = board("8.5", Side.SECOND, "K15.5", "k1.5", "r8.1");
    CalizPosition n = g.apply(p, "8.1>8.5>15.5".replace("15.5", "8.9")).next();
    assertTrue(g.outcome(n).isEmpty());
    CalizPosition q = board("8.5", Side.SECOND, "K15.6", "k1.5", "r8.4");
    CalizPosition m = g.apply(q, "8.4>8.5>15.5").next();
    assertEquals(Outcome.win(Side.SECOND, "Cáliz on 15.5"), g.outcome(m).orElseThrow());
  }

  @Test
  void outcome_checkmateAndMarks() {
    // Black King on 1.5 in its chambers, white Rooks on rows 2 and 1's file: mate by R 3.1-1.? —
    // simpler: Queen 3.5 protected by Rook 5.5 mates the King on 1.5 (1.4/1.6 covered by the Queen).
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "Q3.6", "R5.5");
    CalizPosition n = g.apply(p, "3.6>2.5").next();
    assertEquals(Outcome.win(Side.FIRST, "checkmate"), g.outcome(n).orElseThrow());
    assertEquals(List.of(), g.verifyMarks(p, n, Set.of("mate")));
    assertEquals(1, g.verifyMarks(p, n, Set.of()).size());
  }

  @Test
  void verifyMarks_falseTargetWarns() {
    CalizPosition n = g.apply(g.start(), "14.7>12.9").next();
    assertEquals(1, g.verifyMarks(g.start(), n, Set.of("target")).size());
  }

  @Test
  void removals_captureNamesCapturerVictimAndSquare() {
    // The white Queen on 10.5 takes the black Knight on 7.2.
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "Q10.5", "n7.2");
    assertTrue(g.apply(p, "10.5>7.2").legal());
    assertEquals(List.of(new Removal(Removal.CAPTURE, Side.FIRST, 'n', new Square(7, 2), 'Q', new Square(10, 5))),
        g.removals(p, "10.5>7.2"));
    // A black pawn capturing diagonally and promoting is reported as the pawn that moved.
    CalizPosition q = board("8.5", Side.SECOND, "K15.5", "k1.5", "p13.2", "N14.3");
    assertTrue(g.apply(q, "13.2>14.3").legal());
    assertEquals(List.of(new Removal(Removal.CAPTURE, Side.SECOND, 'N', new Square(14, 3), 'p', new Square(13, 2))),
        g.removals(q, "13.2>14.3"));
  }

  @Test
  void removals_plainMoveAndCalizChain_none() {
    CalizPosition p = board("8.5", Side.FIRST, "K15.5", "k1.5", "Q10.5", "n7.2");
    assertTrue(g.apply(p, "10.5>9.5").legal());
    assertEquals(List.of(), g.removals(p, "10.5>9.5"));
    // Taking the Cáliz and passing it on takes no piece.
    assertTrue(g.apply(p, "10.5>8.5>5.5").legal());
    assertEquals(List.of(), g.removals(p, "10.5>8.5>5.5"));
  }
}
