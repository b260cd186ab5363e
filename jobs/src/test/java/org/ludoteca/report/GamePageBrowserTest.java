package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.PlayedGame;

/**
 * Opens game pages ({@code ludoteca show}) in headless Chromium as {@link ReportBrowserTest} opens
 * the reports: a screenshot of each (in {@code jobs/target/report-screenshots/}), and a probe
 * script, added to a copy of the page, that moves the slider, presses the arrow keys and the
 * buttons, and reports the board shown after each step. The position shown must be the replay's
 * at that ply; the page must log no error and load nothing. Skipped when no Chromium is
 * installed, except under CI.
 */
class GamePageBrowserTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));
  private static final Path SHOTS = ROOT.resolve("jobs/target/report-screenshots");
  /** Steps through the viewer and records, after each step, the boards shown and the FEN written. */
  private static final String PROBE = "<script>window.__errors=[];"
      + "window.addEventListener('error',function(e){__errors.push(String(e.message||e.type));},true);"
      + "var __ce=console.error;console.error=function(){__errors.push(Array.prototype.join.call(arguments,' '));};"
      + "window.addEventListener('load',function(){var steps=[];"
      + "function seen(what){var shown=[].filter.call(document.querySelectorAll('#boards figure.ply'),"
      + "function(f){return !f.hidden;});var svg=shown.length?shown[0].querySelector('svg'):null;"
      + "var b=svg?svg.getBBox():{width:0,height:0};"
      + "steps.push({what:what,shown:shown.length,ply:shown.length?Number(shown[0].dataset.ply):-1,"
      + "fen:shown.length?shown[0].dataset.fen:null,text:document.getElementById('fen').textContent,"
      + "slider:Number(document.getElementById('slider').value),w:b.width,h:b.height,"
      + "pieces:svg?svg.querySelectorAll('.piece').length:0,"
      + "current:[].map.call(document.querySelectorAll('#moves li.current'),function(l){return Number(l.dataset.ply);})});}"
      + "function key(k){document.dispatchEvent(new KeyboardEvent('keydown',{key:k,bubbles:true}));}"
      + "seen('load');var s=document.getElementById('slider');s.value=__TARGET__;"
      + "s.dispatchEvent(new Event('input',{bubbles:true}));seen('slider');"
      + "key('ArrowRight');seen('right');key('ArrowLeft');key('ArrowLeft');seen('left');"
      + "document.getElementById('last').click();seen('last');key('ArrowRight');seen('past-end');"
      + "key('Home');seen('home');"
      // back at the target for the screenshot taken in the same run; the findings hidden from it
      + "s.value=__TARGET__;s.dispatchEvent(new Event('input',{bubbles:true}));"
      + "var ext=performance.getEntriesByType('resource').map(function(r){return r.name;});"
      + "var pre=document.createElement('pre');pre.id='probe';pre.style.display='none';"
      + "pre.textContent=JSON.stringify({errors:__errors,steps:steps,resources:ext});"
      + "document.body.appendChild(pre);});</script>";
  private static Chromium chromium;

  @TempDir
  Path tmp;

  @BeforeAll
  static void findChromium() {
    chromium = Chromium.find();
  }

  /** Writes the page of the first game of {@code file}, opens it, steps to {@code target}; the probe's findings. */
  private JsonNode open(Path file, int target, String shotName, List<String> expected) throws Exception {
    GameRecord record;
    try (RecordReader in = RecordReader.open(file)) {
      record = (GameRecord) in.next();
    }
    PlayedGame game = PlayedGame.of(record, null);
    expected.add(game.start());
    game.plies().forEach(p -> expected.add(p.position()));
    Path page = tmp.resolve(shotName + ".html");
    Files.writeString(page, GamePage.render("0123456789abcdef0123456789abcdef", record, game), StandardCharsets.UTF_8);
    return open(chromium, page, target, shotName, tmp);
  }

  /**
   * Opens a game page, steps to {@code target} and around; the probe's findings. A screenshot at
   * {@code target} is kept too, taken in the same Chromium run, after the probe.
   */
  static JsonNode open(Chromium chromium, Path page, int target, String shotName, Path tmp) throws Exception {
    Files.createDirectories(SHOTS);
    Path shot = SHOTS.resolve(shotName + ".png");
    Path probed = page.resolveSibling("probed-" + page.getFileName());
    Files.writeString(probed, Files.readString(page).replaceFirst("<head>", java.util.regex.Matcher.quoteReplacement(
        "<head>" + PROBE.replace("__TARGET__", Integer.toString(target)))), StandardCharsets.UTF_8);
    String dom = chromium.run(List.of("--window-size=1280,1000", "--hide-scrollbars", "--screenshot=" + shot.toAbsolutePath(),
        "--virtual-time-budget=10000", "--dump-dom", probed.toUri().toString()), tmp.resolve("profile-" + shotName));
    assertTrue(Files.size(shot) > 10_000, "a screenshot of " + page);
    return Chromium.probe(dom, page);
  }

  private void check(Path file, int target, String shotName) throws Exception {
    List<String> expected = new ArrayList<>();
    JsonNode probe = open(file, target, shotName, expected);
    check(probe, expected, target, shotName);
  }

  /**
   * Checks the probe's steps against the replay's positions {@code expected} (ply 0 first): load,
   * the slider to {@code target}, right, left twice, the last button, right past the end, Home.
   */
  static void check(JsonNode probe, List<String> expected, int target, String shotName) {
    assertEquals(0, probe.get("errors").size(), shotName + " logged errors: " + probe.get("errors"));
    assertEquals(0, probe.get("resources").size(), shotName + " loaded resources: " + probe.get("resources"));
    int last = expected.size() - 1;
    int right = Math.min(target + 1, last);
    int[] plies = {0, target, right, Math.max(right - 2, 0), last, last, 0};
    JsonNode steps = probe.get("steps");
    assertEquals(plies.length, steps.size(), steps.toString());
    for (int i = 0; i < plies.length; i++) {
      JsonNode s = steps.get(i);
      String what = shotName + " after " + s.get("what").asText();
      assertEquals(1, s.get("shown").asInt(), what + ": one board shown");
      assertEquals(plies[i], s.get("ply").asInt(), what);
      assertEquals(expected.get(plies[i]), s.get("fen").asText(), what + ": the board is the replay's position");
      assertEquals(expected.get(plies[i]), s.get("text").asText(), what + ": the FEN written under it");
      assertEquals(plies[i], s.get("slider").asInt(), what + ": the slider follows");
      assertTrue(s.get("w").asDouble() > 100 && s.get("h").asDouble() > 100, what + ": a drawing " + s);
      assertTrue(s.get("pieces").asInt() > 0, what + ": pieces drawn " + s);
      assertEquals(plies[i] == 0 ? "[]" : "[" + plies[i] + "]", s.get("current").toString(), what + ": move marked");
    }
  }

  /* ---- open ---- */

  @Test
  void open_rithmomachiaGamePage_sliderAndKeysShowTheReplaysPositions() throws Exception {
    check(ROOT.resolve("data/rithmomachia/sample.rpgn"), 12, "game-rithmomachia");
  }

  @Test
  void open_illegalZamoraGamePage_sliderAndKeysShowTheReplaysPositions() throws Exception {
    check(ROOT.resolve("data/zamora/caliz-partida-3.txt"), 15, "game-caliz-illegal");
  }

  @Test
  void open_chessGamePage_sliderAndKeysShowTheReplaysPositions() throws Exception {
    check(ROOT.resolve("data/chess/lichess-sample.pgn"), 20, "game-chess");
  }
}
