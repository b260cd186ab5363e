package org.ludoteca.rithmomachia.notation;

import java.util.Optional;
import org.ludoteca.rithmomachia.IllegalMoveException;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Piece;
import org.ludoteca.rithmomachia.PieceKind;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;

/**
 * The move notation of Rithmomachia records: {@code <from>-<to>} with squares as in the spec
 * ({@code c14-c12}, {@code b16-c13}), optionally prefixed by the piece, {@code T25c14-c12}, which
 * must then match the piece on {@code from}. A pyramid's prefix is its letter and, optionally,
 * its total: {@code P91b2-b4} or {@code Pb2-b4}.
 *
 * <p>{@link #parse} checks syntax only; {@link #resolve} finds the legal move in a position.
 * The writer emits the bare form; {@link #writeWithPiece} adds the prefix.
 */
public final class MoveNotation {
  private MoveNotation() {}

  /**
   * A parsed move token, not yet checked against a position.
   *
   * @param side the side of the prefix, if any
   * @param kind the kind of the prefix, if any
   * @param value the value of the prefix; 0 when absent (or a pyramid written without its total)
   */
  public record MoveText(Optional<Side> side, Optional<PieceKind> kind, int value, Square from, Square to) {}

  private static final java.util.regex.Pattern PREFIX = java.util.regex.Pattern.compile("([cstpCSTP])([0-9]*)");

  /** Reads a move token. */
  public static MoveText parse(String token) throws MoveSyntaxException {
    if (token == null || token.isEmpty()) {
      throw new MoveSyntaxException(String.valueOf(token), 1, "empty move, expected <from>-<to> such as c14-c12");
    }
    int dash = token.indexOf('-');
    if (dash < 0) {
      throw new MoveSyntaxException(token, token.length() + 1, "missing '-', expected <from>-<to> such as c14-c12");
    }
    Square to = Square.parse(token.substring(dash + 1)).orElseThrow(() -> new MoveSyntaxException(token, dash + 2,
        "'" + token.substring(dash + 1) + "' is not a square a1..h16"));
    // The origin square is the last letter-and-digits run before the dash; anything before it is the prefix.
    int fromStart = dash;
    while (fromStart > 0 && Character.isDigit(token.charAt(fromStart - 1))) {
      fromStart--;
    }
    if (fromStart > 0) {
      fromStart--;
    }
    String fromText = token.substring(fromStart, dash);
    int fromColumn = fromStart + 1;
    Square from = Square.parse(fromText).orElseThrow(() -> new MoveSyntaxException(token, fromColumn,
        "'" + fromText + "' is not a square a1..h16"));
    if (fromStart == 0) {
      return new MoveText(Optional.empty(), Optional.empty(), 0, from, to);
    }
    java.util.regex.Matcher m = PREFIX.matcher(token.substring(0, fromStart));
    if (!m.matches()) {
      throw new MoveSyntaxException(token, 1, "'" + token.substring(0, fromStart)
          + "' is not a piece prefix such as T25 or t9 (or P91 for a pyramid)");
    }
    PieceKind kind = PieceKind.fromLetter(m.group(1).charAt(0));
    String digits = m.group(2);
    if (digits.isEmpty() && kind != PieceKind.PYRAMID) {
      throw new MoveSyntaxException(token, 2, "expected the value after '" + m.group(1) + "'");
    }
    if (!digits.isEmpty() && (digits.charAt(0) == '0' || digits.length() > 4)) {
      throw new MoveSyntaxException(token, 2, "bad value '" + digits + "'");
    }
    int value = digits.isEmpty() ? 0 : Integer.parseInt(digits);
    return new MoveText(Optional.of(Side.ofLetter(m.group(1).charAt(0))), Optional.of(kind), value, from, to);
  }

  /** The bare notation {@code from-to}. */
  public static String write(Move move) {
    return move.from().name() + "-" + move.to().name();
  }

  /** The notation with the moving piece as prefix: {@code T25c14-c12}, a pyramid {@code P91b2-b4}. */
  public static String writeWithPiece(Position position, Move move) {
    Piece p = position.pieceAt(move.from());
    return (p == null ? "" : p.label()) + write(move);
  }

  /**
   * The legal move a token names in {@code position}.
   *
   * @throws MoveSyntaxException if the token is not in the notation
   * @throws IllegalMoveException if the prefix does not match the piece, or the move is not legal
   */
  public static Move resolve(Rithmomachia engine, Position position, String token)
      throws MoveSyntaxException, IllegalMoveException {
    MoveText text = parse(token);
    Piece piece = position.pieceAt(text.from());
    if (text.kind().isPresent() && piece != null) {
      boolean sideOk = text.side().get() == piece.side();
      boolean kindOk = text.kind().get() == piece.kind();
      boolean valueOk = text.value() == 0 || text.value() == piece.value();
      if (!sideOk || !kindOk || !valueOk) {
        throw new IllegalMoveException("the move names " + token.substring(0, token.indexOf(text.from().name()))
            + " but " + text.from() + " holds " + piece.label(), position);
      }
    }
    // Replay resolves every recorded move here: generate the moves once, explain only a failure.
    Optional<Move> found = engine.find(position, text.from(), text.to());
    if (found.isEmpty()) {
      throw new IllegalMoveException(engine.whyIllegal(position, Move.of(text.from(), text.to(), false)), position);
    }
    return found.get();
  }
}
