package org.ludoteca.rithmomachia.agents;

import java.util.List;
import java.util.SplittableRandom;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;

/** A player: picks one of the legal moves. Deterministic given the random source it is handed. */
public interface Agent {
  /** The name written in the White/Black tags: {@code random}, {@code greedy}, {@code search:2}. */
  String name();

  /**
   * Chooses a move of {@code legal} (never empty, in the engine's move order) in {@code p}.
   * Ties are broken with {@code random}, the only source of chance.
   */
  Move choose(Rithmomachia engine, Position p, List<Move> legal, SplittableRandom random);

  /** The agent a name stands for: {@code random}, {@code greedy}, {@code search} or {@code search:<depth>}. */
  static Agent named(String name) {
    if (name.equals("random")) {
      return new RandomAgent();
    }
    if (name.equals("greedy")) {
      return new GreedyAgent();
    }
    if (name.equals("search")) {
      return new SearchAgent(SearchAgent.DEFAULT_DEPTH);
    }
    if (name.matches("search:[1-6]")) {
      return new SearchAgent(name.charAt(7) - '0');
    }
    throw new IllegalArgumentException("unknown agent '" + name + "'; agents: random, greedy, search, search:<depth 1..6>");
  }
}
