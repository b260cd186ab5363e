package org.ludoteca.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.ludoteca.report.ChartSpec.Kind;
import org.ludoteca.report.ChartSpec.Layout;
import org.ludoteca.report.ChartSpec.Line;
import org.ludoteca.report.ChartSpec.Mark;
import org.ludoteca.report.ChartSpec.Series;
import org.ludoteca.report.ChartSpec.Ticks;

/**
 * The charts of the reports, each described once from its statistics table: the one place a chart
 * is added. Each method returns the description, or null when the table has nothing to draw; the
 * page draws it as SVG ({@link Charts#svg}) and the notebook with matplotlib ({@link NotebookPlots}).
 */
final class ChartSpecs {
  /**
   * Okabe and Ito's colour-blind-safe palette (blue, orange, bluish green, vermillion, reddish
   * purple, sky blue, yellow, black): the series' colours, in order.
   */
  static final List<String> PALETTE = List.of("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9",
      "#F0E442", "#000000");
  static final String ESTIMATE = "#000000";
  static final String SIGNIFICANT = "#D55E00";
  static final String BAND = "#0072B2";
  static final String GREY = "#808080";

  /** More positions than this are drawn as extremes, significant ones and a band ({@link #scoreByStartPosition}). */
  static final int SHOWN_POSITIONS = 60;
  /** The lowest and highest positions drawn with their intervals when the others are a band. */
  static final int EXTREME_POSITIONS = 10;

  private ChartSpecs() {}

  /**
   * Victory types: share of VALID games by termination, one bar per winner; the shares are the
   * games of each termination and winner over all the table's games (over every game and rule
   * set on the overview). Null with fewer than two termination and winner pairs.
   */
  static ChartSpec victoryShares(String id, StatsTable victoryTypes) {
    victoryTypes = unsplit(victoryTypes);
    if (victoryTypes.isEmpty()) {
      return null;
    }
    Map<List<String>, Double> games = new TreeMap<>((a, b) -> {
      int c = a.get(0).compareTo(b.get(0));
      return c != 0 ? c : a.get(1).compareTo(b.get(1));
    });
    double total = 0;
    for (Map<String, String> r : victoryTypes.rows()) {
      games.merge(List.of(label(r.get("termination"), "none"), label(r.get("winner"), "unknown")),
          StatsTable.number(r, "games"), Double::sum);
      total += StatsTable.number(r, "games");
    }
    // One victory type and winner is one bar of 100%: the page's sentence says it.
    if (total == 0 || games.size() < 2) {
      return null;
    }
    Cells cells = new Cells();
    for (Map.Entry<List<String>, Double> e : games.entrySet()) {
      cells.put(e.getKey().get(1), e.getKey().get(0), 100 * e.getValue() / total);
    }
    return new ChartSpec(id, Kind.BARS, "Victory types", "termination", "% of valid games", cells.categories(),
        cells.series(Mark.BAR), List.of(), Layout.plain(Ticks.SLANTED, true), List.of());
  }

  /**
   * Capture methods by capturing side, stacked over the methods; null when the table has fewer
   * than two methods with 1% of the captures each (chess: en passant is a sliver, and one colour
   * says nothing).
   */
  static ChartSpec captureMethodsBySide(String id, StatsTable captureMethods) {
    captureMethods = unsplit(captureMethods);
    if (methods(captureMethods) < 2) {
      return null;
    }
    Map<String, Map<String, Double>> bySide = new TreeMap<>();
    for (Map<String, String> r : captureMethods.rows()) {
      bySide.computeIfAbsent(label(r.get("method"), "?"), k -> new TreeMap<>())
          .merge(label(r.get("side"), "?"), StatsTable.number(r, "captures"), Double::sum);
    }
    Cells cells = new Cells();
    bySide.forEach((method, sides) -> sides.forEach((side, n) -> cells.put(method, side, n)));
    return new ChartSpec(id, Kind.STACKED_BARS, "Capture methods by side", "capturing side", "captures",
        cells.categories(), cells.series(Mark.BAR), List.of(), Layout.plain(Ticks.NAMED, true), List.of());
  }

