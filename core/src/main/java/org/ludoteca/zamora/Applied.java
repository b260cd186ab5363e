package org.ludoteca.zamora;

/**
 * What {@link ZamoraGame#apply} made of a turn: the next state, or why the turn is not legal
 * (the state is then unchanged and {@code next} is {@code null}).
 */
public record Applied<S>(S next, String reason) {

  /** A legal turn leading to {@code next}. */
  public static <S> Applied<S> ok(S next) {
    return new Applied<>(next, null);
  }

  /** An illegal or unreadable turn; {@code reason} is one line, lower case. */
  public static <S> Applied<S> rejected(String reason) {
    return new Applied<>(null, reason);
  }

  public boolean legal() {
    return next != null;
  }
}
