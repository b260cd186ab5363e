package org.ludoteca.rithmomachia.game;

import org.ludoteca.game.Game;
import org.ludoteca.game.GameProvider;

/** Registers {@link RithmomachiaGame#INSTANCE} (META-INF/services/org.ludoteca.game.GameProvider). */
public final class RithmomachiaGameProvider implements GameProvider {
  @Override
  public Game game() {
    return RithmomachiaGame.INSTANCE;
  }
}
