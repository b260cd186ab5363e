package org.ludoteca.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ludoteca.TestData;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.game.Verdict;

/**
 * Replays every {@code *.pgn} of the test chess corpus ({@code core/src/test/resources/chess/pgn},
 * sources in its README.md): no exception escapes, every record gets one verdict, every file's
 * verdict counts and lines skipped between records are its line of {@code VERDICTS.tsv} (counts
 * checked game by game against an independent reader), and where a
 * file has an {@code .expected} beside it (the PGN quirk files) each record meets its line:
 * {@code game N BOARD} is read and played legally to N plies and that final board, {@code read}
 * is read as a game, {@code invalid} is never VALID, {@code illegal N} is ILLEGAL at ply N.
 */
class ChessPgnCorpusTest {
  private static final Path CORPUS = TestData.resource("chess/pgn");

  static Stream<String> pgnFiles() throws IOException {
    assertTrue(Files.isDirectory(CORPUS), "chess corpus not found at " + CORPUS.normalize());
    try (Stream<Path> s = Files.walk(CORPUS)) {
      List<String> files = s.filter(p -> p.toString().endsWith(".pgn")).map(p -> CORPUS.relativize(p).toString())
          .sorted().collect(Collectors.toList());
      assertTrue(files.size() >= 52, "expected the test corpus's chess PGN files, found " + files.size());
      return files.stream();
    }
  }

  /** The expected counts of {@code VERDICTS.tsv}: file to VALID, ILLEGAL, RESULT_MISMATCH, UNREADABLE, skipped lines. */
  static Map<String, List<Long>> verdicts() throws IOException {
    Map<String, List<Long>> m = new java.util.TreeMap<>();
    for (String line : Files.readAllLines(CORPUS.resolve("VERDICTS.tsv"), StandardCharsets.UTF_8)) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t");
      m.put(f[0], Stream.of(f).skip(1).map(Long::valueOf).collect(Collectors.toList()));
    }
    return m;
  }

  @org.junit.jupiter.api.Test
  void verdicts_everyFileListed_andNoOther() throws IOException {
    List<String> listed = new ArrayList<>(verdicts().keySet());
    listed.remove("../dump-defects/lichess-defects.pgn");
    assertEquals(pgnFiles().collect(Collectors.toList()), listed);
  }

  @ParameterizedTest
  @MethodSource("pgnFiles")
  void replay_everyCorpusFile_everyGameAccountedFor(String name) throws IOException {
    replayAndCount(name);
  }

  @org.junit.jupiter.api.Test
  void replay_dumpDefects_countsAsListed() throws IOException {
    replayAndCount("../dump-defects/lichess-defects.pgn");
  }

  private static void replayAndCount(String name) throws IOException {
    Path file = CORPUS.resolve(name);
    List<ReadResult> read = new ArrayList<>();
    List<ReplayResult> results = new ArrayList<>();
    long skipped;
    try (RecordReader in = RecordReader.open(file)) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        read.add(r);
        results.add(Replay.of(r, null));
      }
      skipped = in.skipped().total();
    }
    Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
    results.forEach(r -> counts.merge(r.verdict(), 1, Integer::sum));
    assertEquals(read.size(), counts.getOrDefault(Verdict.VALID, 0) + counts.getOrDefault(Verdict.ILLEGAL, 0)
        + counts.getOrDefault(Verdict.RESULT_MISMATCH, 0) + counts.getOrDefault(Verdict.UNREADABLE, 0), name);
    List<Long> listed = verdicts().get(name);
    assertTrue(listed != null, name + " has no line in VERDICTS.tsv");
    assertEquals(listed, List.of((long) counts.getOrDefault(Verdict.VALID, 0),
        (long) counts.getOrDefault(Verdict.ILLEGAL, 0), (long) counts.getOrDefault(Verdict.RESULT_MISMATCH, 0),
        (long) counts.getOrDefault(Verdict.UNREADABLE, 0), skipped),
        name + ": VALID, ILLEGAL, RESULT_MISMATCH, UNREADABLE, skipped lines");
    for (ReplayResult r : results) {
      if (r.verdict() == Verdict.ILLEGAL) {
        assertTrue(r.errorPly() >= 1 && r.error() != null && !r.error().isBlank(), r.describe());
      }
    }
    Path expected = file.resolveSibling(file.getFileName().toString().replaceFirst("\\.pgn$", ".expected"));
    if (Files.exists(expected)) {
      checkExpected(name, expected, read, results);
    }
  }

  /** Each record against its line of the {@code .expected} file, in order. */
  private static void checkExpected(String name, Path expected, List<ReadResult> read, List<ReplayResult> results)
      throws IOException {
    List<String> lines = Files.readAllLines(expected, StandardCharsets.UTF_8).stream()
        .filter(l -> !l.isBlank() && !l.startsWith("#") && !l.startsWith("skipped ")).collect(Collectors.toList());
    assertEquals(lines.size(), read.size(), name + ": records");
    for (int i = 0; i < lines.size(); i++) {
      String[] e = lines.get(i).split(" ");
      ReplayResult r = results.get(i);
      String where = name + " record " + (i + 1) + " (" + lines.get(i) + "): " + r.describe();
      switch (e[0]) {
        case "game" -> {
          assertTrue(read.get(i) instanceof GameRecord, where);
          assertTrue(r.verdict() == Verdict.VALID || r.verdict() == Verdict.RESULT_MISMATCH, where);
          assertEquals(Integer.parseInt(e[1]), r.plies(), where);
          assertEquals(e[2], r.finalFen().split(" ")[0], where);
        }
        case "read" -> assertTrue(read.get(i) instanceof GameRecord, where);
        case "invalid" -> assertNotEquals(Verdict.VALID, r.verdict(), where);
        case "illegal" -> {
          assertEquals(Verdict.ILLEGAL, r.verdict(), where);
          assertEquals(Integer.parseInt(e[1]), r.errorPly(), where);
        }
        default -> throw new IllegalArgumentException(expected + ": unknown expectation " + lines.get(i));
      }
    }
  }
}
