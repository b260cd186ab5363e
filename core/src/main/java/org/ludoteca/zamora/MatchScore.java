package org.ludoteca.zamora;

import java.util.Optional;

/**
 * The goals scored so far in a match of Futez, Golez or Goldrez, and who scored last how many
 * times in a row. Written {@code first-second} ({@code 1-0}) in position texts; the streak
 * follows from the order of goals and is kept only when it matters (consecutive goals).
 */
public record MatchScore(int first, int second, Side lastScorer, int streak) {
  /** No goals yet. */
  public static final MatchScore NONE = new MatchScore(0, 0, null, 0);

  /** The score after {@code side} scores. */
  public MatchScore scored(Side side) {
    int s = side == lastScorer ? streak + 1 : 1;
    return side == Side.FIRST
        ? new MatchScore(first + 1, second, side, s)
        : new MatchScore(first, second + 1, side, s);
  }

  /** The winner of the match under {@code rules}, if the score decides it. */
  public Optional<Side> winner(ZamoraRules rules) {
    if (rules.consecutiveGoals()) {
      return lastScorer != null && streak >= rules.goalsToWin()
          ? Optional.of(lastScorer)
          : Optional.empty();
    }
    if (first >= rules.goalsToWin()) {
      return Optional.of(Side.FIRST);
    }
    return second >= rules.goalsToWin() ? Optional.of(Side.SECOND) : Optional.empty();
  }

  /** {@code first-second}, plus {@code +Fn}/{@code +Sn} for the current streak if any. */
  public String text() {
    return first + "-" + second + (lastScorer == null ? "" : "+" + (lastScorer == Side.FIRST ? "F" : "S") + streak);
  }

  private static final java.util.regex.Pattern TEXT =
      java.util.regex.Pattern.compile("([0-9]{1,6})-([0-9]{1,6})(?:\\+([FS])([0-9]{1,6}))?");

  /** Reads {@link #text}; throws {@link IllegalArgumentException} naming the text on anything else. */
  public static MatchScore parse(String text) {
    java.util.regex.Matcher m = TEXT.matcher(text);
    if (!m.matches()) {
      throw new IllegalArgumentException("not a score (first-second, then +Fn or +Sn): '" + text + "'");
    }
    Side last = m.group(3) == null ? null : m.group(3).equals("F") ? Side.FIRST : Side.SECOND;
    int streak = m.group(4) == null ? 0 : Integer.parseInt(m.group(4));
    return new MatchScore(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), last, streak);
  }
}
