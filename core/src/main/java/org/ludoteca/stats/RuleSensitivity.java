package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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
   * @param endPly the ply at which the applied rules end the game, or null
   */
  public record Rejudged(String game, String rules, String applied, String recordedVerdict, String recordedWinner,
      int recordedPlies, String verdict, String winner, Integer endPly) {

    /** The applied rules end the game before the record's last ply. */
    boolean endedEarlier() {
      return endPly != null && endPly < recordedPlies;
    }

    /** A move is illegal under the applied rules (before any end they reach). */
    boolean becameIllegal() {
      return "ILLEGAL".equals(verdict) && !endedEarlier();
    }
  }

  /**
   * The rows, values in the table's column order: game, rules (recorded), rules_applied, games,
   * same_result, same_result_share, other_winner, other_winner_share, ended_earlier,
   * ended_earlier_share, became_illegal, became_illegal_share.
   */
  public static List<Object[]> rows(Collection<Rejudged> rejudged) {
    // By key: games, same result, other winner, ended earlier, became illegal.
    Map<List<Object>, long[]> groups = new LinkedHashMap<>();
    for (Rejudged r : rejudged) {
      if (!"VALID".equals(r.recordedVerdict())) {
        continue;
      }
      long[] n = groups.computeIfAbsent(Arrays.asList(r.game(), r.rules(), r.applied()), k -> new long[5]);
      n[0]++;
      boolean illegal = r.becameIllegal();
      boolean same = !illegal && Objects.equals(r.winner(), r.recordedWinner());
      n[1] += same ? 1 : 0;
      n[2] += !illegal && !same ? 1 : 0;
      n[3] += r.endedEarlier() ? 1 : 0;
      n[4] += illegal ? 1 : 0;
    }
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, n) -> {
      double games = n[0];
      rows.add(new Object[] {k.get(0), k.get(1), k.get(2), n[0], n[1], n[1] / games, n[2], n[2] / games, n[3],
          n[3] / games, n[4], n[4] / games});
    });
    return rows;
  }
}
