package org.ludoteca.hexapawn;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;

/**
 * An immutable Hexapawn position ({@link HexapawnGame}): nine squares, index {@code 3 * (rank - 1)
 * + file}, each {@code P}, {@code p} or empty, and the side to move.
 */
record HexapawnPosition(String squares, boolean whiteToMove) {
  static final String FAR_ROW = "far-row";
  static final String NO_PAWNS = "no-pawns";
  static final String NO_MOVE = "no-move";
  static final HexapawnPosition START = new HexapawnPosition("PPP...ppp", true);

  /** A move played: the position after it and the capture it made. */
  record Played(HexapawnPosition after, Optional<CaptureEvent> capture) {}

  /** Reads a FEN ({@code ppp/3/PPP w}). */
  static HexapawnPosition read(String fen) throws GameException {
    String[] fields = fen.strip().split(" ");
    String[] ranks = fields[0].split("/");
    if (fields.length != 2 || ranks.length != 3 || !(fields[1].equals("w") || fields[1].equals("b"))) {
      throw new GameException("bad FEN '" + fen + "': expected three ranks and w or b");
    }
    char[] board = new char[9];
    for (int r = 0; r < 3; r++) {
      int file = 0;
      for (char c : ranks[r].toCharArray()) {
        if (c >= '1' && c <= '3') {
          for (int k = 0; k < c - '0'; k++) {
            put(board, 2 - r, file++, '.', fen);
          }
        } else if (c == 'P' || c == 'p') {
          put(board, 2 - r, file++, c, fen);
        } else {
          throw new GameException("bad FEN '" + fen + "': unexpected '" + c + "'");
        }
      }
      if (file != 3) {
        throw new GameException("bad FEN '" + fen + "': rank " + (3 - r) + " has " + file + " squares");
      }
    }
    return new HexapawnPosition(new String(board), fields[1].equals("w"));
  }

  private static void put(char[] board, int rank, int file, char c, String fen) throws GameException {
    if (file > 2) {
      throw new GameException("bad FEN '" + fen + "': a rank has more than three squares");
    }
    board[3 * rank + file] = c;
  }

  String fen() {
    StringBuilder s = new StringBuilder();
    for (int rank = 2; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 3; file++) {
        char c = squares.charAt(3 * rank + file);
        if (c == '.') {
          empty++;
          continue;
        }
        if (empty > 0) {
          s.append(empty);
          empty = 0;
        }
        s.append(c);
      }
      if (empty > 0) {
        s.append(empty);
      }
      s.append(rank > 0 ? "/" : "");
    }
    return s.append(whiteToMove ? " w" : " b").toString();
  }

  private static String name(int square) {
    return "" + (char) ('a' + square % 3) + (char) ('1' + square / 3);
  }

  /** The legal moves in this position, as tokens. */
  List<String> legalMoves() {
    List<String> moves = new ArrayList<>();
    char own = whiteToMove ? 'P' : 'p';
    char enemy = whiteToMove ? 'p' : 'P';
    int forward = whiteToMove ? 1 : -1;
    for (int from = 0; from < 9; from++) {
      if (squares.charAt(from) != own) {
        continue;
      }
      int rank = from / 3 + forward;
      if (rank < 0 || rank > 2) {
        continue;
      }
      int file = from % 3;
      if (squares.charAt(3 * rank + file) == '.') {
        moves.add(name(from) + "-" + name(3 * rank + file));
      }
      for (int df = -1; df <= 1; df += 2) {
        if (file + df >= 0 && file + df <= 2 && squares.charAt(3 * rank + file + df) == enemy) {
          moves.add(name(from) + "x" + name(3 * rank + file + df));
        }
      }
    }
    return moves;
  }

  /**
   * Plays a move token at ply {@code ply}.
   *
   * @throws MoveException if the token is not a move in the notation, or not legal here
   */
  Played play(String token, int ply) throws MoveException {
    if (!token.matches("[a-c][1-3][-x][a-c][1-3]")) {
      throw new MoveException("expected a move like a1-a2 or a2xb3", true);
    }
    if (!legalMoves().contains(token)) {
      throw new MoveException("not a legal move for " + (whiteToMove ? "white" : "black"), false);
    }
    int from = 3 * (token.charAt(1) - '1') + token.charAt(0) - 'a';
    int to = 3 * (token.charAt(4) - '1') + token.charAt(3) - 'a';
    char[] board = squares.toCharArray();
    Optional<CaptureEvent> capture = Optional.empty();
    if (board[to] != '.') {
      capture = Optional.of(new CaptureEvent(ply, whiteToMove ? Side.WHITE : Side.BLACK, "diagonal",
          String.valueOf(board[to]), name(to), "piece", List.of(name(to)), List.of(String.valueOf(board[from]))));
    }
    board[to] = board[from];
    board[from] = '.';
    return new Played(new HexapawnPosition(new String(board), !whiteToMove), capture);
  }

  /** The end of the game in this position, the side that just moved having made it. */
  Optional<GameReplayer.Ending> ending() {
    Winner mover = whiteToMove ? Winner.BLACK : Winner.WHITE;
    char moved = whiteToMove ? 'p' : 'P';
    String farRank = whiteToMove ? squares.substring(0, 3) : squares.substring(6, 9);
    if (farRank.indexOf(moved) >= 0) {
      return Optional.of(new GameReplayer.Ending(FAR_ROW, mover));
    }
    if (squares.indexOf(whiteToMove ? 'P' : 'p') < 0) {
      return Optional.of(new GameReplayer.Ending(NO_PAWNS, mover));
    }
    if (legalMoves().isEmpty()) {
      return Optional.of(new GameReplayer.Ending(NO_MOVE, mover));
    }
    return Optional.empty();
  }
}
