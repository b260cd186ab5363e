package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.apache.spark.Success$;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.SparkListenerTaskStart;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.table.Table;

/**
 * The pipeline on a standalone cluster (a master and two one-core workers on 127.0.0.1) while one
 * worker is killed ({@code kill -9} of its JVM and its executor's) during the ingest's tasks, and
 * while one executor alone is killed: the job completes through Spark's task retry, and the
 * tables, statistics and reconciliation equal a clean local run's (no record read twice or lost).
 * The ingest is cut into many small slices ({@code --split-size 4096}) so that it is still running
 * when the first task has ended; the kill hits the executor of a worker running a task then.
 */
@Timeout(value = 15, unit = TimeUnit.MINUTES)
class WorkerFailureIT {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data")
      .toAbsolutePath().normalize();
  private static final String JAR = Path.of(System.getProperty("ludoteca.spark.jar", "target/ludoteca-spark.jar"))
      .toAbsolutePath().toString();

  @TempDir
  static Path tmp;
  private static StandaloneCluster cluster;
  private static Path local;
  private static String localOut;

  @BeforeAll
  static void localRunAndCluster() throws Exception {
    assertTrue(Files.isRegularFile(Path.of(JAR)), "the spark-submit jar is built: " + JAR);
    local = tmp.resolve("out-local");
    SparkSession s = Sessions.open("local[2]", Map.of(), false).spark();
    try {
      localOut = StandaloneCluster.runCli(args("local[2]", local));
    } finally {
      s.stop();
    }
    cluster = StandaloneCluster.start(tmp, 2);
  }

  @AfterAll
  static void stopCluster() {
    if (cluster != null) {
      cluster.close();
    }
  }

  @BeforeEach
  void twoWorkers() throws Exception {
    for (int i = 0; i < 2; i++) {
      if (!cluster.worker(i).isAlive()) {
        cluster.startWorker(i);
      }
    }
    cluster.waitForWorkers(2);
  }

  @Test
  void pipeline_workerKilledDuringIngest_completesAsLocal() throws Exception {
    runKilling("worker", true);
  }

  @Test
  void pipeline_executorKilledDuringIngest_completesAsLocal() throws Exception {
    runKilling("executor", false);
  }

  /** Runs the pipeline on the cluster, kills a worker (or its executor) once a task has ended, and compares. */
  private void runKilling(String name, boolean wholeWorker) throws Exception {
    Path out = tmp.resolve("out-" + name);
    Map<String, String> conf = new LinkedHashMap<>();
    conf.put("spark.jars", JAR);
    conf.put("spark.driver.host", "127.0.0.1");
    conf.put("spark.driver.bindAddress", "127.0.0.1");
    conf.put("spark.executor.memory", "512m");
    conf.put("spark.cores.max", "2");
    conf.put("spark.executor.extraJavaOptions", StandaloneCluster.FLAGS);
    conf.put("spark.ui.enabled", "false");
    Sessions.Handle h = Sessions.open(cluster.master(), conf, false);
    Tasks tasks = new Tasks();
    h.spark().sparkContext().addSparkListener(tasks);
    String killed;
    try {
      Thread killer = new Thread(() -> tasks.killOnce(wholeWorker));
      killer.setDaemon(true);
      killer.start();
      String clusterOut = StandaloneCluster.runCli(args(cluster.master(), out));
      if (tasks.target.isDone()) {
        killer.join(); // the kill was under way; without a target there was none to wait for
      }
      killed = tasks.killed;
      assertTrue(killed != null, "a " + name + " was killed during the ingest: " + tasks.kill);
      assertFalse(tasks.failed.isEmpty(), "a task was lost with the " + name + " and run again");
      assertTrue(tasks.failed.stream().allMatch(tasks.succeeded::contains),
          "every lost task succeeded on retry: lost " + tasks.failed + ", succeeded " + tasks.succeeded.size());

      String reconciliation = localOut.lines().filter(l -> l.startsWith("reconciliation: ")).findFirst().orElseThrow();
      assertTrue(clusterOut.contains(reconciliation), "no record read twice or lost: " + reconciliation + "\n"
          + clusterOut);
    } finally {
      h.spark().stop();
    }
    for (String r : Table.statistics().stream().map(Table::tableName).toList()) {
      assertArrayEquals(Files.readAllBytes(local.resolve("reports").resolve(r + ".csv")),
          Files.readAllBytes(out.resolve("reports").resolve(r + ".csv")), r);
    }
    SparkSession spark = Sessions.open("local[2]", Map.of(), false).spark();
    try {
      for (String t : java.util.stream.Stream.of(Table.GAMES, Table.CAPTURES, Table.REJECTED, Table.GAME_SUMMARY,
          Table.CAPTURE_SUMMARY).map(Table::tableName).toList()) {
        // The map column tags cannot be compared by exceptAll; game_id covers the record's text.
        Dataset<Row> a = spark.read().schema(Table.named(t).schema()).parquet(local.resolve(t).toString()).drop("tags");
        Dataset<Row> b = spark.read().schema(Table.named(t).schema()).parquet(out.resolve(t).toString()).drop("tags");
        assertEquals(a.count(), b.count(), t);
        assertTrue(a.exceptAll(b).isEmpty() && b.exceptAll(a).isEmpty(), t + " differs");
      }
      for (Table s : Table.statistics()) {
        Dataset<Row> a = spark.read().schema(s.schema()).parquet(local.resolve("stats").resolve(s.tableName()).toString());
        Dataset<Row> b = spark.read().schema(s.schema()).parquet(out.resolve("stats").resolve(s.tableName()).toString());
        assertEquals(a.collectAsList(), b.collectAsList(), s.tableName());
      }
    } finally {
      spark.stop();
    }
  }

