package org.ludoteca.rithmomachia.agents;

import java.util.List;
import java.util.SplittableRandom;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;

/**
 * The tutorial's "aggressive" player: the move that captures the most value this ply, uniformly
 * at random among ties (so with no capture in reach it plays at random). It looks no further.
 */
public final class GreedyAgent implements Agent {
  @Override
  public String name() {
    return "greedy";
  }

  @Override
  public Move choose(Rithmomachia engine, Position p, List<Move> legal, SplittableRandom random) {
    int best = -1;
    int ties = 0;
    Move chosen = null;
    for (Move m : legal) {
      int value = engine.capturedValue(p, m);
      if (value > best) {
        best = value;
        ties = 1;
        chosen = m;
      } else if (value == best && random.nextInt(++ties) == 0) {
        chosen = m; // reservoir sampling: each tied move kept with probability 1/ties
      }
    }
    return chosen;
  }
}
