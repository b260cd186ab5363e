package org.ludoteca.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.MoveResult;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;

/** The benchmarks' sample of Rithmomachia positions: reached by random play, one in four kept. */
final class RandomPositions {
  private RandomPositions() {}

  /**
   * {@code count} positions of random games from the start, each game cut at {@code maxPlies}.
   * A quarter of the positions are kept, so that consecutive samples differ. Draws from {@code
   * random}, which the caller may go on using: same seed, same sample and same draws after it.
   */
  static Position[] sample(Rithmomachia engine, Random random, int count, int maxPlies) {
    List<Position> sample = new ArrayList<>(count);
    while (sample.size() < count) {
      Position p = engine.start();
      for (int ply = 0; ply < maxPlies && sample.size() < count; ply++) {
        List<Move> moves = engine.legalMoves(p);
        if (moves.isEmpty()) {
          break;
        }
        if (random.nextInt(4) == 0) {
          sample.add(p);
        }
        MoveResult r = engine.playLegal(p, moves.get(random.nextInt(moves.size())));
        if (r.end().isPresent()) {
          break;
        }
        p = r.position();
      }
    }
    return sample.toArray(new Position[0]);
  }
}
