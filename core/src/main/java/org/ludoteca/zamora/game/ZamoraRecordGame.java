package org.ludoteca.zamora.game;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.WholeReplay;
import org.ludoteca.zamora.Applied;
import org.ludoteca.zamora.Outcome;
import org.ludoteca.zamora.Removal;
import org.ludoteca.zamora.ReplayReport;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Transcription;
import org.ludoteca.zamora.ZamoraGame;
import org.ludoteca.zamora.ZamoraMatch;
import org.ludoteca.zamora.ZamoraReplay;
import org.ludoteca.zamora.ZamoraRuleSets;
import org.ludoteca.zamora.ZamoraRules;

/**
 * One Zamora game as a {@link Game}: records name it by its key ({@code futez}, {@code caliz},
 * ...), rule sets are {@link ZamoraRuleSets} ({@code spec} by default), move tokens are turns in
 * the {@code norm} grammar of {@code data/FORMAT.md} with their spaces written {@code _}
 * ({@code C24-C33_R=C62}) and the open turn {@code ?} written {@code any}.
 *
 * <p>Records starting from the standard position are replayed whole by {@link ZamoraReplay}, so
 * that open turns ({@code ?}, {@code ?>...}), {@code resigns}, {@code none} and the author's marks
 * ({@code !check}, {@code !target}, checked as warnings) work in transcriptions and in the
 * envelope alike. Ends: {@code goal}, {@code chalice-delivered}, {@code mate}, {@code stalemate},
 * {@code repetition}, {@code crossing} (Compases: a compass reaches the far row),
 * {@code resignation}, and {@code agreement} for a draw the seed states where the rules find no
 * end.
 */
public final class ZamoraRecordGame implements Game {
  private static final Set<String> TERMINATIONS = Set.of("goal", "chalice-delivered", "mate", "stalemate",
      "repetition", "crossing", "resignation", "agreement");

  /** One instance per game, in {@link ZamoraGames#KEYS} order, for the registry. */
  public static final List<Game> ALL = ZamoraGames.KEYS.stream().map(k -> (Game) new ZamoraRecordGame(k)).toList();

  /** The games played with chess pieces, whose capture events name pieces by letter. */
  private static final Set<String> CHESS_PIECES = Set.of("caliz", "goldeoro");

  private final String key;

  private ZamoraRecordGame(String key) {
    this.key = key;
  }

  @Override
  public String name() {
    return key;
  }

  /**
   * For Un Cáliz para el Rey and El Gol de Oro, played with chess pieces, the piece a capture (or
   * a foul) took off the board, from its letter ({@code Q}, {@code n}): {@code king}, {@code
   * queen}, {@code rook}, {@code bishop}, {@code knight} or {@code pawn}. The other four games'
   * tokens name no kind.
   */
  @Override
  public Optional<String> pieceKind(String token) {
    if (!CHESS_PIECES.contains(key) || token == null || token.length() != 1) {
      return Optional.empty();
    }
    return Optional.ofNullable(switch (Character.toUpperCase(token.charAt(0))) {
      case 'K' -> "king";
      case 'Q' -> "queen";
      case 'R' -> "rook";
      case 'B' -> "bishop";
      case 'N' -> "knight";
      case 'P' -> "pawn";
      default -> null;
    });
  }

  /** Every Zamora page has the pieces taken off the board by method: a foul expels a piece too. */
  @Override
  public boolean reportsPiecesTaken() {
    return true;
  }

  @Override
  public String defaultRules() {
    return ZamoraRuleSets.DEFAULT;
  }

  @Override
  public Set<String> ruleSetNames() {
    return ZamoraRuleSets.presets().keySet();
  }

  @Override
  public Set<String> terminationNames() {
    return TERMINATIONS;
  }

  private ZamoraGame<?> engine(String rules) throws GameException {
    ZamoraRules r = ZamoraRuleSets.presets().get(rules);
    if (r == null) {
      throw new GameException("unknown rule set '" + rules + "' for " + key + "; known: "
          + String.join(", ", ZamoraRuleSets.presets().keySet()));
    }
    return ZamoraGames.byKey(key, r);
  }

