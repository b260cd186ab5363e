package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Tallies summed by group as they come: one sum per group, in the order each group first comes,
 * empty tallies left out ({@link GameTally#sums}, {@link CaptureTally#sums}). A reader of many
 * tasks' summary rows keeps the sums, not the rows: at 10^8 games the 3,352 ingest tasks wrote
 * 445,817 {@code game_summary} and 184,416 {@code capture_summary} rows, some 400 MB on the heap
 * once read, and the statistics held them beside the identity grouping under a 1 GiB driver
 * (docs/pipeline-profile.md, "Issue 40, wave 13"). Not thread-safe: one reader feeds it.
 *
 * @param <T> the tally
 */
public final class GroupSums<T> implements Consumer<T> {
  private final Map<Object, T> byGroup = new LinkedHashMap<>();
  private final Function<T, ?> group;
  private final BinaryOperator<T> plus;
  private final Predicate<T> empty;

  GroupSums(Function<T, ?> group, BinaryOperator<T> plus, Predicate<T> empty) {
    this.group = group;
    this.plus = plus;
    this.empty = empty;
  }

  /** Adds a tally to its group's sum (the group's first tally starts it); an empty tally adds nothing. */
  @Override
  public void accept(T tally) {
    if (!empty.test(tally)) {
      byGroup.merge(group.apply(tally), tally, plus);
    }
  }

  /** Adds every tally of {@code tallies}, in their order. */
  public GroupSums<T> addAll(Iterable<T> tallies) {
    tallies.forEach(this);
    return this;
  }

  /** The sums so far, one per group, in the order each group first came. */
  public List<T> sums() {
    return new ArrayList<>(byGroup.values());
  }
}
