package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.table.Table;

/**
 * Runs the pipeline on a real Spark standalone cluster: a master and two workers, separate JVMs
 * started from the Maven-resolved jars on 127.0.0.1 ({@link StandaloneCluster}), executors loading
 * {@code target/ludoteca-spark.jar}; the results must equal a local run's.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
class StandaloneClusterIT {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data")
      .toAbsolutePath().normalize();
  private static final List<String> REPORTS = List.of("victory_types.csv", "capture_methods.csv",
      "first_player_advantage.csv", "game_length.csv", "validation.csv");

  @TempDir
  static Path tmp;
  private static StandaloneCluster standalone;

  @BeforeAll
  static void startCluster() throws Exception {
    standalone = StandaloneCluster.start(Files.createDirectories(tmp.resolve("cluster")), 2);
  }

  @AfterAll
  static void stopCluster() {
    if (standalone != null) {
      standalone.close();
    }
  }

  @Test
  void pipeline_onStandaloneCluster_sameAsLocal() throws IOException {
    Path local = tmp.resolve("out-local");
    Path cluster = tmp.resolve("out-cluster");
    String jar = Path.of(System.getProperty("ludoteca.spark.jar", "target/ludoteca-spark.jar")).toAbsolutePath()
        .toString();
    assertTrue(Files.isRegularFile(Path.of(jar)), "the spark-submit jar is built: " + jar);

    String localOut = StandaloneCluster.runCli("pipeline", "--master", "local[2]", "--input", DATA.toString(), "--out",
        local.toString(), "--no-progress", "--notebooks", tmp.resolve("pages-local").toString());
    String out = StandaloneCluster.runCli("pipeline", "--master", standalone.master(), "--input", DATA.toString(),
        "--out", cluster.toString(), "--no-progress", "--split-size", "8192",
        "--notebooks", tmp.resolve("pages-cluster").toString(),
        "--conf", "spark.jars=" + jar,
        "--conf", "spark.driver.host=127.0.0.1", "--conf", "spark.driver.bindAddress=127.0.0.1",
        "--conf", "spark.executor.memory=512m", "--conf", "spark.cores.max=2",
        "--conf", "spark.executor.extraJavaOptions=" + StandaloneCluster.FLAGS,
        "--conf", "spark.ui.enabled=false");
    String reconciliation = localOut.lines().filter(l -> l.startsWith("reconciliation: ")).findFirst().orElseThrow();
    assertTrue(out.contains(reconciliation), "the cluster run reads what the local run reads: " + reconciliation + "\n" + out);
    assertTrue(standalone.json().contains("ludoteca"), "the application ran on the cluster");

    for (String r : REPORTS) {
      assertArrayEquals(Files.readAllBytes(local.resolve("reports").resolve(r)),
          Files.readAllBytes(cluster.resolve("reports").resolve(r)), r);
    }
    SparkSession spark = Sessions.open("local[2]", Map.of(), false).spark();
    try {
      for (String t : List.of("games", "captures", "rejected")) {
        var schema = Table.named(t).schema();
        Dataset<Row> a = spark.read().schema(schema).parquet(local.resolve(t).toString()).drop("tags");
        Dataset<Row> b = spark.read().schema(schema).parquet(cluster.resolve(t).toString()).drop("tags");
        assertEquals(a.count(), b.count(), t);
        assertTrue(a.exceptAll(b).isEmpty() && b.exceptAll(a).isEmpty(), t + " differs");
      }
    } finally {
      spark.stop();
    }
  }
}
