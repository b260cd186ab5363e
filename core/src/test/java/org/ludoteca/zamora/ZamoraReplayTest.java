package org.ludoteca.zamora;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Replays the 24 transcribed partidas of shared/data/zamora under the {@code spec} rules. */
class ZamoraReplayTest {
  static final Path DIR =
      Path.of(System.getProperty("ludoteca.root", ".")).resolve("../shared/data/zamora");

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
}
