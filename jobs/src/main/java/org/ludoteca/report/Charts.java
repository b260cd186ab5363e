package org.ludoteca.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

/**
 * The charts of a report, drawn by JFreeChart into SVG by JFreeSVG. Each method returns the
 * {@code <svg>} element, or null when the table has nothing to draw. Output is deterministic:
 * fixed sizes, fixed palette, and element ids prefixed by the chart's own name (JFreeSVG would
 * otherwise prefix them with the clock).
 */
final class Charts {
  /** The page's text width (980 px less padding), so a chart's labels show at their own size. */
  static final int WIDTH = 900;
  static final int HEIGHT = 400;
  /**
   * Okabe and Ito's colour-blind-safe palette (blue, orange, bluish green, vermillion, reddish
   * purple, sky blue, yellow, black), in the order the notebooks' matplotlib charts use too.
   */
  static final String[] PALETTE_HEX = {"#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442",
      "#000000"};
  private static final Paint[] PALETTE = java.util.Arrays.stream(PALETTE_HEX).map(Color::decode).toArray(Paint[]::new);
  private static final Color INTERVAL = Color.decode("#0072B2");
  private static final Color ESTIMATE = Color.decode("#000000");
  private static final Color SIGNIFICANT = Color.decode("#D55E00");
  private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
  /** Tick and axis labels: the SVG is shown at most at its own width, so 13 px reads as 13 px. */
  private static final Font TICK = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
  private static final Font AXIS = new Font(Font.SANS_SERIF, Font.PLAIN, 14);

  private Charts() {}

  /**
   * Victory types: share of VALID games by termination, one bar per winner; the shares are the
   * games of each termination and winner over all the table's games (over every game and rule
   * set on the overview). Null with fewer than two termination and winner pairs.
   */
  static String victoryShares(String id, StatsTable victoryTypes) {
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
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (Map.Entry<List<String>, Double> e : games.entrySet()) {
      data.addValue(100 * e.getValue() / total, e.getKey().get(1), e.getKey().get(0));
    }
    JFreeChart chart = ChartFactory.createBarChart("Victory types", "termination", "% of valid games", data,
        PlotOrientation.VERTICAL, true, false, false);
    style(chart);
    ((CategoryPlot) chart.getPlot()).getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
    return svg(id, chart);
  }

