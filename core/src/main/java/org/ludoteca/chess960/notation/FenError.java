package org.ludoteca.chess960.notation;

import java.util.Objects;

/**
 * Why a chess FEN could not be read: the kind of defect, the field, the 1-based character column
 * in the text, and what was expected there.
 *
 * @param kind the kind of defect, for callers that branch on it
 * @param field the field the defect is in
 * @param column 1-based character position in the text as given
 * @param detail one line, lower case, no final period
 */
public record FenError(Kind kind, FenField field, int column, String detail) implements java.io.Serializable {

  /** Every kind of syntax defect the reader reports. */
  public enum Kind {
    EMPTY,
    MISSING_FIELD,
    TRAILING_JUNK,
    UNEXPECTED_CHARACTER,
    WRONG_RANK_COUNT,
    RANK_TOO_WIDE,
    RANK_TOO_NARROW,
    BAD_TURN,
    BAD_CASTLING,
    DUPLICATE_CASTLING,
    BAD_EN_PASSANT,
    BAD_NUMBER
  }

  public FenError {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(field, "field");
    Objects.requireNonNull(detail, "detail");
    if (column < 1) {
      throw new IllegalArgumentException("column is 1-based, was " + column);
    }
  }

  /** {@code <field> column <n>: <what>}, the form the command line prints after {@code error: }. */
  public String describe() {
    return field.label() + " column " + column + ": " + detail;
  }

  @Override
  public String toString() {
    return describe();
  }
}
