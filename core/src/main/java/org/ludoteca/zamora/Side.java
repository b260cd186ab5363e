package org.ludoteca.zamora;

/** The two players of a Zamora game: the one who moves first (White, C1) and the other. */
public enum Side {
  FIRST,
  SECOND;

  /** The other player. */
  public Side opposite() {
    return this == FIRST ? SECOND : FIRST;
  }
}
