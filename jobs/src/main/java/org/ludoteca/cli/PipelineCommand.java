package org.ludoteca.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.spark.CsvSink;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.PipelineJob;
import org.ludoteca.spark.Sessions;
import org.ludoteca.spark.Timings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca pipeline}: ingest, stats and report in one run. */
@Command(
    name = "pipeline",
    header = "The main job: ingest, statistics and reports in one run.",
    mixinStandardHelpOptions = true,
    description = {
        "Ingest the new record files, then regenerate the statistics over everything ingested",
        "and write the reports (CSV, HTML and notebooks): 'ingest', 'stats' and 'report' in one",
        "run; the pages and notebooks go to --notebooks (default notebooks-export/). Spark runs inside",
        "this process (local[*]) unless --master says otherwise. Safe to re-run: only new files",
        "are ingested, and a run killed part-way leaves the previous outputs readable.",
        "",
        "Example:",
        "  ludoteca pipeline                      # data/ into out/",
        "  ludoteca pipeline --input dumps/ --out /srv/ludoteca"
    })
final class PipelineCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SparkOptions sparkOptions;

  @Option(names = "--input", paramLabel = "PATH", arity = "1..*", defaultValue = "data/",
      description = "Record files, directories or globs (repeatable; default: data/).")
  List<String> inputs;

  @Option(names = "--out", paramLabel = "DIR", defaultValue = "out/", description = "Output directory (default: out/).")
  String out;

  @Option(names = "--notebooks", paramLabel = "DIR", defaultValue = "notebooks-export/",
      description = "Where the HTML reports and notebooks go (default: notebooks-export/).")
  java.nio.file.Path notebooks;

  @Option(names = "--rules", paramLabel = "R", description = "Rule set for games without a Rules tag.")
  String rules;

  @Option(names = "--split-size", paramLabel = "BYTES", defaultValue = "4194304",
      description = "Plain files above this size are read by several tasks (default: 4 MiB).")
  long splitSize;

  @Option(names = "--positions",
      description = "Also write DIR/positions: one row per position of every game played (compact binary code, or FEN).")
  boolean positions;

  @Option(names = "--distinct",
      description = "Statistics count one game per identity (lichess: the Site URL; else start, moves and result), not every copy.")
  boolean distinct;

  @Option(names = "--timings",
      description = "Also print on stderr the wall time of each phase (Spark start, ingest steps, each statistic, reports, pages).")
  boolean timings;

  @Override
  public Integer call() throws Exception {
    IngestJob job;
    try {
      job = IngestJob.builder().inputs(inputs).out(out).rules(rules).splitSize(splitSize).positions(positions).build();
    } catch (IllegalArgumentException e) {
      spec.commandLine().getErr().println("error: " + e.getMessage());
      return Ludoteca.EXIT_BAD_INPUT;
    }
    long started = System.nanoTime();
    Timings phases = timings ? Timings.to(spec.commandLine().getErr()::println) : Timings.NONE;
    try (Sessions.Handle h = sparkOptions.open()) {
      phases.lap("spark start");
      CsvSink sink = CsvSink.toDirectory(out, h.spark().sparkContext().hadoopConfiguration());
      PipelineJob.Result r = PipelineJob.run(h.spark(), job, out, sink,
          m -> spec.commandLine().getErr().println("note: " + m), phases, distinct);
      String dir = Summaries.trim(out);
      Summaries.ingest(spec.commandLine().getOut(), spec.commandLine().getErr(), r.ingest(), dir);
      Summaries.positions(spec.commandLine().getOut(), positions, r.ingest(), dir);
      Summaries.stats(spec.commandLine().getOut(), r.stats(), dir);
      Summaries.reports(spec.commandLine().getOut(), r.reports(), dir);
    }
    phases.lap("spark stop");
    int exit = Summaries.pages(spec.commandLine().getOut(), spec.commandLine().getErr(), out, notebooks);
    phases.lap("pages");
    Summaries.elapsed(spec.commandLine().getOut(), started);
    return exit;
  }
}
