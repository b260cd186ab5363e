package org.ludoteca.zamora;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game in progress: the state reached, how often each position has occurred, and the end if
 * there is one. Immutable; each turn returns a new match. It adds to {@link ZamoraGame} the
 * rules that need the history: a position occurring {@link ZamoraRules#repetitions} times is a
 * draw, and a player may resign.
 *
 * <pre>{@code
 * ZamoraMatch<FutezPosition> m = ZamoraMatch.start(new Futez(ZamoraRules.spec()));
 * Applied<ZamoraMatch<FutezPosition>> a = m.play("C35-C44");
 * }</pre>
 */
public final class ZamoraMatch<S> {
  private final ZamoraGame<S> game;
  private final S state;
  private final Map<Object, Integer> seen;
  private final Outcome outcome;
  private final int plies;

  private ZamoraMatch(ZamoraGame<S> game, S state, Map<Object, Integer> seen, Outcome outcome,
      int plies) {
    this.game = game;
    this.state = state;
    this.seen = seen;
    this.outcome = outcome;
    this.plies = plies;
  }

  /** A match at the game's start position. */
  public static <S> ZamoraMatch<S> start(ZamoraGame<S> game) {
    return start(game, game.start());
  }

  /** A match from a set-up position (a record's {@code FEN}), nothing played before it. */
  public static <S> ZamoraMatch<S> start(ZamoraGame<S> game, S s) {
    Map<Object, Integer> seen = new HashMap<>();
    seen.put(game.repetitionKey(s), 1);
    return new ZamoraMatch<>(game, s, seen, game.outcome(s).orElse(null), 0);
  }

  public ZamoraGame<S> game() {
    return game;
  }

  /** The current state. */
  public S state() {
    return state;
  }

  /** The number of turns played. */
  public int plies() {
    return plies;
  }

  /** How many times the current position has occurred, this time included. */
  public int occurrences() {
    return seen.getOrDefault(game.repetitionKey(state), 0);
  }

  /** The end of the match, if reached: the game's own end, a repetition draw or a resignation. */
  public Optional<Outcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  /** The legal turns; none once the match is over. */
  public List<Turn<S>> legalTurns() {
    return outcome != null ? List.of() : game.legalTurns(state);
  }

  /** Plays a turn in the game's {@code norm} grammar, or says why it cannot be played. */
  public Applied<ZamoraMatch<S>> play(String turn) {
    if (outcome != null) {
      return Applied.rejected("the game is over (" + outcome.reason() + ")");
    }
    Applied<S> a = game.apply(state, turn);
    return a.legal() ? Applied.ok(after(a.next())) : Applied.rejected(a.reason());
  }

  /** The match after a turn already known to be legal (from {@link #legalTurns} or {@code apply}). */
  public ZamoraMatch<S> after(S next) {
    Map<Object, Integer> s = new HashMap<>(seen);
    int n = s.merge(game.repetitionKey(next), 1, Integer::sum);
    Outcome o = game.outcome(next).orElse(null);
    if (o == null && n >= game.rules().repetitions()) {
      o = Outcome.draw("repetition (" + n + " times)");
    }
    return new ZamoraMatch<>(game, next, s, o, plies + 1);
  }

  /** The match after the side to move resigns. */
  public ZamoraMatch<S> resign() {
    Side mover = game.toMove(state);
    return new ZamoraMatch<>(game, state, seen,
        Outcome.win(mover.opposite(), "resignation by " + game.label(mover)), plies);
  }
}
