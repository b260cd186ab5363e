package org.ludoteca.chess960.notation;

import java.util.ArrayList;
import java.util.List;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.IllegalMoveException;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Outcome;
import org.ludoteca.chess960.Piece;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.Square;

/**
 * Reads and writes moves in Standard Algebraic Notation.
 *
 * <pre>{@code
 * Move m = San.read(position, "Nf3");
 * String s = San.write(position, m); // "Nf3"
 * }</pre>
 *
 * <p>Writing is canonical: {@code O-O} (h-side) and {@code O-O-O} (a-side) for castling, the piece
 * letter, the least disambiguation that works (file, else rank, else both), {@code x} for a
 * capture, {@code =Q} for a promotion, {@code +} for check and {@code #} for checkmate.
 *
 * <p>Reading is lenient: castling as {@code O-O}, {@code 0-0}, {@code o-o} (and the long forms);
 * a promotion with or without {@code =}, its letter in either case; an en-passant suffix
 * {@code ep} or {@code e.p.}; trailing check marks {@code +}, {@code ++}, {@code #} and
 * annotations {@code !}, {@code ?}, {@code !!}, {@code ??}, {@code !?}, {@code ?!} are skipped;
 * {@code x} or {@code :} for a capture is optional and not verified, nor are the check marks;
 * more disambiguation than needed is accepted. A null move ({@code --}, {@code Z0}, {@code 0000},
 * {@code @@@@}) is refused with {@link IllegalMoveException.Reason#NULL_MOVE}.
 */
public final class San {
  private San() {}

  /** The SAN of a legal move, with its check or mate mark. */
  public static String write(Position position, Move move) {
    StringBuilder sb = new StringBuilder(8);
    if (move.kind() == Move.Kind.CASTLE) {
      sb.append(move.isKingSide() ? "O-O" : "O-O-O");
    } else {
      Role role = position.pieceAt(move.from()).map(Piece::role).orElseThrow(
          () -> new IllegalArgumentException("no piece on " + move.from().label()));
      boolean capture = move.kind() == Move.Kind.EN_PASSANT || position.pieceAt(move.to()).isPresent();
      if (role == Role.PAWN) {
        if (capture) {
          sb.append((char) ('a' + move.from().file())).append('x');
        }
        sb.append(move.to().label());
        if (move.promotion() != null) {
          sb.append('=').append(move.promotion().sanLetter());
        }
      } else {
        sb.append(role.sanLetter());
        boolean clash = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (Move other : Chess960.legalMoves(position)) {
          if (other.kind() != Move.Kind.CASTLE && other.to() == move.to() && other.from() != move.from()
              && position.pieceAt(other.from()).map(Piece::role).orElse(null) == role) {
            clash = true;
            sameFile |= other.from().file() == move.from().file();
            sameRank |= other.from().rank() == move.from().rank();
          }
        }
        if (clash) {
          if (!sameFile) {
            sb.append((char) ('a' + move.from().file()));
          } else if (!sameRank) {
            sb.append((char) ('1' + move.from().rank()));
          } else {
            sb.append(move.from().label());
          }
        }
        if (capture) {
          sb.append('x');
        }
        sb.append(move.to().label());
      }
    }
    Position after;
    try {
      after = Chess960.play(position, move);
    } catch (IllegalMoveException e) {
      throw new IllegalArgumentException("not a legal move: " + move, e);
    }
    if (after.isCheck()) {
      boolean mate = Chess960.outcome(after).map(o -> o.termination() == Outcome.Termination.CHECKMATE)
          .orElse(false);
      sb.append(mate ? '#' : '+');
    }
    return sb.toString();
  }

