package org.ludoteca.game;

import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A game's agents, the players of self-play ({@code ludoteca generate}): two of them seated at a
 * table under one rule set play games that the shared loop ({@code org.ludoteca.selfplay.SelfPlay})
 * runs, seeds and tags the same way for every game. A game's agents package implements this and
 * lists the class in {@code META-INF/services/org.ludoteca.game.Agents}; {@link Game#agents()}
 * finds it there, so neither the game nor the shared packages import the agents.
 */
public interface Agents {
  /** The names of the games ({@link Game#name()}) these agents play. */
  Set<String> games();

  /**
   * Two agents of {@code game}, by name, under rule set {@code rules}.
   *
   * @throws IllegalArgumentException if the game, the rule set or an agent is unknown; the message
   *     is one line and lists the known names
   */
  Table table(String game, String rules, String white, String black);

  /** The agents that play {@code game}, if any registered agents do. */
  static Optional<Agents> of(String game) {
    for (Agents agents : ServiceLoader.load(Agents.class, Agents.class.getClassLoader())) {
      if (agents.games().contains(game)) {
        return Optional.of(agents);
      }
    }
    return Optional.empty();
  }

  /** Two agents at one game and rule set: a new match per game seed. Immutable and thread-safe. */
  interface Table {
    /** The value of the {@code Game} tag. */
    String game();

    /** The value of the {@code Rules} tag. */
    String rules();

    /** White's agent, as the {@code White} and {@code WhiteAgent} tags name it. */
    String white();

    /** Black's agent. */
    String black();

    /** A new game from its seed (which may choose the start position). */
    Match match(long seed);
  }

  /** One game in progress between the table's agents. Not thread-safe. */
  interface Match {
    /**
     * The tags this game writes between {@code Rules} and {@code Seed}, in order (Chess960's
     * {@code Variant}, {@code SetUp} and {@code FEN}). None by default.
     */
    default Map<String, String> setupTags() {
      return Map.of();
    }

    /** Who moves first. */
    Side firstMover();

    /** Whether White is to move. */
    boolean whiteToMove();

    /** The end the rules found (or a draw claimed at once), if the game has ended. */
    Optional<GameReplayer.Ending> ending();

    /**
     * The side to move's agent chooses a move, drawing chance only from {@code random}, and plays
     * it. Returns the move in the game's record notation, or empty when the side to move has no
     * move (the game then stops where it stands).
     */
    Optional<String> playNext(SplittableRandom random);
  }
}
