package org.ludoteca.game;

import java.io.Serializable;
import java.util.Objects;

/**
 * A named opening, as a game's {@link OpeningBook} names the position a game reached: the {@code
 * eco} and {@code opening} columns of the {@code games} table.
 *
 * @param eco its code in the book's classification (chess: the Encyclopaedia of Chess Openings,
 *     {@code B50}); not blank
 * @param name its name, e.g. {@code Sicilian Defense: Modern Variations}; not blank
 */
public record Opening(String eco, String name) implements Serializable {
  private static final long serialVersionUID = 1L;

  public Opening {
    Objects.requireNonNull(eco, "eco");
    Objects.requireNonNull(name, "name");
    if (eco.isBlank() || name.isBlank()) {
      throw new IllegalArgumentException("an opening needs a code and a name, was '" + eco + "', '" + name + "'");
    }
  }
}
