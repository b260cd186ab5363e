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
import org.ludoteca.game.DeclaredTerminations;
import org.ludoteca.game.EndingKind;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;
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
      "fischerrandomchess", "frc", "freestyle", "freestylechess", "doublechess960", "dfrc");
  private static final Set<String> VARIANTS_STANDARD = Set.of("standard", "chess", "normal", "regular",
      "fromposition", "classical", "orthodox");
  static final Pattern MOVE_LIKE = Pattern.compile(
      "([NBRQK]?[a-h]?[1-8]?[x:]?[a-h][1-8](=?[NBRQnbrq])?|[O0o]-[O0o](-[O0o])?|[a-h][1-8][a-h][1-8][nbrqNBRQ]?)[+#!?]*");
  /** A declared repetition or move-count draw that names the stronger rule: five repetitions, 75 moves. */
  private static final Pattern FIVEFOLD_OR_75 = Pattern.compile("(?<![0-9])5[-_ ]?fold|five[-_ ]?fold|75|seventy");
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

  /**
   * Standard chess: lichess's opening data set, for games from the standard start ({@link
   * ChessOpeningBook}). Chess960: none (lichess names no Chess960 opening either).
   */
  @Override
  public Optional<org.ludoteca.game.OpeningBook> openingBook() {
    return this == CHESS ? Optional.of(ChessOpeningBook.LICHESS) : Optional.empty();
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
    return moveLike(record.moves().get(0));
  }

  /**
   * Whether a token reads as a chess move ({@link #MOVE_LIKE}); the commonest first moves, a pawn's
   * {@code e4} or a piece's {@code Nf3}, without the pattern (a dump's records have no {@code Game}
   * tag: every one is recognised by its first move).
   */
  static boolean moveLike(String token) {
    int n = token.length();
    if (n == 2 || (n == 3 && "NBRQK".indexOf(token.charAt(0)) >= 0)) {
      char file = token.charAt(n - 2);
      char rank = token.charAt(n - 1);
      if (file >= 'a' && file <= 'h' && rank >= '1' && rank <= '8') {
        return true;
      }
    }
    return MOVE_LIKE.matcher(token).matches();
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

  /**
   * Whether a declared {@code Termination} agrees with the end the rules found, as {@link
   * #endedDeclaration} reads it: {@code Normal}, the rules' own ending by any source's name, an
   * adjudication, an unknown text.
   */
  @Override
  public boolean terminationAgrees(String declaredTermination, GameReplayer.Ending rulesEnding) {
    return !endedDeclaration(declaredTermination, rulesEnding).orElseThrow().isMismatch();
  }

  /** The declared ending that the rules' own end is, by its label. */
  private static EndingKind kindOf(String rulesLabel) {
    return switch (Termination.ofLabel(rulesLabel).orElseThrow()) {
      case CHECKMATE -> EndingKind.CHECKMATE;
      case STALEMATE -> EndingKind.STALEMATE;
      case INSUFFICIENT_MATERIAL -> EndingKind.INSUFFICIENT_MATERIAL;
      case THREEFOLD_REPETITION, FIVEFOLD_REPETITION -> EndingKind.REPETITION;
      case FIFTY_MOVES, SEVENTY_FIVE_MOVES -> EndingKind.FIFTY_MOVES;
    };
  }

  /** The warning of a {@code Termination} text no source's vocabulary knows. */
  static String unknownTermination(String text) {
    return "unknown Termination '" + text + "': no declared ending of data/format/11-chess-records.md";
  }

  /**
   * The declaration of a game the rules ended (its result already the one the end implies): the
   * declared ending normalised ({@link DeclaredTerminations}) must be the rules' own ({@code
   * Normal}, no {@code Termination}, or the same ending by any source's words), an adjudication (a
   * third party's decision the board bears out), or for an insufficient-material draw a draw on
   * time; a text no source uses is accepted with a warning; any other ending the board
   * contradicts: a mismatch.
   */
  @Override
  public Optional<DeclaredEnding> endedDeclaration(String declaredTermination, GameReplayer.Ending rulesEnding) {
    String label = rulesEnding.termination();
    EndingKind board = kindOf(label);
    Optional<EndingKind> read = declaredTermination == null ? Optional.empty()
        : DeclaredTerminations.of(declaredTermination);
    if (read.isEmpty()) {
      return Optional.of(DeclaredEnding.accepted(label, rulesEnding.winner(), board));
    }
    EndingKind declared = read.get();
    if (declared == board || declared == EndingKind.ADJUDICATION) {
      return Optional.of(DeclaredEnding.accepted(label, rulesEnding.winner(), declared));
    }
    if (board == EndingKind.INSUFFICIENT_MATERIAL
        && (declared == EndingKind.TIME_FORFEIT || declared == EndingKind.TIMEOUT_VS_INSUFFICIENT_MATERIAL)) {
      return Optional.of(DeclaredEnding.accepted(label, rulesEnding.winner(), EndingKind.TIMEOUT_VS_INSUFFICIENT_MATERIAL));
    }
    if (declared == EndingKind.UNKNOWN) {
      return Optional.of(DeclaredEnding.accepted(label, rulesEnding.winner(), declared)
          .withWarning(unknownTermination(declaredTermination)));
    }
    return Optional.of(DeclaredEnding.mismatch("the rules end the game by " + label + ", the record declares Termination "
        + declaredTermination + " (" + declared.label() + ")", declared));
  }

  /**
   * Chess PGN conventions, the rules having found no end, read from the declared ending normalised
   * ({@link DeclaredTerminations}; the table, with what each ending needs, in
   * data/format/11-chess-records.md): {@code Normal} or no {@code Termination} means resignation
   * ({@code 1-0}/{@code 0-1}), a claimed draw ({@code 1/2-1/2} where threefold repetition, the
   * fifty-move rule or insufficient material holds) or agreement (another draw), or an unfinished
   * game ({@code *} or no result); a time forfeit is {@code time} (a draw only where the
   * opponent of the player to move, who flagged, cannot mate: {@link ChessSession#flagDraws});
   * abandoned, rules infraction, unterminated are {@code unfinished} with the winner the result
   * names; adjudications {@code adjudication}; repetition, the fifty-move rule and insufficient
   * material must hold and be declared drawn; a mate or stalemate the board does not show is a
   * mismatch. A declared ending that the result contradicts (a resignation drawn, an agreement
   * won) is read as the result says, with a warning; a text no source uses is accepted with a
   * warning ({@code unknown}, the result's winner).
   */
  @Override
  public Optional<DeclaredEnding> acceptedEnding(String declaredResult, String declaredTermination,
      GameReplayer.Session session) {
    ChessSession chess = (ChessSession) session; // this game's replayer makes only these
    String result = declaredResult == null ? "*" : declaredResult;
    Winner winner = Winner.ofResultToken(declaredResult);
    Optional<GameReplayer.Ending> claimable = session.claimable();
    if (declaredTermination != null && declaredTermination.equals("ply-limit")) { // self-play's cap: * only
      return Optional.of(result.equals("*") ? DeclaredEnding.accepted("ply-limit", null, EndingKind.UNTERMINATED)
          : DeclaredEnding.mismatch("the rules find no end, the record declares " + result
              + " with Termination ply-limit", EndingKind.UNTERMINATED));
    }
    Optional<EndingKind> read = declaredTermination == null ? Optional.empty()
        : DeclaredTerminations.of(declaredTermination);
    if (read.isEmpty()) {
      return Optional.of(normal(winner, claimable));
    }
    EndingKind declared = read.get();
    switch (declared) {
      case RESIGNATION:
        return Optional.of(winner != null && winner != Winner.DRAW
            ? DeclaredEnding.accepted("resignation", winner, declared)
            : byResult(winner, claimable, declared, words(declaredTermination, declared), result));
      case AGREEMENT:
        return Optional.of(winner == Winner.DRAW ? DeclaredEnding.accepted("agreement", Winner.DRAW, declared)
            : byResult(winner, claimable, declared, words(declaredTermination, declared), result));
      case TIME_FORFEIT:
      case TIMEOUT_VS_INSUFFICIENT_MATERIAL:
        if (winner == Winner.DRAW) {
          return Optional.of(chess.flagDraws() || chess.insufficientMaterial()
              ? DeclaredEnding.accepted("time", Winner.DRAW, EndingKind.TIMEOUT_VS_INSUFFICIENT_MATERIAL)
              : DeclaredEnding.mismatch(flagMismatch(words(declaredTermination, declared), session),
                  EndingKind.TIMEOUT_VS_INSUFFICIENT_MATERIAL));
        }
        if (winner == null) {
          return Optional.of(byResult(null, claimable, declared, words(declaredTermination, declared), result));
        }
        DeclaredEnding time = DeclaredEnding.accepted("time", winner, EndingKind.TIME_FORFEIT);
        return Optional.of(declared == EndingKind.TIME_FORFEIT ? time
            : time.withWarning(words(declaredTermination, declared) + " does not go with the result " + result
                + ": read as a loss on time"));
      case INSUFFICIENT_MATERIAL:
        if (chess.insufficientMaterial()) {
          return Optional.of(winner == Winner.DRAW ? DeclaredEnding.accepted(Termination.INSUFFICIENT_MATERIAL.label(),
              Winner.DRAW, declared) : DeclaredEnding.mismatch(Termination.INSUFFICIENT_MATERIAL.label()
                  + " is a draw, the record declares " + result, declared));
        }
        if (winner == Winner.DRAW && chess.flagDraws()) { // lichess writes it for a draw after a flag
          return Optional.of(DeclaredEnding.accepted("time", Winner.DRAW, EndingKind.TIMEOUT_VS_INSUFFICIENT_MATERIAL));
        }
        return Optional.of(DeclaredEnding.mismatch("the record declares " + words(declaredTermination, declared)
            + " but " + Termination.INSUFFICIENT_MATERIAL.label() + " does not hold in the final position"
            + (winner == Winner.DRAW ? ", nor could the player to move draw on time" : ""), declared));
      case REPETITION:
      case FIFTY_MOVES: {
        // the rule the text names: five repetitions or 75 moves when it says so, else three or 50
        String text = declaredTermination.toLowerCase(Locale.ROOT);
        boolean stronger = FIVEFOLD_OR_75.matcher(text).find();
        Termination needed = declared == EndingKind.REPETITION
            ? (stronger ? Termination.FIVEFOLD_REPETITION : Termination.THREEFOLD_REPETITION)
            : (stronger ? Termination.SEVENTY_FIVE_MOVES : Termination.FIFTY_MOVES);
        Optional<Termination> held = chess.holds(needed) ? Optional.of(needed) : Optional.empty();
        if (held.isEmpty()) {
          return Optional.of(DeclaredEnding.mismatch("the record declares " + words(declaredTermination, declared)
              + " but " + needed.label() + " does not hold in the final position", declared));
        }
        return Optional.of(winner == Winner.DRAW ? DeclaredEnding.accepted(held.get().label(), Winner.DRAW, declared)
            : DeclaredEnding.mismatch(held.get().label() + " is a draw, the record declares " + result, declared));
      }
      case CHECKMATE:
      case STALEMATE:
        return Optional.of(DeclaredEnding.mismatch("the record declares " + words(declaredTermination, declared)
            + " but the rules find no end", declared));
      case ABANDONED:
      case RULES_INFRACTION:
      case UNTERMINATED:
        return Optional.of(DeclaredEnding.accepted("unfinished", winner, declared));
      case ADJUDICATION:
        return Optional.of(DeclaredEnding.accepted("adjudication", winner, declared));
      default: // UNKNOWN
        return Optional.of(DeclaredEnding.accepted(winner == null ? "unfinished" : "unknown", winner, declared)
            .withWarning(unknownTermination(declaredTermination)));
    }
  }

  /**
   * How a message names a declared {@code Termination}: built only for the messages that need it,
   * not for every game (most declarations are accepted without a word).
   */
  private static String words(String declaredTermination, EndingKind declared) {
    return "Termination " + declaredTermination + " (" + declared.label() + ")";
  }

  /** PGN's {@code Normal}: a resignation, a claimed draw or an agreement, or an unfinished game, by the result. */
  private static DeclaredEnding normal(Winner winner, Optional<GameReplayer.Ending> claimable) {
    if (winner == null) {
      return DeclaredEnding.accepted("unfinished", null, EndingKind.UNTERMINATED);
    }
    if (winner == Winner.DRAW) {
      String label = claimable.map(GameReplayer.Ending::termination).orElse("agreement");
      return DeclaredEnding.accepted(label, Winner.DRAW, claimable.isPresent() ? kindOf(label) : EndingKind.AGREEMENT);
    }
    return DeclaredEnding.accepted("resignation", winner, EndingKind.RESIGNATION);
  }

  /** A declared ending the result contradicts, the board saying nothing: read as the result says, with a warning. */
  private static DeclaredEnding byResult(Winner winner, Optional<GameReplayer.Ending> claimable, EndingKind declared,
      String words, String result) {
    DeclaredEnding n = normal(winner, claimable);
    return new DeclaredEnding(n.termination(), n.winner(), null, declared, words + " does not go with the result "
        + result + ": read as the result says (" + n.termination() + ")");
  }

  /** Why a draw on time does not hold: the opponent of the player to move has mating material. */
  private static String flagMismatch(String words, GameReplayer.Session session) {
    return "the record declares a draw with " + words + " but " + opponentOf(session.sideToMove())
        + " (the opponent of " + session.sideToMove() + ", to move) has mating material";
  }

  private static Side opponentOf(Side side) {
    return side.opponent();
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
    String[] doubleRanks = this == CHESS960 && arrangement == null ? ChessStart.backRanks(setup) : null;
    if (arrangement != null) {
      if (!setup.castlingRooks().equals(arrangement.castlingRooks())) {
        setup = withCastling(setup, arrangement.castlingRooks());
        warnings.add("FEN castling field '" + written + "' does not match the rooks of start position "
            + StartPositions.number(arrangement).getAsInt() + ": used '" + castlingField(setup, shredder) + "'");
      }
    } else if (doubleRanks != null) { // a Double Chess960 start: every rook of both back ranks may castle
      java.util.EnumSet<Square> rooks = java.util.EnumSet.noneOf(Square.class);
      for (int f = 0; f < 8; f++) {
        if (doubleRanks[0].charAt(f) == 'R') {
          rooks.add(Square.of(f, 0));
        }
        if (doubleRanks[1].charAt(f) == 'R') {
          rooks.add(Square.of(f, 7));
        }
      }
      if (!setup.castlingRooks().equals(rooks)) {
        setup = withCastling(setup, rooks);
        warnings.add("FEN castling field '" + written + "' does not match the rooks of Double Chess960 start "
            + StartPositions.number(doubleRanks[0]).getAsInt() + "/" + StartPositions.number(doubleRanks[1]).getAsInt()
            + ": used '" + castlingField(setup, shredder) + "'");
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
      Position start = game.mendedStart(fen, warnings);
      ChessStart kind = fen == null ? ChessStart.STANDARD : ChessStart.of(start.toSetup(), game == CHESS960);
      return ChessSession.of(start, warnings, kind, game == CHESS960);
    }
  }
}