  /**
   * How many capture methods a capture_methods table has that a bar or line would show: each with
   * at least 1% of the captures (chess: en passant's 0.3% beside plain captures is one colour).
   */
  static long methods(StatsTable captureMethods) {
    Map<String, Double> byMethod = new TreeMap<>();
    double total = 0;
    for (Map<String, String> r : captureMethods.rows()) {
      byMethod.merge(label(r.get("method"), "?"), StatsTable.number(r, "captures"), Double::sum);
      total += StatsTable.number(r, "captures");
    }
    double all = total;
    return byMethod.values().stream().filter(n -> all > 0 && n >= 0.01 * all).count();
  }

  /** The rows over every game: stratum {@code all}, or every row of a table without strata. */
  static StatsTable unsplit(StatsTable t) {
    return t.where(r -> r.get("stratum") == null || "all".equals(r.get("stratum")));
  }

  /**
   * Captures and fouls by piece: one group of bars per piece kind ({@code captured_kind}: the
   * piece captured, or the fouler expelled), one bar per method and side, counts summed over the
   * phases. Rows without a kind are left out; null when none has one.
   */
  static ChartSpec capturesByPiece(String id, StatsTable captureMethods) {
    captureMethods = unsplit(captureMethods);
    Map<String, Map<String, Double>> bySeries = new TreeMap<>();
    for (Map<String, String> r : captureMethods.rows()) {
      if (r.get("captured_kind") == null) {
        continue;
      }
      bySeries.computeIfAbsent(label(r.get("method"), "?") + " by " + label(r.get("side"), "?"), k -> new TreeMap<>())
          .merge(r.get("captured_kind"), StatsTable.number(r, "captures"), Double::sum);
    }
    if (bySeries.isEmpty()) {
      return null;
    }
    Cells cells = new Cells();
    bySeries.forEach((series, kinds) -> kinds.forEach((kind, n) -> cells.put(series, kind, n)));
    return new ChartSpec(id, Kind.BARS, "Captures and fouls by piece", "piece (captured, or expelled for a foul)",
        "events", cells.categories(), cells.series(Mark.BAR), List.of(), Layout.plain(Ticks.NAMED, true), List.of());
  }

  /**
   * Captures by method across the phases of a game (opening, middlegame, endgame), as lines; null
   * with fewer than two methods with 1% of the captures each.
   */
  static ChartSpec captureMethodsByPhase(String id, StatsTable captureMethods) {
    captureMethods = unsplit(captureMethods);
    if (methods(captureMethods) < 2) {
      return null;
    }
    Map<String, double[]> byMethod = new TreeMap<>();
    String[] phases = {"opening", "middlegame", "endgame"};
    for (Map<String, String> r : captureMethods.rows()) {
      double[] v = byMethod.computeIfAbsent(label(r.get("method"), "?"), k -> new double[3]);
      for (int i = 0; i < 3; i++) {
        v[i] += StatsTable.number(r, phases[i]);
      }
    }
    Cells cells = new Cells();
    byMethod.forEach((method, v) -> {
      for (int i = 0; i < 3; i++) {
        cells.put(method, phases[i], v[i]);
      }
    });
    return new ChartSpec(id, Kind.LINES, "Capture methods by game phase", "phase (plies 1-20, 21-60, 61+)", "captures",
        cells.categories(), cells.series(Mark.LINE), List.of(), Layout.plain(Ticks.NAMED, true), List.of());
  }

