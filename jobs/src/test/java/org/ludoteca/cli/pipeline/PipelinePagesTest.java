package org.ludoteca.cli.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.cli.CliRun;
import picocli.CommandLine;

/**
 * Pages go where the user asked and nowhere else: {@code --notebooks}, else {@code OUT/notebooks/},
 * and the repository's {@code notebooks-export/} only for the sample run (neither {@code --input}
 * nor {@code --out}); an {@code --input} that leads to no record file stops the run before
 * anything is written.
 */
class PipelinePagesTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize();

  /** Every file of a directory with its bytes and modification time, to tell whether anything touched it. */
  private static Map<String, String> snapshot(Path dir) throws IOException {
    Map<String, String> files = new TreeMap<>();
    // At any depth: the pages' data/ folder too.
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.filter(Files::isRegularFile).toList()) {
        files.put(dir.relativize(p).toString(), Files.getLastModifiedTime(p) + " "
            + java.util.Arrays.hashCode(Files.readAllBytes(p)));
      }
    }
    return files;
  }

  private static PipelineCommand parsed(String... args) {
    CommandLine cli = new CommandLine(new PipelineCommand());
    cli.parseArgs(args);
    return cli.getCommand();
  }

  @Test
  void pipeline_withInputAndOut_pagesInOutNotebooksAndRepositoryPagesUntouched(@TempDir Path tmp) throws IOException {
    Path committed = ROOT.resolve("notebooks-export");
    Map<String, String> before = snapshot(committed);
    boolean cwdHadPages = Files.exists(Path.of("notebooks-export"));
    Path out = tmp.resolve("out");
    CliRun r = CliRun.of("pipeline", "--input", ROOT.resolve("data/zamora").toString(), "--input",
        ROOT.resolve("data/chess960").toString(), "--out", out.toString(), "--no-progress", "--master", "local[2]");
    assertEquals(0, r.exit(), r.err());
    // 24 transcriptions, 2 PGN games and TCEC's 174 (data/chess960/tcec): README.md, FORMAT.md and licences are not records.
    assertTrue(r.out().contains("reconciliation: records read 200 = games 200 + rejected 0"), r.out());
    assertTrue(r.out().contains("pages in " + out.resolve("notebooks") + ": overview.html, caliz-spec.html, "
        + "chess960-chess960.html, compases-spec.html, futez-spec.html, goldeoro-spec.html, goldrez-spec.html, "
        + "golez-spec.html (and a notebook .ipynb beside each)"), r.out());
    assertTrue(Files.exists(out.resolve("notebooks/chess960-chess960.ipynb")));
    assertEquals(before, snapshot(committed), "the repository's notebooks-export/ is left alone");
    assertEquals(cwdHadPages, Files.exists(Path.of("notebooks-export")), "no notebooks-export/ made here either");
  }

  @Test
  void pipeline_missingInput_exit2AndNothingWritten(@TempDir Path tmp) {
    Path out = tmp.resolve("out");
    CliRun r = CliRun.of("pipeline", "--input", "/no/such/path", "--out", out.toString(), "--no-progress");
    assertEquals(2, r.exit(), r.err());
    assertEquals("error: --input /no/such/path: no such file or directory\n", r.err());
    assertEquals("", r.out());
    assertFalse(Files.exists(out), "no output directory, no overview");
  }

  @Test
  void pipeline_inputWithoutRecordFiles_exit2AndNothingWritten(@TempDir Path tmp) throws IOException {
    Path notes = Files.createDirectories(tmp.resolve("notes"));
    Files.writeString(notes.resolve("README.md"), "about the games\n");
    Files.writeString(notes.resolve("todo.txt"), "transcribe the games\n");
    Path out = tmp.resolve("out");
    CliRun r = CliRun.of("pipeline", "--input", notes.toString(), "--out", out.toString(), "--notebooks",
        tmp.resolve("pages").toString(), "--no-progress");
    assertEquals(2, r.exit(), r.err());
    assertTrue(r.err().startsWith("error: --input " + notes + ": no record file in it ("), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertFalse(Files.exists(out));
    assertFalse(Files.exists(tmp.resolve("pages")));
  }

  @Test
  void ingest_globMatchingNothing_exit2(@TempDir Path tmp) {
    String glob = tmp.resolve("*.rpgn.gz").toString();
    CliRun r = CliRun.of("ingest", "--input", glob, "--out", tmp.resolve("out").toString(), "--no-progress");
    assertEquals(2, r.exit(), r.err());
    assertEquals("error: --input " + glob + ": matches no file or directory\n", r.err());
    assertFalse(Files.exists(tmp.resolve("out")));
  }

  /* --------------- where the pages go --------------- */

  @Test
  void pagesDir_sampleRun_notebooksExport() {
    assertEquals(PipelineCommand.SAMPLE_PAGES, parsed().pagesDir());
    assertEquals(PipelineCommand.SAMPLE_PAGES, parsed("--no-progress", "--positions").pagesDir());
  }

  @Test
  void pagesDir_inputOrOutGiven_outNotebooks() {
    assertNull(parsed("--input", "dumps/").pagesDir(), "null: OUT/notebooks");
    assertNull(parsed("--out", "elsewhere/").pagesDir());
    assertNull(parsed("--input", "data/", "--out", "out/").pagesDir(), "even when they name the defaults");
  }

  @Test
  void pagesDir_notebooksGiven_thatDirectory() {
    assertEquals(Path.of("pages"), parsed("--notebooks", "pages").pagesDir());
    assertEquals(Path.of("pages"), parsed("--input", "dumps/", "--notebooks", "pages").pagesDir());
  }

  @Test
  void sampleRejudge_sampleRunOnly_everyRuleSetUnlessAsked() {
    assertEquals(org.ludoteca.spark.PipelineJob.everyRuleSet(), parsed().sampleRejudge());
    assertTrue(parsed().sampleRejudge().containsAll(java.util.List.of("cvr", "tutorial", "spec")),
        "the rule sets of every game");
    assertEquals(java.util.List.of(), parsed("--out", "x").sampleRejudge(), "another run: only what is asked");
    assertEquals(java.util.List.of("ludii"), parsed("--rejudge", "ludii").sampleRejudge());
  }
}
