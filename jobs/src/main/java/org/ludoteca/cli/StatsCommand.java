package org.ludoteca.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.spark.Sessions;
import org.ludoteca.spark.StatsJob;
import org.ludoteca.spark.Timings;
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
        "Compute the statistics tables over every ingested run of DIR/games, DIR/captures and",
        "DIR/rejected: victory_types, capture_methods, first_player_advantage, game_length,",
        "validation, each Parquet under DIR/stats (data/FORMAT.md section 9).",
        "",
        "Example:",
        "  ludoteca stats --out out/"
    })
final class StatsCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SparkOptions sparkOptions;

  @Option(names = "--out", paramLabel = "DIR", required = true, description = "Output directory of the ingest.")
  String out;

  @Option(names = "--distinct",
      description = "Statistics count one game per identity (lichess: the Site URL; else start, moves and result), not every copy.")
  boolean distinct;

  @Option(names = "--timings", description = "Also print on stderr the wall time of each statistic.")
  boolean timings;

  @Override
  public Integer call() throws Exception {
    long started = System.nanoTime();
    Timings phases = timings ? Timings.to(spec.commandLine().getErr()::println) : Timings.NONE;
    try (Sessions.Handle h = sparkOptions.open()) {
      phases.lap("spark start");
      List<String> tables = StatsJob.run(h.spark(), out, phases, distinct);
      Summaries.stats(spec.commandLine().getOut(), tables, Summaries.trim(out));
    }
    Summaries.elapsed(spec.commandLine().getOut(), started);
    return 0;
  }
}
