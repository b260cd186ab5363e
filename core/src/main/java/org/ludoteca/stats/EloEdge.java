package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * White's edge in rating points: the {@code w} that makes the Elo expectation {@code E = 1 / (1 +
 * 10^(−(Δ + w) / 400))} (Δ White's rating minus Black's) account for White's score over the rated
 * games, {@code Σ (s − E) = 0} (s 1, ½ or 0): the first mover's advantage as engine testers and
 * rating lists express it, with who played whom taken out. The {@code first_player_advantage}
 * columns {@code rated_games}, {@code elo_edge}, {@code elo_edge_low}, {@code elo_edge_high}, and
 * the same per start position.
 *
 * <p>The estimate solves the equation by Newton's method, kept within a bracket where the sum
 * changes sign (the sum falls as {@code w} grows, so the root is unique); it exists when White's
 * score is neither 0 nor every game. The 95% interval is the <b>quasi-score interval</b>: the
 * {@code w} at which the score statistic {@code U(w) = Σ (s − E)} is within {@code z = 1.96}
 * standard errors of 0, {@code U(w)² ≤ z² φ Σ E (1 − E)}, where φ, the Pearson dispersion at the
 * estimate ({@code Σ (s − E)² / (E (1 − E))} over {@code n − 1}), scales the binomial variance
 * {@code E (1 − E)} of a game's score to the observed one: draws make it smaller. Like Wilson's
 * interval for a proportion it is not symmetric about the estimate and keeps its coverage in small
 * groups better than the estimate ± 1.96 standard errors. docs/statistics.md, "White's edge in
 * rating points", derives both.
 *
 * @param ratedGames the rated games
 * @param unratedGames the games with a result left out for want of ratings
 * @param edge the estimate of {@code w}, or null when it does not exist (no rated game, or White
 *     scored nothing or everything)
 * @param low the interval's lower bound, or null when the estimate is null
 * @param high its upper bound, or null when the estimate is null
 * @param dispersion φ, or null when the estimate is null; 1 for a single game
 */
public record EloEdge(long ratedGames, long unratedGames, Double edge, Double low, Double high, Double dispersion) {
  /** The 97.5% quantile of the standard normal distribution. */
  static final double Z = 1.959963984540054;
  /** The slope of the Elo curve in log-odds per rating point: ln 10 / 400. */
  static final double C = Math.log(10) / 400;
  /** Rating points beyond which no bound is looked for: the game's result is then certain to ten digits. */
  private static final double FAR = 10_000;

  /** White's expected score at rating difference {@code delta} with edge {@code w}. */
  public static double expectation(double delta, double w) {
    return 1 / (1 + Math.exp(-C * (delta + w)));
  }

  /**
   * The fit of White's edge to a group's rated games.
   *
   * @throws NullPointerException if {@code games} is null
   */
  public static EloEdge fit(RatedGames games) {
    long n = games.games();
    double score = 0;
    for (int i = 0; i < games.size(); i++) {
      score += games.whiteWins(i) + 0.5 * games.draws(i);
    }
    if (n == 0 || score == 0 || score == n) {
      return new EloEdge(n, games.unrated(), null, null, null, null);
    }
    double w = solve(games);
    double phi = dispersion(games, w, n);
    double low = bound(games, w, phi, -1);
    double high = bound(games, w, phi, +1);
    return new EloEdge(n, games.unrated(), w, low, high, phi);
  }

  /** White's score minus its expectation, {@code U(w) = Σ (s − E)}: falls as {@code w} grows. */
  static double score(RatedGames g, double w) {
    double u = 0;
    for (int i = 0; i < g.size(); i++) {
      long n = g.whiteWins(i) + g.draws(i) + g.blackWins(i);
      u += g.whiteWins(i) + 0.5 * g.draws(i) - n * expectation(g.delta(i), w);
    }
    return u;
  }

  /** The binomial information of the scores, {@code I(w) = Σ E (1 − E)} (in scores, per rating point times C). */
  static double information(RatedGames g, double w) {
    double info = 0;
    for (int i = 0; i < g.size(); i++) {
      long n = g.whiteWins(i) + g.draws(i) + g.blackWins(i);
      double e = expectation(g.delta(i), w);
      info += n * e * (1 - e);
    }
    return info;
  }

  /** The root of {@link #score}: Newton's method from 0, any step that leaves the bracket replaced by bisection. */
  private static double solve(RatedGames g) {
    double lo = -100;
    double hi = 100;
    while (score(g, lo) <= 0) {
      lo *= 2;
    }
    while (score(g, hi) >= 0) {
      hi *= 2;
    }
    double w = Math.max(lo, Math.min(hi, 0));
    for (int iteration = 0; iteration < 200; iteration++) {
      double u = score(g, w);
      if (u == 0) {
        return w;
      }
      if (u > 0) {
        lo = w;
      } else {
        hi = w;
      }
      double next = w + u / (C * information(g, w));
      if (!(next > lo && next < hi)) {
        next = (lo + hi) / 2;
      }
      if (Math.abs(next - w) < 1e-10 * Math.max(1, Math.abs(w))) {
        return next;
      }
      w = next;
    }
    return w;
  }

