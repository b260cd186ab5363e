package org.ludoteca.spark.ingest;

/**
 * The kind and value of a piece written in a game's position notation, as its game reads them
 * ({@link org.ludoteca.game.Game#pieceKind}, {@link org.ludoteca.game.Game#pieceValue}).
 */
final class Captures {
  /**
   * The last game looked up: a task's captures are mostly of one game, so the registry is asked
   * once per change of game, not twice per capture.
   */
  private static volatile Found last = new Found(null, java.util.Optional.empty());

  private record Found(String name, java.util.Optional<org.ludoteca.game.Game> game) {}

  private Captures() {}

  private static java.util.Optional<org.ludoteca.game.Game> find(String game) {
    Found f = last;
    if (!java.util.Objects.equals(f.name(), game)) {
      f = new Found(game, org.ludoteca.game.Games.find(game));
      last = f;
    }
    return f.game();
  }

  /**
   * The kind of a piece: for a Rithmomachia token ({@code t90.}, {@code PS36.S25..}) {@code
   * circle}, {@code triangle}, {@code square} or {@code pyramid}; for a piece letter of Un Cáliz
   * para el Rey or El Gol de Oro ({@code Q}, {@code n}) {@code king}, {@code queen}, {@code
   * rook}, {@code bishop}, {@code knight} or {@code pawn}; null for other games or tokens.
   */
  static String kind(String game, String piece) {
    if (piece == null || piece.isEmpty()) {
      return null;
    }
    return find(game).flatMap(g -> g.pieceKind(piece)).orElse(null);
  }

  /** The value of a piece token (Rithmomachia: a pyramid's is the sum of its components'). Null if unknown. */
  static Integer value(String game, String piece) {
    if (piece == null || piece.isEmpty()) {
      return null;
    }
    java.util.OptionalInt v = find(game).map(g -> g.pieceValue(piece))
        .orElse(java.util.OptionalInt.empty());
    return v.isPresent() ? v.getAsInt() : null;
  }
}
