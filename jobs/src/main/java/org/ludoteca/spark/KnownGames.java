package org.ludoteca.spark;

import java.util.Optional;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;

/**
 * The registered game a row names, if any: rows keep whatever {@code Game} tag their record had,
 * and a name no game has (an UNREADABLE record's) simply has no game knowledge to ask for.
 */
final class KnownGames {
  private KnownGames() {}

  /** The game named {@code name}, empty for null or a name no registered game has. */
  static Optional<Game> named(String name) {
    if (name == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(Games.named(name));
    } catch (GameException e) {
      return Optional.empty();
    }
  }

  /** The names of the games whose start positions the {@code start_positions} statistic compares. */
  static String[] comparingStartPositions() {
    return Games.all().stream().filter(g -> g.startPositionKeys().isPresent()).map(Game::name)
        .toArray(String[]::new);
  }
}
