package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;

/**
 * For each game, rule set and victory type (termination and winner) of the {@code VALID} games of
 * every committed run, the shortest game (fewest plies; ties to the first by source, then offset):
 * {@code DIR/reports/shortest_games.csv}, from which the report pages draw its final position and
 * write its game page (data/FORMAT.md section 9, "Report pages"). Not a statistic: a pointer per
 * victory type into {@code games}.
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
    Set<String> runs = IngestJob.committedRuns(dir);
    List<Row> rows = List.of();
    if (!runs.isEmpty()) {
      spark.sparkContext().setJobDescription("report: the shortest game of each victory type");
      rows = shortest(dir.read(spark, Table.GAMES).filter(col("ingest_run").isin(runs.toArray())))
          .collectAsList();
    }
    sink.write(FILE, CsvSink.format(COLUMNS, ReportJob.rows(rows)));
    timings.lap("report: " + FILE);
    return rows.size();
  }

  /** One row per game, rule set, termination and winner of the VALID games, in {@link #COLUMNS}. */
  static Dataset<Row> shortest(Dataset<Row> games) {
    Column[] keys = KEYS.stream().map(org.apache.spark.sql.functions::col).toArray(Column[]::new);
    WindowSpec byType = Window.partitionBy(keys);
    WindowSpec shortestFirst = byType.orderBy(col("plies"), col("source"), col("offset"));
    return games.filter(col("verdict").equalTo("VALID"))
        .withColumn("games", count(lit(1)).over(byType))
        .withColumn("rank", row_number().over(shortestFirst))
        .filter(col("rank").equalTo(1))
        .select(COLUMNS.stream().map(org.apache.spark.sql.functions::col).toArray(Column[]::new));
  }
}
