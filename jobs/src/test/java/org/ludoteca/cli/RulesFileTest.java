package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RulesFileTest {
  @TempDir
  Path tmp;

  private static CliRun run(String... args) {
    return CliRun.of(args);
  }

  /* ---- --rules-file ---- */

  @Test
  void rulesFile_ownSectionChangesTheRules() throws Exception {
    // Under ludii movement a circle marches 1 orthogonally: from the start, White's moves differ.
    Path file = tmp.resolve("mine.rules");
    Files.writeString(file, "[sideways]\nextends = cvr\nmovement = ludii\n");
    CliRun cvr = run("perft", "--depth", "1");
    CliRun mine = run("perft", "--rules-file", file.toString(), "--rules", "sideways", "--depth", "1");
    assertEquals(0, mine.exit(), mine.err());
    assertEquals("nodes 47", cvr.out().strip());
    assertNotEquals("nodes 47", mine.out().strip());
  }

  @Test
  void rulesFile_singleSectionIsUsedWithoutRules() throws Exception {
    Path file = tmp.resolve("one.rules");
    Files.writeString(file, "[black-first]\nfirstMover = black\n");
    CliRun r = run("perft", "--rules-file", file.toString(), "--no-captures", "--depth", "1");
    assertEquals("nodes 46", r.out().strip(), r.err());
  }

  @Test
  void rulesFile_unknownKey_exitTwoNamingFileLineAndKey() throws Exception {
    Path file = tmp.resolve("bad.rules");
    Files.writeString(file, "[x]\neruptoin = on\n");
    CliRun r = run("perft", "--rules-file", file.toString(), "--rules", "x", "--depth", "1");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: " + file + ":2: unknown key 'eruptoin'"), r.err());
  }

  @Test
  void rulesFile_unknownName_listsBoth() throws Exception {
    Path file = tmp.resolve("two.rules");
    Files.writeString(file, "[a]\n[b]\n");
    CliRun r = run("perft", "--rules-file", file.toString(), "--rules", "c", "--depth", "1");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("defines a, b") && r.err().contains("presets: cvr"), r.err());
  }
}
