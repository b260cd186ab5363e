package org.ludoteca.zamora.futez;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.ludoteca.zamora.Outcome;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;
import org.ludoteca.zamora.ZamoraRuleSets;
import org.ludoteca.zamora.ZamoraRules;

class FutezTest {
  private final Futez g = new Futez(ZamoraRules.spec());

  @Test
  void legalTurns_startHasFour() {
    List<String> t = g.legalTurns(g.start()).stream().map(x -> x.text()).sorted()
        .collect(Collectors.toList());
    assertEquals(List.of("C22-C33", "C24-C33", "C31-C42", "C35-C44"), t);
  }

  @Test
  void apply_ballIsCompulsory() {
    // Futez P1 after 1.1/1.2: C33 is next to own C44, which is next to the ball on C53.
    var p = g.apply(g.apply(g.start(), "C35-C44").next(), "C75-C64").next();
    assertFalse(g.apply(p, "C24-C33").legal());
    assertTrue(g.apply(p, "C24-C33 R=C62").legal());
    assertFalse(g.apply(p, "C24-C33 R=C73").legal());
  }

  @Test
  void apply_untriggeredBallMoveRejected() {
    assertFalse(g.apply(g.start(), "C35-C44 R=C64").legal());
  }

  @Test
  void ballTargets_jumpsOverRunsToTheNearestEmptySquares() {
    // Ball C44 boxed in: C33 N, C22 B behind it (C11 free, 3 away); C53 B, C62 N (C71 free, 3 away).
    var p = g.parse("3/B1/1NB/1@/1BN/N1/3/2/3 w 0-0");
    assertEquals(List.of(new Square(1, 1), new Square(7, 1)),
        Futez.ballTargets(p).stream().sorted().collect(Collectors.toList()));
  }

  @Test
  void apply_goalEndsTheGame() {
    var p = g.parse("3/1B/1@1/N1/3/1N/3/2/3 b 0-0");
    var a = g.apply(p, "C64-C53 R=C22");
    assertTrue(a.legal(), a.reason());
    assertEquals(Outcome.win(Side.SECOND, "goal on C22"), g.outcome(a.next()).orElseThrow());
  }

  @Test
  void apply_ownGoalCountsUnderSpecOnly() {
    var p = g.parse("3/1B/1@1/1B/3/2/3/2/3 w 0-0");
    var a = g.apply(p, "C24-C35 R=C22");
    assertTrue(a.legal(), a.reason());
    assertEquals(Side.SECOND, g.outcome(a.next()).orElseThrow().winner());
    assertFalse(new Futez(ZamoraRuleSets.byName("strict")).apply(p, "C24-C35 R=C22").legal());
  }

  @Test
  void parse_roundTrip() {
    String s = g.toText(g.start());
    assertEquals("3/BB/B1B/2/1@1/2/N1N/NN/3 w 0-0", s);
    assertEquals(g.start(), g.parse(s));
  }
}
