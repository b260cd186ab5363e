package org.ludoteca.rithmomachia.agents;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.MoveResult;
import org.ludoteca.rithmomachia.Piece;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Progression;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;

/**
 * Alpha-beta (negamax) to a fixed depth with a material-plus-progression evaluation: the value
 * of one's pieces on the board minus the opponent's, plus {@link #PROGRESSION_WEIGHT} for each
 * progression (three distinct values, any order) among one's own pieces in the enemy half, the
 * stuff proper victories are made of. A won position scores {@link #WIN}, sooner wins higher.
 * Ties at the root are broken at random.
 */
public final class SearchAgent implements Agent {
  static final int DEFAULT_DEPTH = 2;
  static final int WIN = 1_000_000;
  static final int PROGRESSION_WEIGHT = 40;

  private final int depth;

  public SearchAgent(int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("depth must be 1 or more, was " + depth);
    }
    this.depth = depth;
  }

  @Override
  public String name() {
    return depth == DEFAULT_DEPTH ? "search" : "search:" + depth;
  }

  @Override
  public Move choose(Rithmomachia engine, Position p, List<Move> legal, SplittableRandom random) {
    int best = Integer.MIN_VALUE;
    List<Move> bestMoves = new ArrayList<>();
    int alpha = -WIN - 1;
    for (Move m : legal) {
      int score = -negamax(engine, engine.playLegal(p, m), depth - 1, -WIN - 1, -alpha);
      if (score > best) {
        best = score;
        bestMoves.clear();
        bestMoves.add(m);
      } else if (score == best) {
        bestMoves.add(m);
      }
      alpha = Math.max(alpha, score - 1); // keep exact scores for ties at the root
    }
    return bestMoves.get(random.nextInt(bestMoves.size()));
  }

  /** The score of {@code r}'s position for the side to move in it. */
  private int negamax(Rithmomachia engine, MoveResult r, int remaining, int alpha, int beta) {
    Position p = r.position();
    if (r.end().isPresent()) {
      // The side that just moved won (or drew): bad for the side to move now.
      return r.end().get().winner().isEmpty() ? 0 : -(WIN + remaining);
    }
    if (remaining == 0) {
      return evaluate(p, p.toMove());
    }
    int best = -WIN - 10;
    for (Move m : engine.legalMoves(p)) {
      int score = -negamax(engine, engine.playLegal(p, m), remaining - 1, -beta, -alpha);
      if (score > best) {
        best = score;
      }
      if (best > alpha) {
        alpha = best;
      }
      if (alpha >= beta) {
        break;
      }
    }
    return best;
  }

  /** Material plus progression, from {@code side}'s point of view. */
  static int evaluate(Position p, Side side) {
    int material = 0;
    List<Integer> forward = new ArrayList<>();
    for (int s = 0; s < Square.COUNT; s++) {
      Piece piece = p.pieceAt(s);
      if (piece == null) {
        continue;
      }
      if (piece.side() == side) {
        material += piece.value();
        if (!side.isHomeRank(Square.of(s).rank())) {
          forward.add(piece.value());
        }
      } else {
        material -= piece.value();
      }
    }
    return material + PROGRESSION_WEIGHT * progressions(forward);
  }

  private static int progressions(List<Integer> values) {
    int n = values.size();
    if (n < 3) {
      return 0;
    }
    int[] v = values.stream().mapToInt(Integer::intValue).sorted().toArray();
    int count = 0;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        for (int c = b + 1; c < n; c++) {
          if (Progression.of(v[a], v[b], v[c]) != null) {
            count++;
          }
        }
      }
    }
    return count;
  }
}
