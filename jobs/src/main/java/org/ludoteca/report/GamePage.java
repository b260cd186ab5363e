package org.ludoteca.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ludoteca.game.BoardDrawing;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;
import org.ludoteca.record.GameRecord;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.replay.PlayedGame;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

/**
 * One game as a self-contained HTML page (data/FORMAT.md section 13): the board at every ply
 * (each an inline SVG drawn by the game, with the ply's captures marked), a slider, buttons and
 * the arrow keys to step through them, the move list, the verdict and, for an {@code ILLEGAL}
 * game, the ply that broke. Inline CSS and one inline script, no network: a Content Security
 * Policy forbids every fetch. Each board carries its position text in {@code data-fen}, so a test
 * can compare what is shown with the replay. Text from the record is escaped.
 */
public final class GamePage {
  private GamePage() {}

  /**
   * The page of a game.
   *
   * @param gameId the game's id (the {@code games} table's {@code game_id})
   * @param record the record, for its tags and moves
   * @param game the record replayed with its positions
   */
  public static String render(String gameId, GameRecord record, PlayedGame game) {
    return render(gameId, record.source() + ":" + record.offset(), null, record, game);
  }

  /**
   * The page of a game with a "play on from here" link to a board page ({@link BoardPage}) beside
   * it, which opens that board at the position shown (its address's fragment names the game, the
   * rule set and the position: {@code BOARD#game=G&rules=R&fen=F}).
   *
   * @param board the board page's address, relative to this page ({@code board.html})
   */
  public static String render(String gameId, GameRecord record, PlayedGame game, String board) {
    return render(gameId, record.source() + ":" + record.offset(), null, board, record, game);
  }

  /**
   * The page of a game, as a report page links it: its record named as given, with or without
   * its {@code game_id}, and a link back.
   *
   * @param gameId the game's id, or null to leave it out
   * @param recordName the record as the page names it ({@code source:offset})
   * @param back the page to link back to (a relative URL), or null
   */
  static String render(String gameId, String recordName, String back, GameRecord record, PlayedGame game) {
    return render(gameId, recordName, back, null, record, game);
  }

