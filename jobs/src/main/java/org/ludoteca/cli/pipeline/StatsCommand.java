package org.ludoteca.cli.pipeline;

import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.spark.progress.ProgressListener;
import org.ludoteca.spark.Sessions;
import org.ludoteca.spark.StatsJob;
import org.ludoteca.spark.progress.Timings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca stats}: the statistics tables over everything ingested. */
@Command(
    name = "stats",
    header = "Spark: compute the statistics tables over everything ingested.",
    mixinStandardHelpOptions = true,
    description = {
        "Compute the statistics tables over every ingested run of DIR/games, DIR/captures and "
            + "DIR/rejected: victory_types, capture_methods, first_player_advantage, game_length, "
            + "validation, start_positions, outcome_metrics, rule_sensitivity, duplicates, each Parquet under DIR/stats "
            + "(data/FORMAT.md section 9; formulas in docs/statistics.md)."
    },
    footerHeading = "%nExample:%n",
    footer = {
        "  ludoteca stats --out out/"
    })
public final class StatsCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SparkOptions sparkOptions;

  @Option(names = "--out", paramLabel = "DIR", required = true, description = "Output directory of the ingest.")
  String out;

  @Mixin
  StatsOptionsMixin statsOptions;

  @Option(names = "--timings", description = "Also print on stderr the wall time of each statistic.")
  boolean timings;

  @Override
  public Integer call() throws Exception {
    StatsJob.Options options;
    try {
      options = statsOptions.options();
    } catch (IllegalArgumentException e) {
      spec.commandLine().getErr().println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    long started = System.nanoTime();
    Timings phases = timings ? Timings.to(spec.commandLine().getErr()::println) : Timings.NONE;
    try (Sessions.Handle h = sparkOptions.open(); ProgressListener.Attached progress = sparkOptions.progress(h)) {
      phases.lap("spark start");
      List<String> tables = StatsJob.run(h.spark(), out, phases, options);
      progress.close(); // before the summary, so that no progress line lands among its lines
      Summaries.stats(spec.commandLine().getOut(), tables, Summaries.trim(out));
    }
    Summaries.elapsed(spec.commandLine().getOut(), started);
    return 0;
  }
}