  @Override
  public Optional<WholeReplay> replayWhole(GameRecord record, String rules) throws GameException {
    if (record.tag("FEN").isPresent()) {
      return Optional.empty(); // a set-up position: move by move from there
    }
    ZamoraGame<?> game = engine(rules);
    Transcription t = transcription(game, record);
    ReplayReport report = ZamoraReplay.replay(game, t);
    int errorPly = 0;
    String error = null;
    if (report.errorTurn() != null) {
      for (int i = 0; i < t.turns().size(); i++) {
        if (t.turns().get(i).id().equals(report.errorTurn())) {
          errorPly = i + 1;
        }
      }
      error = "turn " + report.errorTurn() + ": " + report.reason();
    } else if (report.reason() != null) {
      error = report.reason();
    }
    boolean agreed = report.verdict() == Verdict.VALID && "DRAW".equals(report.statedResult())
        && "NONE".equals(report.computedResult());
    String termination = agreed ? "agreement" : termination(report.termination());
    Winner winner = agreed ? Winner.DRAW : winner(game, report.computedResult());
    String declaredTermination = record.tag("Termination").orElse(null);
    if (termination == null && report.verdict() == Verdict.VALID
        && ("ply-limit".equals(declaredTermination) || "unfinished".equals(declaredTermination))) {
      // The rules ended nothing and the record says why it stops (the generator's cap): keep that
      // label, as Replay does for the other games, so victory_types counts it instead of a blank.
      termination = declaredTermination;
    }
    return Optional.of(new WholeReplay(report.verdict(), errorPly, error,
        report.turnsPlayed(), termination, winner, report.finalPosition(),
        report.removals().stream().map(r -> captureEvent(r.ply(), r.removal())).toList(), report.warnings()));
  }

  private static Transcription transcription(ZamoraGame<?> game, GameRecord record) throws GameException {
    try {
      return record.format() == RecordFormat.TRANSCRIPTION
          ? Transcription.parse(record.source(), List.of(record.text().split("\r\n|\r|\n")))
          : fromMoves(game, record);
    } catch (IllegalArgumentException e) {
      throw new GameException(e.getMessage());
    }
  }

  /** The turns {@link #replayWhole} plays, each with the position after it. */
  @Override
  public Optional<List<org.ludoteca.game.PlayedPly>> pliesWhole(GameRecord record, String rules)
      throws GameException {
    if (record.tag("FEN").isPresent()) {
      return Optional.empty();
    }
    ZamoraGame<?> game = engine(rules);
    ReplayReport report = ZamoraReplay.replay(game, transcription(game, record), true);
    String first = game.label(Side.FIRST);
    return Optional.of(report.played().stream().map(p -> new org.ludoteca.game.PlayedPly(
        (p.side().equals(first) ? Side.FIRST : Side.SECOND).gameSide(), p.move(), p.position())).toList());
  }

  /**
   * A removal as the pipeline's capture event: method {@code capture} or {@code foul}, the side
   * that made the turn, the piece taken off (for a foul the expelled fouler) as its letter, the
   * square where it was taken off ({@code r.c}), scope {@code piece}, and the mover's origin
   * square and letter as the attacker.
   */
  static CaptureEvent captureEvent(int ply, Removal r) {
    return new CaptureEvent(ply, r.side().gameSide(), r.method(), String.valueOf(r.removed()),
        r.square().toString(), "piece", List.of(r.from().toString()), List.of(String.valueOf(r.mover())));
  }

  /** A transcription made of a record's move tokens, turn ids {@code n.k} counted from 1.1. */
  private static Transcription fromMoves(ZamoraGame<?> game, GameRecord record) {
    List<Transcription.Line> lines = new ArrayList<>();
    List<String> moves = record.moves();
    for (int i = 0; i < moves.size(); i++) {
      Side side = i % 2 == 0 ? Side.FIRST : Side.SECOND;
      List<String> words = new ArrayList<>();
      Set<String> marks = new LinkedHashSet<>();
      String token = moves.get(i).startsWith("any") ? "?" + moves.get(i).substring(3) : moves.get(i);
      for (String w : token.split("_")) {
        if (w.startsWith("!")) {
          marks.add(w.substring(1));
        } else if (!w.isEmpty()) {
          words.add(w);
        }
      }
      lines.add(new Transcription.Line(i + 1, (i / 2 + 1) + "." + (i % 2 + 1), game.label(side), moves.get(i),
          String.join(" ", words), marks, List.of()));
    }
    String stated = record.tag("Result").orElse(record.resultToken());
    String word = stated == null ? "NONE" : switch (stated) {
      case "1-0" -> game.label(Side.FIRST);
      case "0-1" -> game.label(Side.SECOND);
      case "1/2-1/2" -> "DRAW";
      default -> "NONE";
    };
    return new Transcription(record.source(), Map.of("game", game.key(), "result", word), List.of(), lines);
  }

