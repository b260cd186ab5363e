package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.PlayedGame;

class ShowCommandTest {
  static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data");
  private static final Pattern FIGURE = Pattern.compile("<figure class=\"ply\" data-ply=\"(\\d+)\" data-fen=\"([^\"]*)\"");

  /** The data-fen of each board of a page, in page order. */
  static List<String> fens(String html) {
    List<String> out = new ArrayList<>();
    Matcher m = FIGURE.matcher(html);
    while (m.find()) {
      assertEquals(out.size(), Integer.parseInt(m.group(1)), "boards in ply order");
      out.add(m.group(2).replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&#39;", "'")
          .replace("&amp;", "&"));
    }
    return out;
  }

  static GameRecord first(Path file) throws Exception {
    try (RecordReader in = RecordReader.open(file)) {
      return (GameRecord) in.next();
    }
  }

  static Path onlyPage(Path dir) throws Exception {
    try (Stream<Path> s = Files.list(dir)) {
      // index.html links the pages; board.html is the board their "play on from here" opens
      List<Path> pages = s.filter(p -> !p.getFileName().toString().equals("index.html")
          && !p.getFileName().toString().equals("board.html")).toList();
      assertEquals(1, pages.size(), pages.toString());
      return pages.get(0);
    }
  }

  /* ---- show ---- */

  @Test
  void show_fileOffset_pageHoldsEveryPlyWithTheReplaysPositions(@TempDir Path tmp) throws Exception {
    Path file = DATA.resolve("rithmomachia/sample.rpgn");
    CliRun r = CliRun.of("show", "--out", tmp.toString(), file + ":0");
    assertEquals(0, r.exit(), r.err());
    Path page = onlyPage(tmp);
    assertTrue(page.getFileName().toString().matches("[0-9a-f]{32}\\.html"), page.toString());
    assertTrue(Files.exists(tmp.resolve("index.html")));
    String html = Files.readString(page);
    PlayedGame g = PlayedGame.of(first(file), null);
    List<String> expected = new ArrayList<>();
    expected.add(g.start());
    g.plies().forEach(p -> expected.add(p.position()));
    assertEquals(30, expected.size(), "29 plies and the start");
    assertEquals(expected, fens(html));
    for (PlayedGame.Ply p : g.plies()) {
      assertTrue(html.contains("<li data-ply=\"" + p.ply() + "\">" + p.side() + ": " + p.move()), "ply " + p.ply());
    }
    assertTrue(html.contains("<strong>VALID</strong>"));
    assertTrue(!html.contains("<script src") && !html.contains("<link"), "nothing loaded");
  }

  @Test
  void show_illegalZamoraGame_marksThePlyThatBrokeAndItsCaptures(@TempDir Path tmp) throws Exception {
    CliRun r = CliRun.of("show", "--out", tmp.toString(), DATA.resolve("zamora/caliz-partida-3.txt") + ":0");
    assertEquals(0, r.exit(), r.err());
    String html = Files.readString(onlyPage(tmp));
    assertEquals(47, fens(html).size(), "46 plies played and the start");
    assertTrue(html.contains("Ply 47 broke the rules</strong>: turn 24.1: "), "the verdict names the ply");
    assertTrue(html.contains("<li class=\"illegal\" value=\"47\">"), "the bad move ends the list");
    assertTrue(html.contains("class=\"capture\""), "captures marked on a board");
  }

  @Test
  void show_gameIdFromInputs_samePageAsFileOffset(@TempDir Path a, @TempDir Path b) throws Exception {
    Path file = DATA.resolve("rithmomachia/sample.rpgn");
    assertEquals(0, CliRun.of("show", "--out", a.toString(), file + ":0").exit());
    String id = onlyPage(a).getFileName().toString().replace(".html", "");
    CliRun r = CliRun.of("show", "--input", DATA.resolve("rithmomachia").toString(), "--out", b.toString(), id);
    assertEquals(0, r.exit(), r.err());
    assertEquals(Files.readString(onlyPage(a)), Files.readString(b.resolve(id + ".html")));
  }

  @Test
  void show_unknownOrMalformedId_exitsTwo(@TempDir Path tmp) {
    CliRun r = CliRun.of("show", "--out", tmp.toString(), "nonsense");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: GAME_ID 'nonsense': "), r.err());
    r = CliRun.of("show", "--input", DATA.resolve("rithmomachia").toString(), "--out", tmp.toString(),
        "0123456789abcdef0123456789abcdef");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: GAME_ID 0123456789abcdef0123456789abcdef: no game"), r.err());
    r = CliRun.of("show", "--out", tmp.toString(), DATA.resolve("rithmomachia/sample.rpgn") + ":5");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains(": no game record starts at that offset"), r.err());
  }

  /* ---- replay --html ---- */

  @Test
  void replayHtml_file_onePagePerGameAndTheSameReplayOutput(@TempDir Path tmp) throws Exception {
    Path file = DATA.resolve("zamora/futez-partida-2.txt");
    CliRun plain = CliRun.of("replay", file.toString());
    CliRun r = CliRun.of("replay", "--html", tmp.toString(), file.toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals(plain.out(), r.out(), "stdout is the replay's");
    String html = Files.readString(onlyPage(tmp));
    assertEquals(PlayedGame.of(first(file), null).plies().size() + 1, fens(html).size());
  }
}
