package org.ludoteca.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;

class ClockUsageTest {
  private static final String CHESS = "chess";
  private static final String STANDARD = "standard";

  /** The clocks of {@code plies} plies on {@code base+increment} where every ply takes {@code spent} centiseconds. */
  private static List<Integer> steady(int base, int increment, int plies, int spent) {
    List<Integer> clocks = new ArrayList<>();
    int[] clock = {base * 100, base * 100};
    for (int i = 0; i < plies; i++) {
      clock[i % 2] += increment * 100 - spent;
      clocks.add(clock[i % 2]);
    }
    return clocks;
  }

  /**
   * Three games. A (60+0, White 1500, Black 1700): clocks 6000, 6000, 5500, 5900, 500, 5000, so
   * White's plies took 0, 5, 50 s and Black's 0, 1, 9 s; White's clock fell to 5 s, below a tenth
   * of 60 s, and White lost on time. B (60+0, White 1550, Black 1500): clocks 6000, 6000, 5800, 5000
   * (White 0 and 2 s, Black 0 and 10 s), drawn. C (180+2, no ratings): 22 plies of 3 s each (20 in
   * the opening, 2 in the middlegame), White won.
   */
  private static ClockUsage corpus() {
    return new ClockUsage.Builder()
        .add(CHESS, STANDARD, TimeControl.parse("60+0"), "1500", "1700", Side.WHITE,
            List.of(6000, 6000, 5500, 5900, 500, 5000), Winner.BLACK, Side.WHITE)
        .add(CHESS, STANDARD, TimeControl.parse("60+0"), "1550", "1500", Side.WHITE, List.of(6000, 6000, 5800, 5000),
            Winner.DRAW, null)
        .add(CHESS, STANDARD, TimeControl.parse("180+2"), null, "?", Side.WHITE, steady(180, 2, 22, 300), Winner.WHITE, null)
        .build();
  }

  private static Object[] row(List<Object[]> rows, String tc, String rating, String phase) {
    for (Object[] r : rows) {
      if (r[2].equals(tc) && r[3].equals(rating) && r[4].equals(phase)) {
        return r;
      }
    }
    return null;
  }

  @Test
  void rows_workedByHand() {
    List<Object[]> rows = corpus().rows();
    // bullet, 1400-1599: A's White (0, 5, 50 s), B's White (0, 2) and Black (0, 10): 7 moves, 67 s;
    // sorted 0, 0, 0, 2, 5, 10, 50: median 2. Players: A's White (lost on time, under a tenth, scored 0),
    // B's two (a draw each, ½)
    assertArrayEquals(new Object[] {CHESS, STANDARD, "bullet", "1400-1599", "opening", 7L, 67.0 / 7, 2.0, null, null,
        null, null, null, null}, row(rows, "bullet", "1400-1599", "opening"));
    assertArrayEquals(new Object[] {CHESS, STANDARD, "bullet", "1400-1599", "*", 7L, 67.0 / 7, 2.0, 3L, 1L, 1.0 / 3,
        1L, 0.0, 0.5}, row(rows, "bullet", "1400-1599", "*"));
    // bullet, 1600-1799: A's Black, 0, 1, 9 s, won
    assertArrayEquals(new Object[] {CHESS, STANDARD, "bullet", "1600-1799", "*", 3L, 10.0 / 3, 1.0, 1L, 0L, 0.0, 0L,
        null, 1.0}, row(rows, "bullet", "1600-1799", "*"));
    // bullet over every band: 0, 0, 0, 0, 1, 2, 5, 9, 10, 50: mean 7.7, median (1 + 2) / 2
    assertArrayEquals(new Object[] {CHESS, STANDARD, "bullet", "*", "*", 10L, 7.7, 1.5, 4L, 1L, 0.25, 1L, 0.0,
        4 / 2.0 / 3}, row(rows, "bullet", "*", "*"));
    // blitz, unrated: 22 moves of 3 s, 20 in the opening and 2 in the middlegame, none in the endgame
    assertEquals(20L, row(rows, "blitz", "unrated", "opening")[5]);
    assertArrayEquals(new Object[] {CHESS, STANDARD, "blitz", "unrated", "middlegame", 2L, 3.0, 3.0, null, null, null,
        null, null, null}, row(rows, "blitz", "unrated", "middlegame"));
    assertNull(row(rows, "blitz", "unrated", "endgame"));
    assertArrayEquals(new Object[] {CHESS, STANDARD, "blitz", "unrated", "*", 22L, 3.0, 3.0, 2L, 0L, 0.0, 0L, null,
        0.5}, row(rows, "blitz", "unrated", "*"));
    // everything: 32 moves, 143 s; ranks 15 and 16 of the sorted times are both 3 s
    assertArrayEquals(new Object[] {CHESS, STANDARD, "*", "*", "*", 32L, 143.0 / 32, 3.0, 6L, 1L, 1.0 / 6, 1L, 0.0,
        (1 + 1 + 2 + 2 + 0) / 2.0 / 5}, row(rows, "*", "*", "*"));
  }

