package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.stats.Strata;
import org.ludoteca.spark.table.Table;

/**
 * The keys the ingest's summaries count by ({@link StatsPartials}, {@link ShortestPartials}):
 * equal exactly when every column is, and the strata {@link StatsPartials} computes again only
 * when a game's tags differ from the last game's.
 */
class SummaryKeysTest {
  /** Values a key's string components take: null, and equal strings as distinct objects. */
  private static final String[] STRINGS = {null, "a", "b", "VALID", "1-0", ""};

  /**
   * A key of {@code type} whose components are drawn from {@link #STRINGS} (ints from 0..2, the
   * vocabulary's values and null for its enums, a record's drawn the same way: the {@link SummaryCell}).
   */
  private static Object[] components(Class<?> type, Random random) throws ReflectiveOperationException {
    RecordComponent[] rc = type.getRecordComponents();
    Object[] v = new Object[rc.length];
    for (int i = 0; i < rc.length; i++) {
      if (rc[i].getType() == int.class) {
        v[i] = random.nextInt(3);
      } else if (rc[i].getType().isEnum()) {
        Object[] values = rc[i].getType().getEnumConstants();
        int k = random.nextInt(values.length + 1);
        v[i] = k == values.length ? null : values[k];
      } else if (rc[i].getType().isRecord()) {
        v[i] = key(rc[i].getType(), components(rc[i].getType(), random));
      } else {
        String s = STRINGS[random.nextInt(STRINGS.length)];
        v[i] = s == null ? null : new String(s); // equal, never the same object
      }
    }
    return v;
  }

