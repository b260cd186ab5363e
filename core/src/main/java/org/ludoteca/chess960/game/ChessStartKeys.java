package org.ludoteca.chess960.game;

import java.util.OptionalInt;
import org.ludoteca.game.StartPositionKeys;
import org.ludoteca.chess960.StartPositions;

/**
 * Chess start positions for the {@code start_positions} statistic: a start (standard or Chess960:
 * both back ranks the same arrangement) is keyed by White's back rank and labelled with its
 * Scharnagl number ({@link StartPositions#number(String)}); a Double Chess960 start (two
 * different arrangements) by both back ranks, White's then Black's, {@code BQNBRNKR/NRNBKRBQ},
 * labelled with White's number and Black's ({@link #blackNumber}), so that it never counts under
 * White's alone; a set-up position that is no start has no key (null): its games are left out of
 * every start position's row and counted in the row of their own. A record of chess's standard
 * start counts as position 518 too.
 *
 * @param drawnPerGame true for Chess960, where each game draws its start position
 */
record ChessStartKeys(boolean drawnPerGame) implements StartPositionKeys {
  /** Standard chess: one fixed start. */
  static final ChessStartKeys FIXED = new ChessStartKeys(false);
  /** Chess960: a start drawn per game. */
  static final ChessStartKeys DRAWN = new ChessStartKeys(true);

  @Override
  public String key(String startFen) {
    if (startFen == null) {
      return null;
    }
    String[] ranks = backRanks(startFen);
    if (ranks == null) {
      return null;
    }
    return ranks[0].equals(ranks[1]) ? ranks[0] : ranks[0] + "/" + ranks[1];
  }

  @Override
  public OptionalInt number(String key) {
    if (key == null) {
      return OptionalInt.empty();
    }
    int slash = key.indexOf('/');
    return StartPositions.number(slash < 0 ? key : key.substring(0, slash));
  }

  /** Black's Scharnagl number: the same as White's for a Chess960 start, its own for a Double Chess960 one. */
  @Override
  public OptionalInt blackNumber(String key) {
    if (key == null) {
      return OptionalInt.empty();
    }
    int slash = key.indexOf('/');
    return StartPositions.number(slash < 0 ? key : key.substring(slash + 1));
  }

  /**
   * White's and Black's back ranks (upper case) of a FEN whose board is two Chess960 arrangements
   * with the pawns in front of them and nothing else, White to move; else null. The FEN is the
   * game's start as its session wrote it (X-FEN).
   */
  static String[] backRanks(String fen) {
    String[] fields = fen.strip().split("\\s+");
    if (fields.length < 2 || !fields[1].equals("w")) {
      return null;
    }
    String[] rows = fields[0].split("/", -1);
    if (rows.length != 8 || !rows[1].equals("pppppppp") || !rows[6].equals("PPPPPPPP")) {
      return null;
    }
    for (int r = 2; r <= 5; r++) {
      if (!rows[r].equals("8")) {
        return null;
      }
    }
    String white = rows[7];
    String black = rows[0];
    if (!black.equals(black.toLowerCase(java.util.Locale.ROOT))) {
      return null;
    }
    String blackUpper = black.toUpperCase(java.util.Locale.ROOT);
    return StartPositions.number(white).isPresent() && StartPositions.number(blackUpper).isPresent()
        ? new String[] {white, blackUpper} : null;
  }
}