  @Test
  void add_skipsGamesWithoutAClock() {
    ClockUsage u = new ClockUsage.Builder()
        .add(CHESS, STANDARD, TimeControl.parse("1/86400"), "1500", "1500", Side.WHITE, List.of(100, 100), Winner.WHITE, null)
        .add(CHESS, STANDARD, TimeControl.parse("180+0"), "1500", "1500", Side.WHITE, null, Winner.WHITE, null)
        .build();
    assertEquals(ClockUsage.empty(), u);
    assertEquals(List.of(), u.rows());
    assertThrows(NullPointerException.class, () -> new ClockUsage.Builder()
        .add(CHESS, STANDARD, TimeControl.parse("180+0"), "1", "1", null, List.of(1), Winner.WHITE, null));
  }

  @Test
  void plus_sameAsOneBuilder() {
    ClockUsage a = new ClockUsage.Builder().add(CHESS, STANDARD, TimeControl.parse("60+0"), "1500", "1700", Side.WHITE,
        List.of(6000, 6000, 5500, 5900, 500, 5000), Winner.BLACK, Side.WHITE).build();
    ClockUsage bc = new ClockUsage.Builder()
        .add(CHESS, STANDARD, TimeControl.parse("60+0"), "1550", "1500", Side.WHITE, List.of(6000, 6000, 5800, 5000),
            Winner.DRAW, null)
        .add(CHESS, STANDARD, TimeControl.parse("180+2"), null, "?", Side.WHITE, steady(180, 2, 22, 300), Winner.WHITE, null)
        .build();
    assertEquals(corpus(), a.plus(bc));
    assertEquals(corpus(), bc.plus(a));
    assertEquals(corpus(), corpus().plus(ClockUsage.empty()));
  }

  @Test
  void builder_readsItsRowsBack() {
    ClockUsage u = corpus();
    ClockUsage.Builder b = new ClockUsage.Builder();
    u.moveTimes().forEach((k, h) -> h.forEach((cs, n) -> b.addMoves(k, cs, n)));
    u.players().forEach(b::addPlayers);
    assertEquals(u, b.build());
    assertThrows(IllegalArgumentException.class, () -> b.addMoves(
        new ClockUsage.MoveKey(CHESS, STANDARD, "bullet", "unrated", "*"), 100, 1));
  }

