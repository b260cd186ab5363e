package org.ludoteca.zamora;

import java.util.ArrayList;
import java.util.List;
import org.ludoteca.game.Verdict;

/**
 * Replays a {@link Transcription} under a {@link ZamoraGame} and judges it.
 *
 * <p>Each turn line must be played by the side to move. Special moves: {@code resigns} ends the
 * game for the other side; {@code none} must meet a position with no legal turn; {@code ?} tries
 * every legal turn and continues from the first after which the rest of the game replays (the
 * report notes after how many of them it does, a warning if not all); {@code ?>…} completes the
 * missing first square with the first legal turn that ends as written and lets the rest replay.
 * The game's end, repetition draws and resignations are those of {@link ZamoraMatch}. A game
 * whose last position is not an end and whose stated result is {@code DRAW} is VALID as a draw
 * by agreement (noted).
 */
public final class ZamoraReplay {
  private ZamoraReplay() {}

  /** Replays {@code t} from the start position of {@code game}. */
  public static <S> ReplayReport replay(ZamoraGame<S> game, Transcription t) {
    return replay(game, t, false);
  }

  /**
   * Replays {@code t} from the start position of {@code game}; with {@code keepPositions}, the
   * report lists every turn played with the position after it ({@link ReplayReport#played()},
   * otherwise empty: writing the positions out costs time a plain replay does not spend).
   */
  public static <S> ReplayReport replay(ZamoraGame<S> game, Transcription t, boolean keepPositions) {
    Run<S> run = run(t, ZamoraMatch.start(game), 0, keepPositions);
    Outcome outcome = run.match.outcome().orElse(null);
    String stated = t.statedResult();
    String computed =
        outcome == null ? "NONE" : outcome.isDraw() ? "DRAW" : game.label(outcome.winner());
    String termination = outcome == null ? null : outcome.reason();
    List<String> notes = new ArrayList<>(run.notes);
    String position = game.toText(run.match.state());
    if (run.failIndex >= 0) {
      return new ReplayReport(t.name(), game.key(), Verdict.ILLEGAL,
          t.turns().get(run.failIndex).id(), run.failReason, stated, computed, termination,
          run.played, run.warnings, notes, position, run.removals, run.turns);
    }
    Verdict v = Verdict.VALID;
    String reason = null;
    if (!computed.equals(stated)) {
      if (stated.equals("DRAW") && computed.equals("NONE")) {
        notes.add("draw by agreement: the last position is no end under the rules");
      } else {
        v = Verdict.RESULT_MISMATCH;
        reason = "the seed states " + stated + ", the replay ends " + computed
            + (termination == null ? " (no end reached)" : " (" + termination + ")");
      }
    }
    return new ReplayReport(t.name(), game.key(), v, null, reason, stated, computed, termination,
        run.played, run.warnings, notes, position, run.removals, run.turns);
  }

  private static final class Run<S> {
    ZamoraMatch<S> match;
    int played;
    int failIndex = -1;
    String failReason;
    final List<String> warnings = new ArrayList<>();
    final List<String> notes = new ArrayList<>();
    final List<ReplayReport.TurnRemoval> removals = new ArrayList<>();
    final List<ReplayReport.PlayedTurn> turns = new ArrayList<>();

    final boolean keep;

    Run(ZamoraMatch<S> match, boolean keep) {
      this.match = match;
      this.keep = keep;
    }

    boolean ok() {
      return failIndex < 0;
    }

    Run<S> fail(int i, String reason) {
      failIndex = i;
      failReason = reason;
      return this;
    }

    /** Records a turn line played as {@code move}, and the position after it. */
    void turnPlayed(Transcription.Line line, String move) {
      if (keep) {
        turns.add(new ReplayReport.PlayedTurn(line.id(), line.side(), move, match.game().toText(match.state())));
      }
    }

    /** Records what the turn of line {@code i}, played in {@code before}, took off the board. */
    void removed(int i, Transcription.Line line, S before, String turn) {
      for (Removal r : match.game().removals(before, turn)) {
        removals.add(new ReplayReport.TurnRemoval(i + 1, line.id(), r));
      }
    }
  }