  private static String render(String gameId, String recordName, String back, String board, GameRecord record,
      PlayedGame game) {
    ReplayResult r = game.result();
    Map<String, String> tags = record.tags();
    String title = tags.containsKey("Event") ? tags.get("Event") : (r.game() == null ? "game" : r.game()) + " " + gameId;
    StringBuilder b = new StringBuilder(64 * 1024);
    b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; ")
        .append("script-src 'unsafe-inline'; img-src data:\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>").append(esc(title)).append("</title>\n<style>\n")
        .append("body{font-family:sans-serif;max-width:1100px;margin:1.5em auto;padding:0 1em;color:#222;line-height:1.45}\n")
        .append("h1{font-size:1.4em}dl{display:grid;grid-template-columns:max-content auto;gap:.1em 1em;margin:.5em 0}")
        .append("dt{font-weight:bold}dd{margin:0}\n")
        .append(".verdict{padding:.4em .8em;border-left:6px solid #0072b2;background:#eef6fb;margin:1em 0}\n")
        .append(".verdict.bad{border-color:#d55e00;background:#fbeee6}\n")
        .append(".viewer{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}\n")
        .append(".board-pane{flex:0 1 480px;min-width:0}\n")
        .append(".board svg{max-width:100%;height:auto}.controls{margin:.5em 0;display:flex;gap:.4em;align-items:center}\n")
        .append(".controls input[type=range]{flex:1;min-width:200px}#fen{font-size:.8em;word-break:break-all;color:#444}\n")
        .append(".moves{max-height:80vh;overflow:auto;min-width:16em;flex:1}\n")
        .append(".moves ol{padding-left:3em;margin:0}.moves li{cursor:pointer;padding:0 .3em}\n")
        .append(".moves li.current{background:#f0e442;outline:1px solid #222}\n")
        .append(".moves li.illegal{color:#a33b00;font-weight:bold;cursor:default}.cap{color:#a33b00}\n")
        .append("button{font-size:1em;min-width:2.4em}\n")
        .append(".play-on{display:inline-block;padding:.2em .7em;border:1px solid #0072b2;border-radius:3px;"
            + "background:#eef6fb;color:#0072b2;text-decoration:none}\n")
        .append("</style>\n</head>\n<body>\n");
    if (back != null) {
      b.append("<nav><a href=\"").append(esc(back)).append("\">back to the report</a></nav>\n");
    }
    b.append("<h1>").append(esc(title)).append("</h1>\n<dl>\n");
    row(b, "game", r.game() == null ? "unknown" : r.game() + (r.rules() == null ? "" : ", rules " + r.rules()));
    for (String tag : List.of("White", "Black", "Site", "Date", "Result", "Termination")) {
      if (tags.containsKey(tag)) {
        row(b, tag, tags.get(tag));
      }
    }
    row(b, "record", recordName);
    if (gameId != null) {
      row(b, "game_id", gameId);
    }
    b.append("</dl>\n");
    verdict(b, r);
    // An unknown game: the page shows the verdict and the moves, no board.
    Optional<BoardDrawing> drawing = Games.find(r.game()).flatMap(Game::drawing);
    int last = game.plies().size();
    b.append("<div class=\"viewer\">\n<div class=\"board-pane\">\n");
    if (game.start() != null) {
      b.append("<div class=\"controls\"><button type=\"button\" id=\"first\" title=\"start (Home)\">&#xAB;</button>")
          .append("<button type=\"button\" id=\"prev\" title=\"previous ply (left arrow)\">&#x25C0;</button>")
          .append("<input type=\"range\" id=\"slider\" min=\"0\" max=\"").append(last)
          .append("\" value=\"0\" aria-label=\"ply\">")
          .append("<button type=\"button\" id=\"next\" title=\"next ply (right arrow)\">&#x25B6;</button>")
          .append("<button type=\"button\" id=\"last\" title=\"end (End)\">&#xBB;</button>")
          .append("<output id=\"ply-label\" for=\"slider\">ply 0 of ").append(last).append("</output></div>\n");
      if (board != null && r.game() != null && drawing.isPresent()) {
        String base = board + "#game=" + fragment(r.game()) + "&rules=" + fragment(r.rules() == null ? "" : r.rules());
        b.append("<p><a id=\"play-on\" class=\"play-on\" href=\"").append(esc(base)).append("&fen=")
            .append(esc(fragment(game.start()))).append("\" data-base=\"").append(esc(base))
            .append("\" title=\"open the board at this position, to play on and record\">play on from here</a></p>\n");
      }
      b.append("<div class=\"board\" id=\"boards\">\n");
      board(b, drawing, 0, game.start(), "start", Set.of());
      for (PlayedGame.Ply p : game.plies()) {
        Set<String> captured = new LinkedHashSet<>();
        p.captures().forEach(c -> captured.add(c.square()));
        board(b, drawing, p.ply(), p.position(), describe(p), captured);
      }
      b.append("</div>\n<p id=\"caption\"></p>\n<p><code id=\"fen\"></code></p>\n");
    } else {
      b.append("<p>No position: the record did not set up.</p>\n");
    }
    b.append("</div>\n<div class=\"moves\">\n<h2>Moves</h2>\n<ol id=\"moves\">\n");
    for (PlayedGame.Ply p : game.plies()) {
      b.append("<li data-ply=\"").append(p.ply()).append("\">").append(esc(p.side().label())).append(": ")
          .append(esc(p.move()));
      for (CaptureEvent c : p.captures()) {
        b.append(" <span class=\"cap\">&#x2715; ").append(esc(c.method())).append(' ').append(esc(c.victim()))
            .append(" on ").append(esc(c.square())).append("</span>");
      }
      b.append("</li>\n");
    }
    if (r.verdict() == Verdict.ILLEGAL) {
      String bad = r.errorPly() >= 1 && r.errorPly() <= record.moves().size() ? record.moves().get(r.errorPly() - 1)
          : "";
      b.append("<li class=\"illegal\" value=\"").append(r.errorPly()).append("\">").append(esc(bad))
          .append(" &#x2014; broke the rules: ").append(esc(r.error() == null ? "" : r.error())).append("</li>\n");
    }
    b.append("</ol>\n</div>\n</div>\n");
    if (game.start() != null) {
      b.append(SCRIPT);
    }
    b.append("</body>\n</html>\n");
    return b.toString();
  }

  private static void row(StringBuilder b, String name, String value) {
    b.append("<dt>").append(esc(name)).append("</dt><dd>").append(esc(value)).append("</dd>\n");
  }

  private static void verdict(StringBuilder b, ReplayResult r) {
    boolean ok = r.verdict() == Verdict.VALID;
    b.append("<p class=\"verdict").append(ok ? "" : " bad").append("\" id=\"verdict\"><strong>")
        .append(esc(r.verdict().label())).append("</strong>");
    if (r.verdict() != Verdict.UNREADABLE) {
      b.append(": ").append(r.plies()).append(" plies played");
      if (r.termination() != null) {
        b.append(", ended by ").append(esc(r.termination()));
      }
      if (r.winner() != null) {
        b.append(", ").append(r.winner() == Winner.DRAW ? "a draw" : esc(r.winner().label()) + " wins");
      }
      b.append(", declared ").append(esc(r.declaredResult() == null ? "no result" : r.declaredResult()));
    }
    if (r.verdict() == Verdict.ILLEGAL) {
      b.append(". <strong>Ply ").append(r.errorPly()).append(" broke the rules</strong>");
    }
    if (r.error() != null) {
      b.append(": ").append(esc(r.error()));
    }
    b.append(".</p>\n");
    if (!r.warnings().isEmpty()) {
      b.append("<ul class=\"warnings\">\n");
      for (String w : r.warnings()) {
        b.append("<li>").append(esc(w)).append("</li>\n");
      }
      b.append("</ul>\n");
    }
  }

