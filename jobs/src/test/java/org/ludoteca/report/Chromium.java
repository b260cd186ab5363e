package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Headless Chromium (Debian's {@code chromium}) for the browser tests: {@link #find()} in a
 * {@code @BeforeAll} skips the test class when none is installed, except under CI ({@code CI=true}),
 * where a missing browser fails it ({@code .ci/run} installs one).
 */
final class Chromium {
  private static final String PROBE_START = "<pre id=\"probe\"";

  private final String executable;

  private Chromium(String executable) {
    this.executable = executable;
  }

  /** The installed Chromium; aborts the calling test when there is none, throws under CI. */
  static Chromium find() {
    String found = null;
    for (String c : List.of("/usr/bin/chromium", "/usr/bin/chromium-browser")) {
      if (Files.isExecutable(Path.of(c))) {
        found = c;
      }
    }
    if (found == null) {
      if ("true".equals(System.getenv("CI"))) {
        throw new IllegalStateException("no chromium: .ci/run installs Debian's chromium package");
      }
      Assumptions.abort("no chromium installed (apt-get install chromium); .ci/run installs it");
    }
    return new Chromium(found);
  }

  /** Runs it headless with {@code args} and its own profile directory; its standard output. */
  String run(List<String> args, Path profile) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(executable, "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--disable-quic", "--user-data-dir=" + profile));
    cmd.addAll(args);
    Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IllegalStateException("chromium did not finish in 120 s: " + cmd);
    }
    return new String(out, StandardCharsets.UTF_8);
  }

  /**
   * Runs {@code check} on each item, a few Chromiums at a time (a headless run mostly waits: on two
   * cores three at once take about half the time of one after the other), and waits for all; rethrows
   * the first failure in the items' order.
   */
  static <T> void forEach(List<T> items, Check<T> check) throws Exception {
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(3);
    try {
      List<java.util.concurrent.Future<?>> done = new ArrayList<>();
      for (T item : items) {
        done.add(pool.submit(() -> {
          check.accept(item);
          return null;
        }));
      }
      for (java.util.concurrent.Future<?> f : done) {
        try {
          f.get();
        } catch (java.util.concurrent.ExecutionException e) {
          if (e.getCause() instanceof Exception x) {
            throw x;
          }
          if (e.getCause() instanceof Error x) {
            throw x;
          }
          throw e;
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** A check of one item that may throw. */
  interface Check<T> {
    void accept(T item) throws Exception;
  }

  /** The JSON a probe script left in {@code <pre id="probe">} of a dumped DOM; asserts it is there. */
  static JsonNode probe(String dom, Object page) throws IOException {
    int start = dom.indexOf(PROBE_START);
    assertTrue(start >= 0, "the probe ran in " + page + ": " + dom.substring(0, Math.min(300, dom.length())));
    // after the tag's attributes (a probe may hide its findings from a screenshot taken in the same run)
    String json = dom.substring(dom.indexOf('>', start) + 1, dom.indexOf("</pre>", start))
        .replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    return new ObjectMapper().readTree(json);
  }
}
