package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The {@code openings} statistic: White's results per opening, at two levels, each tested against
 * its own pooled White share as {@code start_positions} tests its positions. A row per opening
 * (ECO code and name) and a row per ECO code with {@code opening} empty ({@code ""}): games, White
 * wins, draws, Black wins, White's score ({@code (W + D/2) / n}) with its Wilson interval ({@link
 * Proportions#wilsonOfScore}), the mean length in plies, and for an opening or code with at least
 * {@code minGames} decisive games the exact two-sided binomial test of White's wins among them
 * against the pooled White share of every classified decisive game of the game, rules and stratum
 * value ({@link BinomialTests#twoSided}), Holm's and Benjamini–Hochberg's adjustments over the
 * rows tested at that level, and {@code significant} ({@code q_bh < 0.05}).
 *
 * <p><b>Decision:</b> an opening is a code and a name, as the classifier gives them: the data set
 * names a few openings under two codes ({@code Alekhine Defense} is B02 and B03), which are two
 * rows. Columns and layout: data/FORMAT.md section 9; formulas: docs/statistics.md, "Openings".
 */
public final class OpeningResults {
  /** The columns of {@link #rows}, in order. */
  public static final List<String> COLUMNS = List.of("game", "rules", "eco", "opening", "games", "white_wins",
      "draws", "black_wins", "score", "wilson_low", "wilson_high", "p_value", "p_holm", "q_bh", "significant",
      "mean_plies", "stratum", "stratum_value");
  /** The {@code opening} of the rows per ECO code. */
  public static final String ANY_OPENING = "";

  private OpeningResults() {}

  /**
   * The rows over every game (stratum {@value Strata#ALL}, value null), then over the games of
   * each value of each stratum in {@code strata}, in the order of {@link #COLUMNS}, unsorted.
   *
   * @throws IllegalArgumentException if {@code minGames < 1}
   */
  public static List<Object[]> rows(Collection<OpeningTally> tallies, List<String> strata, long minGames) {
    if (minGames < 1) {
      throw new IllegalArgumentException("minGames must be at least 1, was " + minGames);
    }
    List<Object[]> out = new ArrayList<>();
    for (Object[] row : rows(tallies, minGames)) {
      out.add(append(row, Strata.ALL, null));
    }
    for (String stratum : strata) {
      Map<String, List<OpeningTally>> byValue = new TreeMap<>(OpeningResults::compareNullsFirst);
      for (OpeningTally t : tallies) {
        byValue.computeIfAbsent(t.strata().get(stratum), k -> new ArrayList<>()).add(t);
      }
      byValue.forEach((value, subset) -> {
        for (Object[] row : rows(subset, minGames)) {
          out.add(append(row, stratum, value));
        }
      });
    }
    return out;
  }

  /** The rows of some games, without the stratum columns. */
  static List<Object[]> rows(Collection<OpeningTally> tallies, long minGames) {
    // by game and rules, then by (eco, opening) and by eco: W, D, B, plies
    Map<List<Object>, Map<List<String>, long[]>> openings = new LinkedHashMap<>();
    Map<List<Object>, Map<List<String>, long[]>> codes = new LinkedHashMap<>();
    for (OpeningTally t : tallies) {
      if (t.games() == 0) {
        continue;
      }
      List<Object> group = Arrays.asList(t.game(), t.rules());
      add(openings.computeIfAbsent(group, k -> new LinkedHashMap<>()), List.of(t.eco(), t.opening()), t);
      add(codes.computeIfAbsent(group, k -> new LinkedHashMap<>()), List.of(t.eco(), ANY_OPENING), t);
    }
    List<Object[]> rows = new ArrayList<>();
    for (Map<List<Object>, Map<List<String>, long[]>> level : List.of(openings, codes)) {
      level.forEach((group, byKey) -> rows.addAll(level(group, byKey, minGames)));
    }
    return rows;
  }

  private static void add(Map<List<String>, long[]> map, List<String> key, OpeningTally t) {
    long[] c = map.computeIfAbsent(key, k -> new long[4]);
    c[0] += t.whiteWins();
    c[1] += t.draws();
    c[2] += t.blackWins();
    c[3] += t.plies();
  }

  /** The rows of one level (openings, or codes) of one game and rules, tested against the level's pooled share. */
  private static List<Object[]> level(List<Object> group, Map<List<String>, long[]> byKey, long minGames) {
    long white = 0;
    long black = 0;
    for (long[] c : byKey.values()) {
      white += c[0];
      black += c[2];
    }
    double pooled = white + black == 0 ? Double.NaN : (double) white / (white + black);
    List<Object[]> rows = new ArrayList<>();
    List<Object[]> tested = new ArrayList<>();
    byKey.forEach((key, c) -> {
      long games = c[0] + c[1] + c[2];
      double points = c[0] + 0.5 * c[1];
      double[] wilson = Proportions.wilsonOfScore(points, games);
      Object[] row = {group.get(0), group.get(1), key.get(0), key.get(1), games, c[0], c[1], c[2],
          points / games, wilson[0], wilson[1], null, null, null, null, (double) c[3] / games};
      rows.add(row);
      if (c[0] + c[2] >= minGames && !Double.isNaN(pooled)) {
        tested.add(row);
      }
    });
    double[] p = new double[tested.size()];
    for (int i = 0; i < p.length; i++) {
      Object[] row = tested.get(i);
      p[i] = BinomialTests.twoSided((long) row[5], (long) row[5] + (long) row[7], pooled);
    }
    double[] holm = BinomialTests.holm(p);
    double[] bh = BinomialTests.benjaminiHochberg(p);
    for (int i = 0; i < p.length; i++) {
      Object[] row = tested.get(i);
      row[11] = p[i];
      row[12] = holm[i];
      row[13] = bh[i];
      row[14] = bh[i] < 0.05;
    }
    return rows;
  }

  private static int compareNullsFirst(String a, String b) {
    return a == null ? (b == null ? 0 : -1) : b == null ? 1 : a.compareTo(b);
  }

  private static Object[] append(Object[] row, String stratum, String value) {
    Object[] out = Arrays.copyOf(row, row.length + 2);
    out[row.length] = stratum;
    out[row.length + 1] = value;
    return out;
  }
}
