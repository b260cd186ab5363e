package org.ludoteca.spark;

import java.util.ArrayList;
import java.util.List;

/**
 * One table as the reports write it and the pages draw it: its name ({@code victory_types}, {@code
 * shortest_games}), its columns, and its rows in the order of its CSV file, each cell the value the
 * table holds (String, Integer, Long, Double, Boolean; null when empty). {@link #csv} is its CSV
 * text, {@code DIR/reports/NAME.csv}; the pages read the same values without reading the file back.
 *
 * @param name the table's name, without {@code .csv}
 * @param columns its columns, in order
 * @param rows its rows, each as many cells as columns, unmodifiable
 */
public record ReportTable(String name, List<String> columns, List<List<Object>> rows) {
  public ReportTable {
    columns = List.copyOf(columns);
    List<List<Object>> copy = new ArrayList<>(rows.size());
    for (List<Object> r : rows) {
      if (r.size() != columns.size()) {
        throw new IllegalArgumentException(name + ": a row of " + r.size() + " cells, " + columns.size() + " expected");
      }
      copy.add(java.util.Collections.unmodifiableList(new ArrayList<>(r))); // cells may be null
    }
    rows = java.util.Collections.unmodifiableList(copy);
  }

  /** Its CSV text, as {@code DIR/reports/NAME.csv} holds it ({@link CsvSink#format}). */
  public String csv() {
    return CsvSink.format(columns, rows);
  }

  /** A cell's text as its CSV file has it, before the guard against spreadsheet formulas; null for an empty cell. */
  public static String text(Object cell) {
    if (cell == null) {
      return null;
    }
    String s = cell instanceof Double || cell instanceof Number ? CsvSink.cell(cell) : cell.toString();
    return s.isEmpty() ? null : s;
  }
}
