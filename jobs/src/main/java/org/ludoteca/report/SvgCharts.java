package org.ludoteca.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The charts JFreeChart has no plot for, written as SVG directly: the rule-sensitivity matrix
 * (recorded × applied rule sets) and the strata's small multiples (the first mover's score per
 * stratum value, one panel per stratum). Sizes are the size shown (the page never scales them up),
 * text at 13 px or more, colours from Okabe and Ito's palette, and every value also written as
 * text, so no reading rests on colour. Each method returns the {@code <svg>} element, or null when
 * the table has nothing to draw. No element id: many charts share a page.
 */
final class SvgCharts {
  private static final String FONT = "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\"";
  private static final String BLUE = "#0072B2";
  private static final String VERMILLION = "#D55E00";

  private SvgCharts() {}

  /**
   * Rule sensitivity as a matrix: one row per recorded rule set of the game, one column per rule
   * set applied, each cell the share of the row's VALID games that keep their result under the
   * applied rules (shaded from white to blue with it) and the share that became illegal, with the
   * games counted; the row of {@code recordedRules} (the page's) is outlined. Null without rows.
   *
   * @param ruleSensitivity the {@code rule_sensitivity} rows of one game, every recorded rule set
   */
  static String ruleSensitivity(StatsTable ruleSensitivity, String recordedRules) {
    ruleSensitivity = Charts.unsplit(ruleSensitivity);
    if (ruleSensitivity.isEmpty()) {
      return null;
    }
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
    int label = 150;
    int top = 78;
    int cellW = Math.max(96, Math.min(150, (Charts.WIDTH - label - 20) / applied.size()));
    int cellH = 72;
    int width = Math.max(700, label + cellW * applied.size() + 20);
    int height = top + cellH * recorded.size() + 44;
    StringBuilder b = open(width, height, "Rule sensitivity: recorded rule set (rows) by the rule set applied "
        + "(columns); each cell the share of the games that keep their result, and that became illegal");
    text(b, width / 2.0, 22, 16, "middle", "bold", "Rule sensitivity: the same games under other rules");
    text(b, label + cellW * applied.size() / 2.0, 48, 14, "middle", null, "rule set applied");
    text(b, label - 10, top - 10, 13, "end", null, "recorded \u2193");
    int col = 0;
    for (String a : applied) {
      text(b, label + cellW * (col + 0.5), top - 10, 13, "middle", "bold", a);
      col++;
    }
    int row = 0;
    for (String rec : recorded) {
      double y = top + cellH * row;
      text(b, label - 10, y + cellH / 2.0 + 5, 13, "end", rec.equals(recordedRules) ? "bold" : null, rec);
      col = 0;
      for (String a : applied) {
        double x = label + cellW * col;
        Map<String, String> cell = cells.get(List.of(rec, a));
        if (cell == null) {
          b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"#f3f3f3\" "
              + "stroke=\"#ffffff\"/>", x, y, cellW, cellH));
          text(b, x + cellW / 2.0, y + cellH / 2.0 + 5, 13, "middle", null, rec.equals(a) ? "recorded" : "–");
        } else {
          double same = StatsTable.number(cell, "same_result_share");
          b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"%s\" "
              + "stroke=\"#ffffff\"><title>%s</title></rect>", x, y, cellW, cellH, shade(same),
              HtmlReport.esc(String.format(Locale.ROOT, "recorded %s, applied %s: %.0f games, same result %.1f%%, "
                  + "other winner %.1f%%, became illegal %.1f%%, ended earlier %.1f%%", rec, a,
                  StatsTable.number(cell, "games"), 100 * same, 100 * StatsTable.number(cell, "other_winner_share"),
                  100 * StatsTable.number(cell, "became_illegal_share"),
                  100 * StatsTable.number(cell, "ended_earlier_share")))));
          String ink = same > 0.55 ? "#ffffff" : "#222222";
          text(b, x + cellW / 2.0, y + 24, 15, "middle", "bold", ink,
              String.format(Locale.ROOT, "%.0f%% same", 100 * same));
          text(b, x + cellW / 2.0, y + 43, 13, "middle", null, ink, String.format(Locale.ROOT, "%.0f%% other winner",
              100 * StatsTable.number(cell, "other_winner_share")));
          text(b, x + cellW / 2.0, y + 61, 13, "middle", null, ink, String.format(Locale.ROOT, "%.0f%% illegal · n=%.0f",
              100 * StatsTable.number(cell, "became_illegal_share"), StatsTable.number(cell, "games")));
        }
        col++;
      }
      if (rec.equals(recordedRules)) {
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
   * Small multiples of the first mover's score per stratum: one panel per stratum ({@code
   * time_control}, {@code rating}, ...), one row per value with its 95% interval ({@code
   * score_low}, {@code score_high}), a point at the score, the games counted in the label, a
   * dashed line at one half; every panel on the same 0 to 1 axis. Only the rows over every agent
   * pairing ({@code first_agent} {@code *}). Null when no stratum has two values with an interval.
   *
   * @param split the stratified rows of {@code first_player_advantage} of one game and rule set
   */
  static String strata(StatsTable split) {
    Map<String, List<Map<String, String>>> panels = new java.util.TreeMap<>();
    for (Map<String, String> r : split.rows()) {
      if (r.get("stratum") == null || "all".equals(r.get("stratum")) || !"*".equals(r.get("first_agent"))
          || r.get("score_low") == null || r.get("score_high") == null) {
        continue;
      }
      panels.computeIfAbsent(r.get("stratum"), k -> new ArrayList<>()).add(r);
    }
    panels.values().removeIf(rows -> rows.size() < 2);
    if (panels.isEmpty()) {
      return null;
    }
    panels.values().forEach(rows -> rows.sort((a, b) -> compareValues(a.get("stratum_value"), b.get("stratum_value"))));
    int width = 560;
    int label = 170;
    int plotW = width - label - 24;
    int rowH = 24;
    int height = 40;
    for (List<Map<String, String>> rows : panels.values()) {
      height += 34 + rowH * rows.size() + 40;
    }
    StringBuilder b = open(width, height, "First mover's score with its 95% interval for each value of each "
        + "stratum, one panel per stratum");
    text(b, width / 2.0, 22, 16, "middle", "bold", "First mover's score by stratum");
    double y = 40;
    for (Map.Entry<String, List<Map<String, String>>> panel : panels.entrySet()) {
      List<Map<String, String>> rows = panel.getValue();
      text(b, 8, y + 20, 14, "start", "bold", panel.getKey().replace('_', ' '));
      double top = y + 34;
      double bottom = top + rowH * rows.size();
      b.append("<g class=\"panel\">");
      b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" fill=\"#fafafa\" "
          + "stroke=\"#cccccc\"/>", label, top, plotW, bottom - top));
      for (int t = 0; t <= 10; t += 2) {
        double x = label + plotW * t / 10.0;
        b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"%s/>",
            x, top, x, bottom, t == 5 ? "#777777" : "#e2e2e2", t == 5 ? " stroke-dasharray=\"6 4\"" : ""));
        text(b, x, bottom + 16, 13, "middle", null, String.format(Locale.ROOT, "%.1f", t / 10.0));
      }
      for (int i = 0; i < rows.size(); i++) {
        Map<String, String> r = rows.get(i);
        double cy = top + rowH * (i + 0.5);
        double lo = label + plotW * StatsTable.number(r, "score_low");
        double hi = label + plotW * StatsTable.number(r, "score_high");
        double at = label + plotW * StatsTable.number(r, "score");
        text(b, label - 8, cy + 5, 13, "end", null, String.format(Locale.ROOT, "%s (%.0f)",
            r.get("stratum_value") == null ? "none" : r.get("stratum_value"), StatsTable.number(r, "games")));
        b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
            + "stroke-width=\"4\"><title>%s</title></line>", lo, cy, Math.max(hi, lo + 1), cy, BLUE,
            HtmlReport.esc(String.format(Locale.ROOT, "%s %s: score %.3f, 95%% interval %.3f to %.3f, %.0f games",
                panel.getKey(), r.get("stratum_value"), StatsTable.number(r, "score"),
                StatsTable.number(r, "score_low"), StatsTable.number(r, "score_high"), StatsTable.number(r, "games")))));
        b.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4.5\" fill=\"#000000\"/>", at, cy));
      }
      b.append("</g>");
      text(b, label + plotW / 2.0, bottom + 34, 13, "middle", null, "first mover's score (wins + draws/2), 95% interval");
      y = bottom + 40;
    }
    return b.append("</svg>").toString();
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

  private static StringBuilder open(int width, int height, String description) {
    return new StringBuilder(8 * 1024).append(String.format(Locale.ROOT,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" %s>"
            + "<desc>%s</desc><rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>",
        width, height, width, height, FONT, HtmlReport.esc(description), width, height));
  }

  private static void text(StringBuilder b, double x, double y, int size, String anchor, String weight, String s) {
    text(b, x, y, size, anchor, weight, "#222222", s);
  }

  private static void text(StringBuilder b, double x, double y, int size, String anchor, String weight, String fill,
      String s) {
    b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%d\" text-anchor=\"%s\" fill=\"%s\"%s>",
        x, y, size, anchor, fill, weight == null ? "" : " font-weight=\"" + weight + "\"")).append(HtmlReport.esc(s))
        .append("</text>");
  }
}
