package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every notebook of {@code notebooks-export/} top to bottom with {@code jupyter nbconvert
 * --to notebook --execute} (Debian's {@code jupyter-nbconvert}, {@code python3-pandas},
 * {@code python3-matplotlib}, {@code python3-ipykernel}; {@code .ci/run} installs them when
 * missing), on a copy of the folder alone in a temporary directory: no {@code out/}, no Spark,
 * only the pages and their {@code data/} CSV files, as in a fresh clone. Each must run without an
 * error and draw every chart again (an image output in each chart cell). Skipped when no Jupyter
 * is installed, except under CI.
 */
class NotebookExecutionTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path tmp;

  @BeforeAll
  static void findJupyter() throws Exception {
    boolean found;
    try {
      found = run(List.of("jupyter", "nbconvert", "--version"), Path.of(".")).exit() == 0;
    } catch (IOException e) {
      found = false;
    }
    if (!found) {
      if ("true".equals(System.getenv("CI"))) {
        throw new IllegalStateException("no jupyter nbconvert: .ci/run installs Debian's jupyter-nbconvert, "
            + "python3-pandas, python3-matplotlib and python3-ipykernel");
      }
      Assumptions.abort("no jupyter nbconvert installed (apt-get install jupyter-nbconvert python3-pandas "
          + "python3-matplotlib python3-ipykernel); .ci/run installs them");
    }
  }

  private record Result(int exit, String output) {}

  private static Result run(List<String> cmd, Path dir) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(900, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IllegalStateException("did not finish in 900 s: " + cmd);
    }
    return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
  }

  private static List<Path> notebooks(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(".ipynb")).sorted().toList();
    }
  }

  @Test
  void execute_committedNotebooks_runAndRedrawEveryChart() throws Exception {
    Path export = ROOT.resolve("notebooks-export");
    Path copy = tmp.resolve("clone/notebooks-export");
    Files.createDirectories(copy.resolve(NotebookReport.DATA_DIR));
    for (Path nb : notebooks(export)) {
      Files.copy(nb, copy.resolve(nb.getFileName()));
    }
    try (Stream<Path> s = Files.list(export.resolve(NotebookReport.DATA_DIR))) {
      for (Path csv : s.toList()) {
        Files.copy(csv, copy.resolve(NotebookReport.DATA_DIR).resolve(csv.getFileName()));
      }
    }
    List<Path> notebooks = notebooks(copy);
    assertFalse(notebooks.isEmpty(), "notebooks in " + export);

    // The kernel the notebooks name is one Jupyter has: a kernels/NAME/kernel.json in one of its data
    // folders (Debian's python3-ipykernel installs /usr/share/jupyter/kernels/python3).
    JsonNode data = JSON.readTree(run(List.of("jupyter", "--paths", "--json"), copy).output()).get("data");
    for (Path nb : notebooks) {
      String kernel = JSON.readTree(nb.toFile()).at("/metadata/kernelspec/name").asText();
      boolean installed = false;
      for (JsonNode dir : data) {
        installed |= Files.exists(Path.of(dir.asText(), "kernels", kernel, "kernel.json"));
      }
      assertTrue(installed, nb.getFileName() + " names kernel " + kernel + ", not in Jupyter's data folders " + data);
    }

    Path executed = tmp.resolve("executed");
    List<String> cmd = new ArrayList<>(List.of("jupyter", "nbconvert", "--to", "notebook", "--execute",
        "--ExecutePreprocessor.timeout=600", "--output-dir", executed.toString()));
    notebooks.forEach(nb -> cmd.add(nb.getFileName().toString()));
    Result r = run(cmd, copy);
    assertEquals(0, r.exit(), "jupyter nbconvert --execute failed:\n" + r.output());

    for (Path nb : notebooks) {
      JsonNode cells = JSON.readTree(executed.resolve(nb.getFileName()).toFile()).get("cells");
      int charts = 0;
      for (JsonNode cell : cells) {
        for (JsonNode out : cell.path("outputs")) {
          assertFalse("error".equals(out.path("output_type").asText()), nb.getFileName() + ": " + out);
        }
        if (cell.path("metadata").path("tags_chart").asBoolean()) {
          charts++;
          boolean drawn = false;
          for (JsonNode out : cell.path("outputs")) {
            drawn |= out.path("data").has("image/png") && out.path("data").path("image/png").asText().length() > 1000;
          }
          assertTrue(drawn, nb.getFileName() + ": matplotlib redraws the chart of " + cell.get("source"));
        }
      }
      assertTrue(charts > 0, nb.getFileName() + " has charts");
    }
  }
}
