package org.ludoteca.chess960;

import java.util.Objects;

/**
 * A chess move. A castling move goes from the king's square to the castling rook's square (king
 * takes own rook), the only form that is unambiguous in Chess960; {@link #kingDestination()} and
 * {@link #rookDestination()} give where the two pieces end. An en-passant capture goes to the
 * square the enemy pawn skipped.
 *
 * @param from where the moving piece (the king, for castling) stands
 * @param to where it goes; for castling, the rook's square
 * @param promotion the piece a pawn becomes, null unless kind is PROMOTION
 * @param kind normal, castling, en passant or promotion
 */
public record Move(Square from, Square to, Role promotion, Kind kind) {

  /** The four kinds of move. */
  public enum Kind {
    NORMAL,
    CASTLE,
    EN_PASSANT,
    PROMOTION
  }

  public Move {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(kind, "kind");
    if ((kind == Kind.PROMOTION) != (promotion != null)) {
      throw new IllegalArgumentException("promotion must be given exactly for kind PROMOTION");
    }
    if (promotion == Role.PAWN || promotion == Role.KING) {
      throw new IllegalArgumentException("a pawn cannot become a " + promotion);
    }
    if (kind == Kind.CASTLE && (from.rank() != to.rank() || from == to)) {
      throw new IllegalArgumentException("castling goes from the king to a rook on the same rank");
    }
  }

  /** A normal move (also a capture). */
  public static Move normal(Square from, Square to) {
    return new Move(from, to, null, Kind.NORMAL);
  }

  /** Castling with the king on {@code king} and the rook on {@code rook}. */
  public static Move castle(Square king, Square rook) {
    return new Move(king, rook, null, Kind.CASTLE);
  }

  /** Whether this castles towards the h-file (O-O). */
  public boolean isKingSide() {
    return kind == Kind.CASTLE && to.ordinal() > from.ordinal();
  }

  /** Where the moving king or piece ends: for castling the g- or c-file square, else {@link #to}. */
  public Square kingDestination() {
    return kind == Kind.CASTLE ? Square.of(isKingSide() ? 6 : 2, from.rank()) : to;
  }

  /** For castling, the f- or d-file square the rook ends on; else null. */
  public Square rookDestination() {
    return kind == Kind.CASTLE ? Square.of(isKingSide() ? 5 : 3, from.rank()) : null;
  }

  /** The engine's code of this move, as {@link Board#generate} writes it. */
  public int code() {
    int promo = promotion == null ? 0 : promotion.ordinal();
    return Board.encode(from.ordinal(), to.ordinal(), kind.ordinal(), promo);
  }

  /** The move of an engine code ({@link Board#generate}), unchecked: a code made up makes a move made up. */
  public static Move of(int code) {
    int k = Board.kind(code);
    Kind kind = Kind.values()[k];
    return new Move(Square.of(Board.from(code)), Square.of(Board.to(code)),
        kind == Kind.PROMOTION ? Role.of(Board.promotion(code)) : null, kind);
  }

  /** UCI with castling as king takes rook, e.g. {@code e2e4}, {@code e7e8q}, {@code e1h1}. */
  @Override
  public String toString() {
    return from.label() + to.label() + (promotion == null ? "" : String.valueOf(promotion.symbol()));
  }
}
