package org.ludoteca.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * One statistics table as read from its CSV file: the header and the rows, each a map from column
 * to cell text (null for an empty cell). Cells the writer protected against spreadsheet formulas
 * (a leading {@code '} before {@code = + - @}) are read back as written by the statistic.
 */
record StatsTable(String name, List<String> columns, List<Map<String, String>> rows) {
  /** The statistics the reports read, in the order they are reported (also {@link Reports#STATISTICS}). */
  static final List<String> REPORTED = List.of("victory_types", "capture_methods", "first_player_advantage",
      "game_length", "game_length_histogram", "validation", "start_positions", "outcome_metrics", "rule_sensitivity",
      "openings", "clock_usage", "accuracy");


  StatsTable {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
  }

  /** An empty table, for a statistic the stats directory does not have. */
  static StatsTable empty(String name) {
    return new StatsTable(name, List.of(), List.of());
  }

  /** Reads {@code <dir>/<name>.csv}; an absent file is an empty table. */
  static StatsTable read(Path dir, String name) throws IOException {
    Path file = dir.resolve(name + ".csv");
    if (!Files.exists(file)) {
      return empty(name);
    }
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        CSVParser csv = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in)) {
      List<String> columns = csv.getHeaderNames();
      List<Map<String, String>> rows = new ArrayList<>();
      for (CSVRecord r : csv) {
        Map<String, String> row = new LinkedHashMap<>();
        for (String c : columns) {
          String v = r.isSet(c) ? r.get(c) : "";
          row.put(c, v.isEmpty() ? null : unprotect(v));
        }
        rows.add(Collections.unmodifiableMap(row));
      }
      return new StatsTable(name, columns, rows);
    }
  }

  /** A table the reports hand over ({@link org.ludoteca.spark.ReportTable}): the cells as its CSV file has them. */
  static StatsTable of(org.ludoteca.spark.ReportTable t) {
    List<Map<String, String>> rows = new ArrayList<>(t.rows().size());
    for (List<Object> r : t.rows()) {
      Map<String, String> row = new LinkedHashMap<>();
      for (int i = 0; i < t.columns().size(); i++) {
        row.put(t.columns().get(i), org.ludoteca.spark.ReportTable.text(r.get(i)));
      }
      rows.add(Collections.unmodifiableMap(row));
    }
    return new StatsTable(t.name(), t.columns(), rows);
  }

  /** Undoes the writer's formula guard: {@code '=x} back to {@code =x}. */
  private static String unprotect(String v) {
    if (v.length() >= 2 && v.charAt(0) == '\'' && "=+-@\t\r".indexOf(v.charAt(1)) >= 0) {
      return v.substring(1);
    }
    return v;
  }

  /** The same rows under another name (the heading of its table on a page). */
  StatsTable named(String newName) {
    return new StatsTable(newName, columns, rows);
  }

  /** The rows that match. */
  StatsTable where(Predicate<Map<String, String>> p) {
    return new StatsTable(name, columns, rows.stream().filter(p).toList());
  }

  /** The rows of one game and rule set (a null game or rules matches a null cell). */
  StatsTable of(String game, String rules) {
    return where(r -> java.util.Objects.equals(r.get("game"), game) && java.util.Objects.equals(r.get("rules"), rules));
  }

  /** The same rows with only the given columns that the table has, in the order given. */
  StatsTable select(List<String> wanted) {
    return new StatsTable(name, wanted.stream().filter(columns::contains).toList(), rows);
  }

  /** The same rows without the columns that are empty in every row. */
  StatsTable withoutEmptyColumns() {
    return new StatsTable(name, columns.stream().filter(c -> rows.stream().anyMatch(r -> r.get(c) != null)).toList(),
        rows);
  }

  boolean isEmpty() {
    return rows.isEmpty();
  }

  /** A cell as a number; 0 when empty or not a number. */
  static double number(Map<String, String> row, String column) {
    String v = row.get(column);
    if (v == null) {
      return 0;
    }
    try {
      return Double.parseDouble(v);
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
