package org.ludoteca.spark;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.ludoteca.spark.progress.Timings;

/** Ingest, statistics and reports (CSV files, and the pages when given a {@link ReportJob.Pages}) in one run: the scheduled job. */
public final class PipelineJob {
  private PipelineJob() {}

  /**
   * Every rule set of every game, in name order: what the sample run (data/ into notebooks-export/)
   * rejudges its games under, so that the committed pages show rule sensitivity; each game is
   * replayed again only under the rule sets its game knows.
   */
  public static List<String> everyRuleSet() {
    return org.ludoteca.game.Games.all().stream().flatMap(g -> g.ruleSetNames().stream()).distinct().sorted()
        .toList();
  }

  /**
   * What the pipeline did.
   *
   * @param pages the pages the report job had drawn (none without {@link ReportJob.Pages})
   */
  public record Result(IngestJob.Result ingest, List<String> stats, Map<String, Integer> reports,
      List<java.nio.file.Path> pages) {}

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
    return run(spark, ingest, out, sink, log, timings, StatsJob.Options.DEFAULT);
  }

  /** As {@link #run(SparkSession, IngestJob, String, CsvSink, Consumer, Timings)}, with the statistics' options. */
  public static Result run(SparkSession spark, IngestJob ingest, String out, CsvSink sink, Consumer<String> log,
      Timings timings, StatsJob.Options options) throws IOException {
    return run(spark, ingest, out, sink, log, timings, options, ReportJob.Pages.NONE);
  }

  /**
   * As {@link #run(SparkSession, IngestJob, String, CsvSink, Consumer, Timings, StatsJob.Options)},
   * the report job drawing the pages too ({@code pages}: the command line's {@code Reports}).
   */
  public static Result run(SparkSession spark, IngestJob ingest, String out, CsvSink sink, Consumer<String> log,
      Timings timings, StatsJob.Options options, ReportJob.Pages pages) throws IOException {
    IngestJob.Result in = ingest.run(spark, log, timings);
    // The shortest games and their pages need only the ingest's shortest_summary: made on another
    // thread while the statistics are computed on this one.
    ReportJob.GamesAhead games = ReportJob.gamesAhead(spark, out, pages);
    boolean done = false;
    try {
      // The reports and pages from the statistics' rows as written: no second read of the tables.
      Map<String, List<Row>> stats = StatsJob.compute(spark, out, timings, options);
      ReportJob.Written reports = ReportJob.write(spark, out, stats, sink, timings, pages, games);
      done = true;
      return new Result(in, List.copyOf(stats.keySet()), reports.rows(), reports.pages());
    } finally {
      if (!done) {
        games.await(); // the failure stands; no page is written after it
      }
    }
  }
}
