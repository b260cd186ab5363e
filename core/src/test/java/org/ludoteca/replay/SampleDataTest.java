package org.ludoteca.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.record.RecordReader;

/** Every record of {@code data/rithmomachia/sample.rpgn} and {@code malformed.rpgn} gets exactly its verdict. */
class SampleDataTest {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/rithmomachia");

  static List<ReplayResult> replayAll(Path file) throws IOException {
    List<ReplayResult> out = new ArrayList<>();
    try (RecordReader in = RecordReader.open(file)) {
      in.forEachRemaining(r -> out.add(Replay.of(r, null)));
    }
    return out;
  }

  private static String line(ReplayResult r) {
    return r.verdict() + " " + r.errorPly() + " " + r.plies() + " " + r.termination() + " " + r.winner();
  }

  /* --------------- positions.fen --------------- */

  @Test
  void positions_fenLinesAreRithmomachiaGamesOfNoMoves() throws IOException {
    List<ReplayResult> results = replayAll(DATA.resolve("positions.fen"));
    assertEquals(List.of("VALID 0 0 null null", "VALID 0 0 null null", "VALID 0 0 null null"),
        results.stream().map(SampleDataTest::line).toList());
    assertTrue(results.stream().allMatch(r -> r.game().equals("rithmomachia")));
    assertEquals(results.get(0).finalFen(), results.get(1).finalFen(), "the full and reduced forms are one position");
  }

  /* --------------- sample.rpgn --------------- */

  @Test
  void sample_everyGameValid() throws IOException {
    List<ReplayResult> results = replayAll(DATA.resolve("sample.rpgn"));
    assertEquals(List.of(
        "VALID 0 29 victoria-magna white",
        "VALID 0 27 victoria-magna white",
        "VALID 0 24 victoria-magna black",
        "VALID 0 50 de-corpore black",
        "VALID 0 52 victoria-magna black",
        "VALID 0 65 de-corpore white",
        "VALID 0 40 victoria-magna black",
        "VALID 0 101 de-corpore white",
        "VALID 0 121 de-corpore white",
        "VALID 0 82 de-corpore black",
        "VALID 0 51 de-corpore white",
        "VALID 0 81 de-corpore white",
        "VALID 0 168 victoria-magna black",
        "VALID 0 224 victoria-magna black",
        "VALID 0 80 de-corpore black",
        "VALID 0 68 de-corpore black",
        "VALID 0 30 resignation white",
        "VALID 0 17 resignation black",
        "VALID 0 40 agreement draw",
        "VALID 0 12 unfinished null",
        "VALID 0 9 null null",
        "VALID 0 120 ply-limit null",
        "VALID 0 61 de-corpore white"),
        results.stream().map(SampleDataTest::line).toList());
  }

  @Test
  void sample_joynerGamesUnderBoissiere() throws IOException {
    List<ReplayResult> results = replayAll(DATA.resolve("sample.rpgn"));
    assertEquals("boissiere", results.get(0).rules());
    assertEquals("boissiere", results.get(1).rules());
    assertTrue(results.get(0).captures().isEmpty());
    assertEquals(List.of("21 white eruption:t90.@g8"), results.get(1).captures().stream().map(Object::toString).toList());
  }

  /* --------------- malformed.rpgn --------------- */

  @Test
  void malformed_exactVerdicts() throws IOException {
    List<ReplayResult> results = replayAll(DATA.resolve("malformed.rpgn"));
    assertEquals(List.of(
        "UNREADABLE 0 0 null null",          // bad tag line
        "VALID 0 6 unfinished null",         // a good game after a bad one
        "UNREADABLE 0 0 null null",          // bad FEN tag
        "UNREADABLE 0 0 null null",          // unknown rule set
        "UNREADABLE 0 0 null null",          // unknown game
        "UNREADABLE 0 0 null null",          // missing Game tag
        "UNREADABLE 0 0 null null",          // bad Result tag
        "UNREADABLE 0 0 null null",          // duplicate tag
        "ILLEGAL 5 4 null null",             // illegal move
        "ILLEGAL 3 2 null null",             // unreadable move token
        "ILLEGAL 30 29 victoria-magna white", // move after the end
        "RESULT_MISMATCH 0 12 null null",    // 1-0 de-bonis, no victory
        "RESULT_MISMATCH 0 29 victoria-magna white", // termination mismatch
        "RESULT_MISMATCH 0 29 victoria-magna white", // wrong winner
        "RESULT_MISMATCH 0 29 victoria-magna white", // won game declared *
        "RESULT_MISMATCH 0 6 null null",     // Result tag and movetext token disagree
        "RESULT_MISMATCH 0 6 null null",     // resignation declared a draw
        "RESULT_MISMATCH 0 6 null null",     // unknown termination
        "UNREADABLE 0 0 null null",          // cut after its tags
        "UNREADABLE 0 0 null null",          // variation not closed
        "VALID 0 29 victoria-magna white",   // a good game after bad ones
        "UNREADABLE 0 0 null null"),         // unterminated comment: the file ends inside it
        results.stream().map(SampleDataTest::line).toList());
    List<String> errors = results.stream().map(ReplayResult::error).toList();
    assertTrue(errors.get(0).contains("expected ']'"), errors.get(0));
    assertTrue(errors.get(2).startsWith("bad FEN tag"), errors.get(2));
    assertTrue(errors.get(3).startsWith("unknown rule set 'fibonacci'"), errors.get(3));
    assertTrue(errors.get(4).startsWith("unknown game 'checkers'; known: rithmomachia"), errors.get(4));
    assertEquals("missing Game tag, and no FEN tag whose shape names a game", errors.get(5));
    assertTrue(errors.get(8).startsWith("illegal move a1-a9"), errors.get(8));
    assertTrue(errors.get(9).startsWith("unreadable move x9-y10"), errors.get(9));
    assertTrue(errors.get(10).contains("game already ended at ply 29"), errors.get(10));
    assertTrue(errors.get(21).contains("truncated: file ends inside a comment"), errors.get(21));
    ReplaySummary s = ReplaySummary.EMPTY;
    for (ReplayResult r : results) {
      s = s.plus(r.verdict());
    }
    assertEquals(new ReplaySummary(22, 2, 3, 7, 10), s);
  }
}
