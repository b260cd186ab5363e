package org.ludoteca.game;

/**
 * A player of a two-player game, by the colour records name it with: {@code white} (the first
 * player of a standard start) or {@code black}. A game's own model may have its own side type;
 * it says which of these each of its sides is. Tables, JSON and pages write the {@link #label}.
 */
public enum Side {
  WHITE("white"),
  BLACK("black");

  private final String label;

  Side(String label) {
    this.label = label;
  }

  /** The lower-case word the tables and outputs write: {@code white} or {@code black}. */
  public String label() {
    return label;
  }

  /** The {@link #label}, so that a side in a message reads as the tables write it. */
  @Override
  public String toString() {
    return label;
  }

  /** The other side. */
  public Side opponent() {
    return this == WHITE ? BLACK : WHITE;
  }

  /**
   * The side a label names (as {@link #label} writes it); null for null, as a column's null reads.
   *
   * @throws IllegalArgumentException if {@code label} is neither {@code white} nor {@code black}
   */
  public static Side ofLabel(String label) {
    if (label == null) {
      return null;
    }
    return switch (label) {
      case "white" -> WHITE;
      case "black" -> BLACK;
      default -> throw new IllegalArgumentException("side must be white or black, was " + label);
    };
  }
}
