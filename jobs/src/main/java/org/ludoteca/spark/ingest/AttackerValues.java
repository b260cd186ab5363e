package org.ludoteca.spark.ingest;

import java.util.ArrayList;
import java.util.List;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.replay.Replay;

/**
 * The values of the pieces that made each capture, read from the position after the capturing
 * ply (attackers stay on their squares; the victims are gone). A {@link Replay.PlyListener}: it
 * rides along the one replay of a game and asks the game's session for the values ({@link
 * GameReplayer.Session#pieceValueAt}), so the replay writes out no position for it; from a FEN only
 * when no session was given ({@link Game#pieceValueAt}). Only for games whose pieces carry numbers
 * ({@link Game#piecesCarryValues()}, Rithmomachia); for other games every list is empty.
 */
final class AttackerValues implements Replay.PlyListener {
  /** The game when its pieces carry values, else null. */
  private final Game valued;
  private final List<List<Integer>> values = new ArrayList<>();
  private GameReplayer.Session session;

  /** @param game the record's {@code Game} tag */
  AttackerValues(String game) {
    this.valued = org.ludoteca.game.Games.find(game).filter(Game::piecesCarryValues).orElse(null);
  }

  /** Whether the game's pieces carry values: else every list is empty and the replay need not call this listener. */
  boolean needed() {
    return valued != null;
  }

  @Override
  public void started(GameReplayer.Session s) {
    session = s;
  }

  @Override
  public boolean needsFen() {
    return session == null;
  }

  @Override
  public void played(int ply, String fen, List<CaptureEvent> captures) {
    if (captures.isEmpty()) {
      return;
    }
    for (CaptureEvent c : captures) {
      if (valued == null) {
        values.add(List.of()); // not known: no list per capture
        continue;
      }
      List<Integer> v = new ArrayList<>(c.attackers().size());
      for (String sq : c.attackers()) {
        v.add(session != null ? session.pieceValueAt(sq).orElse(0) : valued.pieceValueAt(fen, sq));
      }
      values.add(v);
    }
  }

  /** The values for capture event {@code i} of the replay, in order; empty when not known. */
  List<Integer> get(int i) {
    return i < values.size() ? values.get(i) : List.of();
  }
}
