package org.ludoteca.chess960.game;

import org.ludoteca.game.Game;
import org.ludoteca.game.GameProvider;
import org.ludoteca.chess960.Chess960;

/** Registers {@link ChessGame#CHESS960} and {@link ChessGame#CHESS} (META-INF/services/org.ludoteca.game.GameProvider). */
public final class ChessGameProviders {
  private ChessGameProviders() {}

  /** {@link ChessGame#CHESS960}. */
  public static final class Chess960 implements GameProvider {
    @Override
    public Game game() {
      return ChessGame.CHESS960;
    }
  }

  /** {@link ChessGame#CHESS}. */
  public static final class Chess implements GameProvider {
    @Override
    public Game game() {
      return ChessGame.CHESS;
    }
  }
}
