package org.ludoteca.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.game.PlayedPly;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.record.GameRecord;

/**
 * A record replayed with every position kept, for a viewer: the {@link Replay} result, the start
 * position and each ply played legally with its move, the position after it and its captures.
 * Games replayed move by move give their session's positions; games replayed whole give theirs
 * through {@link Game#pliesWhole}.
 *
 * <pre>{@code
 * PlayedGame g = PlayedGame.of(record, null);
 * String afterFirstPly = g.plies().get(0).position();
 * }</pre>
 *
 * @param result the replay's result, as {@link Replay#replay(GameRecord, String)} gives it
 * @param start the start position in the game's notation, or null when the record did not set up
 * @param plies the plies played legally, in order (ply {@code i + 1} at index {@code i})
 */
public record PlayedGame(ReplayResult result, String start, List<Ply> plies) {
  public PlayedGame {
    Objects.requireNonNull(result, "result");
    plies = List.copyOf(plies);
  }

  /**
   * One ply.
   *
   * @param ply the 1-based ply
   * @param side the side that played it
   * @param move the move as the record writes it (a whole-record replay's open turn as completed)
   * @param position the position after it
   * @param captures the capture events of the ply
   */
  public record Ply(int ply, Side side, String move, String position, List<CaptureEvent> captures) {
    public Ply {
      captures = List.copyOf(captures);
    }
  }

  /**
   * Replays a record, keeping every position.
   *
   * @param defaultRules the rule set for a record without a {@code Rules} tag, or null for the game's
   * @throws NullPointerException if {@code record} is null
   */
  public static PlayedGame of(GameRecord record, String defaultRules) {
    Objects.requireNonNull(record, "record");
    List<String> moves = record.moves();
    List<Ply> plies = new ArrayList<>();
    String[] start = new String[1];
    Replay.PlyListener listener = new Replay.PlyListener() {
      private GameReplayer.Session session;
      private Side next;

      @Override
      public void started(GameReplayer.Session s) {
        session = s;
        start[0] = s.fen();
        next = s.sideToMove();
      }

      @Override
      public void played(int ply, String fen, List<CaptureEvent> captures) {
        plies.add(new Ply(ply, next, moves.get(ply - 1), session.fen(), captures));
        next = session.sideToMove();
      }

      @Override
      public boolean needsFen() {
        return false;
      }
    };
    ReplayResult result = Replay.replay(record, defaultRules, listener);
    if (start[0] == null && result.verdict() != Verdict.UNREADABLE && result.game() != null) {
      whole(record, result, plies).ifPresent(s -> start[0] = s);
    }
    return new PlayedGame(result, start[0], plies);
  }

  /** The plies of a game replayed whole; returns its start position. */
  private static Optional<String> whole(GameRecord record, ReplayResult result, List<Ply> plies) {
    try {
      Game game = Games.named(result.game());
      Optional<List<PlayedPly>> played = game.pliesWhole(record, result.rules());
      if (played.isEmpty()) {
        return Optional.empty();
      }
      for (int i = 0; i < played.get().size(); i++) {
        PlayedPly p = played.get().get(i);
        int ply = i + 1;
        plies.add(new Ply(ply, p.side(), p.move(), p.position(),
            result.captures().stream().filter(c -> c.ply() == ply).toList()));
      }
      return Optional.of(game.replayer(result.rules()).start(null).fen());
    } catch (GameException e) {
      return Optional.empty();
    }
  }
}
