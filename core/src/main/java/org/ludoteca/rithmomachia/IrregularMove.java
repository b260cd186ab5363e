package org.ludoteca.rithmomachia;

import java.util.Objects;

/**
 * The FEN "last irregular move" field: the piece that last made a leap and the square it left.
 * For a pyramid only the side is written ({@code p15x8}); for other pieces the piece
 * ({@code S169.1x2}). The field is informational: no rule reads it.
 *
 * @param side the side that leapt
 * @param kind the kind of the piece; {@link PieceKind#PYRAMID} for the pyramid
 * @param value the value of a plain piece; 0 for a pyramid, whose value is not written
 * @param origin the square left
 */
public record IrregularMove(Side side, PieceKind kind, int value, Square origin)
    implements java.io.Serializable {
  public IrregularMove {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(origin, "origin");
    if (kind == PieceKind.PYRAMID ? value != 0 : value < 1 || value > Piece.MAX_VALUE) {
      throw new IllegalArgumentException("bad value " + value + " for " + kind);
    }
  }

  /** The field value recorded after {@code piece} leaps from {@code origin}. */
  public static IrregularMove of(Piece piece, Square origin) {
    return new IrregularMove(piece.side(), piece.kind(), piece.isPyramid() ? 0 : piece.value(), origin);
  }

  /** The FEN field text: {@code S169.1x2} or {@code p15x8}. */
  public String symbol() {
    char letter = side.letterCase(kind.letter());
    return kind == PieceKind.PYRAMID
        ? letter + origin.paperCoordinate()
        : letter + Integer.toString(value) + "." + origin.paperCoordinate();
  }

  @Override
  public String toString() {
    return symbol();
  }
}
