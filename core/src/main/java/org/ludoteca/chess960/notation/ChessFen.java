package org.ludoteca.chess960.notation;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ludoteca.chess960.Color;
import org.ludoteca.chess960.Piece;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.PositionException;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.Setup;
import org.ludoteca.chess960.Square;
import org.ludoteca.chess960.notation.FenError.Kind;

/**
 * Reads and writes chess FEN, with the castling field in X-FEN or Shredder-FEN.
 *
 * <pre>{@code
 * Position p = ChessFen.read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
 * String shredder = ChessFen.write(p, ChessFen.Castling.SHREDDER); // ... w HAha - 0 1
 * }</pre>
 *
 * <p>Reading is lenient in these ways: fields may be separated by several spaces or tabs and the
 * text may have leading and trailing white space; the halfmove clock and fullmove number may be
 * left out (EPD style: 0 and 1); a fullmove number of 0 is read as 1. The castling field mixes
 * freely, in any order: {@code K}/{@code Q} (White) and {@code k}/{@code q} (Black) name the
 * outermost rook of that side on the king's h-side or a-side of its back rank (X-FEN), and a file
 * letter {@code A..H}/{@code a..h} names the rook on that file (Shredder-FEN, or X-FEN's form
 * for an inner rook). A letter that names no rook still reads (to the h- or a-file square for
 * {@code K}/{@code Q}); {@link Position#of} then reports invalid castling rights. A repeated
 * right is an error.
 *
 * <p>Writing is canonical: single spaces, all six fields, the en-passant square only when an
 * en-passant capture is legal (for a {@link Position}; a {@link Setup} is written as it is). In
 * X-FEN a right is {@code K}/{@code Q} when its rook is the outermost on its side of the king and
 * the file letter otherwise; in Shredder-FEN it is always the file letter. Each side's rights are
 * written White first, h-side before a-side.
 */
public final class ChessFen {
  /** The standard chess start. */
  public static final String STANDARD_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  /** How the castling field is written. */
  public enum Castling {
    /** {@code KQkq}, file letters only for a rook that is not the outermost on its side. */
    X_FEN,
    /** File letters of the castling rooks: {@code HAha}. */
    SHREDDER
  }

  private ChessFen() {}

  /**
   * Reads a FEN into an unchecked setup.
   *
   * @throws FenSyntaxException for text that is not a FEN, with the field and column
   */
  public static Setup parse(String text) throws FenSyntaxException {
    return new Reader(text).read();
  }

  /**
   * Reads a FEN into a checked position.
   *
   * @throws FenSyntaxException for text that is not a FEN
   * @throws PositionException for a FEN of a position that is not legal
   */
  public static Position read(String text) throws FenSyntaxException, PositionException {
    return Position.of(parse(text));
  }

  /** The X-FEN of a position. */
  public static String write(Position position) {
    return write(position, Castling.X_FEN);
  }

  /** The FEN of a position with the castling field in the given notation. */
  public static String write(Position position, Castling castling) {
    long white = 0;
    long black = 0;
    long[] byRole = new long[6];
    for (Role role : ROLES) {
      long w = position.pieces(Color.WHITE, role);
      long b = position.pieces(Color.BLACK, role);
      white |= w;
      black |= b;
      byRole[role.ordinal()] = w | b;
    }
    return write(white, black, byRole[0], byRole[1], byRole[2], byRole[3], byRole[4], byRole[5], position.turn(),
        position.castlingRookMask(), position.epSquareIndex(), position.halfmoveClock(), position.fullmoveNumber(),
        castling);
  }

  /** The FEN of a setup as it is, with the castling field in the given notation. */
  public static String write(Setup setup, Castling castling) {
    long white = 0;
    long black = 0;
    long[] byRole = new long[6];
    for (Map.Entry<Square, Piece> e : setup.board().entrySet()) {
      long bit = 1L << e.getKey().ordinal();
      if (e.getValue().color() == Color.WHITE) {
        white |= bit;
      } else {
        black |= bit;
      }
      byRole[e.getValue().role().ordinal()] |= bit;
    }
    long rooks = 0;
    for (Square s : setup.castlingRooks()) {
      rooks |= 1L << s.ordinal();
    }
    return write(white, black, byRole[0], byRole[1], byRole[2], byRole[3], byRole[4], byRole[5], setup.turn(), rooks,
        setup.epSquare().map(Square::ordinal).orElse(-1), setup.halfmoveClock(), setup.fullmoveNumber(), castling);
  }

