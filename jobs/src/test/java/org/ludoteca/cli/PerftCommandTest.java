package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class PerftCommandTest {
  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private record Result(int exit, String out, String err) {
    List<String> lines() {
      return out.lines().toList();
    }

    String last() {
      List<String> l = lines();
      return l.get(l.size() - 1);
    }
  }

  private static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Ludoteca.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Result(exit, out.toString(), err.toString());
  }

  /* ---- --game chess960 / chess ---- */

  @Test
  void perft_chess960StandardFenDepth3_8902() {
    Result r = run("perft", "--game", "chess960", "--fen", START, "--depth", "3");
    assertEquals(0, r.exit(), r.err());
    assertEquals("nodes 8902", r.last());
    assertEquals(List.of("nodes 8902"), r.lines());
  }

  @Test
  void perft_chessShredderFen_sameCount() {
    Result r = run("perft", "--game", "chess", "--fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", "--depth", "2");
    assertEquals(0, r.exit(), r.err());
    assertEquals("nodes 400", r.last());
  }

  @Test
  void perft_chess960StartPositionNumber_countsThatPosition() {
    Result r = run("perft", "--game", "chess960", "--sp", "0", "--depth", "3");
    assertEquals(0, r.exit(), r.err());
    assertEquals("nodes 9006", r.last());
  }

  @Test
  void perft_divideCastlingForms_dependOnGame() {
    String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    Result chess = run("perft", "--game", "chess", "--fen", kiwipete, "--depth", "1", "--divide");
    assertEquals(0, chess.exit(), chess.err());
    assertEquals(49, chess.lines().size());
    assertTrue(chess.lines().contains("e1g1 1"), chess.out());
    assertTrue(chess.lines().contains("e1c1 1"), chess.out());
    assertEquals("nodes 48", chess.last());
    Result c960 = run("perft", "--game", "chess960", "--fen", kiwipete, "--depth", "2", "--divide");
    assertTrue(c960.lines().contains("e1h1 43"), c960.out());
    assertEquals("nodes 2039", c960.last());
  }

  @Test
  void perft_badChessFen_exitTwoWithPositionedError() {
    Result r = run("perft", "--game", "chess960", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1",
        "--depth", "1");
    assertEquals(2, r.exit());
    assertEquals("error: FEN castling column 49: unexpected 'x', expected '-' alone or rights among KQkq (X-FEN)"
        + " and A-H, a-h (Shredder-FEN)", r.err().strip());
    assertEquals("", r.out());
  }

  @Test
  void perft_unknownGame_exitTwo() {
    Result r = run("perft", "--game", "go", "--depth", "1");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("unknown game 'go'"), r.err());
  }

  @Test
  void perft_rithmomachiaDefault_unchanged() {
    Result r = run("perft", "--depth", "1");
    assertEquals(0, r.exit(), r.err());
    assertEquals("nodes 47", r.last());
  }
}
