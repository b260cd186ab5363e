package org.ludoteca.cli.pipeline;

import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.spark.CsvSink;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.InputCheck;
import org.ludoteca.spark.PipelineJob;
import org.ludoteca.spark.progress.ProgressListener;
import org.ludoteca.spark.Sessions;
import org.ludoteca.spark.StatsJob;
import org.ludoteca.spark.progress.Timings;
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
        "Ingest the new record files, then regenerate the statistics over everything ingested "
            + "and write the reports (CSV, HTML and notebooks): 'ingest', 'stats' and 'report' in one "
            + "run; the pages and notebooks go to --notebooks (default OUT/notebooks/; the sample run, "
            + "with neither --input nor --out, writes the repository's notebooks-export/). Spark runs "
            + "inside this process (local[*]) unless --master says otherwise. Safe to re-run: only new "
            + "files are ingested, and a run killed part-way leaves the previous outputs readable. An "
            + "--input that does not exist or holds no record file is bad input (exit 2, nothing written)."
    },
    footerHeading = "%nExamples:%n",
    footer = {
        "  ludoteca pipeline                      # data/ into out/ and notebooks-export/",
        "  ludoteca pipeline --input dumps/ --out /srv/ludoteca"
    })
public final class PipelineCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SparkOptions sparkOptions;

  @Option(names = "--input", paramLabel = "PATH", arity = "1..*", defaultValue = "data/",
      description = "Record files, directories or globs (repeatable; default: data/): .rpgn/.pgn, .jsonl, .fen "
          + "(also gzip, bzip2, zstd), and lichess's Parquet data sets: .parquet files, partition directories "
          + "included.")
  List<String> inputs;

  @Option(names = "--out", paramLabel = "DIR", defaultValue = "out/", description = "Output directory (default: out/).")
  String out;

  @Option(names = "--notebooks", paramLabel = "DIR",
      description = "Where the HTML reports and notebooks go (default: OUT/notebooks/; with neither --input nor"
          + " --out: notebooks-export/).")
  java.nio.file.Path notebooks;

  /** The sample run's pages: the committed report of data/, written only when no input or output was named. */
  static final java.nio.file.Path SAMPLE_PAGES = java.nio.file.Path.of("notebooks-export/");

  @Mixin
  IngestOptionsMixin ingestOptions;

  @Mixin
  StatsOptionsMixin statsOptionsMixin;

  @Option(names = "--timings",
      description = "Also print on stderr the wall time of each phase (Spark start, ingest steps, each statistic, reports, pages).")
  boolean timings;

  @Override
  public Integer call() throws Exception {
    IngestJob job;
    StatsJob.Options statsOptions;
    try {
      statsOptions = statsOptionsMixin.options();
      job = IngestJob.builder().inputs(inputs).out(out).rules(ingestOptions.rules).splitSize(ingestOptions.splitSize)
          .positions(ingestOptions.positions).branching(ingestOptions.branching).rejudge(sampleRejudge())
          .build();
    } catch (IllegalArgumentException e) {
      spec.commandLine().getErr().println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    java.util.Optional<String> badInput = InputCheck.problem(inputs, sparkOptions.conf);
    if (badInput.isPresent()) {
      spec.commandLine().getErr().println("error: " + badInput.get());
      return ExitCodes.BAD_INPUT;
    }
    long started = System.nanoTime();
    job.prefetch(sparkOptions.conf); // the input files' checksums while the Spark session starts
    Timings phases = timings ? Timings.to(spec.commandLine().getErr()::println) : Timings.NONE;
    Summaries.Pages pages = new Summaries.Pages(out, pagesDir());
    try (Sessions.Handle h = sparkOptions.open(); ProgressListener.Attached progress = sparkOptions.progress(h)) {
      phases.watch(h.spark().sparkContext());
      phases.lap("spark start");
      CsvSink sink = CsvSink.toDirectory(out, h.spark().sparkContext().hadoopConfiguration());
      PipelineJob.Result r = PipelineJob.run(h.spark(), job, out, sink,
          m -> spec.commandLine().getErr().println("note: " + m), phases, statsOptions, pages);
      progress.close(); // before the summary, so that no progress line lands among its lines
      String dir = Summaries.trim(out);
      Summaries.ingest(spec.commandLine().getOut(), spec.commandLine().getErr(), r.ingest(), dir);
      Summaries.positions(spec.commandLine().getOut(), ingestOptions.positions, r.ingest(), dir);
      Summaries.stats(spec.commandLine().getOut(), r.stats(), dir);
      Summaries.reports(spec.commandLine().getOut(), r.reports(), dir);
    }
    phases.lap("spark stop");
    int exit = pages.print(spec.commandLine().getOut(), spec.commandLine().getErr());
    Summaries.elapsed(spec.commandLine().getOut(), started);
    return exit;
  }

  /** {@code --rejudge}; without it, the sample run rejudges under every rule set (its pages chart rule sensitivity). */
  List<String> sampleRejudge() {
    picocli.CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
    boolean sample = !parsed.hasMatchedOption("--input") && !parsed.hasMatchedOption("--out");
    return sample && ingestOptions.rejudge.isEmpty() ? PipelineJob.everyRuleSet() : ingestOptions.rejudge;
  }

  /** {@code --notebooks}, else notebooks-export/ for the sample run, else null: OUT/notebooks/. */
  java.nio.file.Path pagesDir() {
    if (notebooks != null) {
      return notebooks;
    }
    picocli.CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
    return parsed.hasMatchedOption("--input") || parsed.hasMatchedOption("--out") ? null : SAMPLE_PAGES;
  }
}