  private static final Role[] ROLES = Role.values();

  /** The FEN letters of the pieces, indexed by colour * 6 + role, as bytes. */
  private static final byte[] SYMBOLS = "PNBRQKpnbrqk".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  /** Room for any FEN the bitboard writer writes: 64 squares, 7 slashes, the other fields. */
  private static final int FEN_BYTES = 160;

  /**
   * The X-FEN of the position these bitboards hold, as {@link #write(Position)} writes it,
   * without building a position: for a replay's board, which writes one per game and one per
   * capture for the diagrams. The arguments are those of {@link Position#ofBitboards} (bit i is
   * square i, a1 = 0; {@code castlingRooks} the bitboard of the rooks that may castle, {@code
   * epSquare} the en-passant target square index or -1), not checked: the en-passant square is
   * written as given, and an occupied square in no other piece set is written as a pawn. The
   * one FEN writer: the other {@code write} methods come here.
   */
  public static String write(long white, long black, long pawns, long knights, long bishops, long rooks,
      long queens, long kings, Color turn, long castlingRooks, int epSquare, int halfmoveClock, int fullmoveNumber) {
    return write(white, black, pawns, knights, bishops, rooks, queens, kings, turn, castlingRooks, epSquare,
        halfmoveClock, fullmoveNumber, Castling.X_FEN);
  }

