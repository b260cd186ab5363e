package org.ludoteca.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ludoteca.spark.Sessions;
import picocli.CommandLine.Option;

/** The options every Spark command shares: where Spark runs and how it reports progress. */
final class SparkOptions {
  @Option(names = "--master", paramLabel = "URL",
      description = "Spark master: local[*] (default, in this process), local[N], spark://HOST:PORT, yarn, k8s://...;"
          + " under spark-submit, its --master.")
  String master;

  @Option(names = "--conf", paramLabel = "KEY=VALUE", description = "A Spark setting, e.g. spark.executor.memory=2g (repeatable).")
  Map<String, String> conf = new LinkedHashMap<>();

  @Option(names = "--no-progress", description = "Do not show Spark's console progress bar.")
  boolean noProgress;

  Sessions.Handle open() {
    return Sessions.open(master, conf, !noProgress);
  }
}