  private static Object key(Class<?> type, Object[] components) throws ReflectiveOperationException {
    Class<?>[] types = java.util.Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType)
        .toArray(Class<?>[]::new);
    Constructor<?> c = type.getDeclaredConstructor(types);
    c.setAccessible(true);
    return c.newInstance(components);
  }

  /** Checks equals and hashCode of {@code type} on random pairs, and on pairs differing in one component only. */
  private static void checkContract(Class<?> type) throws ReflectiveOperationException {
    Random random = new Random(23);
    int equalPairs = 0;
    for (int i = 0; i < 20_000; i++) {
      Object[] a = components(type, random);
      Object[] b = random.nextInt(4) == 0 ? a.clone() : components(type, random);
      if (random.nextBoolean()) { // one component changed: each one's comparison must count
        int k = random.nextInt(a.length);
        b = a.clone();
        b[k] = components(type, random)[k];
      }
      Object x = key(type, a);
      Object y = key(type, b);
      boolean same = java.util.Arrays.equals(a, b);
      assertEquals(same, x.equals(y), () -> x + " vs " + y);
      assertEquals(same, y.equals(x), () -> y + " vs " + x);
      assertTrue(x.equals(x));
      assertTrue(!x.equals(null) && !x.equals("a"));
      if (same) {
        equalPairs++;
        assertEquals(x.hashCode(), y.hashCode(), () -> x + " vs " + y);
      }
    }
    assertTrue(equalPairs > 1000, "equal pairs tested: " + equalPairs);
  }

  @Test
  void equals_gameKeysOfRandomComponents_trueExactlyWhenEveryComponentIsEqual() throws Exception {
    checkContract(StatsPartials.GameKey.class);
  }

  @Test
  void equals_captureKeysOfRandomComponents_trueExactlyWhenEveryComponentIsEqual() throws Exception {
    checkContract(StatsPartials.CaptureKey.class);
  }

  @Test
  void equals_shortestKeysOfRandomComponents_trueExactlyWhenEveryComponentIsEqual() throws Exception {
    checkContract(ShortestPartials.Key.class);
  }

  @Test
  void equals_summaryCellsOfRandomComponents_trueExactlyWhenEveryComponentIsEqual() throws Exception {
    checkContract(SummaryCell.class);
  }

  @Test
  void hashCode_keysDifferingInOneComponent_spreadOverManyValues() throws Exception {
    // Not required by the contract, but a hash that ignored components would put every game's key in one bucket.
    Random random = new Random(5);
    for (Class<?> type : List.of(StatsPartials.GameKey.class, StatsPartials.CaptureKey.class,
        ShortestPartials.Key.class, SummaryCell.class)) {
      Object[] base = components(type, random);
      java.util.Set<Integer> hashes = new java.util.HashSet<>();
      int variants = 0;
      for (int k = 0; k < base.length; k++) {
        Object[] v = base.clone();
        Class<?> t = type.getRecordComponents()[k].getType();
        v[k] = t == int.class ? (Object) 1000 : t.isEnum() ? otherConstant(t, v[k])
            : t.isRecord() ? key(t, components(t, new Random(k))) : "component " + k;
        hashes.add(key(type, v).hashCode());
        variants++;
      }
      assertEquals(variants, hashes.size(), type.getSimpleName());
    }
  }

  /** A constant of enum {@code type} other than {@code value}. */
  private static Object otherConstant(Class<?> type, Object value) {
    for (Object c : type.getEnumConstants()) {
      if (c != value) {
        return c;
      }
    }
    throw new AssertionError(type + " has one constant");
  }

  /** A VALID game with these tags; every other column fixed. */
  private static TableRows.Game game(Map<String, String> tags, int plies) {
    return TableRows.Game.builder().gameId("id").source("src").tags(tags).declaredResult("1-0")
        .verdict(Verdict.VALID).errorPly(-1).plies(plies).winner(Winner.WHITE).termination("checkmate")
        .firstMover(Side.WHITE).game("chess").rules("chess").ingestRun("run-000001").build();
  }

  private static Map<String, String> tags(String timeControl, String whiteElo, String blackElo, String utcDate,
      String date) {
    Map<String, String> t = new LinkedHashMap<>();
    String[] names = {"TimeControl", "WhiteElo", "BlackElo", "UTCDate", "Date"};
    String[] values = {timeControl, whiteElo, blackElo, utcDate, date};
    for (int i = 0; i < names.length; i++) {
      if (values[i] != null) {
        t.put(names[i], new String(values[i])); // each game its own strings, as the reader gives them
      }
    }
    return t;
  }

  @Test
  void game_strataTagsChangingFromGameToGame_eachGameCountedByItsOwnStrata() {
    Random random = new Random(7);
    String[] timeControls = {null, "300+0", "60+0", "-", "x"};
    String[] elos = {null, "1500", "2100", "?"};
    String[] dates = {null, "2020.01.31", "2021.12.01", "2021.??.??"};
    StatsPartials partials = new StatsPartials();
    Map<List<Object>, Long> expected = new HashMap<>();
    Map<String, String> last = null;
    for (int i = 0; i < 3000; i++) {
      // Runs of games with the same tags (as a dump's), and changes of one tag at a time.
      Map<String, String> t = last != null && random.nextInt(3) == 0 ? new LinkedHashMap<>(last)
          : tags(timeControls[random.nextInt(timeControls.length)], elos[random.nextInt(elos.length)],
              elos[random.nextInt(elos.length)], dates[random.nextInt(dates.length)], dates[random.nextInt(
                  dates.length)]);
      last = t;
      int plies = random.nextInt(2);
      partials.game(game(t, plies));
      expected.merge(List.of(plies, Strata.timeControl(t.get("TimeControl")),
          Strata.rating(t.get("WhiteElo"), t.get("BlackElo")), Strata.month(t.get("UTCDate"), t.get("Date"))), 1L,
          Long::sum);
    }
    Map<List<Object>, Long> counted = new HashMap<>();
    List<Object[]> rows = new ArrayList<>();
    partials.writeTo((table, values) -> {
      if (table == Table.GAME_SUMMARY) {
        rows.add(values);
      }
    });
    int plies = Table.GAME_SUMMARY.schema().fieldIndex("plies");
    int games = Table.GAME_SUMMARY.schema().fieldIndex("games");
    int timeControl = Table.GAME_SUMMARY.schema().fieldIndex("time_control");
    int rating = Table.GAME_SUMMARY.schema().fieldIndex("rating");
    int month = Table.GAME_SUMMARY.schema().fieldIndex("month");
    for (Object[] r : rows) {
      List<Object> k = List.of(r[plies], r[timeControl], r[rating], r[month]);
      assertEquals(null, counted.put(k, (Long) r[games]), () -> "one row per key: " + k);
    }
    assertEquals(expected, counted);
    assertTrue(Objects.requireNonNull(expected).size() > 50, "strata combinations: " + expected.size());
  }
}
