package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.ludoteca.cli.Ludoteca;

/**
 * A Spark standalone cluster for tests ({@link StandaloneClusterIT}, {@link WorkerFailureIT}): a master and
 * workers (one core each), separate JVMs started from the Maven-resolved jars on 127.0.0.1. Workers
 * can be killed ({@code kill -9}, with their executors) and started again. {@link #close} stops
 * every JVM by PID, and a shutdown hook does if the test JVM dies first.
 */
final class StandaloneCluster implements AutoCloseable {
  static final String FLAGS = System.getProperty("ludoteca.spark.jvm.flags", "");

  private final Path dir;
  private final Path home;
  private final String cp;
  private final int masterPort;
  private final int masterUi;
  private final List<Process> processes = new ArrayList<>();
  private final Process[] workers;
  private final Thread hook = new Thread(this::close);

  private StandaloneCluster(Path dir, int workers) throws IOException {
    this.dir = dir;
    this.home = dir.resolve("spark-home");
    Path jars = Files.createDirectories(home.resolve("jars"));
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path p = Path.of(entry);
      if (entry.endsWith(".jar") && Files.isRegularFile(p) && !p.getFileName().toString().startsWith("ludoteca")) {
        Path link = jars.resolve(p.getFileName());
        if (!Files.exists(link)) {
          Files.createSymbolicLink(link, p.toAbsolutePath());
        }
      }
    }
    Files.createDirectories(home.resolve("conf"));
    this.cp = jars + File.separator + "*";
    this.masterPort = freePort();
    this.masterUi = freePort();
    this.workers = new Process[workers];
  }

  /** Starts a master and {@code workers} workers under {@code dir}; returns once all are alive. */
  static StandaloneCluster start(Path dir, int workers) throws Exception {
    StandaloneCluster c = new StandaloneCluster(dir, workers);
    Runtime.getRuntime().addShutdownHook(c.hook);
    c.start("master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
        Integer.toString(c.masterPort), "--webui-port", Integer.toString(c.masterUi));
    c.waitFor(() -> c.json().contains("\"status\" : \"ALIVE\""), "the master");
    for (int i = 0; i < workers; i++) {
      c.startWorker(i);
    }
    c.waitForWorkers(workers);
    return c;
  }

  String master() {
    return "spark://127.0.0.1:" + masterPort;
  }

  /** Starts worker {@code i} (again, after a kill). */
  void startWorker(int i) throws IOException {
    workers[i] = start("worker" + i + "-" + System.nanoTime(), "org.apache.spark.deploy.worker.Worker", "--host",
        "127.0.0.1", "--cores", "1", "--memory", "1g", "--webui-port", Integer.toString(freePort()), "--work-dir",
        Files.createDirectories(dir.resolve("work" + i)).toString(), master());
  }

  /** Waits until the master counts at least {@code n} alive workers. */
  void waitForWorkers(int n) throws Exception {
    waitFor(() -> json().split("\"state\" : \"ALIVE\"", -1).length - 1 >= n, n + " workers");
  }

  Process worker(int i) {
    return workers[i];
  }

  /** The executor JVM worker {@code i} runs, if any: a child process with {@code --executor-id}. */
  Optional<ProcessHandle> executorOf(int i) {
    return workers[i].toHandle().descendants()
        .filter(p -> p.info().arguments().map(a -> Arrays.asList(a).contains("--executor-id")).orElse(false))
        .findFirst();
  }

  /** The id Spark gave the executor of worker {@code i}, if it runs one. */
  Optional<String> executorIdOf(int i) {
    return executorOf(i).flatMap(p -> p.info().arguments()).map(a -> {
      List<String> args = Arrays.asList(a);
      return args.get(args.indexOf("--executor-id") + 1);
    });
  }

  /** {@code kill -9} of worker {@code i}'s JVM and of its executor's. */
  void killWorker(int i) throws InterruptedException {
    Optional<ProcessHandle> executor = executorOf(i);
    workers[i].destroyForcibly();
    executor.ifPresent(ProcessHandle::destroyForcibly);
    workers[i].waitFor(30, TimeUnit.SECONDS);
  }

  /** {@code kill -9} of worker {@code i}'s executor JVM alone; the worker stays. */
  boolean killExecutor(int i) {
    return executorOf(i).map(ProcessHandle::destroyForcibly).orElse(false);
  }

  String log(String name) throws IOException {
    StringBuilder logs = new StringBuilder();
    try (var files = Files.list(dir)) {
      for (Path p : files.filter(f -> f.getFileName().toString().startsWith(name) && f.toString().endsWith(".log"))
          .toList()) {
        logs.append("\n--- ").append(p.getFileName()).append('\n').append(Files.readString(p));
      }
    }
    return logs.toString();
  }

  @Override
  public void close() {
    synchronized (processes) {
      for (int i = processes.size() - 1; i >= 0; i--) {
        Process p = processes.get(i);
        p.descendants().forEach(ProcessHandle::destroyForcibly);
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
      processes.clear();
    }
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // already shutting down: this is the hook
    }
  }

  private Process start(String name, String main, String... args) throws IOException {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx512m", "-XX:TieredStopAtLevel=1"));
    if (!FLAGS.isBlank()) {
      cmd.addAll(Arrays.asList(FLAGS.trim().split("\\s+")));
    }
    cmd.addAll(List.of("-cp", cp, main));
    cmd.addAll(Arrays.asList(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
        .redirectOutput(dir.resolve(name + ".log").toFile());
    pb.environment().put("SPARK_HOME", home.toString());
    pb.environment().put("SPARK_SCALA_VERSION", "2.13");
    pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
    Process p = pb.start();
    synchronized (processes) {
      processes.add(p);
    }
    return p;
  }

  String json() {
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

  /**
   * Waits until {@code check} holds, asking every half second; fails at once, with the cluster's
   * logs, when a JVM of the cluster it waits for has exited (the master, or a worker not killed
   * on purpose since its start), which then cannot come up. No deadline of its own: the tests'
   * {@code @Timeout} ends a wait that never ends.
   */
  private void waitFor(BooleanSupplier check, String what) throws Exception {
    while (!check.getAsBoolean()) {
      List<Process> ours = new ArrayList<>();
      synchronized (processes) {
        ours.add(processes.get(0)); // the master
      }
      for (Process w : workers) {
        if (w != null) {
          ours.add(w);
        }
      }
      for (Process p : ours) {
        if (!p.isAlive()) {
          throw new IllegalStateException("a JVM of the cluster exited (" + p.exitValue() + ") while waiting for "
              + what + log(""));
        }
      }
      Thread.sleep(500);
    }
  }

  /** Runs {@code ludoteca args} in this JVM, asserting exit code 0; its standard output. */
  static String runCli(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Ludoteca.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    assertEquals(0, exit, Arrays.toString(args) + ": " + err);
    return out.toString();
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }
}
