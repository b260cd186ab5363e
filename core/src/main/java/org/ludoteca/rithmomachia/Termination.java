package org.ludoteca.rithmomachia;

import java.util.Optional;

/**
 * How the rules end a game: the eight victories of spec section 6, least specific first, and
 * {@code no-legal-move} (a draw). Endings outside the rules (resignation, a ply cap) belong to
 * game records, not here.
 */
public enum Termination {
  DE_CORPORE("de-corpore"),
  DE_BONIS("de-bonis"),
  DE_LITE("de-lite"),
  DE_HONORE("de-honore"),
  DE_HONORE_LITEQUE("de-honore-liteque"),
  VICTORIA_MAGNA("victoria-magna"),
  VICTORIA_MAJOR("victoria-major"),
  VICTORIA_EXCELLENTISSIMA("victoria-excellentissima"),
  NO_LEGAL_MOVE("no-legal-move");

  private final String label;

  Termination(String label) {
    this.label = label;
  }

  /** The name used in records, rule-set files and reports: {@code de-bonis}, {@code victoria-magna}. */
  public String label() {
    return label;
  }

  /** Whether this is one of the eight victories (a win for the side that made the last move). */
  public boolean isVictory() {
    return this != NO_LEGAL_MOVE;
  }

  /** Whether this is a proper victory: a progression arranged in the enemy half. */
  public boolean isProper() {
    return this == VICTORIA_MAGNA || this == VICTORIA_MAJOR || this == VICTORIA_EXCELLENTISSIMA;
  }

  /** The termination with this label. */
  public static Optional<Termination> fromLabel(String label) {
    for (Termination t : values()) {
      if (t.label.equals(label)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  @Override
  public String toString() {
    return label;
  }
}
