package org.ludoteca.zamora;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TranscriptionTest {
  @Test
  void parse_headersTurnsMarksComments() {
    Transcription t = Transcription.parse("x", List.of(
        "# game: caliz",
        "# result: BLACK ; White resigns",
        "; COPIED: whole file",
        "; seed L737: comment",
        "1.1 | WHITE | (10,5) a (4,5) + | 10.5>4.5 !check",
        "; UNRESOLVED: no reading",
        "1.2 | BLACK | Rinden. | resigns"));
    assertEquals("caliz", t.game());
    assertEquals("BLACK", t.statedResult());
    assertEquals(List.of("COPIED: whole file"), t.comments());
    Transcription.Line l = t.turns().get(0);
    assertEquals("10.5>4.5", l.move());
    assertEquals(Set.of("check"), l.marks());
    assertEquals(2, l.comments().size());
    assertTrue(l.unresolved());
    assertEquals("1.1", t.unresolvedTurn());
  }

  @Test
  void parse_badTurnLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Transcription.parse("x", List.of("1.1 | WHITE | only three")));
    assertTrue(e.getMessage().startsWith("x:1:"), e.getMessage());
  }

  @Test
  void byName_unknownPresetListsKnown() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ZamoraRuleSets.byName("nope"));
    assertTrue(e.getMessage().contains("spec"), e.getMessage());
    assertEquals(false, ZamoraRuleSets.byName("strict").ownGoals());
  }
}
