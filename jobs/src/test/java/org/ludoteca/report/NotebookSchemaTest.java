package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every notebook the reports write, and every notebook committed in {@code notebooks-export/},
 * validates against the official nbformat 4 JSON schema. The schema comes from the npm package
 * {@code nbformat} (0.0.2 ships {@code v4/nbformat.v4.schema.json}), unpacked into
 * {@code .cache/nbformat/} by {@code .ci/run}; without it the test is skipped, except under CI.
 */
class NotebookSchemaTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));
  private static final Path SCHEMA = ROOT.resolve(".cache/nbformat/package/v4/nbformat.v4.schema.json");
  private static final ObjectMapper JSON = new ObjectMapper();
  private static JsonSchema schema;

  @TempDir
  Path tmp;

  @BeforeAll
  static void loadSchema() throws IOException {
    boolean ci = "true".equals(System.getenv("CI"));
    if (!Files.exists(SCHEMA)) {
      if (ci) {
        throw new IllegalStateException(SCHEMA + " is missing: .ci/run unpacks it with 'npm pack nbformat@0.0.2'");
      }
      Assumptions.abort("no nbformat schema at " + SCHEMA + " (run .ci/run, or: mkdir -p .cache/nbformat && cd "
          + ".cache/nbformat && npm pack nbformat@0.0.2 && tar xzf nbformat-0.0.2.tgz)");
    }
    schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(JSON.readTree(SCHEMA.toFile()));
  }

  private static Set<ValidationMessage> validate(Path notebook) throws IOException {
    return schema.validate(JSON.readTree(notebook.toFile()));
  }

  /* ---- validate ---- */

  @Test
  void validate_writtenNotebooks_conform() throws IOException {
    List<Path> notebooks = Reports.write(ReportFixtures.write(tmp.resolve("out")), tmp.resolve("export")).stream()
        .filter(p -> p.toString().endsWith(".ipynb")).toList();
    assertEquals(3, notebooks.size());
    for (Path nb : notebooks) {
      assertEquals(Set.of(), validate(nb), nb.toString());
    }
  }

  @Test
  void validate_committedNotebooks_conform() throws IOException {
    List<Path> notebooks = new ArrayList<>();
    try (Stream<Path> s = Files.list(ROOT.resolve("notebooks-export"))) {
      s.filter(p -> p.toString().endsWith(".ipynb")).sorted().forEach(notebooks::add);
    }
    assertFalse(notebooks.isEmpty(), "notebooks-export/ holds the sample corpus's notebooks");
    for (Path nb : notebooks) {
      assertEquals(Set.of(), validate(nb), nb.toString());
    }
  }

  @Test
  void validate_brokenNotebook_rejected() throws IOException {
    Path nb = Reports.write(ReportFixtures.write(tmp.resolve("out")), tmp.resolve("export")).get(1);
    JsonNode tree = JSON.readTree(nb.toFile());
    ((com.fasterxml.jackson.databind.node.ObjectNode) tree).put("nbformat", "four");
    Path broken = tmp.resolve("broken.ipynb");
    JSON.writeValue(broken.toFile(), tree);
    assertTrue(!validate(broken).isEmpty(), "the schema must see a broken notebook");
  }
}
