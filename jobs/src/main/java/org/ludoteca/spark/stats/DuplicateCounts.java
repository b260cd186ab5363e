package org.ludoteca.spark.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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

  /**
   * An identity's games: in all, and by source file, the first source apart (most identities have
   * one game, or all their copies in one file): one map look-up per game, no boxed count per game.
   */
  private static final class Copies {
    long total;
    String first;
    long inFirst;
    /** The games in each other source, or null. */
    Map<String, Long> others;
  }

  private final Map<Identity, Copies> copies = new HashMap<>();

  /** Counts one game. */
  public void add(String game, String rules, String source, String identity) {
    Copies c = copies.computeIfAbsent(new Identity(game, rules, identity), k -> new Copies());
    if (c.total++ == 0) {
      c.first = source;
      c.inFirst = 1;
    } else if (Objects.equals(c.first, source)) {
      c.inFirst++;
    } else {
      if (c.others == null) {
        c.others = new HashMap<>();
      }
      c.others.merge(source, 1L, Long::sum);
    }
  }

  /** The tallies of the games counted so far, in no particular order. */
  public List<DuplicateTally> tallies() {
    Map<DuplicateTally, Long> games = new HashMap<>(); // keyed with games 0: game, rules, source, copies
    for (Map.Entry<Identity, Copies> e : copies.entrySet()) {
      Identity id = e.getKey();
      Copies c = e.getValue();
      games.merge(new DuplicateTally(id.game(), id.rules(), c.first, c.total, 0), c.inFirst, Long::sum);
      if (c.others != null) {
        c.others.forEach((source, n) ->
            games.merge(new DuplicateTally(id.game(), id.rules(), source, c.total, 0), n, Long::sum));
      }
    }
    List<DuplicateTally> out = new ArrayList<>();
    games.forEach((k, n) -> out.add(new DuplicateTally(k.game(), k.rules(), k.source(), k.copies(), n)));
    return out;
  }
}
