package org.ludoteca.spark.ingest;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.FutureTask;
import org.apache.spark.rdd.RDDOperationScope;
import org.apache.spark.sql.SparkSession;
import org.ludoteca.spark.files.Futures;
import org.ludoteca.spark.table.Table;

/**
 * The ingest's {@link TableOutputs}, prepared on a daemon thread from the ingest's start while the
 * inputs are listed and checksummed, and taken when the job is submitted. Preparing them waits for
 * the session's SQL state (built in the background since the session started) and builds Hadoop's
 * job configuration; with the first RDD scope's JSON mapper, also readied here, that was about 0.3
 * s of the driver between the listing and the first task (10^6 games). When no input is new the
 * thread is left to finish: it writes nothing.
 */
public final class PreparedOutputs {
  private final FutureTask<TableOutputs> task;

  private PreparedOutputs(FutureTask<TableOutputs> task) {
    this.task = task;
  }

  /** Starts preparing the outputs of {@code tables} under {@code staging}. */
  public static PreparedOutputs start(SparkSession spark, String staging, List<Table> tables) {
    List<Table> these = List.copyOf(tables);
    return start(() -> {
      TableOutputs outputs = TableOutputs.prepare(spark, staging, these);
      readyRddScopes();
      return outputs;
    });
  }

  /** Starts {@code prepare} on a daemon thread. */
  static PreparedOutputs start(Callable<TableOutputs> prepare) {
    return new PreparedOutputs(Futures.startDaemon("ludoteca-table-outputs", prepare));
  }

  /**
   * Spark names each RDD's scope in JSON (Jackson with its Scala module, built on first use): done
   * once here, so that the job's first RDD does not build it.
   */
  private static void readyRddScopes() {
    try {
      RDDOperationScope.fromJson(new RDDOperationScope("ludoteca", scala.Option.empty(), "0").toJson());
    } catch (RuntimeException | LinkageError e) {
      // Only a head start: the job's first RDD builds it as it always did.
    }
  }

  /** The outputs, waiting for them if need be; the preparation's own failure if it failed. */
  public TableOutputs get() throws IOException {
    return Futures.get(task, "the tables' outputs were prepared");
  }
}
