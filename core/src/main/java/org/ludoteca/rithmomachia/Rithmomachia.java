package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rules engine under one {@link RuleSet}: start position, legal moves, moves played with
 * their captures and the end of the game, and perft. Immutable and thread-safe.
 *
 * <pre>{@code
 * Rithmomachia game = Rithmomachia.of(RuleSets.named("cvr"));
 * Position p = game.start();
 * MoveResult r = game.play(p, "c13-d12");
 * r.captures().forEach(c -> System.out.println(c.notation()));
 * }</pre>
 *
 * <p>{@link #play(Position, Move)} checks the move and throws {@link IllegalMoveException} for
 * one the rules do not allow; moves from {@link #legalMoves} can skip the check with {@link
 * #playLegal}.
 */
public final class Rithmomachia {
  private final RuleSet rules;
  private final Geometry geometry;
  private final CaptureResolver captures;
  private final VictoryJudge judge;
  private final boolean capturesOn;

  private Rithmomachia(RuleSet rules) {
    this.rules = rules;
    this.geometry = Geometry.of(rules.movement());
    this.captures = new CaptureResolver(rules);
    this.judge = new VictoryJudge(rules);
    this.capturesOn = rules.capturesEnabled();
  }

  /** The engine for {@code rules}. */
  public static Rithmomachia of(RuleSet rules) {
    return new Rithmomachia(java.util.Objects.requireNonNull(rules, "rules"));
  }

  public RuleSet rules() {
    return rules;
  }

  /**
   * The start position of the rule set: the León &amp; Astor packet, the armies moved two rows
   * nearer the centre under {@code layout = forward2}, with the rule set's first mover to move.
   */
  public Position start() {
    Position cvr;
    try {
      cvr = Position.of(StartArmy.SETUP);
    } catch (PositionException e) {
      throw new IllegalStateException("the start packet does not read", e);
    }
    Piece[] board = cvr.board().clone();
    if (rules.layout() == RuleSet.Layout.FORWARD2) {
      Piece[] shifted = new Piece[Square.COUNT];
      for (int s = 0; s < Square.COUNT; s++) {
        Piece p = board[s];
        if (p != null) {
          int rank = (s >> 3) + 1 + (p.side() == Side.WHITE ? 2 : -2);
          shifted[(rank - 1) * 8 + (s & 7)] = p;
        }
      }
      board = shifted;
    }
    return new Position(board, rules.firstMover(), List.of(), List.of(), null, 1);
  }

  /** The legal moves of the side to move, ordered by origin square then destination square. */
  public List<Move> legalMoves(Position p) {
    MoveBuffer buffer = MOVE_BUFFER.get();
    int[] scratch = buffer.room(pieceCount(p, p.toMove()) * geometry.maxMovesFromSquare);
    int n = generate(p, scratch);
    return new MoveList(geometry.flatMoves, java.util.Arrays.copyOf(scratch, n));
  }

  /** Whether the side to move has any legal move: stops at the first one found. */
  public boolean hasLegalMove(Position p) {
    int[] start = geometry.moveStart;
    long[] paths = geometry.windowPaths;
    long occupiedLow = p.occupiedLow();
    long occupiedHigh = p.occupiedHigh();
    long ownLow = p.sideLow(p.toMove());
    long ownHigh = p.sideHigh(p.toMove());
    long[] kinds = p.kinds();
    for (int half = 0; half < 2; half++) {
      long circles = kinds[half];
      long triangles = kinds[2 + half];
      long squares = kinds[4 + half];
      for (long own = half == 0 ? ownLow : ownHigh; own != 0; own &= own - 1) {
        int b = Long.numberOfTrailingZeros(own);
        int s = (half << 6) | b;
        int row = kindMask(circles, triangles, squares, b) * Square.COUNT + s;
        long window = Geometry.window(occupiedLow, occupiedHigh, s);
        for (int i = start[row], end = start[row + 1]; i < end; i++) {
          if ((paths[i] & window) == 0) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static int pieceCount(Position p, Side side) {
    return Long.bitCount(p.sideLow(side)) + Long.bitCount(p.sideHigh(side));
  }

  /**
   * Walks the side to move's pieces (bits of its occupancy, in square order) and each piece's
   * entries of the flat move table: a move is legal when its path mask meets no occupied square.
   * Writes the moves' entries in the flat table to {@code out} and returns how many. Entries, not
   * Move references: storing ints costs no garbage-collector write barrier.
   */
  private int generate(Position p, int[] out) {
    int[] start = geometry.moveStart;
    long[] destinations = geometry.windowDestinations;
    long[] paths = geometry.windowPaths;
    long occupiedLow = p.occupiedLow();
    long occupiedHigh = p.occupiedHigh();
    long ownLow = p.sideLow(p.toMove());
    long ownHigh = p.sideHigh(p.toMove());
    int n = 0;
    long[] kinds = p.kinds();
    for (int half = 0; half < 2; half++) {
      long circles = kinds[half];
      long triangles = kinds[2 + half];
      long squares = kinds[4 + half];
      for (long own = half == 0 ? ownLow : ownHigh; own != 0; own &= own - 1) {
        int b = Long.numberOfTrailingZeros(own);
        int s = (half << 6) | b;
        int row = kindMask(circles, triangles, squares, b) * Square.COUNT + s;
        // The occupancy around the piece as one long: each entry's path is then one load and one AND.
        long window = Geometry.window(occupiedLow, occupiedHigh, s);
        if ((destinations[row] & ~window) == 0) {
          continue; // every destination taken, as for most pieces still in their army's ranks
        }
        for (int i = start[row], end = start[row + 1]; i < end; i++) {
          // Without a branch: whether a move is free is a coin toss the processor mispredicts, so
          // every entry is written and only a free one is counted (n stays below the room).
          long blocked = paths[i] & window;
          out[n] = i;
          n += (int) (((blocked | -blocked) >>> 63) ^ 1);
        }
      }
    }
    return n;
  }

  /** The kinds a piece moves as, read from the position's kind masks: no load of the piece itself. */
  private static int kindMask(long circles, long triangles, long squares, int bit) {
    return (int) ((circles >>> bit) & 1) | (int) ((triangles >>> bit) & 1) << 1 | (int) ((squares >>> bit) & 1) << 2;
  }

  /** Per-thread room for one move list while it is generated; grows for crowded positions. */
  private static final ThreadLocal<MoveBuffer> MOVE_BUFFER = ThreadLocal.withInitial(MoveBuffer::new);

  private static final class MoveBuffer {
    private int[] entries = new int[512];

    int[] room(int needed) {
      if (entries.length < needed) {
        entries = new int[Math.max(needed, 2 * entries.length)];
      }
      return entries;
    }
  }

  /**
   * The list {@link #legalMoves} returns: an unmodifiable view of the moves at some entries of a
   * flat move table, so that a list costs one copy of an exactly sized int array. It serializes
   * as an ArrayList.
   */
  private static final class MoveList extends java.util.AbstractList<Move>
      implements java.util.RandomAccess, java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final transient Move[] table;
    private final transient int[] entries;

    MoveList(Move[] table, int[] entries) {
      this.table = table;
      this.entries = entries;
    }

    @Override
    public Move get(int index) {
      return table[entries[index]];
    }

    @Override
    public int size() {
      return entries.length;
    }

    private Object writeReplace() {
      return new ArrayList<>(this);
    }
  }

  /** Why {@code move} is not legal in {@code p}, or null if it is. */
  public String whyIllegal(Position p, Move move) {
    Piece piece = p.pieceAt(move.from());
    if (piece == null) {
      return "no piece on " + move.from();
    }
    if (piece.side() != p.toMove()) {
      return move.from() + " holds " + piece.label() + ", a " + piece.side().label() + " piece, but "
          + p.toMove().label() + " is to move";
    }
    if (p.pieceAt(move.to()) != null) {
      return "destination " + move.to() + " is occupied by " + p.pieceAt(move.to()).label()
          + " (a move goes to an empty square)";
    }
    for (Move m : legalMoves(p)) {
      if (m.from() == move.from() && m.to() == move.to()) {
        return null;
      }
    }
    return piece.label() + " on " + move.from() + " cannot reach " + move.to() + " under movement '"
        + rules.movement().name().toLowerCase(java.util.Locale.ROOT) + "'"
        + (blockedMarch(p, piece, move) ? ": the squares passed over are not empty" : "");
  }

  private boolean blockedMarch(Position p, Piece piece, Move move) {
    for (int k = 0; k < Geometry.KINDS; k++) {
      if ((piece.kindMask() & (1 << k)) == 0) {
        continue;
      }
      int[] to = geometry.marchTo[k][move.from().index()];
      for (int t : to) {
        if (t == move.to().index()) {
          return true;
        }
      }
    }
    return false;
  }

  /** The legal move from {@code from} to {@code to}, whatever its kind; empty if there is none. */
  public Optional<Move> find(Position p, Square from, Square to) {
    for (Move m : legalMoves(p)) {
      if (m.from() == from && m.to() == to) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  /**
   * Plays {@code move} after checking it, and returns the new position, the captures and the end
   * of the game if it ended.
   *
   * @throws IllegalMoveException if the rules do not allow the move; the message says why
   */
  public MoveResult play(Position p, Move move) throws IllegalMoveException {
    // One move generation for a legal move; the explanation is worked out only for an illegal one.
    Optional<Move> actual = find(p, move.from(), move.to());
    if (actual.isEmpty()) {
      throw new IllegalMoveException(whyIllegal(p, move), p);
    }
    return playLegal(p, actual.get());
  }

  /** Plays a move this engine generated for {@code p}, without checking it again. */
  public MoveResult playLegal(Position p, Move move) {
    Applied applied = apply(p, move);
    Position next = applied.position();
    GameEnd end = judge.judge(next, p.toMove());
    if (end == null && !hasLegalMove(next)) {
      end = new GameEnd(Termination.NO_LEGAL_MOVE, Optional.empty(), List.of(), java.util.Set.of());
    }
    return new MoveResult(move, next, applied.captures(), Optional.ofNullable(end));
  }

  /** A move applied: the next position and the captures that made it. */
  private record Applied(Position position, List<Capture> captures) {}

  private Applied apply(Position p, Move move) {
    Piece[] board = p.board().clone();
    int from = move.from().index();
    int to = move.to().index();
    Piece piece = board[from];
    board[to] = piece;
    board[from] = null;
    Side mover = p.toMove();
    List<Piece> byWhite = p.capturedBy(Side.WHITE);
    List<Piece> byBlack = p.capturedBy(Side.BLACK);
    long[] masks = {p.occupiedLow(), p.occupiedHigh(), p.sideLow(mover), p.sideHigh(mover)};
    moveBits(masks, from, to);
    long[] kinds = p.kinds().clone();
    moveKindBits(kinds, piece.kindMask(), from, to);
    List<Capture> caps = capturesOn
        ? captures.resolve(board, masks[0], masks[1], masks[2], masks[3], kinds, mover) : List.of();
    if (!caps.isEmpty()) {
      List<Piece> taken = new ArrayList<>(p.capturedBy(mover));
      Map<Integer, boolean[]> componentsTaken = new HashMap<>();
      for (Capture c : caps) {
        int x = c.square().index();
        switch (c.scope()) {
          case PIECE:
            taken.add(c.victim());
            board[x] = null;
            break;
          case WHOLE_PYRAMID:
            taken.addAll(c.victim().components());
            board[x] = null;
            break;
          case PYRAMID_COMPONENT:
            taken.add(c.victim());
            componentsTaken.computeIfAbsent(x, k -> new boolean[board[k].components().size()])
                [board[x].components().indexOf(c.victim())] = true;
            break;
          default:
            throw new IllegalStateException();
        }
      }
      componentsTaken.forEach((x, removed) -> board[x] = board[x].withoutComponents(removed));
      for (Capture c : caps) {
        int x = c.square().index();
        if (board[x] == null) {
          masks[x >> 6] &= ~(1L << (x & 63)); // the victim's square is empty now
        }
        Position.setKindBits(kinds, x, board[x] == null ? 0 : board[x].kindMask()); // a pyramid may have lost a kind
      }
      List<Piece> frozen = List.copyOf(taken);
      if (mover == Side.WHITE) {
        byWhite = frozen;
      } else {
        byBlack = frozen;
      }
    }
    IrregularMove leap = move.isLeap() ? IrregularMove.of(piece, move.from()) : null;
    int turn = mover == Side.BLACK ? p.turn() + 1 : p.turn();
    long whiteLow = mover == Side.WHITE ? masks[2] : masks[0] & ~masks[2];
    long whiteHigh = mover == Side.WHITE ? masks[3] : masks[1] & ~masks[3];
    return new Applied(new Position(board, mover.opposite(), byWhite, byBlack, leap, turn, masks[0], masks[1],
        whiteLow, whiteHigh, kinds), caps);
  }

  /**
   * The total value {@code move} would capture, without building the next position or judging
   * the end: what a greedy player looks at. A pyramid taken whole counts its total.
   */
  public int capturedValue(Position p, Move move) {
    if (!capturesOn) {
      return 0;
    }
    // The board after the move and its masks, without building the next position: a greedy
    // player asks this of every legal move, so the position's lists and masks are not worth it.
    Piece[] board = p.board().clone();
    int from = move.from().index();
    int to = move.to().index();
    board[to] = board[from];
    board[from] = null;
    Side mover = p.toMove();
    long[] masks = {p.occupiedLow(), p.occupiedHigh(), p.sideLow(mover), p.sideHigh(mover)};
    moveBits(masks, from, to);
    long[] kinds = p.kinds().clone();
    moveKindBits(kinds, board[to].kindMask(), from, to);
    int value = 0;
    for (Capture c : captures.resolve(board, masks[0], masks[1], masks[2], masks[3], kinds, mover)) {
      value += c.victim().value();
    }
    return value;
  }

  /** Moves the bits of a piece moving as {@code kindMask} from {@code from} to {@code to} in kind masks {@code [kind * 2 + half]}. */
  private static void moveKindBits(long[] kinds, int kindMask, int from, int to) {
    Position.setKindBits(kinds, from, 0);
    Position.setKindBits(kinds, to, kindMask);
  }

  /** Moves a piece's bit from {@code from} to {@code to} in occupancy and mover masks {low, high, moverLow, moverHigh}. */
  private static void moveBits(long[] masks, int from, int to) {
    for (int i = 0; i < 4; i += 2) {
      if (from < 64) {
        masks[i] &= ~(1L << from);
      } else {
        masks[i + 1] &= ~(1L << (from - 64));
      }
      if (to < 64) {
        masks[i] |= 1L << to;
      } else {
        masks[i + 1] |= 1L << (to - 64);
      }
    }
  }

  /**
   * Perft: the number of move sequences of length {@code depth} from {@code p}, every move played
   * in full; a move that ends the game by a victory ends its line and counts as one.
   */
  public long perft(Position p, int depth) {
    if (depth <= 0) {
      return 1;
    }
    List<Move> moves = legalMoves(p);
    if (depth == 1) {
      return moves.size();
    }
    long total = 0;
    for (Move m : moves) {
      total += perftAfter(p, m, depth);
    }
    return total;
  }

  private long perftAfter(Position p, Move m, int depth) {
    Position next = apply(p, m).position();
    if (judge.judge(next, p.toMove()) != null) {
      return 1;
    }
    return perft(next, depth - 1);
  }

  /** Perft split by first move, in move order. */
  public Map<Move, Long> divide(Position p, int depth) {
    Map<Move, Long> out = new LinkedHashMap<>();
    for (Move m : legalMoves(p)) {
      out.put(m, depth <= 1 ? 1L : perftAfter(p, m, depth));
    }
    return out;
  }
}
