package org.ludoteca.board;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import org.ludoteca.game.BoardDrawing;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameProvider;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.teavm.jso.JSExport;

/**
 * What the board page's script calls, compiled to JavaScript by TeaVM: one {@link Board} per
 * page, every answer a JSON text ({@code {"error": "..."}} when something is refused, the board
 * unchanged). The page's own script ({@code board-page.js}) draws, takes clicks and builds {@code
 * window.ludoteca} on these. Static, since a page has one board; on the JVM the tests call the same
 * methods.
 */
public final class BoardScript {
  private static List<Game> games;
  private static Board board;

  private BoardScript() {}

  /** TeaVM's entry point: nothing to do until the page opens a game. */
  public static void main(String[] args) {
    // the exported functions below are the interface
  }

  /** Every game registered, as their providers are listed (the browser has no class path to order). */
  static List<Game> games() {
    if (games == null) {
      List<Game> all = new ArrayList<>();
      for (GameProvider p : ServiceLoader.load(GameProvider.class)) {
        all.add(p.game());
      }
      games = List.copyOf(all);
    }
    return games;
  }

  /** {@code [{"name":..,"rules":[..],"defaultRules":..}]}: the games the page offers. */
  @JSExport
  public static String gameList() {
    StringBuilder b = new StringBuilder("[");
    for (Game g : games()) {
      b.append(b.length() > 1 ? "," : "").append("{\"name\":").append(Json.str(g.name())).append(",\"rules\":[");
      int i = 0;
      for (String r : g.ruleSetNames()) {
        b.append(i++ > 0 ? "," : "").append(Json.str(r));
      }
      b.append("],\"defaultRules\":").append(Json.str(g.defaultRules())).append('}');
    }
    return b.append(']').toString();
  }

  /** Starts a new game; empty {@code rules} or {@code fen} mean the default. The state, or an error. */
  @JSExport
  public static String open(String game, String rules, String fen) {
    try {
      Game g = null;
      for (Game candidate : games()) {
        if (candidate.name().equals(game)) {
          g = candidate;
        }
      }
      if (g == null) {
        List<String> names = new ArrayList<>();
        games().forEach(x -> names.add(x.name()));
        return error("unknown game '" + game + "'; known: " + String.join(", ", names));
      }
      board = Board.open(g, rules, fen);
      return state();
    } catch (GameException | RuntimeException e) {
      return error(e);
    }
  }

  /** Reads a record's text and plays its moves; the state, with {@code stoppedAt} when a move was refused. */
  @JSExport
  public static String load(String text, String fileName) {
    try {
      Board.Loaded loaded = Board.load(text, fileName, games(), null);
      board = loaded.board();
      String s = state();
      return loaded.stoppedAt() == null ? s
          : s.substring(0, s.length() - 1) + ",\"stoppedAt\":" + Json.str(loaded.stoppedAt()) + "}";
    } catch (GameException | RuntimeException e) {
      return error(e);
    }
  }

  /** Plays a move; {@code {"ply":{...},"state":{...}}}, or an error naming why the move is refused. */
  @JSExport
  public static String play(String move) {
    if (board == null) {
      return error("no game open");
    }
    try {
      Board.Ply p = board.play(move);
      return "{\"ply\":" + ply(p) + ",\"state\":" + state() + "}";
    } catch (MoveException e) {
      return error("illegal move '" + move + "': " + e.getMessage());
    } catch (RuntimeException e) {
      return error(e);
    }
  }

  /** Takes back the last ply; the state, with {@code undone} false when there was none. */
  @JSExport
  public static String undo() {
    if (board == null) {
      return error("no game open");
    }
    try {
      boolean undone = board.undo();
      String s = state();
      return s.substring(0, s.length() - 1) + ",\"undone\":" + undone + "}";
    } catch (GameException | RuntimeException e) {
      return error(e);
    }
  }

  /** Sets an edited tag; the state. */
  @JSExport
  public static String setTag(String name, String value) {
    if (board == null) {
      return error("no game open");
    }
    try {
      board.setTag(name, value);
      return state();
    } catch (RuntimeException e) {
      return error(e);
    }
  }

  /** The record as saved, as a JSON string (or an error). */
  @JSExport
  public static String record() {
    if (board == null) {
      return error("no game open");
    }
    try {
      return "{\"record\":" + Json.str(board.record()) + "}";
    } catch (RuntimeException e) {
      return error(e);
    }
  }

