package org.ludoteca.chess960.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ludoteca.record.ChessPgnFiles;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.replay.Verdict;

/**
 * {@link ChessFastReplay} gives what {@link Replay#of} gives over {@link RecordReader}'s records:
 * every game of every PGN file of the test chess corpus and of {@code data/chess}, the whole
 * result equal (verdict, plies, termination, winner, final FEN, error ply and message, captures,
 * warnings).
 */
class ChessFastReplayTest {
  private static final Path SAMPLE = ChessPgnFiles.SAMPLE;
  private static int records;

  static Stream<Path> pgnFiles() throws IOException {
    return ChessPgnFiles.all();
  }

  private static List<ReplayResult> general(Path file) throws IOException {
    List<ReplayResult> out = new ArrayList<>();
    try (RecordReader in = RecordReader.open(file)) {
      in.forEachRemaining(r -> out.add(Replay.of(r, null)));
    }
    return out;
  }

  private static List<ReplayResult> fast(byte[] bytes, String source, String defaultRules) {
    List<ReplayResult> out = new ArrayList<>();
    ChessFastReplay.of(bytes, source, defaultRules, Replay.JUDGE).forEachRemaining(out::add);
    return out;
  }

  @ParameterizedTest
  @MethodSource("pgnFiles")
  void replay_everyChessFile_sameResultsAsTheGeneralReplay(Path file) throws IOException {
    List<ReplayResult> expected = general(file);
    List<ReplayResult> actual = fast(Files.readAllBytes(file), file.toString(), null);
    assertEquals(expected.size(), actual.size(), file.toString());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i), actual.get(i), file + " record " + i);
    }
    synchronized (ChessFastReplayTest.class) {
      records += expected.size();
    }
  }

  @AfterAll
  static void corpusCounted() {
    if (records > 0) { // only when the whole parameterized test ran
      // One record per [Event] tag of the corpus (2,592), plus the 44 tag sections of
      // scalachess/uzchesscup.pgn without one, plus 3 from the quirk files (records with no Event
      // tag, split or swallowed: their .expected files): 2,639.
      assertTrue(records >= 2639, "records replayed: " + records);
    }
  }

  @Test
  void replay_lichessSample_everyGameOnTheFastPath() throws IOException {
    ChessFastReplay<ReplayResult> replays = ChessFastReplay.of(Files.readAllBytes(SAMPLE), "sample", null, Replay.JUDGE);
    int games = 0;
    while (replays.hasNext()) {
      assertEquals(Verdict.VALID, replays.next().verdict());
      games++;
    }
    assertEquals(135, games);
    assertEquals(135, replays.fastRecords());
  }

  private static void assertSameAsGeneral(String pgn, String defaultRules) {
    byte[] bytes = pgn.getBytes(StandardCharsets.UTF_8);
    List<ReplayResult> expected = new ArrayList<>();
    org.ludoteca.record.FastPgnReader.of(bytes, "t").forEachRemaining(r -> expected.add(Replay.of(r, defaultRules)));
    assertFalse(expected.isEmpty());
    assertEquals(expected, fast(bytes, "t", defaultRules));
  }

  @Test
  void replay_illegalMoveAndMoveAfterMate_generalVerdictsAndMessages() {
    assertSameAsGeneral("[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 Nf6 1-0\n", null);
    assertSameAsGeneral("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 3. a3 0-1\n", null);
    assertSameAsGeneral("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Result \"1-0\"]\n\n1. e4 1-0\n", null);
  }

  @Test
  void replay_rulesVariantAndBadResult_generalVerdicts() {
    assertSameAsGeneral("[Result \"*\"]\n\n1. e4 *\n", "chess960");
    assertSameAsGeneral("[Result \"*\"]\n\n1. e4 *\n", "standard");
    assertSameAsGeneral("[Variant \"Chess960\"]\n[Result \"*\"]\n\n1. e4 *\n", null);
    assertSameAsGeneral("[Result \"2-0\"]\n\n1. e4 *\n", null);
    assertSameAsGeneral("[Game \"chess\"]\n[Result \"1/2-1/2\"]\n[Termination \"agreement\"]\n\n1. e4 1/2-1/2\n", null);
    assertSameAsGeneral("[Event \"x\"]\n[Result \"*\"]\n\n*\n", null);
    assertSameAsGeneral("[Result \"*\"]\n\n*\n", null);
    assertSameAsGeneral("[Event \"x\"]\n[Event \"y\"]\n\n1. e4 *\n\n[Result \"*\"]\n\n1. d4 *\n", null);
  }
}
