package org.ludoteca.stats;

import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

/**
 * A number of games ({@link #games}) that share every value the statistics read, their group: a
 * row of the pipeline's {@code game_summary} table. Immutable; built by column, and merged with
 * {@link #plus}, as the tallies of several partitions are:
 *
 * <pre>{@code
 * GameTally t = GameTally.builder().game("chess").rules("standard").verdict(Verdict.VALID)
 *     .termination("checkmate").winner(Winner.WHITE).plies(31).firstMover(Side.WHITE).games(12).build();
 * GameTally both = t.plus(t);   // 24 games, the same group
 * }</pre>
 *
 * <p>The group: game, rules, verdict, termination, winner (null: no end, or not known), plies,
 * first mover (null when not known), declared result, the agents (the generator's {@code
 * WhiteAgent} and {@code BlackAgent} tags, or {@code bot}/{@code human} in games with a bot
 * account), {@code startFen} (kept for games whose start positions are compared only), {@code
 * unreadable} (an {@code UNREADABLE} game's error up to its first colon, {@link
 * CorpusStatistics#rejectedReason}, else null) and the games' stratum values by stratum ({@link
 * Strata}). The counts: {@code games}, and {@code legalMoves}, {@code movePositions} and {@code
 * decisionPlies}, sums over the games, null when the ingest did not count legal moves ({@code
 * --branching}): the legal moves of every position before a move, those positions, the plies
 * played where more than one move was legal. Equality is by value; avoid identity operations.
 */
public final class GameTally {
  private static final GameTally EMPTY = new GameTally(new Group(null, null, null, null, null, 0, null, null, null,
      null, null, null, Map.of()), 0, null, null, null);

  /** What the games of a tally share; a record for its value equality. */
  private record Group(String game, String rules, Verdict verdict, String termination, Winner winner, int plies,
      Side firstMover, String declaredResult, String whiteAgent, String blackAgent, String startFen,
      String unreadable, Map<String, String> strata) {}

  private final Group group;
  private final long games;
  private final Long legalMoves;
  private final Long movePositions;
  private final Long decisionPlies;

  private GameTally(Group group, long games, Long legalMoves, Long movePositions, Long decisionPlies) {
    this.group = group;
    this.games = games;
    this.legalMoves = legalMoves;
    this.movePositions = movePositions;
    this.decisionPlies = decisionPlies;
  }

