package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.rithmomachia.notation.RithmoFen;

/** {@code ludoteca board} and {@code ludoteca moves --game}, through {@link Ludoteca#run}. */
class BoardCommandTest {
  /* ---- board ---- */

  @Test
  void board_rithmomachia_writesOneSelfContainedPageUnder3MB(@TempDir Path tmp) throws Exception {
    Path out = tmp.resolve("club/board.html");
    CliRun r = CliRun.of("board", "--game", "rithmomachia", "--rules", "boissiere", "--out", out.toString());
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().startsWith("wrote " + out + " (rithmomachia, rules boissiere, "), r.out());
    String html = Files.readString(out);
    assertTrue(Files.size(out) < 3 * 1024 * 1024, "under 3 MB: " + Files.size(out));
    assertTrue(html.contains("default-src 'none'"), "a policy forbids every fetch");
    assertFalse(html.contains("<script src") || html.contains("<link") || html.contains("http://")
        && html.contains("src=\"http"), "nothing loaded");
    assertTrue(html.contains("<noscript>"), "a message without JavaScript");
    assertTrue(html.contains("\"game\":\"rithmomachia\",\"rules\":\"boissiere\""), "opens the game asked for");
    assertEquals(1, html.split("</script>", -1).length - 1 - 2, "three scripts: the configuration, the rules, the page's");
  }

  @Test
  void board_chess960WithoutStart_drawsOneAndSaysWhich(@TempDir Path tmp) {
    CliRun r = CliRun.of("board", "--game", "chess960", "--out", tmp.resolve("b.html").toString());
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.lines().get(0).matches("start position \\d+ \\(drawn\\): \\S+/pppppppp/8/8/8/8/PPPPPPPP/\\S+ w .*"),
        r.out());
  }

  @Test
  void board_badInput_exitsTwoWritingNothing(@TempDir Path tmp) {
    Path out = tmp.resolve("b.html");
    for (List<String> args : List.of(List.of("--game", "go"), List.of("--rules", "nope"),
        List.of("--game", "chess", "--fen", "not a fen"), List.of("--game", "chess", "--sp", "3"),
        List.of("--game", "chess960", "--sp", "960"))) {
      List<String> all = new java.util.ArrayList<>(List.of("board", "--out", out.toString()));
      all.addAll(args);
      CliRun r = CliRun.of(all.toArray(String[]::new));
      assertEquals(Ludoteca.EXIT_BAD_INPUT, r.exit(), args + ": " + r.err());
      assertTrue(r.err().startsWith("error: "), r.err());
      assertFalse(Files.exists(out), args.toString());
    }
  }

  /* ---- moves --game ---- */

  @Test
  void moves_gameChess_theSessionsSanMoves() throws Exception {
    String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    CliRun r = CliRun.of("moves", "--game", "chess", fen);
    assertEquals(0, r.exit(), r.err());
    assertEquals(20, r.lines().size());
    assertTrue(r.lines().contains("Nf3") && r.lines().contains("e4"), r.out());
  }

  @Test
  void moves_gameZamora_turnsWithBlanksWrittenUnderscore() throws Exception {
    String text = Games.named("futez").replayer("spec").start(null).fen();
    CliRun r = CliRun.of("moves", "--game", "futez", text);
    assertEquals(0, r.exit(), r.err());
    List<String> expected = Games.named("futez").replayer("spec").start(text).listLegalMoves().orElseThrow()
        .stream().map(GameReplayer.LegalMove::move).toList();
    assertEquals(expected, r.lines());
    assertTrue(r.lines().stream().noneMatch(l -> l.contains(" ")), r.out());
  }

  @Test
  void moves_severalPositions_aBlankLineBetween() {
    CliRun one = CliRun.of("moves", RithmoFen.START);
    CliRun two = CliRun.of("moves", "--game", "rithmomachia", RithmoFen.START, RithmoFen.START);
    assertEquals(0, two.exit(), two.err());
    assertEquals(one.out() + System.lineSeparator() + one.out(), two.out());
  }

  @Test
  void moves_gameOptionsForRithmomachiaOnly_exitTwo() {
    CliRun r = CliRun.of("moves", "--game", "chess", "--with-piece",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assertEquals(Ludoteca.EXIT_BAD_INPUT, r.exit());
    assertEquals("error: --with-piece is for --game rithmomachia", r.err().strip());
    CliRun bad = CliRun.of("moves", "--game", "futez", "nonsense");
    assertEquals(Ludoteca.EXIT_BAD_INPUT, bad.exit());
    assertTrue(bad.err().startsWith("error: bad FEN tag: "), bad.err());
  }
}
