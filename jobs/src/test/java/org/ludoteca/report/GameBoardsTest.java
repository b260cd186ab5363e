package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.GameRecord;
import org.ludoteca.replay.PlayedGame;
import org.ludoteca.spark.GameFiles;

/**
 * The boards of a game's report page: the start position, and per victory type the final position
 * of its shortest game ({@code shortest_games.csv}) linked to that game's page, which the reports
 * write into {@code games/}: the replay of the real record, named by its path under the corpus
 * folder, with no absolute path and no {@code game_id} in it.
 */
class GameBoardsTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize();
  private static final String HEADER = "game,rules,termination,winner,games,plies,game_id,source,offset,start_fen,"
      + "final_fen,record,record_format,record_text\n";

  @TempDir
  Path tmp;

  /** The first two records of the Rithmomachia sample, replayed. */
  private static List<GameFiles.Identified> sampleGames() throws IOException {
    List<GameFiles.Identified> games = new ArrayList<>();
    GameFiles.forEach(ROOT.resolve("data/rithmomachia/sample.rpgn"), g -> {
      if (games.size() < 2) {
        games.add(g);
      }
    });
    return games;
  }

  private static String row(String termination, String winner, GameFiles.Identified g, PlayedGame p) {
    String last = p.plies().isEmpty() ? p.start() : p.plies().get(p.plies().size() - 1).position();
    return String.join(",", "rithmomachia", "cvr", termination, winner, "7", Integer.toString(p.plies().size()),
        g.gameId(), g.record().source(), Long.toString(g.record().offset()), csv(p.start()), csv(last),
        "rithmomachia/sample.rpgn:" + g.record().offset(), g.record().format().name(), csv(g.record().text())) + "\n";
  }

  private static String csv(String s) {
    return "\"" + s.replace("\"", "\"\"") + "\"";
  }

  /* ---- write ---- */

  @Test
  void write_shortestGames_drawnAndLinkedToTheirGamePages() throws IOException {
    Path out = ReportFixtures.write(tmp.resolve("out"));
    List<GameFiles.Identified> games = sampleGames();
    PlayedGame first = PlayedGame.of(games.get(0).record(), "cvr");
    PlayedGame second = PlayedGame.of(games.get(1).record(), "cvr");
    Files.writeString(out.resolve("reports/shortest_games.csv"), HEADER
        + row("de-corpore", "white", games.get(0), first)
        + row("victoria-magna", "white", games.get(1), second)
        + "rithmomachia,cvr,,,3,0,00,file:/nowhere/x.rpgn,0,,,,,\n");
    Path export = tmp.resolve("export");
    Files.createDirectories(export.resolve("games"));
    Files.writeString(export.resolve("games/stale.html"), "old");
    Reports.write(out, export);

    String html = Files.readString(export.resolve("rithmomachia-cvr.html"));
    assertEquals(3, count(html, "<figure class=\"board\">"), "the start and two victory types (no end is none)");
    assertTrue(html.contains("The start position under cvr"), html);
    for (String name : List.of("rithmomachia-cvr-shortest-de-corpore-white.html",
        "rithmomachia-cvr-shortest-victoria-magna-white.html")) {
      assertTrue(html.contains("href=\"games/" + name + "\""), "linked: " + name);
      assertTrue(Files.exists(export.resolve("games").resolve(name)), "written: " + name);
    }
    assertFalse(Files.exists(export.resolve("games/stale.html")), "a page not written again is removed");

    String page = Files.readString(export.resolve("games/rithmomachia-cvr-shortest-de-corpore-white.html"));
    assertTrue(page.contains("<dd>rithmomachia/sample.rpgn:" + games.get(0).record().offset() + "</dd>"),
        "the record under the corpus folder");
    assertFalse(page.contains(ROOT.toString()), "no absolute path");
    assertFalse(page.contains(games.get(0).gameId()), "no game_id: it hashes the absolute path");
    assertTrue(page.contains("href=\"../rithmomachia-cvr.html\""), "a link back");
    List<String> fens = new ArrayList<>();
    Matcher m = Pattern.compile("data-fen=\"([^\"]*)\"").matcher(page);
    while (m.find()) {
      fens.add(m.group(1));
    }
    assertEquals(first.plies().size() + 1, fens.size(), "a board per position");
    assertEquals(HtmlReport.esc(first.plies().get(first.plies().size() - 1).position()), fens.get(fens.size() - 1),
        "the last board is the replay's final position");
  }

  @Test
  void write_rowWithoutItsRecord_boardWithoutLink() throws IOException {
    Path out = ReportFixtures.write(tmp.resolve("out"));
    List<GameFiles.Identified> games = sampleGames();
    PlayedGame first = PlayedGame.of(games.get(0).record(), "cvr");
    String row = row("de-corpore", "white", games.get(0), first);
    // As a run ingested before the record was carried, whose file is gone: the record's cells empty.
    Files.writeString(out.resolve("reports/shortest_games.csv"), HEADER
        + row.substring(0, row.indexOf(",rithmomachia/sample.rpgn:")) + ",,,\n");
    Reports.write(out, tmp.resolve("export"));
    String html = Files.readString(tmp.resolve("export/rithmomachia-cvr.html"));
    assertEquals(2, count(html, "<figure class=\"board\">"), "the start and the final position");
    assertFalse(html.contains("href=\"games/"), "no page to link");
  }

  @Test
  void write_recordCarriedByTheRow_noInputRead() throws IOException {
    Path out = ReportFixtures.write(tmp.resolve("out"));
    List<GameFiles.Identified> games = sampleGames();
    GameRecord r = games.get(0).record();
    PlayedGame first = PlayedGame.of(r, "cvr");
    // The source names a file that is not there: the page comes from the row's record text alone.
    GameFiles.Identified gone = new GameFiles.Identified(games.get(0).gameId(), new GameRecord(
        "file:/nowhere/sample.rpgn", r.offset(), r.line(), r.format(), r.tags(), r.moves(), r.resultToken(), r.text()));
    Files.writeString(out.resolve("reports/shortest_games.csv"), HEADER + row("de-corpore", "white", gone, first));
    Reports.write(out, tmp.resolve("export"));
    String page = Files.readString(tmp.resolve("export/games/rithmomachia-cvr-shortest-de-corpore-white.html"));
    assertTrue(page.contains("<dd>rithmomachia/sample.rpgn:" + r.offset() + "</dd>"), "named as the row names it");
    assertEquals(first.plies().size() + 1, count(page, "data-fen=\""), "a board per position of the replay");
    assertTrue(page.contains("data-fen=\"" + HtmlReport.esc(first.plies().get(first.plies().size() - 1).position())
        + "\""), "the replay's final position");
  }

  /**
   * A Latin-1 record's page keeps the reader's warning: the row carries the record's text as a
   * string, which read back is UTF-8, so the warning travels in {@code record_warnings}.
   */
  @Test
  void write_latin1Record_pageKeepsTheReadersWarning() throws IOException {
    Path out = ReportFixtures.write(tmp.resolve("out"));
    Path pgn = tmp.resolve("latin1.pgn");
    try (java.io.InputStream in = GameBoardsTest.class.getResourceAsStream("/pgn/latin1.pgn")) {
      Files.copy(in, pgn);
    }
    List<GameFiles.Identified> games = new ArrayList<>();
    GameFiles.forEach(pgn, games::add);
    GameRecord r = games.get(0).record();
    assertEquals(1, r.warnings().size(), "the reader read the file as Latin-1: " + r.warnings());
    String warning = r.warnings().get(0);
    assertTrue(warning.contains("ISO 8859-1"), warning);
    PlayedGame played = PlayedGame.of(r, "standard");
    String header = HEADER.replace("\n", ",record_warnings\n");
    String row = String.join(",", "chess", "standard", "resignation", "white", "1",
        Integer.toString(played.plies().size()), games.get(0).gameId(), r.source(), Long.toString(r.offset()),
        csv(played.start()), "", "latin1.pgn:0", r.format().name(), csv(r.text()));
    String page = "export/games/chess-standard-shortest-resignation-white.html";

    Files.writeString(out.resolve("reports/shortest_games.csv"), header + row + "," + csv(warning) + "\n");
    Reports.write(out, tmp.resolve("export"));
    String html = Files.readString(tmp.resolve(page));
    assertTrue(html.contains("<li>" + HtmlReport.esc(warning) + "</li>"), "the reader's warning on the page");
    assertTrue(html.contains("M\u00fcller, J\u00fcrgen"), "the names as the reader read them");

    // Without the column (as before it), the text read back is UTF-8 and the warning is lost.
    Files.writeString(out.resolve("reports/shortest_games.csv"), header + row + ",\n");
    Reports.write(out, tmp.resolve("export"));
    assertFalse(Files.readString(tmp.resolve(page)).contains("ISO 8859-1"), "no warning when the row carries none");
  }

  private static int count(String s, String what) {
    return s.split(Pattern.quote(what), -1).length - 1;
  }
}
