package org.ludoteca.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
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
 * The page's drawing of a chart's description ({@link ChartSpec}), by JFreeChart into SVG by
 * JFreeSVG. Output is deterministic: fixed sizes, the description's colours, and element ids
 * prefixed by the chart's own name (JFreeSVG would otherwise prefix them with the clock).
 */
final class Charts {
  /** The page's text width (980 px less padding), so a chart's labels show at their own size. */
  static final int WIDTH = 900;
  static final int HEIGHT = 400;
  /** The intervals' colour: the palette's blue. */
  private static final Color INTERVAL = Color.decode(ChartSpecs.PALETTE.get(0));
  private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
  /** Tick and axis labels: the SVG is shown at most at its own width, so 13 px reads as 13 px. */
  private static final Font TICK = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
  private static final Font AXIS = new Font(Font.SANS_SERIF, Font.PLAIN, 14);

  private Charts() {}

  /**
   * The chart as the page's {@code <svg>} element: JFreeChart draws the bars, lines, intervals and
   * histograms; {@link SvgCharts} the matrix and the panels, which JFreeChart has no plot for.
   */
  static String svg(ChartSpec spec) {
    return switch (spec.kind()) {
      case BARS, STACKED_BARS, LINES -> categories(spec);
      case INTERVALS -> intervals(spec);
      case HISTOGRAM -> histogram(spec);
      case MATRIX -> SvgCharts.matrix(spec);
      case PANELS -> SvgCharts.panels(spec);
    };
  }

