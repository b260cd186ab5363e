package org.ludoteca.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;

/**
 * The board page (data/format/15-board-page.md): one self-contained HTML file on which a person
 * plays a game of any game Ludoteca knows and saves its record. Inline CSS and two inline
 * scripts, no network (a Content Security Policy forbids every fetch): the games' rules compiled
 * for the browser ({@code org/ludoteca/board/board-engine.js}, built by the {@code board} module
 * with TeaVM from the same sources as the pipeline's), and the page's own script ({@code
 * board-page.js} beside this class), which draws, takes clicks and defines {@code
 * window.ludoteca}. Without JavaScript the page says so in place of the board.
 */
public final class BoardPage {
  /** The compiled rules, a resource of the board module's jar. */
  static final String ENGINE = "/org/ludoteca/board/board-engine.js";

  private BoardPage() {}

  /**
   * The page, opening game {@code game} under {@code rules} at {@code fen} (a fragment
   * {@code #game=G&rules=R&fen=F} of the page's address overrides them: the game pages' "play on
   * from here").
   *
   * @param rules the rule set, or null for the game's default
   * @param fen the start position in the game's notation, or null for the rule set's start
   * @param extensions the extension of each game's saved records ({@code pgn}); {@code rpgn}
   *     for a game not named
   */
  public static String render(String game, String rules, String fen, Map<String, String> extensions) {
    Objects.requireNonNull(game, "game");
    StringBuilder config = new StringBuilder("{\"game\":").append(json(game)).append(",\"rules\":")
        .append(rules == null ? "\"\"" : json(rules)).append(",\"fen\":").append(fen == null ? "\"\"" : json(fen))
        .append(",\"extensions\":{");
    int i = 0;
    for (Map.Entry<String, String> e : extensions.entrySet()) {
      config.append(i++ > 0 ? "," : "").append(json(e.getKey())).append(':').append(json(e.getValue()));
    }
    config.append("}}");
    String title = "Ludoteca board: " + game;
    StringBuilder b = new StringBuilder(1 << 20);
    b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; ")
        .append("script-src 'unsafe-inline'; img-src data:\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>").append(esc(title)).append("</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n")
        .append("<h1>Ludoteca board: <span id=\"game-name\">").append(esc(game)).append("</span></h1>\n")
        .append("<noscript><p class=\"noscript\"><strong>This board needs JavaScript.</strong> The rules of the "
            + "game run in the page itself (no server, nothing is sent anywhere): allow JavaScript for this file "
            + "to play and record a game, or type the record by hand and check it with "
            + "<code>ludoteca replay FILE</code>.</p></noscript>\n")
        .append("<div class=\"layout\">\n<div class=\"board-pane\">\n")
        .append("<p id=\"status\" class=\"status\">Loading the rules&#x2026;</p>\n")
        .append("<div id=\"board\" class=\"board\" aria-label=\"the board: click a piece, then where it goes\"></div>\n")
        .append("<div id=\"chooser\" class=\"chooser\" hidden></div>\n")
        .append("<p id=\"message\" role=\"status\"></p>\n")
        .append("<div class=\"controls\"><button type=\"button\" id=\"undo\">Undo</button>")
        .append("<button type=\"button\" id=\"new\">New game</button>")
        .append("<button type=\"button\" id=\"save\">Save record</button><a id=\"save-link\" hidden></a>")
        .append("<label class=\"file\">Load record <input type=\"file\" id=\"load-record\" "
            + "accept=\".rpgn,.pgn,.txt\"></label></div>\n")
        .append("<form id=\"play-typed\" class=\"controls\"><label>Move <input id=\"typed-move\" "
            + "autocomplete=\"off\" placeholder=\"as ludoteca play takes it\"></label><button>Play</button></form>\n")
        .append("<form id=\"load-fen\" class=\"controls\"><label>FEN <input id=\"fen-input\" autocomplete=\"off\">"
            + "</label><button>Set up</button><button type=\"button\" id=\"copy-fen\">Current</button></form>\n")
        .append("<p><code id=\"fen\"></code></p>\n")
        .append("</div>\n<div class=\"side-pane\">\n<h2>Record</h2>\n<div id=\"tags\" class=\"tags\">")
        .append("<label>Rules <select id=\"rules\"></select></label></div>\n")
        .append("<h2>Moves</h2>\n<ol id=\"moves\" class=\"moves\"></ol>\n")
        .append("<details><summary>The record as saved</summary><pre id=\"record\"></pre></details>\n")
        .append("</div>\n</div>\n")
        .append("<script type=\"application/json\" id=\"board-config\">").append(scriptSafe(config.toString()))
        .append("</script>\n<script>\n").append(scriptSafe(resource(ENGINE))).append("\n</script>\n<script>\n")
        .append(scriptSafe(resource("board-page.js"))).append("</script>\n</body>\n</html>\n");
    return b.toString();
  }

