package org.ludoteca.chess960;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rules engine of Chess960 and standard chess (start position 518): legal moves, playing
 * them, perft, and the end of the game by checkmate, stalemate or insufficient material.
 * Repetition and the move-count rules need the history: see {@link
 * org.ludoteca.chess960.game.ChessSession}, which implements FIDE's draw rules once for replays
 * and self-play.
 *
 * <pre>{@code
 * Position p = StartPositions.standard();
 * Position q = Chess960.play(p, Uci.read(p, "e2e4"));
 * long nodes = Chess960.perft(q, 3);
 * Optional<Outcome> end = Chess960.outcome(q);
 * }</pre>
 *
 * <p>Castling follows the FIDE Chess960 rules: the king ends on the g- or c-file and the rook on
 * the f- or d-file of the back rank; every square between the king and its destination and
 * between the rook and its destination is empty except for those two pieces; the king is not in
 * check and passes through and lands on no attacked square (judged with both pieces moved); the
 * king or the rook may stay where it is.
 */
public final class Chess960 {
  private Chess960() {}

  /** The legal moves, in the engine's order (king moves first). */
  public static List<Move> legalMoves(Position position) {
    int[] codes = new int[Board.MAX_MOVES];
    int n = position.board().generate(codes, 0);
    List<Move> moves = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      moves.add(Move.of(codes[i]));
    }
    return moves;
  }

  /** Whether the move is legal in the position. */
  public static boolean isLegal(Position position, Move move) {
    int code = move.code();
    int[] codes = new int[Board.MAX_MOVES];
    int n = position.board().generate(codes, 0);
    for (int i = 0; i < n; i++) {
      if (codes[i] == code) {
        return true;
      }
    }
    return false;
  }

  /**
   * Plays a move and returns the new position.
   *
   * @throws IllegalMoveException if the move is not legal here; the position is unchanged
   */
  public static Position play(Position position, Move move) throws IllegalMoveException {
    if (!isLegal(position, move)) {
      throw new IllegalMoveException(IllegalMoveException.Reason.ILLEGAL,
          "illegal move " + move + " in " + position, position);
    }
    return playLegal(position, move);
  }

  /** Plays a move already known to be legal (taken from {@link #legalMoves}); unchecked. */
  static Position playLegal(Position position, Move move) {
    Board b = position.copyBoard();
    b.play(move.code());
    return new Position(b);
  }

  /** Whether the side to move is in check. */
  public static boolean isCheck(Position position) {
    return position.isCheck();
  }

  /**
   * How the game stands ended by the position alone: checkmate, stalemate, or insufficient
   * material, which here means no pawns, rooks or queens and either at most one knight or bishop
   * in all, or only bishops, all on squares of one colour. Empty if play goes on.
   */
  public static Optional<Outcome> outcome(Position position) {
    Board b = position.board();
    int n = b.generate(null, 0);
    if (n == 0) {
      return Optional.of(b.inCheck()
          ? new Outcome(Outcome.Termination.CHECKMATE, Optional.of(position.turn().opposite()))
          : new Outcome(Outcome.Termination.STALEMATE, Optional.empty()));
    }
    if (isInsufficientMaterial(b)) {
      return Optional.of(new Outcome(Outcome.Termination.INSUFFICIENT_MATERIAL, Optional.empty()));
    }
    return Optional.empty();
  }

  /** Whether neither side has mating material on this board (see {@link #outcome}). */
  public static boolean isInsufficientMaterial(Board b) {
    if ((b.pawns | b.rooks | b.queens) != 0) {
      return false;
    }
    long minors = b.knights | b.bishops;
    if (Long.bitCount(minors) <= 1) {
      return true;
    }
    final long dark = 0xAA55AA55AA55AA55L;
    return b.knights == 0 && ((b.bishops & dark) == 0 || (b.bishops & ~dark) == 0);
  }

  /** The number of move sequences of exactly {@code depth} plies (leaf nodes); 1 at depth 0. */
  public static long perft(Position position, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0, was " + depth);
    }
    return new Perft(depth).run(position.board(), depth);
  }

  /** Perft below each legal move, by move (UCI, king takes rook) in alphabetical order. */
  public static Map<Move, Long> divide(Position position, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("depth must be >= 1, was " + depth);
    }
    List<Move> moves = legalMoves(position);
    moves.sort(Comparator.comparing(Move::toString));
    Map<Move, Long> result = new LinkedHashMap<>();
    Perft perft = new Perft(depth);
    for (Move m : moves) {
      Board b = position.copyBoard();
      b.play(m.code());
      result.put(m, perft.run(b, depth - 1));
    }
    return result;
  }

  /** Perft with one preallocated board and move list per ply, bulk counting at the last ply. */
  static final class Perft {
    private final Board[] boards;
    private final int[][] moves;

    Perft(int depth) {
      boards = new Board[depth + 1];
      moves = new int[depth + 1][Board.MAX_MOVES];
      for (int i = 0; i <= depth; i++) {
        boards[i] = new Board();
      }
    }

    long run(Board root, int depth) {
      if (depth == 0) {
        return 1;
      }
      boards[depth].copyFrom(root);
      return count(depth);
    }

    private long count(int depth) {
      Board b = boards[depth];
      if (depth == 1) {
        return b.generate(null, 0);
      }
      int[] list = moves[depth];
      int n = b.generate(list, 0);
      Board child = boards[depth - 1];
      long total = 0;
      for (int i = 0; i < n; i++) {
        child.copyFrom(b);
        child.play(list[i]);
        total += count(depth - 1);
      }
      return total;
    }
  }
}
