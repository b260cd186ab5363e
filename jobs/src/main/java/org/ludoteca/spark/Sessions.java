package org.ludoteca.spark;

import java.util.Map;
import org.apache.spark.sql.SparkSession;

/**
 * Starts or joins the Spark session of a command. An existing session (a test's, or one started
 * by {@code spark-submit}'s driver earlier) is reused and left running; a session started here
 * is stopped by {@link Handle#close()}.
 */
public final class Sessions {
  private Sessions() {}

  /** A session and whether closing it stops it. */
  public record Handle(SparkSession spark, boolean owned) implements AutoCloseable {
    @Override
    public void close() {
      if (owned) {
        spark.stop();
      }
    }
  }

  /**
   * Returns the running session, or starts one.
   *
   * @param master the master URL, or null for {@code spark.master} as set by {@code spark-submit},
   *     else {@code local[*]}
   * @param conf more Spark settings ({@code --conf k=v})
   * @param progress whether to show Spark's console progress bar
   */
  public static Handle open(String master, Map<String, String> conf, boolean progress) {
    SparkSession existing = SparkSession.getActiveSession().getOrElse(() -> null);
    if (existing == null) {
      existing = SparkSession.getDefaultSession().getOrElse(() -> null);
    }
    if (existing != null && !existing.sparkContext().isStopped()) {
      return new Handle(existing, false);
    }
    String m = master != null ? master : System.getProperty("spark.master", "local[*]");
    // The classic (in-process) session's own builder: SparkSession.builder() first finds that
    // builder by Scala's runtime reflection, whose universe costs about a second of one core on the
    // main thread before the context starts (1.15 of the 2.2 CPU s of this method on the real
    // records, profiled), and nothing later in a command needs that universe.
    org.apache.spark.sql.classic.SparkSession.Builder b = org.apache.spark.sql.classic.SparkSession.builder()
        .appName("ludoteca").master(m)
        .config("spark.ui.showConsoleProgress", progress)
        .config("spark.sql.sources.partitionOverwriteMode", "dynamic")
        .config("spark.sql.sources.partitionColumnTypeInference.enabled", false)
        .config("spark.sql.session.timeZone", "UTC")
        .config("spark.sql.shuffle.partitions", 8)
        .config("spark.sql.parquet.compression.codec", "zstd")
        // zstd level 1, not parquet-mr's 3: at 10^6 lichess games the ingest's tasks use 0.4-0.8 CPU s
        // less and `captures` is 27 % smaller (`games` 2 % larger); data/FORMAT.md section 9, Encodings
        .config("spark.hadoop.parquet.compression.codec.zstd.level", 1)
        .config("spark.sql.debug.maxToStringFields", 200);
    if (m.startsWith("local")) {
      // Local disks: file modes set in-process, not by a chmod process per file (LocalFileSystemNoFork).
      b.config("spark.hadoop.fs.file.impl", LocalFileSystemNoFork.class.getName());
      b.config("spark.ui.enabled", false)
          .config("spark.driver.host", "127.0.0.1")
          .config("spark.driver.bindAddress", "127.0.0.1");
    }
    conf.forEach(b::config);
    SparkSession spark = b.getOrCreate();
    prepareSql(spark);
    return new Handle(spark, true);
  }

  /**
   * Builds the session's SQL state (its catalog, function registry and parser: some 2,000 classes,
   * 0.4 s of one core) on a background thread, while the command lists and checksums its inputs:
   * the ingest's writers and every statistic need it, and the first to ask would otherwise build it
   * then, with the other core idle. Scala's lazy value is built once, under the session's lock; a
   * command that asks sooner waits for it.
   */
  private static void prepareSql(SparkSession spark) {
    Thread t = new Thread(() -> {
      try {
        spark.sessionState();
      } catch (RuntimeException | LinkageError e) {
        // The command's own first use builds it again and reports the failure where it happens.
      }
    }, "ludoteca-sql-state");
    t.setDaemon(true);
    t.start();
  }
}
