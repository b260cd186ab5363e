package org.ludoteca.report;

import java.util.List;

/**
 * One report, before it is written as HTML or as a notebook: a title, narrative paragraphs
 * (plain text), charts (SVG) and tables. Both writers render the same content.
 *
 * @param name the file name without extension ({@code rithmomachia-cvr}, {@code overview})
 * @param title the page title
 * @param paragraphs the narrative, plain text (escaped by the writers)
 * @param charts the charts, each described once ({@link ChartSpec}) and drawn as SVG by {@link Charts}
 * @param tables the tables shown, in order
 * @param game the game the report is about, or null for the overview
 * @param rules the rule set, or null for the overview
 * @param boards positions drawn: the start, and the end of each victory type's shortest game
 */
record Section(String name, String title, List<String> paragraphs, List<Chart> charts, List<StatsTable> tables,
    String game, String rules, List<GameBoards.Board> boards) {

  Section {
    paragraphs = List.copyOf(paragraphs);
    charts = List.copyOf(charts);
    tables = List.copyOf(tables);
    boards = List.copyOf(boards);
  }

  /** A section without boards. */
  Section(String name, String title, List<String> paragraphs, List<Chart> charts, List<StatsTable> tables,
      String game, String rules) {
    this(name, title, paragraphs, charts, tables, game, rules, List.of());
  }

  /**
   * A chart: its caption, its description (which the notebook draws again with matplotlib), the
   * page's SVG drawn from it, and a table shown beside it (the Ludii metrics of the same groups),
   * or null.
   */
  record Chart(String caption, ChartSpec spec, String svg, StatsTable aside) {}
}
