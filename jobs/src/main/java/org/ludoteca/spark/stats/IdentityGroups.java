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
 * two longs the identity's 128-bit key, in any order; every game of an identity is in the same
 * partition. What {@code StatsJob.duplicateTallies} does in place of an aggregation with a list of
 * sources per identity ({@code collect_list}, an object aggregate that falls back to sorting).
 *
 * <p>Each game is kept as three longs (its key's two halves; its game and rule set, and its source,
 * as small ids: 24 bytes), the partition's games are split into buckets of a few thousand by the key's first bits,
 * and each bucket is grouped by a table small enough to stay in the processor's cache. Spark's sort
 * of the rows by key, which this replaces, spent most of its time fetching each sorted row from
 * wherever it lay in memory (docs/pipeline-profile.md, issue 40, wave 14). The rows are Spark's
 * own ({@link InternalRow}, strings as UTF-8 bytes): a {@code Row} per game, with its strings
 * decoded, cost more than the rest of the pass.
 */
public final class IdentityGroups implements FlatMapFunction<Iterator<InternalRow>, IdentityGroups.Tally> {
  private static final long serialVersionUID = 1L;

  /** Games per bucket, on average: a bucket's keys and its table take some hundreds of KiB. */
  static final int BUCKET = 8192;

  /** {@code games} games of {@code source} whose identity has {@code copies} copies in the game and rule set. */
  public record Tally(String game, String rules, String source, long copies, long games) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /**
   * The key of a tally: its game and rule set (an id of {@link Games}), source (an id of {@link
   * Names}, -1 for null) and copies.
   */
  private record Group(int games, int source, long copies) {}

  @Override
  public Iterator<Tally> call(Iterator<InternalRow> rows) {
    Names names = new Names();
    Games games = new Games();
    Keys keys = new Keys();
    while (rows.hasNext()) {
      InternalRow r = rows.next();
      int game = names.of(r, 2);
      int rules = names.of(r, 3);
      keys.add(r.getLong(0), r.getLong(1), games.of(game, rules), names.of(r, 4));
    }
    Map<Group, long[]> tallies = new HashMap<>();
    keys.bucketed().group(tallies);
    List<Tally> out = new ArrayList<>(tallies.size());
    tallies.forEach((k, n) -> out.add(new Tally(names.text(games.game(k.games())), names.text(games.rules(k.games())),
        names.text(k.source()), k.copies(), n[0])));
    return out.iterator();
  }

  /**
   * The partition's games as numbers: the key's two halves, the game and rule set, the source
   * (both ids; the last two packed in one long).
   */
  private static final class Keys {
    private long[] hi = new long[1024];
    private long[] lo = new long[1024];
    private long[] of = new long[1024];
    private int size;

    void add(long keyHi, long keyLo, int games, int source) {
      if (size == hi.length) {
        int grown = size + (size >> 1);
        hi = Arrays.copyOf(hi, grown);
        lo = Arrays.copyOf(lo, grown);
        of = Arrays.copyOf(of, grown);
      }
      hi[size] = keyHi;
      lo[size] = keyLo;
      of[size++] = (long) games << 32 | (source & 0xFFFFFFFFL);
    }

    /** The same games split into buckets by the first bits of {@code hi}: a bucket's games are consecutive. */
    Buckets bucketed() {
      int bits = 0;
      while (bits < 20 && ((long) BUCKET << bits) < size) {
        bits++;
      }
      int[] start = new int[(1 << bits) + 1];
      for (int i = 0; i < size; i++) {
        start[bucket(hi[i], bits) + 1]++;
      }
      for (int b = 0; b < 1 << bits; b++) {
        start[b + 1] += start[b];
      }
      Buckets out = new Buckets(size, start);
      int[] next = Arrays.copyOf(start, 1 << bits);
      for (int i = 0; i < size; i++) {
        int at = next[bucket(hi[i], bits)]++;
        out.hi[at] = hi[i];
        out.lo[at] = lo[i];
        out.of[at] = of[i];
      }
      hi = lo = of = null; // the bucketed copy replaces these
      return out;
    }

    private static int bucket(long keyHi, int bits) {
      return bits == 0 ? 0 : (int) (keyHi >>> (64 - bits));
    }
  }

  /** The games by bucket ({@link Keys#bucketed}), each bucket grouped by identity in a table of its own. */
  private static final class Buckets {
    final long[] hi;
    final long[] lo;
    final long[] of;
    final int[] start;

    Buckets(int size, int[] start) {
      this.hi = new long[size];
      this.lo = new long[size];
      this.of = new long[size];
      this.start = start;
    }

