package org.ludoteca.chess960;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/** A {@link Setup} that is not a playable position, with every reason at once. */
public final class PositionException extends Exception {
  private static final long serialVersionUID = 1L;
  private final EnumSet<Illegality> reasons;
  private final Setup setup;

  public PositionException(Set<Illegality> reasons, Setup setup) {
    super(reasons.stream().map(Illegality::describe).collect(Collectors.joining("; ")));
    this.reasons = EnumSet.copyOf(reasons);
    this.setup = setup;
  }

  /** Every reason found, never empty. */
  public Set<Illegality> reasons() {
    return EnumSet.copyOf(reasons);
  }

  /** The setup that was checked. */
  public Setup setup() {
    return setup;
  }
}
