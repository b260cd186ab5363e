package org.ludoteca.rithmomachia;

/** The four shapes. A pyramid is a stack of the other three. */
public enum PieceKind {
  CIRCLE('c'),
  TRIANGLE('t'),
  SQUARE('s'),
  PYRAMID('p');

  private final char letter;

  PieceKind(char letter) {
    this.letter = letter;
  }

  /** The lower-case FEN letter. */
  public char letter() {
    return letter;
  }

  /** The kind of a FEN letter in either case, or {@code null} if the letter names no piece. */
  public static PieceKind fromLetter(char c) {
    switch (Character.toLowerCase(c)) {
      case 'c': return CIRCLE;
      case 't': return TRIANGLE;
      case 's': return SQUARE;
      case 'p': return PYRAMID;
      default: return null;
    }
  }

  /** The bit of this kind in {@link Piece#kindMask()}; a pyramid has none of its own. */
  int bit() {
    return this == PYRAMID ? 0 : 1 << ordinal();
  }
}
