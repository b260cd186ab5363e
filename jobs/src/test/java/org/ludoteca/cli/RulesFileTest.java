package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RulesFileTest {
  @TempDir
  Path tmp;

  private static String[] run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Ludoteca.run(args, new PrintWriter(out), new PrintWriter(err));
    return new String[] {Integer.toString(exit), out.toString(), err.toString()};
  }

  /* ---- --rules-file ---- */

  @Test
  void rulesFile_ownSectionChangesTheRules() throws Exception {
    // Under ludii movement a circle marches 1 orthogonally: from the start, White's moves differ.
    Path file = tmp.resolve("mine.rules");
    Files.writeString(file, "[sideways]\nextends = cvr\nmovement = ludii\n");
    String[] cvr = run("perft", "--depth", "1");
    String[] mine = run("perft", "--rules-file", file.toString(), "--rules", "sideways", "--depth", "1");
    assertEquals("0", mine[0], mine[2]);
    assertEquals("nodes 47", cvr[1].strip());
    assertTrue(!mine[1].strip().equals("nodes 47"), mine[1]);
  }

  @Test
  void rulesFile_singleSectionIsUsedWithoutRules() throws Exception {
    Path file = tmp.resolve("one.rules");
    Files.writeString(file, "[black-first]\nfirstMover = black\n");
    String[] r = run("perft", "--rules-file", file.toString(), "--no-captures", "--depth", "1");
    assertEquals("nodes 46", r[1].strip(), r[2]);
  }

  @Test
  void rulesFile_unknownKey_exitTwoNamingFileLineAndKey() throws Exception {
    Path file = tmp.resolve("bad.rules");
    Files.writeString(file, "[x]\neruptoin = on\n");
    String[] r = run("perft", "--rules-file", file.toString(), "--rules", "x", "--depth", "1");
    assertEquals("2", r[0]);
    assertTrue(r[2].startsWith("error: " + file + ":2: unknown key 'eruptoin'"), r[2]);
  }

  @Test
  void rulesFile_unknownName_listsBoth() throws Exception {
    Path file = tmp.resolve("two.rules");
    Files.writeString(file, "[a]\n[b]\n");
    String[] r = run("perft", "--rules-file", file.toString(), "--rules", "c", "--depth", "1");
    assertEquals("2", r[0]);
    assertTrue(r[2].contains("defines a, b") && r[2].contains("presets: cvr"), r[2]);
  }
}
