package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.RithmoFen;

/** The engine commands moves, play and perft, through {@link Ludoteca#run}. */
class EngineCommandsTest {

  private static final String EQUALITY_EXAMPLE = "8/8/8/8/4t9.3/8/2T9.5/8/8/8/8/8/8/8/8/8 w - - - 1";


  private static CliRun run(String... args) {
    return CliRun.of(args);
  }

  /* ---- perft ---- */

  @Test
  void perft_cvrNoCapturesDepth2_2162() {
    CliRun r = run("perft", "--rules", "cvr", "--no-captures", "--depth", "2");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.last().contains("2162"), r.out());
    assertEquals("nodes 2162", r.last());
  }

  @Test
  void perft_startWithBlackToMove_46() {
    CliRun r = run("perft", "--fen", RithmoFen.START.replace(" w ", " b "), "--no-captures", "--depth", "1");
    assertEquals(0, r.exit(), r.err());
    assertEquals("nodes 46", r.last());
  }

  @Test
  void perft_withCapturesDepth2_2162() {
    CliRun r = run("perft", "--depth", "2");
    assertEquals(0, r.exit(), r.err());
    assertEquals("nodes 2162", r.last());
  }

  @Test
  void perft_divide_linePerMoveSummingToTotal() {
    CliRun r = run("perft", "--no-captures", "--depth", "2", "--divide");
    assertEquals(0, r.exit(), r.err());
    List<String> lines = r.lines();
    assertEquals(48, lines.size(), r.out());
    long sum = 0;
    for (String line : lines.subList(0, 47)) {
      String[] parts = line.split(" ");
      assertEquals(2, parts.length, line);
      assertTrue(parts[0].matches("[a-h][0-9]+-[a-h][0-9]+"), line);
      sum += Long.parseLong(parts[1]);
    }
    assertEquals(2162, sum);
    assertEquals("nodes 2162", r.last());
  }

  @Test
  void perft_negativeDepth_exitsTwo() {
    CliRun r = run("perft", "--depth", "-1");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: "), r.err());
  }

  @Test
  void perft_unknownRules_exitsTwoListingKnown() {
    CliRun r = run("perft", "--rules", "nope", "--depth", "1");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("unknown rule set 'nope'"), r.err());
    for (String name : List.of("cvr", "tutorial", "boissiere", "ludii", "axiom")) {
      assertTrue(r.err().contains(name), r.err());
    }
  }

  /* ---- moves ---- */

  @Test
  void moves_start_47Lines() {
    CliRun r = run("moves", RithmoFen.START);
    assertEquals(0, r.exit(), r.err());
    assertEquals(47, r.lines().size(), r.out());
    assertTrue(r.lines().contains("c4-d5"), r.out());
  }

  @Test
  void moves_withPiece_prefixesPiece() {
    CliRun r = run("moves", "--with-piece", RithmoFen.START);
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.lines().contains("C8c4-d5"), r.out());
  }

  @Test
  void moves_unknownRules_exitsTwo() {
    CliRun r = run("moves", "--rules", "nope", RithmoFen.START);
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("known: cvr"), r.err());
  }

  /* ---- play ---- */

  @Test
  void play_equalityExample_reportsCaptureThenFen() {
    // the spec's example with a black c1 on h16, so that Black can answer and the game goes on
    CliRun r = run("play", EQUALITY_EXAMPLE.replaceFirst("^8/", "7c1./"), "c10-e10");
    assertEquals(0, r.exit(), r.err());
    List<String> lines = r.lines();
    assertEquals(3, lines.size(), r.out());
    assertEquals("ply 1 white T9c10-e10", lines.get(0));
    assertEquals("  capture equality t9. e12 by e10", lines.get(1));
    assertTrue(lines.get(1).contains("equality") && lines.get(1).contains("e12"), r.out());
    assertEquals("fen 7c1.//////4T9.///////// b t9. - - 1", r.last());
  }

  @Test
  void play_equalityExampleAsWritten_capturesThenEndsNoLegalMove() {
    // in the example itself Black has nothing left: fen, then the end line
    CliRun r = run("play", EQUALITY_EXAMPLE, "c10-e10");
    assertEquals(0, r.exit(), r.err());
    List<String> lines = r.lines();
    assertTrue(lines.stream().anyMatch(l -> l.contains("equality") && l.contains("e12")), r.out());
    assertEquals("fen //////4T9.///////// b t9. - - 1", lines.get(lines.size() - 2));
    assertEquals("end no-legal-move draw", r.last());
  }

  @Test
  void play_illegalMove_exitsTwoNamingPly() {
    CliRun r = run("play", EQUALITY_EXAMPLE, "c10-c13");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: ply 1 c10-c13: "), r.err());
  }

  @Test
  void play_secondMoveIllegal_namesPly2() {
    CliRun r = run("play", RithmoFen.START, "c4-d5", "d5-e6");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: ply 2 d5-e6: "), r.err());
    assertTrue(r.err().contains("black is to move"), r.err());
  }

  @Test
  void play_unknownRules_exitsTwoListingKnown() {
    CliRun r = run("play", "--rules", "nope", EQUALITY_EXAMPLE, "c10-e10");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("unknown rule set 'nope'"), r.err());
    assertTrue(r.err().contains("boissiere"), r.err());
  }
}
