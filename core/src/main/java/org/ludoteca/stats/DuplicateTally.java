package org.ludoteca.stats;

/**
 * A number of games ({@code games}) of one source file whose identity (data/FORMAT.md section 9,
 * {@code duplicates}) occurs {@code copies} times among the games of its game and rule set in the
 * whole corpus: what the pipeline's identity grouping (a Spark aggregation) gives for {@link
 * CorpusStatistics#duplicates}.
 */
public record DuplicateTally(String game, String rules, String source, long copies, long games) {
  /**
   * @throws IllegalArgumentException if {@code copies} is below 1 or {@code games} negative
   */
  public DuplicateTally {
    if (copies < 1 || games < 0) {
      throw new IllegalArgumentException("copies must be >= 1 and games >= 0, were " + copies + ", " + games);
    }
  }
}
