package org.ludoteca.cli.pipeline;

import java.util.List;
import picocli.CommandLine.Option;

/**
 * The ingest options that {@code ingest} and {@code pipeline} share, declared once: how the inputs
 * are read and replayed, and what else the ingest replays and writes. (Help lists options in name
 * order, so where they are declared does not change it.)
 */
final class IngestOptionsMixin {
  @Option(names = "--rules", paramLabel = "R", description = "Rule set for games without a Rules tag.")
  String rules;

  @Option(names = "--split-size", paramLabel = "BYTES", defaultValue = "67108864",
      description = "Plain files above this size are read by several tasks (default: 64 MiB).")
  long splitSize;

  @Option(names = "--positions",
      description = "Also write DIR/positions: one row per position of every game played (compact binary code, or FEN).")
  boolean positions;

  @Option(names = "--branching",
      description = "Also count the legal moves of every position replayed, for outcome_metrics' branching_factor and decision_moves (slower: a move generation per ply).")
  boolean branching;

  @Option(names = "--rejudge", paramLabel = "R1,R2", split = ",",
      description = "Also replay every game under each of these rule sets its game knows, into DIR/rejudged (and the statistic rule_sensitivity).")
  List<String> rejudge = new java.util.ArrayList<>();
}
