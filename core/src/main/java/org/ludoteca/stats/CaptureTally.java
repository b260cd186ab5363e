package org.ludoteca.stats;

import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ludoteca.game.Side;

/**
 * A number of captures in VALID games that share their group (game, rules, method, capturing side,
 * captured kind, and the games' value of each stratum by stratum name, {@link Strata}), in all and
 * by game phase ({@link CorpusStatistics#phase}): a row of the pipeline's {@code capture_summary}
 * table. Immutable; built by column and merged with {@link #plus}, as {@link GameTally}:
 *
 * <pre>{@code
 * CaptureTally c = CaptureTally.builder().game("chess").rules("standard").method("capture")
 *     .side(Side.WHITE).capturedKind("pawn").captures(3).opening(2).middlegame(1).build();
 * }</pre>
 *
 * Equality is by value; avoid identity operations.
 */
public final class CaptureTally {
  private static final CaptureTally EMPTY = new CaptureTally(new Group(null, null, null, null, null, Map.of()),
      0, 0, 0, 0);

  /** What the captures of a tally share; a record for its value equality. */
  private record Group(String game, String rules, String method, Side side, String capturedKind,
      Map<String, String> strata) {}

  private final Group group;
  private final long captures;
  private final long opening;
  private final long middlegame;
  private final long endgame;

  private CaptureTally(Group group, long captures, long opening, long middlegame, long endgame) {
    this.group = group;
    this.captures = captures;
    this.opening = opening;
    this.middlegame = middlegame;
    this.endgame = endgame;
  }

  /** A builder of a tally, every column unset (null, or 0 for the counts). */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this tally's columns. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.game = group.game;
    b.rules = group.rules;
    b.method = group.method;
    b.side = group.side;
    b.capturedKind = group.capturedKind;
    b.strata = group.strata;
    b.captures = captures;
    b.opening = opening;
    b.middlegame = middlegame;
    b.endgame = endgame;
    return b;
  }

  /** The tally of no captures, in no group: {@code empty().plus(c)} and {@code c.plus(empty())} equal {@code c}. */
  public static CaptureTally empty() {
    return EMPTY;
  }

  /** Whether this tally counts nothing (as {@link #empty}). */
  public boolean isEmpty() {
    return captures == 0 && opening == 0 && middlegame == 0 && endgame == 0;
  }

  /**
   * The tally of this tally's captures and {@code other}'s, of the same group, every count summed.
   * An empty tally ({@link #isEmpty}) adds nothing, whatever its group.
   *
   * @throws IllegalArgumentException if neither tally is empty and their groups differ
   */
  public CaptureTally plus(CaptureTally other) {
    if (other.isEmpty()) {
      return this;
    }
    if (isEmpty()) {
      return other;
    }
    if (!group.equals(other.group)) {
      throw new IllegalArgumentException("tallies of different groups do not add: " + this + " and " + other);
    }
    return new CaptureTally(group, captures + other.captures, opening + other.opening,
        middlegame + other.middlegame, endgame + other.endgame);
  }

  /** The tallies summed by group ({@link #plus}): one per group, in the order each first comes, empty ones left out. */
  public static List<CaptureTally> sumByGroup(Collection<CaptureTally> tallies) {
    return sums().addAll(tallies).sums();
  }

  /** An empty sum by group ({@link #sumByGroup}) to add tallies to one at a time, as a reader reads them. */
  public static GroupSums<CaptureTally> sums() {
    return new GroupSums<>(t -> t.group, CaptureTally::plus, CaptureTally::isEmpty);
  }

  public String game() {
    return group.game;
  }

  public String rules() {
    return group.rules;
  }

  public String method() {
    return group.method;
  }

  /** The side that captured. */
  public Side side() {
    return group.side;
  }

  public String capturedKind() {
    return group.capturedKind;
  }

  /** The games' value of each stratum, by stratum name; unmodifiable. */
  public Map<String, String> strata() {
    return group.strata;
  }

  public long captures() {
    return captures;
  }

  public long opening() {
    return opening;
  }

  public long middlegame() {
    return middlegame;
  }

  public long endgame() {
    return endgame;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof CaptureTally t && captures == t.captures && opening == t.opening
        && middlegame == t.middlegame && endgame == t.endgame && group.equals(t.group);
  }

  @Override
  public int hashCode() {
    return Objects.hash(group, captures, opening, middlegame, endgame);
  }

  @Override
  public String toString() {
    return "CaptureTally[game=" + group.game + ", rules=" + group.rules + ", method=" + group.method + ", side="
        + group.side + ", capturedKind=" + group.capturedKind + ", strata=" + group.strata + ", captures=" + captures
        + ", opening=" + opening + ", middlegame=" + middlegame + ", endgame=" + endgame + "]";
  }

  /**
   * Builds a {@link CaptureTally} column by column, each setter named as its column of {@code
   * capture_summary}. Not thread-safe; {@link #build} may be called more than once.
   */
  public static final class Builder {
    private String game;
    private String rules;
    private String method;
    private Side side;
    private String capturedKind;
    private Map<String, String> strata = Map.of();
    private long captures;
    private long opening;
    private long middlegame;
    private long endgame;

    private Builder() {}

    public Builder game(String game) {
      this.game = game;
      return this;
    }

    public Builder rules(String rules) {
      this.rules = rules;
      return this;
    }

    public Builder method(String method) {
      this.method = method;
      return this;
    }

    public Builder side(Side side) {
      this.side = side;
      return this;
    }

    public Builder capturedKind(String capturedKind) {
      this.capturedKind = capturedKind;
      return this;
    }

    /** The games' value of each stratum by stratum name (copied); null for none. */
    public Builder strata(Map<String, String> strata) {
      this.strata = strata == null ? Map.of() : Collections.unmodifiableMap(new HashMap<>(strata));
      return this;
    }

    public Builder captures(long captures) {
      this.captures = captures;
      return this;
    }

    public Builder opening(long opening) {
      this.opening = opening;
      return this;
    }

    public Builder middlegame(long middlegame) {
      this.middlegame = middlegame;
      return this;
    }

    public Builder endgame(long endgame) {
      this.endgame = endgame;
      return this;
    }

    /**
     * The tally.
     *
     * @throws IllegalArgumentException if a count is negative, or the phases' counts do not add
     *     up to {@code captures}
     */
    public CaptureTally build() {
      if (captures < 0 || opening < 0 || middlegame < 0 || endgame < 0) {
        throw new IllegalArgumentException("negative counts: " + captures + ", " + opening + ", " + middlegame + ", "
            + endgame);
      }
      if (opening + middlegame + endgame != captures) {
        throw new IllegalArgumentException("the phases' counts " + opening + " + " + middlegame + " + " + endgame
            + " do not add up to captures " + captures);
      }
      return new CaptureTally(new Group(game, rules, method, side, capturedKind, strata), captures, opening,
          middlegame, endgame);
    }
  }
}
