package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class TimeControlTest {
  /* --------------- parse --------------- */

  @Test
  void parse_lichess() {
    assertEquals(TimeControl.clock(180, 2), TimeControl.parse("180+2"));
    assertEquals(TimeControl.clock(60, 0), TimeControl.parse("60+0"));
    assertEquals(TimeControl.clock(15, 0), TimeControl.parse("15+0"));
  }

  @Test
  void parse_chessComWithoutIncrement() {
    assertEquals(TimeControl.clock(60, 0), TimeControl.parse("60"));
    assertEquals(TimeControl.clock(600, 0), TimeControl.parse(" 600 "));
  }

  @Test
  void parse_daily() {
    TimeControl t = TimeControl.parse("1/86400");
    assertEquals(new TimeControl(TimeControl.Kind.DAILY, 86400, 0, 1), t);
    assertEquals(OptionalInt.empty(), t.baseSeconds());
    assertEquals(OptionalInt.empty(), t.incrementSeconds());
    assertEquals("correspondence", t.category());
  }

  @Test
  void parse_correspondenceAndUnknown() {
    assertEquals(TimeControl.CORRESPONDENCE, TimeControl.parse("-"));
    assertEquals("correspondence", TimeControl.parse("-").category());
    for (String t : Arrays.asList(null, "", "?", "abc", "60+", "+2", "60+2+1", "1234567890", "-5", "1/", "/60",
        "0/60", "40/7200:", "40/7200:x", "*")) {
      assertEquals(TimeControl.UNKNOWN, TimeControl.parse(t), String.valueOf(t));
    }
    assertEquals("unknown", TimeControl.UNKNOWN.category());
  }

  @Test
  void parse_periodsAndSandclock() {
    assertEquals(new TimeControl(TimeControl.Kind.PERIODS, 7200, 0, 40), TimeControl.parse("40/7200:3600"));
    assertEquals(new TimeControl(TimeControl.Kind.PERIODS, 5400, 30, 40), TimeControl.parse("40/5400+30:1800+30"));
    assertEquals(new TimeControl(TimeControl.Kind.PERIODS, 7200, 0, 40), TimeControl.parse("40/7200:20/3600:900"));
    assertEquals(new TimeControl(TimeControl.Kind.PERIODS, 9000, 0, 40), TimeControl.parse("40/9000"));
    assertEquals(OptionalInt.of(5400), TimeControl.parse("40/5400+30:1800+30").baseSeconds());
    assertEquals(OptionalInt.of(30), TimeControl.parse("40/5400+30:1800+30").incrementSeconds());
    assertEquals(new TimeControl(TimeControl.Kind.SANDCLOCK, 180, 0, 0), TimeControl.parse("*180"));
    assertEquals(OptionalInt.empty(), TimeControl.parse("*180").baseSeconds());
  }

  @Test
  void new_negative() {
    assertThrows(IllegalArgumentException.class, () -> TimeControl.clock(-1, 0));
  }

  /* --------------- category --------------- */

  @Test
  void category_byEstimatedDuration() {
    // base + 40 × increment: 29 s ultrabullet, 30 bullet, 179 bullet, 180 blitz, 479 blitz, 480 rapid, 1500 classical
    assertEquals("ultrabullet", TimeControl.parse("15+0").category());
    assertEquals("ultrabullet", TimeControl.parse("29").category());
    assertEquals("bullet", TimeControl.parse("30+0").category());
    assertEquals("bullet", TimeControl.parse("60").category()); // chess.com, unknown to the time_control stratum
    assertEquals("bullet", TimeControl.parse("120+1").category());
    assertEquals("blitz", TimeControl.parse("180+0").category());
    assertEquals("blitz", TimeControl.parse("60+3").category());
    assertEquals("rapid", TimeControl.parse("600+0").category());
    assertEquals("classical", TimeControl.parse("1500").category());
    assertEquals("classical", TimeControl.parse("40/7200:3600").category());
    assertEquals("blitz", TimeControl.parse("*180").category());
  }

  @Test
  void category_agreesWithTheTimeControlStratum() {
    for (String t : List.of("15+0", "30+0", "60+0", "120+1", "179+0", "180+0", "180+2", "300+3", "479+0", "480+0",
        "600+5", "900+10", "1499+0", "1500+0", "1800+20", "-")) {
      assertEquals(Strata.timeControl(t), TimeControl.parse(t).category(), t);
    }
  }

  /* --------------- MoveTimes --------------- */

  /**
   * 180+2, clocks after each ply 3:00, 3:00, 2:57, 2:59, none, 2:55 (centiseconds): White's plies 1,
   * 3, 5, Black's 2, 4, 6. Ply 1: base 18000 − 18000 + 200 = 2 s; ply 2 likewise 2 s; ply 3: 18000
   * (White's clock after ply 1) − 17700 + 200 = 5 s; ply 4: 18000 − 17900 + 200 = 3 s; ply 5: no
   * clock; ply 6: 17900 − 17500 + 200 = 6 s; ply 7: White's clock before it (after ply 5) unknown.
   */
  @Test
  void moveTimes_workedByHand() {
    MoveTimes t = MoveTimes.of(TimeControl.parse("180+2"),
        Arrays.asList(18000, 18000, 17700, 17900, null, 17500, 17000));
    assertEquals(Arrays.asList(2.0, 2.0, 5.0, 3.0, null, 6.0, null), t);
    assertEquals(500, t.centiseconds(2));
    assertEquals(MoveTimes.NONE, t.centiseconds(4));
    assertEquals(Double.NaN, t.seconds(6));
  }

  @Test
  void moveTimes_tenthsAndNoIncrement() {
    // chess.com: 60 s, clocks with tenths (0:00:59.6 = 5960 cs)
    MoveTimes t = MoveTimes.of(TimeControl.parse("60"), Arrays.asList(5960, 6000, 5410, 5875));
    assertEquals(Arrays.asList(0.4, 0.0, 5.5, 1.25), t);
  }

  @Test
  void moveTimes_none() {
    assertNull(MoveTimes.of(TimeControl.parse("180+2"), null));
    assertNull(MoveTimes.of(TimeControl.parse("1/86400"), List.of(8640000)));
    assertNull(MoveTimes.of(TimeControl.parse("-"), List.of(1)));
    assertNull(MoveTimes.of(TimeControl.parse("40/7200:3600"), List.of(1)));
  }

  @Test
  void moveTimes_addedTimeIsNegative() {
    // 60+0, Black's clock after ply 4 above its clock after ply 2 (+15 seconds given): −15 s, left so
    MoveTimes t = MoveTimes.of(TimeControl.parse("60+0"), Arrays.asList(6000, 5800, 5500, 7300));
    assertEquals(-15.0, t.get(3));
  }

  /* --------------- RatingBands --------------- */

  @Test
  void band_values() {
    assertEquals("1400-1599", RatingBands.band("1500"));
    assertEquals("0-199", RatingBands.band("0"));
    assertEquals("unrated", RatingBands.band("?"));
    assertEquals("unrated", RatingBands.band(null));
    assertEquals("unrated", RatingBands.band("1500.5"));
    assertEquals("unrated", RatingBands.band("1234567890"));
    assertEquals(Strata.rating("1500", "1500"), RatingBands.band("1500"));
    assertEquals("3800-3999", RatingBands.band("3999"));
    assertEquals("4000-4199", RatingBands.band("4000"));
    assertEquals("123456600-123456799", RatingBands.band("123456789"));
  }
}