  /**
   * Capture methods by capturing side, stacked over the methods; null when the table has fewer
   * than two methods with 1% of the captures each (chess: en passant is a sliver, and one colour
   * says nothing).
   */
  static String captureMethodsBySide(String id, StatsTable captureMethods) {
    captureMethods = unsplit(captureMethods);
    if (methods(captureMethods) < 2) {
      return null;
    }
    Map<String, Map<String, Double>> bySide = new TreeMap<>();
    for (Map<String, String> r : captureMethods.rows()) {
      bySide.computeIfAbsent(label(r.get("method"), "?"), k -> new TreeMap<>())
          .merge(label(r.get("side"), "?"), StatsTable.number(r, "captures"), Double::sum);
    }
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    bySide.forEach((method, sides) -> sides.forEach((side, n) -> data.addValue(n, method, side)));
    JFreeChart chart = ChartFactory.createStackedBarChart("Capture methods by side", "capturing side", "captures",
        data, PlotOrientation.VERTICAL, true, false, false);
    style(chart);
    return svg(id, chart);
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
  static String capturesByPiece(String id, StatsTable captureMethods) {
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
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    bySeries.forEach((series, kinds) -> kinds.forEach((kind, n) -> data.addValue(n, series, kind)));
    JFreeChart chart = ChartFactory.createBarChart("Captures and fouls by piece", "piece (captured, or expelled for a foul)",
        "events", data, PlotOrientation.VERTICAL, true, false, false);
    style(chart);
    return svg(id, chart);
  }

  /**
   * Captures by method across the phases of a game (opening, middlegame, endgame), as lines; null
   * with fewer than two methods with 1% of the captures each.
   */
  static String captureMethodsByPhase(String id, StatsTable captureMethods) {
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
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    byMethod.forEach((method, v) -> {
      for (int i = 0; i < 3; i++) {
        data.addValue(v[i], method, phases[i]);
      }
    });
    JFreeChart chart = ChartFactory.createLineChart("Capture methods by game phase", "phase (plies 1-20, 21-60, 61+)",
        "captures", data, PlotOrientation.VERTICAL, true, false, false);
    style(chart);
    LineAndShapeRenderer r = (LineAndShapeRenderer) ((CategoryPlot) chart.getPlot()).getRenderer();
    r.setDefaultShapesVisible(true);
    for (int i = 0; i < data.getRowCount(); i++) {
      r.setSeriesStroke(i, new BasicStroke(2f));
    }
    return svg(id, chart);
  }

  /**
   * The first mover's score per group (rule set, or agent pairing), one horizontal interval per
   * row of {@code advantage}, labelled by {@code labelColumns}: the score (wins plus half the
   * draws) with its own 95% interval ({@code score_low}, {@code score_high}) where the table has
   * those columns, else the share of decisive games with its Wilson interval. A dashed line marks
   * one half. Null when no row has an interval.
   */
  static String firstPlayer(String id, StatsTable advantage, List<String> labelColumns) {
    advantage = unsplit(advantage);
    boolean scoreInterval = advantage.columns().contains("score_low");
    List<String> labels = new ArrayList<>();
    YIntervalSeries series = new YIntervalSeries(scoreInterval ? "first mover's score, 95% interval"
        : "first mover's share of decisive games, 95% Wilson interval");
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
      double estimate = scoreInterval ? StatsTable.number(r, "score") : first / (first + second);
      series.add(labels.size() - 1, estimate, StatsTable.number(r, low), StatsTable.number(r, high));
    }
    if (labels.isEmpty()) {
      return null;
    }
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    data.addSeries(series);
    SymbolAxis groups = new SymbolAxis(null, labels.toArray(new String[0]));
    groups.setInverted(true);
    groups.setGridBandsVisible(false);
    NumberAxis y = new NumberAxis(scoreInterval ? "first mover's score (wins + draws/2), 95% interval"
        : "first mover's share of decisive games, 95% Wilson interval");
    y.setRange(0, 1);
    y.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(0.1));
    XYPlot plot = new XYPlot(data, groups, y, intervals(series.getItemCount()));
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.addRangeMarker(new ValueMarker(0.5, Color.GRAY, dashed()));
    JFreeChart chart = new JFreeChart("First-player advantage", TITLE, plot, false);
    style(chart);
    return svg(id, chart, Math.max(200, 110 + 34 * labels.size()));
  }

  /** A renderer that draws each item as a thick interval with a point at its estimate. */
  private static XYErrorRenderer intervals(int items) {
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDrawXError(false);
    renderer.setDrawYError(true);
    renderer.setErrorStroke(new BasicStroke(items > 60 ? 1.5f : 4f));
    renderer.setCapLength(items > 60 ? 0 : 8);
    renderer.setErrorPaint(INTERVAL);
    renderer.setDefaultLinesVisible(false);
    renderer.setDefaultShapesVisible(true);
    renderer.setSeriesPaint(0, ESTIMATE);
    renderer.setSeriesPaint(1, SIGNIFICANT);
    double r = items > 60 ? 2.5 : 5;
    renderer.setSeriesShape(0, new java.awt.geom.Ellipse2D.Double(-r, -r, 2 * r, 2 * r));
    renderer.setSeriesShape(1, new java.awt.geom.Rectangle2D.Double(-r - 1, -r - 1, 2 * r + 2, 2 * r + 2));
    return renderer;
  }

  private static BasicStroke dashed() {
    return new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f);
  }

  /** More positions than this are drawn as extremes, significant ones and a band ({@link #scoreByStartPosition}). */
  static final int SHOWN_POSITIONS = 60;
  /** The lowest and highest positions drawn with their intervals when the others are a band. */
  static final int EXTREME_POSITIONS = 10;

  /**
   * Game length histogram; null with fewer than two buckets. The buckets are of unequal width (10
   * plies below 100, 50 below 500, 250 above): each is drawn over its own plies, its height the
   * games per ply, so that a bar's area is its games and a wide bucket does not stand taller than
   * its games warrant.
   */
  static String lengthHistogram(String id, StatsTable histogram) {
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
    org.jfree.data.xy.XYIntervalSeries series = new org.jfree.data.xy.XYIntervalSeries("games per ply");
    buckets.forEach((from, b) -> {
      double width = b[0] - from + 1;
      series.add(from, from, b[0] + 1, b[1] / width, b[1] / width, b[1] / width);
    });
    org.jfree.data.xy.XYIntervalSeriesCollection data = new org.jfree.data.xy.XYIntervalSeriesCollection();
    data.addSeries(series);
    org.jfree.chart.renderer.xy.XYBarRenderer bars = new org.jfree.chart.renderer.xy.XYBarRenderer();
    bars.setBarPainter(new org.jfree.chart.renderer.xy.StandardXYBarPainter());
    bars.setShadowVisible(false);
    bars.setDrawBarOutline(true);
    bars.setDefaultOutlinePaint(Color.WHITE);
    bars.setSeriesPaint(0, PALETTE[0]);
    NumberAxis x = new NumberAxis("plies (buckets of 10 below 100, 50 below 500, 250 above)");
    x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    x.setAutoRangeIncludesZero(false);
    NumberAxis y = new NumberAxis("games per ply (a bar's area is its games)");
    XYPlot plot = new XYPlot(data, x, y, bars);
    JFreeChart chart = new JFreeChart("Game length", TITLE, plot, false);
    style(chart);
    return svg(id, chart);
  }

  /**
   * A forest plot of White's score per start position (Scharnagl number): the positions sorted by
   * score, each with its 95% Wilson interval, the pooled score of every position (the {@code *}
   * row) as a dashed line, and the positions marked {@code significant} after the multiple-test
   * correction (where the table has that column) drawn in vermillion squares. Null without a
   * scored position, and for a game with a single start position other than Chess960 (standard
   * chess: the one interval is the pooled score).
   */
  static String scoreByStartPosition(String id, StatsTable byStart) {
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
    YIntervalSeries plain = new YIntervalSeries("start position");
    YIntervalSeries marked = new YIntervalSeries("significant after correction (q_bh < 0.05)");
    // Beyond SHOWN_POSITIONS positions (699 in real Chess960 corpora) a bar each is a wall: the
    // extremes and the significant ones are drawn with their intervals, the others as a band.
    YIntervalSeries band = new YIntervalSeries("the other positions: score and 95% intervals as a band");
    boolean banded = rows.size() > SHOWN_POSITIONS;
    String[] names = new String[rows.size()];
    for (int i = 0; i < rows.size(); i++) {
      Map<String, String> r = rows.get(i);
      names[i] = String.valueOf((long) StatsTable.number(r, "start_position"));
      boolean significant = "true".equalsIgnoreCase(r.get("significant"));
      boolean extreme = i < EXTREME_POSITIONS || i >= rows.size() - EXTREME_POSITIONS;
      YIntervalSeries s = significant ? marked : !banded || extreme ? plain : band;
      s.add(i, StatsTable.number(r, "score"), StatsTable.number(r, "wilson_low"), StatsTable.number(r, "wilson_high"));
    }
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    data.addSeries(plain);
    data.addSeries(marked);
    org.jfree.chart.axis.ValueAxis x;
    if (banded) {
      NumberAxis n = new NumberAxis(rows.size() + " start positions sorted by White's score: the " + EXTREME_POSITIONS
          + " lowest, the " + EXTREME_POSITIONS + " highest and the significant ones with their intervals");
      n.setTickLabelsVisible(false);
      n.setRange(-1, rows.size());
      x = n;
    } else if (rows.size() <= 40) {
      SymbolAxis s = new SymbolAxis("start position (Scharnagl number), sorted by White's score", names);
      s.setVerticalTickLabels(rows.size() > 12);
      s.setGridBandsVisible(false);
      x = s;
    } else {
      NumberAxis n = new NumberAxis(rows.size() + " start positions, sorted by White's score");
      n.setTickLabelsVisible(false);
      n.setRange(-1, rows.size());
      x = n;
    }
    NumberAxis y = new NumberAxis("White's score, 95% Wilson interval");
    y.setRange(0, 1);
    y.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(0.1));
    XYPlot plot = new XYPlot(data, x, y, intervals(banded ? 2 * EXTREME_POSITIONS : rows.size()));
    if (banded && band.getItemCount() > 0) {
      YIntervalSeriesCollection others = new YIntervalSeriesCollection();
      others.addSeries(band);
      org.jfree.chart.renderer.xy.DeviationRenderer shade = new org.jfree.chart.renderer.xy.DeviationRenderer(true,
          false);
      shade.setSeriesPaint(0, INTERVAL);
      shade.setSeriesFillPaint(0, new Color(0xd9d9d9));
      shade.setAlpha(0.6f);
      plot.setDataset(1, others);
      plot.setRenderer(1, shade);
      plot.setDatasetRenderingOrder(org.jfree.chart.plot.DatasetRenderingOrder.FORWARD);
    }
    byStart.rows().stream().filter(r -> "*".equals(r.get("back_rank")) && r.get("score") != null).findFirst()
        .ifPresent(all -> {
          ValueMarker pooled = new ValueMarker(StatsTable.number(all, "score"), Color.BLACK, dashed());
          pooled.setLabel(String.format(java.util.Locale.ROOT, "pooled %.3f", StatsTable.number(all, "score")));
          pooled.setLabelFont(TICK);
          pooled.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
          pooled.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.BOTTOM_RIGHT);
          plot.addRangeMarker(pooled);
        });
    boolean anyMarked = marked.getItemCount() > 0 || banded;
    JFreeChart chart = new JFreeChart("White's score by start position", TITLE, plot, anyMarked);
    style(chart);
    return svg(id, chart);
  }

  private static List<Map<String, String>> sorted(List<Map<String, String>> rows, String... keys) {
    List<Map<String, String>> out = new ArrayList<>(rows);
    out.sort((a, b) -> {
      for (String k : keys) {
        int c = label(a.get(k), "").compareTo(label(b.get(k), ""));
        if (c != 0) {
          return c;
        }
      }
      return 0;
    });
    return out;
  }

  private static String label(String value, String ifNull) {
    return value == null ? ifNull : value;
  }

  private static void style(JFreeChart chart) {
    chart.setBackgroundPaint(Color.WHITE);
    chart.setTitle(new TextTitle(chart.getTitle().getText(), TITLE));
    chart.setAntiAlias(true);
    if (chart.getPlot() instanceof CategoryPlot p) {
      p.setBackgroundPaint(Color.WHITE);
      p.setRangeGridlinePaint(new Color(0xdddddd));
      if (p.getRenderer() instanceof BarRenderer b) {
        b.setBarPainter(new StandardBarPainter());
        b.setShadowVisible(false);
      }
      for (int i = 0; i < PALETTE.length; i++) {
        p.getRenderer().setSeriesPaint(i, PALETTE[i]);
      }
      fonts(p.getDomainAxis());
      fonts(p.getRangeAxis());
      // Counts and percentages: whole-number ticks (a game count of 1 is not split into tenths).
      p.getRangeAxis().setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    } else if (chart.getPlot() instanceof XYPlot p) {
      p.setBackgroundPaint(Color.WHITE);
      p.setRangeGridlinePaint(new Color(0xdddddd));
      p.setDomainGridlinePaint(new Color(0xeeeeee));
      fonts(p.getDomainAxis());
      fonts(p.getRangeAxis());
    }
    if (chart.getLegend() != null) {
      chart.getLegend().setItemFont(TICK);
    }
  }

  private static void fonts(org.jfree.chart.axis.Axis axis) {
    axis.setTickLabelFont(TICK);
    axis.setLabelFont(AXIS);
  }

  /**
   * A coordinate of the SVG, rounded to two decimals without trailing zeros: the digits of {@code
   * String.format("%.2f")} (half up on the shortest decimal form, {@link Double#toString}), without
   * its cost (a formatter and two regular expressions per coordinate were a fifth of the pages' CPU).
   */
  static String twoDecimals(double d) {
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      return String.valueOf(d);
    }
    java.math.BigDecimal rounded = new java.math.BigDecimal(Double.toString(d))
        .setScale(2, java.math.RoundingMode.HALF_UP);
    return rounded.signum() == 0 ? "0" : rounded.stripTrailingZeros().toPlainString();
  }

  private static String svg(String id, JFreeChart chart) {
    return svg(id, chart, HEIGHT);
  }

  private static String svg(String id, JFreeChart chart, int height) {
    SVGGraphics2D g = new SVGGraphics2D(WIDTH, height);
    g.setDefsKeyPrefix(id + "-");
    // Two decimals are finer than a pixel: the default writes full doubles and triples the size.
    g.setGeomDoubleConverter(Charts::twoDecimals);
    g.setTransformDoubleConverter(Charts::twoDecimals);
    chart.draw(g, new Rectangle(WIDTH, height));
    // A viewBox, so that a narrower window scales the drawing down instead of cropping it.
    return g.getSVGElement(id, true, new org.jfree.svg.ViewBox(0, 0, WIDTH, height), null, null);
  }
}
