package org.ludoteca.spark.ingest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.record.GameRecord;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Verdict;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.spark.table.Table;

/**
 * Executor code, for {@code ingest --rejudge R1,R2}: a game replayed again under another rule set
 * of its game, from the same start and moves, and what changed (a row of {@code rejudged}).
 * Game-blind: a game is rejudged under every named rule set its {@link Game} knows, other than the
 * one it was replayed under.
 */
final class Rejudge {
  private Rejudge() {}

  /** Passes every call on, and keeps the first ply at which the rules ended the game (0: none). */
  static final class EndWatch extends ForwardingPlyListener {
    int endPly;

    EndWatch(Replay.PlyListener next) {
      super(next);
    }

    @Override
    public void ended(int ply, GameReplayer.Ending ending) {
      if (endPly == 0) {
        endPly = ply;
      }
      super.ended(ply, ending);
    }
  }

  /** A listener that needs nothing. */
  private static final Replay.PlyListener NOTHING = new Replay.PlyListener() {
    @Override
    public void played(int ply, String fen, List<CaptureEvent> captures) {}

    @Override
    public boolean needsFen() {
      return false;
    }
  };

  /** The rule sets of {@code rejudge} that the game knows, other than {@code recordedRules}. */
  static List<String> applicable(String game, String recordedRules, List<String> rejudge) {
    List<String> out = new ArrayList<>();
    if (game == null || recordedRules == null || rejudge.isEmpty()) {
      return out;
    }
    Game g = Games.find(game).orElse(null);
    if (g == null) {
      return out;
    }
    for (String r : rejudge) {
      if (!r.equals(recordedRules) && g.ruleSetNames().contains(r)) {
        out.add(r);
      }
    }
    return out;
  }

  /**
   * The row of {@code rejudged} for a game replayed under {@code applied}: the record's moves and
   * start under that rule set, compared ply by ply with the replay under the recorded rules.
   *
   * @param recorded the replay under the recorded rules; {@code recordedEnd} the ply the rules
   *     ended it at (0: none)
   */
  static Object[] row(TableRows.Game game, GameRecord record, ReplayResult recorded, int recordedEnd,
      String applied) {
    Map<String, String> tags = new LinkedHashMap<>(record.tags());
    tags.put("Rules", applied);
    GameRecord again = new GameRecord(record.source(), record.offset(), record.line(), record.format(), tags,
        record.moves(), record.resultToken(), record.text(), record.annotations());
    EndWatch watch = new EndWatch(NOTHING);
    ReplayResult r;
    try {
      r = Replay.replay(again, null, watch);
    } catch (RuntimeException e) {
      r = new ReplayResult(record.source(), record.offset(), recorded.game(), applied,
          Verdict.UNREADABLE, 0, "replay failed: " + e, 0, null, null, recorded.declaredResult(),
          recorded.declaredTermination(), null, List.of(), List.of());
    }
    Integer endPly = watch.endPly > 0 ? Integer.valueOf(watch.endPly) : null;
    if (endPly == null && r.termination() != null && r.winner() != null && r.plies() > 0
        && knowsTermination(recorded.game(), r.termination())) {
      // A game replayed whole (no ply-by-ply end): its rules' end is at its last ply.
      endPly = r.plies();
    }
    Integer difference = firstDifference(recorded, recordedEnd, r, watch.endPly);
    return Table.REJUDGED.row()
        .set("game_id", game.gameId())
        .set("rules_applied", applied)
        .set("verdict", r.verdict().label())
        .set("first_difference", difference)
        .set("winner", TableRows.label(r.winner()))
        .set("termination", r.termination())
        .set("end_ply", endPly)
        .set("recorded_verdict", TableRows.label(game.verdict()))
        .set("recorded_winner", TableRows.label(game.winner()))
        .set("recorded_plies", game.plies())
        .set("game", game.game())
        .set("rules", game.rules())
        .set("ingest_run", game.ingestRun())
        .values();
  }

  private static boolean knowsTermination(String game, String termination) {
    try {
      return Games.named(game).terminationNames().contains(termination);
    } catch (GameException e) {
      return false;
    }
  }

  /**
   * The first ply at which the two replays differ: one played it and the other did not, their
   * captures at it differ, or the rules ended the game at it under one only; null when none does.
   */
  static Integer firstDifference(ReplayResult a, int endA, ReplayResult b, int endB) {
    Map<Integer, List<CaptureEvent>> capturesA = byPly(a.captures());
    Map<Integer, List<CaptureEvent>> capturesB = byPly(b.captures());
    int last = Math.max(a.plies(), b.plies());
    for (int p = 1; p <= last; p++) {
      boolean playedA = p <= a.plies();
      boolean playedB = p <= b.plies();
      if (playedA != playedB || (endA == p) != (endB == p)
          || !capturesA.getOrDefault(p, List.of()).equals(capturesB.getOrDefault(p, List.of()))) {
        return p;
      }
    }
    return null;
  }

  private static Map<Integer, List<CaptureEvent>> byPly(List<CaptureEvent> captures) {
    Map<Integer, List<CaptureEvent>> out = new HashMap<>();
    for (CaptureEvent c : captures) {
      out.computeIfAbsent(c.ply(), k -> new ArrayList<>()).add(c);
    }
    return out;
  }
}
