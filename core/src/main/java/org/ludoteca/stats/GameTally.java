package org.ludoteca.stats;

/**
 * A number of games ({@code games}) that share every value the statistics read: a row of the
 * pipeline's {@code game_summary} table. The agents are the generator's {@code WhiteAgent} and
 * {@code BlackAgent} tags (or {@code bot}/{@code human} in games with a bot account); {@code
 * startFen} is kept for chess games only; {@code unreadable} is an {@code UNREADABLE} game's error
 * up to its first colon ({@link CorpusStatistics#rejectedReason}), else null.
 */
public record GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
    String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen,
    String unreadable, long games) {

  /** A tally without an unreadable reason (valid, illegal and mismatched games; runs from before the column). */
  public GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
      String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen, long games) {
    this(game, rules, verdict, termination, winner, plies, firstMover, declaredResult, whiteAgent, blackAgent,
        startFen, null, games);
  }

  boolean valid() {
    return "VALID".equals(verdict);
  }
}
