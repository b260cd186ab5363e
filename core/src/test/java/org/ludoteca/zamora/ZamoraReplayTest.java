package org.ludoteca.zamora;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ludoteca.TestData;
import org.ludoteca.game.Verdict;
import org.ludoteca.zamora.game.ZamoraGames;

/** Replays the 24 transcribed partidas of data/zamora under the {@code spec} rules. */
class ZamoraReplayTest {
  static final Path DIR =
      TestData.data("zamora");

  static List<Path> files() throws IOException {
    try (Stream<Path> s = Files.list(DIR)) {
      return s.filter(p -> !p.getFileName().toString().equals("FORMAT.md"))
          .filter(p -> p.toString().endsWith(".txt"))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  @Test
  void files_all24() throws IOException {
    assertEquals(24, files().size());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void replay_validOrIllegalAtUnresolved(Path file) throws IOException {
    Transcription t = Transcription.read(file);
    ReplayReport r = ZamoraGames.replay(file, ZamoraRules.spec());
    String unresolved = t.unresolvedTurn();
    if (unresolved == null) {
      assertEquals(Verdict.VALID, r.verdict(), r::toString);
      assertNull(r.errorTurn());
    } else {
      assertEquals(Verdict.ILLEGAL, r.verdict(), r::toString);
      assertEquals(unresolved, r.errorTurn(), r::toString);
    }
  }

  @Test
  void replay_calizMarksAllConfirmed() throws IOException {
    ReplayReport r = ZamoraGames.replay(DIR.resolve("caliz-partida-2.txt"), ZamoraRules.spec());
    assertEquals(Verdict.VALID, r.verdict());
    assertEquals(List.of(), r.warnings());
  }

  @Test
  void replay_strictRejectsTheStraightPawnFoul() throws IOException {
    ReplayReport r = ZamoraGames.replay(DIR.resolve("goldeoro-partida-3.txt"),
        ZamoraRuleSets.byName("strict"));
    assertEquals(Verdict.ILLEGAL, r.verdict());
    assertEquals("70.1", r.errorTurn());
  }

  @Test
  void replay_illegalTurnNamedWithReason() {
    Transcription t = Transcription.parse("t", List.of("# game: compases", "# result: C1",
        "1.1 | C1 | x | V12>V23", "1.2 | C2 | x | V42>V22"));
    ReplayReport r = ZamoraGames.replay(t);
    assertEquals(Verdict.ILLEGAL, r.verdict());
    assertEquals("1.2", r.errorTurn());
    assertTrue(r.reason().contains("V22"), r.reason());
  }

  @Test
  void replay_resultMismatch() {
    Transcription t = Transcription.parse("t", List.of("# game: compases", "# result: C1",
        "1.1 | C1 | x | V12>V23", "1.2 | C2 | x | resigns"));
    assertEquals(Verdict.VALID, ZamoraGames.replay(t).verdict());
    Transcription u = Transcription.parse("u", List.of("# game: compases", "# result: C2",
        "1.1 | C1 | x | V12>V23", "1.2 | C2 | x | resigns"));
    assertEquals(Verdict.RESULT_MISMATCH, ZamoraGames.replay(u).verdict());
  }

  @Test
  void replay_removals_foulsOfTheGolDeOroPartidasAreTheSpecsList() throws IOException {
    // Spec section 6, rule 2: "Fouls seen in the partidas: P1 22.1, 23.1; P2 28.2, 49.1; P3 25.1,
    // 37.1, 41.2, 56.1, 70.1, 74.1, 75.2". P1 24.1 is the seed's "?": the replay plays the first
    // legal turn, 2.4>4.5>5.7>6.8, which is a foul (the Knight on 2.4 fouls the pawn on 4.5).
    Map<String, List<String>> fouls = new TreeMap<>();
    for (int n = 1; n <= 4; n++) {
      ReplayReport r = ZamoraGames.replay(DIR.resolve("goldeoro-partida-" + n + ".txt"), ZamoraRules.spec());
      for (ReplayReport.TurnRemoval t : r.removals()) {
        assertEquals(Removal.FOUL, t.removal().method());
        fouls.computeIfAbsent("P" + n, k -> new java.util.ArrayList<>()).add(t.turn());
      }
    }
    assertEquals(Map.of("P1", List.of("22.1", "23.1", "24.1"), "P2", List.of("28.2", "49.1"),
        "P3", List.of("25.1", "37.1", "41.2", "56.1", "70.1", "74.1", "75.2")), fouls);
  }

  @Test
  void replay_removals_partida1Foul22_1_theWhiteBishopExpelled() throws IOException {
    ReplayReport r = ZamoraGames.replay(DIR.resolve("goldeoro-partida-1.txt"), ZamoraRules.spec());
    ReplayReport.TurnRemoval first = r.removals().get(0);
    // 22.1 13.8>12.7>10.5>9.4: the white Bishop fouls the black Queen on 12.7; the 43rd turn line.
    assertEquals(new ReplayReport.TurnRemoval(43, "22.1",
        new Removal(Removal.FOUL, Side.FIRST, 'B', new Square(12, 7), 'B', new Square(13, 8))), first);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void replay_removals_capturesOnlyInCalizFoulsOnlyInGolDeOro(Path file) throws IOException {
    ReplayReport r = ZamoraGames.replay(file, ZamoraRules.spec());
    String game = r.game();
    for (ReplayReport.TurnRemoval t : r.removals()) {
      assertEquals(game.equals("caliz") ? Removal.CAPTURE : Removal.FOUL, t.removal().method(), t::toString);
      assertTrue(game.equals("caliz") || game.equals("goldeoro"), t::toString);
    }
    if (game.equals("caliz")) {
      assertTrue(!r.removals().isEmpty(), "every Cáliz partida has captures");
      // A capture takes an enemy piece: its letter's case is the other side's.
      for (ReplayReport.TurnRemoval t : r.removals()) {
        assertEquals(t.removal().side() == Side.FIRST, Character.isLowerCase(t.removal().removed()), t::toString);
      }
    }
  }
}