  private static String write(long white, long black, long pawns, long knights, long bishops, long rookSet,
      long queens, long kings, Color turn, long castlingRooks, int ep, int halfmove, int fullmove, Castling castling) {
    byte[] out = new byte[FEN_BYTES];
    int n = 0;
    final long occ = white | black;
    for (int rank = 7; rank >= 0; rank--) {
      int file = 0;
      // the occupied squares of the rank, in file order, their piece found without branching
      for (long row = (occ >>> (rank * 8)) & 0xFF; row != 0; row &= row - 1) {
        int f = Long.numberOfTrailingZeros(row);
        if (f > file) {
          out[n++] = (byte) ('0' + f - file);
        }
        int sq = rank * 8 + f;
        int role = (int) ((knights >>> sq) & 1) + (int) ((bishops >>> sq) & 1) * 2 + (int) ((rookSet >>> sq) & 1) * 3
            + (int) ((queens >>> sq) & 1) * 4 + (int) ((kings >>> sq) & 1) * 5;
        out[n++] = SYMBOLS[(int) ((black >>> sq) & 1) * 6 + role];
        file = f + 1;
      }
      if (file < 8) {
        out[n++] = (byte) ('0' + 8 - file);
      }
      if (rank > 0) {
        out[n++] = '/';
      }
    }
    out[n++] = ' ';
    out[n++] = (byte) turn.symbol();
    out[n++] = ' ';
    int before = n;
    for (int c = 0; c < 2; c++) { // White first, each side h-side before a-side
      int low = c == 0 ? 0 : 56;
      long side = c == 0 ? white : black;
      long rooks = rookSet & side & (0xFFL << low);
      long king = kings & side & (0xFFL << low);
      int kingSq = king == 0 ? -1 : 63 - Long.numberOfLeadingZeros(king); // the h-most, if a setup has two
      for (int sq = low + 7; sq >= low; sq--) {
        if ((castlingRooks & (1L << sq)) == 0) {
          continue;
        }
        char letter = (char) ('A' + (sq & 7));
        if (castling == Castling.X_FEN && kingSq >= 0) {
          boolean hSide = sq > kingSq;
          long beyond = hSide ? rooks & ~((2L << sq) - 1) : rooks & ((1L << sq) - 1);
          if (beyond == 0) { // the outermost rook of its side of the king
            letter = hSide ? 'K' : 'Q';
          }
        }
        out[n++] = (byte) (c == 0 ? letter : Character.toLowerCase(letter));
      }
    }
    if (n == before) {
      out[n++] = '-';
    }
    out[n++] = ' ';
    if (ep < 0) {
      out[n++] = '-';
    } else {
      out[n++] = (byte) ('a' + (ep & 7));
      out[n++] = (byte) ('1' + (ep >> 3));
    }
    out[n++] = ' ';
    n = decimal(out, n, halfmove);
    out[n++] = ' ';
    n = decimal(out, n, fullmove);
    return new String(out, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  /** Writes v (0 or more) in decimal at out[n]; returns the index after it. */
  private static int decimal(byte[] out, int n, int v) {
    int digits = 1;
    for (int t = v; t >= 10; t /= 10) {
      digits++;
    }
    for (int k = n + digits - 1; k >= n; k--) {
      out[k] = (byte) ('0' + v % 10);
      v /= 10;
    }
    return n + digits;
  }

  /** One pass over the text; {@code pos} is the 0-based index of the next character. */
  private static final class Reader {
    private final String text;
    private int pos;

    Reader(String text) {
      this.text = text;
    }

    private FenSyntaxException error(Kind kind, FenField field, int index, String detail) {
      return new FenSyntaxException(new FenError(kind, field, index + 1, detail));
    }

    /** Whether anything but white space is left, without moving. */
    private boolean more() {
      for (int i = pos; i < text.length(); i++) {
        if (!Character.isWhitespace(text.charAt(i))) {
          return true;
        }
      }
      return false;
    }

    private void skipSpace() {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
    }

    /** The next field's [start, end) after white space, or a missing-field error. */
    private int[] field(FenField field, String expected) throws FenSyntaxException {
      int start = pos;
      skipSpace();
      if (pos >= text.length()) {
        throw error(Kind.MISSING_FIELD, field, Math.max(start, pos), "missing " + field.label()
            + " field, expected " + expected);
      }
      if (pos == start) {
        throw error(Kind.UNEXPECTED_CHARACTER, field, pos, "expected a space before the "
            + field.label() + " field");
      }
      int s = pos;
      while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
      return new int[] {s, pos};
    }

    Setup read() throws FenSyntaxException {
      skipSpace();
      if (pos >= text.length()) {
        throw error(Kind.EMPTY, FenField.RECORD, 0, "empty, expected a FEN");
      }
      Map<Square, Piece> board = readBoard();
      int[] f = field(FenField.TURN, "'w' or 'b'");
      Color turn;
      String t = text.substring(f[0], f[1]);
      if (t.equals("w")) {
        turn = Color.WHITE;
      } else if (t.equals("b")) {
        turn = Color.BLACK;
      } else {
        throw error(Kind.BAD_TURN, FenField.TURN, f[0], "'" + t + "', expected 'w' or 'b'");
      }
      f = field(FenField.CASTLING, "'-' or castling rights such as KQkq or HAha");
      Set<Square> castling = readCastling(board, f[0], f[1]);
      f = field(FenField.EN_PASSANT, "'-' or a square on rank 3 or 6");
      Optional<Square> ep = readEp(f[0], f[1]);
      int halfmove = 0;
      int fullmove = 1;
      if (more()) {
        f = field(FenField.HALFMOVE_CLOCK, "a number");
        halfmove = readNumber(FenField.HALFMOVE_CLOCK, f[0], f[1]);
        if (more()) {
          f = field(FenField.FULLMOVE_NUMBER, "a number");
          fullmove = Math.max(1, readNumber(FenField.FULLMOVE_NUMBER, f[0], f[1]));
          skipSpace();
          if (pos < text.length()) {
            throw error(Kind.TRAILING_JUNK, FenField.RECORD, pos,
                "unexpected '" + text.charAt(pos) + "' after the six fields, expected the end");
          }
        }
      }
      return new Setup(board, turn, castling, ep, halfmove, fullmove);
    }

    private Map<Square, Piece> readBoard() throws FenSyntaxException {
      Map<Square, Piece> board = new EnumMap<>(Square.class);
      int rank = 7;
      int file = 0;
      while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))) {
        char c = text.charAt(pos);
        if (c == '/') {
          if (file < 8) {
            throw error(Kind.RANK_TOO_NARROW, FenField.BOARD, pos,
                "rank " + (rank + 1) + " has " + file + " squares, expected 8");
          }
          if (rank == 0) {
            throw error(Kind.WRONG_RANK_COUNT, FenField.BOARD, pos, "more than 8 ranks");
          }
          rank--;
          file = 0;
        } else if (c >= '1' && c <= '8') {
          file += c - '0';
          if (file > 8) {
            throw error(Kind.RANK_TOO_WIDE, FenField.BOARD, pos,
                "rank " + (rank + 1) + " has " + file + " squares, expected 8");
          }
        } else {
          Piece p = Piece.fromChar(c);
          if (p == null) {
            throw error(Kind.UNEXPECTED_CHARACTER, FenField.BOARD, pos,
                "unexpected '" + c + "', expected a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'");
          }
          if (file >= 8) {
            throw error(Kind.RANK_TOO_WIDE, FenField.BOARD, pos,
                "rank " + (rank + 1) + " has more than 8 squares");
          }
          board.put(Square.of(file, rank), p);
          file++;
        }
        pos++;
      }
      if (file < 8) {
        throw error(Kind.RANK_TOO_NARROW, FenField.BOARD, pos,
            "rank " + (rank + 1) + " has " + file + " squares, expected 8");
      }
      if (rank > 0) {
        throw error(Kind.WRONG_RANK_COUNT, FenField.BOARD, pos, (8 - rank) + " ranks, expected 8");
      }
      return board;
    }

