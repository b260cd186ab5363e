package org.ludoteca.cli.pipeline;

import java.util.concurrent.Callable;
import org.ludoteca.spark.CsvSink;
import org.ludoteca.spark.ReportJob;
import org.ludoteca.spark.Sessions;
import org.ludoteca.spark.progress.Timings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca report}: the statistics as CSV files, HTML pages and notebooks. */
@Command(
    name = "report",
    header = "Write the statistics as CSV, HTML pages and notebooks.",
    mixinStandardHelpOptions = true,
    description = {
        "Write each statistics table of DIR/stats as one CSV file with a header, DIR/reports/NAME.csv, "
            + "then the reports people read into --out: per game and rule set, and one overview, "
            + "NAME.html (self-contained: inline SVG charts, no network) and NAME.ipynb (a Jupyter "
            + "notebook with the same narrative and charts, and cells that load the Parquet tables). "
            + "The same statistics always give byte-identical files."
    },
    footerHeading = "%nExample:%n",
    footer = {
        "  ludoteca report --stats out/ --out notebooks-export/"
    })
public final class ReportCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SparkOptions sparkOptions;

  @Option(names = "--stats", paramLabel = "DIR", required = true,
      description = "The pipeline's output directory (holding stats/ and reports/).")
  String stats;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Where the HTML pages and notebooks go (default: DIR/notebooks/, DIR the --stats directory).")
  java.nio.file.Path reportsOut;

  @Override
  public Integer call() throws Exception {
    long started = System.nanoTime();
    Summaries.Pages pages = new Summaries.Pages(stats, reportsOut);
    try (Sessions.Handle h = sparkOptions.open()) {
      ReportJob.Written written = ReportJob.run(h.spark(), stats,
          CsvSink.toDirectory(stats, h.spark().sparkContext().hadoopConfiguration()), Timings.NONE, pages);
      Summaries.reports(spec.commandLine().getOut(), written.rows(), Summaries.trim(stats));
    }
    int exit = pages.print(spec.commandLine().getOut(), spec.commandLine().getErr());
    Summaries.elapsed(spec.commandLine().getOut(), started);
    return exit;
  }

}
