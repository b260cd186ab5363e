package org.ludoteca.report;

import java.util.List;
import java.util.Locale;

/**
 * The charts JFreeChart has no plot for, drawn from their description ({@link ChartSpec}) as SVG
 * directly: a matrix (the rule-sensitivity matrix, recorded × applied rule sets) and panels (the
 * strata's small multiples, the first mover's score per stratum value, one panel per stratum).
 * Sizes are the size shown (the page never scales them up), text at 13 px or more, colours from
 * Okabe and Ito's palette, and every value also written as text, so no reading rests on colour.
 * No element id: many charts share a page.
 */
final class SvgCharts {
  private static final String FONT = "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\"";
  private static final String BLUE = "#0072B2";
  private static final String VERMILLION = "#D55E00";
  /** The baselines of a matrix cell's lines of text, from the cell's top: the first in bold and larger. */
  private static final int[] CELL_LINES = {24, 43, 61};

  private SvgCharts() {}

  /**
   * A {@link ChartSpec.Kind#MATRIX}: one row per series (the recorded rule sets), one column per
   * category (the rule sets applied), each cell shaded from white to blue with its value and
   * written with its label's lines (the first bold), its tip on hover; a cell without a value
   * grey with its label; the row of the layout's {@code highlight} outlined, and a key of the
   * shades below.
   */
  static String matrix(ChartSpec spec) {
    List<String> applied = spec.categories();
    List<ChartSpec.Series> recorded = spec.series();
    String highlight = spec.layout().highlight();
    int label = 150;
    int top = 78;
    int cellW = Math.max(96, Math.min(150, (Charts.WIDTH - label - 20) / applied.size()));
    int cellH = 72;
    int width = Math.max(700, label + cellW * applied.size() + 20);
    int height = top + cellH * recorded.size() + 44;
    StringBuilder b = open(width, height, "Rule sensitivity: recorded rule set (rows) by the rule set applied "
        + "(columns); each cell the share of the games that keep their result, and that became illegal");
    text(b, width / 2.0, 22, 16, "middle", "bold", spec.title());
    text(b, label + cellW * applied.size() / 2.0, 48, 14, "middle", null, spec.xLabel());
    text(b, label - 10, top - 10, 13, "end", null, spec.yLabel() + " \u2193");
    int col = 0;
    for (String a : applied) {
      text(b, label + cellW * (col + 0.5), top - 10, 13, "middle", "bold", a);
      col++;
    }
    int row = 0;
    for (ChartSpec.Series rec : recorded) {
      double y = top + cellH * row;
      boolean outlined = rec.name().equals(highlight);
      text(b, label - 10, y + cellH / 2.0 + 5, 13, "end", outlined ? "bold" : null, rec.name());
      for (col = 0; col < applied.size(); col++) {
        double x = label + cellW * col;
        Double same = rec.values().get(col);
        if (same == null) {
          b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"#f3f3f3\" "
              + "stroke=\"#ffffff\"/>", x, y, cellW, cellH));
          text(b, x + cellW / 2.0, y + cellH / 2.0 + 5, 13, "middle", null, rec.labels().get(col));
        } else {
          b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"%s\" "
              + "stroke=\"#ffffff\"><title>%s</title></rect>", x, y, cellW, cellH, shade(same),
              PageFiles.esc(rec.tips().get(col))));
          String ink = same > 0.55 ? "#ffffff" : "#222222";
          String[] lines = rec.labels().get(col).split("\n");
          for (int k = 0; k < lines.length; k++) {
            text(b, x + cellW / 2.0, y + CELL_LINES[Math.min(k, CELL_LINES.length - 1)], k == 0 ? 15 : 13, "middle",
                k == 0 ? "bold" : null, ink, lines[k]);
          }
        }
      }
      if (outlined) {
        b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"none\" "
            + "stroke=\"%s\" stroke-width=\"3\"/>", label, y, cellW * applied.size(), cellH, VERMILLION));
      }
      row++;
    }
    // The shading's key: six swatches, 0% to 100% of the games with the same result.
    text(b, 12, height - 14, 13, "start", null, "same result:");
    for (int i = 0; i <= 5; i++) {
      double x = 100 + 58 * i;
      b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"18\" height=\"18\" fill=\"%s\" "
          + "stroke=\"#999999\"/>", x, height - 28, shade(i / 5.0)));
      text(b, x + 22, height - 14, 13, "start", null, (20 * i) + "%");
    }
    text(b, 100 + 58 * 6 + 10, height - 14, 13, "start", null, "outlined: this page's rules");
    return b.append("</svg>").toString();
  }

  /** White to Okabe-Ito blue, linearly in each channel. */
  private static String shade(double share) {
    double s = Math.max(0, Math.min(1, share));
    int r = (int) Math.round(255 + (0x00 - 255) * s);
    int g = (int) Math.round(255 + (0x72 - 255) * s);
    int bl = (int) Math.round(255 + (0xB2 - 255) * s);
    return String.format(Locale.ROOT, "#%02x%02x%02x", r, g, bl);
  }

  /**
   * A {@link ChartSpec.Kind#PANELS}: each panel's intervals one row per category (its name the
   * label), a point at the estimate, the tip on hover, gridlines at every second tenth; every
   * panel on the same 0 to 1 axis, labelled below it.
   */
  static String panels(ChartSpec spec) {
    int width = 560;
    int label = 170;
    int plotW = width - label - 24;
    int rowH = 24;
    int height = 40;
    for (ChartSpec p : spec.panels()) {
      height += 34 + rowH * p.categories().size() + 40;
    }
    StringBuilder b = open(width, height, "First mover's score with its 95% interval for each value of each "
        + "stratum, one panel per stratum");
    text(b, width / 2.0, 22, 16, "middle", "bold", spec.title());
    double y = 40;
    for (ChartSpec panel : spec.panels()) {
      ChartSpec.Series s = panel.series().get(0);
      int rows = panel.categories().size();
      text(b, 8, y + 20, 14, "start", "bold", panel.title());
      double top = y + 34;
      double bottom = top + rowH * rows;
      b.append("<g class=\"panel\">");
      b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" fill=\"#fafafa\" "
          + "stroke=\"#cccccc\"/>", label, top, plotW, bottom - top));
      for (int t = 0; t <= 10; t += 2) {
        double x = label + plotW * t / 10.0;
        b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
            + "stroke=\"#e2e2e2\"/>", x, top, x, bottom));
        text(b, x, bottom + 16, 13, "middle", null, String.format(Locale.ROOT, "%.1f", t / 10.0));
      }
      for (int i = 0; i < rows; i++) {
        double cy = top + rowH * (i + 0.5);
        double lo = label + plotW * s.lows().get(i);
        double hi = label + plotW * s.highs().get(i);
        double at = label + plotW * s.values().get(i);
        text(b, label - 8, cy + 5, 13, "end", null, panel.categories().get(i));
        b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
            + "stroke-width=\"4\"><title>%s</title></line>", lo, cy, Math.max(hi, lo + 1), cy, BLUE,
            PageFiles.esc(s.tips().get(i))));
        b.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4.5\" fill=\"%s\"/>", at, cy,
            s.colour()));
      }
      b.append("</g>");
      text(b, label + plotW / 2.0, bottom + 34, 13, "middle", null, panel.yLabel());
      y = bottom + 40;
    }
    return b.append("</svg>").toString();
  }

  private static StringBuilder open(int width, int height, String description) {
    return new StringBuilder(8 * 1024).append(String.format(Locale.ROOT,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" %s>"
            + "<desc>%s</desc><rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>",
        width, height, width, height, FONT, PageFiles.esc(description), width, height));
  }

  private static void text(StringBuilder b, double x, double y, int size, String anchor, String weight, String s) {
    text(b, x, y, size, anchor, weight, "#222222", s);
  }

  private static void text(StringBuilder b, double x, double y, int size, String anchor, String weight, String fill,
      String s) {
    b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%d\" text-anchor=\"%s\" fill=\"%s\"%s>",
        x, y, size, anchor, fill, weight == null ? "" : " font-weight=\"" + weight + "\"")).append(PageFiles.esc(s))
        .append("</text>");
  }
}
