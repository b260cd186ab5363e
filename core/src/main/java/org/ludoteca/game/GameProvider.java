package org.ludoteca.game;

/**
 * How a game registers itself: {@link Games} finds every implementation through {@link
 * java.util.ServiceLoader}, listed one per line in {@code
 * META-INF/services/org.ludoteca.game.GameProvider}, in registration order. A provider rather than
 * the {@link Game} itself, so that each game stays one instance (its constant, e.g. {@code
 * ChessGame.CHESS}) however it is reached. Implementations need a public no-argument constructor.
 *
 * <pre>{@code
 * public final class MyGameProvider implements GameProvider {
 *   public Game game() { return MyGame.INSTANCE; }
 * }
 * }</pre>
 */
public interface GameProvider {
  /** The game; the same instance on every call. */
  Game game();
}
