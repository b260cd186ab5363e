package org.ludoteca.rithmomachia.notation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteca.rithmomachia.IrregularMove;
import org.ludoteca.rithmomachia.PacketText;
import org.ludoteca.rithmomachia.Piece;
import org.ludoteca.rithmomachia.PieceKind;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.PositionException;
import org.ludoteca.rithmomachia.Setup;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;

/**
 * The modified FEN of León &amp; Astor (CVR): a six-field packet {@code board side
 * white-captures black-captures irregular turn}.
 *
 * <p><b>Reading.</b> The board may be in the full form ({@code 2c3.c5.c7.c9.2/8/...}) or the
 * reduced form ({@code 2c3.c5.c7.c9./ /...}): a row is any sequence of pieces and empty-square
 * counts 1..8 whose columns sum to at most 8, and a short row is padded with empty squares.
 * {@link Mode#STRICT} (the default) wants the six fields separated by single spaces and every
 * captured piece ending in {@code .}; leading and trailing white space is ignored.
 * {@link Mode#LENIENT} also accepts the packet wrapped over several lines as printed in the
 * paper (the board is everything before the last five white-space separated fields, its pieces
 * joined) and capture lists whose last piece lacks the final dot ({@code c7.t12}). Every syntax
 * error names the field, the 1-based column and what was expected; in lenient mode the column
 * counts in the packet with its line breaks removed.
 *
 * <p><b>Writing.</b> {@link #write} emits one canonical form: the reduced board, capture lists
 * with every piece dot-terminated (or {@code -}), single spaces.
 *
 * <pre>{@code
 * Setup setup = RithmoFen.parse(text);          // syntax only: FenSyntaxException
 * Position position = Position.of(setup);       // meaning: PositionException
 * String canonical = RithmoFen.write(position);
 * }</pre>
 */
public final class RithmoFen {
  /** How forgiving the reader is; see the class documentation. */
  public enum Mode { STRICT, LENIENT }

  /** The CVR start position, in canonical form (244-character board). */
  public static final String START =
      "s49.s121.4s225.s361./s28.s66.t36.t30.t56.t64.s120.ps64.s49.t36.t25.c16../"
          + "t16.t12.c9.c25.c49.c81.t90.t100./2c3.c5.c7.c9./////////2C8.C6.C4.C2./"
          + "T81.T72.C64.C36.C16.C4.T6.T9./S153.PS36.S25.T16.T9.C4.C1..T49.T42.T20.T25.S45.S15./"
          + "S289.S169.4S81.S25. w - - - 1";

  private RithmoFen() {}

  /** Reads a packet strictly. */
  public static Setup parse(String text) throws FenSyntaxException {
    return parse(text, Mode.STRICT);
  }

  /** Reads a packet in the given mode. */
  public static Setup parse(String text, Mode mode) throws FenSyntaxException {
    return new Reader(text, mode).packet();
  }

  /** Reads and checks a packet: syntax first, then {@link Position#of(Setup)}. */
  public static Position parsePosition(String text, Mode mode) throws FenSyntaxException, PositionException {
    return Position.of(parse(text, mode));
  }

  /** The canonical packet of a setup. */
  public static String write(Setup setup) {
    return PacketText.of(setup);
  }

  /** The canonical packet of a position. */
  public static String write(Position p) {
    return PacketText.of(p);
  }

  /** The board field alone: reduced (canonical) or full (every row counts all 8 columns). */
  public static String writeBoard(Setup setup, boolean reduced) {
    return PacketText.board(setup, reduced);
  }

  /** A capture list field: {@code -} or the pieces each ending in {@code .}. */
  public static String writePieces(List<Piece> pieces) {
    return PacketText.pieces(pieces);
  }

  /** One parse: a cursor over the packet. Columns are 1-based and include {@link #offset}. */
  private static final class Reader {
    private final String s;
    private final int offset;
    private final boolean lenient;

    Reader(String text, Mode mode) {
      this.lenient = mode == Mode.LENIENT;
      String t = text == null ? "" : text;
      int lead = 0;
      while (lead < t.length() && Character.isWhitespace(t.charAt(lead))) {
        lead++;
      }
      int trail = t.length();
      while (trail > lead && Character.isWhitespace(t.charAt(trail - 1))) {
        trail--;
      }
      String core = t.substring(lead, trail);
      if (lenient) {
        this.s = unwrap(core);
        this.offset = 0;
      } else {
        this.s = core;
        this.offset = lead;
      }
    }

