package org.ludoteca.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared vocabulary: {@link Side}, {@link Winner} and {@link Verdict}, and their labels. */
class VocabularyTest {

  /* --------------- labels --------------- */

  @Test
  void label_eachConstant_theWordTheTablesWrite() {
    assertEquals(List.of("white", "black"), Arrays.stream(Side.values()).map(Side::label).toList());
    assertEquals(List.of("white", "black", "draw"), Arrays.stream(Winner.values()).map(Winner::label).toList());
    assertEquals(List.of("VALID", "ILLEGAL", "RESULT_MISMATCH", "UNREADABLE"),
        Arrays.stream(Verdict.values()).map(Verdict::label).toList());
  }

  @Test
  void label_calledTwice_sameString() {
    // A replay writes a label per game and per capture: no string may be built per call.
    for (Side s : Side.values()) {
      assertSame(s.label(), s.label());
      assertSame(s.label(), s.toString());
    }
    for (Winner w : Winner.values()) {
      assertSame(w.label(), w.label());
    }
    for (Verdict v : Verdict.values()) {
      assertSame(v.label(), v.label());
    }
  }

  /* --------------- ofLabel --------------- */

  @Test
  void ofLabel_label_roundTrips() {
    for (Side s : Side.values()) {
      assertSame(s, Side.ofLabel(s.label()));
    }
    for (Winner w : Winner.values()) {
      assertSame(w, Winner.ofLabel(w.label()));
    }
    for (Verdict v : Verdict.values()) {
      assertSame(v, Verdict.ofLabel(v.label()));
    }
  }

  @Test
  void ofLabel_null_null() {
    assertNull(Side.ofLabel(null));
    assertNull(Winner.ofLabel(null));
    assertNull(Verdict.ofLabel(null));
  }

  @Test
  void ofLabel_otherWord_throwsNamingIt() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Side.ofLabel("draw")).getMessage()
        .contains("draw"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Side.ofLabel("WHITE")).getMessage()
        .contains("WHITE"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Winner.ofLabel("1-0")).getMessage()
        .contains("1-0"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Verdict.ofLabel("valid")).getMessage()
        .contains("valid"));
  }

  /* --------------- Side and Winner --------------- */

  @Test
  void opponent_eachSide_theOther() {
    assertSame(Side.BLACK, Side.WHITE.opponent());
    assertSame(Side.WHITE, Side.BLACK.opponent());
  }

  @Test
  void ofResultToken_eachWinnersToken_thatWinnerAndNullForAnyOther() {
    for (Winner w : Winner.values()) {
      assertSame(w, Winner.ofResultToken(w.resultToken()));
    }
    assertNull(Winner.ofResultToken("*"));
    assertNull(Winner.ofResultToken(null));
    assertNull(Winner.ofResultToken("white"));
    assertNull(Winner.ofResultToken("1/2"));
  }

  @Test
  void resultToken_eachWinner_theRecordsToken() {
    assertEquals("1-0", Winner.WHITE.resultToken());
    assertEquals("0-1", Winner.BLACK.resultToken());
    assertEquals("1/2-1/2", Winner.DRAW.resultToken());
  }

  @Test
  void of_side_thatSidesWin() {
    for (Side s : Side.values()) {
      assertSame(s, Winner.of(s).side());
      assertTrue(Winner.of(s).isWonBy(s));
      assertFalse(Winner.of(s).isWonBy(s.opponent()));
    }
  }

  @Test
  void isWonBy_draw_noSide() {
    assertNull(Winner.DRAW.side());
    assertFalse(Winner.DRAW.isWonBy(Side.WHITE));
    assertFalse(Winner.DRAW.isWonBy(Side.BLACK));
    assertFalse(Winner.WHITE.isWonBy(null));
  }

  /* --------------- where the vocabulary is required --------------- */

  @Test
  void wholeReplay_unreadable_throws() {
    assertThrows(IllegalArgumentException.class,
        () -> new WholeReplay(Verdict.UNREADABLE, 0, "x", 0, null, null, null, List.of(), List.of()));
  }

  @Test
  void ending_resultToken_theWinnersToken() {
    assertEquals("0-1", new GameReplayer.Ending("checkmate", Winner.BLACK).resultToken());
    assertEquals("1/2-1/2", new GameReplayer.Ending("stalemate", Winner.DRAW).resultToken());
  }

  @Test
  void captureEvent_toString_writesTheSidesLabel() {
    assertEquals("21 white eruption:t90.@g7",
        new CaptureEvent(21, Side.WHITE, "eruption", "t90.", "g7", "piece", List.of()).toString());
  }
}
