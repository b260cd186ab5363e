package org.ludoteca.chess960;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A legal chess position, reached only through {@link #of(Setup)} or by playing moves. Immutable.
 *
 * <p>The en-passant square is kept only when an en-passant capture is legal, so positions that
 * differ only by an unusable en-passant square are equal. {@link #equals} compares the pieces,
 * the side to move, the castling rights and that en-passant square, not the move counters: two
 * equal positions are the same position in the sense of the repetition rule.
 */
public final class Position {
  private final Board board;
  private final int hash;

  Position(Board board) {
    this.board = board;
    if (board.ep >= 0) {
      int[] moves = new int[Board.MAX_MOVES];
      int n = board.generate(moves, 0);
      boolean legal = false;
      for (int i = 0; i < n && !legal; i++) {
        legal = Board.kind(moves[i]) == Board.EN_PASSANT;
      }
      if (!legal) {
        board.ep = -1;
      }
    }
    int h = Long.hashCode(board.white * 31 + board.black);
    h = h * 31 + Long.hashCode(board.pawns ^ board.knights * 3 ^ board.bishops * 5 ^ board.rooks * 7
        ^ board.queens * 11 ^ board.kings * 13);
    this.hash = (h * 31 + Long.hashCode(board.castle)) * 31 + board.ep * 2 + board.turn;
  }

  /**
   * The position of a board taken as it is, unchecked but for the en-passant square (dropped
   * unless an en-passant capture is legal): for a board reached by playing legal moves from a
   * checked position ({@link Board}). The board is kept, not copied: the caller gives it up.
   */
  public static Position ofUnchecked(Board board) {
    return new Position(board);
  }

  /**
   * Checks a setup and returns the position.
   *
   * @throws PositionException with every {@link Illegality} found
   */
  public static Position of(Setup setup) throws PositionException {
    return ofTolerating(setup, EnumSet.noneOf(Illegality.class));
  }

  /**
   * Checks a setup, repairing the defects named in {@code tolerated} that can be repaired:
   * {@link Illegality#INVALID_CASTLING_RIGHTS} drops the rights that do not fit (keeping the
   * outermost rook when a side has two rights on one side of its king) and {@link
   * Illegality#INVALID_EP_SQUARE} drops the en-passant square. Other kinds cannot be repaired and
   * are reported even when named.
   *
   * @throws PositionException with every {@link Illegality} found and not repaired
   */
  public static Position ofTolerating(Setup setup, Set<Illegality> tolerated) throws PositionException {
    Board b = new Board();
    for (Map.Entry<Square, Piece> e : setup.board().entrySet()) {
      b.put(e.getKey().ordinal(), e.getValue().color().ordinal(), e.getValue().role().ordinal());
    }
    b.turn = setup.turn().ordinal();
    b.halfmove = setup.halfmoveClock();
    b.fullmove = setup.fullmoveNumber();
    EnumSet<Illegality> problems = EnumSet.noneOf(Illegality.class);
    for (int c = 0; c < 2; c++) {
      long k = b.kings & b.side(c);
      if (k == 0) {
        problems.add(Illegality.MISSING_KING);
      } else if ((k & (k - 1)) != 0) {
        problems.add(Illegality.TOO_MANY_KINGS);
      }
    }
    if ((b.pawns & (Board.RANK_1 | Board.RANK_8)) != 0) {
      problems.add(Illegality.PAWNS_ON_BACK_RANK);
    }
    for (Square s : setup.castlingRooks()) {
      b.castle |= 1L << s.ordinal();
    }
    if (!castlingValid(b)) {
      if (tolerated.contains(Illegality.INVALID_CASTLING_RIGHTS)) {
        b.castle = repairedCastling(b);
      } else {
        problems.add(Illegality.INVALID_CASTLING_RIGHTS);
      }
    }
    if (setup.epSquare().isPresent()) {
      int ep = setup.epSquare().get().ordinal();
      int us = b.turn;
      int pawnSq = us == 0 ? ep - 8 : ep + 8;
      int origin = us == 0 ? ep + 8 : ep - 8;
      boolean ok = (ep >> 3) == (us == 0 ? 5 : 2)
          && (b.pawns & b.side(us ^ 1) & (1L << pawnSq)) != 0
          && ((b.white | b.black) & ((1L << ep) | (1L << origin))) == 0;
      if (ok) {
        b.ep = ep;
      } else if (!tolerated.contains(Illegality.INVALID_EP_SQUARE)) {
        problems.add(Illegality.INVALID_EP_SQUARE);
      }
    }
    if (!problems.contains(Illegality.MISSING_KING) && !problems.contains(Illegality.TOO_MANY_KINGS)) {
      long occ = b.white | b.black;
      int them = b.turn ^ 1;
      if (b.attackersTo(b.kingSquare(them), occ, b.side(b.turn)) != 0) {
        problems.add(Illegality.OPPOSITE_CHECK);
      }
      if (Long.bitCount(b.attackersTo(b.kingSquare(b.turn), occ, b.side(them))) > 2) {
        problems.add(Illegality.IMPOSSIBLE_CHECK);
      }
    }
    if (!problems.isEmpty()) {
      throw new PositionException(problems, setup);
    }
    return new Position(b);
  }

  /** The rights that fit: own rook on the back rank with the king there, the outermost per side. */
  private static long repairedCastling(Board b) {
    long kept = 0;
    for (int c = 0; c < 2; c++) {
      long rank = c == 0 ? Board.RANK_1 : Board.RANK_8;
      long king = b.kings & b.side(c) & rank;
      if (Long.bitCount(b.kings & b.side(c)) != 1 || king == 0) {
        continue;
      }
      long rights = b.castle & rank & b.rooks & b.side(c);
      long below = rights & (king - 1);
      long above = rights & ~(king - 1) & ~king;
      if (below != 0) {
        kept |= Long.lowestOneBit(below);
      }
      if (above != 0) {
        kept |= Long.highestOneBit(above);
      }
    }
    return kept;
  }

  private static boolean castlingValid(Board b) {
    long rest = b.castle & ~(Board.RANK_1 | Board.RANK_8);
    if (rest != 0) {
      return false;
    }
    for (int c = 0; c < 2; c++) {
      long rank = c == 0 ? Board.RANK_1 : Board.RANK_8;
      long rights = b.castle & rank;
      if (rights == 0) {
        continue;
      }
      if ((rights & ~(b.rooks & b.side(c))) != 0) {
        return false;
      }
      long king = b.kings & b.side(c) & rank;
      if (Long.bitCount(b.kings & b.side(c)) != 1 || king == 0) {
        return false;
      }
      long below = king - 1;
      if (Long.bitCount(rights & below) > 1 || Long.bitCount(rights & ~below & ~king) > 1) {
        return false;
      }
    }
    return true;
  }

  Board board() {
    return board;
  }

  /** A mutable copy of the engine state: where a caller of the unchecked {@link Board} starts. */
  public Board copyBoard() {
    Board b = new Board();
    b.copyFrom(board);
    return b;
  }

  /** The side to move. */
  public Color turn() {
    return board.turn == 0 ? Color.WHITE : Color.BLACK;
  }

  /** The piece on a square, if any. */
  public Optional<Piece> pieceAt(Square square) {
    int s = square.ordinal();
    int role = board.roleAt(s);
    return role < 0 ? Optional.empty()
        : Optional.of(new Piece(board.colorAt(s) == 0 ? Color.WHITE : Color.BLACK, Role.of(role)));
  }

  /** The squares of the rooks that may still castle. */
  public Set<Square> castlingRooks() {
    EnumSet<Square> set = EnumSet.noneOf(Square.class);
    for (long c = board.castle; c != 0; c &= c - 1) {
      set.add(Square.of(Long.numberOfTrailingZeros(c)));
    }
    return Set.copyOf(set);
  }

  /** The en-passant target square, present only when an en-passant capture is legal. */
  public Optional<Square> epSquare() {
    return board.ep < 0 ? Optional.empty() : Optional.of(Square.of(board.ep));
  }

  /** Plies since the last capture or pawn move. */
  public int halfmoveClock() {
    return board.halfmove;
  }

  /** The move number, starting at 1 and growing after each Black move. */
  public int fullmoveNumber() {
    return board.fullmove;
  }

  /** Whether the side to move is in check. */
  public boolean isCheck() {
    return board.inCheck();
  }

  /** The square of the king of a side. */
  public Square king(Color color) {
    return Square.of(board.kingSquare(color.ordinal()));
  }

  /** The same position as an unchecked setup; {@code Position.of(p.toSetup())} equals p. */
  public Setup toSetup() {
    Map<Square, Piece> pieces = new EnumMap<>(Square.class);
    for (long occ = board.white | board.black; occ != 0; occ &= occ - 1) {
      Square s = Square.of(Long.numberOfTrailingZeros(occ));
      pieces.put(s, pieceAt(s).orElseThrow());
    }
    return new Setup(pieces, turn(), castlingRooks(), epSquare(), board.halfmove, board.fullmove);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Position)) {
      return false;
    }
    Board a = board;
    Board b = ((Position) o).board;
    return hash == ((Position) o).hash && a.white == b.white && a.black == b.black && a.pawns == b.pawns
        && a.knights == b.knights && a.bishops == b.bishops && a.rooks == b.rooks
        && a.queens == b.queens && a.kings == b.kings && a.turn == b.turn && a.castle == b.castle
        && a.ep == b.ep;
  }

  @Override
  public int hashCode() {
    return hash;
  }

  /**
   * The board for messages and debugging: the ranks from 8 down, one letter per square (white
   * upper case, {@code .} empty), then the side to move, e.g. {@code rnbqkbnr/pppppppp/......../
   * ... w}. The X-FEN is {@code notation.ChessFen.write}: the notation depends on this package, so
   * this one does not write it.
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(74);
    for (int rank = 7; rank >= 0; rank--) {
      for (int file = 0; file < 8; file++) {
        sb.append(pieceAt(Square.of(file, rank)).map(Piece::symbol).orElse('.'));
      }
      sb.append(rank > 0 ? '/' : ' ');
    }
    return sb.append(turn() == Color.WHITE ? 'w' : 'b').toString();
  }

  // ---- Bitboard access, for binary codecs (bit i is square index i: a1 = 0, h1 = 7, h8 = 63) ----

  /** The squares of the pieces of one colour and role, as a bitboard. */
  public long pieces(Color color, Role role) {
    long side = color == Color.WHITE ? board.white : board.black;
    switch (role.ordinal()) { // the ordinal, not the enum: no switch-map lookup on this hot path
      case 0: return board.pawns & side;
      case 1: return board.knights & side;
      case 2: return board.bishops & side;
      case 3: return board.rooks & side;
      case 4: return board.queens & side;
      default: return board.kings & side;
    }
  }

  /** The squares of the rooks that may still castle, as a bitboard. */
  public long castlingRookMask() {
    return board.castle;
  }

  /** The index of the en-passant target square (a1 = 0), or -1: see {@link #epSquare()}. */
  public int epSquareIndex() {
    return board.ep;
  }

  /**
   * The position of these bitboards, with exactly the checks of {@link #of(Setup)} but no
   * setup built unless one fails: for binary codecs. {@code castlingRooks} is the bitboard of the
   * rooks that may castle, {@code epSquare} the en-passant target square index or -1.
   *
   * @throws PositionException as {@link #of(Setup)} for the same setup
   * @throws IllegalArgumentException if the bitboards overlap (a square with two colours or two
   *     roles, or a role bit without a colour), a counter is out of range or epSquare is not -1..63
   */
  public static Position ofBitboards(long white, long black, long pawns, long knights, long bishops,
      long rooks, long queens, long kings, Color turn, long castlingRooks, int epSquare, int halfmoveClock,
      int fullmoveNumber) throws PositionException {
    long occ = white | black;
    int roleCount = Long.bitCount(pawns) + Long.bitCount(knights) + Long.bitCount(bishops) + Long.bitCount(rooks)
        + Long.bitCount(queens) + Long.bitCount(kings);
    if ((white & black) != 0 || (pawns | knights | bishops | rooks | queens | kings) != occ
        || roleCount != Long.bitCount(occ)) {
      throw new IllegalArgumentException("bitboards overlap or leave a square without a colour or role");
    }
    if (halfmoveClock < 0 || fullmoveNumber < 1 || epSquare < -1 || epSquare > 63) {
      throw new IllegalArgumentException("counter or en-passant square out of range");
    }
    Board b = new Board();
    b.white = white;
    b.black = black;
    b.pawns = pawns;
    b.knights = knights;
    b.bishops = bishops;
    b.rooks = rooks;
    b.queens = queens;
    b.kings = kings;
    b.turn = turn.ordinal();
    b.castle = castlingRooks;
    b.halfmove = halfmoveClock;
    b.fullmove = fullmoveNumber;
    // the checks of ofTolerating, on bitboards; any failure goes the slow way for the full report
    boolean ok = Long.bitCount(kings & white) == 1 && Long.bitCount(kings & black) == 1
        && (pawns & (Board.RANK_1 | Board.RANK_8)) == 0 && castlingValid(b);
    if (ok && epSquare >= 0) {
      int us = b.turn;
      int pawnSq = us == 0 ? epSquare - 8 : epSquare + 8;
      int origin = us == 0 ? epSquare + 8 : epSquare - 8;
      ok = (epSquare >> 3) == (us == 0 ? 5 : 2)
          && (pawns & b.side(us ^ 1) & (1L << pawnSq)) != 0
          && (occ & ((1L << epSquare) | (1L << origin))) == 0;
      b.ep = epSquare;
    }
    if (ok) {
      int them = b.turn ^ 1;
      ok = b.checkersOf(them) == 0 && Long.bitCount(b.checkersOf(b.turn)) <= 2;
    }
    if (ok) {
      return new Position(b);
    }
    Map<Square, Piece> pieces = new EnumMap<>(Square.class);
    for (long o = occ; o != 0; o &= o - 1) {
      int s = Long.numberOfTrailingZeros(o);
      pieces.put(Square.of(s), new Piece(b.colorAt(s) == 0 ? Color.WHITE : Color.BLACK, Role.of(b.roleAt(s))));
    }
    EnumSet<Square> rights = EnumSet.noneOf(Square.class);
    for (long c = castlingRooks; c != 0; c &= c - 1) {
      rights.add(Square.of(Long.numberOfTrailingZeros(c)));
    }
    return of(new Setup(pieces, turn, rights, epSquare < 0 ? Optional.empty() : Optional.of(Square.of(epSquare)),
        halfmoveClock, fullmoveNumber));
  }
}