  /** Bars (side by side or stacked) or lines over the categories, a legend naming the series. */
  private static String categories(ChartSpec spec) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    // Series by series, every category each (null where a series has none): the dataset keeps
    // the description's order of series and of categories.
    for (ChartSpec.Series s : spec.series()) {
      for (int i = 0; i < spec.categories().size(); i++) {
        data.addValue(s.values().get(i), s.name(), spec.categories().get(i));
      }
    }
    boolean legend = spec.layout().legend();
    JFreeChart chart = switch (spec.kind()) {
      case STACKED_BARS -> ChartFactory.createStackedBarChart(spec.title(), spec.xLabel(), spec.yLabel(), data,
          PlotOrientation.VERTICAL, legend, false, false);
      case LINES -> ChartFactory.createLineChart(spec.title(), spec.xLabel(), spec.yLabel(), data,
          PlotOrientation.VERTICAL, legend, false, false);
      default -> ChartFactory.createBarChart(spec.title(), spec.xLabel(), spec.yLabel(), data, PlotOrientation.VERTICAL,
          legend, false, false);
    };
    style(chart, spec);
    CategoryPlot plot = (CategoryPlot) chart.getPlot();
    if (spec.layout().ticks() == ChartSpec.Ticks.SLANTED) {
      plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
    } else if (spec.layout().ticks() == ChartSpec.Ticks.VERTICAL) {
      plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_90);
    }
    if (spec.kind() == ChartSpec.Kind.LINES) {
      LineAndShapeRenderer r = (LineAndShapeRenderer) plot.getRenderer();
      r.setDefaultShapesVisible(true);
      for (int i = 0; i < data.getRowCount(); i++) {
        r.setSeriesStroke(i, new BasicStroke(2f));
      }
    }
    return svg(spec.id(), chart, spec.layout().height());
  }

  /**
   * Intervals with a point at each estimate, one per category and series (a series marked
   * {@link ChartSpec.Mark#BAND} as a shaded band instead), the reference lines dashed across the
   * value axis; horizontal (categories down) or vertical.
   */
  private static String intervals(ChartSpec spec) {
    ChartSpec.Layout layout = spec.layout();
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    YIntervalSeries band = null;
    List<ChartSpec.Series> marked = new ArrayList<>();
    for (ChartSpec.Series s : spec.series()) {
      YIntervalSeries series = new YIntervalSeries(s.name());
      for (int i = 0; i < spec.categories().size(); i++) {
        if (s.values().get(i) != null) {
          series.add(i, s.values().get(i), s.lows().get(i), s.highs().get(i));
        }
      }
      if (s.mark() == ChartSpec.Mark.BAND) {
        band = series;
      } else {
        data.addSeries(series);
        marked.add(s);
      }
    }
    String[] names = spec.categories().toArray(new String[0]);
    org.jfree.chart.axis.ValueAxis x;
    if (layout.ticks() == ChartSpec.Ticks.NONE) {
      NumberAxis n = new NumberAxis(spec.xLabel());
      n.setTickLabelsVisible(false);
      n.setRange(-1, names.length);
      x = n;
    } else {
      SymbolAxis s = new SymbolAxis(spec.xLabel(), names);
      s.setInverted(layout.horizontal());
      if (layout.ticks() == ChartSpec.Ticks.VERTICAL) {
        s.setVerticalTickLabels(true);
      }
      s.setGridBandsVisible(false);
      x = s;
    }
    NumberAxis y = new NumberAxis(spec.yLabel());
    if (layout.min() != null && layout.max() != null) {
      y.setRange(layout.min(), layout.max());
    }
    if (layout.step() != null) {
      y.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(layout.step()));
    }
    // With a band, the intervals drawn one by one are the extremes (and the few significant ones).
    int items = band != null ? 2 * ChartSpecs.EXTREME_POSITIONS : names.length;
    XYPlot plot = new XYPlot(data, x, y, intervals(items, marked));
    if (layout.horizontal()) {
      plot.setOrientation(PlotOrientation.HORIZONTAL);
    }
    if (band != null && band.getItemCount() > 0) {
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
    for (ChartSpec.Line line : spec.lines()) {
      ValueMarker marker = new ValueMarker(line.at(), Color.decode(line.colour()), dashed());
      if (line.label() != null) {
        marker.setLabel(line.label());
        marker.setLabelFont(TICK);
        marker.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
        marker.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.BOTTOM_RIGHT);
      }
      plot.addRangeMarker(marker);
    }
    JFreeChart chart = new JFreeChart(spec.title(), TITLE, plot, layout.legend());
    style(chart, spec);
    return svg(spec.id(), chart, layout.height());
  }

  /** A renderer that draws each item as a thick interval with a point (a square for {@link ChartSpec.Mark#SQUARE}) at its estimate. */
  private static XYErrorRenderer intervals(int items, List<ChartSpec.Series> series) {
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDrawXError(false);
    renderer.setDrawYError(true);
    renderer.setErrorStroke(new BasicStroke(items > 60 ? 1.5f : 4f));
    renderer.setCapLength(items > 60 ? 0 : 8);
    renderer.setErrorPaint(INTERVAL);
    renderer.setDefaultLinesVisible(false);
    renderer.setDefaultShapesVisible(true);
    double r = items > 60 ? 2.5 : 5;
    for (int i = 0; i < series.size(); i++) {
      renderer.setSeriesPaint(i, Color.decode(series.get(i).colour()));
      renderer.setSeriesShape(i, series.get(i).mark() == ChartSpec.Mark.SQUARE
          ? new java.awt.geom.Rectangle2D.Double(-r - 1, -r - 1, 2 * r + 2, 2 * r + 2)
          : new java.awt.geom.Ellipse2D.Double(-r, -r, 2 * r, 2 * r));
    }
    return renderer;
  }

  private static BasicStroke dashed() {
    return new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f);
  }

  /**
   * A histogram: each bar between its bin's edges (the series' lows and highs), its height the
   * value; the x axis in whole numbers from the first bin.
   */
  private static String histogram(ChartSpec spec) {
    ChartSpec.Series s = spec.series().get(0);
    org.jfree.data.xy.XYIntervalSeries series = new org.jfree.data.xy.XYIntervalSeries(s.name());
    for (int i = 0; i < s.values().size(); i++) {
      double v = s.values().get(i);
      series.add(s.lows().get(i), s.lows().get(i), s.highs().get(i), v, v, v);
    }
    org.jfree.data.xy.XYIntervalSeriesCollection data = new org.jfree.data.xy.XYIntervalSeriesCollection();
    data.addSeries(series);
    org.jfree.chart.renderer.xy.XYBarRenderer bars = new org.jfree.chart.renderer.xy.XYBarRenderer();
    bars.setBarPainter(new org.jfree.chart.renderer.xy.StandardXYBarPainter());
    bars.setShadowVisible(false);
    bars.setDrawBarOutline(true);
    bars.setDefaultOutlinePaint(Color.WHITE);
    bars.setSeriesPaint(0, Color.decode(s.colour()));
    NumberAxis x = new NumberAxis(spec.xLabel());
    x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    x.setAutoRangeIncludesZero(false);
    NumberAxis y = new NumberAxis(spec.yLabel());
    XYPlot plot = new XYPlot(data, x, y, bars);
    JFreeChart chart = new JFreeChart(spec.title(), TITLE, plot, spec.layout().legend());
    style(chart, spec);
    return svg(spec.id(), chart, spec.layout().height());
  }

  private static void style(JFreeChart chart, ChartSpec spec) {
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
      for (int i = 0; i < spec.series().size(); i++) {
        p.getRenderer().setSeriesPaint(i, Color.decode(spec.series().get(i).colour()));
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
