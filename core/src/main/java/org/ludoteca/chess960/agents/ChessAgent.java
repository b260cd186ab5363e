package org.ludoteca.chess960.agents;

import java.util.List;
import java.util.SplittableRandom;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Piece;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.Role;

/** A chess player: picks one of the legal moves. Deterministic given the random source it is handed. */
public interface ChessAgent {
  /** The name written in the White/Black tags: {@code random}, {@code greedy}. */
  String name();

  /** Chooses a move of {@code legal} (never empty, in the engine's order); ties broken with {@code random}. */
  Move choose(Position p, List<Move> legal, SplittableRandom random);

  /** The agent a name stands for: {@code random} or {@code greedy}. */
  static ChessAgent named(String name) {
    return switch (name) {
      case "random" -> new Random();
      case "greedy" -> new Greedy();
      default -> throw new IllegalArgumentException("unknown agent '" + name + "'; chess agents: random, greedy");
    };
  }

  /** The material a move captures: pawn 1, knight and bishop 3, rook 5, queen 9 (en passant: 1). */
  static int capturedValue(Position p, Move m) {
    if (m.kind() == Move.Kind.EN_PASSANT) {
      return 1;
    }
    if (m.kind() == Move.Kind.CASTLE) {
      return 0;
    }
    Piece victim = p.pieceAt(m.to()).orElse(null);
    if (victim == null || victim.color() == p.turn()) {
      return 0;
    }
    return value(victim.role());
  }

  /** Pawn 1, knight 3, bishop 3, rook 5, queen 9, king 0. */
  static int value(Role role) {
    return switch (role) {
      case PAWN -> 1;
      case KNIGHT, BISHOP -> 3;
      case ROOK -> 5;
      case QUEEN -> 9;
      case KING -> 0;
    };
  }

  /** Uniformly at random among the legal moves. */
  final class Random implements ChessAgent {
    @Override
    public String name() {
      return "random";
    }

    @Override
    public Move choose(Position p, List<Move> legal, SplittableRandom random) {
      return legal.get(random.nextInt(legal.size()));
    }
  }

  /** The move that captures the most material this ply, uniformly at random among ties. */
  final class Greedy implements ChessAgent {
    @Override
    public String name() {
      return "greedy";
    }

    @Override
    public Move choose(Position p, List<Move> legal, SplittableRandom random) {
      int best = -1;
      int ties = 0;
      Move chosen = null;
      for (Move m : legal) {
        int value = capturedValue(p, m);
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
}
