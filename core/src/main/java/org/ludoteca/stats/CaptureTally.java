package org.ludoteca.stats;

/**
 * A number of captures in VALID games that share method, capturing side and captured kind, in all
 * and by game phase: a row of the pipeline's {@code capture_summary} table. {@code strata}: the
 * games' value of each stratum ({@link Strata}) by stratum name.
 */
public record CaptureTally(String game, String rules, String method, String side, String capturedKind,
    long captures, long opening, long middlegame, long endgame, java.util.Map<String, String> strata) {

  public CaptureTally {
    strata = strata == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(new java.util.HashMap<>(strata));
  }

  /** A tally in no stratum. */
  public CaptureTally(String game, String rules, String method, String side, String capturedKind, long captures,
      long opening, long middlegame, long endgame) {
    this(game, rules, method, side, capturedKind, captures, opening, middlegame, endgame, null);
  }
}
