package org.ludoteca.zamora.game;

import org.ludoteca.game.Game;
import org.ludoteca.game.GameProvider;

/**
 * Registers the six {@link ZamoraRecordGame}s, one provider each (META-INF/services/org.ludoteca.game.GameProvider).
 */
public final class ZamoraGameProviders {
  private ZamoraGameProviders() {}

  /** The one instance of {@code key} in {@link ZamoraRecordGame#ALL}. */
  private static Game named(String key) {
    for (Game g : ZamoraRecordGame.ALL) {
      if (g.name().equals(key)) {
        return g;
      }
    }
    throw new IllegalStateException("no Zamora game " + key);
  }

  /** Compases. */
  public static final class Compases implements GameProvider {
    private static final Game GAME = named("compases");

    @Override
    public Game game() {
      return GAME;
    }
  }

  /** Futez. */
  public static final class Futez implements GameProvider {
    private static final Game GAME = named("futez");

    @Override
    public Game game() {
      return GAME;
    }
  }

  /** Golez. */
  public static final class Golez implements GameProvider {
    private static final Game GAME = named("golez");

    @Override
    public Game game() {
      return GAME;
    }
  }

  /** Goldrez. */
  public static final class Goldrez implements GameProvider {
    private static final Game GAME = named("goldrez");

    @Override
    public Game game() {
      return GAME;
    }
  }

  /** Cáliz. */
  public static final class Caliz implements GameProvider {
    private static final Game GAME = named("caliz");

    @Override
    public Game game() {
      return GAME;
    }
  }

  /** Gol de Oro. */
  public static final class GolDeOro implements GameProvider {
    private static final Game GAME = named("goldeoro");

    @Override
    public Game game() {
      return GAME;
    }
  }
}
