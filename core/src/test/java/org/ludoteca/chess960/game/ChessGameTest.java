package org.ludoteca.chess960.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.game.Games;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Side;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

class ChessGameTest {
  private static final Path SAMPLE =
      Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/chess/lichess-sample.pgn");

  private static GameRecord record(String text) {
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "test",
        RecordFormat.ENVELOPE)) {
      return (GameRecord) in.next();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static ReplayResult replay(String text) {
    return Replay.replay(record(text));
  }

  @Test
  void replay_lichessSample_everyGameValidWithCaptures() throws IOException {
    List<ReplayResult> results = new ArrayList<>();
    try (RecordReader in = RecordReader.open(SAMPLE)) {
      in.forEachRemaining(r -> results.add(Replay.of(r, null)));
    }
    assertEquals(135, results.size());
    for (ReplayResult r : results) {
      assertEquals(Verdict.VALID, r.verdict(), r.describe());
      assertEquals("chess", r.game());
      assertTrue(r.winner() != null || r.termination().equals("unfinished"), r.describe());
    }
    assertTrue(results.stream().anyMatch(r -> "checkmate".equals(r.termination())));
    assertTrue(results.stream().anyMatch(r -> "time".equals(r.termination())));
    assertTrue(results.stream().anyMatch(r -> "resignation".equals(r.termination())));
    assertTrue(results.stream().mapToInt(r -> r.captures().size()).sum() > 1000);
  }

  @Test
  void replay_sanGameNoTags_validAsChessResignation() {
    ReplayResult r = replay("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 1-0\n");
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals("chess", r.game());
    assertEquals("standard", r.rules());
    assertEquals("resignation", r.termination());
    assertEquals(Winner.WHITE, r.winner());
    assertEquals(10, r.plies());
  }

  @Test
  void replay_mateWithTerminationNormal_validCheckmate() {
    ReplayResult r = replay("[Termination \"Normal\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals("checkmate", r.termination());
    assertEquals(Winner.BLACK, r.winner());
  }

  @Test
  void replay_whiteMatedButOneZero_resultMismatch() {
    ReplayResult r = replay("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n");
    assertEquals(Verdict.RESULT_MISMATCH, r.verdict(), r.describe());
    assertTrue(r.error().contains("checkmate"), r.error());
  }

  @Test
  void replay_stalemateDeclaredWin_mismatchAndDrawValid() {
    String fen = "[SetUp \"1\"]\n[FEN \"k7/8/8/2Q5/8/8/8/7K w - - 0 1\"]\n\n";
    assertEquals(Verdict.RESULT_MISMATCH, replay(fen + "1. Qb6 1-0\n").verdict());
    ReplayResult draw = replay(fen + "1. Qb6 1/2-1/2\n");
    assertEquals(Verdict.VALID, draw.verdict(), draw.describe());
    assertEquals("stalemate", draw.termination());
  }

  @ParameterizedTest
  @ValueSource(strings = {"--", "Z0"})
  void replay_nullMove_illegalAtItsPly(String nullMove) {
    ReplayResult r = replay("1. e4 e5 2. " + nullMove + " Nc6 *\n");
    assertEquals(Verdict.ILLEGAL, r.verdict(), r.describe());
    assertEquals(3, r.errorPly());
    assertTrue(r.error().contains("null move"), r.error());
  }

  @Test
  void replay_threefoldAtTheEnd_drawByRepetition() {
    ReplayResult r = replay("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n");
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals("threefold-repetition", r.termination());
  }

  /** Knights out and back four times: the start position stands for the fifth time at ply 16. */
  private static final String FIVEFOLD_DANCE =
      "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 ";

  @Test
  void replay_playOnPastThreefold_valid() {
    ReplayResult on = replay("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 1-0\n");
    assertEquals(Verdict.VALID, on.verdict(), on.describe());
    assertEquals("resignation", on.termination());
    assertEquals(List.of(), on.warnings());
  }

  @Test
  void replay_playOnPastFivefold_validWithWarningNamingPlyAndRule() {
    ReplayResult r = replay(FIVEFOLD_DANCE + "9. e4 1/2-1/2\n");
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals(17, r.plies());
    assertEquals("agreement", r.termination());
    assertEquals(1, r.warnings().size(), r.warnings().toString());
    assertTrue(r.warnings().get(0).startsWith("ply 16: "), r.warnings().get(0));
    assertTrue(r.warnings().get(0).contains("fivefold-repetition"), r.warnings().get(0));
  }

  @Test
  void replay_endsAtFivefold_theRulesEndStands() {
    ReplayResult drawn = replay(FIVEFOLD_DANCE + "1/2-1/2\n");
    assertEquals(Verdict.VALID, drawn.verdict(), drawn.describe());
    assertEquals("fivefold-repetition", drawn.termination());
    assertEquals(List.of(), drawn.warnings());
    ReplayResult won = replay(FIVEFOLD_DANCE + "1-0\n");
    assertEquals(Verdict.RESULT_MISMATCH, won.verdict(), won.describe());
  }

  @Test
  void replay_repetitionsGoOnPastFivefold_oneWarningAndDrawLabels() {
    // the position after 1. Nf3 Nf6 stands for the fifth time at ply 18: the same stretch, no second warning
    String text = FIVEFOLD_DANCE + "9. Nf3 Nf6 1/2-1/2\n";
    ReplayResult normal = replay(text);
    assertEquals(Verdict.VALID, normal.verdict(), normal.describe());
    assertEquals("fivefold-repetition", normal.termination());
    assertEquals(1, normal.warnings().size(), normal.warnings().toString());
    ReplayResult claimed = replay("[Termination \"3-fold rep\"]\n\n" + text);
    assertEquals(Verdict.VALID, claimed.verdict(), claimed.describe());
    assertEquals("threefold-repetition", claimed.termination());
  }

  @Test
  void replay_playOnPastSeventyFiveMoves_validWithWarning() {
    String fen = "[FEN \"8/8/8/4k3/8/8/R7/4K3 w - - 149 100\"]\n\n";
    ReplayResult unfinished = replay(fen + "100. Ra3 Kd5 101. Kd2 *\n");
    assertEquals(Verdict.VALID, unfinished.verdict(), unfinished.describe());
    assertEquals("unfinished", unfinished.termination());
    assertEquals(1, unfinished.warnings().size(), unfinished.warnings().toString());
    assertTrue(unfinished.warnings().get(0).startsWith("ply 1: "), unfinished.warnings().get(0));
    assertTrue(unfinished.warnings().get(0).contains("seventy-five-moves"), unfinished.warnings().get(0));
    ReplayResult drawn = replay(fen + "100. Ra3 Kd5 101. Kd2 1/2-1/2\n");
    assertEquals(Verdict.VALID, drawn.verdict(), drawn.describe());
    assertEquals("seventy-five-moves", drawn.termination());
    ReplayResult stopped = replay(fen + "100. Ra3 1-0\n");
    assertEquals(Verdict.RESULT_MISMATCH, stopped.verdict(), stopped.describe());
  }

  @Test
  void replay_seventyFiveMovesWaived_reportedAgainAfterAPawnMove() {
    String fen = "[FEN \"8/8/4k3/8/8/8/R3P3/4K3 w - - 149 100\"]\n\n";
    ReplayResult r = replay(fen + "100. Ra3 Kd5 101. e4+ Kxe4 *\n");
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals(1, r.warnings().size(), r.warnings().toString());
    assertEquals(4, r.plies());
  }

  @Test
  void replay_playOnPastInsufficientMaterial_validWithWarning() {
    String fen = "[FEN \"4k3/8/8/8/8/1n6/8/R3K3 b - - 0 1\"]\n\n";
    ReplayResult r = replay(fen + "1... Nxa1 2. Kd2 Ke7 1/2-1/2\n");
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals("insufficient-material", r.termination());
    assertEquals(1, r.warnings().size(), r.warnings().toString());
    assertTrue(r.warnings().get(0).startsWith("ply 1: "), r.warnings().get(0));
    assertTrue(r.warnings().get(0).contains("insufficient-material"), r.warnings().get(0));
    ReplayResult stopped = replay(fen + "1... Nxa1 0-1\n");
    assertEquals(Verdict.RESULT_MISMATCH, stopped.verdict(), stopped.describe());
  }

  @Test
  void replay_mateAfterSeventyFiveMoves_checkmateNotWaived() {
    // a mate on the 150th quiet ply wins: the 75-move rule yields to it
    ReplayResult r = replay("[FEN \"7k/8/6K1/8/8/8/8/R7 w - - 149 100\"]\n\n100. Ra8# 1-0\n");
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals("checkmate", r.termination());
    assertEquals(List.of(), r.warnings());
  }

  @Test
  void replay_terminationTags_mappedToLabels() {
    assertEquals("time", replay("[Termination \"Time forfeit\"]\n\n1. e4 e5 0-1\n").termination());
    ReplayResult abandoned = replay("[Termination \"Abandoned\"]\n\n1. e4 e5 0-1\n");
    assertEquals("unfinished", abandoned.termination());
    assertEquals(Winner.BLACK, abandoned.winner());
    assertEquals("agreement", replay("1. e4 e5 1/2-1/2\n").termination());
    assertEquals(Verdict.RESULT_MISMATCH, replay("[Termination \"checkmate\"]\n\n1. e4 e5 1-0\n").verdict());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Chess960", "chess 960", "fischerandom", "Fischer Random"})
  void replay_variantTagNaming960_playedAsChess960(String variant) {
    String fen = ChessFen.write(StartPositions.scharnagl(0));
    ReplayResult r = replay("[Variant \"" + variant + "\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n1. e4 e5 *\n");
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals("chess960", r.game());
    assertEquals("chess960", r.rules());
  }

  @Test
  void replay_chess960WithoutFen_unreadable() {
    ReplayResult r = replay("[Variant \"Chess960\"]\n\n1. e4 e5 *\n");
    assertEquals(Verdict.UNREADABLE, r.verdict());
    assertTrue(r.error().contains("FEN"), r.error());
  }

  @Test
  void replay_otherVariant_unreadableNamingIt() {
    ReplayResult r = replay("[Variant \"Antichess\"]\n\n1. e3 b5 *\n");
    assertEquals(Verdict.UNREADABLE, r.verdict());
    assertTrue(r.error().contains("Antichess"), r.error());
  }

  @Test
  void recognize_eightRankFenWithoutVariant_isChess() {
    GameRecord g = record("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *\n");
    assertEquals("chess", Games.recognize(g).orElseThrow().name());
    assertEquals(Verdict.VALID, Replay.replay(g).verdict());
  }

  @Test
  void replay_uciMoves_read() {
    ReplayResult r = replay("1. e2e4 e7e5 2. g1f3 *\n");
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals(3, r.plies());
  }

  @Test
  void captures_ordinaryEnPassantAndPromotion_recorded() {
    ReplayResult ep = replay("1. e4 Nf6 2. e5 d5 3. exd6 Nc6 4. dxc7 Qxd2+ *\n");
    assertEquals(Verdict.VALID, ep.verdict(), ep.describe());
    List<CaptureEvent> c = ep.captures();
    assertEquals(new CaptureEvent(5, Side.WHITE, "en-passant", "p", "d5", "piece", List.of("e5")), c.get(0));
    assertEquals(new CaptureEvent(7, Side.WHITE, "capture", "p", "c7", "piece", List.of("d6")), c.get(1));
    assertEquals(new CaptureEvent(8, Side.BLACK, "capture", "P", "d2", "piece", List.of("d8")), c.get(2));
    ReplayResult promo = replay("[FEN \"r6k/1P6/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. bxa8=Q+ Kg7 *\n");
    assertEquals(List.of(new CaptureEvent(1, Side.WHITE, "capture", "r", "a8", "piece", List.of("b7"))),
        promo.captures());
    assertTrue(promo.finalFen().startsWith("Q7/6k1/"), promo.finalFen());
  }

  @Test
  void compactPosition_eachPly_decodesToTheSessionFen() throws Exception {
    org.ludoteca.game.GameReplayer.Session session = ChessGame.CHESS960.replayer("chess960")
        .start("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9");
    Random random = new Random(3);
    Position p = ChessFen.read(session.fen());
    for (int ply = 0; ply < 60; ply++) {
      byte[] code = session.compactPosition().orElseThrow();
      assertEquals(session.fen(), ChessFen.write(org.ludoteca.chess960.notation.CompactChessPosition.decode(code)));
      List<Move> moves = Chess960.legalMoves(p);
      if (moves.isEmpty()) {
        break;
      }
      Move m = moves.get(random.nextInt(moves.size()));
      session.play(org.ludoteca.chess960.notation.Uci.write(m));
      p = Chess960.play(p, m);
    }
  }

  @Test
  void moveLike_everyShortToken_agreesWithThePattern() {
    // every token of up to three characters over the letters a move's first characters may take
    String alphabet = "NBRQKPnbrqkabcdefghi0123456789xO-=+#";
    List<String> tokens = new ArrayList<>();
    for (char a : alphabet.toCharArray()) {
      tokens.add(String.valueOf(a));
      for (char b : alphabet.toCharArray()) {
        tokens.add("" + a + b);
        for (char c : alphabet.toCharArray()) {
          tokens.add("" + a + b + c);
        }
      }
    }
    int moves = 0;
    for (String t : tokens) {
      boolean expected = ChessGame.MOVE_LIKE.matcher(t).matches();
      assertEquals(expected, ChessGame.moveLike(t), t);
      moves += expected ? 1 : 0;
    }
    assertTrue(moves > 64 * 6, "tokens read as moves: " + moves);
  }
}
