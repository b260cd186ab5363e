package org.ludoteca.zamora;

/** The two players of a Zamora game: the one who moves first (White, C1) and the other. */
public enum Side {
  FIRST,
  SECOND;

  /** This side as every game names its sides: the first player is White. */
  public org.ludoteca.game.Side gameSide() {
    return this == FIRST ? org.ludoteca.game.Side.WHITE : org.ludoteca.game.Side.BLACK;
  }

  /** The other player. */
  public Side opposite() {
    return this == FIRST ? SECOND : FIRST;
  }
}
