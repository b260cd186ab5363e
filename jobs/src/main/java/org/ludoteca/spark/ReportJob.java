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
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.stats.RowOrder;
import org.ludoteca.spark.table.Table;

/**
 * Writes each statistics table of {@code DIR/stats} as one CSV with a header ({@code
 * DIR/reports/NAME.csv}), rows in the table's key order, so that the same tables always give the
 * same bytes. The sink is injected: tests pass one that keeps the text.
 */
public final class ReportJob {
  private ReportJob() {}

  /**
   * Writes every report.
   *
   * @return the report files by statistic name, with their row counts
   * @throws IOException if a statistics table is missing or a file cannot be written
   */
  public static Map<String, Integer> run(SparkSession spark, String out, CsvSink sink) throws IOException {
    return run(spark, out, sink, Timings.NONE);
  }

  /** As {@link #run(SparkSession, String, CsvSink)}, reporting the reports' wall time to {@code timings}. */
  public static Map<String, Integer> run(SparkSession spark, String out, CsvSink sink, Timings timings)
      throws IOException {
    OutDir dir = OutDir.of(out, spark.sparkContext().hadoopConfiguration());
    Map<String, Integer> written = new LinkedHashMap<>();
    for (Table t : Table.statistics()) {
      if (!dir.exists(dir.path(t))) {
        throw new IOException("no statistics table " + dir.path(t) + "; run 'ludoteca stats' first");
      }
      spark.sparkContext().setJobDescription("report: " + t.tableName());
      Dataset<Row> table = spark.read().schema(t.schema()).parquet(dir.path(t).toString());
      written.put(t.tableName(), write(t, table.select(cols(t.schema())).collectAsList(), sink));
    }
    timings.lap("report: " + written.size() + " CSV files");
    ShortestGames.write(spark, out, sink, timings);
    return written;
  }

  /**
   * Writes the reports of statistics tables given by their rows (as {@link StatsJob} wrote them):
   * what {@link #run} writes from the tables, without reading them back.
   */
  static Map<String, Integer> write(Map<String, List<Row>> stats, CsvSink sink, Timings timings) throws IOException {
    Map<String, Integer> written = new LinkedHashMap<>();
    for (Table t : Table.statistics()) {
      written.put(t.tableName(), write(t, stats.get(t.tableName()), sink));
    }
    timings.lap("report: " + written.size() + " CSV files");
    return written;
  }

  /** Writes one report: the rows sorted on all their columns (keys, then stratum, then the rest). */
  private static int write(Table t, List<Row> table, CsvSink sink) throws IOException {
    List<List<Object>> rows = RowOrder.cells(table, StatsJob.columnOrder(t));
    sink.write(t.tableName() + ".csv", CsvSink.format(Arrays.asList(t.schema().fieldNames()), rows));
    return rows.size();
  }

  private static org.apache.spark.sql.Column[] cols(StructType schema) {
    org.apache.spark.sql.Column[] out = new org.apache.spark.sql.Column[schema.fields().length];
    for (int i = 0; i < out.length; i++) {
      out[i] = org.apache.spark.sql.functions.col(schema.fieldNames()[i]);
    }
    return out;
  }
}
