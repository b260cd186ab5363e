package org.ludoteca.rithmomachia.agents;

import java.util.List;
import java.util.SplittableRandom;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;

/** Uniform over the legal moves. */
public final class RandomAgent implements Agent {
  @Override
  public String name() {
    return "random";
  }

  @Override
  public Move choose(Rithmomachia engine, Position p, List<Move> legal, SplittableRandom random) {
    return legal.get(random.nextInt(legal.size()));
  }
}
