package org.ludoteca.stats;

/**
 * A number of games ({@code games}) that share every value the statistics read: a row of the
 * pipeline's {@code game_summary} table. The agents are the generator's {@code WhiteAgent} and
 * {@code BlackAgent} tags; {@code startFen} is kept for chess games only.
 */
public record GameTally(String game, String rules, String verdict, String termination, String winner, int plies,
    String firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen, long games) {

  boolean valid() {
    return "VALID".equals(verdict);
  }
}
