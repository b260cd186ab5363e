package org.ludoteca.stats;

/**
 * A number of games ({@code games}) that share every value the statistics read: a row of the
 * pipeline's {@code game_summary} table. The agents are the generator's {@code WhiteAgent} and
 * {@code BlackAgent} tags; {@code startFen} is kept for chess games only. The last three are sums
 * over the games, null when the ingest did not count legal moves ({@code --branching}): {@code
 * legalMoves} the legal moves of every position before a move, {@code movePositions} those
 * positions, {@code decisionPlies} the plies played where more than one move was legal.
 */
public record GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
    String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen, long games,
    Long legalMoves, Long movePositions, Long decisionPlies, java.util.Map<String, String> strata) {

  public GameTally {
    strata = strata == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(new java.util.HashMap<>(strata));
  }

  /** A tally in no stratum. */
  public GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
      String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen, long games,
      Long legalMoves, Long movePositions, Long decisionPlies) {
    this(game, rules, verdict, termination, winner, plies, firstMover, declaredResult, whiteAgent, blackAgent,
        startFen, games, legalMoves, movePositions, decisionPlies, null);
  }

  /** A tally without legal-move counts. */
  public GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
      String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen, long games) {
    this(game, rules, verdict, termination, winner, plies, firstMover, declaredResult, whiteAgent, blackAgent,
        startFen, games, null, null, null, null);
  }

  boolean valid() {
    return "VALID".equals(verdict);
  }
}
