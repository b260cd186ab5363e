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
 *
 * <p>One parser reads the syntax, {@link #parse(byte[], int, int)}: {@link #read} resolves what
 * it parsed among a position's legal moves, and the replay session ({@code chess960.game.ChessSession})
 * resolves plain SAN ({@link #isPlain}) on its own board, straight from a file's bytes.
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
    long san = parse(token);
    if (san < 0) {
      Defect defect = DEFECTS[(int) (san >>> 32) & 0xFF];
      if (defect == Defect.NULL_MOVE) {
        throw new IllegalMoveException(IllegalMoveException.Reason.NULL_MOVE,
            "null move '" + token + "' is not a chess move", position);
      }
      int column = (int) san;
      throw new MoveSyntaxException(token, column, defect.describe(column <= token.length() ? token.charAt(column - 1) : ' '));
    }
    if (isCastle(san)) {
      boolean kingSide = isKingSide(san);
      for (Move m : Chess960.legalMoves(position)) {
        if (m.kind() == Move.Kind.CASTLE && m.isKingSide() == kingSide) {
          return m;
        }
      }
      throw new IllegalMoveException(IllegalMoveException.Reason.ILLEGAL,
          "illegal move " + token + ": cannot castle " + (kingSide ? "h-side" : "a-side") + " in " + position,
          position);
    }
    Role role = ROLES[role(san)];
    Square to = Square.of(target(san));
    Role promotion = promotion(san) == 0 ? null : ROLES[promotion(san)];
    int fromFile = fromFile(san);
    int fromRank = fromRank(san);
    boolean epSuffix = (san & EN_PASSANT_SUFFIX) != 0;
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

  // ---- The one SAN parser: syntax only, from bytes, nothing allocated ----
  //
  // parse gives a long: 0 or more, the move's syntax packed in the fields below; negative, a
  // defect (its kind in bits 32-39, its 1-based column in bits 0-31). The engine's replay session
  // resolves a plain token on its board (Board.sanMove); read resolves any token among the legal
  // moves of a Position.

  private static final long TARGET = 0x3F; // bits 0-5: the destination square, a1 = 0
  private static final int ROLE_SHIFT = 6; // bits 6-8: the Role ordinal of the moving piece
  private static final int FILE_SHIFT = 9; // bits 9-12: the origin file named, plus one (0: none)
  private static final int RANK_SHIFT = 13; // bits 13-16: the origin rank named, plus one (0: none)
  private static final int PROMOTION_SHIFT = 17; // bits 17-19: the promotion's Role ordinal (0: none)
  private static final long CASTLE = 1L << 20;
  private static final long KING_SIDE = 1L << 21;
  private static final long EN_PASSANT_SUFFIX = 1L << 22;
  /** Set when the token used a lenient spelling (see the class comment); unset: plain SAN. */
  private static final long LENIENT = 1L << 23;

  /** Why a token is not SAN, with its message (the column is where it went wrong). */
  private enum Defect {
    NULL_MOVE(null),
    EMPTY("empty, expected a move such as e4, Nf3 or O-O"),
    BAD_START("unexpected '%c', expected a piece letter (NBRQK), a file a-h or O-O"),
    NO_PROMOTION_PIECE("missing promotion piece, expected Q, R, B or N"),
    NO_DESTINATION("expected a destination square such as e4"),
    BAD_FILE("unexpected '%c', expected a file a-h"),
    BAD_RANK("unexpected '%c', expected a rank 1-8"),
    BAD_BETWEEN("unexpected '%c', expected a file, a rank, 'x' or the destination square"),
    PAWN_RANK("a pawn move names only its file, not its rank");

    private final String message;

    Defect(String message) {
      this.message = message;
    }

    /** The message, {@code c} being the character at the defect's column. */
    String describe(char c) {
      int at = message.indexOf("%c");
      return at < 0 ? message : message.substring(0, at) + c + message.substring(at + 2);
    }
  }

  private static final Defect[] DEFECTS = Defect.values();
  private static final Role[] ROLES = Role.values();

  /** What the first byte of a SAN token names: 1..5 for N, B, R, Q, K; 0 for a pawn's file; else -1. */
  private static final byte[] MOVER = new byte[256];
  /** What the last byte of a pawn move may promote to: 1..4 for N, B, R, Q in either case; else 0. */
  private static final byte[] PROMOTION = new byte[256];

  static {
    java.util.Arrays.fill(MOVER, (byte) -1);
    for (char f = 'a'; f <= 'h'; f++) {
      MOVER[f] = 0;
    }
    String pieces = "NBRQK";
    for (int r = 1; r <= 5; r++) {
      MOVER[pieces.charAt(r - 1)] = (byte) r;
      if (r <= 4) {
        PROMOTION[pieces.charAt(r - 1)] = (byte) r;
        PROMOTION[Character.toLowerCase(pieces.charAt(r - 1))] = (byte) r;
      }
    }
  }

  /**
   * A byte standing for a character beyond ASCII that {@link Character#isDigit} accepts, in a
   * token read from a String (other such characters are {@link #NOT_ASCII}): only the en-passant
   * suffix rule ({@code ep} after a digit) asks.
   */
  private static final byte OTHER_DIGIT = (byte) 0x80;
  private static final byte NOT_ASCII = (byte) 0xFF;

  /** {@link #parse(byte[], int, int)} of a String's characters. */
  private static long parse(String token) {
    int n = token.length();
    byte[] t = new byte[n];
    for (int i = 0; i < n; i++) {
      char c = token.charAt(i);
      t[i] = c <= 0x7f ? (byte) c : Character.isDigit(c) ? OTHER_DIGIT : NOT_ASCII;
    }
    return parse(t, 0, n);
  }

  private static long defect(Defect defect, int column) {
    return Long.MIN_VALUE | (long) defect.ordinal() << 32 | column;
  }

  private static boolean isDigit(byte b) {
    return (b >= '0' && b <= '9') || b == OTHER_DIGIT;
  }

  private static boolean isCastleO(byte b) {
    return b == 'O' || b == '0' || b == 'o';
  }

  /**
   * Parses the SAN token spelled by the bytes {@code [from, to)} of {@code t} (ASCII; any other
   * byte is a defect where it matters): the syntax {@link #read} accepts, nothing checked against
   * a position. The result is opaque: ask {@link #isPlain}, {@link #isCastle} and the field
   * getters. For a replay straight from a file's bytes, without building a string.
   */
  public static long parse(byte[] t, int from, int to) {
    return parse(t, from, to, null);
  }

  /**
   * What a replay resolves a plain SAN move into on its own board (the engine code of the one
   * legal move named, or -1), handed the parsed fields straight away: see {@link #resolvePlain}.
   */
  public interface Resolver {
    /**
     * A piece or pawn move: the {@link Role} ordinal of the piece, the destination square (a1 =
     * 0), the origin file and rank named (-1: none; a pawn push names no file) and the
     * promotion's Role ordinal (0: none).
     */
    int pieceMove(int role, int target, int fromFile, int fromRank, int promotion);

    /** Castling towards the h-side ({@code kingSide}) or the a-side. */
    int castle(boolean kingSide);
  }

  /**
   * The plain SAN token spelled by the bytes {@code [from, to)} of {@code t} ({@link #isPlain})
   * resolved by {@code resolver}; -1 when the token is anything else. {@link #parse} and a
   * resolution of its fields in one call, nothing packed: a replay straight from a file's bytes
   * does this at every ply.
   */
  public static int resolvePlain(byte[] t, int from, int to, Resolver resolver) {
    long r = parse(t, from, to, java.util.Objects.requireNonNull(resolver, "resolver"));
    return r < 0 ? -1 : (int) r;
  }

  /** {@link #parse}, or with a resolver {@link #resolvePlain} (then -1 for anything not plain). */
  private static long parse(byte[] t, int from, int to, Resolver resolver) {
    if (to - from >= 2 && t[to - 1] >= '1' && t[to - 1] <= '8') { // no suffix: most moves
      return parseMove(t, from, to, to, 0, resolver);
    }
    long flags = 0;
    int end = to;
    while (end > from && (t[end - 1] == '!' || t[end - 1] == '?')) {
      end--;
      flags = LENIENT;
    }
    while (end > from && (t[end - 1] == '+' || t[end - 1] == '#')) {
      end--;
    }
    if (end - from >= 6 && t[end - 4] == 'e' && t[end - 3] == '.' && t[end - 2] == 'p' && t[end - 1] == '.') {
      end -= 4;
      flags |= EN_PASSANT_SUFFIX | LENIENT;
    } else if (end - from >= 4 && t[end - 2] == 'e' && t[end - 1] == 'p' && isDigit(t[end - 3])) {
      end -= 2;
      flags |= EN_PASSANT_SUFFIX | LENIENT;
    }
    return parseMove(t, from, to, end, flags, resolver);
  }

  /** {@link #parse} of {@code [from, to)} once its suffixes are known to begin at {@code end}. */
  private static long parseMove(byte[] t, int from, int to, int end, long flags, Resolver resolver) {
    int len = end - from;
    int role = len == 0 ? -1 : MOVER[t[from] & 0xff]; // a table, not a switch: the letter is different at every ply
    if (role < 0) {
      return notAPieceMove(t, from, to, end, flags, resolver);
    }
    int i = role == 0 ? from : from + 1;
    int promotion = 0;
    int stop = end;
    byte last = t[stop - 1];
    if (role == 0 && len >= 3 && PROMOTION[last & 0xff] != 0) {
      promotion = PROMOTION[last & 0xff];
      flags |= last >= 'a' ? LENIENT : 0;
      stop--;
      if (t[stop - 1] == '=') {
        stop--;
      }
    } else if (role == 0 && last == '=') {
      return defect(Defect.NO_PROMOTION_PIECE, stop - from + 1);
    }
    if (stop - i < 2) {
      return defect(Defect.NO_DESTINATION, stop - from + 1);
    }
    int destAt = stop - 2;
    byte df = t[destAt];
    byte dr = t[destAt + 1];
    if (df < 'a' || df > 'h') {
      return defect(Defect.BAD_FILE, destAt - from + 1);
    }
    if (dr < '1' || dr > '8') {
      return defect(Defect.BAD_RANK, destAt - from + 2);
    }
    int fromFile = -1;
    int fromRank = -1;
    int j = i;
    if (j < destAt && t[j] >= 'a' && t[j] <= 'h') {
      fromFile = t[j++] - 'a';
    }
    if (j < destAt && t[j] >= '1' && t[j] <= '8') {
      fromRank = t[j++] - '1';
    }
    if (j < destAt && (t[j] == 'x' || t[j] == ':')) {
      flags |= t[j] == ':' ? LENIENT : 0;
      j++;
    }
    if (j != destAt) {
      return defect(Defect.BAD_BETWEEN, j - from + 1);
    }
    if (role == 0 && fromRank >= 0) {
      return defect(Defect.PAWN_RANK, i - from + 2);
    }
    if (resolver != null) {
      return flags != 0 ? -1 : resolver.pieceMove(role, (dr - '1') * 8 + (df - 'a'), fromFile, fromRank, promotion);
    }
    return flags | (dr - '1') * 8 + (df - 'a') | role << ROLE_SHIFT | (fromFile + 1) << FILE_SHIFT
        | (fromRank + 1) << RANK_SHIFT | promotion << PROMOTION_SHIFT;
  }

  /**
   * {@link #parse} of a token that does not start with a piece letter or a file, {@code end}
   * where its suffixes begin: a null move (the whole token), nothing, castling, or a defect.
   */
  private static long notAPieceMove(byte[] t, int from, int to, int end, long flags, Resolver resolver) {
    int n = to - from;
    if ((n == 2 && ((t[from] == '-' && t[from + 1] == '-') || (t[from] == 'Z' && t[from + 1] == '0')))
        || (n == 4 && ((t[from] == '0' && t[from + 1] == '0' && t[from + 2] == '0' && t[from + 3] == '0')
            || (t[from] == '@' && t[from + 1] == '@' && t[from + 2] == '@' && t[from + 3] == '@')))) {
      return defect(Defect.NULL_MOVE, 1);
    }
    int len = end - from;
    if (len == 0) {
      return defect(Defect.EMPTY, 1);
    }
    if ((len == 3 || len == 5) && isCastleO(t[from]) && t[from + 1] == '-' && isCastleO(t[from + 2])
        && (len == 3 || (t[from + 3] == '-' && isCastleO(t[from + 4])))) {
      boolean plain = t[from] == 'O' && t[from + 2] == 'O' && (len == 3 || t[from + 4] == 'O');
      if (resolver != null) {
        return plain && (flags & LENIENT) == 0 ? resolver.castle(len == 3) : -1;
      }
      return CASTLE | (len == 3 ? KING_SIDE : 0) | (plain ? flags & LENIENT : LENIENT);
    }
    return defect(Defect.BAD_START, 1);
  }

  /**
   * Whether {@link #parse} read plain SAN: a move (no defect) spelled the standard way, only
   * check marks added ({@code O-O}, {@code Nbd7}, {@code exd5}, {@code e8=Q+}; not {@code 0-0},
   * {@code Nf3!}, {@code e:d5}, {@code e8q}, {@code exd6 e.p.}).
   */
  public static boolean isPlain(long san) {
    return san >= 0 && (san & LENIENT) == 0;
  }

  /** Whether a parsed move is castling; then only {@link #isKingSide} means anything. */
  public static boolean isCastle(long san) {
    return (san & CASTLE) != 0;
  }

  /** Whether a parsed castling move is towards the h-side ({@code O-O}). */
  public static boolean isKingSide(long san) {
    return (san & KING_SIDE) != 0;
  }

  /** The {@link Role} ordinal of the piece a parsed move names (0, a pawn, when none is named). */
  public static int role(long san) {
    return (int) (san >>> ROLE_SHIFT) & 7;
  }

  /** The destination square of a parsed move, a1 = 0. */
  public static int target(long san) {
    return (int) (san & TARGET);
  }

  /** The origin file a parsed move names (0 = a), or -1. */
  public static int fromFile(long san) {
    return ((int) (san >>> FILE_SHIFT) & 15) - 1;
  }

  /** The origin rank a parsed move names (0 = rank 1), or -1. */
  public static int fromRank(long san) {
    return ((int) (san >>> RANK_SHIFT) & 15) - 1;
  }

  /** The {@link Role} ordinal a parsed pawn move promotes to, or 0 for none. */
  public static int promotion(long san) {
    return (int) (san >>> PROMOTION_SHIFT) & 7;
  }
}
