package org.ludoteca.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;

/**
 * The games Ludoteca knows, by the name records use in their {@code Game} tag. Games register
 * themselves: each has a {@link GameProvider} listed in {@code
 * META-INF/services/org.ludoteca.game.GameProvider}, found through {@link ServiceLoader}, so this
 * class names no game. Registration order: the games of this jar (or classes directory) first, in
 * the order of its file, whatever the class path's order; then those of other jars and directories
 * (a game of the test tree), in class-path order.
 */
public final class Games {
  private static final List<Game> ALL = load();
  private static final Map<String, Game> BY_NAME = byName();

  private Games() {}

  private static List<Game> load() {
    List<Game> games = new ArrayList<>();
    List<Game> others = new ArrayList<>();
    java.net.URL here = codeSource(Games.class);
    for (GameProvider p : ServiceLoader.load(GameProvider.class, Games.class.getClassLoader())) {
      Game g = Objects.requireNonNull(p.game(), () -> p.getClass().getName() + " gave no game");
      (here != null && here.equals(codeSource(p.getClass())) ? games : others).add(g);
    }
    games.addAll(others);
    if (games.isEmpty()) {
      throw new IllegalStateException("no game registered: no META-INF/services/" + GameProvider.class.getName()
          + " on the class path");
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

  /**
   * The game records name {@code name}, or empty when {@code name} is null or no registered game
   * has it (a row of an UNREADABLE record keeps whatever {@code Game} tag it had): for code that
   * asks a game's hooks and falls back to their defaults.
   */
  public static java.util.Optional<Game> find(String name) {
    return name == null ? java.util.Optional.empty() : java.util.Optional.ofNullable(BY_NAME.get(name));
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

  /** The jar or directory a class was loaded from, or null when unknown. */
  private static java.net.URL codeSource(Class<?> c) {
    java.security.CodeSource s = c.getProtectionDomain().getCodeSource();
    return s == null ? null : s.getLocation();
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
