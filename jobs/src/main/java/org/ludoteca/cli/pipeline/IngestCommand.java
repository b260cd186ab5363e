package org.ludoteca.cli.pipeline;

import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.progress.ProgressListener;
import org.ludoteca.spark.InputCheck;
import org.ludoteca.spark.Sessions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca ingest}: record files into the games, captures and rejected tables. */
@Command(
    name = "ingest",
    header = "Spark: ingest record files into the games, captures and rejected tables.",
    mixinStandardHelpOptions = true,
    description = {
        "Read record files (.rpgn/.pgn, .jsonl, .fen; gzip, bzip2 and zstd read; lichess's Parquet data sets, "
            + ".parquet, a row a game) from files, directories "
            + "and globs, replay every game and write the Parquet tables DIR/games, DIR/captures and "
            + "DIR/rejected (data/FORMAT.md section 9). Files already ingested (DIR/_manifest.csv: size "
            + "and SHA-256) are skipped. Prints the run, the counts by verdict and the reconciliation "
            + "records read = games + rejected; fails (exit 1) if it does not hold.",
        "",
        "Exit 0 even when records are bad or files unreadable (one 'error:' line per file); exit 2, "
            + "with nothing written, when an --input does not exist or holds no record file."
    },
    footerHeading = "%nExample:%n",
    footer = {
        "  ludoteca ingest --input data/ --input 'dumps/*.rpgn.gz' --out out/"
    })
public final class IngestCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SparkOptions sparkOptions;

  @Option(names = "--input", paramLabel = "PATH", required = true, arity = "1..*",
      description = "Record files, directories or globs (repeatable).")
  List<String> inputs;

  @Option(names = "--out", paramLabel = "DIR", required = true, description = "Output directory.")
  String out;

  @Mixin
  IngestOptionsMixin ingestOptions;

  @Override
  public Integer call() throws Exception {
    IngestJob job;
    try {
      job = IngestJob.builder().inputs(inputs).out(out).rules(ingestOptions.rules).splitSize(ingestOptions.splitSize)
          .positions(ingestOptions.positions).branching(ingestOptions.branching).rejudge(ingestOptions.rejudge)
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
    try (Sessions.Handle h = sparkOptions.open(); ProgressListener.Attached progress = sparkOptions.progress(h)) {
      IngestJob.Result r = job.run(h.spark(), m -> spec.commandLine().getErr().println("note: " + m));
      progress.close(); // before the summary, so that no progress line lands among its lines
      Summaries.ingest(spec.commandLine().getOut(), spec.commandLine().getErr(), r, Summaries.trim(out));
      Summaries.positions(spec.commandLine().getOut(), ingestOptions.positions, r, Summaries.trim(out));
    }
    Summaries.elapsed(spec.commandLine().getOut(), started);
    return 0;
  }
}