  /**
   * Reads a SAN move and finds it among the legal moves.
   *
   * @throws MoveSyntaxException if the token is not SAN
   * @throws IllegalMoveException if no legal move matches, several do, or for a null move
   */
  public static Move read(Position position, String token) throws MoveSyntaxException, IllegalMoveException {
    String t = token;
    if (t.equals("--") || t.equals("Z0") || t.equals("0000") || t.equals("@@@@")) {
      throw new IllegalMoveException(IllegalMoveException.Reason.NULL_MOVE,
          "null move '" + token + "' is not a chess move", position);
    }
    int end = t.length();
    while (end > 0 && "!?".indexOf(t.charAt(end - 1)) >= 0) {
      end--;
    }
    while (end > 0 && "+#".indexOf(t.charAt(end - 1)) >= 0) {
      end--;
    }
    boolean epSuffix = false;
    if (t.startsWith("e.p.", end - 4) && end >= 6) {
      end -= 4;
      epSuffix = true;
    } else if (t.startsWith("ep", end - 2) && end >= 4 && Character.isDigit(t.charAt(end - 3))) {
      end -= 2;
      epSuffix = true;
    }
    String body = t.substring(0, end);
    if (body.isEmpty()) {
      throw new MoveSyntaxException(token, 1, "empty, expected a move such as e4, Nf3 or O-O");
    }
    String castle = body.replace('0', 'O').replace('o', 'O');
    if (castle.equals("O-O") || castle.equals("O-O-O")) {
      boolean kingSide = castle.length() == 3;
      for (Move m : Chess960.legalMoves(position)) {
        if (m.kind() == Move.Kind.CASTLE && m.isKingSide() == kingSide) {
          return m;
        }
      }
      throw new IllegalMoveException(IllegalMoveException.Reason.ILLEGAL,
          "illegal move " + token + ": cannot castle " + (kingSide ? "h-side" : "a-side") + " in " + position,
          position);
    }
    int i = 0;
    Role role = Role.PAWN;
    char c0 = body.charAt(0);
    if ("NBRQK".indexOf(c0) >= 0) {
      role = Role.fromChar(c0);
      i = 1;
    } else if (c0 < 'a' || c0 > 'h') {
      throw new MoveSyntaxException(token, 1, "unexpected '" + c0
          + "', expected a piece letter (NBRQK), a file a-h or O-O");
    }
    // promotion at the end: [=]piece
    Role promotion = null;
    int stop = body.length();
    char last = body.charAt(stop - 1);
    if (role == Role.PAWN && stop >= 3 && "NBRQnbrq".indexOf(last) >= 0 && !Character.isDigit(last)) {
      promotion = Role.fromChar(last);
      stop--;
      if (stop > 0 && body.charAt(stop - 1) == '=') {
        stop--;
      }
    } else if (role == Role.PAWN && last == '=') {
      throw new MoveSyntaxException(token, stop + 1, "missing promotion piece, expected Q, R, B or N");
    }
    // destination: the last two characters before the promotion
    if (stop - i < 2) {
      throw new MoveSyntaxException(token, stop + 1, "expected a destination square such as e4");
    }
    int destAt = stop - 2;
    char df = body.charAt(destAt);
    char dr = body.charAt(destAt + 1);
    if (df < 'a' || df > 'h') {
      throw new MoveSyntaxException(token, destAt + 1, "unexpected '" + df + "', expected a file a-h");
    }
    if (dr < '1' || dr > '8') {
      throw new MoveSyntaxException(token, destAt + 2, "unexpected '" + dr + "', expected a rank 1-8");
    }
    Square to = Square.of(df - 'a', dr - '1');
    // between: [file][rank][x|:]
    int fromFile = -1;
    int fromRank = -1;
    int j = i;
    if (j < destAt && body.charAt(j) >= 'a' && body.charAt(j) <= 'h') {
      fromFile = body.charAt(j++) - 'a';
    }
    if (j < destAt && body.charAt(j) >= '1' && body.charAt(j) <= '8') {
      fromRank = body.charAt(j++) - '1';
    }
    if (j < destAt && (body.charAt(j) == 'x' || body.charAt(j) == ':')) {
      j++;
    }
    if (j != destAt) {
      throw new MoveSyntaxException(token, j + 1, "unexpected '" + body.charAt(j)
          + "', expected a file, a rank, 'x' or the destination square");
    }
    if (role == Role.PAWN && fromRank >= 0) {
      throw new MoveSyntaxException(token, i + 2, "a pawn move names only its file, not its rank");
    }
    List<Move> matches = new ArrayList<>(2);
    for (Move m : Chess960.legalMoves(position)) {
      if (m.kind() == Move.Kind.CASTLE || m.to() != to || m.promotion() != promotion) {
        continue;
      }
      if (position.pieceAt(m.from()).map(Piece::role).orElse(null) != role) {
        continue;
      }
      if (fromFile >= 0 && m.from().file() != fromFile) {
        continue;
      }
      if (fromRank >= 0 && m.from().rank() != fromRank) {
        continue;
      }
      if (role == Role.PAWN && fromFile < 0 && m.from().file() != to.file()) {
        continue; // "d5" is a push, never a capture
      }
      if (epSuffix && m.kind() != Move.Kind.EN_PASSANT) {
        continue;
      }
      matches.add(m);
    }
    if (matches.size() == 1) {
      return matches.get(0);
    }
    if (matches.isEmpty()) {
      String why = "";
      if (role == Role.PAWN && promotion == null && (to.rank() == 0 || to.rank() == 7)) {
        why = " (a pawn reaching the last rank must name its promotion piece)";
      }
      throw new IllegalMoveException(IllegalMoveException.Reason.ILLEGAL,
          "illegal move " + token + why + " in " + position, position);
    }
    throw new IllegalMoveException(IllegalMoveException.Reason.AMBIGUOUS,
        "ambiguous move " + token + ": " + matches.size() + " legal moves match in " + position, position);
  }
}
