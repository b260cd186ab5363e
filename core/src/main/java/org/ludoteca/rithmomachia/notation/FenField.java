package org.ludoteca.rithmomachia.notation;

/** The six fields of the modified FEN packet, plus the packet as a whole. */
public enum FenField {
  BOARD("board"),
  SIDE("side"),
  WHITE_CAPTURES("white-captures"),
  BLACK_CAPTURES("black-captures"),
  IRREGULAR("irregular"),
  TURN("turn"),
  /** The packet as a whole: field count, separators, trailing junk. */
  PACKET("packet");

  private final String label;

  FenField(String label) {
    this.label = label;
  }

  /** The name used in error messages. */
  public String label() {
    return label;
  }
}
