package org.ludoteca.cli.pipeline;

import java.util.List;
import picocli.CommandLine.Option;

/** The replay options that {@code ingest} and {@code pipeline} share: what else the ingest replays. */
final class ReplayOptionsMixin {
  @Option(names = "--branching",
      description = "Also count the legal moves of every position replayed, for outcome_metrics' branching_factor and decision_moves (slower: a move generation per ply).")
  boolean branching;

  @Option(names = "--rejudge", paramLabel = "R1,R2", split = ",",
      description = "Also replay every game under each of these rule sets its game knows, into DIR/rejudged (and the statistic rule_sensitivity).")
  List<String> rejudge = new java.util.ArrayList<>();
}
