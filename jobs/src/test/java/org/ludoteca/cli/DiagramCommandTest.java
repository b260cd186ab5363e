package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.rithmomachia.notation.RithmoFen;

class DiagramCommandTest {
  private static final String CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private static String head(Path file) throws Exception {
    byte[] b = Files.readAllBytes(file);
    return new String(b, 0, Math.min(300, b.length), StandardCharsets.UTF_8);
  }

  /* ---- diagram ---- */

  @Test
  void diagram_rithmomachiaStart_writesSvg(@TempDir Path tmp) throws Exception {
    Path svg = tmp.resolve("x.svg");
    CliRun r = CliRun.of("diagram", "--game", "rithmomachia", RithmoFen.START, "--out", svg.toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals("", r.err());
    assertTrue(head(svg).contains("<svg"), head(svg));
    assertTrue(Files.readString(svg).contains("data-square=\"h15\""), "the black pyramid's square");
  }

  @Test
  void diagram_gameNotGiven_toldFromThePosition(@TempDir Path tmp) throws Exception {
    CliRun r = CliRun.of("diagram", RithmoFen.START, "--out", tmp.resolve("r.svg").toString());
    assertEquals(0, r.exit(), r.err());
    assertTrue(Files.readString(tmp.resolve("r.svg")).contains("Rithmomachia position"));
    r = CliRun.of("diagram", CHESS, "--out", tmp.resolve("c.svg").toString());
    assertEquals(0, r.exit(), r.err());
    assertTrue(Files.readString(tmp.resolve("c.svg")).contains("Chess position"));
    r = CliRun.of("diagram", "1R1/2T1A2/3C3/3D3/3@3/3d3/3c3/2a1t2/1r1 w 0-0", "--out", tmp.resolve("g.svg").toString());
    assertEquals(0, r.exit(), r.err());
    assertTrue(Files.readString(tmp.resolve("g.svg")).contains("Goldrez position"));
  }

  @Test
  void diagram_badFen_exitsTwoWithOneLineAndNoFile(@TempDir Path tmp) {
    Path svg = tmp.resolve("bad.svg");
    CliRun r = CliRun.of("diagram", "--game", "rithmomachia", "C0.7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - - 1",
        "--out", svg.toString());
    assertEquals(2, r.exit());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().startsWith("error: board column "), r.err());
    assertFalse(Files.exists(svg));
    r = CliRun.of("diagram", "no position", "--out", svg.toString());
    assertEquals(2, r.exit());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().startsWith("error: position: "), r.err());
  }

  @Test
  void diagram_unknownGameOrPng_exitsTwo(@TempDir Path tmp) {
    CliRun r = CliRun.of("diagram", "--game", "go", CHESS, "--out", tmp.resolve("x.svg").toString());
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: --game: unknown game 'go'"), r.err());
    r = CliRun.of("diagram", CHESS, "--out", tmp.resolve("x.png").toString());
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: --out: "), r.err());
  }
}
