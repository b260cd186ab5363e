package org.ludoteca.stats;

import java.util.Arrays;
import java.util.OptionalInt;
import org.ludoteca.game.Winner;

/**
 * What the fit of White's edge in rating points ({@link EloEdge}) needs of a group of games, as a
 * mergeable partial value: the rated games counted by White's rating minus Black's ({@code Δ}) and
 * result, and the games left out for want of ratings. Ratings in records are whole numbers, so
 * {@code Δ} is kept exactly, one count per value and result: the fit from these counts is the fit
 * from the games themselves, with no rounding of {@code Δ} (a group of 10^8 games has a few
 * thousand values of {@code Δ}).
 *
 * <pre>{@code
 * RatedGames.Builder b = new RatedGames.Builder();
 * b.add(tags.get("WhiteElo"), tags.get("BlackElo"), winner);   // each VALID game
 * EloEdge edge = EloEdge.fit(b.build().plus(otherTask));
 * }</pre>
 *
 * <p>A rated game: both ratings whole numbers ({@link RatingBands#rating}) and a result, a White
 * win, a draw or a Black win, whatever the event calls the game. Immutable; equal when the counts
 * are; the builder is not thread-safe.
 */
public final class RatedGames {
  private static final RatedGames EMPTY = new RatedGames(new int[0], new long[0], new long[0], new long[0], 0);

  /** The values of Δ, ascending, and the White wins, draws and Black wins at each. */
  private final int[] deltas;
  private final long[] whiteWins;
  private final long[] draws;
  private final long[] blackWins;
  private final long unrated;

  private RatedGames(int[] deltas, long[] whiteWins, long[] draws, long[] blackWins, long unrated) {
    this.deltas = deltas;
    this.whiteWins = whiteWins;
    this.draws = draws;
    this.blackWins = blackWins;
    this.unrated = unrated;
  }

  /** No game: the identity of {@link #plus}. */
  public static RatedGames empty() {
    return EMPTY;
  }

  /** White's rating minus Black's, when both tags hold whole numbers ({@link RatingBands#rating}). */
  public static OptionalInt ratingDifference(String whiteElo, String blackElo) {
    OptionalInt white = RatingBands.rating(whiteElo);
    OptionalInt black = RatingBands.rating(blackElo);
    return white.isPresent() && black.isPresent() ? OptionalInt.of(white.getAsInt() - black.getAsInt())
        : OptionalInt.empty();
  }

  /** Both values' counts added. */
  public RatedGames plus(RatedGames other) {
    return new Builder().addAll(this).addAll(other).build();
  }

  /** The rated games. */
  public long games() {
    long n = 0;
    for (int i = 0; i < deltas.length; i++) {
      n += whiteWins[i] + draws[i] + blackWins[i];
    }
    return n;
  }

  /** The games with a result left out because a rating is missing or not a whole number. */
  public long unrated() {
    return unrated;
  }

  /** The number of distinct values of Δ. */
  public int size() {
    return deltas.length;
  }

  /** The {@code i}-th value of Δ, ascending. */
  public int delta(int i) {
    return deltas[i];
  }

  /** White's wins at the {@code i}-th value of Δ. */
  public long whiteWins(int i) {
    return whiteWins[i];
  }

  /** The draws at the {@code i}-th value of Δ. */
  public long draws(int i) {
    return draws[i];
  }

