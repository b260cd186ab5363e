package org.ludoteca.zamora;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.ludoteca.zamora.compases.Compases;
import org.ludoteca.zamora.futez.Futez;

/** The Zamora readers' defects the fuzz targets found (org.ludoteca.fuzz.ZamoraFuzzTest), one test each. */
class FuzzFindingsTest {
  /* --------------- MatchScore.parse --------------- */

  @Test
  void parse_scoreNotNumbers_illegalArgumentNamingTheText() {
    // Was: NumberFormatException 'For input string: "r2/9/..."', which names no field.
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MatchScore.parse("r2/9/1r2p2b1/3n1n3/4q4/2p3p2/4@4/2P3P2/4Q0-0"));
    assertSame(IllegalArgumentException.class, e.getClass());
  }

  @Test
  void parse_streakWithoutSideOrCount_illegalArgument() {
    for (String text : new String[] {"1-0+", "1-0+F", "1-0+X2", "1-0+F2+S1", "-1-0", "99999999999-0"}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MatchScore.parse(text), text);
      assertSame(IllegalArgumentException.class, e.getClass(), text);
    }
  }

  @Test
  void parse_text_roundTrips() {
    MatchScore s = MatchScore.NONE.scored(Side.FIRST).scored(Side.SECOND).scored(Side.SECOND);
    assertEquals("1-2+S2", s.text());
    assertEquals(s, MatchScore.parse(s.text()));
    assertEquals(MatchScore.NONE, MatchScore.parse("0-0"));
  }

  /* --------------- position texts --------------- */

  @Test
  void parse_futezPositionWithBadScore_illegalArgument() {
    String text = "3/BB/B1B/2/1@1/2/N1N/NN/3 w r2/9/1r2p2b1/3n1n3/4q4/2p3p2/4@4/2P3P2/4Q0-0";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Futez(ZamoraRules.spec()).parse(text));
    assertSame(IllegalArgumentException.class, e.getClass());
  }

  @Test
  void parse_compasesCompassOfThreeVertices_illegalArgument() {
    // Was: ArrayIndexOutOfBoundsException from "12/31-62-43 C1", whose first half has one vertex.
    for (String text : new String[] {"12/31-62-43 C1", "11-12/21 C2", "11-12-13/21-22 C1"}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> new Compases(ZamoraRules.spec()).parse(text), text);
      assertSame(IllegalArgumentException.class, e.getClass(), text);
    }
    assertEquals("11-12/21-22 C1", new Compases(ZamoraRules.spec()).parse("11-12/21-22 C1").text());
  }
}
