package org.ludoteca.rithmomachia;

/** The four ways of taking a piece, in the priority order of spec section 5. */
public enum CaptureMethod {
  EQUALITY("equality"),
  ERUPTION("eruption"),
  AMBUSH("ambush"),
  SIEGE("siege");

  private final String label;

  CaptureMethod(String label) {
    this.label = label;
  }

  /** The lower-case name used in notation and reports. */
  public String label() {
    return label;
  }

  @Override
  public String toString() {
    return label;
  }
}