  /** Black's wins at the {@code i}-th value of Δ. */
  public long blackWins(int i) {
    return blackWins[i];
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof RatedGames)) {
      return false;
    }
    RatedGames r = (RatedGames) o;
    return unrated == r.unrated && Arrays.equals(deltas, r.deltas) && Arrays.equals(whiteWins, r.whiteWins)
        && Arrays.equals(draws, r.draws) && Arrays.equals(blackWins, r.blackWins);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(deltas) * 31 + Arrays.hashCode(whiteWins) * 17 + Arrays.hashCode(draws) * 7
        + Arrays.hashCode(blackWins) + Long.hashCode(unrated);
  }

  @Override
  public String toString() {
    return "RatedGames[" + games() + " rated at " + deltas.length + " differences, " + unrated + " unrated]";
  }

  /** Adds games, or rows of partial values, into {@link RatedGames}. Not thread-safe. */
  public static final class Builder {
    /**
     * The counts by rating difference: White's wins, draws, Black's wins. Open addressing on two
     * arrays (a difference is any int; no boxed key per game as a map would take), a null count
     * array a free slot; sorted once, in {@link #build}.
     */
    private int[] deltas = new int[64];
    private long[][] counts = new long[64][];
    private int size;
    private long unrated;

    /** The counts of rating difference {@code delta}, made on first use. */
    private long[] byDelta(int delta) {
      int mask = deltas.length - 1;
      int i = slot(delta, mask);
      while (counts[i] != null) {
        if (deltas[i] == delta) {
          return counts[i];
        }
        i = (i + 1) & mask;
      }
      long[] c = new long[3];
      deltas[i] = delta;
      counts[i] = c;
      if (++size * 2 > deltas.length) {
        grow();
      }
      return c;
    }

    private static int slot(int delta, int mask) {
      return (int) ((delta * 0x9E3779B97F4A7C15L) >>> 32) & mask;
    }

    private void grow() {
      int[] oldDeltas = deltas;
      long[][] oldCounts = counts;
      deltas = new int[oldDeltas.length * 2];
      counts = new long[oldDeltas.length * 2][];
      int mask = deltas.length - 1;
      for (int j = 0; j < oldDeltas.length; j++) {
        if (oldCounts[j] != null) {
          int i = slot(oldDeltas[j], mask);
          while (counts[i] != null) {
            i = (i + 1) & mask;
          }
          deltas[i] = oldDeltas[j];
          counts[i] = oldCounts[j];
        }
      }
    }

    /**
     * Adds a game (the ingest: each {@code VALID} game): rated, by its rating difference and
     * result; else, when it has a result, counted as unrated; a game without a result is not
     * counted at all.
     *
     * @param winner the game's result, or null for a game without one
     * @return this builder
     */
    public Builder add(String whiteElo, String blackElo, Winner winner) {
      if (winner == null) {
        return this;
      }
      int result = winner == Winner.WHITE ? 0 : winner == Winner.DRAW ? 1 : 2;
      OptionalInt delta = ratingDifference(whiteElo, blackElo);
      if (delta.isEmpty()) {
        unrated++;
        return this;
      }
      byDelta(delta.getAsInt())[result]++;
      return this;
    }

    /** Adds counts of games at one rating difference (a row of the partial value). */
    public Builder addCounts(int delta, long whiteWins, long draws, long blackWins) {
      if (whiteWins < 0 || draws < 0 || blackWins < 0) {
        throw new IllegalArgumentException("counts must not be negative: " + whiteWins + ", " + draws + ", "
            + blackWins);
      }
      if (whiteWins + draws + blackWins > 0) {
        long[] c = byDelta(delta);
        c[0] += whiteWins;
        c[1] += draws;
        c[2] += blackWins;
      }
      return this;
    }

    /** Adds games left out for want of ratings. */
    public Builder addUnrated(long games) {
      if (games < 0) {
        throw new IllegalArgumentException("games must not be negative, was " + games);
      }
      unrated += games;
      return this;
    }

    /** Adds every count of a partial value. */
    public Builder addAll(RatedGames r) {
      for (int i = 0; i < r.deltas.length; i++) {
        addCounts(r.deltas[i], r.whiteWins[i], r.draws[i], r.blackWins[i]);
      }
      unrated += r.unrated;
      return this;
    }

    /** The counts added so far, as an immutable value; the builder may go on. */
    public RatedGames build() {
      int[] sorted = new int[size];
      for (int j = 0, k = 0; j < this.deltas.length; j++) {
        if (counts[j] != null) {
          sorted[k++] = this.deltas[j];
        }
      }
      Arrays.sort(sorted);
      int[] deltas = sorted;
      long[] w = new long[deltas.length];
      long[] d = new long[deltas.length];
      long[] b = new long[deltas.length];
      for (int i = 0; i < deltas.length; i++) {
        long[] c = byDelta(deltas[i]);
        w[i] = c[0];
        d[i] = c[1];
        b[i] = c[2];
      }
      return new RatedGames(deltas, w, d, b, unrated);
    }
  }
}