  /**
   * The first mover's score per group (rule set, or agent pairing), one horizontal interval per
   * row of {@code advantage}, labelled by {@code labelColumns}: the score (wins plus half the
   * draws) with its own 95% interval ({@code score_low}, {@code score_high}) where the table has
   * those columns, else the share of decisive games with its Wilson interval. A dashed line marks
   * one half. Null when no row has an interval.
   */
  static ChartSpec firstPlayer(String id, StatsTable advantage, List<String> labelColumns) {
    advantage = unsplit(advantage);
    boolean scoreInterval = advantage.columns().contains("score_low");
    List<String> labels = new ArrayList<>();
    List<Double> estimates = new ArrayList<>();
    List<Double> lows = new ArrayList<>();
    List<Double> highs = new ArrayList<>();
    for (Map<String, String> r : advantage.rows()) {
      double first = StatsTable.number(r, "first_mover_wins");
      double second = StatsTable.number(r, "second_mover_wins");
      String low = scoreInterval ? "score_low" : "wilson_low";
      String high = scoreInterval ? "score_high" : "wilson_high";
      if (r.get(low) == null || r.get(high) == null || (!scoreInterval && first + second == 0)) {
        continue;
      }
      List<String> parts = new ArrayList<>();
      for (String c : labelColumns) {
        parts.add(label(r.get(c), "*"));
      }
      // The row over every agent pairing is "* *" in the table: say what it is.
      labels.add(parts.stream().allMatch("*"::equals) ? "all games" : String.join(" ", parts));
      estimates.add(scoreInterval ? StatsTable.number(r, "score") : first / (first + second));
      lows.add(StatsTable.number(r, low));
      highs.add(StatsTable.number(r, high));
    }
    if (labels.isEmpty()) {
      return null;
    }
    Series series = new Series(scoreInterval ? "first mover's score, 95% interval"
        : "first mover's share of decisive games, 95% Wilson interval", ESTIMATE, Mark.POINT, estimates, lows, highs,
        List.of(), List.of());
    String axis = scoreInterval ? "first mover's score (wins + draws/2), 95% interval"
        : "first mover's share of decisive games, 95% Wilson interval";
    return new ChartSpec(id, Kind.INTERVALS, "First-player advantage", null, axis, labels, List.of(series),
        List.of(new Line(0.5, null, GREY)), new Layout(true, Ticks.NAMED, 0.0, 1.0, 0.1,
            Math.max(200, 110 + 34 * labels.size()), false, null), List.of());
  }

  /**
   * Game length histogram; null with fewer than two buckets. The buckets are of unequal width (10
   * plies below 100, 50 below 500, 250 above): each is drawn over its own plies, its height the
   * games per ply, so that a bar's area is its games and a wide bucket does not stand taller than
   * its games warrant.
   */
  static ChartSpec lengthHistogram(String id, StatsTable histogram) {
    histogram = unsplit(histogram);
    if (histogram.isEmpty()) {
      return null;
    }
    // by plies_from: plies_to and games
    TreeMap<Long, double[]> buckets = new TreeMap<>();
    for (Map<String, String> r : histogram.rows()) {
      double[] b = buckets.computeIfAbsent((long) StatsTable.number(r, "plies_from"), k -> new double[2]);
      b[0] = StatsTable.number(r, "plies_to");
      b[1] += StatsTable.number(r, "games");
    }
    if (buckets.size() < 2) {
      return null; // one bar: the page's sentence gives the mean length
    }
    List<String> names = new ArrayList<>();
    List<Double> perPly = new ArrayList<>();
    List<Double> lefts = new ArrayList<>();
    List<Double> rights = new ArrayList<>();
    buckets.forEach((from, b) -> {
      double width = b[0] - from + 1;
      names.add(from + "-" + (long) b[0]);
      perPly.add(b[1] / width);
      lefts.add((double) from);
      rights.add(b[0] + 1);
    });
    Series series = new Series("games per ply", PALETTE.get(0), Mark.BAR, perPly, lefts, rights, List.of(), List.of());
    return new ChartSpec(id, Kind.HISTOGRAM, "Game length", "plies (buckets of 10 below 100, 50 below 500, 250 above)",
        "games per ply (a bar's area is its games)", names, List.of(series), List.of(),
        Layout.plain(Ticks.NAMED, false), List.of());
  }

