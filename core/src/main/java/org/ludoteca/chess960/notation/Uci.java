package org.ludoteca.chess960.notation;

import java.util.List;
import java.util.Optional;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.IllegalMoveException;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.Square;

/**
 * Reads and writes moves in UCI notation: {@code e2e4}, {@code e7e8q}, castling as the king
 * taking its own rook ({@code e1h1}) or as the king's two-square step ({@code e1g1}).
 *
 * <pre>{@code
 * Move m = Uci.read(position, "e1g1");          // castling in standard chess
 * String s = Uci.write(m);                       // "e1h1"
 * String t = Uci.write(m, Uci.Castling.KING_DESTINATION); // "e1g1"
 * }</pre>
 *
 * <p>Reading: a king moving onto a rook of its own side that may castle is castling (the only
 * unambiguous form in Chess960). A king moving to its castling destination (g- or c-file of the
 * back rank) is castling when that is not also a legal ordinary king move; when it is (in
 * Chess960, a king one step from its destination), the ordinary move wins, and castling must be
 * written king-takes-rook. The promotion letter may be upper or lower case. {@code 0000} is a
 * null move and is refused with {@link IllegalMoveException.Reason#NULL_MOVE}.
 */
public final class Uci {
  /** How {@link #write(Move, Castling)} writes a castling move. */
  public enum Castling {
    /** King takes own rook: {@code e1h1}. Unambiguous in Chess960; the default. */
    KING_TAKES_ROOK,
    /** King to its destination square: {@code e1g1}, the usual form for standard chess. */
    KING_DESTINATION
  }

  private Uci() {}

  /** A move in the king-takes-rook form. */
  public static String write(Move move) {
    return write(move, Castling.KING_TAKES_ROOK);
  }

  /** A move, castling in the given form. */
  public static String write(Move move, Castling castling) {
    Square to = move.kind() == Move.Kind.CASTLE && castling == Castling.KING_DESTINATION
        ? move.kingDestination() : move.to();
    return move.from().label() + to.label()
        + (move.promotion() == null ? "" : String.valueOf(move.promotion().symbol()));
  }

  /**
   * Reads a UCI move and finds it among the legal moves.
   *
   * @throws MoveSyntaxException if the token is not UCI
   * @throws IllegalMoveException if no legal move matches, or for the null move
   */
  public static Move read(Position position, String token) throws MoveSyntaxException, IllegalMoveException {
    if (token.equals("0000")) {
      throw new IllegalMoveException(IllegalMoveException.Reason.NULL_MOVE,
          "null move '0000' is not a chess move", position);
    }
    if (token.length() != 4 && token.length() != 5) {
      throw new MoveSyntaxException(token, Math.min(token.length() + 1, 6),
          "expected <from><to>[promotion], such as e2e4 or e7e8q");
    }
    Square from = square(token, 0);
    Square to = square(token, 2);
    Role promotion = null;
    if (token.length() == 5) {
      promotion = Role.fromChar(token.charAt(4));
      if (promotion == null || promotion == Role.PAWN || promotion == Role.KING) {
        throw new MoveSyntaxException(token, 5, "unexpected '" + token.charAt(4) + "', expected q, r, b or n");
      }
    }
    List<Move> legal = Chess960.legalMoves(position);
    Optional<Move> castleOnRook = Optional.empty();
    Optional<Move> castleToDestination = Optional.empty();
    for (Move m : legal) {
      if (m.kind() == Move.Kind.CASTLE) {
        if (promotion == null && m.from() == from && m.to() == to) {
          castleOnRook = Optional.of(m);
        } else if (promotion == null && m.from() == from && m.kingDestination() == to) {
          castleToDestination = Optional.of(m);
        }
      } else if (m.from() == from && m.to() == to && m.promotion() == promotion) {
        return m;
      }
    }
    if (castleOnRook.isPresent()) {
      return castleOnRook.get();
    }
    if (castleToDestination.isPresent()) {
      return castleToDestination.get();
    }
    throw new IllegalMoveException(IllegalMoveException.Reason.ILLEGAL,
        "illegal move " + token + " in " + position, position);
  }

  private static Square square(String token, int at) throws MoveSyntaxException {
    char f = token.charAt(at);
    char r = token.charAt(at + 1);
    if (f < 'a' || f > 'h') {
      throw new MoveSyntaxException(token, at + 1, "unexpected '" + f + "', expected a file a-h");
    }
    if (r < '1' || r > '8') {
      throw new MoveSyntaxException(token, at + 2, "unexpected '" + r + "', expected a rank 1-8");
    }
    return Square.of(f - 'a', r - '1');
  }
}
