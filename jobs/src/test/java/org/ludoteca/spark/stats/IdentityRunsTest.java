package org.ludoteca.spark.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.unsafe.types.UTF8String;
import org.junit.jupiter.api.Test;

/** {@link IdentityRuns} against {@link DuplicateCounts}, the driver's counting by identity string. */
class IdentityRunsTest {

  private final List<InternalRow> rows = new ArrayList<>();
  private final DuplicateCounts expected = new DuplicateCounts();

  /** A game of {@code source} whose identity has key {@code (hi, lo)}, into both countings. */
  private void game(long hi, long lo, String game, String rules, String source) {
    rows.add(new GenericInternalRow(new Object[] {hi, lo, UTF8String.fromString(game), UTF8String.fromString(rules),
        UTF8String.fromString(source)}));
    expected.add(game, rules, source, hi + "/" + lo);
  }

  private List<String> counted() throws Exception {
    List<String> out = new ArrayList<>();
    for (Iterator<IdentityRuns.Tally> it = new IdentityRuns().call(rows.iterator()); it.hasNext(); ) {
      IdentityRuns.Tally t = it.next();
      out.add(t.game() + "|" + t.rules() + "|" + t.source() + "|" + t.copies() + "|" + t.games());
    }
    return out.stream().sorted().toList();
  }

  private List<String> expected() {
    return expected.tallies().stream().map(t -> t.game() + "|" + t.rules() + "|" + t.source() + "|" + t.copies()
        + "|" + t.games()).sorted().toList();
  }

  @Test
  void call_copiesInTwoSourcesAndWithinOne_countedByCopies() throws Exception {
    game(-5, 1, "chess", "standard", "a.pgn");
    game(-5, 1, "chess", "standard", "b.pgn");
    game(-5, 1, "chess", "standard", "a.pgn");
    game(3, 7, "chess", "standard", "b.pgn");
    game(4, 7, "chess", "standard", "b.pgn");
    game(4, 7, "chess", "standard", "b.pgn");
    List<String> counted = counted();
    assertEquals(expected(), counted);
    assertEquals(List.of("chess|standard|a.pgn|3|2", "chess|standard|b.pgn|1|1", "chess|standard|b.pgn|2|2",
        "chess|standard|b.pgn|3|1"), counted);
  }

  @Test
  void call_firstHalvesEqualOtherwiseApart_countsEachIdentityApart() throws Exception {
    // Rows sorted by the key's first half only: within its block, another second half, game or rule
    // set is another identity, in any order.
    game(9, 1, "chess", "standard", "a.pgn");
    game(9, 2, "chess", "standard", "a.pgn");
    game(9, 1, "chess", "chess960", "a.pgn");
    game(9, 1, "chess", "standard", "b.pgn");
    game(9, 2, "chess", "standard", "b.pgn");
    game(9, 1, "other", "standard", "a.pgn");
    game(9, 2, "chess", "standard", "a.pgn");
    game(10, 1, "chess", "standard", "a.pgn");
    List<String> counted = counted();
    assertEquals(expected(), counted);
    assertEquals(List.of("chess|chess960|a.pgn|1|1", "chess|standard|a.pgn|1|1", "chess|standard|a.pgn|2|1",
        "chess|standard|a.pgn|3|2", "chess|standard|b.pgn|2|1", "chess|standard|b.pgn|3|1",
        "other|standard|a.pgn|1|1"), counted);
  }

  @Test
  void call_noRows_noTallies() throws Exception {
    assertEquals(List.of(), counted());
  }
}
