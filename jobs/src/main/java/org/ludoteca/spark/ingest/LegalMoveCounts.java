package org.ludoteca.spark.ingest;

import java.util.List;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.replay.Replay;

/**
 * Executor code, for {@code ingest --branching}: the legal moves of every position a replay
 * reaches, asked of the game's session ({@link GameReplayer.Session#legalMoveCount}), for the
 * branching columns of {@code outcome_metrics}. A {@link Replay.PlyListener} that passes every
 * call on to the listener it wraps, so that it rides along the one replay of a game.
 */
final class LegalMoveCounts extends ForwardingPlyListener {
  private GameReplayer.Session session;
  private boolean counted = true;
  /** Counts of the positions seen so far, and of the last one apart (it may have no move after it). */
  private long legalMoves;
  private long positions;
  private long decisions;
  private int last = -1;

  LegalMoveCounts(Replay.PlyListener next) {
    super(next);
  }

  @Override
  public void started(GameReplayer.Session s) {
    session = s;
    super.started(s);
    count();
  }

  @Override
  public void played(int ply, String fen, List<CaptureEvent> captures) {
    super.played(ply, fen, captures);
    count();
  }

  /** Adds the last position counted (a move followed it) and counts the current one. */
  private void count() {
    if (!counted) {
      return;
    }
    java.util.OptionalInt n = session.legalMoveCount();
    if (n.isEmpty()) {
      counted = false;
      return;
    }
    if (last >= 0) {
      legalMoves += last;
      positions++;
      decisions += last > 1 ? 1 : 0;
    }
    last = n.getAsInt();
  }

  /**
   * Legal moves summed over every position before a move, those positions, and the ones with more
   * than one legal move; null when the game was not replayed move by move or its session counts no
   * legal moves.
   */
  long[] counts() {
    return session == null || !counted ? null : new long[] {legalMoves, positions, decisions};
  }
}