  /**
   * Random games against a plain loop over one record per move and per player: each row's moves,
   * mean and median (sorting the times), players, losses on time and scores.
   */
  @Test
  void rows_randomGames_agreeWithPlainLoops() {
    SplittableRandom random = new SplittableRandom(11);
    String[] tcs = {"60+0", "180+2", "600+5", "15+0"};
    String[] elos = {"1450", "1650", "2010", "?", null};
    Winner[] winners = {Winner.WHITE, Winner.BLACK, Winner.DRAW, null};
    ClockUsage.Builder b = new ClockUsage.Builder();
    Map<List<String>, List<Long>> moves = new HashMap<>();
    // per key: players, lost, low, low scored, low halves, other scored, other halves
    Map<List<String>, long[]> players = new HashMap<>();
    for (int g = 0; g < 300; g++) {
      TimeControl tc = TimeControl.parse(tcs[random.nextInt(tcs.length)]);
      String[] elo = {elos[random.nextInt(elos.length)], elos[random.nextInt(elos.length)]};
      Winner winner = winners[random.nextInt(winners.length)];
      Side lost = winner == Winner.WHITE && random.nextBoolean() ? Side.BLACK : null;
      int first = random.nextInt(2);
      int plies = 1 + random.nextInt(80);
      List<Integer> clocks = new ArrayList<>();
      long[] clock = {tc.base() * 100L, tc.base() * 100L};
      boolean[] low = new boolean[2];
      boolean[] clocked = new boolean[2];
      for (int i = 0; i < plies; i++) {
        int side = (first + i) % 2;
        long spent = random.nextInt(0, 1500);
        clock[side] = Math.max(0, clock[side] - spent) + tc.increment() * 100L;
        if (random.nextInt(20) == 0) {
          clocks.add(null);
          continue;
        }
        clocks.add((int) clock[side]);
        clocked[side] = true;
        low[side] |= clock[side] < tc.base() * 10L;
      }
      b.add(CHESS, STANDARD, tc, elo[0], elo[1], first == 0 ? Side.WHITE : Side.BLACK, clocks, winner, lost);
      // the plain loop: each move's time from the clocks, by its own arithmetic
      for (int i = 0; i < plies; i++) {
        int side = (first + i) % 2;
        Integer after = clocks.get(i);
        Integer before = i >= 2 ? clocks.get(i - 2) : Integer.valueOf(tc.base() * 100);
        if (after == null || before == null) {
          continue;
        }
        String phase = i < 20 ? "opening" : i < 60 ? "middlegame" : "endgame";
        for (String t : new String[] {tc.category(), "*"}) {
          for (String r : new String[] {RatingBands.band(elo[side]), "*"}) {
            for (String p : new String[] {phase, "*"}) {
              moves.computeIfAbsent(List.of(t, r, p), k -> new ArrayList<>())
                  .add((long) before - after + tc.increment() * 100L);
            }
          }
        }
      }
      for (int side = 0; side < 2; side++) {
        if (!clocked[side]) {
          continue;
        }
        String name = side == 0 ? "white" : "black";
        for (String t : new String[] {tc.category(), "*"}) {
          for (String r : new String[] {RatingBands.band(elo[side]), "*"}) {
            long[] c = players.computeIfAbsent(List.of(t, r), k -> new long[7]);
            c[0]++;
            c[1] += lost != null && name.equals(lost.label()) ? 1 : 0;
            long halves = winner == null ? 0 : winner.label().equals(name) ? 2 : winner == Winner.DRAW ? 1 : 0;
            int at = low[side] ? 3 : 5;
            c[2] += low[side] ? 1 : 0;
            c[at] += winner == null ? 0 : 1;
            c[at + 1] += halves;
          }
        }
      }
    }
    List<Object[]> rows = b.build().rows();
    int checked = 0;
    for (Object[] r : rows) {
      List<String> key = List.of((String) r[2], (String) r[3], (String) r[4]);
      List<Long> times = moves.getOrDefault(key, List.of());
      assertEquals((long) times.size(), r[5], key.toString());
      if (!times.isEmpty()) {
        List<Long> sorted = new ArrayList<>(times);
        Collections.sort(sorted);
        double sum = sorted.stream().mapToLong(Long::longValue).sum();
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
        assertEquals(sum / n / 100, (double) r[6], 1e-9, key.toString());
        assertEquals(median / 100, (double) r[7], 1e-9, key.toString());
      }
      if (r[4].equals("*")) {
        long[] c = players.get(List.of((String) r[2], (String) r[3]));
        assertEquals(c[0], r[8]);
        assertEquals(c[1], r[9]);
        assertEquals(c[2], r[11]);
        assertEquals(c[3] == 0 ? null : c[4] / 2.0 / c[3], r[12]);
        assertEquals(c[5] == 0 ? null : c[6] / 2.0 / c[5], r[13]);
      }
      checked++;
    }
    // every key of the loops has its row
    long phaseRows = moves.keySet().stream().filter(k -> !k.get(2).equals("*")).count();
    assertEquals(phaseRows + players.size(), checked);
  }

