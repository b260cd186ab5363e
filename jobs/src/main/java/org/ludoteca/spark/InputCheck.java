package org.ludoteca.spark;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.ludoteca.spark.files.Inputs;

/**
 * Checks the {@code --input} paths of a command before anything runs or is written: each must
 * exist and lead to at least one record file. An input that does not is bad input (exit 2), not
 * an empty corpus: a run over nothing would write empty tables and an empty overview.
 *
 * <pre>{@code
 * Optional<String> bad = InputCheck.problem(List.of("data/"), Map.of());  // empty: data/ holds records
 * }</pre>
 */
public final class InputCheck {
  private InputCheck() {}

  /**
   * The first bad input, as {@code --input PATH: reason}, or empty when every input leads to a
   * record file.
   *
   * @param inputs the paths, directories or globs, as given
   * @param sparkConf the command's {@code --conf} settings: their {@code spark.hadoop.*} keys reach
   *     the file system as Spark would pass them (used when no Spark session is running yet)
   */
  public static Optional<String> problem(List<String> inputs, Map<String, String> sparkConf) {
    Configuration conf = configuration(sparkConf);
    for (String input : inputs) {
      String why = Inputs.problem(input, conf);
      if (why != null) {
        return Optional.of("--input " + input + ": " + why);
      }
    }
    return Optional.empty();
  }

  /** The Hadoop settings of the running session, or before it the command's {@code spark.hadoop.*} ones. */
  static Configuration configuration(Map<String, String> sparkConf) {
    SparkSession running = SparkSession.getActiveSession().getOrElse(() -> null);
    if (running == null) {
      running = SparkSession.getDefaultSession().getOrElse(() -> null);
    }
    if (running != null && !running.sparkContext().isStopped()) {
      return running.sparkContext().hadoopConfiguration();
    }
    Configuration conf = new Configuration();
    // Hadoop caches file systems by scheme and user, not by configuration: a local file system
    // cached here, before the session, would be the one its writers get, not LocalFileSystemNoFork.
    conf.setBoolean("fs.file.impl.disable.cache", true);
    sparkConf.forEach((k, v) -> {
      if (k.startsWith("spark.hadoop.")) {
        conf.set(k.substring("spark.hadoop.".length()), v);
      }
    });
    return conf;
  }
}
