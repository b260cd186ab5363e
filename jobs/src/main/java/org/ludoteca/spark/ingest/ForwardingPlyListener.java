package org.ludoteca.spark.ingest;

import java.util.List;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.replay.Replay;

/**
 * A {@link Replay.PlyListener} that passes every call on to the listener it wraps, so that several
 * listeners ride along the one replay of a game; subclasses override what they add.
 */
abstract class ForwardingPlyListener implements Replay.PlyListener {
  private final Replay.PlyListener next;

  ForwardingPlyListener(Replay.PlyListener next) {
    this.next = next;
  }

  @Override
  public void started(GameReplayer.Session s) {
    next.started(s);
  }

  @Override
  public boolean needsFen() {
    return next.needsFen();
  }

  @Override
  public void played(int ply, String fen, List<CaptureEvent> captures) {
    next.played(ply, fen, captures);
  }

  @Override
  public void ended(int ply, GameReplayer.Ending ending) {
    next.ended(ply, ending);
  }
}