  private static final String CSS = "body{font-family:sans-serif;max-width:1200px;margin:1em auto;padding:0 1em;color:#222}\n"
      + "h1{font-size:1.3em;margin:.3em 0}h2{font-size:1.1em;margin:.6em 0 .3em}\n"
      + ".layout{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}\n"
      + ".board-pane{flex:0 1 560px;min-width:0}.side-pane{flex:1;min-width:18em}\n"
      + ".board svg{display:block;max-width:100%;max-height:88vh;width:auto;height:auto;user-select:none}\n"
      + ".status{font-weight:bold;margin:.3em 0}#message.bad{color:#a33b00;font-weight:bold}\n"
      + ".spot{fill:transparent;cursor:pointer}.spot.movable:hover{fill:rgba(0,114,178,.18)}\n"
      + ".spot.selected{fill:rgba(240,228,66,.55);stroke:#222;stroke-width:2}.spot.target{fill:rgba(0,158,115,.12)}\n"
      + ".target-dot{fill:#009e73;opacity:.8;pointer-events:none}\n"
      + ".chooser{margin:.4em 0;padding:.4em;border:1px solid #0072b2;background:#eef6fb}.chooser button{margin:.2em}\n"
      + ".controls{display:flex;flex-wrap:wrap;gap:.4em;align-items:center;margin:.4em 0}\n"
      + "button{font-size:1em}.file input{font-size:.9em}#fen{font-size:.8em;word-break:break-all;color:#444}\n"
      + ".tags{display:grid;gap:.25em;max-width:28em}.tags label{display:grid;grid-template-columns:5em 1fr;gap:.5em}\n"
      + ".moves{max-height:45vh;overflow:auto;padding-left:2.5em;margin:0}.moves .cap{color:#a33b00;font-size:.9em}\n"
      + ".moves .end{font-weight:bold}#record{font-size:.85em;white-space:pre-wrap}\n"
      + ".noscript{padding:1em;border-left:6px solid #d55e00;background:#fbeee6;font-size:1.1em}\n";

  /** A JSON string, with {@code <} escaped so that it cannot close the script element it sits in. */
  private static String json(String s) {
    StringBuilder b = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        b.append('\\').append(c);
      } else if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
        String hex = Integer.toHexString(c);
        b.append("\\u").append("0000".substring(hex.length())).append(hex);
      } else {
        b.append(c);
      }
    }
    return b.append('"').toString();
  }

  /**
   * Script text that cannot end its element early: {@code </script} written {@code <\/script}
   * (the same string to JavaScript, inside a literal, where the compiled code has it if at all).
   */
  private static String scriptSafe(String script) {
    return script.replace("</script", "<\\/script").replace("</SCRIPT", "<\\/SCRIPT");
  }

  private static String resource(String name) {
    try (InputStream in = BoardPage.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("resource " + name + " is missing from the class path: the board "
            + "module builds it (./mvnw package -pl jobs -am)");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String esc(String s) {
    return PageFiles.esc(s);
  }
}
