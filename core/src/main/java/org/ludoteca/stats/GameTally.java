package org.ludoteca.stats;

/**
 * A number of games ({@code games}) that share every value the statistics read: a row of the
 * pipeline's {@code game_summary} table. The agents are the generator's {@code WhiteAgent} and
 * {@code BlackAgent} tags (or {@code bot}/{@code human} in games with a bot account); {@code
 * startFen} is kept for chess games only; {@code unreadable} is an {@code UNREADABLE} game's error
 * up to its first colon ({@link CorpusStatistics#rejectedReason}), else null. {@code legalMoves},
 * {@code movePositions} and {@code decisionPlies} are sums over the games, null when the ingest did
 * not count legal moves ({@code --branching}): the legal moves of every position before a move,
 * those positions, the plies played where more than one move was legal. {@code strata} are the
 * games' stratum values by stratum ({@link Strata}).
 */
public record GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
    String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen,
    String unreadable, long games, Long legalMoves, Long movePositions, Long decisionPlies,
    java.util.Map<String, String> strata) {

  public GameTally {
    strata = strata == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(new java.util.HashMap<>(strata));
  }

  /** A tally without an unreadable reason, with legal-move counts and strata. */
  public GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
      String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen, long games,
      Long legalMoves, Long movePositions, Long decisionPlies, java.util.Map<String, String> strata) {
    this(game, rules, verdict, termination, winner, plies, firstMover, declaredResult, whiteAgent, blackAgent,
        startFen, null, games, legalMoves, movePositions, decisionPlies, strata);
  }

  /** A tally in no stratum, without an unreadable reason. */
  public GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
      String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen, long games,
      Long legalMoves, Long movePositions, Long decisionPlies) {
    this(game, rules, verdict, termination, winner, plies, firstMover, declaredResult, whiteAgent, blackAgent,
        startFen, null, games, legalMoves, movePositions, decisionPlies, null);
  }

  /** A tally in no stratum, without legal-move counts. */
  public GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
      String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen,
      String unreadable, long games) {
    this(game, rules, verdict, termination, winner, plies, firstMover, declaredResult, whiteAgent, blackAgent,
        startFen, unreadable, games, null, null, null, null);
  }

  /** A tally in no stratum, without legal-move counts or an unreadable reason. */
  public GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
      String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen, long games) {
    this(game, rules, verdict, termination, winner, plies, firstMover, declaredResult, whiteAgent, blackAgent,
        startFen, null, games, null, null, null, null);
  }

  boolean valid() {
    return "VALID".equals(verdict);
  }
}
