package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A checked position: a {@link Setup} that passed {@link #of(Setup)}. Immutable.
 *
 * <p>The only ways in are {@link #of(Setup)} (all checks) and {@link #ofTolerating(Setup, Set)}
 * (the named checks skipped); {@link #toSetup()} goes back. Moves are applied by the rules
 * engine, which makes new positions without checking them again.
 *
 * <p>{@code equals} compares the board, the side to move and both capture lists; it ignores
 * the turn number and the irregular-move field, which no rule reads, so the same situation
 * reached at different turns compares equal.
 */
public final class Position implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  private final Piece[] board;
  private final Side toMove;
  private final List<Piece> capturedByWhite;
  private final List<Piece> capturedByBlack;
  private final IrregularMove lastLeap;
  private final int turn;
  /** Occupied squares 0..63 and 64..127 as bits: the engine tests paths with one mask each. */
  private final transient long occupiedLow;
  private final transient long occupiedHigh;
  /** White's squares 0..63 and 64..127 as bits; Black's are the rest of the occupied squares. */
  private final transient long whiteLow;
  private final transient long whiteHigh;
  /**
   * [kind * 2 + half] -> the squares whose piece moves as that plain kind (circle, triangle,
   * square; a pyramid under each of its components' kinds), either side: the move generator and
   * the capture resolver read a piece's kinds from these instead of from the piece.
   */
  private final transient long[] kinds;

  /**
   * A position whose occupancy and kind masks the caller already knows (the engine, after a move).
   * {@code kinds} is handed over, {@code [kind * 2 + half]} as {@link #kindLow}/{@link #kindHigh}.
   */
  Position(Piece[] board, Side toMove, List<Piece> capturedByWhite, List<Piece> capturedByBlack,
      IrregularMove lastLeap, int turn, long occupiedLow, long occupiedHigh, long whiteLow, long whiteHigh,
      long[] kinds) {
    this.kinds = kinds;
    this.board = board;
    this.toMove = toMove;
    this.capturedByWhite = capturedByWhite;
    this.capturedByBlack = capturedByBlack;
    this.lastLeap = lastLeap;
    this.turn = turn;
    this.occupiedLow = occupiedLow;
    this.occupiedHigh = occupiedHigh;
    this.whiteLow = whiteLow;
    this.whiteHigh = whiteHigh;
  }

  Position(Piece[] board, Side toMove, List<Piece> capturedByWhite, List<Piece> capturedByBlack,
      IrregularMove lastLeap, int turn) {
    this.board = board;
    this.toMove = toMove;
    this.capturedByWhite = capturedByWhite;
    this.capturedByBlack = capturedByBlack;
    this.lastLeap = lastLeap;
    this.turn = turn;
    long low = 0;
    long high = 0;
    long wLow = 0;
    long wHigh = 0;
    for (int i = 0; i < 64; i++) {
      Piece a = board[i];
      Piece b = board[i + 64];
      if (a != null) {
        low |= 1L << i;
        if (a.side() == Side.WHITE) {
          wLow |= 1L << i;
        }
      }
      if (b != null) {
        high |= 1L << i;
        if (b.side() == Side.WHITE) {
          wHigh |= 1L << i;
        }
      }
    }
    this.occupiedLow = low;
    this.occupiedHigh = high;
    this.whiteLow = wLow;
    this.whiteHigh = wHigh;
    this.kinds = kindMasks(board, low, high);
  }

  /**
   * Java serialization keeps the board and fields but not the masks (transient: they follow from
   * the board), so a deserialized position is rebuilt with them by one pass over its board.
   */
  private Object readResolve() {
    return new Position(board, toMove, capturedByWhite, capturedByBlack, lastLeap, turn);
  }

  /**
   * The kind masks of the pieces on the occupied squares (one read of each piece), {@code [kind * 2
   * + half]}.
   */
  private static long[] kindMasks(Piece[] board, long occupiedLow, long occupiedHigh) {
    long[] kinds = new long[2 * Geometry.KINDS];
    addKindMasks(kinds, board, occupiedLow, 0);
    addKindMasks(kinds, board, occupiedHigh, 1);
    return kinds;
  }

  /**
   * The kind masks of one half's occupied squares {@code bits}. Branch-free: a piece's kinds go in
   * as all-ones or all-zeros masks, since branching on them mispredicts on every mixed board (it
   * was most of the cost of reading a FEN or decoding a compact code).
   */
  private static void addKindMasks(long[] kinds, Piece[] board, long bits, int half) {
    long circles = 0;
    long triangles = 0;
    long squares = 0;
    for (; bits != 0; bits &= bits - 1) {
      int mask = board[half << 6 | Long.numberOfTrailingZeros(bits)].kindMask();
      long bit = bits & -bits;
      circles |= bit & -(mask & 1);
      triangles |= bit & -(mask >>> 1 & 1);
      squares |= bit & -(mask >>> 2 & 1);
    }
    kinds[half] = circles;
    kinds[2 + half] = triangles;
    kinds[4 + half] = squares;
  }

  /**
   * Square {@code x} (0..127) in kind masks {@code [kind * 2 + half]}, as {@link #trusted} takes
   * them: set for the kinds in {@code kindMask} ({@link Piece#kindMask()}), clear for the others.
   * For the engine after a move, and for the roster decoder placing a pyramid, whose kinds depend on
   * its components.
   */
  static void setKindBits(long[] kinds, int x, int kindMask) {
    int half = x >> 6;
    long bit = 1L << (x & 63);
    for (int k = 0; k < Geometry.KINDS; k++) {
      kinds[2 * k + half] = (kinds[2 * k + half] & ~bit) | (bit & -(long) ((kindMask >> k) & 1));
    }
  }

  /** The squares 0..63 whose piece moves as plain kind {@code kind} (0 circle, 1 triangle, 2 square). */
  long kindLow(int kind) {
    return kinds[2 * kind];
  }

  /** The same for squares 64..127 (bit = index - 64). */
  long kindHigh(int kind) {
    return kinds[2 * kind + 1];
  }

  /** The kind masks, {@code [kind * 2 + half]}; shared, not copied: the engine copies before changing. */
  long[] kinds() {
    return kinds;
  }

  /** {@code side}'s squares 0..63 as bits. */
  long sideLow(Side side) {
    return side == Side.WHITE ? whiteLow : occupiedLow & ~whiteLow;
  }

  /** {@code side}'s squares 64..127 as bits (square index - 64). */
  long sideHigh(Side side) {
    return side == Side.WHITE ? whiteHigh : occupiedHigh & ~whiteHigh;
  }

  /** Occupied squares a1..h8 as bits (square index = bit). */
  public long occupiedLow() {
    return occupiedLow;
  }

  /** Occupied squares a9..h16 as bits (square index - 64 = bit). */
  public long occupiedHigh() {
    return occupiedHigh;
  }

  /**
   * Checks a setup and returns the position.
   *
   * @throws PositionException listing every {@link Illegality} found
   */
  public static Position of(Setup setup) throws PositionException {
    return ofTolerating(setup, EnumSet.noneOf(Illegality.class));
  }

  /**
   * Checks a setup, ignoring the illegalities in {@code tolerated}.
   *
   * @throws PositionException listing every other {@link Illegality} found
   */
  public static Position ofTolerating(Setup setup, Set<Illegality> tolerated) throws PositionException {
    EnumSet<Illegality> found = EnumSet.noneOf(Illegality.class);
    Piece[] board = new Piece[Square.COUNT];
    int[] pyramids = new int[2];
    for (Map.Entry<Square, Piece> e : setup.board().entrySet()) {
      board[e.getKey().index()] = e.getValue();
      if (e.getValue().isPyramid()) {
        pyramids[e.getValue().side().ordinal()]++;
      }
    }
    if (pyramids[Side.WHITE.ordinal()] > 1) {
      found.add(Illegality.WHITE_HAS_TWO_PYRAMIDS);
    }
    if (pyramids[Side.BLACK.ordinal()] > 1) {
      found.add(Illegality.BLACK_HAS_TWO_PYRAMIDS);
    }
    for (Side side : Side.values()) {
      for (Piece p : setup.capturedBy(side)) {
        if (p.side() == side) {
          found.add(side == Side.WHITE ? Illegality.WHITE_CAPTURED_OWN_PIECE : Illegality.BLACK_CAPTURED_OWN_PIECE);
        }
        if (p.isPyramid()) {
          found.add(Illegality.PYRAMID_IN_CAPTURE_LIST);
        }
      }
    }
    found.removeAll(tolerated);
    if (!found.isEmpty()) {
      throw new PositionException(found, setup);
    }
    return new Position(board, setup.toMove(), setup.capturedByWhite(), setup.capturedByBlack(),
        setup.lastLeap().orElse(null), setup.turn());
  }

  /**
   * Checks a position given square by square and returns it, without going through a {@link
   * Setup}: the fast way in for decoders. {@code board} is indexed a1 = 0 .. h16 = 127 and is
   * copied; the lists are copied unless already unmodifiable copies.
   *
   * @param lastLeap the irregular-move field, or {@code null} for {@code -}
   * @throws PositionException listing every {@link Illegality} not in {@code tolerated}
   * @throws IllegalArgumentException if the board does not have 128 squares or the turn is below 1
   */
  public static Position ofSquares(Piece[] board, Side toMove, List<Piece> capturedByWhite,
      List<Piece> capturedByBlack, IrregularMove lastLeap, int turn, Set<Illegality> tolerated)
      throws PositionException {
    if (board.length != Square.COUNT) {
      throw new IllegalArgumentException("a board has 128 squares, was " + board.length);
    }
    if (turn < 1) {
      throw new IllegalArgumentException("turn must be >= 1, was " + turn);
    }
    java.util.Objects.requireNonNull(toMove, "toMove");
    Piece[] copy = board.clone();
    List<Piece> byWhite = List.copyOf(capturedByWhite);
    List<Piece> byBlack = List.copyOf(capturedByBlack);
    Position position = new Position(copy, toMove, byWhite, byBlack, lastLeap, turn);
    int whitePyramids = 0;
    int blackPyramids = 0;
    for (int half = 0; half < 2; half++) { // the occupied squares only
      for (long bits = half == 0 ? position.occupiedLow : position.occupiedHigh; bits != 0; bits &= bits - 1) {
        Piece p = copy[half * 64 + Long.numberOfTrailingZeros(bits)];
        if (p.isPyramid()) {
          if (p.side() == Side.WHITE) {
            whitePyramids++;
          } else {
            blackPyramids++;
          }
        }
      }
    }
    boolean bad = whitePyramids > 1 || blackPyramids > 1;
    for (Piece p : byWhite) {
      bad |= p.side() == Side.WHITE || p.isPyramid();
    }
    for (Piece p : byBlack) {
      bad |= p.side() == Side.BLACK || p.isPyramid();
    }
    if (bad) { // the slow path finds and reports every reason
      Map<Square, Piece> pieces = new HashMap<>();
      for (int i = 0; i < copy.length; i++) {
        if (copy[i] != null) {
          pieces.put(Square.of(i), copy[i]);
        }
      }
      return ofTolerating(new Setup(pieces, toMove, byWhite, byBlack, Optional.ofNullable(lastLeap), turn),
          tolerated);
    }
    return position;
  }

  /** The setup this position was made from, field by field. */
  public Setup toSetup() {
    Map<Square, Piece> pieces = new HashMap<>();
    for (int i = 0; i < board.length; i++) {
      if (board[i] != null) {
        pieces.put(Square.of(i), board[i]);
      }
    }
    return new Setup(pieces, toMove, capturedByWhite, capturedByBlack, Optional.ofNullable(lastLeap), turn);
  }

  /** The piece on {@code square}, or {@code null} when it is empty. */
  public Piece pieceAt(Square square) {
    return board[square.index()];
  }

  /** The piece on square index 0..127, or {@code null}. */
  public Piece pieceAt(int squareIndex) {
    return board[squareIndex];
  }

  /** The board squares a1..h16; package-private because the array is shared, not copied. */
  Piece[] board() {
    return board;
  }

  /** The occupied squares of {@code side}, in square order. */
  public List<Square> squaresOf(Side side) {
    List<Square> out = new ArrayList<>();
    for (int i = 0; i < board.length; i++) {
      if (board[i] != null && board[i].side() == side) {
        out.add(Square.of(i));
      }
    }
    return out;
  }

  public Side toMove() {
    return toMove;
  }

  /** The pieces {@code side} has taken, in the order taken. */
  public List<Piece> capturedBy(Side side) {
    return side == Side.WHITE ? capturedByWhite : capturedByBlack;
  }

  /** The last leap (the FEN irregular-move field), if the last move was one. */
  public Optional<IrregularMove> lastLeap() {
    return Optional.ofNullable(lastLeap);
  }

  /** The turn number: starts at 1 and grows by one after every Black move. */
  public int turn() {
    return turn;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Position p && p.toMove == toMove && Arrays.equals(p.board, board)
        && p.capturedByWhite.equals(capturedByWhite) && p.capturedByBlack.equals(capturedByBlack);
  }

  @Override
  public int hashCode() {
    return (Arrays.hashCode(board) * 31 + toMove.hashCode()) * 31
        + capturedByWhite.hashCode() * 7 + capturedByBlack.hashCode();
  }

  @Override
  public String toString() {
    return org.ludoteca.rithmomachia.notation.RithmoFen.write(this);
  }

  /**
   * A position from parts the caller guarantees, with no check and no copy: package-private, for
   * {@link RosterDecoder}, whose own validation already ensures what {@link #of} would check (each
   * start token placed at most once, so at most one pyramid a side; capture lists of the
   * opponent's plain pieces only). Anyone else uses {@link #ofSquares}. The caller hands over
   * {@code board} (128 squares, a1 = 0) and must not change it or the lists afterwards; the lists
   * must be unmodifiable. The masks are the occupied squares and White's squares, 0..63 and
   * 64..127 (bit = index − 64), as {@link #occupiedLow()} and {@link #occupiedHigh()} return them;
   * with assertions on they are checked against the board. {@code kinds} are the squares whose
   * piece moves as a circle, a triangle and a square (a pyramid under each of its components'
   * kinds), low and high half each: {@code [kind * 2 + half]}, handed over like the board.
   *
   * @param lastLeap the irregular-move field, or {@code null} for {@code -}
   */
  static Position trusted(Piece[] board, Side toMove, List<Piece> capturedByWhite,
      List<Piece> capturedByBlack, IrregularMove lastLeap, int turn, long occupiedLow, long occupiedHigh,
      long whiteLow, long whiteHigh, long[] kinds) {
    assert Arrays.equals(kindMasks(board, occupiedLow, occupiedHigh), kinds) : "kind masks do not match the board";
    Position derived;
    assert (derived = new Position(board, toMove, capturedByWhite, capturedByBlack, lastLeap, turn))
        .occupiedLow == occupiedLow && derived.occupiedHigh == occupiedHigh
        && derived.whiteLow == whiteLow && derived.whiteHigh == whiteHigh : "masks do not match the board";
    return new Position(board, toMove, capturedByWhite, capturedByBlack, lastLeap, turn,
        occupiedLow, occupiedHigh, whiteLow, whiteHigh, kinds);
  }
}