    private Set<Square> readCastling(Map<Square, Piece> board, int start, int end) throws FenSyntaxException {
      EnumSet<Square> rooks = EnumSet.noneOf(Square.class);
      if (end - start == 1 && text.charAt(start) == '-') {
        return rooks;
      }
      for (int i = start; i < end; i++) {
        char c = text.charAt(i);
        Color color = Character.isUpperCase(c) ? Color.WHITE : Color.BLACK;
        int rank = color.backRank();
        char l = Character.toLowerCase(c);
        Square rook;
        if (l == 'k' || l == 'q') {
          rook = outermostRook(board, color, l == 'k');
        } else if (l >= 'a' && l <= 'h') {
          rook = Square.of(l - 'a', rank);
        } else {
          throw error(Kind.BAD_CASTLING, FenField.CASTLING, i, "unexpected '" + c
              + "', expected '-' alone or rights among KQkq (X-FEN) and A-H, a-h (Shredder-FEN)");
        }
        if (!rooks.add(rook)) {
          throw error(Kind.DUPLICATE_CASTLING, FenField.CASTLING, i, "'" + c + "' names the rook on "
              + rook.label() + " a second time");
        }
      }
      return rooks;
    }

    /** The outermost rook of a colour on the king's h-side (or a-side); the corner if none. */
    private static Square outermostRook(Map<Square, Piece> board, Color color, boolean hSide) {
      int rank = color.backRank();
      Square corner = Square.of(hSide ? 7 : 0, rank);
      int king = -1;
      for (int f = 0; f < 8; f++) {
        if (new Piece(color, Role.KING).equals(board.get(Square.of(f, rank)))) {
          king = f;
        }
      }
      if (king < 0) {
        return corner;
      }
      Piece rook = new Piece(color, Role.ROOK);
      if (hSide) {
        for (int f = 7; f > king; f--) {
          if (rook.equals(board.get(Square.of(f, rank)))) {
            return Square.of(f, rank);
          }
        }
      } else {
        for (int f = 0; f < king; f++) {
          if (rook.equals(board.get(Square.of(f, rank)))) {
            return Square.of(f, rank);
          }
        }
      }
      return corner;
    }

    private Optional<Square> readEp(int start, int end) throws FenSyntaxException {
      String s = text.substring(start, end);
      if (s.equals("-")) {
        return Optional.empty();
      }
      Optional<Square> sq = Square.parse(s);
      if (sq.isEmpty() || (sq.get().rank() != 2 && sq.get().rank() != 5)) {
        throw error(Kind.BAD_EN_PASSANT, FenField.EN_PASSANT, start,
            "'" + s + "', expected '-' or a square on rank 3 or 6");
      }
      return sq;
    }

    private int readNumber(FenField field, int start, int end) throws FenSyntaxException {
      for (int i = start; i < end; i++) {
        if (!Character.isDigit(text.charAt(i)) || text.charAt(i) > '9') {
          throw error(Kind.BAD_NUMBER, field, i, "unexpected '" + text.charAt(i) + "', expected a digit");
        }
      }
      if (end - start > 9) {
        throw error(Kind.BAD_NUMBER, field, start, "number too large");
      }
      return Integer.parseInt(text.substring(start, end));
    }
  }
}
