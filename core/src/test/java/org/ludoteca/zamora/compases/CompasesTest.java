package org.ludoteca.zamora.compases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.ludoteca.zamora.Outcome;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.ZamoraRules;

class CompasesTest {
  private final Compases g = new Compases(ZamoraRules.spec());

  @Test
  void legalTurns_start() {
    List<String> t = g.legalTurns(g.start()).stream().map(x -> x.text()).sorted()
        .collect(Collectors.toList());
    // V12 around V13: +90 to V23, +180 to V14 (-90 would leave the board); V13 likewise.
    assertEquals(List.of("V12>V14", "V12>V23", "V13>V11", "V13>V22"), t);
  }

  @Test
  void apply_signedAngle() {
    assertTrue(g.apply(g.start(), "V12>V23 @+90").legal());
    assertFalse(g.apply(g.start(), "V12>V23 @-90").legal());
  }

  @Test
  void apply_sweepThroughOpponentRejected() {
    // C1 on V22-V23, C2 on V32-V33: V22 sweeping around V23 towards V33 touches C2.
    CompasesPosition p = CompasesPosition.parse("22-23/32-33 C1");
    assertFalse(g.apply(p, "V22>V33").legal());
    assertTrue(g.apply(p, "V22>V13").legal());
  }

  @Test
  void outcome_goalRowWins() {
    CompasesPosition p = g.apply(CompasesPosition.parse("32-33/21-22 C1"), "V32>V43").next();
    assertEquals(Outcome.win(Side.FIRST, "C1 reaches row 4"), g.outcome(p).orElseThrow());
  }

  @Test
  void outcome_stalemateIsDraw() {
    // compases-trampa after 4.1: C2 on V24-V34 is boxed in by C1 on V23-V33.
    CompasesPosition p = CompasesPosition.parse("23-33/24-34 C2");
    assertTrue(g.legalTurns(p).isEmpty());
    assertTrue(g.outcome(p).orElseThrow().isDraw());
  }

  @Test
  void parse_roundTrip() {
    assertEquals("12-13/42-43 C1", g.toText(g.parse(g.toText(g.start()))));
  }

  @Test
  void parse_rejectsImpossiblePlacements() {
    assertThrows(IllegalArgumentException.class, () -> CompasesPosition.parse("12-23/42-43 C1"));
    assertThrows(IllegalArgumentException.class, () -> CompasesPosition.parse("12-13/13-14 C1"));
    assertThrows(IllegalArgumentException.class, () -> CompasesPosition.parse("12-13/45-44 C2"));
  }

  @Test
  void solve_startIsDrawAndMirrorHolds() {
    CompasesSolver.Solution s = CompasesSolver.solve(ZamoraRules.spec());
    assertEquals(896, s.positions());
    assertEquals(s.positions(), s.wins() + s.losses() + s.draws());
    assertEquals(CompasesSolver.Value.DRAW, s.startValue());
    assertTrue(s.mirrorHolds(), () -> s.mirrorBreak().toString());
  }
}
