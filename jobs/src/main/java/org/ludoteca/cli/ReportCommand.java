package org.ludoteca.cli;

import java.util.Map;
import java.util.concurrent.Callable;
import org.ludoteca.spark.CsvSink;
import org.ludoteca.spark.ReportJob;
import org.ludoteca.spark.Sessions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca report}: the statistics tables as CSV files. */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description = {
        "Write each statistics table of DIR/stats as one CSV file with a header,",
        "DIR/reports/NAME.csv; the same tables always give byte-identical files.",
        "",
        "Example:",
        "  ludoteca report --out out/"
    })
final class ReportCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SparkOptions sparkOptions;

  @Option(names = "--out", paramLabel = "DIR", required = true, description = "Output directory of the ingest.")
  String out;

  @Override
  public Integer call() throws Exception {
    long started = System.nanoTime();
    try (Sessions.Handle h = sparkOptions.open()) {
      Map<String, Integer> rows = ReportJob.run(h.spark(), out, CsvSink.toDirectory(out, h.spark().sparkContext().hadoopConfiguration()));
      Summaries.reports(spec.commandLine().getOut(), rows, Summaries.trim(out));
    }
    Summaries.elapsed(spec.commandLine().getOut(), started);
    return 0;
  }

}
