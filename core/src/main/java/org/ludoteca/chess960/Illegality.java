package org.ludoteca.chess960;

/**
 * Why a {@link Setup} is not a playable position. Several can hold at once; {@link
 * PositionException} reports them together.
 */
public enum Illegality {
  /** A side has no king. */
  MISSING_KING("a side has no king"),
  /** A side has more than one king. */
  TOO_MANY_KINGS("a side has more than one king"),
  /** A pawn stands on rank 1 or 8. */
  PAWNS_ON_BACK_RANK("a pawn stands on rank 1 or 8"),
  /**
   * A castling right names a square without a rook of the side whose back rank it is on, or
   * that side's king is not on its back rank, or a side has two rights on the same side of its
   * king, or a right is off the back ranks.
   */
  INVALID_CASTLING_RIGHTS("castling rights do not match the rooks and king on the back rank"),
  /** The en-passant square is not behind a pawn of the side that just moved, with the two squares it crossed empty. */
  INVALID_EP_SQUARE("the en-passant square is not behind a pawn that just made a double step"),
  /** The side that just moved is in check. */
  OPPOSITE_CHECK("the side not to move is in check"),
  /** The side to move is checked by more than two pieces. */
  IMPOSSIBLE_CHECK("the side to move is checked by more than two pieces");

  private final String description;

  Illegality(String description) {
    this.description = description;
  }

  /** One line, lower case. */
  public String describe() {
    return description;
  }
}
