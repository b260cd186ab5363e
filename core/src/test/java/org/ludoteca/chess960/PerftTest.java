package org.ludoteca.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.TestData;
import org.ludoteca.chess960.perft.PerftFiles;

/**
 * The reference perft files of {@code core/src/test/resources} (their sources in the README.md
 * beside each): every case of at most {@code
 * ludoteca.perft.maxNodes} nodes (system property, default 2,000,000); the rest run in {@code
 * scripts/perft-all.sh}.
 */
class PerftTest {
  private static final Path DATA = TestData.resource("");
  private static final long MAX_NODES = Long.getLong("ludoteca.perft.maxNodes", 2_000_000L);

  private static void runFile(String file, int minimumCases) throws IOException {
    List<PerftFiles.Case> cases = PerftFiles.read(DATA.resolve(file));
    long within = cases.stream().filter(c -> c.nodes() <= MAX_NODES).count();
    assertTrue(within >= Math.min(minimumCases, cases.size()),
        file + ": only " + within + " cases within the budget");
    ByteArrayOutputStream report = new ByteArrayOutputStream();
    int failures = PerftFiles.run(cases, MAX_NODES, new PrintStream(report, true, StandardCharsets.UTF_8));
    assertEquals(0, failures, report.toString(StandardCharsets.UTF_8));
  }

  @Test
  void perft_all960StartPositionsDepth1To4() throws IOException {
    runFile("chess960/startpos-perft-d1-d4.epd", 3840);
  }

  @Test
  void perft_chess960MidgamesWithinBudget() throws IOException {
    runFile("chess960/midgames.perft", 190);
  }

  @Test
  void perft_chessPositionsWithinBudget() throws IOException {
    runFile("chess/perft/chess.perft", 200);
  }

  @Test
  void perft_standardStartDepth3_8902() {
    assertEquals(8902, Chess960.perft(StartPositions.standard(), 3));
  }

  @Test
  void perft_depthZero_one() {
    assertEquals(1, Chess960.perft(StartPositions.scharnagl(0), 0));
  }

  @Test
  void divide_standardStart_sumsToPerft() {
    var divide = Chess960.divide(StartPositions.standard(), 3);
    assertEquals(20, divide.size());
    assertEquals(8902, divide.values().stream().mapToLong(Long::longValue).sum());
    assertEquals(600, divide.get(Move.normal(Square.E2, Square.E4)));
  }
}
