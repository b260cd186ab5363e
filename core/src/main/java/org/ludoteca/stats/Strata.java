package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.BiFunction;

/**
 * The strata a statistic can be split by ({@code --by}): the time control, the players' rating,
 * the month, or any tag. Each game falls in one value of each stratum, read from its tags; the
 * statistics of a stratum's value are the statistics of the games with that value. Definitions:
 * docs/statistics.md.
 */
public final class Strata {
  /** The {@code stratum} of the rows over every game. */
  public static final String ALL = "all";
  public static final String TIME_CONTROL = "time_control";
  public static final String RATING = "rating";
  public static final String MONTH = "month";
  /** The prefix of a tag's stratum: {@code tag:Event}. */
  public static final String TAG = "tag:";

  private Strata() {}

  /**
   * The stratum a {@code --by} value names: {@code time-control} is {@code time_control}, {@code
   * rating} and {@code month} themselves, {@code tag:NAME} itself.
   *
   * @throws IllegalArgumentException if it names none; the message lists the forms
   */
  public static String parse(String by) {
    Objects.requireNonNull(by, "by");
    switch (by) {
      case "time-control":
        return TIME_CONTROL;
      case "rating":
        return RATING;
      case "month":
        return MONTH;
      default:
        if (by.startsWith(TAG) && by.length() > TAG.length()) {
          return by;
        }
        throw new IllegalArgumentException("unknown stratum '" + by
            + "'; use time-control, rating, month or tag:NAME");
    }
  }

  /**
   * The time control class of a {@code TimeControl} tag {@code base+increment} (seconds), by the
   * estimated duration {@code base + 40 increment}: {@code ultrabullet} below 30 s, {@code bullet}
   * below 180, {@code blitz} below 480, {@code rapid} below 1500, else {@code classical};
   * {@code correspondence} for {@code -}; {@code unknown} when the tag is missing or not of that form.
   */
  public static String timeControl(String tag) {
    if (tag == null) {
      return "unknown";
    }
    if (tag.equals("-")) {
      return "correspondence";
    }
    int plus = tag.indexOf('+');
    if (plus <= 0 || !digits(tag, 0, plus) || !digits(tag, plus + 1, tag.length()) || tag.length() > 19) {
      return "unknown";
    }
    long duration = Long.parseLong(tag.substring(0, plus)) + 40 * Long.parseLong(tag.substring(plus + 1));
    return duration < 30 ? "ultrabullet" : duration < 180 ? "bullet" : duration < 480 ? "blitz"
        : duration < 1500 ? "rapid" : "classical";
  }

  /**
   * The rating band of a game: the mean of {@code WhiteElo} and {@code BlackElo} in bands of 200
   * ({@code 1400-1599}); {@code unrated} when either is missing, {@code ?} or not a whole number.
   */
  public static String rating(String whiteElo, String blackElo) {
    if (whiteElo == null || blackElo == null || !digits(whiteElo, 0, whiteElo.length())
        || !digits(blackElo, 0, blackElo.length()) || whiteElo.length() > 9 || blackElo.length() > 9) {
      return "unrated";
    }
    long sum = Long.parseLong(whiteElo) + Long.parseLong(blackElo);
    long from = sum / 2 / 200 * 200;
    return from + "-" + (from + 199);
  }

  /**
   * The month of a game, {@code YYYY-MM}: from {@code UTCDate}, else {@code Date}, the first that is
   * complete ({@code YYYY.MM.DD}, digits only); {@code unknown} when neither is.
   */
  public static String month(String utcDate, String date) {
    for (String d : new String[] {utcDate, date}) {
      if (d != null && d.length() == 10 && d.charAt(4) == '.' && d.charAt(7) == '.' && digits(d, 0, 4)
          && digits(d, 5, 7) && digits(d, 8, 10)) {
        return d.substring(0, 4) + "-" + d.substring(5, 7);
      }
    }
    return "unknown";
  }

  /**
   * The values of the built-in strata for a game's tags, by stratum; with {@code tagStrata}
   * ({@code tag:NAME}) the tags' values too (null when the game has no such tag).
   */
  public static Map<String, String> of(Map<String, String> tags, Collection<String> tagStrata) {
    Map<String, String> out = new LinkedHashMap<>();
    out.put(TIME_CONTROL, timeControl(tags.get("TimeControl")));
    out.put(RATING, rating(tags.get("WhiteElo"), tags.get("BlackElo")));
    out.put(MONTH, month(tags.get("UTCDate"), tags.get("Date")));
    for (String s : tagStrata) {
      out.put(s, tags.get(s.substring(TAG.length())));
    }
    return out;
  }

  private static boolean digits(String s, int from, int to) {
    if (from >= to) {
      return false;
    }
    for (int i = from; i < to; i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  /**
   * A statistic's rows over every game ({@code stratum} {@value #ALL}, {@code stratum_value} null),
   * then over the games of each value of each stratum: the statistic computed on those games (and
   * their captures) alone, each row with the stratum and value appended.
   *
   * @param statistic the statistic's rows of some games and their captures
   */
  public static List<Object[]> split(Collection<GameTally> games, Collection<CaptureTally> captures,
      List<String> strata, BiFunction<Collection<GameTally>, Collection<CaptureTally>, List<Object[]>> statistic) {
    List<Object[]> out = new ArrayList<>();
    for (Object[] row : statistic.apply(games, captures)) {
      out.add(append(row, ALL, null));
    }
    for (String stratum : strata) {
      Map<String, List<GameTally>> gamesBy = new TreeMap<>(Strata::compareNullsFirst);
      Map<String, List<CaptureTally>> capturesBy = new TreeMap<>(Strata::compareNullsFirst);
      for (GameTally t : games) {
        gamesBy.computeIfAbsent(t.strata().get(stratum), k -> new ArrayList<>()).add(t);
      }
      for (CaptureTally c : captures) {
        capturesBy.computeIfAbsent(c.strata().get(stratum), k -> new ArrayList<>()).add(c);
      }
      for (Map.Entry<String, List<GameTally>> e : gamesBy.entrySet()) {
        for (Object[] row : statistic.apply(e.getValue(), capturesBy.getOrDefault(e.getKey(), List.of()))) {
          out.add(append(row, stratum, e.getKey()));
        }
      }
    }
    return out;
  }

  private static int compareNullsFirst(String a, String b) {
    return a == null ? (b == null ? 0 : -1) : b == null ? 1 : a.compareTo(b);
  }

  private static Object[] append(Object[] row, String stratum, String value) {
    Object[] out = java.util.Arrays.copyOf(row, row.length + 2);
    out[row.length] = stratum;
    out[row.length + 1] = value;
    return out;
  }
}