  /** The termination label of an outcome: {@code goal}, {@code mate}, {@code stalemate}, ... */
  public static String terminationOf(Outcome o) {
    return termination(o.reason());
  }

  /** The label of an {@link Outcome#reason()}. */
  static String termination(String reason) {
    if (reason == null) {
      return null;
    }
    if (reason.startsWith("goal") || reason.startsWith("golden goal")) {
      return "goal";
    }
    if (reason.startsWith("Cáliz on")) {
      return "chalice-delivered";
    }
    if (reason.startsWith("checkmate")) {
      return "mate";
    }
    if (reason.startsWith("stalemate")) {
      return "stalemate";
    }
    if (reason.startsWith("repetition")) {
      return "repetition";
    }
    if (reason.startsWith("resignation")) {
      return "resignation";
    }
    if (reason.contains("reaches row")) {
      return "crossing";
    }
    return reason;
  }

  private static Winner winner(ZamoraGame<?> game, String computed) {
    if (computed == null || computed.equals("NONE")) {
      return null;
    }
    if (computed.equals("DRAW")) {
      return Winner.DRAW;
    }
    return Winner.of((computed.equals(game.label(Side.FIRST)) ? Side.FIRST : Side.SECOND).gameSide());
  }

  /**
   * Where a turn's piece starts and ends, {@code row.col}: the first and the last square of its
   * words before the ball's ({@code R=}, {@code O=}) or the sweep's ({@code @}); empty names when
   * it names none. A square is written {@code V12} (a vertex), {@code C35} (Futez) or {@code 5.2}.
   * Read by hand, not by a regular expression: the board page lists hundreds of turns a position,
   * and the browser's regular expressions are slow.
   */
  static String[] pieceSquares(String turn) {
    String first = null;
    String last = null;
    int n = turn.length();
    int i = 0;
    while (i < n) {
      int end = turn.indexOf(' ', i);
      end = end < 0 ? n : end;
      if (turn.charAt(i) == '@' || turn.indexOf('=', i) >= 0 && turn.indexOf('=', i) < end) {
        break;
      }
      int k = i;
      while (k < end) {
        char c = turn.charAt(k);
        String square = null;
        if ((c == 'V' || c == 'C') && k + 2 < end && digit(turn, k + 1) && digit(turn, k + 2)
            && (k + 3 == end || !digit(turn, k + 3))) {
          square = turn.charAt(k + 1) + "." + turn.charAt(k + 2);
          k += 3;
        } else if (digit(turn, k)) {
          int a = k;
          while (k < end && digit(turn, k)) {
            k++;
          }
          if (k + 1 < end && turn.charAt(k) == '.' && digit(turn, k + 1)) {
            int b = k + 1;
            k = b;
            while (k < end && digit(turn, k)) {
              k++;
            }
            square = turn.substring(a, b - 1) + "." + turn.substring(b, k);
          }
        } else {
          k++;
        }
        if (square != null) {
          first = first == null ? square : first;
          last = square;
        }
      }
      i = end + 1;
    }
    return first == null ? new String[] {"", ""} : new String[] {first, last};
  }

  private static boolean digit(String s, int i) {
    char c = s.charAt(i);
    return c >= '0' && c <= '9';
  }

  /** The rule set's start position: what a replay without a {@code FEN} tag starts from. */
  @Override
  public Optional<String> startPosition(String rules) throws GameException {
    return Optional.of(replayer(rules).start(null).fen());
  }

