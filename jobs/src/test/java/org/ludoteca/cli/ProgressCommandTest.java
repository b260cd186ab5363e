package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Spark commands' progress on a stderr that is not a terminal (a log): plain lines, stdout unchanged. */
class ProgressCommandTest {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/rithmomachia");

  @Test
  void ingest_stderrNotATerminal_plainProgressLinesAndTheSameSummary(@TempDir Path quiet, @TempDir Path shown) {
    CliRun without = CliRun.of("ingest", "--input", DATA.toString(), "--out", quiet.toString(), "--no-progress",
        "--master", "local[2]");
    CliRun with = CliRun.of("ingest", "--input", DATA.toString(), "--out", shown.toString(), "--master", "local[2]",
        "--split-size", "4096");
    assertEquals(0, without.exit(), without.err());
    assertEquals(0, with.exit(), with.err());
    assertFalse(without.err().contains("progress:"), without.err());
    assertTrue(with.err().lines().anyMatch(l -> l.startsWith("progress: ingest run-000001: 0/")), with.err());
    assertFalse(with.err().contains("\r"), "plain lines, nothing redrawn: " + with.err());
    assertFalse(with.out().contains("progress"), with.out());
    assertEquals(summary(without.out(), quiet), summary(with.out(), shown));
  }

  /** stdout with the output directory named DIR and the elapsed time left out. */
  private static String summary(String out, Path dir) {
    return out.replace(dir.toString(), "DIR").replaceAll("done in [0-9.]+ s", "done in T s");
  }
}