  @Test
  void add_manyDistinctTimes_countsEachTime() {
    // 400 plies on 600+0: ply i takes 7 * (i / 2) + (i % 2) centiseconds, so some 400 distinct
    // times, a few repeated in the endgame: more values than a small table holds, some taken twice
    List<Integer> clocks = new ArrayList<>();
    int[] clock = {60000, 60000};
    Map<String, TreeMap<Long, Long>> expected = new HashMap<>();
    for (int i = 0; i < 400; i++) {
      long spent = i >= 300 ? 5 : 7L * (i / 2) + (i % 2);
      clock[i % 2] -= (int) spent;
      clocks.add(clock[i % 2]);
      String phase = ClockUsage.PHASES.get(CorpusStatistics.phase(i + 1));
      expected.computeIfAbsent(phase + (i % 2), x -> new TreeMap<>()).merge(spent, 1L, Long::sum);
    }
    ClockUsage u = new ClockUsage.Builder()
        .add(CHESS, STANDARD, TimeControl.parse("600+0"), "1500", "2100", Side.WHITE, clocks, Winner.DRAW, null)
        .build();
    Map<String, TreeMap<Long, Long>> actual = new HashMap<>();
    u.moveTimes().forEach((k, h) -> actual.put(k.phase() + (k.rating().equals("1400-1599") ? 0 : 1), new TreeMap<>(h)));
    assertEquals(expected, actual);
  }

  @Test
  void add_givenTheMoveTimes_sameAsComputingThem() {
    TimeControl tc = TimeControl.parse("180+2");
    List<Integer> clocks = steady(180, 2, 70, 250);
    ClockUsage computed = new ClockUsage.Builder()
        .add(CHESS, STANDARD, tc, "1500", "1700", Side.BLACK, clocks, Winner.WHITE, null).build();
    ClockUsage given = new ClockUsage.Builder()
        .add(CHESS, STANDARD, tc, "1500", "1700", Side.BLACK, clocks, MoveTimes.of(tc, clocks), Winner.WHITE, null)
        .build();
    assertEquals(computed, given);
    assertEquals(3 * 2, given.moveTimes().size());
  }

  @Test
  void percentile_interpolates() {
    TreeMap<Long, long[]> h = new TreeMap<>();
    h.put(0L, new long[] {4});
    h.put(100L, new long[] {1});
    h.put(200L, new long[] {1});
    // 0 0 0 0 100 200: the median is at position 2.5, between 0 and 0; the 0.9 quantile at 4.5
    assertEquals(0, ClockUsage.percentile(h, 6, 0.5), 0);
    assertEquals(150, ClockUsage.percentile(h, 6, 0.9), 1e-9);
    assertEquals(200, ClockUsage.percentile(h, 6, 1), 0);
  }

  @Test
  void columns_matchTheRows() {
    assertEquals(14, ClockUsage.COLUMNS.size());
    assertEquals(ClockUsage.COLUMNS.size(), corpus().rows().get(0).length);
    assertEquals(Arrays.asList("opening", "middlegame", "endgame"), ClockUsage.PHASES);
  }
}