  private static String describe(PlayedGame.Ply p) {
    StringBuilder sb = new StringBuilder("ply " + p.ply() + ", " + p.side() + ": " + p.move());
    List<String> caps = new ArrayList<>();
    for (CaptureEvent c : p.captures()) {
      caps.add(c.method() + " " + c.victim() + " on " + c.square());
    }
    if (!caps.isEmpty()) {
      sb.append("; captures: ").append(String.join(", ", caps));
    }
    return sb.toString();
  }

  private static void board(StringBuilder b, Optional<BoardDrawing> drawing, int ply, String position,
      String caption, Set<String> captured) {
    b.append("<figure class=\"ply\" data-ply=\"").append(ply).append("\" data-fen=\"").append(esc(position))
        .append("\" data-caption=\"").append(esc(caption)).append('"').append(ply == 0 ? "" : " hidden").append(">\n");
    if (drawing.isPresent()) {
      try {
        b.append(drawing.get().svg(position, captured));
      } catch (GameException e) {
        b.append("<p>This position cannot be drawn: ").append(esc(e.getMessage())).append("</p>");
      }
    } else {
      b.append("<pre>").append(esc(position)).append("</pre>");
    }
    b.append("\n</figure>\n");
  }

  /** The viewer: shows one board, keeps the slider, move list, caption and FEN in step. */
  private static final String SCRIPT = "<script>\n(function(){\n"
      + "var boards=[].slice.call(document.querySelectorAll('#boards figure.ply'));\n"
      + "var moves=[].slice.call(document.querySelectorAll('#moves li[data-ply]'));\n"
      + "var slider=document.getElementById('slider'),label=document.getElementById('ply-label');\n"
      + "var fen=document.getElementById('fen'),caption=document.getElementById('caption');\n"
      + "var last=boards.length-1,current=-1;\n"
      + "function show(i){i=Math.max(0,Math.min(last,i|0));if(i===current)return;\n"
      + " boards.forEach(function(f,k){f.hidden=k!==i;});\n"
      + " moves.forEach(function(m){m.classList.toggle('current',Number(m.dataset.ply)===i);});\n"
      + " slider.value=i;label.textContent='ply '+i+' of '+last;\n"
      + " fen.textContent=boards[i].dataset.fen;caption.textContent=boards[i].dataset.caption;current=i;\n"
      + " var playOn=document.getElementById('play-on');\n"
      + " if(playOn)playOn.href=playOn.dataset.base+'&fen='+encodeURIComponent(boards[i].dataset.fen);\n"
      + " if(history.replaceState)history.replaceState(null,'','#ply-'+i);}\n"
      + "slider.addEventListener('input',function(){show(Number(slider.value));});\n"
      + "document.getElementById('first').addEventListener('click',function(){show(0);});\n"
      + "document.getElementById('prev').addEventListener('click',function(){show(current-1);});\n"
      + "document.getElementById('next').addEventListener('click',function(){show(current+1);});\n"
      + "document.getElementById('last').addEventListener('click',function(){show(last);});\n"
      + "moves.forEach(function(m){m.addEventListener('click',function(){show(Number(m.dataset.ply));});});\n"
      + "document.addEventListener('keydown',function(e){\n"
      + " if(e.key==='ArrowRight'){show(current+1);e.preventDefault();}\n"
      + " else if(e.key==='ArrowLeft'){show(current-1);e.preventDefault();}\n"
      + " else if(e.key==='Home'){show(0);e.preventDefault();}\n"
      + " else if(e.key==='End'){show(last);e.preventDefault();}});\n"
      + "var m=/^#ply-(\\d+)$/.exec(location.hash);show(m?Number(m[1]):0);\n"
      + "})();\n</script>\n";

  private static String esc(String s) {
    return PageFiles.esc(s);
  }

  /** A value in the board page's address fragment, as JavaScript's encodeURIComponent writes it. */
  private static String fragment(String s) {
    return java.net.URLEncoder.encode(s, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20")
        .replace("%21", "!").replace("%27", "'").replace("%28", "(").replace("%29", ")").replace("%7E", "~");
  }
}