  /** Draws a position text with the game's own drawing (its package's {@code *Svg} class). */
  @Override
  public Optional<org.ludoteca.game.BoardDrawing> drawing() {
    return Optional.of(new org.ludoteca.game.BoardDrawing() {
      @Override
      public String svg(String text, Set<String> captured) throws GameException {
        java.util.Objects.requireNonNull(captured, "captured");
        try {
          return switch (key) {
            case "compases" -> org.ludoteca.zamora.compases.CompasesSvg.draw(text);
            case "futez" -> org.ludoteca.zamora.futez.FutezSvg.draw(text, captured);
            case "golez" -> org.ludoteca.zamora.golez.GolezSvg.draw(text, captured);
            case "goldrez" -> org.ludoteca.zamora.goldrez.GoldrezSvg.draw(text, captured);
            case "caliz" -> org.ludoteca.zamora.caliz.CalizSvg.draw(text, captured, false);
            case "goldeoro" -> org.ludoteca.zamora.caliz.CalizSvg.draw(text, captured, true);
            default -> throw new GameException("no drawing for " + key);
          };
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
          throw new GameException("position: " + e.getMessage(), e);
        }
      }

      @Override
      public List<org.ludoteca.game.BoardDrawing.Spot> spots(String text) {
        return switch (key) {
          case "compases" -> org.ludoteca.zamora.compases.CompasesSvg.spots();
          case "futez" -> org.ludoteca.zamora.futez.FutezSvg.spots();
          case "golez" -> org.ludoteca.zamora.golez.GolezSvg.spots();
          case "goldrez" -> org.ludoteca.zamora.goldrez.GoldrezSvg.spots();
          default -> org.ludoteca.zamora.caliz.CalizSvg.spots();
        };
      }
    });
  }

  @Override
  public GameReplayer replayer(String rules) throws GameException {
    ZamoraGame<?> game = engine(rules);
    return new GameReplayer() {
      @Override
      public String rules() {
        return rules;
      }

      @Override
      public Session start(String fen) throws GameException {
        return session(game, fen);
      }
    };
  }

  private static <S> GameReplayer.Session session(ZamoraGame<S> game, String fen) throws GameException {
    ZamoraMatch<S> start;
    try {
      start = fen == null ? ZamoraMatch.start(game) : ZamoraMatch.start(game, game.parse(fen));
    } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
      throw new GameException("bad FEN tag: " + e.getMessage(), e);
    }
    return new GameReplayer.Session() {
      private ZamoraMatch<S> match = start;
      private int ply;

      /** The legal turns in record notation (spaces written {@code _}), clicked from and to their piece's squares. */
      @Override
      public Optional<List<GameReplayer.LegalMove>> listLegalMoves() {
        List<org.ludoteca.zamora.Turn<S>> turns = match.legalTurns();
        List<GameReplayer.LegalMove> out = new ArrayList<>(turns.size());
        for (org.ludoteca.zamora.Turn<S> t : turns) {
          String[] squares = pieceSquares(t.text());
          out.add(new GameReplayer.LegalMove(t.text().replace(' ', '_'), squares[0], squares[1]));
        }
        return Optional.of(out);
      }

      @Override
      public String fen() {
        return game.toText(match.state());
      }

      @Override
      public org.ludoteca.game.Side sideToMove() {
        return game.toMove(match.state()).gameSide();
      }

      @Override
      public GameReplayer.Step play(String token) throws MoveException {
        String turn = token.replace('_', ' ').replaceAll("\\s*!\\S+", "").strip();
        if (turn.startsWith("any")) {
          throw new MoveException("an open turn ('any', the transcriptions' '?') is replayed only in whole records", false);
        }
        List<CaptureEvent> captures = new ArrayList<>();
        if (turn.equals("resigns")) {
          match = match.resign();
        } else {
          Applied<ZamoraMatch<S>> a = match.play(turn);
          if (!a.legal()) {
            throw new MoveException(a.reason(), false);
          }
          for (Removal r : game.removals(match.state(), turn)) {
            captures.add(captureEvent(ply + 1, r));
          }
          match = a.next();
        }
        ply++;
        return new GameReplayer.Step(captures, match.outcome().map(o -> new GameReplayer.Ending(
            termination(o.reason()), o.gameWinner())));
      }
    };
  }
}
