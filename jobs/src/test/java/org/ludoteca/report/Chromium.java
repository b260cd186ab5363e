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
  private static final String PROBE_START = "<pre id=\"probe\">";

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

  /** The JSON a probe script left in {@code <pre id="probe">} of a dumped DOM; asserts it is there. */
  static JsonNode probe(String dom, Object page) throws IOException {
    int start = dom.indexOf(PROBE_START);
    assertTrue(start >= 0, "the probe ran in " + page + ": " + dom.substring(0, Math.min(300, dom.length())));
    String json = dom.substring(start + PROBE_START.length(), dom.indexOf("</pre>", start))
        .replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    return new ObjectMapper().readTree(json);
  }
}
