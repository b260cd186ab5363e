package org.ludoteca.chess960;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A chess position as written down, not necessarily legal: the pieces, the side to move, the
 * castling rights as the squares of the rooks that may castle (Shredder style, so Chess960 needs
 * nothing more), the en-passant target square and the two move counters. Structural equality.
 * {@link Position#of} checks it.
 *
 * @param board the pieces by square
 * @param turn the side to move
 * @param castlingRooks the squares of the rooks that may still castle
 * @param epSquare the square a pawn just skipped over, if the record names one
 * @param halfmoveClock plies since the last capture or pawn move, 0 or more
 * @param fullmoveNumber the move number, 1 or more
 */
public record Setup(Map<Square, Piece> board, Color turn, Set<Square> castlingRooks,
    Optional<Square> epSquare, int halfmoveClock, int fullmoveNumber) {

  public Setup {
    board = board.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(board));
    Objects.requireNonNull(turn, "turn");
    castlingRooks = castlingRooks.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(castlingRooks));
    Objects.requireNonNull(epSquare, "epSquare");
    if (halfmoveClock < 0) {
      throw new IllegalArgumentException("halfmoveClock must be >= 0, was " + halfmoveClock);
    }
    if (fullmoveNumber < 1) {
      throw new IllegalArgumentException("fullmoveNumber must be >= 1, was " + fullmoveNumber);
    }
  }

  /** The piece on a square, if any. */
  public Optional<Piece> pieceAt(Square square) {
    return Optional.ofNullable(board.get(square));
  }
}
