package org.ludoteca.rithmomachia;

import java.util.HashMap;
import java.util.Map;
import org.ludoteca.rithmomachia.notation.RithmoFen;

/** Test helper: FEN packets and positions from placements such as {@code "e12=t9."}. */
final class Boards {
  private Boards() {}

  /** The board field for placements {@code "<square>=<token>"}, e.g. {@code "e12=t9."}, {@code "b2=PS36.C1.."}. */
  static String board(String... placements) {
    Map<Square, String> at = new HashMap<>();
    for (String p : placements) {
      int eq = p.indexOf('=');
      Square s = Square.parse(p.substring(0, eq)).orElseThrow(() -> new IllegalArgumentException(p));
      if (at.put(s, p.substring(eq + 1)) != null) {
        throw new IllegalArgumentException("twice: " + s);
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int rank = 16; rank >= 1; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        String token = at.get(Square.of(file, rank));
        if (token == null) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(token);
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 1) {
        sb.append('/');
      }
    }
    return sb.toString();
  }

  /** A packet: side to move, capture lists ("-" for none), placements. */
  static String fen(String side, String byWhite, String byBlack, String... placements) {
    return board(placements) + " " + side + " " + byWhite + " " + byBlack + " - 1";
  }

  static Position position(String fen) {
    try {
      return Position.of(RithmoFen.parse(fen));
    } catch (Exception e) {
      throw new AssertionError("test position does not read: " + fen, e);
    }
  }

  /** White (side "w") or Black ("b") to move, empty capture lists. */
  static Position pos(String side, String... placements) {
    return position(fen(side, "-", "-", placements));
  }

  static Square sq(String name) {
    return Square.parse(name).orElseThrow(() -> new IllegalArgumentException(name));
  }

  static Move move(Rithmomachia engine, Position p, String fromTo) {
    String[] parts = fromTo.split("-");
    return engine.find(p, sq(parts[0]), sq(parts[1]))
        .orElseThrow(() -> new AssertionError("not legal: " + fromTo + " in " + p));
  }

  static MoveResult play(Rithmomachia engine, Position p, String fromTo) {
    return engine.playLegal(p, move(engine, p, fromTo));
  }
}
