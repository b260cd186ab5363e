package org.ludoteca.chess960;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.ludoteca.game.DeclaredEnding;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.FenSyntaxException;
import org.ludoteca.chess960.notation.MoveSyntaxException;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.chess960.notation.Uci;
import org.ludoteca.record.GameRecord;
import org.ludoteca.game.CaptureEvent;

/**
 * Chess and Chess960 as {@link Game}s, sharing the engine: {@code chess} (rule set {@code
 * standard}, start position 518 unless a {@code FEN} tag says otherwise) and {@code chess960}
 * (rule set {@code chess960}, the {@code FEN} tag required). Moves are SAN (read leniently, see
 * {@link San#read}) or UCI; null moves are illegal.
 *
 * <p>Ends the rules find by themselves: {@code checkmate}, {@code stalemate}, and the automatic
 * draws {@code insufficient-material}, {@code fivefold-repetition}, {@code seventy-five-moves},
 * which a record may play past ({@link GameReplayer.Ending#recordMayPlayOn()}: the replay warns
 * and goes on). Threefold repetition and the fifty-move rule are only claimable ({@link
 * GameReplayer.Session#claimable()}): play may go on past them, and a record that ends there
 * drawn is reported as {@code threefold-repetition} or {@code fifty-moves}. The declared PGN {@code Result} and {@code
 * Termination} are read by {@link #acceptedEnding}; see {@code data/FORMAT.md} section 11.
 */
public final class ChessGame implements Game {
  /** Standard chess. */
  public static final ChessGame CHESS = new ChessGame("chess", "standard");
  /** Chess960 (Fischer Random). */
  public static final ChessGame CHESS960 = new ChessGame("chess960", "chess960");
  /** Both, in registration order: chess960 first, so that a Variant tag naming it wins. */
  public static final List<Game> ALL = List.of(CHESS960, CHESS);

  static final String CHECKMATE = "checkmate";
  static final String STALEMATE = "stalemate";
  static final String INSUFFICIENT = "insufficient-material";
  static final String THREEFOLD = "threefold-repetition";
  static final String FIFTY = "fifty-moves";
  static final String FIVEFOLD = "fivefold-repetition";
  static final String SEVENTY_FIVE = "seventy-five-moves";
  private static final Set<String> TERMINATIONS =
      Set.of(CHECKMATE, STALEMATE, INSUFFICIENT, THREEFOLD, FIFTY, FIVEFOLD, SEVENTY_FIVE);

