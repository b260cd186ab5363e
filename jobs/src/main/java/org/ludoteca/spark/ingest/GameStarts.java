package org.ludoteca.spark.ingest;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.game.Side;

/**
 * The start position and first mover of a record, as its game sets it up (a fresh session of the
 * game's replayer), the standard start cached per game and rule set for the whole JVM. Named apart
 * from the chess package's {@code StartPositions}, which numbers chess start positions.
 */
final class GameStarts {
  /** A start position in the game's notation and the side to move in it. */
  record Start(String fen, Side side) {}

  /**
   * The standard starts, by game then rule set (empty when the rules set up none), shared by every
   * task of the JVM: a start is a pure function of its game and rules. Shared rather than per task
   * so that only the JVM's very first game misses: a miss in every task's first game was a branch
   * the compiled ingest loop had dropped, and taking it threw the whole loop's code away.
   */
  private static final ConcurrentHashMap<String, ConcurrentHashMap<String, Optional<Start>>> STANDARD =
      new ConcurrentHashMap<>();

  /** The most games, and rule sets per game, remembered. */
  static final int MAX_REMEMBERED = 256;

  /** The start of a game, or null when the game, rules or FEN do not set one up. */
  Start of(String game, String rules, String fenTag) {
    if (game == null || rules == null) {
      return null;
    }
    if (fenTag == null) {
      ConcurrentHashMap<String, Optional<Start>> byRules = STANDARD.get(game);
      Optional<Start> s = byRules == null ? null : byRules.get(rules);
      if (s == null) {
        s = Optional.ofNullable(start(game, rules, null));
        remember(game, rules, s);
      }
      return s.orElse(null);
    }
    return start(game, rules, fenTag);
  }

  /**
   * Keeps {@code s} as the standard start of {@code game} under {@code rules}, unless as many games,
   * or rule sets of the game, are kept already: game and rules tags are the file's, and a hostile
   * one with endless names is computed each time, not remembered.
   */
  private static void remember(String game, String rules, Optional<Start> s) {
    ConcurrentHashMap<String, Optional<Start>> byRules = STANDARD.get(game);
    if (byRules == null) {
      if (STANDARD.size() >= MAX_REMEMBERED) {
        return;
      }
      byRules = STANDARD.computeIfAbsent(game, g -> new ConcurrentHashMap<>());
    }
    if (byRules.size() < MAX_REMEMBERED) {
      byRules.putIfAbsent(rules, s);
    }
  }

  /** How many games have standard starts kept (for tests). */
  static int gamesRemembered() {
    return STANDARD.size();
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
