package org.ludoteca.spark.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ludoteca.stats.DuplicateTally;

/**
 * The games counted by identity on the driver, for a corpus small enough to hold one entry per
 * identity (data/FORMAT.md section 9, {@code duplicates}): per game, rule set and source file,
 * the games whose identity has each number of copies in the game and rule set. The same tallies
 * as the Spark aggregation {@code StatsJob.duplicateTallies}, without its shuffles, whose planning
 * and code generation cost seconds whatever the corpus's size.
 */
public final class DuplicateCounts {
  /** A game's identity in its game and rule set. */
  private record Identity(String game, String rules, String identity) {}

  /** An identity's games in one source file. */
  private record InSource(Identity identity, String source) {}

  private final Map<Identity, Long> copies = new HashMap<>();
  private final Map<InSource, Long> bySource = new HashMap<>();

  /** Counts one game. */
  public void add(String game, String rules, String source, String identity) {
    Identity id = new Identity(game, rules, identity);
    copies.merge(id, 1L, Long::sum);
    bySource.merge(new InSource(id, source), 1L, Long::sum);
  }

  /** The tallies of the games counted so far, in no particular order. */
  public List<DuplicateTally> tallies() {
    Map<DuplicateTally, Long> games = new HashMap<>(); // keyed with games 0: game, rules, source, copies
    for (Map.Entry<InSource, Long> e : bySource.entrySet()) {
      Identity id = e.getKey().identity();
      games.merge(new DuplicateTally(id.game(), id.rules(), e.getKey().source(), copies.get(id), 0), e.getValue(),
          Long::sum);
    }
    List<DuplicateTally> out = new ArrayList<>();
    games.forEach((k, n) -> out.add(new DuplicateTally(k.game(), k.rules(), k.source(), k.copies(), n)));
    return out;
  }
}
