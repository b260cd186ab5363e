package org.ludoteca.report;

import java.util.List;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;
import org.ludoteca.game.StartPositionKeys;

/**
 * What a report page asks of the game its rows name, through {@link Game}: the pages hold no
 * game's name, so a game registered later gets the same page. A name no registered game has (the
 * rows of an old run, a test's) gets the defaults.
 */
final class GameFacts {
  private GameFacts() {}

  /** Whether the page of {@code game} has the pieces taken off the board by method ({@link Game#reportsPiecesTaken()}). */
  static boolean reportsPiecesTaken(String game) {
    return Games.find(game).map(Game::reportsPiecesTaken).orElse(false);
  }

  /** Whether {@code game} draws a start position per game ({@link StartPositionKeys#drawnPerGame()}). */
  static boolean drawsStartPerGame(String game) {
    return Games.find(game).flatMap(Game::startPositionKeys).map(StartPositionKeys::drawnPerGame).orElse(false);
  }

  /** The names of the registered games that draw a start position per game, in registration order. */
  static List<String> drawingStartPerGame() {
    return Games.all().stream().filter(g -> drawsStartPerGame(g.name())).map(Game::name).toList();
  }
}
