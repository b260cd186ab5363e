package org.ludoteca.rithmomachia;

/**
 * Why a well-formed {@link Setup} is not a playable position. Several can hold at once; they are
 * reported together in a {@link PositionException}.
 */
public enum Illegality {
  /** White has more than one pyramid on the board. */
  WHITE_HAS_TWO_PYRAMIDS("white has more than one pyramid"),
  /** Black has more than one pyramid on the board. */
  BLACK_HAS_TWO_PYRAMIDS("black has more than one pyramid"),
  /** White's capture list holds a white piece. */
  WHITE_CAPTURED_OWN_PIECE("white's capture list holds a white piece"),
  /** Black's capture list holds a black piece. */
  BLACK_CAPTURED_OWN_PIECE("black's capture list holds a black piece"),
  /** A capture list holds a pyramid; a pyramid taken whole is listed as its components. */
  PYRAMID_IN_CAPTURE_LIST("a capture list holds a pyramid; list its components instead");

  private final String description;

  Illegality(String description) {
    this.description = description;
  }

  /** One line, lower case. */
  public String describe() {
    return description;
  }
}
