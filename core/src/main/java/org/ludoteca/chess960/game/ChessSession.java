package org.ludoteca.chess960.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.ludoteca.chess960.Board;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.Color;
import org.ludoteca.chess960.IllegalMoveException;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Outcome.Termination;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.Square;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.MoveSyntaxException;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.chess960.notation.Uci;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;

/**
 * A game in progress: the position, kept in one mutable board that each ply updates in place,
 * and for repetitions the positions since the last irreversible move, as bitboard snapshots.
 * Not thread-safe.
 *
 * <p>Made by {@link ChessGame}'s replayer for a record, or by {@link #of} for self-play.
 */
public final class ChessSession implements GameReplayer.Session {
  private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][nbrqNBRQ]?");

  /** Ends the rules find by themselves after a ply; the automatic draws a record may play past (data/FORMAT.md section 11). */
  private static final GameReplayer.Ending AUTOMATIC_INSUFFICIENT = automatic(Termination.INSUFFICIENT_MATERIAL);
  private static final GameReplayer.Ending AUTOMATIC_FIVEFOLD = automatic(Termination.FIVEFOLD_REPETITION);
  private static final GameReplayer.Ending AUTOMATIC_SEVENTY_FIVE = automatic(Termination.SEVENTY_FIVE_MOVES);

  private static GameReplayer.Ending automatic(Termination t) {
    return new GameReplayer.Ending(t.label(), Winner.DRAW, true);
  }

  /** A draw that holds, as {@link #claimable()} reports it. */
  private static Optional<GameReplayer.Ending> draw(Termination t) {
    return Optional.of(new GameReplayer.Ending(t.label(), Winner.DRAW));
  }

  /** Square names, captured-piece letters and one-square attacker lists, built once: a replay makes one per capture. */
  private static final String[] SQUARE_LABELS = new String[64];
  private static final List<List<String>> ATTACKERS;
  private static final String[] VICTIMS = new String[12];
  /** UCI's promotion letters by the engine's role number (pawn 0 to king 5). */
  private static final char[] PROMOTION_LETTERS = {'p', 'n', 'b', 'r', 'q', 'k'};

  static {
    List<List<String>> attackers = new ArrayList<>(64);
    for (int sq = 0; sq < 64; sq++) {
      SQUARE_LABELS[sq] = Square.of(sq).label();
      attackers.add(List.of(SQUARE_LABELS[sq]));
    }
    ATTACKERS = List.copyOf(attackers);
    for (int i = 0; i < 12; i++) {
      VICTIMS[i] = String.valueOf("PNBRQKpnbrqk".charAt(i));
    }
  }

  private static final GameReplayer.Step QUIET_STEP = new GameReplayer.Step(List.of(), Optional.empty());

  /** Longs per position in a session's repetition history: eight bitboards, castling rights, turn and en passant. */
  private static final int SNAPSHOT = 10;

  /** A game in progress from {@code start}, with the same ends and claims as a replay: for self-play. */
  public static ChessSession of(Position start) {
    return new ChessSession(java.util.Objects.requireNonNull(start, "start"), List.of());
  }

  /** A replay from {@code start}, a start position mended as {@code setupWarnings} say (ChessGame). */
  public static ChessSession of(Position start, List<String> setupWarnings) {
    return new ChessSession(java.util.Objects.requireNonNull(start, "start"), List.copyOf(setupWarnings));
  }

  /** A replay from {@code start} of the given kind ({@link #startKind()}), mended as {@code setupWarnings} say. */
  static ChessSession of(Position start, List<String> setupWarnings, ChessStart kind) {
    return of(start, setupWarnings, kind, kind != ChessStart.STANDARD);
  }

  /**
   * As {@link #of(Position, List, ChessStart)}, for a record of Chess960 ({@code chess960}: its
   * castling written king takes rook in {@link #appendLastMove}) or of standard chess.
   */
  static ChessSession of(Position start, List<String> setupWarnings, ChessStart kind, boolean chess960) {
    ChessSession s = of(start, setupWarnings);
    s.startKind = kind;
    s.chess960 = chess960;
    return s;
  }

  /** Whether castling is written king takes rook ({@link #appendLastMove}): Chess960 records and self-play. */
  private boolean chess960 = true;
  /** The engine code of the last ply played, or -1 before the first. */
  private int lastCode = -1;

  /**
   * The last ply in UCI: from and to squares, the promotion letter in lower case. Castling as the
   * king's two-square step ({@code e1g1}) in a record of standard chess whose king castles from
   * the e-file (UCI's form for standard chess, as lichess and python-chess write it), else as the
   * king taking its own rook ({@code e1h1}, the only unambiguous form in Chess960). Allocates
   * nothing.
   */
  @Override
  public boolean appendLastMove(StringBuilder to) {
    int code = lastCode;
    if (code < 0) {
      return false;
    }
    int from = Board.from(code);
    int target = Board.to(code);
    int kind = Board.kind(code);
    if (kind == Board.CASTLE && !chess960 && (from & 7) == 4) {
      target = (from & ~7) | (target > from ? 6 : 2);
    }
    to.append(SQUARE_LABELS[from]).append(SQUARE_LABELS[target]);
    if (kind == Board.PROMOTION) {
      to.append(PROMOTION_LETTERS[Board.promotion(code)]);
    }
    return true;
  }

  /** The kind of the start position, when a replay of a record set it up; null for self-play. */
  private ChessStart startKind;

  /** {@code standard}, {@code chess960}, {@code double-chess960} or {@code set-up} ({@link ChessStart}). */
  @Override
  public Optional<String> startKind() {
    return Optional.ofNullable(startKind).map(ChessStart::label);
  }

  /**
   * Whether the side not to move has no mating material by the playing sites' rule for a player
   * who runs out of time (data/format/11-chess-records.md, "Timeout against insufficient
   * material"): the player to move flagged, and that is a draw when the opponent has only a king,
   * or a king and one bishop or one knight (chess.com, lichess), or a king and bishops all on
   * squares of one colour, no bishop of the other colour on the board and no knight or pawn on the
   * flagging side (lichess).
   */
  public boolean flagDraws() {
    Board b = board;
    long opponent = b.turn == 0 ? b.black : b.white;
    long flagger = b.turn == 0 ? b.white : b.black;
    long pieces = opponent & ~b.kings;
    if (pieces == 0) {
      return true;
    }
    if ((pieces & (b.pawns | b.rooks | b.queens)) != 0) {
      return false;
    }
    if (Long.bitCount(pieces) == 1) {
      return true;
    }
    final long dark = 0xAA55AA55AA55AA55L;
    boolean bishopsOfOneColour = (b.bishops & dark) == 0 || (b.bishops & ~dark) == 0;
    return (pieces & b.knights) == 0 && bishopsOfOneColour && (flagger & (b.knights | b.pawns)) == 0;
  }

  /**
   * Whether a draw holds in the current position, claimable or played past: {@code repetitions()}
   * at least 3 (5 for fivefold), the halfmove clock at least 100 (150), or insufficient material;
   * false for checkmate and stalemate, which end the game instead.
   */
  public boolean holds(Termination draw) {
    return switch (draw) {
      case THREEFOLD_REPETITION -> repetitions >= 3;
      case FIVEFOLD_REPETITION -> repetitions >= 5;
      case FIFTY_MOVES -> board.halfmove >= 100;
      case SEVENTY_FIVE_MOVES -> board.halfmove >= 150;
      case INSUFFICIENT_MATERIAL -> Chess960.isInsufficientMaterial(board);
      default -> false;
    };
  }

  /** Whether neither side can mate on the current board ({@link Chess960#isInsufficientMaterial}). */
  public boolean insufficientMaterial() {
    return Chess960.isInsufficientMaterial(board);
  }

  private final Board board;
  /** The current position as an immutable value, built when asked for; null until then. */
  private Position position;
  /**
   * Room for 16 positions at first: the history restarts at every capture or pawn move, so few
   * games ever hold more, and a session per game replayed should not zero 5 KB it never reads.
   */
  private long[] history = new long[SNAPSHOT * 16];
  /** Positions in {@link #history}, the current one last. */
  private int historySize;
  private int ply;
  private int repetitions = 1;
  /** Whether the side to move is in check. */
  private boolean inCheck;
  /** The enemy pieces giving check to the side to move. */
  private long checkers;
  /**
   * Whether the current position, reached by the last ply, is still to be tested for a legal
   * move (checkmate, stalemate): {@link #playDeferringNoMoveEnd} leaves it to the next ply, whose
   * legal move settles it, or to {@link #deferredEnding}.
   */
  private boolean noMoveTestPending;
  /** The automatic draw the last ply reached, which the next ply waives; null when none. */
  private Termination waivable;
  /** Insufficient material played past: not reported again while it holds. */
  private boolean insufficientWaived;
  /** Fivefold repetition played past: not reported again until a capture or pawn move. */
  private boolean fivefoldWaived;
  /** The 75-move rule played past: not reported again until a capture or pawn move. */
  private boolean seventyFiveWaived;

  /** What setting up the start mended in the record's FEN. */
  private final List<String> setupWarnings;
  /** The capture event of the last ply played, or null. */
  private CaptureEvent lastCapture;
  /** The end the last ply reached, or null. */
  private GameReplayer.Ending lastEnding;

  ChessSession(Position start, List<String> setupWarnings) {
    this.setupWarnings = setupWarnings;
    this.position = start;
    this.board = start.copyBoard();
    this.checkers = board.checkers();
    this.inCheck = checkers != 0;
    remember();
  }

  /**
   * How many times the current position has occurred since the last capture or pawn move, this
   * time included (1 or more), in the sense of {@link Position#equals}: castling rights and a
   * usable en-passant square count.
   */
  public int repetitions() {
    return repetitions;
  }

  @Override
  public List<String> setupWarnings() {
    return setupWarnings;
  }

  /**
   * The engine's board of the current position, kept in place: for readers in this package that
   * look at every ply and must not copy it (the opening book). Not to be changed.
   */
  Board board() {
    return board;
  }

  /** The current position. */
  public Position position() {
    if (position == null) {
      position = Position.ofUnchecked(copy(board));
    }
    return position;
  }

  private static Board copy(Board b) {
    Board c = new Board();
    c.copyFrom(b);
    return c;
  }

  /** The legal moves of the current position, in the engine's order. */
  public List<Move> legalMoves() {
    int[] codes = new int[Board.MAX_MOVES];
    int count = board.generate(codes, 0);
    List<Move> moves = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      moves.add(Move.of(codes[i]));
    }
    return moves;
  }

  /**
   * The legal moves in SAN, in the engine's order, each with its origin and target square; a
   * castling's target is the king's destination, or the rook's square when the king does not
   * move (Chess960). Empty once checkmate or stalemate has ended the game: none is legal then.
   */
  @Override
  public Optional<List<GameReplayer.LegalMove>> listLegalMoves() {
    List<Move> moves = legalMoves();
    List<GameReplayer.LegalMove> out = new ArrayList<>(moves.size());
    Position p = position();
    for (Move m : moves) {
      Square to = m.kind() == Move.Kind.CASTLE && !m.kingDestination().equals(m.from()) ? m.kingDestination() : m.to();
      out.add(new GameReplayer.LegalMove(San.write(p, m), m.from().label(), to.label()));
    }
    return Optional.of(out);
  }

  /**
   * Plays a legal move (one of {@link #legalMoves()}).
   *
   * @throws IllegalArgumentException if it is not legal here
   */
  public GameReplayer.Step play(Move move) {
    int code = move.code();
    int[] codes = new int[Board.MAX_MOVES];
    int count = board.generate(codes, 0);
    for (int i = 0; i < count; i++) {
      if (codes[i] == code) {
        return playCode(code);
      }
    }
    throw new IllegalArgumentException("illegal move " + move + " in " + position());
  }

  @Override
  public java.util.OptionalInt legalMoveCount() {
    return java.util.OptionalInt.of(board.generate(new int[Board.MAX_MOVES], 0));
  }

  /** The X-FEN, written by {@link ChessFen} straight from the board (a replay asks once per game and per capture). */
  @Override
  public String fen() {
    Board b = board;
    return ChessFen.write(b.white, b.black, b.pawns, b.knights, b.bishops, b.rooks, b.queens, b.kings,
        b.turn == 0 ? Color.WHITE : Color.BLACK, b.castle, b.ep, b.halfmove, b.fullmove);
  }

  @Override
  public Side sideToMove() {
    return board.turn == 0 ? Side.WHITE : Side.BLACK;
  }

  /** The current position's {@link org.ludoteca.chess960.notation.CompactChessPosition} code. */
  @Override
  public Optional<byte[]> compactPosition() {
    return Optional.of(org.ludoteca.chess960.notation.CompactChessPosition.encode(position()));
  }

  /**
   * The draw that holds in the current position without having ended the game, strongest first:
   * fivefold and threefold repetition, the 75- and 50-move rules, then insufficient material
   * (the automatic draws count here once a record played past them).
   */
  @Override
  public Optional<GameReplayer.Ending> claimable() {
    if (repetitions >= 5) {
      return draw(Termination.FIVEFOLD_REPETITION);
    }
    if (repetitions >= 3) {
      return draw(Termination.THREEFOLD_REPETITION);
    }
    if (board.halfmove >= 150) {
      return draw(Termination.SEVENTY_FIVE_MOVES);
    }
    if (board.halfmove >= 100) {
      return draw(Termination.FIFTY_MOVES);
    }
    if (Chess960.isInsufficientMaterial(board)) {
      return draw(Termination.INSUFFICIENT_MATERIAL);
    }
    return Optional.empty();
  }

  @Override
  public GameReplayer.Step play(String token) throws MoveException {
    int code = resolve(token);
    return playCode(code);
  }

  /** {@link #play(String)}, the test for checkmate and stalemate left to {@link #deferredEnding} (or the next ply). */
  @Override
  public GameReplayer.Step playDeferringNoMoveEnd(String token) throws MoveException {
    advance(resolve(token));
    // an automatic draw is settled at once: checkmate and stalemate come before it
    return step(lastEnding == null ? null : lastEnding());
  }

  @Override
  public Optional<GameReplayer.Ending> deferredEnding() {
    if (!noMoveTestPending) {
      return Optional.empty();
    }
    settleNoMoveTest();
    return Optional.ofNullable(lastEnding);
  }

  /** Plays a move known to be legal here, as its engine code. */
  GameReplayer.Step playCode(int code) {
    advance(code);
    return step(lastEnding());
  }

  /** The step of the ply just played: its capture ({@link #lastCapture}) and {@code ending}, or none. */
  private GameReplayer.Step step(GameReplayer.Ending ending) {
    CaptureEvent capture = lastCapture;
    if (ending == null) {
      return capture == null ? QUIET_STEP : new GameReplayer.Step(List.of(capture), Optional.empty());
    }
    return new GameReplayer.Step(capture == null ? List.of() : List.of(capture), Optional.of(ending));
  }

  /**
   * Plays a legal move: the board updated, the capture it made in {@link #lastCapture} (or
   * null), the end it reached kept in {@link #lastEnding}, except checkmate and stalemate: the
   * test for a legal move is left pending ({@link #lastEnding()} settles it).
   */
  private void advance(int code) {
    noMoveTestPending = false; // a legal move was played: the position before it had one
    if (waivable != null) { // playing on past an automatic draw waives it
      insufficientWaived |= waivable == Termination.INSUFFICIENT_MATERIAL;
      fivefoldWaived |= waivable == Termination.FIVEFOLD_REPETITION;
      seventyFiveWaived |= waivable == Termination.SEVENTY_FIVE_MOVES;
      waivable = null;
    }
    Board b = board;
    lastCode = code;
    int from = Board.from(code);
    int to = Board.to(code);
    int kind = Board.kind(code);
    int us = b.turn;
    ply++;
    CaptureEvent capture = null;
    Side side = us == 0 ? Side.WHITE : Side.BLACK;
    if (kind == Board.EN_PASSANT) {
      int sq = us == 0 ? to - 8 : to + 8;
      capture = new CaptureEvent(ply, side, "en-passant", VICTIMS[us == 0 ? 6 : 0], SQUARE_LABELS[sq],
          "piece", ATTACKERS.get(from));
    } else if (kind != Board.CASTLE && b.colorAt(to) == (us ^ 1)) {
      capture = new CaptureEvent(ply, side, "capture", VICTIMS[(us ^ 1) * 6 + b.roleAt(to)],
          SQUARE_LABELS[to], "piece", ATTACKERS.get(from));
    }
    lastCapture = capture;
    b.play(code);
    // Position.equals counts the en-passant square only when the capture is legal: keep the board the same way
    if (b.ep >= 0 && !b.epCaptureLegal()) {
      b.ep = -1;
    }
    position = null;
    if (b.halfmove == 0) {
      historySize = 0;
    }
    remember();
    repetitions = 1;
    int current = (historySize - 1) * SNAPSHOT;
    // same side to move: every other entry; and not two plies back, since the side that moved
    // then changed its own pieces and the other side's move cannot put them back
    for (int i = historySize - 5; i >= 0; i -= 2) {
      if (samePosition(i * SNAPSHOT, current)) {
        repetitions++;
      }
    }
    GameReplayer.Ending ending = null;
    if (b.halfmove == 0) {
      fivefoldWaived = false;
      seventyFiveWaived = false;
    }
    boolean insufficient = Chess960.isInsufficientMaterial(b);
    if (!insufficient) {
      insufficientWaived = false;
    }
    checkers = b.checkers();
    inCheck = checkers != 0;
    noMoveTestPending = true;
    if (insufficient && !insufficientWaived) {
      ending = AUTOMATIC_INSUFFICIENT;
      waivable = Termination.INSUFFICIENT_MATERIAL;
    } else if (repetitions >= 5 && !fivefoldWaived) {
      ending = AUTOMATIC_FIVEFOLD;
      waivable = Termination.FIVEFOLD_REPETITION;
    } else if (b.halfmove >= 150 && !seventyFiveWaived) {
      ending = AUTOMATIC_SEVENTY_FIVE;
      waivable = Termination.SEVENTY_FIVE_MOVES;
    }
    lastEnding = ending;
  }

  /**
   * Runs the pending test for a legal move: none is checkmate (the side that just moved wins)
   * or stalemate, which take precedence over the automatic draws.
   */
  private void settleNoMoveTest() {
    noMoveTestPending = false;
    if (!board.hasLegalMove(checkers)) {
      lastEnding = inCheck
          ? new GameReplayer.Ending(Termination.CHECKMATE.label(), board.turn == 0 ? Winner.BLACK : Winner.WHITE)
          : new GameReplayer.Ending(Termination.STALEMATE.label(), Winner.DRAW);
      waivable = null;
    }
  }

  /** Appends the current position to the repetition history. */
  private void remember() {
    if ((historySize + 1) * SNAPSHOT > history.length) {
      history = java.util.Arrays.copyOf(history, history.length * 2);
    }
    Board b = board;
    long[] h = history;
    int i = historySize * SNAPSHOT;
    h[i] = b.white;
    h[i + 1] = b.black;
    h[i + 2] = b.pawns;
    h[i + 3] = b.knights;
    h[i + 4] = b.bishops;
    h[i + 5] = b.rooks;
    h[i + 6] = b.queens;
    h[i + 7] = b.kings;
    h[i + 8] = b.castle;
    h[i + 9] = b.turn | (long) b.ep << 1;
    historySize++;
  }

  /** Whether two snapshots are the same position in the sense of {@link Position#equals}. */
  private boolean samePosition(int a, int b) {
    long[] h = history;
    for (int k = 0; k < SNAPSHOT; k++) {
      if (h[a + k] != h[b + k]) {
        return false;
      }
    }
    return true;
  }

  /** The engine code of a SAN or UCI token, fast for plain SAN, else through {@link San} / {@link Uci}. */
  int resolve(String token) throws MoveException {
    int fast = plainSan(token);
    if (fast >= 0) {
      return fast;
    }
    try {
      Position p = position();
      Move m = UCI.matcher(token).matches() ? Uci.read(p, token) : San.read(p, token);
      return m.code();
    } catch (MoveSyntaxException e) {
      throw new MoveException(e.getMessage(), true);
    } catch (IllegalMoveException e) {
      throw new MoveException(e.getMessage(), false);
    }
  }

  /** Room for a token's bytes in {@link #plainSan(String)}: plain SAN is at most 7 characters, with check marks a few more. */
  private final byte[] tokenBytes = new byte[16];

  /**
   * A plain SAN token ({@code Nbd7}, {@code exd5}, {@code e8=Q+}) resolved on the board, with
   * {@link San#read}'s semantics; -1 when the token is anything else or does not name exactly
   * one legal move, so that {@link San#read} gives the verdict and the message.
   */
  private int plainSan(String t) {
    int n = t.length();
    if (n > tokenBytes.length) {
      return -1;
    }
    for (int i = 0; i < n; i++) {
      char c = t.charAt(i);
      if (c > 0x7f) {
        return -1;
      }
      tokenBytes[i] = (byte) c;
    }
    return plainSan(tokenBytes, 0, n);
  }

  /** The end the last ply played reached (as in its {@link GameReplayer.Step}), or null. */
  private GameReplayer.Ending lastEnding() {
    if (noMoveTestPending) {
      settleNoMoveTest();
    }
    return lastEnding;
  }

  /**
   * The engine code of the plain SAN token spelled by the bytes {@code [from, to)} of {@code t},
   * resolved on the board ({@link San#resolvePlain}); -1 when it is anything else or names no
   * single legal move.
   */
  private int plainSan(byte[] t, int from, int to) {
    return San.resolvePlain(t, from, to, onBoard);
  }

  /** Resolves what {@link San} parsed on this session's board, with the check status of the last ply. */
  private final San.Resolver onBoard = new San.Resolver() {
    @Override
    public int pieceMove(int role, int target, int fromFile, int fromRank, int promotion) {
      return board.sanMove(role, target, role == 0 && fromFile < 0 ? target & 7 : fromFile, fromRank, promotion,
          inCheck); // a pawn move naming no file is a push
    }

    @Override
    public int castle(boolean kingSide) {
      return board.castleMove(kingSide);
    }
  };
}
