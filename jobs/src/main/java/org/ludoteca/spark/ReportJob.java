package org.ludoteca.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.spark.files.Futures;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.stats.RowOrder;
import org.ludoteca.spark.table.Table;

/**
 * The report job: writes each statistics table of {@code DIR/stats} as one CSV with a header ({@code
 * DIR/reports/NAME.csv}), rows in the table's key order, so that the same tables always give the
 * same bytes, and {@code shortest_games.csv}; then has the pages drawn from the same tables
 * ({@link Pages}, handed in by the command line). The sink is injected: tests pass one that keeps
 * the text.
 */
public final class ReportJob {
  private ReportJob() {}

  /**
   * What draws the pages people read (HTML and notebooks) from the reports' tables: the {@code
   * report} package's {@code Reports}, which the command line hands in (the jobs import no page
   * code). It is given the statistics and the shortest games as tables, not their CSV files.
   */
  @FunctionalInterface
  public interface Pages {
    /** No pages: the CSV files only. */
    Pages NONE = (statistics, shortestGames) -> List.of();

    /**
     * Writes the pages.
     *
     * @param statistics every statistics table, in {@link Table#statistics()} order
     * @param shortestGames {@code shortest_games}
     * @return the pages written
     */
    List<java.nio.file.Path> write(List<ReportTable> statistics, ReportTable shortestGames) throws IOException;

    /**
     * Draws what needs the shortest games alone (the game pages), before the statistics are
     * computed: the pipeline calls it on another thread while they are, then {@link #write} with
     * the same table draws the rest. Nothing by default ({@link #write} draws everything).
     *
     * @param shortestGames {@code shortest_games}
     */
    default void drawGames(ReportTable shortestGames) throws IOException {}
  }

  /**
   * {@code shortest_games} and the game pages, made on a thread of their own from the ingest's
   * {@code shortest_summary} while the statistics are computed on the calling one ({@link
   * #gamesAhead}): they need none of the statistics, and the statistics leave a core mostly idle
   * (reading small files, summing on one thread). Daemon: it never holds the JVM up.
   */
  public static final class GamesAhead {
    private final java.util.concurrent.FutureTask<ReportTable> task;

    private GamesAhead(java.util.concurrent.Callable<ReportTable> work) {
      task = Futures.startDaemon("ludoteca-game-pages", work);
    }

    /**
     * The table, once its pages are drawn.
     *
     * @throws IOException as {@link ShortestGames#table} or {@link Pages#drawGames} threw it
     */
    ReportTable get() throws IOException {
      return Futures.get(task, "the game pages were drawn");
    }

    /** Waits for the thread's end, whatever it gave: no file is written after the run returns or fails. */
    void await() {
      try {
        task.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (java.util.concurrent.ExecutionException e) {
        // reported by get, or superseded by the failure being thrown
      }
    }
  }

  /**
   * Starts making {@code shortest_games} of the committed runs of {@code out} and drawing its
   * game pages ({@link Pages#drawGames}) on another thread; {@link #write(SparkSession, String, Map,
   * CsvSink, Timings, Pages, GamesAhead)} takes them.
   */
  static GamesAhead gamesAhead(SparkSession spark, String out, Pages pages) {
    return new GamesAhead(() -> {
      ReportTable shortest = ShortestGames.table(spark, out);
      pages.drawGames(shortest);
      return shortest;
    });
  }

  /**
   * What the reports wrote.
   *
   * @param rows the report files by statistic name, with their row counts
   * @param pages the pages written (none without {@link Pages})
   */
  public record Written(Map<String, Integer> rows, List<java.nio.file.Path> pages) {}

  /**
   * Writes every report.
   *
   * @return the report files by statistic name, with their row counts
   * @throws IOException if a statistics table is missing or a file cannot be written
   */
  public static Map<String, Integer> run(SparkSession spark, String out, CsvSink sink) throws IOException {
    return run(spark, out, sink, Timings.NONE, Pages.NONE).rows();
  }

  /**
   * As {@link #run(SparkSession, String, CsvSink)}, reporting the reports' wall time to {@code
   * timings}, then the pages drawn from the same tables.
   */
  public static Written run(SparkSession spark, String out, CsvSink sink, Timings timings, Pages pages)
      throws IOException {
    OutDir dir = OutDir.of(out, spark.sparkContext().hadoopConfiguration());
    Map<String, List<Row>> stats = new LinkedHashMap<>();
    for (Table t : Table.statistics()) {
      if (!dir.exists(dir.path(t))) {
        throw new IOException("no statistics table " + dir.path(t) + "; run 'ludoteca stats' first");
      }
      spark.sparkContext().setJobDescription("report: " + t.tableName());
      Dataset<Row> table = spark.read().schema(t.schema()).parquet(dir.path(t).toString());
      stats.put(t.tableName(), table.select(cols(t.schema())).collectAsList());
    }
    return write(spark, out, stats, sink, timings, pages);
  }

  /**
   * Writes the reports of statistics tables given by their rows (as {@link StatsJob} wrote them,
   * without reading them back), {@code shortest_games.csv}, then the pages from the same tables.
   */
  static Written write(SparkSession spark, String out, Map<String, List<Row>> stats, CsvSink sink, Timings timings,
      Pages pages) throws IOException {
    return write(spark, out, stats, sink, timings, pages, null);
  }

  /**
   * As {@link #write(SparkSession, String, Map, CsvSink, Timings, Pages)}, {@code shortest_games}
   * and its game pages taken from {@code ahead} (made beside the statistics), or made here when null.
   */
  static Written write(SparkSession spark, String out, Map<String, List<Row>> stats, CsvSink sink, Timings timings,
      Pages pages, GamesAhead ahead) throws IOException {
    Map<String, Integer> written = new LinkedHashMap<>();
    List<ReportTable> tables = new ArrayList<>();
    for (Table t : Table.statistics()) {
      ReportTable table = table(t, stats.get(t.tableName()));
      sink.write(t.tableName() + ".csv", table.csv());
      tables.add(table);
      written.put(t.tableName(), table.rows().size());
    }
    timings.lap("report: " + written.size() + " CSV files");
    ReportTable shortest;
    if (ahead == null) {
      shortest = ShortestGames.write(spark, out, sink, timings);
    } else {
      shortest = ahead.get();
      sink.write(ShortestGames.FILE, shortest.csv());
      timings.lap("report: " + ShortestGames.FILE + " and the game pages (made beside the statistics: waited for)");
    }
    List<java.nio.file.Path> drawn = pages.write(tables, shortest);
    if (pages != Pages.NONE) {
      timings.lap("pages");
    }
    return new Written(written, drawn);
  }

  /** One report's table: the rows sorted on all their columns (keys, then stratum, then the rest). */
  private static ReportTable table(Table t, List<Row> rows) {
    return new ReportTable(t.tableName(), Arrays.asList(t.schema().fieldNames()),
        RowOrder.cells(rows, StatsJob.columnOrder(t)));
  }

  private static org.apache.spark.sql.Column[] cols(StructType schema) {
    org.apache.spark.sql.Column[] out = new org.apache.spark.sql.Column[schema.fields().length];
    for (int i = 0; i < out.length; i++) {
      out[i] = org.apache.spark.sql.functions.col(schema.fieldNames()[i]);
    }
    return out;
  }
}
