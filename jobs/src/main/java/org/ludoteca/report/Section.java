package org.ludoteca.report;

import java.util.List;

/**
 * One report, before it is written as HTML or as a notebook: a title, narrative paragraphs
 * (plain text), charts (SVG) and tables. Both writers render the same content.
 *
 * @param name the file name without extension ({@code rithmomachia-cvr}, {@code overview})
 * @param title the page title
 * @param paragraphs the narrative, plain text (escaped by the writers)
 * @param charts the charts, each an {@code <svg>} element drawn by {@link Charts}
 * @param tables the tables shown, in order
 * @param game the game the report is about, or null for the overview
 * @param rules the rule set, or null for the overview
 */
record Section(String name, String title, List<String> paragraphs, List<Chart> charts, List<StatsTable> tables,
    String game, String rules) {

  Section {
    paragraphs = List.copyOf(paragraphs);
    charts = List.copyOf(charts);
    tables = List.copyOf(tables);
  }

  /**
   * A chart: its caption, its SVG, and the notebook's code that draws it again with matplotlib
   * from the tables (a call of a function the notebook's setup cell defines), or null.
   */
  record Chart(String caption, String svg, String python) {
    Chart(String caption, String svg) {
      this(caption, svg, null);
    }
  }
}
