package org.ludoteca.zamora;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

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
}
