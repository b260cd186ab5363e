package org.ludoteca.spark.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.ludoteca.spark.table.Table;
import org.ludoteca.stats.Strata;

/**
 * A statistic's rows with the names of their columns: core's rows (their columns those of the
 * table but the ones the statistics add elsewhere, then the stratum's when split), columns added
 * by name ({@link #with}), and the rows of the table built by column name through its definition
 * ({@link #tableRows}): each value at its column's place, a column no row has null.
 *
 * @param columns the name of each value of a row, in order
 * @param rows the rows' values
 */
public record StatisticRows(List<String> columns, List<Object[]> rows) {
  /** The stratum columns every statistics table ends with. */
  static final List<String> STRATUM = List.of("stratum", "stratum_value");

  public StatisticRows {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
    for (Object[] r : rows) {
      if (r.length != columns.size()) {
        throw new IllegalArgumentException("a row of " + r.length + " values for the " + columns.size() + " columns "
            + columns);
      }
    }
  }

  /**
   * The columns the statistics add to a table's rows as core computes them, by name: White's edge
   * in rating points ({@link #FIRST_PLAYER_EDGE_COLUMNS}, {@link #POSITION_EDGE_COLUMNS}); none for the others.
   */
  public static List<String> added(Table table) {
    return ADDED.getOrDefault(table, List.of());
  }

  /** The columns of {@code first_player_advantage} set by {@link ResearchStatistics}: White's edge over the row's games. */
  public static final List<String> FIRST_PLAYER_EDGE_COLUMNS = List.of("rated_games", "unrated_games", "elo_edge",
      "elo_edge_low", "elo_edge_high");
  /** The columns of {@code start_positions} set by {@link ResearchStatistics}: each position's edge, tested. */
  public static final List<String> POSITION_EDGE_COLUMNS = List.of("rated_games", "elo_edge", "elo_edge_low",
      "elo_edge_high", "elo_p_value", "elo_p_holm", "elo_q_bh", "elo_significant");

  private static final Map<Table, List<String>> ADDED = Map.of(
      Table.FIRST_PLAYER_ADVANTAGE, FIRST_PLAYER_EDGE_COLUMNS, Table.START_POSITIONS, POSITION_EDGE_COLUMNS);

  /** Core's rows of {@code table} over every game: the table's columns but the {@link #added} and the stratum's. */
  public static StatisticRows unsplit(Table table, List<Object[]> rows) {
    List<String> columns = new ArrayList<>(List.of(table.schema().fieldNames()));
    columns.removeAll(added(table));
    columns.removeAll(STRATUM);
    return new StatisticRows(columns, rows);
  }

  /** Core's rows of {@code table} split by stratum ({@link Strata#split}): as {@link #unsplit}'s, then the stratum's. */
  public static StatisticRows split(Table table, List<Object[]> rows) {
    List<String> columns = new ArrayList<>(unsplit(table, List.of()).columns());
    columns.addAll(STRATUM);
    return new StatisticRows(columns, rows);
  }

  /**
   * These rows with the columns {@code names} appended, each row's values given by {@code values}
   * from a function giving the row's existing values by column name.
   */
  public StatisticRows with(List<String> names, Function<Function<String, Object>, Object[]> values) {
    List<String> out = new ArrayList<>(columns);
    out.addAll(names);
    List<Object[]> widened = new ArrayList<>();
    for (Object[] r : rows) {
      Object[] extra = values.apply(name -> r[index(name)]);
      if (extra.length != names.size()) {
        throw new IllegalArgumentException(extra.length + " values for the columns " + names);
      }
      Object[] w = java.util.Arrays.copyOf(r, r.length + extra.length);
      System.arraycopy(extra, 0, w, r.length, extra.length);
      widened.add(w);
    }
    return new StatisticRows(out, widened);
  }

  /** The position of a column in these rows. */
  private int index(String name) {
    int i = columns.indexOf(name);
    if (i < 0) {
      throw new IllegalArgumentException("no column " + name + " in " + columns);
    }
    return i;
  }

  /**
   * The rows as rows of {@code table}, in its schema's column order: each value at its column's
   * place, every column these rows lack null, but {@code stratum}: {@value Strata#ALL} (rows over
   * every game) when they lack it.
   *
   * @throws IllegalArgumentException if a column is not the table's
   */
  public List<Object[]> tableRows(Table table) {
    int width = table.schema().fields().length;
    int[] at = new int[columns.size()];
    for (int i = 0; i < at.length; i++) {
      String name = columns.get(i);
      if (!List.of(table.schema().fieldNames()).contains(name)) {
        throw new IllegalArgumentException("no column " + name + " in " + table.tableName());
      }
      at[i] = table.schema().fieldIndex(name);
    }
    Integer stratum = columns.contains("stratum") ? null : table.schema().fieldIndex("stratum");
    List<Object[]> out = new ArrayList<>(rows.size());
    for (Object[] r : rows) {
      Object[] v = new Object[width];
      for (int i = 0; i < at.length; i++) {
        v[at[i]] = r[i];
      }
      if (stratum != null) {
        v[stratum] = Strata.ALL;
      }
      out.add(v);
    }
    return out;
  }
}