  /**
   * The drawing of a position of the open game with squares marked as just captured (names
   * separated by blanks), and where its places are: {@code {"svg":..,"spots":[[name,x,y,size],..]}}.
   */
  @JSExport
  public static String draw(String fen, String captured) {
    if (board == null) {
      return error("no game open");
    }
    try {
      BoardDrawing d = board.game().drawing().orElseThrow(() -> new GameException(board.game().name()
          + " cannot draw its positions"));
      Set<String> marks = new LinkedHashSet<>();
      for (String s : Board.underscored(captured.trim()).split("_")) {
        if (!s.isEmpty()) {
          marks.add(s);
        }
      }
      StringBuilder b = new StringBuilder("{\"svg\":").append(Json.str(d.svg(fen, marks))).append(",\"spots\":[");
      int i = 0;
      for (BoardDrawing.Spot s : d.spots(fen)) {
        b.append(i++ > 0 ? "," : "").append('[').append(Json.str(s.name())).append(',').append(num(s.x()))
            .append(',').append(num(s.y())).append(',').append(num(s.size())).append(']');
      }
      return b.append("]}").toString();
    } catch (GameException | RuntimeException e) {
      return error(e);
    }
  }

  /** The open game: its game, rules, start and current position, plies, end, legal moves and tags. */
  @JSExport
  public static String state() {
    if (board == null) {
      return error("no game open");
    }
    StringBuilder b = new StringBuilder(4096);
    b.append("{\"game\":").append(Json.str(board.game().name())).append(",\"rules\":").append(Json.str(board.rules()))
        .append(",\"start\":").append(Json.str(board.startPosition()))
        .append(",\"setUp\":").append(Json.str(board.setUp() == null ? "" : board.setUp())).append(",\"fen\":").append(Json.str(board.fen()))
        .append(",\"side\":").append(Json.str(board.sideToMove().label())).append(",\"ruleSets\":[");
    int r = 0;
    for (String name : board.game().ruleSetNames()) {
      b.append(r++ > 0 ? "," : "").append(Json.str(name));
    }
    b.append("],\"plies\":[");
    List<Board.Ply> plies = board.plies();
    for (int i = 0; i < plies.size(); i++) {
      b.append(i > 0 ? "," : "").append(ply(plies.get(i)));
    }
    b.append("],\"end\":").append(board.end().map(BoardScript::ending).orElse("null"));
    b.append(",\"legal\":[");
    try {
      List<GameReplayer.LegalMove> legal = board.legalMoves();
      for (int i = 0; i < legal.size(); i++) {
        GameReplayer.LegalMove m = legal.get(i);
        b.append(i > 0 ? "," : "").append('[').append(Json.str(m.move())).append(',').append(Json.str(m.from()))
            .append(',').append(Json.str(m.to())).append(']');
      }
    } catch (GameException e) {
      // a game that lists no moves: played by typing them
    }
    b.append("],\"tags\":{");
    int i = 0;
    for (var e : board.tags().entrySet()) {
      b.append(i++ > 0 ? "," : "").append(Json.str(e.getKey())).append(':').append(Json.str(e.getValue()));
    }
    return b.append("}}").toString();
  }

  private static String ply(Board.Ply p) {
    StringBuilder b = new StringBuilder(128);
    b.append("{\"n\":").append(p.number()).append(",\"side\":").append(Json.str(p.side().label())).append(",\"move\":")
        .append(Json.str(p.move())).append(",\"fen\":").append(Json.str(p.fen())).append(",\"captures\":[");
    for (int i = 0; i < p.captures().size(); i++) {
      CaptureEvent c = p.captures().get(i);
      b.append(i > 0 ? "," : "").append("{\"method\":").append(Json.str(c.method())).append(",\"victim\":")
          .append(Json.str(c.victim())).append(",\"square\":").append(Json.str(c.square())).append(",\"scope\":")
          .append(Json.str(c.scope())).append(",\"by\":[");
      for (int k = 0; k < c.attackers().size(); k++) {
        b.append(k > 0 ? "," : "").append(Json.str(c.attackers().get(k)));
      }
      b.append("]}");
    }
    b.append("],\"end\":").append(p.end().map(BoardScript::ending).orElse("null")).append('}');
    return b.toString();
  }

  private static String ending(GameReplayer.Ending e) {
    return "{\"termination\":" + Json.str(e.termination()) + ",\"winner\":" + Json.str(e.winner() == null ? null : e.winner().label())
        + ",\"result\":" + Json.str(e.resultToken()) + ",\"mayPlayOn\":" + e.recordMayPlayOn() + "}";
  }

  private static String num(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }

  private static String error(Exception e) {
    return error(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
  }

  private static String error(String message) {
    return "{\"error\":" + Json.str(message) + "}";
  }
}
