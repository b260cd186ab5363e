package org.ludoteca.rithmomachia.notation;

import java.util.Objects;

/**
 * Why a FEN packet could not be read: the kind of defect, the field, the 1-based character
 * column in the packet, and what was expected there.
 *
 * @param kind the kind of defect, for callers that branch on it
 * @param field the field the defect is in
 * @param column 1-based character position in the packet (in lenient mode: in the packet with
 *     its line breaks removed)
 * @param detail one line, lower case, no final period
 */
public record FenError(Kind kind, FenField field, int column, String detail) implements java.io.Serializable {

  /** Every kind of syntax defect the reader reports. */
  public enum Kind {
    EMPTY_PACKET,
    MISSING_FIELD,
    TRAILING_JUNK,
    BAD_SEPARATOR,
    UNEXPECTED_CHARACTER,
    WRONG_ROW_COUNT,
    ROW_TOO_WIDE,
    VALUE_OUT_OF_RANGE,
    LEADING_ZERO,
    MISSING_VALUE,
    MISSING_DOT,
    UNTERMINATED_PYRAMID,
    EMPTY_PYRAMID,
    NESTED_PYRAMID,
    PYRAMID_WRONG_COLOUR,
    UNKNOWN_LETTER,
    PYRAMID_IN_CAPTURE_LIST,
    BAD_SIDE,
    BAD_TURN,
    BAD_IRREGULAR
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
