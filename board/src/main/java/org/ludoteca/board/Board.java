package org.ludoteca.board;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordText;
import org.ludoteca.record.RecordWriter;
import org.ludoteca.record.RejectedRecord;

/**
 * A game being recorded on the board page: the game and rule set, the start, the plies played so
 * far with what the rules made of each (captures, the end), the record's tags, and the record
 * text as saved. Every move goes through the game's own {@link GameReplayer.Session}: the rules
 * here are the pipeline's. Not thread-safe (a page has one).
 *
 * <pre>{@code
 * Board b = Board.open(game, "boissiere", null);
 * Board.Ply p = b.play("C2f4-f5");
 * String rpgn = b.record();
 * }</pre>
 */
public final class Board {
  /** The tags a club fills in, in the order they are written and shown. */
  public static final List<String> EDITABLE_TAGS = List.of("Event", "Site", "Date", "Round", "White", "Black");

  private final Game game;
  private final String rules;
  /** The start as given (a FEN), or null for the rule set's standard start. */
  private final String startFen;
  private final GameReplayer replayer;
  private final Map<String, String> tags = new LinkedHashMap<>();
  private final List<Ply> plies = new ArrayList<>();
  private GameReplayer.Session session;
  private String startPosition;

  /**
   * One ply as played.
   *
   * @param number 1-based
   * @param side {@code white} or {@code black}
   * @param move the token as played, blanks written {@code _}
   * @param captures what the rules took with it
   * @param fen the position after it
   * @param end the end the rules found with it, if any
   */
  public record Ply(int number, Side side, String move, List<CaptureEvent> captures, String fen,
      Optional<GameReplayer.Ending> end) {
    public Ply {
      captures = List.copyOf(captures);
      Objects.requireNonNull(end, "end");
    }
  }

  private Board(Game game, String rules, String startFen) throws GameException {
    this.game = game;
    this.rules = rules;
    this.startFen = startFen;
    this.replayer = game.replayer(rules);
    restart();
    for (String t : EDITABLE_TAGS) {
      tags.put(t, "");
    }
  }

  /**
   * A new game.
   *
   * @param rules the rule set, or null for the game's default
   * @param fen the start position in the game's notation, or null for the rule set's start
   * @throws GameException if the rule set is unknown or the position does not set up
   */
  public static Board open(Game game, String rules, String fen) throws GameException {
    Objects.requireNonNull(game, "game");
    String fenOrNull = fen == null || fen.isBlank() ? null : fen.strip();
    return new Board(game, rules == null || rules.isBlank() ? game.defaultRules() : rules, fenOrNull);
  }

