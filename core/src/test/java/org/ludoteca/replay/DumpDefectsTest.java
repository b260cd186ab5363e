package org.ludoteca.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ludoteca.TestData;
import org.ludoteca.game.Verdict;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.MoveAnnotations;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;

/**
 * The defects of real dumps (data/FORMAT.md section 11, "Defects of real dumps"), one record each
 * in {@code chess/dump-defects/lichess-defects.pgn}, with its exact verdict, error and warning.
 */
class DumpDefectsTest {
  private static final List<GameRecord> RECORDS = new ArrayList<>();
  private static final List<ReplayResult> RESULTS = new ArrayList<>();

  @BeforeAll
  static void read() throws IOException {
    try (RecordReader in = RecordReader.open(TestData.resource("chess/dump-defects/lichess-defects.pgn"))) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        RECORDS.add((GameRecord) r);
        RESULTS.add(Replay.of(r, null));
      }
    }
  }

  @Test
  void replay_chess960StartWithCastlingFieldNamingTheKing_takesTheStartsRights() {
    ReplayResult r = RESULTS.get(0);
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals(7, r.plies());
    assertEquals(List.of("FEN castling field 'HEhe' does not match the rooks of start position 518: used 'HAha'"),
        r.warnings());
  }

  @Test
  void replay_chess960StartWithoutCastlingRights_castlesWithTheStartsRights() {
    ReplayResult r = RESULTS.get(1);
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals(4, r.plies());
    assertEquals(List.of("FEN castling field '-' does not match the rooks of start position "
        + org.ludoteca.chess960.StartPositions.number("BQNBRKRN").getAsInt() + ": used 'KQkq'"), r.warnings());
  }

  @Test
  void replay_castlingRightWithoutRookOutsideAStart_isDroppedWithAWarning() {
    ReplayResult r = RESULTS.get(2);
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals(List.of("FEN castling field 'KQ' names a square without a rook: used 'K'"), r.warnings());
  }

  @Test
  void replay_fenTagQuestionMark_isUnreadable() {
    ReplayResult r = RESULTS.get(3);
    assertEquals(Verdict.UNREADABLE, r.verdict());
    assertEquals("FEN tag is \"?\"", r.error());
  }

  @Test
  void replay_moveAfterCheckmate_isIllegalAtThatPly() {
    ReplayResult r = RESULTS.get(4);
    assertEquals(Verdict.ILLEGAL, r.verdict());
    assertEquals(5, r.errorPly());
    assertEquals("move a3 after the game already ended at ply 4 (checkmate)", r.error());
  }

  @Test
  void replay_lichessMovetextWithCommentsNagsAndNoBlackMoveNumbers_isValid() {
    ReplayResult r = RESULTS.get(5);
    assertEquals(Verdict.VALID, r.verdict(), r.describe());
    assertEquals(4, r.plies());
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), RECORDS.get(5).moves());
  }

  @Test
  void of_lichessComments_givesClocksAndEvalsByPly() {
    GameRecord g = RECORDS.get(5);
    MoveAnnotations a = MoveAnnotations.of(g.text(), g.moves().size());
    assertEquals(Arrays.asList(18000, 17950, 17800, null), a.clocks());
    assertEquals(Arrays.asList(17, null, null, -(MoveAnnotations.MATE - 4)), a.evals());
  }

  @Test
  void of_recordWithoutCommands_givesNulls() {
    GameRecord g = RECORDS.get(0);
    MoveAnnotations a = MoveAnnotations.of(g.text(), g.moves().size());
    assertNull(a.clocks());
    assertNull(a.evals());
  }

  @Test
  void of_commentsInVariationsAndBeforeTheFirstMove_areIgnored() {
    String text = "[Event \"x\"]\n\n{ [%clk 0:01:00] } 1. e4 ( 1. d4 { [%clk 0:00:01] } ) { [%eval -1.5] } e5 "
        + "{ [%eval #3] [%clk 1:00:00] } *";
    MoveAnnotations a = MoveAnnotations.of(text, 2);
    assertEquals(Arrays.asList(null, 360000), a.clocks());
    assertEquals(Arrays.asList(-150, MoveAnnotations.MATE - 3), a.evals());
  }

  @Test
  void replay_unsupportedVariant_isUnreadable() {
    ReplayResult r = RESULTS.get(6);
    assertEquals(Verdict.UNREADABLE, r.verdict());
    assertEquals("unsupported variant Antichess", r.error());
  }
}
