package org.ludoteca.zamora;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The rules of one Zamora game over immutable states {@code S}: the start, the legal turns, the
 * application of a turn written in the game's {@code norm} grammar, and the end.
 *
 * <p>A turn is one player's piece move together with every ball, Cáliz or victim movement it
 * triggers. States carry the side to move and any match score, but no history: threefold
 * repetition is judged by whoever keeps the history ({@link ZamoraReplay}), comparing {@link
 * #repetitionKey} values.
 *
 * <pre>{@code
 * ZamoraGame<FutezPosition> g = new Futez(ZamoraRuleSets.byName("spec"));
 * Applied<FutezPosition> a = g.apply(g.start(), "C35-C44");
 * }</pre>
 */
public interface ZamoraGame<S> {

  /** The game's key as in the transcriptions' {@code # game:} header ({@code futez}). */
  String key();

  /** The rules this engine plays by. */
  ZamoraRules rules();

  /** The label of a side in the transcriptions ({@code WHITE}/{@code BLACK}, {@code C1}/{@code C2}). */
  String label(Side side);

  /** The start position, first player to move. */
  S start();

  /** Who moves next in {@code state}. */
  Side toMove(S state);

  /**
   * Every legal turn in {@code state}, in a fixed order; empty once the game is over. Turns with
   * optional ball chains are listed once per distinct resulting state (the chain written is a
   * shortest one).
   */
  List<Turn<S>> legalTurns(S state);

  /**
   * The legal turns whose text fits {@code pattern}, a turn text in which {@code ?} stands for
   * one missing square ({@code ?>13.2>13.5>15.4}); by default {@link #legalTurns} filtered.
   */
  default List<Turn<S>> completions(S state, String pattern) {
    List<Turn<S>> out = new java.util.ArrayList<>();
    for (Turn<S> t : legalTurns(state)) {
      if (ZamoraReplay.fits(t.text(), pattern)) {
        out.add(t);
      }
    }
    return out;
  }

  /** Plays one turn written in the {@code norm} grammar, or says why it cannot be played. */
  Applied<S> apply(S state, String turn);

  /**
   * The pieces the legal turn {@code turn} takes off the board when played in {@code before}
   * (captures, or the fouler expelled), in the order the rules resolve them. Empty by default: the
   * games without captures or fouls. A turn that does not read gives none.
   */
  default List<Removal> removals(S before, String turn) {
    return List.of();
  }

  /** The end reached in {@code state} itself (goal, mate, stalemate, a won match), if any. */
  Optional<Outcome> outcome(S state);

  /**
   * How far the ball (or the Cáliz) stands towards {@code side}'s target in {@code state}, larger
   * being better for {@code side}: what a greedy player pushes. Zero for games without a ball.
   */
  default int advance(S state, Side side) {
    return 0;
  }

  /** The position text (FEN-like) of {@code state}; see docs/zamora.md. */
  String toText(S state);

  /** Reads a position text written by {@link #toText}. */
  S parse(String text);

  /** What must be equal for two states to count as a repetition; by default the position text. */
  default Object repetitionKey(S state) {
    return toText(state);
  }

  /**
   * Checks the author's marks on a turn ({@code check}, {@code mate}, {@code target}, …, without
   * the {@code !}) against the position reached, and returns one warning per mismatch.
   */
  default List<String> verifyMarks(S before, S after, Set<String> marks) {
    return List.of();
  }
}