  /** Pearson's dispersion at {@code w}: {@code Σ (s − E)² / (E (1 − E))} over {@code n − 1}; 1 for one game. */
  private static double dispersion(RatedGames g, double w, long n) {
    if (n < 2) {
      return 1;
    }
    double x2 = 0;
    for (int i = 0; i < g.size(); i++) {
      double e = expectation(g.delta(i), w);
      double v = e * (1 - e);
      x2 += (g.whiteWins(i) * (1 - e) * (1 - e) + g.draws(i) * (0.5 - e) * (0.5 - e) + g.blackWins(i) * e * e) / v;
    }
    return x2 / (n - 1);
  }

  /** {@code U(w)² − z² φ I(w)}: not above 0 inside the interval. */
  private static double outside(RatedGames g, double w, double phi) {
    double u = score(g, w);
    return u * u - Z * Z * phi * information(g, w);
  }

  /**
   * The bound of the interval on one side of the estimate ({@code direction} −1 or +1): steps out
   * from the estimate, doubling, to the first point outside, then bisects. The bound is far out
   * ({@value #FAR} points) if none is found before.
   */
  private static double bound(RatedGames g, double estimate, double phi, int direction) {
    double se = Math.sqrt(phi / information(g, estimate)) / C;
    double step = Math.max(1, Double.isFinite(se) ? se : 1);
    double inside = estimate;
    double out = estimate + direction * step;
    while (outside(g, out, phi) <= 0) {
      inside = out;
      step *= 2;
      if (step > FAR) {
        return estimate + direction * FAR;
      }
      out = estimate + direction * step;
    }
    for (int iteration = 0; iteration < 100 && Math.abs(out - inside) > 1e-9; iteration++) {
      double mid = (inside + out) / 2;
      if (outside(g, mid, phi) <= 0) {
        inside = mid;
      } else {
        out = mid;
      }
    }
    return inside;
  }

  /**
   * The two-sided p-value of the score test of {@code w = w0} on a group's rated games, the
   * variance of a game's score {@code dispersion} times the binomial one: {@code Z = U(w0) / √(φ
   * I(w0))} against the standard normal distribution; null for a group without rated games.
   */
  public static Double pValue(RatedGames games, double w0, double dispersion) {
    double info = information(games, w0);
    if (games.games() == 0 || info == 0) {
      return null;
    }
    double u = score(games, w0);
    double sd = Math.sqrt(dispersion * info);
    if (sd == 0) {
      return u == 0 ? 1.0 : 0.0;
    }
    return Normal.twoSided(u / sd);
  }

  /**
   * A start position's edge, tested against the pooled edge of every start position.
   *
   * @param fit the position's own fit
   * @param pValue the score test of the pooled edge on the position's games ({@link #pValue}, with
   *     the pooled dispersion), or null when not tested
   * @param pHolm Holm's adjustment over the positions tested, or null
   * @param qBh Benjamini–Hochberg's, or null
   * @param significant {@code qBh < 0.05}, or null
   */
  public record Tested(EloEdge fit, Double pValue, Double pHolm, Double qBh, Boolean significant) {}

  /**
   * Each start position's edge, and for each with at least {@code minRatedGames} rated games the
   * test of the pooled edge (the fit over every position's games) on its own games, with Holm's and
   * Benjamini–Hochberg's adjustments over the positions tested ({@link BinomialTests#holm}, {@link
   * BinomialTests#benjaminiHochberg}), as {@code start_positions} tests White's share. No position
   * is tested when the pooled edge does not exist.
   *
   * @param byPosition the rated games of each start position of one game and rules (and stratum)
   * @return by position, in the order given
   * @throws IllegalArgumentException if {@code minRatedGames < 1}
   */
  public static Map<String, Tested> byPosition(Map<String, RatedGames> byPosition, long minRatedGames) {
    if (minRatedGames < 1) {
      throw new IllegalArgumentException("minRatedGames must be at least 1, was " + minRatedGames);
    }
    RatedGames.Builder all = new RatedGames.Builder();
    byPosition.values().forEach(all::addAll);
    EloEdge pooled = fit(all.build());
    List<String> tested = new ArrayList<>();
    List<Double> p = new ArrayList<>();
    Map<String, EloEdge> fits = new LinkedHashMap<>();
    byPosition.forEach((position, games) -> {
      fits.put(position, fit(games));
      if (pooled.edge() != null && games.games() >= minRatedGames) {
        Double value = pValue(games, pooled.edge(), pooled.dispersion());
        if (value != null) {
          tested.add(position);
          p.add(value);
        }
      }
    });
    double[] values = p.stream().mapToDouble(Double::doubleValue).toArray();
    double[] holm = BinomialTests.holm(values);
    double[] bh = BinomialTests.benjaminiHochberg(values);
    Map<String, Tested> out = new LinkedHashMap<>();
    fits.forEach((position, fit) -> {
      int i = tested.indexOf(position);
      out.put(position, i < 0 ? new Tested(fit, null, null, null, null)
          : new Tested(fit, values[i], holm[i], bh[i], bh[i] < 0.05));
    });
    return out;
  }
}
