package org.ludoteca.rithmomachia;

/** The two armies: White plays the even numbers (upper case), Black the odd (lower case). */
public enum Side {
  WHITE('w', org.ludoteca.game.Side.WHITE),
  BLACK('b', org.ludoteca.game.Side.BLACK);

  private final char symbol;
  private final org.ludoteca.game.Side gameSide;

  Side(char symbol, org.ludoteca.game.Side gameSide) {
    this.symbol = symbol;
    this.gameSide = gameSide;
  }

  /** The FEN side-to-move letter, {@code w} or {@code b}. */
  public char symbol() {
    return symbol;
  }

  public Side opposite() {
    return this == WHITE ? BLACK : WHITE;
  }

  /** This side as every game names its sides (replay, tables, statistics). */
  public org.ludoteca.game.Side gameSide() {
    return gameSide;
  }

  /** Lower-case English name, as written in reports and JSON ({@code white}, {@code black}). */
  public String label() {
    return gameSide.label();
  }

  /** The side of a FEN side-to-move letter, or {@code null} for any other character. */
  public static Side fromSymbol(char c) {
    return c == 'w' ? WHITE : c == 'b' ? BLACK : null;
  }

  /** Whether {@code letter} is written by this side: upper case for White, lower case for Black. */
  public static Side ofLetter(char letter) {
    return Character.isUpperCase(letter) ? WHITE : BLACK;
  }

  /** Writes {@code lowerCaseLetter} in this side's case. */
  public char letterCase(char lowerCaseLetter) {
    return this == WHITE ? Character.toUpperCase(lowerCaseLetter) : lowerCaseLetter;
  }

  /** Whether {@code rank} (1..16) lies in the half of the board where this side's army starts. */
  public boolean isHomeRank(int rank) {
    return this == WHITE ? rank <= 8 : rank >= 9;
  }
}
