package org.ludoteca.spark;

/** The kind and value of a piece written in a game's position notation. */
final class Captures {
  /** The Zamora games played with chess pieces, whose capture events name pieces by letter. */
  private static final java.util.Set<String> CHAMBER_CHESS = java.util.Set.of("caliz", "goldeoro");

  private Captures() {}

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
    if (CHAMBER_CHESS.contains(game)) {
      return piece.length() != 1 ? null : switch (Character.toUpperCase(piece.charAt(0))) {
        case 'K' -> "king";
        case 'Q' -> "queen";
        case 'R' -> "rook";
        case 'B' -> "bishop";
        case 'N' -> "knight";
        case 'P' -> "pawn";
        default -> null;
      };
    }
    if (!"rithmomachia".equals(game)) {
      return null;
    }
    return switch (Character.toLowerCase(piece.charAt(0))) {
      case 'c' -> "circle";
      case 't' -> "triangle";
      case 's' -> "square";
      case 'p' -> "pyramid";
      default -> null;
    };
  }

  /** The value of a Rithmomachia piece token; a pyramid's is the sum of its components'. Null if unknown. */
  static Integer value(String game, String piece) {
    if (!"rithmomachia".equals(game) || kind(game, piece) == null) {
      return null;
    }
    int sum = 0;
    int v = -1;
    for (int i = 0; i < piece.length(); i++) {
      char ch = piece.charAt(i);
      if (ch >= '0' && ch <= '9') {
        v = (v < 0 ? 0 : v * 10) + (ch - '0');
      } else {
        if (v >= 0) {
          sum += v;
        }
        v = -1;
      }
    }
    return sum;
  }
}