  /** A builder of a tally, every column unset (null, or 0 for {@code plies} and {@code games}). */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this tally's columns, to make one that differs in a few. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.game = group.game;
    b.rules = group.rules;
    b.verdict = group.verdict;
    b.termination = group.termination;
    b.winner = group.winner;
    b.plies = group.plies;
    b.firstMover = group.firstMover;
    b.declaredResult = group.declaredResult;
    b.whiteAgent = group.whiteAgent;
    b.blackAgent = group.blackAgent;
    b.startFen = group.startFen;
    b.unreadable = group.unreadable;
    b.strata = group.strata;
    b.games = games;
    b.legalMoves = legalMoves;
    b.movePositions = movePositions;
    b.decisionPlies = decisionPlies;
    return b;
  }

  /** The tally of no games, in no group: {@code empty().plus(t)} and {@code t.plus(empty())} equal {@code t}. */
  public static GameTally empty() {
    return EMPTY;
  }

  /** Whether this tally counts nothing: no games, no legal-move counts (as {@link #empty}). */
  public boolean isEmpty() {
    return games == 0 && legalMoves == null;
  }

  /**
   * The tally of this tally's games and {@code other}'s, of the same group: games and legal-move
   * counts summed (a null count is none: null only when both are). An empty tally ({@link
   * #isEmpty}) adds nothing, whatever its group.
   *
   * @throws IllegalArgumentException if neither tally is empty and their groups differ
   */
  public GameTally plus(GameTally other) {
    if (other.isEmpty()) {
      return this;
    }
    if (isEmpty()) {
      return other;
    }
    if (!group.equals(other.group)) {
      throw new IllegalArgumentException("tallies of different groups do not add: " + this + " and " + other);
    }
    return new GameTally(group, games + other.games, sum(legalMoves, other.legalMoves),
        sum(movePositions, other.movePositions), sum(decisionPlies, other.decisionPlies));
  }

  /**
   * The tallies summed by group ({@link #plus}): one per group, in the order each group first
   * comes, empty tallies left out. The statistics read the summary rows of every ingest task so:
   * a group counted by many tasks is one tally.
   */
  public static List<GameTally> sumByGroup(Collection<GameTally> tallies) {
    return sums().addAll(tallies).sums();
  }

  /** An empty sum by group ({@link #sumByGroup}) to add tallies to one at a time, as a reader reads them. */
  public static GroupSums<GameTally> sums() {
    return new GroupSums<>(t -> t.group, GameTally::plus, GameTally::isEmpty);
  }

  static Long sum(Long a, Long b) {
    return a == null ? b : b == null ? a : Long.valueOf(a + b);
  }

  public String game() {
    return group.game;
  }

  public String rules() {
    return group.rules;
  }

  public Verdict verdict() {
    return group.verdict;
  }

  public String termination() {
    return group.termination;
  }

  /** Who won, or null: no end, or not known. */
  public Winner winner() {
    return group.winner;
  }

  public int plies() {
    return group.plies;
  }

  /** Who moved first, or null when not known. */
  public Side firstMover() {
    return group.firstMover;
  }

  public String declaredResult() {
    return group.declaredResult;
  }

  public String whiteAgent() {
    return group.whiteAgent;
  }

  public String blackAgent() {
    return group.blackAgent;
  }

  public String startFen() {
    return group.startFen;
  }

  public String unreadable() {
    return group.unreadable;
  }

  /** The games' value of each stratum, by stratum name; unmodifiable. */
  public Map<String, String> strata() {
    return group.strata;
  }

  public long games() {
    return games;
  }

  public Long legalMoves() {
    return legalMoves;
  }

  public Long movePositions() {
    return movePositions;
  }

  public Long decisionPlies() {
    return decisionPlies;
  }

  boolean valid() {
    return group.verdict == Verdict.VALID;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof GameTally t && games == t.games && group.equals(t.group)
        && Objects.equals(legalMoves, t.legalMoves) && Objects.equals(movePositions, t.movePositions)
        && Objects.equals(decisionPlies, t.decisionPlies);
  }

  @Override
  public int hashCode() {
    return Objects.hash(group, games, legalMoves, movePositions, decisionPlies);
  }

  @Override
  public String toString() {
    return "GameTally[game=" + group.game + ", rules=" + group.rules + ", verdict=" + group.verdict
        + ", termination=" + group.termination + ", winner=" + group.winner + ", plies=" + group.plies
        + ", firstMover=" + group.firstMover + ", declaredResult=" + group.declaredResult + ", whiteAgent="
        + group.whiteAgent + ", blackAgent=" + group.blackAgent + ", startFen=" + group.startFen + ", unreadable="
        + group.unreadable + ", strata=" + group.strata + ", games=" + games + ", legalMoves=" + legalMoves
        + ", movePositions=" + movePositions + ", decisionPlies=" + decisionPlies + "]";
  }

  /**
   * Builds a {@link GameTally} column by column, each setter named as its column of {@code
   * game_summary}. Not thread-safe; {@link #build} may be called more than once.
   */
  public static final class Builder {
    private String game;
    private String rules;
    private Verdict verdict;
    private String termination;
    private Winner winner;
    private int plies;
    private Side firstMover;
    private String declaredResult;
    private String whiteAgent;
    private String blackAgent;
    private String startFen;
    private String unreadable;
    private Map<String, String> strata = Map.of();
    private long games;
    private Long legalMoves;
    private Long movePositions;
    private Long decisionPlies;

    private Builder() {}

    public Builder game(String game) {
      this.game = game;
      return this;
    }

    public Builder rules(String rules) {
      this.rules = rules;
      return this;
    }

    public Builder verdict(Verdict verdict) {
      this.verdict = verdict;
      return this;
    }

    public Builder termination(String termination) {
      this.termination = termination;
      return this;
    }

    public Builder winner(Winner winner) {
      this.winner = winner;
      return this;
    }

    public Builder plies(int plies) {
      this.plies = plies;
      return this;
    }

    public Builder firstMover(Side firstMover) {
      this.firstMover = firstMover;
      return this;
    }

    public Builder declaredResult(String declaredResult) {
      this.declaredResult = declaredResult;
      return this;
    }

    public Builder whiteAgent(String whiteAgent) {
      this.whiteAgent = whiteAgent;
      return this;
    }

    public Builder blackAgent(String blackAgent) {
      this.blackAgent = blackAgent;
      return this;
    }

    public Builder startFen(String startFen) {
      this.startFen = startFen;
      return this;
    }

    public Builder unreadable(String unreadable) {
      this.unreadable = unreadable;
      return this;
    }

    /** The games' value of each stratum by stratum name (copied); null for none. */
    public Builder strata(Map<String, String> strata) {
      this.strata = strata == null ? Map.of() : Collections.unmodifiableMap(new HashMap<>(strata));
      return this;
    }

    public Builder games(long games) {
      this.games = games;
      return this;
    }

    public Builder legalMoves(Long legalMoves) {
      this.legalMoves = legalMoves;
      return this;
    }

    public Builder movePositions(Long movePositions) {
      this.movePositions = movePositions;
      return this;
    }

    public Builder decisionPlies(Long decisionPlies) {
      this.decisionPlies = decisionPlies;
      return this;
    }

    /**
     * The tally.
     *
     * @throws NullPointerException if the verdict is unset
     * @throws IllegalArgumentException if plies, games or a legal-move count is negative, or the
     *     legal-move counts are neither all set nor all null
     */
    public GameTally build() {
      Objects.requireNonNull(verdict, "verdict");
      if (plies < 0 || games < 0) {
        throw new IllegalArgumentException("negative plies or games: " + plies + ", " + games);
      }
      if ((legalMoves == null) != (movePositions == null) || (legalMoves == null) != (decisionPlies == null)) {
        throw new IllegalArgumentException("legalMoves, movePositions and decisionPlies are all set or all null, were "
            + legalMoves + ", " + movePositions + ", " + decisionPlies);
      }
      if (legalMoves != null && (legalMoves < 0 || movePositions < 0 || decisionPlies < 0)) {
        throw new IllegalArgumentException("negative legal-move counts: " + legalMoves + ", " + movePositions + ", "
            + decisionPlies);
      }
      return new GameTally(new Group(game, rules, verdict, termination, winner, plies, firstMover, declaredResult,
          whiteAgent, blackAgent, startFen, unreadable, strata), games, legalMoves, movePositions, decisionPlies);
    }
  }
}
