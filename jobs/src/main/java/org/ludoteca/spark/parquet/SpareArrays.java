package org.ludoteca.spark.parquet;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * The leaf arrays of a thread's closed {@link ValueRowFileWriter}s, by table, for the next writers
 * of the same table on the same thread. A task writes a file per table and slice; each leaf's
 * arrays grew by doubling to about a page (1 MiB) in every file: with the zstd page arrays, 15 %
 * of the ingest's allocation at 10^5 lichess games (async-profiler's allocation profile). A thread
 * keeps at most {@value #SETS} sets per table, no more than its open writers of the table held.
 */
final class SpareArrays {
  /** Sets kept per table and thread: a task holds one writer per table and partition at a time. */
  static final int SETS = 2;

  private static final ThreadLocal<Map<String, ArrayDeque<LeafArrays[]>>> SPARE =
      ThreadLocal.withInitial(HashMap::new);

  private SpareArrays() {}

  /** A set this thread kept for {@code table}'s writers, of {@code leaves} leaves; or null. */
  static LeafArrays[] take(String table, int leaves) {
    ArrayDeque<LeafArrays[]> sets = SPARE.get().get(table);
    if (sets == null) {
      return null;
    }
    LeafArrays[] set;
    while ((set = sets.pollFirst()) != null) {
      if (set.length == leaves) {
        return set;
      }
    }
    return null;
  }

  /** Keeps {@code set}, the arrays of a closed writer of {@code table}, unless this thread keeps enough. */
  static void give(String table, LeafArrays[] set) {
    ArrayDeque<LeafArrays[]> sets = SPARE.get().computeIfAbsent(table, t -> new ArrayDeque<>(SETS));
    if (sets.size() < SETS) {
      sets.addFirst(set);
    }
  }
}
