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
import org.jfree.chart.axis.CategoryAxis;
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
  static final int WIDTH = 720;
  static final int HEIGHT = 360;
  private static final Paint[] PALETTE = {
      new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c), new Color(0xd62728),
      new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f)};
  private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 15);

  private Charts() {}

  /** Victory types: share of VALID games by termination, one bar per winner. */
  static String victoryShares(String id, StatsTable victoryTypes) {
    if (victoryTypes.isEmpty()) {
      return null;
    }
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (Map<String, String> r : sorted(victoryTypes.rows(), "termination", "winner")) {
      data.addValue(100 * StatsTable.number(r, "share"), label(r.get("winner"), "unknown"),
          label(r.get("termination"), "none"));
    }
    JFreeChart chart = ChartFactory.createBarChart("Victory types", "termination", "% of valid games", data,
        PlotOrientation.VERTICAL, true, false, false);
    style(chart);
    ((CategoryPlot) chart.getPlot()).getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
    return svg(id, chart);
  }

  /** Capture methods by capturing side, stacked over the methods. */
  static String captureMethodsBySide(String id, StatsTable captureMethods) {
    if (captureMethods.isEmpty()) {
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
   * Captures and fouls by piece: one group of bars per piece kind ({@code captured_kind}: the
   * piece captured, or the fouler expelled), one bar per method and side, counts summed over the
   * phases. Rows without a kind are left out; null when none has one.
   */
  static String capturesByPiece(String id, StatsTable captureMethods) {
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

  /** Captures by method across the phases of a game (opening, middlegame, endgame), as lines. */
  static String captureMethodsByPhase(String id, StatsTable captureMethods) {
    if (captureMethods.isEmpty()) {
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
   * First mover's share of the decisive games with its 95% Wilson interval, one point per row,
   * labelled by {@code labelColumns} (rule set, or agent pairing). A line marks one half.
   */
  static String firstPlayer(String id, StatsTable advantage, List<String> labelColumns) {
    List<String> labels = new ArrayList<>();
    YIntervalSeries series = new YIntervalSeries("first mover, 95% Wilson");
    for (Map<String, String> r : advantage.rows()) {
      double first = StatsTable.number(r, "first_mover_wins");
      double second = StatsTable.number(r, "second_mover_wins");
      if (first + second == 0 || r.get("wilson_low") == null) {
        continue;
      }
      List<String> parts = new ArrayList<>();
      for (String c : labelColumns) {
        parts.add(label(r.get(c), "*"));
      }
      labels.add(String.join(" ", parts));
      series.add(labels.size() - 1, first / (first + second), StatsTable.number(r, "wilson_low"),
          StatsTable.number(r, "wilson_high"));
    }
    if (labels.isEmpty()) {
      return null;
    }
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    data.addSeries(series);
    SymbolAxis x = new SymbolAxis(null, labels.toArray(new String[0]));
    x.setVerticalTickLabels(labels.size() > 4);
    NumberAxis y = new NumberAxis("first mover's share of decisive games");
    y.setRange(0, 1);
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDrawXError(false);
    renderer.setDrawYError(true);
    renderer.setErrorStroke(new BasicStroke(2f));
    renderer.setErrorPaint(Color.DARK_GRAY);
    renderer.setDefaultLinesVisible(false);
    renderer.setDefaultShapesVisible(true);
    XYPlot plot = new XYPlot(data, x, y, renderer);
    plot.addRangeMarker(new ValueMarker(0.5, Color.GRAY, new BasicStroke(1f)));
    JFreeChart chart = new JFreeChart("First-player advantage", TITLE, plot, true);
    style(chart);
    return svg(id, chart);
  }

  /** Game length histogram: games per bucket of plies. */
  static String lengthHistogram(String id, StatsTable histogram) {
    if (histogram.isEmpty()) {
      return null;
    }
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    List<Map<String, String>> rows = new ArrayList<>(histogram.rows());
    rows.sort((a, b) -> Double.compare(StatsTable.number(a, "plies_from"), StatsTable.number(b, "plies_from")));
    Map<String, Double> buckets = new LinkedHashMap<>();
    for (Map<String, String> r : rows) {
      String bucket = (long) StatsTable.number(r, "plies_from") + "-" + (long) StatsTable.number(r, "plies_to");
      buckets.merge(bucket, StatsTable.number(r, "games"), Double::sum);
    }
    buckets.forEach((bucket, n) -> data.addValue(n, "games", bucket));
    JFreeChart chart = ChartFactory.createBarChart("Game length", "plies", "games", data, PlotOrientation.VERTICAL,
        false, false, false);
    style(chart);
    CategoryPlot plot = (CategoryPlot) chart.getPlot();
    plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
    ((BarRenderer) plot.getRenderer()).setItemMargin(0);
    plot.getDomainAxis().setCategoryMargin(0.05);
    return svg(id, chart);
  }

  /** White's score per Chess960 start position (Scharnagl number), one bar each. */
  static String scoreByStartPosition(String id, StatsTable byStart) {
    if (byStart.isEmpty()) {
      return null;
    }
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    List<Map<String, String>> rows = new ArrayList<>(byStart.where(r -> r.get("start_position") != null).rows());
    if (rows.isEmpty()) {
      return null;
    }
    rows.sort((a, b) -> Double.compare(StatsTable.number(a, "start_position"), StatsTable.number(b, "start_position")));
    for (Map<String, String> r : rows) {
      data.addValue(StatsTable.number(r, "score"), "white score", label(r.get("start_position"), "?"));
    }
    JFreeChart chart = ChartFactory.createBarChart("White score by start position", "start position", "white score",
        data, PlotOrientation.VERTICAL, false, false, false);
    style(chart);
    CategoryAxis axis = ((CategoryPlot) chart.getPlot()).getDomainAxis();
    axis.setTickLabelsVisible(rows.size() <= 40);
    // A score is a share: the whole 0..1 scale (auto-ranging zooms a single 0 into +-5E-9).
    ((CategoryPlot) chart.getPlot()).getRangeAxis().setRange(0, 1);
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
    } else if (chart.getPlot() instanceof XYPlot p) {
      p.setBackgroundPaint(Color.WHITE);
      p.setRangeGridlinePaint(new Color(0xdddddd));
      p.setDomainGridlinePaint(new Color(0xeeeeee));
      p.getRenderer().setSeriesPaint(0, PALETTE[0]);
    }
  }

  private static String twoDecimals(double d) {
    String s = String.format(java.util.Locale.ROOT, "%.2f", d);
    s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    return s.equals("-0") ? "0" : s;
  }

  private static String svg(String id, JFreeChart chart) {
    SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
    g.setDefsKeyPrefix(id + "-");
    // Two decimals are finer than a pixel: the default writes full doubles and triples the size.
    g.setGeomDoubleConverter(Charts::twoDecimals);
    g.setTransformDoubleConverter(Charts::twoDecimals);
    chart.draw(g, new Rectangle(WIDTH, HEIGHT));
    return g.getSVGElement(id);
  }
}
