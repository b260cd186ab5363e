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

  /** Reads {@link #text}. */
  public static MatchScore parse(String text) {
    String[] plus = text.split("\\+");
    String[] ab = plus[0].split("-");
    if (ab.length != 2) {
      throw new IllegalArgumentException("not a score: '" + text + "'");
    }
    Side last = null;
    int streak = 0;
    if (plus.length == 2) {
      last = plus[1].charAt(0) == 'F' ? Side.FIRST : Side.SECOND;
      streak = Integer.parseInt(plus[1].substring(1));
    }
    return new MatchScore(Integer.parseInt(ab[0]), Integer.parseInt(ab[1]), last, streak);
  }
}
