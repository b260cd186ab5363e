package org.ludoteca.diagram;

/**
 * The colours of every board drawing. Sides are told apart by lightness (light pieces with a dark
 * outline against dark pieces with light text), which every kind of colour vision sees; the
 * accents are Okabe and Ito's colour-blind-safe set, and marks are never told by colour alone
 * (a capture is also dashed and crossed).
 */
public final class Palette {
  /** Light squares. */
  public static final String LIGHT_SQUARE = "#f3ecdc";
  /** Dark squares. */
  public static final String DARK_SQUARE = "#cdb993";
  /** The board's frame, grid lines and coordinate labels. */
  public static final String INK = "#222222";
  /** A first (white) side's piece: fill. */
  public static final String FIRST_FILL = "#ffffff";
  /** A first (white) side's piece: outline and text. */
  public static final String FIRST_INK = "#111111";
  /** A second (black) side's piece: fill and outline. */
  public static final String SECOND_FILL = "#1f1f1f";
  /** A second (black) side's piece: text. */
  public static final String SECOND_INK = "#ffffff";
  /** Where a piece was captured: Okabe-Ito vermillion. */
  public static final String CAPTURE = "#d55e00";
  /** The first side's zone (goal, arc, chamber): a tint of Okabe-Ito sky blue. */
  public static final String FIRST_ZONE = "#b4dcf2";
  /** The second side's zone: a tint of Okabe-Ito orange. */
  public static final String SECOND_ZONE = "#f5cf8a";
  /** A ball or chalice: Okabe-Ito yellow. */
  public static final String BALL = "#f0e442";
  /** The fonts text is drawn in: generic families only, no web font. */
  public static final String FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

  private Palette() {}
}
