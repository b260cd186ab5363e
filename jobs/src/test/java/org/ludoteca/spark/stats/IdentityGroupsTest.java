package org.ludoteca.spark.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.unsafe.types.UTF8String;
import org.junit.jupiter.api.Test;

/** {@link IdentityGroups} against {@link DuplicateCounts}, the driver's counting by identity string. */
class IdentityGroupsTest {

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
    for (Iterator<IdentityGroups.Tally> it = new IdentityGroups().call(rows.iterator()); it.hasNext(); ) {
      IdentityGroups.Tally t = it.next();
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
    // Keys equal in their first half: another second half, game or rule set is another identity.
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

  /**
   * More sources than the partition's names found by comparing bytes (past 16, by a map), and a
   * string that is a source in some rows and a rule set in others: the same tallies as the driver's.
   */
  @Test
  void call_manySources_sameAsDuplicateCounts() throws Exception {
    java.util.Random random = new java.util.Random(53);
    List<long[]> keys = new ArrayList<>();
    for (int i = 0; i < 4000; i++) {
      keys.add(new long[] {random.nextInt(900), random.nextInt(2), random.nextInt(60), random.nextInt(7)});
    }
    for (long[] k : keys) {
      String rules = k[3] == 0 ? "file:/corpus/7.pgn" : "standard";
      game(k[0], k[1], "chess", rules, "file:/corpus/" + k[2] + ".pgn");
    }
    List<String> counted = counted();
    assertEquals(expected(), counted);
    assertEquals(60, counted.stream().map(t -> t.split("\\|")[2]).distinct().count(), counted.toString());
    assertTrue(counted.stream().anyMatch(t -> t.startsWith("chess|file:/corpus/7.pgn|")), counted.toString());
  }

  /**
   * Rows in any order, more than one bucket ({@link IdentityGroups#BUCKET}) with keys spread over
   * the first bits as hashes are, identities with copies in several sources, and keys equal but
   * for the game or rule set: the same tallies as the driver's.
   */
  @Test
  void call_unsortedRowsInManyBuckets_sameAsDuplicateCounts() throws Exception {
    java.util.Random random = new java.util.Random(14);
    long[] his = new long[30000];
    for (int i = 0; i < his.length; i++) {
      his[i] = random.nextLong();
    }
    for (int i = 0; i < 5 * IdentityGroups.BUCKET; i++) {
      int k = random.nextInt(his.length);
      String rules = random.nextInt(50) == 0 ? "chess960" : "standard";
      game(his[k], k % 3, "chess", rules, "file:/corpus/" + random.nextInt(random.nextInt(8) == 0 ? 5 : 1) + ".pgn");
    }
    List<String> counted = counted();
    assertEquals(expected(), counted);
    assertTrue(counted.stream().anyMatch(t -> t.contains("/1.pgn|3|")), counted.toString());
    assertTrue(counted.stream().anyMatch(t -> t.contains("|chess960|")), counted.toString());
  }

  @Test
  void call_noRows_noTallies() throws Exception {
    assertEquals(List.of(), counted());
  }
}
