package org.ludoteca.report;

import java.util.List;
import java.util.Map;

/**
 * Writes a {@link Section} as one self-contained HTML page: inline CSS, inline SVG charts, no
 * script, no external resource. Every text that comes from the data (tags, agent names, rule
 * names) is escaped, so a record with {@code <script>} in a tag renders as text.
 */
final class HtmlReport {
  private HtmlReport() {}

  static String render(Section s, List<Section> siblings) {
    StringBuilder b = new StringBuilder(64 * 1024);
    b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>").append(esc(s.title())).append("</title>\n<style>\n")
        .append("body{font-family:sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#222;line-height:1.45}\n")
        // A wide table scrolls inside the text column instead of running past the page's edge.
        .append("table{border-collapse:collapse;margin:1em 0;font-size:.9em;display:block;overflow-x:auto;max-width:100%}\n")
        .append("th,td{border:1px solid #ccc;padding:.25em .6em;text-align:left}\n")
        .append("th{background:#f3f3f3}td.num{text-align:right;font-variant-numeric:tabular-nums}\n")
        .append("figure{margin:1.5em 0}figcaption{color:#555;font-size:.9em}\n")
        .append("nav a{margin-right:1em}svg{max-width:100%;height:auto}\n")
        .append(".chart-row{display:flex;flex-wrap:wrap;gap:1em 1.5em;align-items:flex-start}\n")
        // A table beside a chart keeps its own width: when both do not fit it goes below the chart,
        // instead of scrolling, cut off at the right, in a narrow column (the strata table).
        .append(".aside{flex:1 1 300px;min-width:min(100%,max-content)}.aside h3{font-size:1em;margin:.2em 0}.aside table{font-size:.8em;margin:.3em 0}\n")
        .append(".boards{display:grid;grid-template-columns:repeat(auto-fill,minmax(290px,1fr));gap:1em 1.5em}\n")
        .append(".boards figure{margin:0}.boards svg{width:100%;height:auto;max-height:600px}\n")
        .append("</style>\n</head>\n<body>\n");
    b.append("<nav>");
    for (Section sib : siblings) {
      b.append("<a href=\"").append(esc(sib.name())).append(".html\">").append(esc(sib.title())).append("</a>");
    }
    b.append("</nav>\n<h1>").append(esc(s.title())).append("</h1>\n");
    for (String p : s.paragraphs()) {
      b.append("<p>").append(esc(p)).append("</p>\n");
    }
    for (Section.Chart c : s.charts()) {
      b.append("<figure class=\"chart\">\n");
      if (c.aside() != null && !c.aside().isEmpty()) {
        b.append("<div class=\"chart-row\">\n").append(c.svg()).append("\n<div class=\"aside\">\n<h3>")
            .append(esc(c.aside().name())).append("</h3>\n");
        rows(b, c.aside(), true);
        b.append("</div>\n</div>");
      } else {
        b.append(c.svg());
      }
      b.append("\n<figcaption>").append(esc(c.caption())).append("</figcaption>\n</figure>\n");
    }
    boards(b, s.boards());
    for (StatsTable t : s.tables()) {
      table(b, t);
    }
    b.append("</body>\n</html>\n");
    return b.toString();
  }

  /** The positions drawn, in a grid; each linked to its game's page when there is one. */
  private static void boards(StringBuilder b, List<GameBoards.Board> boards) {
    if (boards.isEmpty()) {
      return;
    }
    b.append("<h2 id=\"positions\">Positions</h2>\n<div class=\"boards\">\n");
    for (GameBoards.Board d : boards) {
      b.append("<figure class=\"board\">\n");
      if (d.link() != null) {
        b.append("<a href=\"").append(esc(d.link())).append("\" title=\"step through the game\">").append(d.svg())
            .append("</a>");
      } else {
        b.append(d.svg());
      }
      b.append("\n<figcaption>").append(esc(d.caption()));
      if (d.link() != null) {
        b.append(". <a href=\"").append(esc(d.link())).append("\">Step through the game</a>.");
      }
      b.append("</figcaption>\n</figure>\n");
    }
    b.append("</div>\n");
  }

  private static void table(StringBuilder b, StatsTable t) {
    b.append("<h2>").append(esc(t.name())).append("</h2>\n");
    if (t.isEmpty()) {
      b.append("<p>No rows.</p>\n");
      return;
    }
    rows(b, t, false);
  }

  /** A table's rows; {@code rounded}: decimals cut to three (a table beside a chart, read at a glance). */
  private static void rows(StringBuilder b, StatsTable t, boolean rounded) {
    b.append("<table>\n<thead><tr>");
    for (String c : t.columns()) {
      b.append("<th>").append(esc(c)).append("</th>");
    }
    b.append("</tr></thead>\n<tbody>\n");
    for (Map<String, String> r : t.rows()) {
      b.append("<tr>");
      for (String c : t.columns()) {
        String v = r.get(c);
        boolean numeric = v != null && v.matches("-?[0-9]+(\\.[0-9]+)?([eE]-?[0-9]+)?");
        if (numeric && rounded && v.matches("-?[0-9]+\\.[0-9]{4,}")) {
          v = new java.math.BigDecimal(v).setScale(3, java.math.RoundingMode.HALF_EVEN).toPlainString();
        }
        b.append(numeric ? "<td class=\"num\">" : "<td>").append(v == null ? "" : esc(v)).append("</td>");
      }
      b.append("</tr>\n");
    }
    b.append("</tbody>\n</table>\n");
  }

  /** HTML-escapes text for element content and attribute values ({@link PageFiles#esc}). */
  static String esc(String s) {
    return PageFiles.esc(s);
  }
}
