package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
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
import org.ludoteca.cli.Ludoteca;

/**
 * Runs the pipeline on a real Spark standalone cluster: a master and two workers, separate JVMs
 * started from the Maven-resolved jars on 127.0.0.1, executors loading {@code
 * target/ludoteca-spark.jar}; the results must equal a local run's. The JVMs are stopped by PID
 * after the test, and by a shutdown hook if the test JVM dies first.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
class StandaloneClusterIT {
  private static final List<Process> PROCESSES = new ArrayList<>();
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data")
      .toAbsolutePath().normalize();
  private static final List<String> REPORTS = List.of("victory_types.csv", "capture_methods.csv",
      "first_player_advantage.csv", "game_length.csv", "validation.csv");
  private static final String FLAGS = System.getProperty("ludoteca.spark.jvm.flags", "");

  @TempDir
  static Path tmp;
  private static int masterPort;
  private static int masterUi;

  @BeforeAll
  static void startCluster() throws Exception {
    Runtime.getRuntime().addShutdownHook(new Thread(StandaloneClusterIT::stopCluster));
    Path home = tmp.resolve("spark-home");
    Path jars = Files.createDirectories(home.resolve("jars"));
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path p = Path.of(entry);
      if (entry.endsWith(".jar") && Files.isRegularFile(p) && !p.getFileName().toString().startsWith("ludoteca")) {
        Files.createSymbolicLink(jars.resolve(p.getFileName()), p.toAbsolutePath());
      }
    }
    Files.createDirectories(home.resolve("conf"));
    String cp = jars + File.separator + "*";
    masterPort = freePort();
    masterUi = freePort();
    start(home, cp, "master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
        Integer.toString(masterPort), "--webui-port", Integer.toString(masterUi));
    waitFor(() -> json().contains("\"status\" : \"ALIVE\""), "the master");
    for (int i = 1; i <= 2; i++) {
      start(home, cp, "worker" + i, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--cores", "1",
          "--memory", "1g", "--webui-port", Integer.toString(freePort()), "--work-dir",
          Files.createDirectories(tmp.resolve("work" + i)).toString(), "spark://127.0.0.1:" + masterPort);
    }
    waitFor(() -> json().split("\"state\" : \"ALIVE\"", -1).length - 1 >= 2, "two workers");
  }

  @AfterAll
  static void stopCluster() {
    synchronized (PROCESSES) {
      for (int i = PROCESSES.size() - 1; i >= 0; i--) {
        Process p = PROCESSES.get(i);
        p.destroy();
        try {
          if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
          }
        } catch (InterruptedException e) {
          p.destroyForcibly();
          Thread.currentThread().interrupt();
        }
      }
      PROCESSES.clear();
    }
  }

  @Test
  void pipeline_onStandaloneCluster_sameAsLocal() throws IOException {
    Path local = tmp.resolve("out-local");
    Path cluster = tmp.resolve("out-cluster");
    String jar = Path.of(System.getProperty("ludoteca.spark.jar", "target/ludoteca-spark.jar")).toAbsolutePath()
        .toString();
    assertTrue(Files.isRegularFile(Path.of(jar)), "the spark-submit jar is built: " + jar);

    String localOut = run("pipeline", "--master", "local[2]", "--input", DATA.toString(), "--out", local.toString(),
        "--no-progress", "--notebooks", tmp.resolve("pages-local").toString());
    String out = run("pipeline", "--master", "spark://127.0.0.1:" + masterPort, "--input", DATA.toString(),
        "--out", cluster.toString(), "--no-progress", "--split-size", "8192",
        "--notebooks", tmp.resolve("pages-cluster").toString(),
        "--conf", "spark.jars=" + jar,
        "--conf", "spark.driver.host=127.0.0.1", "--conf", "spark.driver.bindAddress=127.0.0.1",
        "--conf", "spark.executor.memory=512m", "--conf", "spark.cores.max=2",
        "--conf", "spark.executor.extraJavaOptions=" + FLAGS,
        "--conf", "spark.ui.enabled=false");
    String reconciliation = localOut.lines().filter(l -> l.startsWith("reconciliation: ")).findFirst().orElseThrow();
    assertTrue(out.contains(reconciliation), "the cluster run reads what the local run reads: " + reconciliation + "\n" + out);
    assertTrue(json().contains("ludoteca"), "the application ran on the cluster");

    for (String r : REPORTS) {
      assertArrayEquals(Files.readAllBytes(local.resolve("reports").resolve(r)),
          Files.readAllBytes(cluster.resolve("reports").resolve(r)), r);
    }
    SparkSession spark = Sessions.open("local[2]", Map.of(), false).spark();
    try {
      for (String t : List.of("games", "captures", "rejected")) {
        var schema = t.equals("games") ? Tables.GAMES : t.equals("captures") ? Tables.CAPTURES : Tables.REJECTED;
        Dataset<Row> a = spark.read().schema(schema).parquet(local.resolve(t).toString()).drop("tags");
        Dataset<Row> b = spark.read().schema(schema).parquet(cluster.resolve(t).toString()).drop("tags");
        assertEquals(a.count(), b.count(), t);
        assertTrue(a.exceptAll(b).isEmpty() && b.exceptAll(a).isEmpty(), t + " differs");
      }
    } finally {
      spark.stop();
    }
  }

  private static String run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Ludoteca.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    assertEquals(0, exit, Arrays.toString(args) + ": " + err);
    return out.toString();
  }

  private static void start(Path home, String cp, String name, String main, String... args) throws IOException {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx512m", "-XX:TieredStopAtLevel=1"));
    cmd.addAll(Arrays.asList(FLAGS.trim().split("\\s+")));
    cmd.addAll(List.of("-cp", cp, main));
    cmd.addAll(Arrays.asList(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
        .redirectOutput(tmp.resolve(name + ".log").toFile());
    pb.environment().put("SPARK_HOME", home.toString());
    pb.environment().put("SPARK_SCALA_VERSION", "2.13");
    pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
    synchronized (PROCESSES) {
      PROCESSES.add(pb.start());
    }
  }

  private static String json() {
    try {
      HttpURLConnection c = (HttpURLConnection) URI.create("http://127.0.0.1:" + masterUi + "/json/").toURL()
          .openConnection();
      c.setConnectTimeout(2000);
      c.setReadTimeout(2000);
      try (var in = c.getInputStream()) {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      return "";
    }
  }

  private interface Check {
    boolean ok();
  }

  private static void waitFor(Check check, String what) throws InterruptedException, IOException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (!check.ok()) {
      if (System.nanoTime() > deadline) {
        StringBuilder logs = new StringBuilder();
        try (var files = Files.list(tmp)) {
          for (Path p : files.filter(f -> f.toString().endsWith(".log")).toList()) {
            logs.append("\n--- ").append(p.getFileName()).append('\n').append(Files.readString(p));
          }
        }
        throw new IllegalStateException("timed out waiting for " + what + logs);
      }
      Thread.sleep(500);
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }
}
