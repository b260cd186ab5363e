package org.ludoteca.chess960.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.ludoteca.game.DeclaredEnding;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.chess960.Color;
import org.ludoteca.chess960.Outcome.Termination;
import org.ludoteca.chess960.Piece;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.PositionException;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.Setup;
import org.ludoteca.chess960.Square;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.FenSyntaxException;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.record.GameRecord;

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

  /** The labels of every {@link Termination}: the ends the rules find and the draws that may be claimed. */
  private static final Set<String> TERMINATIONS =
      Stream.of(Termination.values()).map(Termination::label).collect(Collectors.toUnmodifiableSet());

  private static final Set<String> VARIANTS_960 = Set.of("chess960", "960", "fischerandom", "fischerrandom",
      "fischerrandomchess", "frc");
  private static final Set<String> VARIANTS_STANDARD = Set.of("standard", "chess", "normal", "regular",
      "fromposition", "classical", "orthodox");
  private static final Pattern MOVE_LIKE = Pattern.compile(
      "([NBRQK]?[a-h]?[1-8]?[x:]?[a-h][1-8](=?[NBRQnbrq])?|[O0o]-[O0o](-[O0o])?|[a-h][1-8][a-h][1-8][nbrqNBRQ]?)[+#!?]*");
  private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black");

  /**
   * Built once, on first use: positions are immutable, and building one from its setup is not
   * free (in the browser, where registering the games should not build chess's attack tables, least of all).
   */
  private static final class Standard {
    static final Position START = StartPositions.standard();
  }

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
    return Optional.of(new org.ludoteca.game.BoardDrawing() {
      @Override
      public String svg(String fen, Set<String> captured) throws GameException {
        try {
          return org.ludoteca.chess960.notation.BoardSvg.draw(fen, captured);
        } catch (org.ludoteca.chess960.notation.FenSyntaxException e) {
          throw new GameException(e.error().describe(), e);
        }
      }

      @Override
      public List<org.ludoteca.game.BoardDrawing.Spot> spots(String fen) {
        return org.ludoteca.chess960.notation.BoardSvg.spots();
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
        || (t.equals("3foldrep") && rulesEnding.termination().equals(Termination.FIVEFOLD_REPETITION.label()))
        || (t.equals("50moverule") && rulesEnding.termination().equals(Termination.SEVENTY_FIVE_MOVES.label()));
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

  /** Whether the draw that holds ({@code held}, a label) is, or includes, the one declared: five repetitions are three. */
  private static boolean implies(String held, Termination declared) {
    return Termination.ofLabel(held).map(h -> h.includes(declared)).orElse(false);
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
        Termination declared = switch (t) {
          case "50moverule", "fiftymoves", "50moves" -> Termination.FIFTY_MOVES;
          case "5foldrep", "fivefoldrepetition" -> Termination.FIVEFOLD_REPETITION;
          case "75moverule", "seventyfivemoves", "75moves" -> Termination.SEVENTY_FIVE_MOVES;
          case "insufficientmaterial" -> Termination.INSUFFICIENT_MATERIAL;
          default -> Termination.THREEFOLD_REPETITION;
        };
        String label = declared.label();
        if (claimable.isEmpty() || !implies(claimable.get().termination(), declared)) {
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
      return Standard.START;
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
      return ChessSession.of(game.mendedStart(fen, warnings), warnings);
    }
  }
}
