package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;
import org.ludoteca.game.Verdict;
import org.ludoteca.spark.files.Manifest;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.ingest.ShortestPartials;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.stats.RowOrder;
import org.ludoteca.spark.stats.SmallTables;
import org.ludoteca.spark.stats.TableReads;

/**
 * For each game, rule set and victory type (termination and winner) of the {@code VALID} games of
 * every committed run, the shortest game (fewest plies; ties to the first by source, then offset):
 * {@code DIR/reports/shortest_games.csv}, from which the report pages draw its final position and
 * write its game page (data/FORMAT.md section 9, "Report pages"). Not a statistic: a pointer per
 * victory type into {@code games}. Made from the ingest's {@link Table#SHORTEST_SUMMARY} (a few rows
 * per task), and for runs ingested before that table from {@code games} by a Spark job.
 */
public final class ShortestGames {
  /** The file's name in {@code DIR/reports}. */
  public static final String FILE = "shortest_games.csv";
  /** Its columns, in order. */
  static final List<String> COLUMNS = List.of("game", "rules", "termination", "winner", "games", "plies", "game_id",
      "source", "offset", "start_fen", "final_fen");
  private static final List<String> KEYS = List.of("game", "rules", "termination", "winner");

  private ShortestGames() {}

  /**
   * Writes the file from the committed runs of {@code out}.
   *
   * @return its rows
   * @throws IOException if the manifest or the table cannot be read, or the file written
   */
  static int write(SparkSession spark, String out, CsvSink sink, Timings timings) throws IOException {
    OutDir dir = OutDir.of(out, spark.sparkContext().hadoopConfiguration());
    Set<String> runs = Manifest.committedRuns(dir);
    List<Row> rows = new ArrayList<>();
    if (!runs.isEmpty()) {
      // The ingest's summaries; runs ingested before them (they have no identities either,
      // which came with them) from games, by a Spark job.
      Set<String> old = TableReads.runsWithoutIdentities(dir, runs);
      List<Row> candidates = new ArrayList<>();
      SmallTables.read(dir, Table.SHORTEST_SUMMARY, runs, ShortestGames::row, candidates::add);
      if (!old.isEmpty()) {
        spark.sparkContext().setJobDescription("report: the shortest game of each victory type");
        candidates.addAll(shortest(dir.read(spark, Table.GAMES).filter(col("ingest_run").isin(old.toArray())))
            .collectAsList());
      }
      rows = merged(candidates);
    }
    sink.write(FILE, CsvSink.format(COLUMNS, RowOrder.cells(rows)));
    timings.lap("report: " + FILE);
    return rows.size();
  }

  /** A row of {@link Table#SHORTEST_SUMMARY} as a row of {@link #COLUMNS}. */
  private static Row row(java.util.function.Function<String, Object> column) {
    Object[] v = new Object[COLUMNS.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = column.apply(COLUMNS.get(i));
    }
    return RowFactory.create(v);
  }

  /**
   * The shortest of each victory type among rows of {@link #COLUMNS} that are each the shortest
   * of some of its games (a task's, or a run's), with the games of all of them summed.
   */
  static List<Row> merged(List<Row> candidates) {
    int plies = COLUMNS.indexOf("plies");
    int source = COLUMNS.indexOf("source");
    int offset = COLUMNS.indexOf("offset");
    int games = COLUMNS.indexOf("games");
    Map<List<Object>, Row> best = new LinkedHashMap<>();
    Map<List<Object>, Long> counts = new HashMap<>();
    for (Row r : candidates) {
      List<Object> key = new ArrayList<>();
      for (String k : KEYS) {
        key.add(r.get(COLUMNS.indexOf(k)));
      }
      counts.merge(key, r.getLong(games), Long::sum);
      Row b = best.get(key);
      if (b == null || ShortestPartials.before(r.getInt(plies), r.getString(source), r.getLong(offset),
          b.getInt(plies), b.getString(source), b.getLong(offset))) {
        best.put(key, r);
      }
    }
    List<Row> out = new ArrayList<>();
    best.forEach((key, r) -> {
      Object[] v = new Object[COLUMNS.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = i == games ? counts.get(key) : r.get(i);
      }
      out.add(RowFactory.create(v));
    });
    return out;
  }

  /** One row per game, rule set, termination and winner of the VALID games, in {@link #COLUMNS}. */
  static Dataset<Row> shortest(Dataset<Row> games) {
    Column[] keys = KEYS.stream().map(org.apache.spark.sql.functions::col).toArray(Column[]::new);
    WindowSpec byType = Window.partitionBy(keys);
    WindowSpec shortestFirst = byType.orderBy(col("plies"), col("source"), col("offset"));
    return games.filter(col("verdict").equalTo(Verdict.VALID.label()))
        .withColumn("games", count(lit(1)).over(byType))
        .withColumn("rank", row_number().over(shortestFirst))
        .filter(col("rank").equalTo(1))
        .select(COLUMNS.stream().map(org.apache.spark.sql.functions::col).toArray(Column[]::new));
  }
}
