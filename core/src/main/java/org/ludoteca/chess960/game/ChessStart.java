package org.ludoteca.chess960.game;

import org.ludoteca.chess960.Color;
import org.ludoteca.chess960.Piece;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.Setup;
import org.ludoteca.chess960.Square;
import org.ludoteca.chess960.StartPositions;

/**
 * The kind of start position of a chess game (the {@code games} table marks each game with it,
 * data/format/11-chess-records.md): the standard start, a Chess960 start (both armies on the same
 * Chess960 back rank), a Double Chess960 start (both on Chess960 back ranks that differ, as TCEC's
 * DFRC events play), or another set-up position. A start is the back ranks with the pawns in
 * front of them and nothing else, White to move at move 1; castling rights, the en-passant square
 * and the halfmove clock are not looked at (a record's castling field is mended: {@link ChessGame}).
 */
enum ChessStart {
  /** The standard start, position 518, of a record of {@code chess}. */
  STANDARD("standard"),
  /** A Chess960 start: both back ranks the same arrangement (518 included, for a record of {@code chess960}). */
  CHESS960("chess960"),
  /** Both back ranks Chess960 arrangements, different. */
  DOUBLE_CHESS960("double-chess960"),
  /** Any other position. */
  SET_UP("set-up");

  private final String label;

  ChessStart(String label) {
    this.label = label;
  }

  /** The word the tables write. */
  String label() {
    return label;
  }

  /** The kind of start of {@code setup}, for a record of the given game ({@code chess960} or not). */
  static ChessStart of(Setup setup, boolean chess960) {
    String[] ranks = backRanks(setup);
    if (ranks == null) {
      return SET_UP;
    }
    if (!ranks[0].equals(ranks[1])) {
      return DOUBLE_CHESS960;
    }
    return !chess960 && StartPositions.number(ranks[0]).getAsInt() == StartPositions.STANDARD ? STANDARD : CHESS960;
  }

  /**
   * White's and Black's back ranks (upper case, a to h) when {@code setup} is a start of two
   * Chess960 arrangements, each side's pawns in front of its pieces, nothing else, White to move
   * at move 1; else null.
   */
  static String[] backRanks(Setup setup) {
    if (setup.turn() != Color.WHITE || setup.fullmoveNumber() != 1 || setup.board().size() != 32) {
      return null;
    }
    StringBuilder white = new StringBuilder(8);
    StringBuilder black = new StringBuilder(8);
    for (int f = 0; f < 8; f++) {
      Piece w = setup.board().get(Square.of(f, 0));
      Piece b = setup.board().get(Square.of(f, 7));
      if (w == null || w.color() != Color.WHITE || b == null || b.color() != Color.BLACK
          || !new Piece(Color.WHITE, Role.PAWN).equals(setup.board().get(Square.of(f, 1)))
          || !new Piece(Color.BLACK, Role.PAWN).equals(setup.board().get(Square.of(f, 6)))) {
        return null;
      }
      white.append(w.symbol());
      black.append(Character.toUpperCase(b.symbol()));
    }
    String[] ranks = {white.toString(), black.toString()};
    return StartPositions.number(ranks[0]).isPresent() && StartPositions.number(ranks[1]).isPresent() ? ranks : null;
  }
}