  private static <S> Run<S> run(Transcription t, ZamoraMatch<S> start, int from, boolean keep) {
    Run<S> run = new Run<>(start, keep);
    ZamoraGame<S> g = start.game();
    List<Transcription.Line> lines = t.turns();
    for (int i = from; i < lines.size(); i++) {
      Transcription.Line line = lines.get(i);
      ZamoraMatch<S> m = run.match;
      String mover = g.label(g.toMove(m.state()));
      String move = line.move();
      if (move.equals("none")) {
        List<Turn<S>> legal = g.legalTurns(m.state());
        if (!legal.isEmpty()) {
          return run.fail(i, "the seed says " + line.side() + " cannot move, but it has "
              + legal.size() + " legal turns, e.g. " + legal.get(0).text());
        }
        run.played++;
        run.turnPlayed(line, move);
        continue;
      }
      if (m.outcome().isPresent()) {
        return run.fail(i, "the game is already over (" + m.outcome().get().reason() + ")");
      }
      if (!line.side().equals(mover)) {
        return run.fail(i, "it is " + mover + "'s turn, the line is " + line.side() + "'s");
      }
      if (move.equals("resigns")) {
        run.match = m.resign();
        run.played++;
        run.turnPlayed(line, move);
        continue;
      }
      if (move.equals("?") || move.startsWith("?>")) {
        return anyMove(t, run, i);
      }
      Applied<S> a = g.apply(m.state(), move);
      if (!a.legal()) {
        return run.fail(i, a.reason());
      }
      for (String w : g.verifyMarks(m.state(), a.next(), line.marks())) {
        run.warnings.add(line.id() + ": " + w);
      }
      run.removed(i, line, m.state(), move);
      run.match = m.after(a.next());
      run.played++;
      run.turnPlayed(line, move);
    }
    return run;
  }

  private static <S> Run<S> anyMove(Transcription t, Run<S> run, int i) {
    ZamoraGame<S> g = run.match.game();
    Transcription.Line line = t.turns().get(i);
    String move = line.move();
    S state = run.match.state();
    List<Turn<S>> fitting =
        move.equals("?") ? g.legalTurns(state) : g.completions(state, move);
    if (fitting.isEmpty()) {
      return run.fail(i, move.equals("?")
          ? "the seed lets " + line.side() + " play any move, but there is none"
          : "no legal turn completes '" + move + "'");
    }
    Run<S> chosen = null;
    Turn<S> chosenTurn = null;
    int holds = 0;
    Run<S> firstFailure = null;
    for (Turn<S> turn : fitting) {
      Run<S> rest = run(t, run.match.after(turn.next()), i + 1, run.keep);
      if (rest.ok()) {
        holds++;
        if (chosen == null) {
          chosen = rest;
          chosenTurn = turn;
        }
        if (!move.equals("?")) {
          break;
        }
      } else if (firstFailure == null) {
        firstFailure = rest;
      }
    }
    if (chosen == null) {
      return run.fail(firstFailure.failIndex, "after every one of the " + fitting.size()
          + " turns the seed allows at " + line.id() + ": " + firstFailure.failReason
          + " (e.g. after " + fitting.get(0).text() + ")");
    }
    if (move.equals("?")) {
      String claim = line.id() + ": any move: the rest holds after " + holds + " of "
          + fitting.size() + " legal turns; replayed with " + chosenTurn.text();
      run.notes.add(claim);
      if (holds < fitting.size()) {
        run.warnings.add(claim + " (the author's 'no importa' is not literally true)");
      }
    } else {
      run.notes.add(line.id() + ": '" + move + "' completed as " + chosenTurn.text());
    }
    run.removed(i, line, state, chosenTurn.text());
    if (run.keep) {
      run.turns.add(new ReplayReport.PlayedTurn(line.id(), line.side(), chosenTurn.text(),
          g.toText(chosenTurn.next())));
    }
    run.turns.addAll(chosen.turns);
    run.removals.addAll(chosen.removals);
    run.match = chosen.match;
    run.played += 1 + chosen.played;
    run.warnings.addAll(chosen.warnings);
    run.notes.addAll(chosen.notes);
    return run;
  }

  /** Whether a turn text fits a pattern whose {@code ?} tokens (between {@code >}) match anything. */
  public static boolean fits(String text, String pattern) {
    String[] a = text.split(">");
    String[] p = pattern.split(">");
    if (a.length != p.length) {
      return false;
    }
    for (int k = 0; k < a.length; k++) {
      if (!p[k].equals("?") && !p[k].equals(a[k])) {
        return false;
      }
    }
    return true;
  }
}