    /** Joins a packet wrapped over lines: the board is all but the last five tokens, concatenated. */
    private static String unwrap(String text) {
      String[] tokens = text.split("\\s+");
      if (tokens.length <= 6) {
        return String.join(" ", tokens);
      }
      StringBuilder sb = new StringBuilder(text.length());
      int boardTokens = tokens.length - 5;
      for (int i = 0; i < boardTokens; i++) {
        sb.append(tokens[i]);
      }
      for (int i = boardTokens; i < tokens.length; i++) {
        sb.append(' ').append(tokens[i]);
      }
      return sb.toString();
    }

    private FenSyntaxException error(FenError.Kind kind, FenField field, int index, String detail) {
      return new FenSyntaxException(new FenError(kind, field, index + 1 + offset, detail));
    }

    Setup packet() throws FenSyntaxException {
      if (s.isEmpty()) {
        throw error(FenError.Kind.EMPTY_PACKET, FenField.PACKET, 0,
            "empty packet, expected six fields: board side white-captures black-captures irregular turn");
      }
      FenField[] fields = {FenField.BOARD, FenField.SIDE, FenField.WHITE_CAPTURES,
          FenField.BLACK_CAPTURES, FenField.IRREGULAR, FenField.TURN};
      int[] starts = new int[6];
      int[] ends = new int[6];
      int pos = 0;
      for (int f = 0; f < 6; f++) {
        if (f > 0) {
          if (pos >= s.length()) {
            throw error(FenError.Kind.MISSING_FIELD, fields[f], s.length(),
                "missing " + fields[f].label() + " field, expected six fields");
          }
          pos++; // the single space
          if (pos >= s.length() || s.charAt(pos) == ' ') {
            throw error(FenError.Kind.BAD_SEPARATOR, FenField.PACKET, Math.min(pos, s.length()),
                pos >= s.length() ? "missing " + fields[f].label() + " field after the space"
                    : "two spaces in a row; fields are separated by one space");
          }
        }
        int end = s.indexOf(' ', pos);
        if (end < 0) {
          end = s.length();
        }
        starts[f] = pos;
        ends[f] = end;
        pos = end;
      }
      if (pos < s.length()) {
        throw error(FenError.Kind.TRAILING_JUNK, FenField.PACKET, pos + 1,
            "unexpected text after the turn number: '" + abbreviate(s.substring(pos + 1)) + "'");
      }
      Map<Square, Piece> board = board(starts[0], ends[0]);
      Side side = side(starts[1], ends[1]);
      List<Piece> byWhite = pieceList(FenField.WHITE_CAPTURES, starts[2], ends[2]);
      List<Piece> byBlack = pieceList(FenField.BLACK_CAPTURES, starts[3], ends[3]);
      Optional<IrregularMove> leap = irregular(starts[4], ends[4]);
      int turn = turn(starts[5], ends[5]);
      return new Setup(board, side, byWhite, byBlack, leap, turn);
    }

    private Map<Square, Piece> board(int start, int end) throws FenSyntaxException {
      Map<Square, Piece> board = new HashMap<>();
      int row = 1;
      int columns = 0;
      int i = start;
      while (i < end) {
        char c = s.charAt(i);
        if (c == '/') {
          if (row == Square.RANKS) {
            throw error(FenError.Kind.WRONG_ROW_COUNT, FenField.BOARD, i,
                "board has more than 16 rows ('/' number 16), expected 16");
          }
          row++;
          columns = 0;
          i++;
        } else if (c >= '1' && c <= '8') {
          if (columns + (c - '0') > Square.FILES) {
            throw error(FenError.Kind.ROW_TOO_WIDE, FenField.BOARD, i,
                "row " + row + " has " + (columns + c - '0') + " columns, at most 8");
          }
          columns += c - '0';
          i++;
        } else if (Character.isLetter(c)) {
          int tokenStart = i;
          int[] next = new int[1];
          Piece piece = piece(FenField.BOARD, i, end, true, false, next);
          if (columns + 1 > Square.FILES) {
            throw error(FenError.Kind.ROW_TOO_WIDE, FenField.BOARD, tokenStart,
                "row " + row + " has " + (columns + 1) + " columns, at most 8");
          }
          columns++;
          board.put(Square.ofFen(row, columns), piece);
          i = next[0];
        } else {
          throw error(FenError.Kind.UNEXPECTED_CHARACTER, FenField.BOARD, i,
              "unexpected '" + c + "', expected a piece letter (c t s p, upper case white, lower case black),"
                  + " an empty-square count 1..8 or '/'");
        }
      }
      if (row < Square.RANKS) {
        throw error(FenError.Kind.WRONG_ROW_COUNT, FenField.BOARD, end,
            "board has " + row + " rows, expected 16");
      }
      return board;
    }

