package org.ludoteca.spark.stats;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * The games counted by identity over one Spark partition (data/FORMAT.md section 9, {@code
 * duplicates}): per game, rule set and source file, the games whose identity has each number of
 * copies in its game and rule set. Its rows are {@code (key_hi, key_lo, game, rules, source)}, the
 * two longs the identity's 128-bit key; every game of an identity is in the same partition and the
 * partition is sorted by {@code key_hi}. The games of an identity are then in one run of rows, and
 * the memory held is one run's sources and the partition's few tallies, whatever the partition's
 * size. What {@code StatsJob.duplicateTallies} does in place of an
 * aggregation with a list of sources per identity ({@code collect_list}, an object aggregate that
 * falls back to sorting). The rows are Spark's own ({@link InternalRow}, strings as UTF-8 bytes): a
 * {@code Row} per game, with its strings decoded, cost more than the rest of the pass.
 */
public final class IdentityRuns implements FlatMapFunction<Iterator<InternalRow>, IdentityRuns.Tally> {
  private static final long serialVersionUID = 1L;

  /** {@code games} games of {@code source} whose identity has {@code copies} copies in the game and rule set. */
  public record Tally(String game, String rules, String source, long copies, long games) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /** The key of a tally: its game, rule set, source and copies (strings from {@link Strings}). */
  private record Group(UTF8String game, UTF8String rules, UTF8String source, long copies) {}

  /** An identity of a game and rule set, for the rare keys whose first halves coincide. */
  private record Identity(long keyLo, UTF8String game, UTF8String rules) {}

  @Override
  public Iterator<Tally> call(Iterator<InternalRow> rows) {
    Strings strings = new Strings();
    Map<Group, Long> tallies = new HashMap<>();
    // The rows come sorted by key_hi alone (a radix sort, where more keys take a comparison sort):
    // a block of rows with one key_hi is nearly always one identity; the rest of a block (another
    // key_lo, game or rule set) is counted apart in `others`.
    Run run = new Run();
    Map<Identity, Run> others = new HashMap<>();
    long hi = 0;
    long lo = 0;
    UTF8String game = null;
    UTF8String rules = null;
    while (rows.hasNext()) {
      InternalRow r = rows.next();
      long h = r.getLong(0);
      long l = r.getLong(1);
      UTF8String g = strings.of(r, 2);
      UTF8String ru = strings.of(r, 3);
      UTF8String source = strings.of(r, 4);
      if (run.copies > 0 && h != hi) {
        run.addTo(tallies, game, rules);
        others.forEach((id, o) -> o.addTo(tallies, id.game(), id.rules()));
        others.clear();
      }
      if (run.copies == 0) {
        hi = h;
        lo = l;
        game = g;
        rules = ru;
      }
      if (l == lo && g == game && ru == rules) {
        run.add(source);
      } else {
        others.computeIfAbsent(new Identity(l, g, ru), k -> new Run()).add(source);
      }
    }
    run.addTo(tallies, game, rules);
    others.forEach((id, o) -> o.addTo(tallies, id.game(), id.rules()));
    List<Tally> out = new ArrayList<>(tallies.size());
    tallies.forEach((k, n) -> out.add(new Tally(text(k.game()), text(k.rules()), text(k.source()), k.copies(), n)));
    return out.iterator();
  }

  private static String text(UTF8String s) {
    return s == null ? null : s.toString();
  }

  /**
   * One copy of each string of a partition (games, rule sets, sources: few): a row's strings point
   * into the sorter's buffers, which the next rows may reuse; equal strings are then the same object.
   */
  private static final class Strings {
    private final Map<UTF8String, UTF8String> seen = new HashMap<>();

    UTF8String of(InternalRow r, int column) {
      if (r.isNullAt(column)) {
        return null;
      }
      UTF8String s = r.getUTF8String(column);
      UTF8String kept = seen.get(s);
      if (kept == null) {
        kept = s.clone();
        seen.put(kept, kept);
      }
      return kept;
    }
  }

  /** The games of one identity by source: few sources, so arrays searched in order. */
  private static final class Run {
    private UTF8String[] sources = new UTF8String[4];
    private long[] games = new long[4];
    private int size;
    private long copies;

    void add(UTF8String source) {
      copies++;
      for (int i = 0; i < size; i++) {
        if (sources[i] == source) {
          games[i]++;
          return;
        }
      }
      if (size == sources.length) {
        sources = Arrays.copyOf(sources, size * 2);
        games = Arrays.copyOf(games, size * 2);
      }
      sources[size] = source;
      games[size++] = 1;
    }

    /** Adds this run's games to {@code tallies} (its game and rule set given) and empties it. */
    void addTo(Map<Group, Long> tallies, UTF8String game, UTF8String rules) {
      for (int i = 0; i < size; i++) {
        tallies.merge(new Group(game, rules, sources[i], copies), games[i], Long::sum);
      }
      size = 0;
      copies = 0;
    }
  }
}
