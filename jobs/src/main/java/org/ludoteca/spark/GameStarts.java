package org.ludoteca.spark;

import java.util.HashMap;
import java.util.Map;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;

/**
 * The start position and first mover of a record, as its game sets it up (a fresh session of the
 * game's replayer), the standard start cached per game and rule set. Named apart from the
 * chess package's {@code StartPositions}, which numbers chess start positions.
 */
final class GameStarts {
  /** A start position in the game's notation and the side to move in it. */
  record Start(String fen, String side) {}

  private final Map<String, Start> standard = new HashMap<>();

  /** The start of a game, or null when the game, rules or FEN do not set one up. */
  Start of(String game, String rules, String fenTag) {
    if (game == null || rules == null) {
      return null;
    }
    if (fenTag == null) {
      String key = game + "\0" + rules;
      Start s = standard.get(key);
      if (s == null && !standard.containsKey(key)) {
        s = start(game, rules, null);
        standard.put(key, s);
      }
      return s;
    }
    return start(game, rules, fenTag);
  }

  /** A fresh session at the start, or null. */
  static GameReplayer.Session session(String game, String rules, String fenTag) {
    try {
      return Games.named(game).replayer(rules).start(fenTag);
    } catch (GameException | RuntimeException e) {
      return null;
    }
  }

  private static Start start(String game, String rules, String fenTag) {
    GameReplayer.Session s = session(game, rules, fenTag);
    return s == null ? null : new Start(s.fen(), s.sideToMove());
  }
}
