package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

class StrataTest {
  @Test
  void timeControl_lichessClasses() {
    // Estimated duration base + 40 x increment: 15+0 = 15 < 30; 60+0 = 60 and 0+1 = 40 < 180;
    // 180+0 = 180 and 120+1 = 160 < 180 (bullet); 180+2 = 260 < 480; 300+3 = 420; 480+0 = 480
    // rapid; 600+5 = 800; 900+10 = 1300 < 1500; 1500+0 = 1500 classical; 1800+20 = 2600.
    assertEquals("ultrabullet", Strata.timeControl("15+0"));
    assertEquals("ultrabullet", Strata.timeControl("29+0"));
    assertEquals("bullet", Strata.timeControl("30+0"));
    assertEquals("bullet", Strata.timeControl("60+0"));
    assertEquals("bullet", Strata.timeControl("0+1"));
    assertEquals("bullet", Strata.timeControl("120+1"));
    assertEquals("blitz", Strata.timeControl("180+0"));
    assertEquals("blitz", Strata.timeControl("300+3"));
    assertEquals("rapid", Strata.timeControl("480+0"));
    assertEquals("rapid", Strata.timeControl("900+10"));
    assertEquals("classical", Strata.timeControl("1500+0"));
    assertEquals("classical", Strata.timeControl("1800+20"));
    assertEquals("correspondence", Strata.timeControl("-"));
    assertEquals("unknown", Strata.timeControl(null));
    assertEquals("unknown", Strata.timeControl("?"));
    assertEquals("unknown", Strata.timeControl("300"));
    assertEquals("unknown", Strata.timeControl("40/7200:3600"));
  }

  @Test
  void rating_meanInBandsOf200() {
    assertEquals("1400-1599", Strata.rating("1400", "1599"));
    // (1028 + 1100)/2 = 1064.
    assertEquals("1000-1199", Strata.rating("1028", "1100"));
    // (1399 + 1400)/2 = 1399.5, below 1400.
    assertEquals("1200-1399", Strata.rating("1399", "1400"));
    assertEquals("2600-2799", Strata.rating("2700", "2700"));
    assertEquals("unrated", Strata.rating("?", "1500"));
    assertEquals("unrated", Strata.rating("1500", null));
    assertEquals("unrated", Strata.rating("", "1500"));
  }

  @Test
  void month_utcDateElseDate() {
    assertEquals("2025-05", Strata.month("2025.05.01", "2025.04.30"));
    assertEquals("2025-04", Strata.month(null, "2025.04.30"));
    assertEquals("2025-04", Strata.month("2025.??.??", "2025.04.30"));
    assertEquals("unknown", Strata.month("2025.??.??", "????.??.??"));
    assertEquals("unknown", Strata.month(null, null));
  }

  @Test
  void parse_optionValues() {
    assertEquals("time_control", Strata.parse("time-control"));
    assertEquals("rating", Strata.parse("rating"));
    assertEquals("month", Strata.parse("month"));
    assertEquals("tag:Event", Strata.parse("tag:Event"));
    assertThrows(IllegalArgumentException.class, () -> Strata.parse("tag:"));
    assertThrows(IllegalArgumentException.class, () -> Strata.parse("elo"));
  }

  @Test
  void of_tagsOfAGame() {
    Map<String, String> s = Strata.of(Map.of("TimeControl", "300+0", "WhiteElo", "1500", "BlackElo", "1700",
        "UTCDate", "2024.12.31", "Event", "Rated Blitz game"), List.of("tag:Event", "tag:Site"));
    assertEquals("blitz", s.get("time_control"));
    assertEquals("1600-1799", s.get("rating"));
    assertEquals("2024-12", s.get("month"));
    assertEquals("Rated Blitz game", s.get("tag:Event"));
    assertNull(s.get("tag:Site"));
  }

  @Test
  void split_rowsOfEachValue_areTheStatisticOfItsGames() {
    GameTally.Builder chess = GameTally.builder().game("chess").rules("standard").verdict(Verdict.VALID)
        .firstMover(Side.WHITE);
    GameTally blitzWin = chess.termination("checkmate").winner(Winner.WHITE).plies(30).games(3)
        .strata(Map.of("time_control", "blitz")).build();
    GameTally rapidDraw = chess.termination("stalemate").winner(Winner.DRAW).plies(50).games(1)
        .strata(Map.of("time_control", "rapid")).build();
    GameTally noValue = chess.termination("checkmate").winner(Winner.BLACK).plies(20).games(2).strata(null).build();
    List<Object[]> rows = Strata.split(List.of(blitzWin, rapidDraw, noValue), List.of(), List.of("time_control"),
        (g, c) -> CorpusStatistics.victoryTypes(g));
    List<String> text = new ArrayList<>();
    for (Object[] r : rows) {
      text.add(r[2] + " " + r[3] + " " + r[4] + " " + r[5] + " " + r[6] + " " + r[7]);
    }
    // All: 6 games, 3/6 checkmate-white, 1/6 stalemate-draw, 2/6 checkmate-black; then by value,
    // the games without a value (a run ingested before the strata) under null first.
    assertEquals(List.of(
        "checkmate white 3 0.5 all null", "stalemate draw 1 0.16666666666666666 all null",
        "checkmate black 2 0.3333333333333333 all null",
        "checkmate black 2 1.0 time_control null",
        "checkmate white 3 1.0 time_control blitz",
        "stalemate draw 1 1.0 time_control rapid"), text);
  }
}
