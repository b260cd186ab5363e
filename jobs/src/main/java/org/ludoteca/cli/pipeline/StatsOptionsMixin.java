package org.ludoteca.cli.pipeline;

import java.util.List;
import org.ludoteca.spark.StatsJob;
import picocli.CommandLine.Option;

/** The statistics options that {@code stats} and {@code pipeline} share. */
final class StatsOptionsMixin {
  @Option(names = "--min-games", paramLabel = "N", defaultValue = "1",
      description = "start_positions tests a start position with at least N decisive games (default: 1).")
  long minGames;

  @Option(names = "--by", paramLabel = "STRATUM",
      description = "Split every statistic by time-control, rating, month or tag:NAME (repeatable). Default: "
          + "time-control and rating when the corpus has TimeControl or Elo tags.")
  List<String> by;

  @Option(names = "--distinct",
      description = "Statistics count one game per identity (lichess: the Site URL; else start, moves and result), not every copy.")
  boolean distinct;

  /** The options of the statistics; throws IllegalArgumentException on a bad --by or --min-games. */
  StatsJob.Options options() {
    return StatsJob.Options.of(minGames, by, distinct);
  }
}
