package org.ludoteca.zamora;

import java.util.Objects;

/**
 * One legal turn: its text in the game's {@code norm} grammar (data/zamora/FORMAT.md) and the
 * state it leads to.
 */
public record Turn<S>(String text, S next) {
  public Turn {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(next, "next");
  }
}
