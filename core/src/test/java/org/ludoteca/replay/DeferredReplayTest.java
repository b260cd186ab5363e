package org.ludoteca.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.record.ChessPgnFiles;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;

/**
 * {@link Replay#replay(GameRecord, String, Replay.PlyListener)}, which plays with {@link
 * GameReplayer.Session#playDeferringNoMoveEnd} (checkmate and stalemate looked for only where a
 * record stops or its next move does not play), gives what playing every ply with {@link
 * GameReplayer.Session#play} gives (the reference): every game of every PGN file of the test chess
 * corpus and of {@code data/chess}, the whole result equal (verdict, plies, termination, winner,
 * final FEN, error ply and message, captures, warnings), and the listener told the same things in
 * the same order (each ply with its position and captures, each end with its ply).
 */
class DeferredReplayTest {
  private static int records;

  static Stream<Path> pgnFiles() throws IOException {
    return ChessPgnFiles.all();
  }

  /** Writes down every call, with the position of the session after each ply. */
  private static final class Calls implements Replay.PlyListener {
    final List<String> calls = new ArrayList<>();
    private GameReplayer.Session session;

    @Override
    public void started(GameReplayer.Session s) {
      session = s;
      calls.add("started " + s.fen());
    }

    @Override
    public void played(int ply, String fen, List<CaptureEvent> captures) {
      calls.add("played " + ply + " " + fen + " " + captures + " " + session.fen() + " " + session.legalMoveCount());
    }

    @Override
    public void ended(int ply, GameReplayer.Ending ending) {
      calls.add("ended " + ply + " " + ending);
    }
  }

  private static void assertSameAsPlayingEveryPly(ReadResult r, String defaultRules, String what) {
    if (!(r instanceof GameRecord g)) {
      return;
    }
    Calls want = new Calls();
    Calls got = new Calls();
    ReplayResult expected = Replay.replay(g, defaultRules, want, false);
    ReplayResult actual = Replay.replay(g, defaultRules, got);
    assertEquals(expected, actual, what);
    assertEquals(want.calls, got.calls, what);
    assertEquals(expected, Replay.of(g, defaultRules), what); // and without a listener
  }

  @ParameterizedTest
  @MethodSource("pgnFiles")
  void replay_everyChessFile_sameResultsAndListenerCallsAsPlayingEveryPly(Path file) throws IOException {
    int n = 0;
    try (RecordReader in = RecordReader.open(file)) {
      while (in.hasNext()) {
        assertSameAsPlayingEveryPly(in.next(), null, file + " record " + n);
        n++;
      }
    }
    synchronized (DeferredReplayTest.class) {
      records += n;
    }
  }

  @AfterAll
  static void corpusCounted() {
    if (records > 0) { // only when the whole parameterized test ran
      // One record per [Event] tag of the corpus (2,592), plus the 44 tag sections of
      // scalachess/uzchesscup.pgn without one, plus the quirk files' records with no Event tag,
      // split or swallowed (their .expected files; the text of not-pgn.pgn and garbage-tokens.pgn
      // is no record since it holds neither tags nor a result): 2,638.
      assertTrue(records >= 2638, "records replayed: " + records);
    }
  }

  private static void assertSame(String pgn, String defaultRules) throws IOException {
    List<ReadResult> rs = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "t",
        RecordFormat.ENVELOPE)) {
      in.forEachRemaining(rs::add);
    }
    assertFalse(rs.isEmpty());
    for (ReadResult r : rs) {
      assertSameAsPlayingEveryPly(r, defaultRules, pgn);
    }
  }

  @Test
  void replay_illegalMoveAndMoveAfterMateOrStalemate_sameVerdictsMessagesAndEnds() throws IOException {
    assertSame("[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 Nf6 1-0\n", null);
    assertSame("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 3. a3 0-1\n", null);
    assertSame("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Result \"1-0\"]\n\n1. e4 1-0\n", null);
    assertSame("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 3. Zz9 0-1\n", null);
    // stalemate (Sam Loyd's ten-move stalemate), then a move after it
    String stalemate = "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 "
        + "8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6";
    assertSame("[Result \"1/2-1/2\"]\n\n" + stalemate + " 1/2-1/2\n", null);
    assertSame("[Result \"1/2-1/2\"]\n\n" + stalemate + " Kh5 1/2-1/2\n", null);
  }

  @Test
  void replay_automaticDrawsPlayedPast_sameWarnings() throws IOException {
    // bare kings after the captures: insufficient material, then moves played past it
    assertSame("[Result \"1/2-1/2\"]\n\n[FEN \"8/8/8/3k4/8/3K4/3Q4/8 w - - 0 1\"]\n\n", null);
    assertSame("[FEN \"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\n1. Kxd2 Kd7 2. Ke3 1/2-1/2\n", null);
    assertSame("[FEN \"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\n1. Kxd2 1/2-1/2\n", null);
  }

  @Test
  void replay_rulesVariantAndBadResult_sameVerdicts() throws IOException {
    assertSame("[Result \"*\"]\n\n1. e4 *\n", "chess960");
    assertSame("[Result \"*\"]\n\n1. e4 *\n", "standard");
    assertSame("[Variant \"Chess960\"]\n[Result \"*\"]\n\n1. e4 *\n", null);
    assertSame("[Result \"2-0\"]\n\n1. e4 *\n", null);
    assertSame("[Game \"chess\"]\n[Result \"1/2-1/2\"]\n[Termination \"agreement\"]\n\n1. e4 1/2-1/2\n", null);
    assertSame("[Event \"x\"]\n[Result \"*\"]\n\n*\n", null);
  }
}
