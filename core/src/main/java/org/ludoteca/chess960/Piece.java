package org.ludoteca.chess960;

import java.util.Objects;

/**
 * A piece: a colour and a role.
 *
 * @param color whose piece
 * @param role what kind
 */
public record Piece(Color color, Role role) {
  public Piece {
    Objects.requireNonNull(color, "color");
    Objects.requireNonNull(role, "role");
  }

  /** The FEN letter: upper case for White, lower case for Black. */
  public char symbol() {
    return color == Color.WHITE ? Character.toUpperCase(role.symbol()) : role.symbol();
  }

  /** The piece of a FEN letter, or null if it names none. */
  public static Piece fromChar(char c) {
    Role r = Role.fromChar(c);
    if (r == null) {
      return null;
    }
    return new Piece(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, r);
  }

  @Override
  public String toString() {
    return String.valueOf(symbol());
  }
}