    /**
     * Adds every identity's games to {@code tallies}. An identity is a key and a game and rule set;
     * its games counted in all and in the source of its first game, the games of any other source
     * apart (most identities have one game, or all their copies in one file).
     */
    void group(Map<Group, long[]> tallies) {
      int largest = 0;
      for (int b = 0; b + 1 < start.length; b++) {
        largest = Math.max(largest, start[b + 1] - start[b]);
      }
      int capacity = Integer.highestOneBit(Math.max(4, largest) * 2 - 1) << 1; // at most half full
      int[] first = new int[capacity]; // the identity's first game in the bucket, plus 1; 0: slot empty
      int[] copies = new int[capacity];
      int[] inFirst = new int[capacity];
      int[] used = new int[largest];
      Map<Integer, Map<Integer, long[]>> others = new HashMap<>(); // by slot: other sources' games
      int mask = capacity - 1;
      for (int b = 0; b + 1 < start.length; b++) {
        int n = 0;
        for (int i = start[b]; i < start[b + 1]; i++) {
          int slot = (int) (((hi[i] ^ lo[i]) * 0x9E3779B97F4A7C15L) >>> 32) & mask;
          while (true) {
            int f = first[slot] - 1;
            if (f < 0) {
              first[slot] = i + 1;
              copies[slot] = 1;
              inFirst[slot] = 1;
              used[n++] = slot;
              break;
            }
            if (hi[f] == hi[i] && lo[f] == lo[i] && (int) (of[f] >>> 32) == (int) (of[i] >>> 32)) {
              copies[slot]++;
              if ((int) of[f] == (int) of[i]) {
                inFirst[slot]++;
              } else {
                others.computeIfAbsent(slot, k -> new HashMap<>()).computeIfAbsent((int) of[i], k -> new long[1])[0]++;
              }
              break;
            }
            slot = (slot + 1) & mask;
          }
        }
        for (int u = 0; u < n; u++) {
          int slot = used[u];
          int f = first[slot] - 1;
          int games = (int) (of[f] >>> 32);
          long c = copies[slot];
          add(tallies, games, (int) of[f], c, inFirst[slot]);
          if (!others.isEmpty()) {
            Map<Integer, long[]> more = others.remove(slot);
            if (more != null) {
              more.forEach((source, g) -> add(tallies, games, source, c, g[0]));
            }
          }
          first[slot] = 0;
        }
      }
    }

    private static void add(Map<Group, long[]> tallies, int games, int source, long copies, long n) {
      tallies.computeIfAbsent(new Group(games, source, copies), g -> new long[1])[0] += n;
    }
  }

  /** The (game, rule set) pairs of a partition's games (few) as small ids, the last one found first. */
  private static final class Games {
    private final List<int[]> pairs = new ArrayList<>();
    private int lastGame = Integer.MIN_VALUE;
    private int lastRules;
    private int last;

    int of(int game, int rules) {
      if (game == lastGame && rules == lastRules) {
        return last;
      }
      int id = -1;
      for (int i = 0; i < pairs.size() && id < 0; i++) {
        if (pairs.get(i)[0] == game && pairs.get(i)[1] == rules) {
          id = i;
        }
      }
      if (id < 0) {
        id = pairs.size();
        pairs.add(new int[] {game, rules});
      }
      lastGame = game;
      lastRules = rules;
      last = id;
      return id;
    }

    int game(int id) {
      return pairs.get(id)[0];
    }

    int rules(int id) {
      return pairs.get(id)[1];
    }
  }

  /**
   * The strings of a partition (games, rule sets, sources: few) as small ids, one copy of each kept:
   * a row's strings point into Spark's buffers, which the next rows may reuse. While there are
   * few, a row's string is found by comparing bytes with each kept one (no hash of its bytes: a
   * source is a whole path); past {@value #FEW}, by a map.
   */
  private static final class Names {
    private static final int FEW = 16;
    private final List<UTF8String> kept = new ArrayList<>();
    private final Map<UTF8String, Integer> ids = new HashMap<>();

    /** The id of column {@code column}'s string in {@code r}, -1 for null. */
    int of(InternalRow r, int column) {
      if (r.isNullAt(column)) {
        return -1;
      }
      UTF8String s = r.getUTF8String(column);
      int n = kept.size();
      if (n <= FEW) {
        for (int i = 0; i < n; i++) {
          if (kept.get(i).equals(s)) {
            return i;
          }
        }
      } else {
        Integer id = ids.get(s);
        if (id != null) {
          return id;
        }
      }
      UTF8String copy = s.clone();
      kept.add(copy);
      ids.put(copy, n);
      return n;
    }

    String text(int id) {
      return id < 0 ? null : kept.get(id).toString();
    }
  }
}
