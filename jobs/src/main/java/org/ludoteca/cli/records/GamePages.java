package org.ludoteca.cli.records;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ludoteca.cli.common.SavedRecords;
import org.ludoteca.replay.PlayedGame;
import org.ludoteca.report.BoardPage;
import org.ludoteca.report.GamePage;
import org.ludoteca.spark.GameFiles;

/**
 * Writes game pages into a directory, {@code <game_id>.html} each, and at the end an {@code
 * index.html} linking them; for {@code show} and {@code replay --html}.
 */
final class GamePages {
  private final Path dir;
  private final String rules;
  private final List<String[]> index = new ArrayList<>();
  private final List<String> written = new ArrayList<>();
  private final List<String> errors = new ArrayList<>();
  /** The board page the game pages link to, written beside them with the first. */
  static final String BOARD = "board.html";
  private boolean boardWritten;

  GamePages(Path dir, String rules) {
    this.dir = dir;
    this.rules = rules;
  }

  /** Replays a game with its positions and writes its page. */
  void write(GameFiles.Identified g) {
    PlayedGame played = PlayedGame.of(g.record(), rules);
    String name = g.gameId() + ".html";
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(name), GamePage.render(g.gameId(), g.record(), played, BOARD), StandardCharsets.UTF_8);
      board(played);
    } catch (IOException e) {
      errors.add("cannot write " + dir.resolve(name) + ": " + e.getMessage());
      return;
    }
    var r = played.result();
    String what = (r.game() == null ? "?" : r.game()) + " " + r.verdict() + " plies=" + r.plies();
    index.add(new String[] {name, g.record().source() + ":" + g.record().offset(), what,
        g.record().tag("Event").orElse("")});
    written.add("wrote " + dir.resolve(name) + " (" + what + ")");
  }

  /**
   * Writes {@code board.html} beside the pages once, for their "play on from here" links: one board
   * page serves every game (it holds every game's rules), opening the one its address names.
   */
  private void board(PlayedGame played) throws IOException {
    if (boardWritten || played.result().game() == null) {
      return;
    }
    String game = played.result().game();
    Files.writeString(dir.resolve(BOARD), BoardPage.render(game, played.result().rules(), null,
        SavedRecords.extensions()), StandardCharsets.UTF_8);
    boardWritten = true;
    written.add("wrote " + dir.resolve(BOARD) + " (the board the pages' \"play on from here\" opens)");
  }

  /** Writes {@code index.html}, when any page was written. */
  void finish() {
    if (index.isEmpty()) {
      return;
    }
    StringBuilder b = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
        + "<title>Games</title>\n<style>body{font-family:sans-serif;max-width:1100px;margin:1.5em auto;padding:0 1em}"
        + "td{padding:.2em .6em;border-bottom:1px solid #ddd}</style>\n</head>\n<body>\n<h1>Games</h1>\n<table>\n");
    for (String[] row : index) {
      b.append("<tr><td><a href=\"").append(esc(row[0])).append("\">").append(esc(row[1])).append("</a></td><td>")
          .append(esc(row[2])).append("</td><td>").append(esc(row[3])).append("</td></tr>\n");
    }
    b.append("</table>\n</body>\n</html>\n");
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve("index.html"), b.toString(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      errors.add("cannot write " + dir.resolve("index.html") + ": " + e.getMessage());
      return;
    }
    written.add("wrote " + dir.resolve("index.html") + " (" + index.size() + " games)");
  }

  /** One line per file written: {@code wrote PATH (game VERDICT plies=N)}. */
  List<String> written() {
    return written;
  }

  /** One message per page that could not be written. */
  List<String> errors() {
    return errors;
  }

  private static String esc(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