  /**
   * A forest plot of White's score per start position (Scharnagl number): the positions sorted by
   * score, each with its 95% Wilson interval, the pooled score of every position (the {@code *}
   * row) as a dashed line, and the positions marked {@code significant} after the multiple-test
   * correction (where the table has that column) drawn in vermillion squares. Beyond {@link
   * #SHOWN_POSITIONS} positions, the extremes and the significant ones have their intervals and the
   * others are a band. Null without a scored position, and for a game with a single start position
   * other than Chess960 (standard chess: the one interval is the pooled score).
   */
  static ChartSpec scoreByStartPosition(String id, StatsTable byStart) {
    byStart = unsplit(byStart);
    List<Map<String, String>> rows = new ArrayList<>(byStart.where(r -> r.get("start_position") != null
        && r.get("score") != null && r.get("wilson_low") != null && !"*".equals(r.get("back_rank"))).rows());
    boolean drawnPerGame = rows.stream().anyMatch(r -> GameFacts.drawsStartPerGame(r.get("game")));
    if (rows.isEmpty() || (rows.size() < 2 && !drawnPerGame)) {
      return null;
    }
    rows.sort((a, b) -> {
      int c = Double.compare(StatsTable.number(a, "score"), StatsTable.number(b, "score"));
      return c != 0 ? c : Double.compare(StatsTable.number(a, "start_position"), StatsTable.number(b, "start_position"));
    });
    // Beyond SHOWN_POSITIONS positions (699 in real Chess960 corpora) a bar each is a wall: the
    // extremes and the significant ones are drawn with their intervals, the others as a band.
    boolean banded = rows.size() > SHOWN_POSITIONS;
    int n = rows.size();
    Double[][] plain = intervals(n);
    Double[][] marked = intervals(n);
    Double[][] band = intervals(n);
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Map<String, String> r = rows.get(i);
      names.add(String.valueOf((long) StatsTable.number(r, "start_position")));
      boolean significant = "true".equalsIgnoreCase(r.get("significant"));
      boolean extreme = i < EXTREME_POSITIONS || i >= n - EXTREME_POSITIONS;
      Double[][] s = significant ? marked : !banded || extreme ? plain : band;
      s[0][i] = StatsTable.number(r, "score");
      s[1][i] = StatsTable.number(r, "wilson_low");
      s[2][i] = StatsTable.number(r, "wilson_high");
    }
    List<Series> series = new ArrayList<>(List.of(intervalSeries("start position", ESTIMATE, Mark.POINT, plain),
        intervalSeries("significant after correction (q_bh < 0.05)", SIGNIFICANT, Mark.SQUARE, marked)));
    if (banded) {
      series.add(intervalSeries("the other positions: score and 95% intervals as a band", BAND, Mark.BAND, band));
    }
    String axis;
    Ticks ticks;
    if (banded) {
      axis = n + " start positions sorted by White's score: the " + EXTREME_POSITIONS + " lowest, the "
          + EXTREME_POSITIONS + " highest and the significant ones with their intervals";
      ticks = Ticks.NONE;
    } else if (n <= 40) {
      axis = "start position (Scharnagl number), sorted by White's score";
      ticks = n > 12 ? Ticks.VERTICAL : Ticks.NAMED;
    } else {
      axis = n + " start positions, sorted by White's score";
      ticks = Ticks.NONE;
    }
    List<Line> lines = new ArrayList<>();
    byStart.rows().stream().filter(r -> "*".equals(r.get("back_rank")) && r.get("score") != null).findFirst()
        .ifPresent(all -> lines.add(new Line(StatsTable.number(all, "score"),
            String.format(Locale.ROOT, "pooled %.3f", StatsTable.number(all, "score")), ESTIMATE)));
    boolean anyMarked = Arrays.stream(marked[0]).anyMatch(v -> v != null) || banded;
    return new ChartSpec(id, Kind.INTERVALS, "White's score by start position", axis,
        "White's score, 95% Wilson interval", names, series, lines,
        new Layout(false, ticks, 0.0, 1.0, 0.1, Charts.HEIGHT, anyMarked, null), List.of());
  }

  private static Double[][] intervals(int n) {
    return new Double[3][n];
  }

  private static Series intervalSeries(String name, String colour, Mark mark, Double[][] v) {
    return new Series(name, colour, mark, Arrays.asList(v[0]), Arrays.asList(v[1]), Arrays.asList(v[2]), List.of(),
        List.of());
  }

  /**
   * Rule sensitivity as a matrix: one row per recorded rule set of the game, one column per rule
   * set applied, each cell the share of the row's VALID games that keep their result under the
   * applied rules (the shade) and, as text, the shares of other winners and of games that became
   * illegal, with the games counted; the row of {@code recordedRules} (the page's) is outlined.
   * Null without rows.
   *
   * @param ruleSensitivity the {@code rule_sensitivity} rows of one game, every recorded rule set
   */
  static ChartSpec ruleSensitivity(String id, StatsTable ruleSensitivity, String recordedRules) {
    ruleSensitivity = unsplit(ruleSensitivity);
    TreeSet<String> recorded = new TreeSet<>();
    TreeSet<String> applied = new TreeSet<>();
    Map<List<String>, Map<String, String>> cells = new LinkedHashMap<>();
    for (Map<String, String> r : ruleSensitivity.rows()) {
      if (r.get("rules") == null || r.get("rules_applied") == null) {
        continue;
      }
      recorded.add(r.get("rules"));
      applied.add(r.get("rules_applied"));
      cells.put(List.of(r.get("rules"), r.get("rules_applied")), r);
    }
    if (cells.isEmpty()) {
      return null;
    }
    List<Series> rows = new ArrayList<>();
    for (String rec : recorded) {
      List<Double> same = new ArrayList<>();
      List<String> labels = new ArrayList<>();
      List<String> tips = new ArrayList<>();
      for (String a : applied) {
        Map<String, String> cell = cells.get(List.of(rec, a));
        if (cell == null) {
          same.add(null);
          labels.add(rec.equals(a) ? "recorded" : "–");
          tips.add(null);
          continue;
        }
        double s = StatsTable.number(cell, "same_result_share");
        same.add(s);
        labels.add(String.format(Locale.ROOT, "%.0f%% same\n%.0f%% other winner\n%.0f%% illegal · n=%.0f", 100 * s,
            100 * StatsTable.number(cell, "other_winner_share"), 100 * StatsTable.number(cell, "became_illegal_share"),
            StatsTable.number(cell, "games")));
        tips.add(String.format(Locale.ROOT, "recorded %s, applied %s: %.0f games, same result %.1f%%, other winner "
            + "%.1f%%, became illegal %.1f%%, ended earlier %.1f%%", rec, a, StatsTable.number(cell, "games"), 100 * s,
            100 * StatsTable.number(cell, "other_winner_share"), 100 * StatsTable.number(cell, "became_illegal_share"),
            100 * StatsTable.number(cell, "ended_earlier_share")));
      }
      rows.add(new Series(rec, PALETTE.get(0), Mark.CELL, same, List.of(), List.of(), labels, tips));
    }
    return new ChartSpec(id, Kind.MATRIX, "Rule sensitivity: the same games under other rules", "rule set applied",
        "recorded", new ArrayList<>(applied), rows, List.of(),
        new Layout(false, Ticks.NAMED, 0.0, 1.0, null, 0, false, recordedRules), List.of());
  }

  /**
   * Small multiples of the first mover's score per stratum: one panel per stratum ({@code
   * time_control}, {@code rating}, ...), one row per value with its 95% interval ({@code
   * score_low}, {@code score_high}), a point at the score, the games counted in the label; every
   * panel on the same 0 to 1 axis, gridlines at every 0.2 (no line at one half: the pages never drew
   * one, and the notebooks draw what the pages do). Only the rows over every agent
   * pairing ({@code first_agent} {@code *}). Null when no stratum has two values with an interval.
   *
   * @param split the stratified rows of {@code first_player_advantage} of one game and rule set
   */
  static ChartSpec strata(String id, StatsTable split) {
    Map<String, List<Map<String, String>>> byStratum = new TreeMap<>();
    for (Map<String, String> r : split.rows()) {
      if (r.get("stratum") == null || "all".equals(r.get("stratum")) || !"*".equals(r.get("first_agent"))
          || r.get("score_low") == null || r.get("score_high") == null) {
        continue;
      }
      byStratum.computeIfAbsent(r.get("stratum"), k -> new ArrayList<>()).add(r);
    }
    byStratum.values().removeIf(rows -> rows.size() < 2);
    if (byStratum.isEmpty()) {
      return null;
    }
    String axis = "first mover's score (wins + draws/2), 95% interval";
    List<ChartSpec> panels = new ArrayList<>();
    byStratum.forEach((stratum, rows) -> {
      rows.sort((a, b) -> compareValues(a.get("stratum_value"), b.get("stratum_value")));
      List<String> labels = new ArrayList<>();
      List<Double> scores = new ArrayList<>();
      List<Double> lows = new ArrayList<>();
      List<Double> highs = new ArrayList<>();
      List<String> tips = new ArrayList<>();
      for (Map<String, String> r : rows) {
        labels.add(String.format(Locale.ROOT, "%s (%.0f)",
            r.get("stratum_value") == null ? "none" : r.get("stratum_value"), StatsTable.number(r, "games")));
        scores.add(StatsTable.number(r, "score"));
        lows.add(StatsTable.number(r, "score_low"));
        highs.add(StatsTable.number(r, "score_high"));
        tips.add(String.format(Locale.ROOT, "%s %s: score %.3f, 95%% interval %.3f to %.3f, %.0f games", stratum,
            r.get("stratum_value"), StatsTable.number(r, "score"), StatsTable.number(r, "score_low"),
            StatsTable.number(r, "score_high"), StatsTable.number(r, "games")));
      }
      Series s = new Series("first mover's score, 95% interval", ESTIMATE, Mark.POINT, scores, lows, highs, List.of(),
          tips);
      panels.add(new ChartSpec(id + "-" + stratum, Kind.INTERVALS, stratum.replace('_', ' '), null, axis, labels,
          List.of(s), List.of(), new Layout(true, Ticks.NAMED, 0.0, 1.0, 0.2, 0, false, null), List.of()));
    });
    return new ChartSpec(id, Kind.PANELS, "First mover's score by stratum", null, axis, List.of(), List.of(), List.of(),
        new Layout(true, Ticks.NAMED, 0.0, 1.0, 0.2, 0, false, null), panels);
  }

  /** Stratum values in reading order: ranges by their first number ({@code 600-799} before {@code 1000-1199}). */
  static int compareValues(String a, String b) {
    Double na = leadingNumber(a);
    Double nb = leadingNumber(b);
    if (na != null && nb != null && !na.equals(nb)) {
      return Double.compare(na, nb);
    }
    if (na != null && nb == null) {
      return -1;
    }
    if (na == null && nb != null) {
      return 1;
    }
    return String.valueOf(a).compareTo(String.valueOf(b));
  }

  private static Double leadingNumber(String s) {
    if (s == null) {
      return null;
    }
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("^([0-9]+(\\.[0-9]+)?)").matcher(s);
    return m.find() ? Double.valueOf(m.group(1)) : null;
  }

  private static String label(String value, String ifNull) {
    return value == null ? ifNull : value;
  }

  /**
   * The cells of a category chart as they are put: series and categories in the order each first
   * appears (the order the charts have always drawn them in), each series' colour the palette's
   * next.
   */
  private static final class Cells {
    private final LinkedHashSet<String> categories = new LinkedHashSet<>();
    private final Map<String, Map<String, Double>> bySeries = new LinkedHashMap<>();

    void put(String series, String category, double value) {
      categories.add(category);
      bySeries.computeIfAbsent(series, k -> new LinkedHashMap<>()).put(category, value);
    }

    List<String> categories() {
      return List.copyOf(categories);
    }

    List<Series> series(Mark mark) {
      List<Series> out = new ArrayList<>();
      bySeries.forEach((name, values) -> {
        List<Double> row = new ArrayList<>(Collections.nCopies(categories.size(), (Double) null));
        int i = 0;
        for (String c : categories) {
          row.set(i++, values.get(c));
        }
        out.add(new Series(name, PALETTE.get(out.size() % PALETTE.size()), mark, row));
      });
      return out;
    }
  }
}
