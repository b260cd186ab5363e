package org.ludoteca.spark;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Ingest, statistics and reports in one run: the scheduled job. */
public final class PipelineJob {
  private PipelineJob() {}

  /** What the pipeline did. */
  public record Result(IngestJob.Result ingest, List<String> stats, Map<String, Integer> reports) {}

  /**
   * Runs the three jobs in order. Statistics and reports are regenerated over every committed run
   * even when nothing new was ingested.
   *
   * @throws IOException if the output directory cannot be read or written
   * @throws IllegalStateException if the reconciliation of the ingest fails
   */
  public static Result run(SparkSession spark, IngestJob ingest, String out, CsvSink sink, Consumer<String> log)
      throws IOException {
    return run(spark, ingest, out, sink, log, Timings.NONE);
  }

  /** As {@link #run(SparkSession, IngestJob, String, CsvSink, Consumer)}, reporting each phase's wall time. */
  public static Result run(SparkSession spark, IngestJob ingest, String out, CsvSink sink, Consumer<String> log,
      Timings timings) throws IOException {
    return run(spark, ingest, out, sink, log, timings, false);
  }

  /** As above; with {@code distinct} the statistics count one game per identity ({@link StatsJob#run(SparkSession, String, Timings, boolean)}). */
  public static Result run(SparkSession spark, IngestJob ingest, String out, CsvSink sink, Consumer<String> log,
      Timings timings, boolean distinct) throws IOException {
    IngestJob.Result in = ingest.run(spark, log, timings);
    // The reports from the statistics' rows as written: no second read of the tables.
    Map<String, List<Row>> stats = StatsJob.compute(spark, out, timings, distinct);
    Map<String, Integer> reports = ReportJob.write(stats, sink, timings);
    return new Result(in, List.copyOf(stats.keySet()), reports);
  }
}