  /**
   * What the ingest's tasks did, and which executor to kill: once the first task has ended, the
   * first worker whose executor is seen running a task, told by the scheduler's events (on a task's
   * start or end), not by polling a clock.
   */
  private final class Tasks extends SparkListener {
    final Map<Long, String> running = new ConcurrentHashMap<>();
    final Set<Integer> failed = ConcurrentHashMap.newKeySet();
    final Set<Integer> succeeded = ConcurrentHashMap.newKeySet();
    /** The worker to kill and its executor's id, chosen once. */
    final CompletableFuture<Map.Entry<Integer, String>> target = new CompletableFuture<>();
    volatile boolean firstEnded;
    volatile String killed;
    volatile String kill = "no task of a worker's executor was running after the first task ended";

    @Override
    public void onTaskStart(SparkListenerTaskStart start) {
      running.put(start.taskInfo().taskId(), start.taskInfo().executorId());
      chooseTarget();
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
      running.remove(end.taskInfo().taskId());
      int task = end.stageId() * 1_000_000 + end.taskInfo().index();
      if (end.reason() == Success$.MODULE$) {
        succeeded.add(task);
        firstEnded = true;
      } else {
        failed.add(task);
      }
      chooseTarget();
    }

    /** After the first task's end, the first worker whose executor runs a task becomes the target. */
    private void chooseTarget() {
      if (!firstEnded || target.isDone()) {
        return;
      }
      for (int i = 0; i < 2; i++) {
        String id = cluster.executorIdOf(i).orElse(null);
        if (id != null && running.containsValue(id)) {
          target.complete(Map.entry(i, id));
          return;
        }
      }
    }

    /** Waits for the target, then kills that worker (or its executor alone). */
    void killOnce(boolean wholeWorker) {
      try {
        Map.Entry<Integer, String> t = target.get();
        int i = t.getKey();
        if (wholeWorker) {
          cluster.killWorker(i);
        } else if (!cluster.killExecutor(i)) {
          kill = "executor " + t.getValue() + " of worker " + i + " was gone before the kill";
          return;
        }
        killed = "worker " + i + " executor " + t.getValue();
        kill = killed;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (java.util.concurrent.ExecutionException e) {
        kill = "no target: " + e.getCause();
      }
    }
  }

  private static String[] args(String master, Path out) {
    List<String> a = new ArrayList<>(List.of("pipeline", "--master", master, "--input", DATA.resolve("rithmomachia")
        .toString(), "--input", DATA.resolve("chess").toString(), "--out", out.toString(), "--no-progress",
        "--split-size", "4096", "--notebooks", out.resolve("pages").toString()));
    return a.toArray(new String[0]);
  }
}