  /**
   * A game read from a record's text (the first record of it; envelope, JSON line or a Zamora
   * transcription, told apart as {@code ludoteca replay} tells them), its moves played up to the
   * first one the rules refuse, to go on from there.
   *
   * @param fileName the file's name, for its format ({@code .rpgn}, {@code .pgn}, {@code .txt},
   *     {@code .jsonl}), or any name
   * @param games the games to look the record's up in
   * @param rulesIfNone the rule set of a record without a {@code Rules} tag, or null for the
   *     game's default
   * @return the board and, when a move was refused, why (the plies before it stay played)
   * @throws GameException if the text holds no readable record, or its game, rule set or start
   *     position is unknown
   */
  public static Loaded load(String text, String fileName, List<Game> games, String rulesIfNone)
      throws GameException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    byte[] head = java.util.Arrays.copyOf(bytes, Math.min(bytes.length, 4096));
    String name = fileName == null || fileName.isBlank() ? "record.rpgn" : fileName;
    RecordFormat format = RecordFormat.detect(name, head);
    if (format != RecordFormat.ENVELOPE && format != RecordFormat.TRANSCRIPTION) {
      throw new GameException(name + ": the board loads records (.rpgn, .pgn) and Zamora transcriptions, not "
          + format.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + "; a position: load it as a FEN");
    }
    ReadResult read = RecordText.first(text, name, format);
    if (read == null) {
      throw new GameException(name + ": no record in it");
    }
    if (read instanceof RejectedRecord r) {
      throw new GameException(r.describe());
    }
    GameRecord record = (GameRecord) read;
    Game game = record.tag("Game").map(g -> find(games, g)).orElseGet(() -> recognize(games, record));
    if (game == null) {
      throw new GameException(name + ": " + record.tag("Game").map(g -> "unknown game '" + g + "'")
          .orElse("no Game tag, and no game recognizes the record"));
    }
    String rules = record.tag("Rules").orElse(rulesIfNone == null ? game.defaultRules() : rulesIfNone);
    List<String> moves = new ArrayList<>(record.moves());
    Optional<List<org.ludoteca.game.PlayedPly>> whole = game.pliesWhole(record, rules);
    if (whole.isPresent()) {
      moves.clear(); // a transcription: its turns as the replay completed them
      whole.get().forEach(p -> moves.add(p.move()));
    }
    Board board = new Board(game, rules, record.tag("FEN").orElse(null));
    record.tags().forEach((k, v) -> {
      if (board.tags.containsKey(k)) {
        board.tags.put(k, v);
      }
    });
    for (String move : moves) {
      try {
        board.play(move);
      } catch (MoveException e) {
        return new Loaded(board, "ply " + (board.plies.size() + 1) + " " + move + ": " + e.getMessage());
      }
    }
    return new Loaded(board, null);
  }

  /**
   * What {@link #load} read.
   *
   * @param board the game, played as far as the rules allowed
   * @param stoppedAt why a move was refused, or null when every move played
   */
  public record Loaded(Board board, String stoppedAt) {}

  private static Game find(List<Game> games, String name) {
    for (Game g : games) {
      if (g.name().equals(name)) {
        return g;
      }
    }
    return null;
  }

  private static Game recognize(List<Game> games, GameRecord record) {
    for (Game g : games) {
      if (g.recognizes(record)) {
        return g;
      }
    }
    return null;
  }

  private void restart() throws GameException {
    session = replayer.start(startFen);
    startPosition = session.fen();
  }

  public Game game() {
    return game;
  }

  public String rules() {
    return rules;
  }

  /** The position the game was set up from (a FEN given or a record's {@code FEN} tag), or null for the rule set's start. */
  public String setUp() {
    return startFen;
  }

  /** The start position, in the game's notation. */
  public String startPosition() {
    return startPosition;
  }

  /** The current position, in the game's notation. */
  public String fen() {
    return session.fen();
  }

  /** The side to move. */
  public Side sideToMove() {
    return session.sideToMove();
  }

  /** The plies played, in order. */
  public List<Ply> plies() {
    return List.copyOf(plies);
  }

  /** The end the rules found, if the game is over. */
  public Optional<GameReplayer.Ending> end() {
    return lastEnding().filter(e -> !e.recordMayPlayOn());
  }

  /**
   * The end the last ply reached, one a record may play past included (chess's automatic draws):
   * the end the record declares when it stops there.
   */
  public Optional<GameReplayer.Ending> lastEnding() {
    return plies.isEmpty() ? Optional.empty() : plies.get(plies.size() - 1).end();
  }

  /**
   * The legal moves of the side to move ({@link GameReplayer.Session#listLegalMoves}); none once
   * the game is over.
   *
   * @throws GameException if the game does not list its moves
   */
  public List<GameReplayer.LegalMove> legalMoves() throws GameException {
    if (end().isPresent()) {
      return List.of();
    }
    return session.listLegalMoves().orElseThrow(() -> new GameException(game.name() + " does not list its moves"));
  }

  /**
   * Plays a move given as the game's record notation takes it ({@code ludoteca play}: with or
   * without the piece; blanks may be written {@code _}).
   *
   * @throws MoveException if the game is over, or the move does not read or is not legal; the
   *     board is unchanged
   */
  public Ply play(String move) throws MoveException {
    Objects.requireNonNull(move, "move");
    String token = underscored(move.strip());
    Optional<GameReplayer.Ending> over = end();
    if (over.isPresent()) {
      throw new MoveException("the game is over (" + over.get().termination() + ", "
          + describeWinner(over.get().winner()) + ")", false);
    }
    if (token.isEmpty()) {
      throw new MoveException("no move given", true);
    }
    Side side = session.sideToMove();
    GameReplayer.Step step = session.play(token);
    Ply ply = new Ply(plies.size() + 1, side, token, step.captures(), session.fen(), step.ending());
    plies.add(ply);
    return ply;
  }

  /**
   * Takes back the last ply: the game is played again from its start without it.
   *
   * @return false when there is nothing to take back
   */
  public boolean undo() throws GameException {
    if (plies.isEmpty()) {
      return false;
    }
    List<Ply> kept = new ArrayList<>(plies.subList(0, plies.size() - 1));
    plies.clear();
    restart();
    for (Ply p : kept) {
      try {
        plies.add(new Ply(p.number(), p.side(), p.move(), session.play(p.move()).captures(), session.fen(),
            p.end()));
      } catch (MoveException e) {
        throw new IllegalStateException("ply " + p.number() + " " + p.move() + " played before, not now: "
            + e.getMessage(), e);
      }
    }
    return true;
  }

  /** The record's tags a person edits ({@link #EDITABLE_TAGS}), with their values ({@code ""} when unset). */
  public Map<String, String> tags() {
    return java.util.Collections.unmodifiableMap(tags);
  }

  /**
   * Sets one of {@link #EDITABLE_TAGS}.
   *
   * @throws IllegalArgumentException if the tag is not one of them or the value has a line break
   */
  public void setTag(String name, String value) {
    if (!tags.containsKey(name)) {
      throw new IllegalArgumentException("tag " + name + " is not edited here; edited: " + EDITABLE_TAGS);
    }
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("tag " + name + " has a line break in its value");
    }
    tags.put(name, value.strip());
  }

  /**
   * The record as saved: the envelope format ({@code data/format/04-records-envelope.md}; PGN
   * for chess, {@code data/format/11-chess-records.md}), written by {@link RecordWriter}. Tags:
   * those filled in, then {@code Game} and {@code Rules} (for chess960 {@code Variant}),
   * {@code SetUp} and {@code FEN} for a game set up from a position, {@code Result} (the rules'
   * end, else {@code *}) and {@code Termination} (the rules' label, when they ended the game).
   */
  public String record() {
    Map<String, String> out = new LinkedHashMap<>();
    tags.forEach((k, v) -> {
      if (!v.isEmpty()) {
        out.put(k, v);
      }
    });
    out.put("Game", game.name());
    out.put("Rules", rules);
    if (startFen != null) {
      out.put("SetUp", "1");
      out.put("FEN", startPosition);
    }
    Optional<GameReplayer.Ending> end = lastEnding();
    String result = end.map(GameReplayer.Ending::resultToken).orElse("*");
    out.put("Result", result);
    end.ifPresent(e -> out.put("Termination", e.termination()));
    List<String> moves = new ArrayList<>(plies.size());
    plies.forEach(p -> moves.add(p.move()));
    return RecordWriter.toEnvelope(out, moves, result);
  }

  /** {@code move} with each run of blanks written {@code _} (by hand: the browser's regular expressions are slow). */
  static String underscored(String move) {
    StringBuilder b = new StringBuilder(move.length());
    boolean blank = false;
    for (int i = 0; i < move.length(); i++) {
      char c = move.charAt(i);
      if (Character.isWhitespace(c)) {
        blank = true;
      } else {
        if (blank) {
          b.append('_');
          blank = false;
        }
        b.append(c);
      }
    }
    return b.toString();
  }

  /** {@code white wins}, {@code black wins} or {@code a draw}. */
  static String describeWinner(Winner winner) {
    return winner == Winner.DRAW ? "a draw" : winner.label() + " wins";
  }
}
