package org.ludoteca.hexapawn;

import org.ludoteca.game.Game;
import org.ludoteca.game.GameProvider;

/** Registers Hexapawn exactly as the real games are registered (see {@link GameProvider}). */
public final class HexapawnProvider implements GameProvider {
  private static final Game GAME = new HexapawnGame();

  @Override
  public Game game() {
    return GAME;
  }
}