    /**
     * Reads one piece token at {@code i}: a plain piece {@code t25.} or (if allowed) a pyramid
     * {@code ps64.s49..}. Stores the index after the token in {@code next[0]}.
     */
    private Piece piece(FenField field, int i, int end, boolean pyramidAllowed, boolean dotOptionalAtEnd,
        int[] next) throws FenSyntaxException {
      char letter = s.charAt(i);
      PieceKind kind = PieceKind.fromLetter(letter);
      if (kind == null) {
        throw error(FenError.Kind.UNKNOWN_LETTER, field, i,
            "unknown letter '" + letter + "', pieces are c t s p (upper case white, lower case black)");
      }
      Side side = Side.ofLetter(letter);
      if (kind != PieceKind.PYRAMID) {
        return plain(field, side, kind, i + 1, end, dotOptionalAtEnd, next);
      }
      if (!pyramidAllowed) {
        throw error(FenError.Kind.PYRAMID_IN_CAPTURE_LIST, field, i,
            "a pyramid cannot stand in a capture list; a pyramid taken whole is listed as its components");
      }
      List<Piece> components = new ArrayList<>(6);
      int j = i + 1;
      while (true) {
        if (j >= end || s.charAt(j) == '/') {
          throw error(FenError.Kind.UNTERMINATED_PYRAMID, field, j,
              "pyramid has no terminator: the pyramid opened at column " + (i + 1 + offset)
                  + " must end with '.' after its last component");
        }
        char c = s.charAt(j);
        if (c == '.') {
          if (components.isEmpty()) {
            throw error(FenError.Kind.EMPTY_PYRAMID, field, j, "pyramid has no components");
          }
          next[0] = j + 1;
          return Piece.pyramid(side, components);
        }
        PieceKind componentKind = PieceKind.fromLetter(c);
        if (componentKind == null) {
          if (Character.isLetter(c)) {
            throw error(FenError.Kind.UNKNOWN_LETTER, field, j,
                "unknown letter '" + c + "', pyramid components are c t s");
          }
          throw error(FenError.Kind.UNTERMINATED_PYRAMID, field, j,
              "pyramid has no terminator: found '" + c + "' where a component or the closing '.' of the pyramid"
                  + " opened at column " + (i + 1 + offset) + " was expected");
        }
        if (componentKind == PieceKind.PYRAMID) {
          throw error(FenError.Kind.NESTED_PYRAMID, field, j, "a pyramid cannot hold a pyramid");
        }
        if (Side.ofLetter(c) != side) {
          throw error(FenError.Kind.PYRAMID_WRONG_COLOUR, field, j,
              "component '" + c + "' is " + Side.ofLetter(c).label() + " in a " + side.label()
                  + " pyramid; components are written in the pyramid's case");
        }
        components.add(plain(field, side, componentKind, j + 1, end, false, next));
        j = next[0];
      }
    }

