package org.ludoteca.zamora;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Replays a {@link Transcription} under a {@link ZamoraGame} and judges it.
 *
 * <p>Each turn line must be played by the side to move. Special moves: {@code resigns} ends the
 * game for the other side; {@code none} must meet a position with no legal turn; {@code ?} tries
 * every legal turn and continues from the first after which the rest of the game replays (the
 * report notes after how many of them it does, a warning if not all); {@code ?>…} completes the
 * missing first square with the first legal turn that ends as written and lets the rest replay.
 * After each turn the game's own end ({@link ZamoraGame#outcome}) is checked, and a position
 * occurring {@link ZamoraRules#repetitions} times is a draw. A game whose last position is not
 * an end and whose stated result is {@code DRAW} is VALID as a draw by agreement (noted).
 */
public final class ZamoraReplay {
  private ZamoraReplay() {}

  /** Replays {@code t} from the start position of {@code game}. */
  public static <S> ReplayReport replay(ZamoraGame<S> game, Transcription t) {
    S start = game.start();
    Map<Object, Integer> reps = new HashMap<>();
    reps.put(game.repetitionKey(start), 1);
    Run<S> run = run(game, t, start, 0, reps);
    String stated = t.statedResult();
    String computed =
        run.outcome == null
            ? "NONE"
            : run.outcome.isDraw() ? "DRAW" : game.label(run.outcome.winner());
    String termination = run.outcome == null ? null : run.outcome.reason();
    List<String> notes = new ArrayList<>(run.notes);
    if (run.failIndex >= 0) {
      return new ReplayReport(t.name(), game.key(), Verdict.ILLEGAL,
          t.turns().get(run.failIndex).id(), run.failReason, stated, computed, termination,
          run.played, run.warnings, notes, game.toText(run.state));
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
        run.played, run.warnings, notes, game.toText(run.state));
  }

  private static final class Run<S> {
    S state;
    int played;
    int failIndex = -1;
    String failReason;
    Outcome outcome;
    final List<String> warnings = new ArrayList<>();
    final List<String> notes = new ArrayList<>();

    boolean ok() {
      return failIndex < 0;
    }

    Run<S> fail(int i, String reason) {
      failIndex = i;
      failReason = reason;
      return this;
    }
  }

  private static <S> Run<S> run(
      ZamoraGame<S> g, Transcription t, S state, int from, Map<Object, Integer> reps) {
    Run<S> run = new Run<>();
    run.state = state;
    List<Transcription.Line> lines = t.turns();
    for (int i = from; i < lines.size(); i++) {
      Transcription.Line line = lines.get(i);
      String mover = g.label(g.toMove(run.state));
      String move = line.move();
      if (move.equals("none")) {
        List<Turn<S>> legal = g.legalTurns(run.state);
        if (!legal.isEmpty()) {
          return run.fail(i, "the seed says " + line.side() + " cannot move, but it has "
              + legal.size() + " legal turns, e.g. " + legal.get(0).text());
        }
        run.played++;
        continue;
      }
      if (run.outcome != null) {
        return run.fail(i, "the game is already over (" + run.outcome.reason() + ")");
      }
      if (!line.side().equals(mover)) {
        return run.fail(i, "it is " + mover + "'s turn, the line is " + line.side() + "'s");
      }
      if (move.equals("resigns")) {
        run.outcome = Outcome.win(g.toMove(run.state).opposite(), "resignation by " + mover);
        run.played++;
        continue;
      }
      if (move.equals("?") || move.startsWith("?>")) {
        return anyMove(g, t, run, i, reps);
      }
      Applied<S> a = g.apply(run.state, move);
      if (!a.legal()) {
        return run.fail(i, a.reason());
      }
      for (String w : g.verifyMarks(run.state, a.next(), line.marks())) {
        run.warnings.add(line.id() + ": " + w);
      }
      advance(g, run, a.next(), reps);
    }
    return run;
  }

  private static <S> void advance(ZamoraGame<S> g, Run<S> run, S next, Map<Object, Integer> reps) {
    run.state = next;
    run.played++;
    int n = reps.merge(g.repetitionKey(next), 1, Integer::sum);
    Optional<Outcome> o = g.outcome(next);
    if (o.isPresent()) {
      run.outcome = o.get();
    } else if (n >= g.rules().repetitions()) {
      run.outcome = Outcome.draw("repetition (" + n + " times)");
    }
  }

  private static <S> Run<S> anyMove(
      ZamoraGame<S> g, Transcription t, Run<S> run, int i, Map<Object, Integer> reps) {
    Transcription.Line line = t.turns().get(i);
    String move = line.move();
    List<Turn<S>> fitting =
        move.equals("?") ? g.legalTurns(run.state) : g.completions(run.state, move);
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
      Map<Object, Integer> r2 = new HashMap<>(reps);
      Run<S> head = new Run<>();
      head.state = run.state;
      advance(g, head, turn.next(), r2);
      Run<S> rest = run(g, t, head.state, i + 1, r2);
      if (head.outcome != null && i + 1 < t.turns().size()) {
        rest = new Run<S>().fail(i + 1, "the game is already over (" + head.outcome.reason() + ")");
      }
      if (rest.ok()) {
        holds++;
        if (chosen == null) {
          chosen = rest;
          chosenTurn = turn;
          if (rest.outcome == null && head.outcome != null) {
            rest.outcome = head.outcome;
          }
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
    run.state = chosen.state;
    run.played += 1 + chosen.played;
    run.outcome = chosen.outcome;
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
