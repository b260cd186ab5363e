package org.ludoteca.selfplay;

/**
 * The seed of each game of a run, from the run's seed and the game's index: SplitMix64, so that
 * game {@code i} is the same whatever the number of games, shards or threads.
 */
public final class GameSeeds {
  private GameSeeds() {}

  /** The seed of game {@code index} (0-based) of a run seeded {@code runSeed}. */
  public static long of(long runSeed, long index) {
    return mix(runSeed + 0x9E3779B97F4A7C15L * (index + 1));
  }

  /** SplitMix64's finaliser: a bijection that spreads nearby inputs over all 64 bits. */
  public static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
