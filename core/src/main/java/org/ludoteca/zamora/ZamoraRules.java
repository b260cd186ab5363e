package org.ludoteca.zamora;

import java.util.Objects;

/**
 * The switches where {@code shared/spec/zamora.md} leaves a choice, as one immutable value.
 * Presets live in {@code presets.rules} beside this class and are looked up by {@link
 * ZamoraRuleSets#byName}.
 *
 * @param name the preset's name
 * @param golezArc the shape of the two 10-square arcs of Golez (spec G-4)
 * @param ownGoals whether a ball put in the mover's own goal counts as a goal for the opponent
 *     (Futez F-4, Golez G-6, Goldrez); if not, such a turn is illegal
 * @param goalsToWin how many goals win a match of Futez, Golez or Goldrez (1: the first goal
 *     ends the game, as in every partida); after a goal that does not win, play restarts from
 *     the start position with the conceding side to move
 * @param consecutiveGoals whether the goals must be consecutive (Goldrez, ch. 1: "dos goles
 *     consecutivos"): a goal by the other side resets the scorer's count
 * @param pawnFoulsStraight whether a pawn in El Gol de Oro may foul by its straight step (O-3)
 * @param repetitions how many occurrences of one position make a draw
 */
public record ZamoraRules(
    String name,
    GolezArc golezArc,
    boolean ownGoals,
    int goalsToWin,
    boolean consecutiveGoals,
    boolean pawnFoulsStraight,
    int repetitions) {

  /** The two readings of Golez's "arco de diez casillas". */
  public enum GolezArc {
    /** Rows 1–2 (and 10–11) × columns 2–6. */
    BLOCK_2X5,
    /** Row 2 (10) × columns 1–7 plus row 1 (11) × columns 3–5. */
    WIDE_ROW
  }

  public ZamoraRules {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(golezArc, "golezArc");
    if (goalsToWin < 1) {
      throw new IllegalArgumentException("goalsToWin must be >= 1, was " + goalsToWin);
    }
    if (repetitions < 2) {
      throw new IllegalArgumentException("repetitions must be >= 2, was " + repetitions);
    }
  }

  /** The default rule set, the spec's proposals ({@code spec}). */
  public static ZamoraRules spec() {
    return ZamoraRuleSets.byName(ZamoraRuleSets.DEFAULT);
  }
}
