package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class DuplicatesTest {
  private static List<String> text(List<Object[]> rows) {
    List<String> out = new ArrayList<>();
    for (Object[] r : rows) {
      out.add(Arrays.toString(r));
    }
    return out;
  }

  @Test
  void duplicates_identitiesAcrossFiles_countedPerFileAndInAll() {
    // a.pgn: 5 unique games, 2 games of identities with 2 copies (their twins in b.pgn), 3 copies of one identity;
    // b.pgn: the 2 twins and 1 unique game.
    List<DuplicateTally> tallies = List.of(
        new DuplicateTally("chess", "standard", "a.pgn", 1, 5),
        new DuplicateTally("chess", "standard", "a.pgn", 2, 2),
        new DuplicateTally("chess", "standard", "a.pgn", 3, 3),
        new DuplicateTally("chess", "standard", "b.pgn", 2, 2),
        new DuplicateTally("chess", "standard", "b.pgn", 1, 1));
    assertEquals(List.of(
        "[chess, standard, a.pgn, 10, 5, null, null]",
        "[chess, standard, b.pgn, 3, 2, null, null]",
        "[chess, standard, *, 13, 7, 9, 4]"), text(CorpusStatistics.duplicates(tallies)));
  }

  @Test
  void duplicates_noRepeats_surplusZero() {
    List<DuplicateTally> tallies = List.of(new DuplicateTally("rithmomachia", "cvr", "x", 1, 4));
    assertEquals(List.of("[rithmomachia, cvr, x, 4, 0, null, null]", "[rithmomachia, cvr, *, 4, 0, 4, 0]"),
        text(CorpusStatistics.duplicates(tallies)));
  }

  @Test
  void duplicateTally_zeroCopies_rejected() {
    assertThrows(IllegalArgumentException.class, () -> new DuplicateTally("g", "r", "s", 0, 1));
  }
}
