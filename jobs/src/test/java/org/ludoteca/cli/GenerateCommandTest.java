package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTest {
  @TempDir
  Path tmp;

  private static CliRun run(String... args) {
    return CliRun.of(args);
  }

  private CliRun generate(String dir, String... extra) {
    List<String> args = new java.util.ArrayList<>(List.of("generate", "--game", "rithmomachia", "--rules", "cvr",
        "--white", "greedy", "--black", "random", "--games", "45", "--seed", "11", "--max-plies", "200",
        "--out", tmp.resolve(dir).toString(), "--shard-size", "20"));
    args.addAll(List.of(extra));
    return run(args.toArray(new String[0]));
  }

  private static List<Path> files(Path dir) throws Exception {
    try (Stream<Path> s = Files.list(dir)) {
      return s.sorted().collect(Collectors.toList());
    }
  }

  /* ---- generate ---- */

  @Test
  void generate_twice_byteIdenticalShards() throws Exception {
    assertEquals(0, generate("a").exit());
    assertEquals(0, generate("b", "--threads", "1").exit());
    List<Path> a = files(tmp.resolve("a"));
    List<Path> b = files(tmp.resolve("b"));
    assertEquals(List.of("games-00000.rpgn", "games-00001.rpgn", "games-00002.rpgn"),
        a.stream().map(p -> p.getFileName().toString()).collect(Collectors.toList()));
    assertEquals(a.size(), b.size());
    for (int i = 0; i < a.size(); i++) {
      assertArrayEquals(Files.readAllBytes(a.get(i)), Files.readAllBytes(b.get(i)), a.get(i).toString());
    }
  }

  @Test
  void generate_thenReplay_everyGameValid() throws Exception {
    assertEquals(0, generate("c", "--format", "jsonl").exit());
    List<String> args = new java.util.ArrayList<>(List.of("replay"));
    files(tmp.resolve("c")).forEach(p -> args.add(p.toString()));
    CliRun r = run(args.toArray(new String[0]));
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("read 45, valid 45, illegal 0, mismatch 0, rejected 0"), r.out());
  }

  @Test
  void generate_summary_namesScoreAndRates() {
    CliRun r = generate("d");
    assertTrue(r.out().contains("wrote 45 games in 3 shard(s)"), r.out());
    assertTrue(r.out().contains("95% Wilson"), r.out());
    assertTrue(r.out().contains("plies/s"), r.out());
  }

  @Test
  void generate_badAgent_exitTwo() {
    CliRun r = run("generate", "--white", "clever", "--black", "random", "--games", "1", "--out", tmp.toString());
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: unknown agent 'clever'"), r.err());
  }

  @Test
  void generate_badFormat_exitTwo() {
    CliRun r = run("generate", "--white", "random", "--black", "random", "--games", "1", "--out", tmp.toString(),
        "--format", "xml");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("--format must be rpgn or jsonl"), r.err());
  }

  @Test
  void generate_zamoraGame_replaysValid() throws Exception {
    CliRun g = run("generate", "--game", "futez", "--white", "greedy", "--black", "random", "--games", "12",
        "--seed", "3", "--max-plies", "150", "--out", tmp.resolve("futez").toString());
    assertEquals(0, g.exit(), g.err());
    CliRun r = run("replay", tmp.resolve("futez/games-00000.rpgn").toString());
    assertTrue(r.out().contains("read 12, valid 12, illegal 0, mismatch 0, rejected 0"), r.out());
    assertTrue(Files.readString(tmp.resolve("futez/games-00000.rpgn")).contains("[Game \"futez\"]"));
  }

  @Test
  void generate_zamoraUnknownRules_exitTwo() {
    CliRun r = run("generate", "--game", "golez", "--rules", "cvr-ish", "--white", "random", "--black", "random",
        "--games", "1", "--out", tmp.toString());
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("for golez; known: spec"), r.err());
  }
}
