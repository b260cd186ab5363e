package org.ludoteca.chess960.notation;

/** The six fields of a FEN record, plus the record as a whole. */
public enum FenField {
  BOARD("board"),
  TURN("turn"),
  CASTLING("castling"),
  EN_PASSANT("en-passant"),
  HALFMOVE_CLOCK("halfmove-clock"),
  FULLMOVE_NUMBER("fullmove-number"),
  /** The record as a whole: emptiness, trailing junk. */
  RECORD("record");

  private final String label;

  FenField(String label) {
    this.label = label;
  }

  /** The name used in error messages. */
  public String label() {
    return label;
  }
}
