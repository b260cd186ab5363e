package org.ludoteca.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ludoteca.chess960.ChessGame;
import org.ludoteca.rithmomachia.RithmomachiaGame;
import org.ludoteca.zamora.ZamoraRecordGame;

/**
 * The games Ludoteca knows, by the name records use in their {@code Game} tag. This is the one
 * place a game is registered: add its {@link Game} to {@link #ALL}.
 */
public final class Games {
  private static final List<Game> ALL = all(RithmomachiaGame.INSTANCE, ZamoraRecordGame.ALL, ChessGame.ALL);
  private static final Map<String, Game> BY_NAME = byName();

  private Games() {}

  @SafeVarargs
  private static List<Game> all(Game first, List<Game>... more) {
    List<Game> games = new java.util.ArrayList<>();
    games.add(first);
    for (List<Game> m : more) {
      games.addAll(m);
    }
    // Games registered as services (META-INF/services/org.ludoteca.game.Game), after the built-in ones.
    for (Game g : java.util.ServiceLoader.load(Game.class, Games.class.getClassLoader())) {
      games.add(g);
    }
    return List.copyOf(games);
  }

  /** Every registered game, in registration order. */
  public static List<Game> all() {
    return ALL;
  }

  /**
   * The game records name {@code name} (exact, lower case).
   *
   * @throws GameException if no game has that name; the message lists the known names
   * @throws NullPointerException if {@code name} is null
   */
  public static Game named(String name) throws GameException {
    Game g = BY_NAME.get(Objects.requireNonNull(name, "name"));
    if (g == null) {
      throw new GameException("unknown game '" + name + "'; known: " + String.join(", ", BY_NAME.keySet()));
    }
    return g;
  }

  /** The first registered game that {@link Game#recognizes} a record without a Game tag. */
  public static java.util.Optional<Game> recognize(org.ludoteca.record.GameRecord record) {
    for (Game g : ALL) {
      if (g.recognizes(record)) {
        return java.util.Optional.of(g);
      }
    }
    return java.util.Optional.empty();
  }

  private static Map<String, Game> byName() {
    Map<String, Game> m = new LinkedHashMap<>();
    for (Game g : ALL) {
      if (m.put(g.name(), g) != null) {
        throw new IllegalStateException("two games named " + g.name());
      }
    }
    return m;
  }
}
