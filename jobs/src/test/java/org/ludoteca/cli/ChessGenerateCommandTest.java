package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChessGenerateCommandTest {
  @TempDir
  Path tmp;

  private CliRun generate(String game, String white, String black, String dir) {
    return CliRun.of("generate", "--game", game, "--white", white, "--black", black, "--games", "24", "--seed", "5",
        "--max-plies", "400", "--out", tmp.resolve(dir).toString(), "--threads", "2", "--quiet");
  }

  @ParameterizedTest
  @CsvSource({"chess960, greedy, random", "chess960, random, random", "chess, greedy, greedy"})
  void generate_chessGames_everyGameReplaysValid(String game, String white, String black) throws Exception {
    CliRun g = generate(game, white, black, "out");
    assertEquals(0, g.exit(), g.err());
    List<String> args = new ArrayList<>(List.of("replay"));
    try (Stream<Path> s = Files.list(tmp.resolve("out"))) {
      s.sorted().forEach(p -> args.add(p.toString()));
    }
    CliRun r = CliRun.of(args.toArray(new String[0]));
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("read 24, valid 24, illegal 0, mismatch 0, rejected 0"), r.out());
  }

  @Test
  void generate_chess960_writesVariantSetUpFenAndVariedStarts() throws Exception {
    assertEquals(0, generate("chess960", "random", "greedy", "v").exit());
    String text = Files.readString(tmp.resolve("v/games-00000.rpgn"));
    assertTrue(text.contains("[Variant \"Chess960\"]"), text);
    assertTrue(text.contains("[SetUp \"1\"]"), text);
    List<String> fens = text.lines().filter(l -> l.startsWith("[FEN ")).distinct().collect(Collectors.toList());
    assertTrue(fens.size() > 12, "expected varied start positions, got " + fens);
  }

  @Test
  void generate_chessUnknownAgent_exitTwo() {
    CliRun r = generate("chess", "search", "random", "x");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("chess agents: random, greedy"), r.err());
  }
}
