package org.ludoteca.stats;

import java.util.OptionalInt;

/**
 * A player's rating, as the statistics by player read it from {@code WhiteElo} or {@code
 * BlackElo}: a whole number, in bands of 200 as the {@code rating} stratum's ({@link
 * Strata#rating}, which bands the mean of the two players').
 */
public final class RatingBands {
  /** The band of a player without a rating ({@code ?}, missing, or not a whole number). */
  public static final String UNRATED = "unrated";

  private RatingBands() {}

  /**
   * The rating a tag value holds: one to nine digits, nothing else; empty otherwise ({@code ?},
   * null, {@code 1500.5}).
   */
  public static OptionalInt rating(String elo) {
    if (elo == null || elo.isEmpty() || elo.length() > 9) {
      return OptionalInt.empty();
    }
    int v = 0;
    for (int i = 0; i < elo.length(); i++) {
      char c = elo.charAt(i);
      if (c < '0' || c > '9') {
        return OptionalInt.empty();
      }
      v = v * 10 + (c - '0');
    }
    return OptionalInt.of(v);
  }

  /** The bands of ratings below 4000, made once: a band is asked for each player of each game. */
  private static final String[] BANDS = new String[20];

  static {
    for (int i = 0; i < BANDS.length; i++) {
      BANDS[i] = (i * 200) + "-" + (i * 200 + 199);
    }
  }

  /** The band of one player's rating tag: {@code 1400-1599}, or {@value #UNRATED}. */
  public static String band(String elo) {
    OptionalInt r = rating(elo);
    if (r.isEmpty()) {
      return UNRATED;
    }
    int index = r.getAsInt() / 200;
    if (index < BANDS.length) {
      return BANDS[index];
    }
    int from = index * 200;
    return from + "-" + (from + 199);
  }
}