  private static final Set<String> VARIANTS_960 = Set.of("chess960", "960", "fischerandom", "fischerrandom",
      "fischerrandomchess", "frc");
  private static final Set<String> VARIANTS_STANDARD = Set.of("standard", "chess", "normal", "regular",
      "fromposition", "classical", "orthodox");
  private static final Pattern MOVE_LIKE = Pattern.compile(
      "([NBRQK]?[a-h]?[1-8]?[x:]?[a-h][1-8](=?[NBRQnbrq])?|[O0o]-[O0o](-[O0o])?|[a-h][1-8][a-h][1-8][nbrqNBRQ]?)[+#!?]*");
  private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black");
  private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][nbrqNBRQ]?");

  /**
   * The automatic draws: FIDE ends the game there by itself, but older games and real transcripts
   * often play on, so a record may play past them (a warning in the replay, see data/FORMAT.md
   * section 11).
   */
  private static final GameReplayer.Ending AUTOMATIC_INSUFFICIENT = new GameReplayer.Ending(INSUFFICIENT, "draw", true);
  private static final GameReplayer.Ending AUTOMATIC_FIVEFOLD = new GameReplayer.Ending(FIVEFOLD, "draw", true);
  private static final GameReplayer.Ending AUTOMATIC_SEVENTY_FIVE = new GameReplayer.Ending(SEVENTY_FIVE, "draw", true);

  /** Built once: positions are immutable, and building one from its setup is not free. */
  private static final Position STANDARD_START = StartPositions.standard();

  private final String name;
  private final String rules;

  private ChessGame(String name, String rules) {
    this.name = name;
    this.rules = rules;
  }

  @Override
  public String name() {
    return name;
  }

  /** White's back rank and its Scharnagl number; Chess960 draws a start position per game. */
  @Override
  public java.util.Optional<org.ludoteca.game.StartPositionKeys> startPositionKeys() {
    return java.util.Optional.of(this == CHESS960 ? ChessStartKeys.DRAWN : ChessStartKeys.FIXED);
  }

  @Override
  public String defaultRules() {
    return rules;
  }

  @Override
  public Set<String> ruleSetNames() {
    return Set.of(rules);
  }

  @Override
  public Set<String> terminationNames() {
    return TERMINATIONS;
  }

  /** The PGN {@code Variant} value, lower case without spaces, hyphens or underscores. */
  static String variantKey(String variant) {
    return variant.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]+", "");
  }

  /** Whether a Variant tag value names Chess960 ({@code Chess960}, {@code chess 960}, {@code Fischerandom}...). */
  public static boolean is960Variant(String variant) {
    return VARIANTS_960.contains(variantKey(variant));
  }

  /**
   * {@code chess960}: a {@code Variant} tag naming it. {@code chess}: a {@code Variant} tag naming
   * standard chess; or no Variant and a FEN tag with eight ranks; or neither and a movetext whose
   * first move looks like SAN or UCI (a game without moves: one of the PGN roster tags Event,
   * Site, Date, Round, White, Black).
   */
  @Override
  public boolean recognizes(GameRecord record) {
    Optional<String> variant = record.tag("Variant");
    if (this == CHESS960) {
      return variant.map(ChessGame::is960Variant).orElse(false);
    }
    if (variant.isPresent()) {
      return VARIANTS_STANDARD.contains(variantKey(variant.get()));
    }
    Optional<String> fen = record.tag("FEN");
    if (fen.isPresent()) {
      String board = fen.get().strip().split("\\s+", 2)[0];
      return board.chars().filter(c -> c == '/').count() == 7;
    }
    if (record.moves().isEmpty()) {
      return ROSTER.stream().anyMatch(record.tags()::containsKey);
    }
    return MOVE_LIKE.matcher(record.moves().get(0)).matches();
  }

  /** Standard chess: the standard start; Chess960 none, each game has its own of 960. */
  @Override
  public Optional<String> startPosition(String rules) throws GameException {
    GameReplayer replayer = replayer(rules); // refuses a rule set it does not have
    return this == CHESS ? Optional.of(replayer.start(null).fen()) : Optional.empty();
  }

  /** Draws a FEN with {@link org.ludoteca.chess960.notation.BoardSvg}. */
  @Override
  public Optional<org.ludoteca.game.BoardDrawing> drawing() {
    return Optional.of((fen, captured) -> {
      try {
        return org.ludoteca.chess960.notation.BoardSvg.draw(fen, captured);
      } catch (org.ludoteca.chess960.notation.FenSyntaxException e) {
        throw new GameException(e.error().describe(), e);
      }
    });
  }

  @Override
  public GameReplayer replayer(String rules) throws GameException {
    java.util.Objects.requireNonNull(rules, "rules");
    if (!rules.equals(this.rules)) {
      throw new GameException("unknown rule set '" + rules + "' for " + name + "; known: " + this.rules);
    }
    return new Replayer(this);
  }

  /** {@code Normal} (any case) agrees with every end the rules find: it is what PGN writes for a mate. */
  @Override
  public boolean terminationAgrees(String declaredTermination, GameReplayer.Ending rulesEnding) {
    String t = termKey(declaredTermination);
    return t.equals("normal") || t.equals(rulesEnding.termination().replace("-", ""))
        || (t.equals("3foldrep") && rulesEnding.termination().equals(FIVEFOLD))
        || (t.equals("50moverule") && rulesEnding.termination().equals(SEVENTY_FIVE));
  }

  /** Lower case without white space, hyphens or underscores (no regular expression: asked once per game). */
  private static String termKey(String t) {
    switch (t) { // the spellings of lichess and most PGN files, without building a string
      case "Normal":
        return "normal";
      case "Time forfeit":
        return "timeforfeit";
      default:
        break;
    }
    StringBuilder sb = new StringBuilder(t.length());
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c != '-' && c != '_' && !isRegexSpace(c)) {
        sb.append(c);
      }
    }
    return sb.toString().toLowerCase(Locale.ROOT);
  }

  /** The characters of the regular expression class {@code \s}. */
  private static boolean isRegexSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0b || c == '\f' || c == '\r';
  }

  /** Whether the draw that holds ({@code held}) is, or includes, the one declared: five repetitions are three. */
  private static boolean implies(String held, String declared) {
    return held.equals(declared) || (held.equals(FIVEFOLD) && declared.equals(THREEFOLD))
        || (held.equals(SEVENTY_FIVE) && declared.equals(FIFTY));
  }

  /**
   * Chess PGN conventions, the rules having found no end: no {@code Termination} or {@code
   * Normal} means resignation ({@code 1-0}/{@code 0-1}), a claimed draw ({@code 1/2-1/2} where
   * threefold repetition or the fifty-move rule holds) or agreement (another draw), or an
   * unfinished game ({@code *} or no result); {@code Time forfeit} is {@code time};
   * {@code Abandoned}, {@code Rules infraction}, {@code Unterminated} are {@code unfinished}
   * (with the winner the result names); adjudications are {@code adjudication}; {@code 3-fold rep}
   * and {@code 50-move rule} must hold and be declared drawn; a rules label
   * ({@code checkmate}...) the rules do not bear out is a mismatch.
   */
  @Override
  public Optional<DeclaredEnding> acceptedEnding(String declaredResult, String declaredTermination,
      Optional<GameReplayer.Ending> claimable) {
    String result = declaredResult == null ? "*" : declaredResult;
    String winner = switch (result) {
      case "1-0" -> "white";
      case "0-1" -> "black";
      case "1/2-1/2" -> "draw";
      default -> null;
    };
    String t = declaredTermination == null ? "normal" : termKey(declaredTermination);
    switch (t) {
      case "normal", "resign", "resignation" -> {
        if (winner == null) {
          return Optional.of(DeclaredEnding.accepted("unfinished", null));
        }
        if (winner.equals("draw")) {
          return Optional.of(DeclaredEnding.accepted(claimable.map(GameReplayer.Ending::termination)
              .orElse("agreement"), "draw"));
        }
        return Optional.of(DeclaredEnding.accepted("resignation", winner));
      }
      case "agreement", "drawbyagreement" -> {
        return Optional.of(winner != null && winner.equals("draw") ? DeclaredEnding.accepted("agreement", "draw")
            : DeclaredEnding.mismatch("Termination " + declaredTermination + " needs 1/2-1/2, the record declares "
                + result));
      }
      case "timeforfeit", "time" -> {
        return Optional.of(winner != null ? DeclaredEnding.accepted("time", winner)
            : DeclaredEnding.mismatch("Termination " + declaredTermination + " needs a result, the record declares "
                + result));
      }
      case "abandoned", "rulesinfraction", "unterminated", "unfinished", "emergency", "death" -> {
        return Optional.of(DeclaredEnding.accepted("unfinished", winner));
      }
      case "3foldrep", "threefoldrepetition", "repetition", "50moverule", "fiftymoves", "50moves",
          "5foldrep", "fivefoldrepetition", "75moverule", "seventyfivemoves", "75moves", "insufficientmaterial" -> {
        String label = switch (t) {
          case "50moverule", "fiftymoves", "50moves" -> FIFTY;
          case "5foldrep", "fivefoldrepetition" -> FIVEFOLD;
          case "75moverule", "seventyfivemoves", "75moves" -> SEVENTY_FIVE;
          case "insufficientmaterial" -> INSUFFICIENT;
          default -> THREEFOLD;
        };
        if (claimable.isEmpty() || !implies(claimable.get().termination(), label)) {
          return Optional.of(DeclaredEnding.mismatch("the record declares Termination " + declaredTermination
              + " but " + label + " does not hold in the final position"));
        }
        return Optional.of(winner != null && winner.equals("draw") ? DeclaredEnding.accepted(label, "draw")
            : DeclaredEnding.mismatch(label + " is a draw, the record declares " + result));
      }
      default -> {
        if (t.contains("adjudication") || t.startsWith("guitbmate")) {
          return Optional.of(DeclaredEnding.accepted("adjudication", winner));
        }
        if (t.equals("plylimit")) {
          return Optional.empty();
        }
        if (TERMINATIONS.stream().anyMatch(l -> l.replace("-", "").equals(t))) {
          return Optional.of(DeclaredEnding.mismatch("the record declares Termination " + declaredTermination
              + " but the rules find no end"));
        }
        return Optional.of(DeclaredEnding.mismatch("unknown Termination '" + declaredTermination + "'"));
      }
    }
  }

  /** The start position of a record: its FEN, else (chess only) the standard start. */
  Position start(String fen) throws GameException {
    return mendedStart(fen, new ArrayList<>());
  }

  /**
   * The start position of a record, its castling field mended as real dumps need (data/FORMAT.md
   * section 11, "Defects of real dumps"): for Chess960, a FEN of a start arrangement (White to
   * move, move 1) whose castling field does not match the rooks is given the start's own rights;
   * otherwise a right that names no rook of its side is dropped. Each mend adds one line to
   * {@code warnings}.
   */
  Position mendedStart(String fen, List<String> warnings) throws GameException {
    if (fen == null) {
      if (this == CHESS960) {
        throw new GameException("a chess960 record needs a FEN tag with its start position");
      }
      return STANDARD_START;
    }
    Setup setup;
    try {
      setup = ChessFen.parse(fen);
    } catch (FenSyntaxException e) {
      throw new GameException("bad FEN tag: " + e.getMessage(), e);
    }
    String[] fields = fen.strip().split("\\s+");
    String written = fields.length > 2 ? fields[2] : "-";
    boolean shredder = written.chars().anyMatch(c -> (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h'));
    Position arrangement = this == CHESS960 ? startArrangement(setup) : null;
    if (arrangement != null) {
      if (!setup.castlingRooks().equals(arrangement.castlingRooks())) {
        setup = withCastling(setup, arrangement.castlingRooks());
        warnings.add("FEN castling field '" + written + "' does not match the rooks of start position "
            + StartPositions.number(arrangement).getAsInt() + ": used '" + castlingField(setup, shredder) + "'");
      }
    } else {
      java.util.EnumSet<Square> kept = java.util.EnumSet.noneOf(Square.class);
      for (Square s : setup.castlingRooks()) {
        Color side = s.rank() == 0 ? Color.WHITE : Color.BLACK;
        if (new Piece(side, Role.ROOK).equals(setup.board().get(s))) {
          kept.add(s);
        }
      }
      if (kept.size() < setup.castlingRooks().size()) {
        setup = withCastling(setup, kept);
        warnings.add("FEN castling field '" + written + "' names a square without a rook: used '"
            + castlingField(setup, shredder) + "'");
      }
    }
    try {
      return Position.of(setup);
    } catch (PositionException e) {
      throw new GameException("FEN tag is not a playable position: " + e.getMessage(), e);
    }
  }

  /**
   * The Chess960 start position whose pieces {@code setup} has, when it is one at move 1 with White
   * to move (whatever its castling field and en-passant square say); else null.
   */
  private static Position startArrangement(Setup setup) {
    if (setup.turn() != Color.WHITE || setup.fullmoveNumber() != 1) {
      return null;
    }
    StringBuilder rank = new StringBuilder(8);
    for (int f = 0; f < 8; f++) {
      Piece p = setup.board().get(Square.of(f, 0));
      if (p == null || p.color() != Color.WHITE) {
        return null;
      }
      rank.append(p.symbol());
    }
    java.util.OptionalInt n = StartPositions.number(rank.toString());
    if (n.isEmpty()) {
      return null;
    }
    Position start = StartPositions.scharnagl(n.getAsInt());
    return start.toSetup().board().equals(setup.board()) ? start : null;
  }

  private static Setup withCastling(Setup s, Set<Square> rooks) {
    return new Setup(s.board(), s.turn(), rooks, s.epSquare(), s.halfmoveClock(), s.fullmoveNumber());
  }

  /** The castling field of a setup, in Shredder-FEN or X-FEN. */
  private static String castlingField(Setup s, boolean shredder) {
    return ChessFen.write(s, shredder ? ChessFen.Castling.SHREDDER : ChessFen.Castling.X_FEN).split(" ")[2];
  }

  private record Replayer(ChessGame game) implements GameReplayer {
    @Override
    public String rules() {
      return game.rules;
    }

    @Override
    public Session start(String fen) throws GameException {
      List<String> warnings = new ArrayList<>();
      ChessSession s = new ChessSession(game.mendedStart(fen, warnings));
      s.setupWarnings = List.copyOf(warnings);
      return s;
    }
  }

  private static final char[] SYMBOLS = {'P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k'};

  /** The FEN letters of the pieces, indexed by colour * 6 + role, as bytes. */
  private static final byte[] SYMBOL_BYTES = new String(SYMBOLS).getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  /**
   * {@link ChessFen#write(Position)} straight from the board, without building a setup: written
   * as bytes (a replay writes one per game), the squares read off the occupancy.
   */
  static String fen(Board b) {
    return fen(b, new byte[FEN_BYTES]);
  }

  /** Room for any FEN {@link #fen(Board, byte[])} writes: 64 squares, 7 slashes, the other fields. */
  static final int FEN_BYTES = 160;

  /** {@link #fen(Board)} written in {@code out} (at least {@link #FEN_BYTES} long), a session's own buffer. */
  static String fen(Board b, byte[] out) {
    int n = 0;
    final long occ = b.white | b.black;
    final long black = b.black;
    final long knights = b.knights;
    final long bishops = b.bishops;
    final long rookSet = b.rooks;
    final long queens = b.queens;
    final long kings = b.kings;
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
        out[n++] = SYMBOL_BYTES[(int) ((black >>> sq) & 1) * 6 + role];
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
    out[n++] = (byte) (b.turn == 0 ? 'w' : 'b');
    out[n++] = ' ';
    int before = n;
    for (int c = 0; c < 2; c++) {
      long rank = c == 0 ? Board.RANK_1 : Board.RANK_8;
      long rooks = b.rooks & b.side(c) & rank;
      long king = b.kings & b.side(c) & rank;
      int kingSq = king == 0 ? -1 : Long.numberOfTrailingZeros(king);
      for (int sq = c == 0 ? 7 : 63; sq >= (c == 0 ? 0 : 56); sq--) {
        if ((b.castle & (1L << sq)) == 0) {
          continue;
        }
        char letter = (char) ('A' + (sq & 7));
        if (kingSq >= 0) {
          boolean hSide = sq > kingSq;
          long beyond = hSide ? rooks & ~((2L << sq) - 1) : rooks & ((1L << sq) - 1);
          if (beyond == 0) {
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
    if (b.ep < 0) {
      out[n++] = '-';
    } else {
      out[n++] = (byte) ('a' + (b.ep & 7));
      out[n++] = (byte) ('1' + (b.ep >> 3));
    }
    out[n++] = ' ';
    n = decimal(out, n, b.halfmove);
    out[n++] = ' ';
    n = decimal(out, n, b.fullmove);
    return new String(out, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  /** Writes v in decimal at out[n]; returns the index after it. */
  private static int decimal(byte[] out, int n, int v) {
    if (v < 0) {
      out[n++] = '-';
      v = -v;
    }
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

  /** A game in progress from {@code start}, with the same ends and claims as a replay: for self-play. */
  public static ChessSession session(Position start) {
    return new ChessSession(java.util.Objects.requireNonNull(start, "start"));
  }

  /** Square names, captured-piece letters and one-square attacker lists, built once: a replay makes one per capture. */
  private static final String[] SQUARE_LABELS = new String[64];
  private static final List<List<String>> ATTACKERS;
  private static final String[] VICTIMS = new String[12];

  static {
    List<List<String>> attackers = new ArrayList<>(64);
    for (int sq = 0; sq < 64; sq++) {
      SQUARE_LABELS[sq] = Square.of(sq).label();
      attackers.add(List.of(SQUARE_LABELS[sq]));
    }
    ATTACKERS = List.copyOf(attackers);
    for (int i = 0; i < 12; i++) {
      VICTIMS[i] = String.valueOf(SYMBOLS[i]);
    }
  }

  private static final GameReplayer.Step QUIET_STEP = new GameReplayer.Step(List.of(), Optional.empty());

  /** Longs per position in a session's repetition history: eight bitboards, castling rights, turn and en passant. */
  private static final int SNAPSHOT = 10;

  /**
   * A game in progress: the position, kept in one mutable board that each ply updates in place,
   * and for repetitions the positions since the last irreversible move, as bitboard snapshots.
   * Not thread-safe.
   */
  public static final class ChessSession implements GameReplayer.Session {
    private final Board board;
    /** The current position as an immutable value, built when asked for; null until then. */
    private Position position;
    private long[] history = new long[SNAPSHOT * 64];
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
     * move (checkmate, stalemate): {@link #playSan} leaves it to the next ply, whose legal move
     * settles it, or to {@link #lastEnding()}.
     */
    private boolean noMoveTestPending;
    /** The automatic draw the last ply reached, which the next ply waives; null when none. */
    private String waivable;
    /** Insufficient material played past: not reported again while it holds. */
    private boolean insufficientWaived;
    /** Fivefold repetition played past: not reported again until a capture or pawn move. */
    private boolean fivefoldWaived;
    /** The 75-move rule played past: not reported again until a capture or pawn move. */
    private boolean seventyFiveWaived;

    /** The start, kept for {@link #restart}. */
    private final Position start;
    /** What setting up the start mended in the record's FEN. */
    private List<String> setupWarnings = List.of();
    private final Board startBoard;
    /** The capture event of the last ply played, or null. */
    private CaptureEvent lastCapture;
    /** The end the last ply reached, or null. */
    private GameReplayer.Ending lastEnding;

    ChessSession(Position start) {
      this.start = start;
      this.position = start;
      this.board = start.copyBoard();
      this.startBoard = start.copyBoard();
      this.checkers = board.checkers();
      this.inCheck = checkers != 0;
      remember();
    }

    /**
     * Back to the start position this session began from, as a new session would be, reusing
     * this one's memory: for a caller replaying many games one after another.
     */
    public void restart() {
      board.copyFrom(startBoard);
      position = start;
      historySize = 0;
      ply = 0;
      repetitions = 1;
      checkers = board.checkers();
      inCheck = checkers != 0;
      noMoveTestPending = false;
      waivable = null;
      insufficientWaived = false;
      fivefoldWaived = false;
      seventyFiveWaived = false;
      lastCapture = null;
      lastEnding = null;
      remember();
    }

    @Override
    public List<String> setupWarnings() {
      return setupWarnings;
    }

    /** The current position. */
    public Position position() {
      if (position == null) {
        position = new Position(copy(board));
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

    /** The X-FEN, as {@link ChessFen#write(Position)} writes it (Replay asks after every ply: kept cheap). */
    @Override
    public String fen() {
      return ChessGame.fen(board, fenBytes);
    }

    @Override
    public String sideToMove() {
      return board.turn == 0 ? "white" : "black";
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
        return Optional.of(new GameReplayer.Ending(FIVEFOLD, "draw"));
      }
      if (repetitions >= 3) {
        return Optional.of(new GameReplayer.Ending(THREEFOLD, "draw"));
      }
      if (board.halfmove >= 150) {
        return Optional.of(new GameReplayer.Ending(SEVENTY_FIVE, "draw"));
      }
      if (board.halfmove >= 100) {
        return Optional.of(new GameReplayer.Ending(FIFTY, "draw"));
      }
      if (Chess960.isInsufficientMaterial(board)) {
        return Optional.of(new GameReplayer.Ending(INSUFFICIENT, "draw"));
      }
      return Optional.empty();
    }

    @Override
    public GameReplayer.Step play(String token) throws MoveException {
      int code = resolve(token);
      return playCode(code);
    }

    /** Plays a move known to be legal here, as its engine code. */
    GameReplayer.Step playCode(int code) {
      advance(code);
      GameReplayer.Ending ending = lastEnding();
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
        insufficientWaived |= waivable.equals(INSUFFICIENT);
        fivefoldWaived |= waivable.equals(FIVEFOLD);
        seventyFiveWaived |= waivable.equals(SEVENTY_FIVE);
        waivable = null;
      }
      Board b = board;
      int from = Board.from(code);
      int to = Board.to(code);
      int kind = Board.kind(code);
      int us = b.turn;
      ply++;
      CaptureEvent capture = null;
      String side = us == 0 ? "white" : "black";
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
      } else if (repetitions >= 5 && !fivefoldWaived) {
        ending = AUTOMATIC_FIVEFOLD;
      } else if (b.halfmove >= 150 && !seventyFiveWaived) {
        ending = AUTOMATIC_SEVENTY_FIVE;
      }
      lastEnding = ending;
      if (ending != null) {
        waivable = ending.recordMayPlayOn() ? ending.termination() : null;
      }
    }

    /**
     * Runs the pending test for a legal move: none is checkmate (the side that just moved wins)
     * or stalemate, which take precedence over the automatic draws.
     */
    private void settleNoMoveTest() {
      noMoveTestPending = false;
      if (!board.hasLegalMove(checkers)) {
        lastEnding = inCheck ? new GameReplayer.Ending(CHECKMATE, board.turn == 0 ? "black" : "white")
            : new GameReplayer.Ending(STALEMATE, "draw");
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
      int fast = fastSan(token);
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

    /** Where {@link #fen()} writes. */
    private final byte[] fenBytes = new byte[FEN_BYTES];

    /** What the first byte of plain SAN names: 1..5 for N, B, R, Q, K; 0 for a pawn's file; else -1. */
    private static final byte[] SAN_PIECE = new byte[256];

    static {
      java.util.Arrays.fill(SAN_PIECE, (byte) -1);
      for (char f = 'a'; f <= 'h'; f++) {
        SAN_PIECE[f] = 0;
      }
      SAN_PIECE['N'] = 1;
      SAN_PIECE['B'] = 2;
      SAN_PIECE['R'] = 3;
      SAN_PIECE['Q'] = 4;
      SAN_PIECE['K'] = 5;
    }

    /** Room for a token's bytes in {@link #fastSan(String)}: plain SAN is at most 7 characters, with check marks a few more. */
    private final byte[] tokenBytes = new byte[16];

    /**
     * A plain SAN token ({@code Nbd7}, {@code exd5}, {@code e8=Q+}) resolved on the board, with
     * {@link San#read}'s semantics; -1 when the token is anything else or does not name exactly
     * one legal move, so that {@link San#read} gives the verdict and the message.
     */
    private int fastSan(String t) {
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
      return fastSan(tokenBytes, 0, n);
    }

    /**
     * Plays the plain SAN move spelled by the ASCII bytes {@code [from, to)} of {@code token}, as
     * {@link #play(String)} would play that string, adding its capture event (if any) to {@code
     * captures} and its end to {@link #lastEnding()}; false, the position unchanged, when the
     * token is anything but plain SAN naming exactly one legal move (then {@link #play(String)}
     * judges it and gives the message): for a replay straight from a file's bytes, no step built.
     */
    public boolean playSan(byte[] token, int from, int to, List<CaptureEvent> captures) {
      int code = fastSan(token, from, to);
      if (code < 0) {
        return false;
      }
      advance(code);
      if (lastCapture != null) {
        captures.add(lastCapture);
      }
      return true;
    }

    /**
     * The end the last ply played reached if play goes on from here: {@link #lastEnding()} without
     * checkmate and stalemate, which a legal next move rules out (so a replay tests for them only
     * where a record stops); null when none.
     */
    public GameReplayer.Ending lastEndingUnlessNoMove() {
      return lastEnding;
    }

    /** The end the last ply played reached (as in its {@link GameReplayer.Step}), or null. */
    public GameReplayer.Ending lastEnding() {
      if (noMoveTestPending) {
        settleNoMoveTest();
      }
      return lastEnding;
    }

    /** {@link #fastSan(String)} on the ASCII bytes [from, to) of t. */
    private int fastSan(byte[] t, int from, int to) {
      int end = to;
      while (end > from && (t[end - 1] == '+' || t[end - 1] == '#')) {
        end--;
      }
      int len = end - from;
      if (len < 2) {
        return -1;
      }
      if (t[from] == 'O' && (len == 3 || len == 5) && t[from + 1] == '-' && t[from + 2] == 'O'
          && (len == 3 || (t[from + 3] == '-' && t[from + 4] == 'O'))) {
        return board.castleMove(len == 3);
      }
      int i = from;
      int role = SAN_PIECE[t[from] & 0xff]; // a table, not a switch: the letter is different at every ply
      if (role < 0) {
        return -1;
      }
      if (role != 0) {
        i++;
      }
      int promo = 0;
      if (role == 0 && len >= 3) {
        int last = SAN_PIECE[t[end - 1] & 0xff];
        promo = last >= 1 && last <= 4 ? last : 0; // N, B, R, Q; no promotion to a king
        if (promo != 0) {
          end--;
          if (t[end - 1] == '=') {
            end--;
          }
        }
      }
      if (end - i < 2) {
        return -1;
      }
      byte df = t[end - 2];
      byte dr = t[end - 1];
      if (df < 'a' || df > 'h' || dr < '1' || dr > '8') {
        return -1;
      }
      int target = (dr - '1') * 8 + (df - 'a');
      int fromFile = -1;
      int fromRank = -1;
      int j = i;
      int destAt = end - 2;
      if (j < destAt && t[j] >= 'a' && t[j] <= 'h') {
        fromFile = t[j++] - 'a';
      }
      if (j < destAt && t[j] >= '1' && t[j] <= '8') {
        fromRank = t[j++] - '1';
      }
      if (j < destAt && t[j] == 'x') {
        j++;
      }
      if (j != destAt || (role == 0 && fromRank >= 0)) {
        return -1;
      }
      if (role == 0 && fromFile < 0) {
        fromFile = target & 7; // a push
      }
      return board.sanMove(role, target, fromFile, fromRank, promo, inCheck);
    }
  }
}
