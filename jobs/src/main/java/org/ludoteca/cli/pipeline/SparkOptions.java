package org.ludoteca.cli.pipeline;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ludoteca.cli.common.RootCommand;
import org.ludoteca.spark.progress.ProgressDisplay;
import org.ludoteca.spark.progress.ProgressListener;
import org.ludoteca.spark.Sessions;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The options every Spark command shares: where Spark runs and how it reports progress. */
final class SparkOptions {
  @Spec(Spec.Target.MIXEE)
  CommandSpec command;

  @Option(names = "--master", paramLabel = "URL",
      description = "Spark master: local[*] (default, in this process), local[N], spark://HOST:PORT, yarn, k8s://...;"
          + " under spark-submit, its --master.")
  String master;

  @Option(names = "--conf", paramLabel = "KEY=VALUE", description = "A Spark setting, e.g. spark.executor.memory=2g (repeatable).")
  Map<String, String> conf = new LinkedHashMap<>();

  @Option(names = "--no-progress", description = "Do not show the progress line of the running stage on stderr.")
  boolean noProgress;

  /** The session; Spark's own console progress bar is always off (it interleaved with the summary). */
  Sessions.Handle open() {
    return Sessions.open(master, conf, false);
  }

  /**
   * The progress of the session's stages on the command's stderr, until closed; nothing with
   * {@code --no-progress}. Close it before printing the summary.
   */
  ProgressListener.Attached progress(Sessions.Handle h) {
    if (noProgress) {
      return ProgressListener.Attached.NONE;
    }
    boolean terminal = command.root().userObject() instanceof RootCommand root && root.errIsTerminal();
    return ProgressListener.attach(h.spark().sparkContext(),
        new ProgressDisplay(command.commandLine().getErr(), terminal, System::nanoTime));
  }
}
