package org.ludoteca.spark.stats;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Row;

/**
 * The games counted by identity over one Spark partition (data/FORMAT.md section 9, {@code
 * duplicates}): per game, rule set and source file, the games whose identity has each number of
 * copies. Its rows are {@code (key_hi, key_lo, game, rules, source)}, where the two longs are the
 * identity's 128-bit key, every game of an identity in the same partition and the partition sorted
 * by {@code (key_hi, key_lo, game, rules)}: the games of an identity are then one run of rows, and
 * the memory held is one run's sources and the partition's few tallies, whatever the partition's
 * size. What {@code StatsJob.duplicateTallies} does in place of an aggregation with a list of
 * sources per identity ({@code collect_list}, an object aggregate that fell back to sorting and
 * filled the driver's heap at 10^7 games).
 */
public final class IdentityRuns implements FlatMapFunction<Iterator<Row>, IdentityRuns.Tally> {
  private static final long serialVersionUID = 1L;

  /** {@code games} games of {@code source} whose identity has {@code copies} copies in the game and rule set. */
  public record Tally(String game, String rules, String source, long copies, long games) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /** The key of a tally: its game, rule set, source and copies. */
  private record Group(String game, String rules, String source, long copies) {}

  @Override
  public Iterator<Tally> call(Iterator<Row> rows) {
    Map<Group, Long> tallies = new HashMap<>();
    Map<String, Long> run = new HashMap<>(); // the current identity's games by source
    long hi = 0;
    long lo = 0;
    String game = null;
    String rules = null;
    long copies = 0;
    while (rows.hasNext()) {
      Row r = rows.next();
      long h = r.getLong(0);
      long l = r.getLong(1);
      String g = r.getString(2);
      String ru = r.getString(3);
      if (copies > 0 && (h != hi || l != lo || !g.equals(game) || !Objects.equals(ru, rules))) {
        add(tallies, game, rules, run, copies);
        run.clear();
        copies = 0;
      }
      hi = h;
      lo = l;
      game = g;
      rules = ru;
      run.merge(r.getString(4), 1L, Long::sum);
      copies++;
    }
    if (copies > 0) {
      add(tallies, game, rules, run, copies);
    }
    List<Tally> out = new ArrayList<>(tallies.size());
    tallies.forEach((k, n) -> out.add(new Tally(k.game(), k.rules(), k.source(), k.copies(), n)));
    return out.iterator();
  }

  private static void add(Map<Group, Long> tallies, String game, String rules, Map<String, Long> run, long copies) {
    run.forEach((source, n) -> tallies.merge(new Group(game, rules, source, copies), n, Long::sum));
  }
}
