package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

/**
 * {@code rule_sensitivity}: how much the rules matter to a corpus. For each game, rule set it was
 * recorded under and rule set it was judged under again ({@code --rejudge}), over the games VALID
 * under their recorded rules: how many keep their result, get another winner, end earlier, or
 * meet an illegal move. Definitions: docs/statistics.md.
 */
public final class RuleSensitivity {
  private RuleSensitivity() {}

  /**
   * A game judged again: a row of {@code rejudged}.
   *
   * @param recordedWinner who won under the recorded rules, or null
   * @param winner who won under the applied rules, or null
   * @param endPly the ply at which the applied rules end the game, or null
   */
  public record Rejudged(String game, String rules, String applied, Verdict recordedVerdict, Winner recordedWinner,
      int recordedPlies, Verdict verdict, Winner winner, Integer endPly) {

    /** The applied rules end the game before the record's last ply. */
    boolean endedEarlier() {
      return endPly != null && endPly < recordedPlies;
    }

    /** A move is illegal under the applied rules (before any end they reach). */
    boolean becameIllegal() {
      return verdict == Verdict.ILLEGAL && !endedEarlier();
    }
  }

  /** The outcome classes of a game judged again ({@link #outcome}): exclusive of each other. */
  public static final String SAME_RESULT = "same_result";
  public static final String OTHER_WINNER = "other_winner";
  public static final String BECAME_ILLEGAL = "became_illegal";
  /** Appended to an outcome class when the applied rules end the game before the record's last ply. */
  public static final String ENDED_EARLIER = "+ended_earlier";

  /**
   * Games of one (game, rules recorded, rules applied) with one outcome class: what the statistic
   * needs of {@code rejudged}, so that its rows are counted where they are (e.g. a Spark
   * aggregation) and only these few tallies brought together.
   *
   * @param outcome a class of {@link #outcome}
   */
  public record Tally(String game, String rules, String applied, String outcome, long games) {}

  /**
   * The outcome class of a game judged again: {@link #SAME_RESULT}, {@link #OTHER_WINNER} or
   * {@link #BECAME_ILLEGAL}, followed by {@link #ENDED_EARLIER} when the applied rules end it
   * earlier; null for a game not VALID under its recorded rules (not counted). The verdicts and
   * winners are the labels of the {@code rejudged} columns ({@link Verdict#label}, {@link Winner#label}).
   *
   * @throws IllegalArgumentException if a label names no verdict or winner
   */
  public static String outcome(String recordedVerdict, String recordedWinner, int recordedPlies, String verdict,
      String winner, Integer endPly) {
    return outcome(new Rejudged(null, null, null, Verdict.ofLabel(recordedVerdict), Winner.ofLabel(recordedWinner),
        recordedPlies, Verdict.ofLabel(verdict), Winner.ofLabel(winner), endPly));
  }

  /** As {@link #outcome(String, String, int, String, String, Integer)}, of a row of {@code rejudged}. */
  public static String outcome(Rejudged r) {
    if (r.recordedVerdict() != Verdict.VALID) {
      return null;
    }
    boolean illegal = r.becameIllegal();
    boolean same = !illegal && r.winner() == r.recordedWinner();
    String outcome = illegal ? BECAME_ILLEGAL : same ? SAME_RESULT : OTHER_WINNER;
    return r.endedEarlier() ? outcome + ENDED_EARLIER : outcome;
  }

  /**
   * The rows, values in the table's column order: game, rules (recorded), rules_applied, games,
   * same_result, same_result_share, other_winner, other_winner_share, ended_earlier,
   * ended_earlier_share, became_illegal, became_illegal_share.
   */
  public static List<Object[]> rows(Collection<Rejudged> rejudged) {
    List<Tally> tallies = new ArrayList<>();
    for (Rejudged r : rejudged) {
      String outcome = outcome(r);
      if (outcome != null) {
        tallies.add(new Tally(r.game(), r.rules(), r.applied(), outcome, 1));
      }
    }
    return rowsOfTallies(tallies);
  }

  /** As {@link #rows}, from tallies of the games by outcome class (null classes are not counted). */
  public static List<Object[]> rowsOfTallies(Collection<Tally> tallies) {
    // By key: games, same result, other winner, ended earlier, became illegal.
    record Key(String game, String rules, String applied) {}
    Map<Key, long[]> groups = new LinkedHashMap<>();
    for (Tally t : tallies) {
      if (t.outcome() == null) {
        continue;
      }
      long[] n = groups.computeIfAbsent(new Key(t.game(), t.rules(), t.applied()), k -> new long[5]);
      long g = t.games();
      n[0] += g;
      n[1] += t.outcome().startsWith(SAME_RESULT) ? g : 0;
      n[2] += t.outcome().startsWith(OTHER_WINNER) ? g : 0;
      n[3] += t.outcome().endsWith(ENDED_EARLIER) ? g : 0;
      n[4] += t.outcome().startsWith(BECAME_ILLEGAL) ? g : 0;
    }
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, n) -> {
      double games = n[0];
      rows.add(new Object[] {k.game(), k.rules(), k.applied(), n[0], n[1], n[1] / games, n[2], n[2] / games, n[3],
          n[3] / games, n[4], n[4] / games});
    });
    return rows;
  }
}
