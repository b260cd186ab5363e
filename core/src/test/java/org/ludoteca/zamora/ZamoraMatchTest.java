package org.ludoteca.zamora;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ludoteca.zamora.compases.Compases;
import org.ludoteca.zamora.compases.CompasesPosition;

class ZamoraMatchTest {
  private static ZamoraMatch<CompasesPosition> play(ZamoraMatch<CompasesPosition> m,
      String... turns) {
    for (String t : turns) {
      Applied<ZamoraMatch<CompasesPosition>> a = m.play(t);
      assertTrue(a.legal(), () -> t + ": " + a.reason());
      m = a.next();
    }
    return m;
  }

  @Test
  void play_threefoldRepetitionIsADraw() {
    // The "Equilibrio de Nash" mirror line, its cycle played twice more.
    ZamoraMatch<CompasesPosition> m = play(ZamoraMatch.start(new Compases(ZamoraRules.spec())),
        "V13>V22", "V43>V32", "V12>V21", "V42>V31", "V21>V12", "V31>V42");
    assertEquals(2, m.occurrences());
    assertTrue(m.outcome().isEmpty());
    m = play(m, "V12>V21", "V42>V31", "V21>V12", "V31>V42");
    assertEquals(Outcome.draw("repetition (3 times)"), m.outcome().orElseThrow());
    assertTrue(m.legalTurns().isEmpty());
    assertFalse(m.play("V12>V21").legal());
  }

  @Test
  void resign_givesTheGameToTheOtherSide() {
    ZamoraMatch<CompasesPosition> m = ZamoraMatch.start(new Compases(ZamoraRules.spec())).resign();
    assertEquals(Side.SECOND, m.outcome().orElseThrow().winner());
  }
}