    /** Reads {@code <value>.} at {@code i} for a plain piece whose letter precedes it. */
    private Piece plain(FenField field, Side side, PieceKind kind, int i, int end, boolean dotOptionalAtEnd,
        int[] next) throws FenSyntaxException {
      int j = i;
      while (j < end && s.charAt(j) >= '0' && s.charAt(j) <= '9' && j - i < 7) {
        j++;
      }
      if (j == i) {
        throw error(FenError.Kind.MISSING_VALUE, field, i,
            "expected a value 1..999 after '" + s.charAt(i - 1) + "'"
                + (i < end ? ", found '" + s.charAt(i) + "'" : ""));
      }
      String digits = s.substring(i, j);
      int value = Integer.parseInt(digits);
      if (value == 0 || value > Piece.MAX_VALUE) {
        throw error(FenError.Kind.VALUE_OUT_OF_RANGE, field, i, "value " + digits + ", values are 1..999");
      }
      if (digits.charAt(0) == '0') {
        throw error(FenError.Kind.LEADING_ZERO, field, i, "value " + digits + " has a leading zero");
      }
      if (j < end && s.charAt(j) == '.') {
        next[0] = j + 1;
      } else if (dotOptionalAtEnd && j == end) {
        next[0] = j;
      } else {
        throw error(FenError.Kind.MISSING_DOT, field, j,
            "expected '.' after the value " + digits + (j < end ? ", found '" + s.charAt(j) + "'" : ""));
      }
      return Piece.of(side, kind, value);
    }

    private Side side(int start, int end) throws FenSyntaxException {
      Side side = end - start == 1 ? Side.fromSymbol(s.charAt(start)) : null;
      if (side == null) {
        throw error(FenError.Kind.BAD_SIDE, FenField.SIDE, start,
            "expected 'w' or 'b', found '" + abbreviate(s.substring(start, end)) + "'");
      }
      return side;
    }

    private List<Piece> pieceList(FenField field, int start, int end) throws FenSyntaxException {
      if (end - start == 1 && s.charAt(start) == '-') {
        return List.of();
      }
      List<Piece> pieces = new ArrayList<>();
      int[] next = new int[1];
      int i = start;
      while (i < end) {
        if (!Character.isLetter(s.charAt(i))) {
          throw error(FenError.Kind.UNEXPECTED_CHARACTER, field, i,
              "unexpected '" + s.charAt(i) + "', expected '-' or captured pieces such as c7.t12.");
        }
        pieces.add(piece(field, i, end, false, lenient, next));
        i = next[0];
      }
      return pieces;
    }

    private Optional<IrregularMove> irregular(int start, int end) throws FenSyntaxException {
      if (end - start == 1 && s.charAt(start) == '-') {
        return Optional.empty();
      }
      String expected = "expected '-', a piece and its origin such as S169.1x2, or a pyramid and its origin such as p15x8";
      char letter = s.charAt(start);
      PieceKind kind = PieceKind.fromLetter(letter);
      if (kind == null) {
        throw error(FenError.Kind.BAD_IRREGULAR, FenField.IRREGULAR, start,
            "unexpected '" + letter + "', " + expected);
      }
      Side side = Side.ofLetter(letter);
      int value = 0;
      int coordinateStart = start + 1;
      if (kind != PieceKind.PYRAMID) {
        int dot = s.indexOf('.', start);
        if (dot < 0 || dot >= end) {
          throw error(FenError.Kind.BAD_IRREGULAR, FenField.IRREGULAR, start, expected);
        }
        String digits = s.substring(start + 1, dot);
        if (!digits.matches("[1-9][0-9]{0,2}")) {
          throw error(FenError.Kind.BAD_IRREGULAR, FenField.IRREGULAR, start + 1,
              "value '" + digits + "' is not 1..999; " + expected);
        }
        value = Integer.parseInt(digits);
        coordinateStart = dot + 1;
      }
      String coordinate = s.substring(coordinateStart, end);
      Optional<Square> origin = Square.parsePaperCoordinate(coordinate);
      if (origin.isEmpty()) {
        throw error(FenError.Kind.BAD_IRREGULAR, FenField.IRREGULAR, coordinateStart,
            "origin '" + abbreviate(coordinate) + "' is not <rank 1..16>x<file 1..8>");
      }
      return Optional.of(new IrregularMove(side, kind, value, origin.get()));
    }

    private int turn(int start, int end) throws FenSyntaxException {
      String digits = s.substring(start, end);
      if (!digits.matches("[1-9][0-9]{0,9}") || Long.parseLong(digits) > Integer.MAX_VALUE) {
        throw error(FenError.Kind.BAD_TURN, FenField.TURN, start,
            "turn '" + abbreviate(digits) + "' is not a whole number 1 or more");
      }
      return Integer.parseInt(digits);
    }

    private static String abbreviate(String text) {
      return text.length() <= 20 ? text : text.substring(0, 20) + "...";
    }
  }
}
