package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.MoveNotation;
import org.ludoteca.rithmomachia.rulesets.RuleSets;
import org.ludoteca.TestData;

/**
 * The two complete games of W. D. Joyner ({@code core/src/test/resources/rithmomachia/joyner-games.txt}),
 * played under his reading of Boissière, replay under the {@code boissiere} preset: every move
 * legal, the captures the text records and no others, and White's proper victory at the last move.
 */
class JoynerGamesTest {
  private static List<List<String>> games;

  /**
   * Converts Joyner's {@code <shape><value 3 digits><from><to>} ({@code C002d6e6}; a square is a
   * rank letter a..p, a = White's back rank, then a file number 1..8) to record notation
   * ({@code C2f4-f5}). A {@code [x_t090]} capture remark is dropped: the engine finds captures.
   */
  static String toRecordNotation(String joyner) {
    String token = joyner.replaceAll("\\[.*\\]", "");
    int value = Integer.parseInt(token.substring(1, 4));
    return token.charAt(0) + Integer.toString(value) + square(token.substring(4, 6)) + "-" + square(token.substring(6, 8));
  }

  private static String square(String joyner) {
    return (char) ('a' + joyner.charAt(1) - '1') + Integer.toString(joyner.charAt(0) - 'a' + 1);
  }

  @BeforeAll
  static void read() throws IOException {
    Path file = TestData.resource("rithmomachia/joyner-games.txt");
    games = new ArrayList<>();
    List<String> current = null;
    for (String line : Files.readAllLines(file)) {
      if (line.startsWith("# Game")) {
        current = new ArrayList<>();
        games.add(current);
      } else if (!line.startsWith("#") && !line.isBlank() && current != null) {
        String[] tokens = line.trim().split("\\s+");
        for (int i = 1; i < tokens.length; i++) {
          if (!tokens[i].equals("1-0")) {
            current.add(toRecordNotation(tokens[i]));
          }
        }
      }
    }
  }

  private static List<MoveResult> replay(List<String> moves) throws Exception {
    Rithmomachia engine = Rithmomachia.of(RuleSets.named("boissiere"));
    Position p = engine.start();
    List<MoveResult> results = new ArrayList<>();
    for (String token : moves) {
      assertTrue(results.isEmpty() || results.get(results.size() - 1).end().isEmpty(),
          "the game ended before " + token);
      MoveResult r = engine.play(p, MoveNotation.resolve(engine, p, token));
      results.add(r);
      p = r.position();
    }
    return results;
  }

  @Test
  void toRecordNotation_joynerSquares() {
    assertEquals("C2f4-f5", toRecordNotation("C002d6e6"));
    assertEquals("s121b16-e16", toRecordNotation("s121p2p5"));
    assertEquals("S45g2-g5", toRecordNotation("S045b7e7[x_t090]"));
  }

  @Test
  void replay_game1_arithmeticWinOnRankNine() throws Exception {
    List<MoveResult> results = replay(games.get(0));
    assertEquals(29, results.size());
    assertTrue(results.stream().allMatch(r -> r.captures().isEmpty()), "game 1 records no capture");
    GameEnd end = results.get(28).end().orElseThrow();
    assertEquals(Termination.VICTORIA_MAGNA, end.termination());
    assertEquals(Side.WHITE, end.winner().orElseThrow());
    assertTrue(end.progressions().contains(Progression.ARITHMETIC));
    assertTrue(end.arrangement().stream().allMatch(s -> s.rank() == 9), "the pieces 2, 4, 6 stand on rank 9");
  }

  @Test
  void replay_game2_oneEruptionThenHarmonicWin() throws Exception {
    List<MoveResult> results = replay(games.get(1));
    assertEquals(27, results.size());
    List<Capture> captures = new ArrayList<>();
    results.forEach(r -> captures.addAll(r.captures()));
    assertEquals(1, captures.size(), "game 2 records exactly one capture");
    Capture c = captures.get(0);
    assertEquals(CaptureMethod.ERUPTION, c.method());
    assertEquals("t90.", c.victim().symbol());
    assertEquals(Square.parse("g5").orElseThrow(), c.attackers().get(0), "S45 erupts from g5 (45 x 2 empty squares)");
    assertFalse(results.get(20).captures().isEmpty(), "the capture comes with White's 11th move");
    GameEnd end = results.get(26).end().orElseThrow();
    assertEquals(Termination.VICTORIA_MAGNA, end.termination());
    assertEquals(Side.WHITE, end.winner().orElseThrow());
    assertTrue(end.progressions().contains(Progression.HARMONIC));
  }
}
