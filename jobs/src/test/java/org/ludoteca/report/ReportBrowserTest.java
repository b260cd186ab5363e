package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens every HTML report in headless Chromium (Debian's {@code chromium}; {@code .ci/run}
 * installs it when missing): takes a screenshot of each (kept in {@code jobs/target/report-screenshots/}
 * for review), and checks, with a probe script added to a copy of the page, that the page logs
 * no error, loads no external resource, and that every chart is a non-empty drawing. Skipped when
 * no Chromium is installed, except under CI.
 */
class ReportBrowserTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));
  private static final Path SHOTS = ROOT.resolve("jobs/target/report-screenshots");
  private static final String PROBE = "<script>window.__errors=[];"
      + "window.addEventListener('error',function(e){__errors.push(String(e.message||e.type));},true);"
      + "var __ce=console.error;console.error=function(){__errors.push(Array.prototype.join.call(arguments,' '));};"
      + "window.addEventListener('load',function(){var charts=[].map.call(document.querySelectorAll('figure.chart svg'),"
      + "function(s){var b=s.getBBox();return {w:b.width,h:b.height,marks:s.querySelectorAll('path,rect,line,polyline,polygon,ellipse,circle').length,texts:s.querySelectorAll('text').length};});"
      + "var boards=[].map.call(document.querySelectorAll('figure.board svg'),"
      + "function(s){var b=s.getBBox();return {w:b.width,h:b.height,pieces:s.querySelectorAll('.piece').length};});"
      + "var tops={};['positions'].forEach(function(id){var e=document.getElementById(id);if(e)tops[id]=e.getBoundingClientRect().top+window.scrollY;});"
      + "[].forEach.call(document.querySelectorAll('figure.chart'),function(f,i){tops['chart-'+i]=f.getBoundingClientRect().top+window.scrollY;"
      + "tops['chart-'+i+'-caption']=f.querySelector('figcaption').textContent;});"
      + "var ext=performance.getEntriesByType('resource').map(function(r){return r.name;});"
      + "var pre=document.createElement('pre');pre.id='probe';pre.style.display='none';pre.textContent=JSON.stringify({errors:__errors,charts:charts,boards:boards,tops:tops,resources:ext});"
      + "document.body.appendChild(pre);});</script>";
  private static Chromium chromium;

  @TempDir
  Path tmp;

  @BeforeAll
  static void findChromium() {
    chromium = Chromium.find();
  }

  /** Screenshot and probe of one page; returns the probe's findings. */
  private JsonNode open(Path html, String shotName) throws Exception {
    return open(html, shotName, 1280);
  }

  /**
   * As {@link #open(Path, String)}, the page laid out {@code width} pixels wide (the probe's positions
   * too). One Chromium run takes the screenshot of the probed copy and dumps the DOM the probe wrote
   * its findings into (hidden from the screenshot).
   */
  private JsonNode open(Path html, String shotName, int width) throws Exception {
    Files.createDirectories(SHOTS);
    Path shot = SHOTS.resolve(shotName + ".png");
    String page = Files.readString(html, StandardCharsets.UTF_8);
    Path probed = tmp.resolve(shotName + "-" + html.getFileName());
    Files.writeString(probed, page.replaceFirst("<head>", java.util.regex.Matcher.quoteReplacement("<head>" + PROBE)),
        StandardCharsets.UTF_8);
    String dom = chromium.run(List.of("--window-size=" + width + ",3000", "--hide-scrollbars",
        "--screenshot=" + shot.toAbsolutePath(), "--virtual-time-budget=10000", "--dump-dom",
        probed.toUri().toString()), tmp.resolve("profile-" + shotName));
    assertTrue(Files.size(shot) > 10_000, "a screenshot of " + html);
    return Chromium.probe(dom, html);
  }

  private JsonNode check(Path html, String shotName, int expectedCharts) throws Exception {
    JsonNode probe = open(html, shotName);
    assertEquals(0, probe.get("errors").size(), html + " logged errors: " + probe.get("errors"));
    assertEquals(0, probe.get("resources").size(), html + " loaded resources: " + probe.get("resources"));
    assertEquals(expectedCharts, probe.get("charts").size(), html.toString());
    for (JsonNode c : probe.get("charts")) {
      assertTrue(c.get("w").asDouble() > 100 && c.get("h").asDouble() > 100, html + ": chart box " + c);
      assertTrue(c.get("marks").asInt() > 10 && c.get("texts").asInt() > 3, html + ": chart drawing " + c);
    }
    String page = Files.readString(html);
    assertEquals(count(page, "<figure class=\"board\">"), probe.get("boards").size(), html + ": every board drawn");
    for (JsonNode b : probe.get("boards")) {
      assertTrue(b.get("w").asDouble() > 100 && b.get("h").asDouble() > 100, html + ": board box " + b);
      assertTrue(b.get("pieces").asInt() > 0, html + ": pieces on the board " + b);
    }
    // Every link of a page goes to a file beside it (another page, a game page): nothing outside.
    java.util.regex.Matcher links = java.util.regex.Pattern.compile("href=\"([^\"#]*)").matcher(page);
    while (links.find()) {
      assertTrue(Files.isRegularFile(html.resolveSibling(links.group(1))), html + " links " + links.group(1));
    }
    return probe;
  }

  private static int count(String s, String what) {
    return s.split(java.util.regex.Pattern.quote(what), -1).length - 1;
  }

  /* ---- open ---- */

  @Test
  void open_committedReports_renderWithoutErrors() throws Exception {
    List<Path> pages = new ArrayList<>();
    try (Stream<Path> s = Files.list(ROOT.resolve("notebooks-export"))) {
      s.filter(p -> p.toString().endsWith(".html")).sorted().forEach(pages::add);
    }
    assertFalse(pages.isEmpty());
    Chromium.forEach(pages, page -> {
      String html = Files.readString(page);
      int charts = html.split("<figure class=\"chart\">", -1).length - 1;
      assertTrue(charts > 0, page + " has charts");
      check(page, "committed-" + page.getFileName().toString().replace(".html", ""), charts);
    });
  }

  /**
   * Every game page the reports link (notebooks-export/games/): its viewer shows, after each step of
   * the slider, the arrow keys and the buttons, the position the replay of its record reaches at
   * that ply. The record is found as the page names it, under data/ (the sample run's corpus).
   */
  @Test
  void open_committedGamePages_sliderAndKeysShowTheReplaysPositions() throws Exception {
    List<Path> pages;
    try (Stream<Path> s = Files.list(ROOT.resolve("notebooks-export/games"))) {
      pages = s.filter(p -> p.toString().endsWith(".html")).sorted().toList();
    }
    assertTrue(pages.size() >= 10, "a game page per victory type of each report: " + pages);
    java.util.regex.Pattern record = java.util.regex.Pattern.compile("<dt>record</dt><dd>(.+):([0-9]+)</dd>");
    java.util.regex.Pattern rules = java.util.regex.Pattern.compile("<dt>game</dt><dd>[^<,]+, rules ([^<]+)</dd>");
    // Each record file read once, its game records by offset (many pages name the same file).
    java.util.Map<String, java.util.Map<Long, List<org.ludoteca.record.GameRecord>>> byFile =
        new java.util.concurrent.ConcurrentHashMap<>();
    Chromium.forEach(pages, page -> {
      String html = Files.readString(page);
      java.util.regex.Matcher r = record.matcher(html);
      java.util.regex.Matcher g = rules.matcher(html);
      assertTrue(r.find() && g.find(), page + " names its record and rule set");
      long offset = Long.parseLong(r.group(2));
      List<org.ludoteca.record.GameRecord> found = byFile.computeIfAbsent(r.group(1), file -> {
        java.util.Map<Long, List<org.ludoteca.record.GameRecord>> byOffset = new java.util.HashMap<>();
        try {
          org.ludoteca.spark.GameFiles.forEach(ROOT.resolve("data").resolve(file),
              x -> byOffset.computeIfAbsent(x.record().offset(), o -> new ArrayList<>()).add(x.record()));
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
        return byOffset;
      }).getOrDefault(offset, List.of());
      assertEquals(1, found.size(), page + ": the record " + r.group(1) + ":" + offset);
      org.ludoteca.replay.PlayedGame played = org.ludoteca.replay.PlayedGame.of(found.get(0), g.group(1));
      List<String> expected = new ArrayList<>();
      expected.add(played.start());
      played.plies().forEach(p -> expected.add(p.position()));
      int target = Math.max(0, (expected.size() - 1) / 2);
      String name = "committed-game-" + page.getFileName().toString().replace(".html", "");
      Path copy = tmp.resolve(page.getFileName());
      Files.copy(page, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
      GamePageBrowserTest.check(GamePageBrowserTest.open(chromium, copy, target, name, tmp), expected, target, name);
    });
  }

  /**
   * The pictures of each kind of page under docs/screenshots/ (listed in the README), made here:
   * with {@code -Dludoteca.updateScreenshots=true} the test writes them; otherwise it checks each
   * committed picture is a PNG of the size it makes. A part of a page is cut from a tall screenshot
   * at the top of the chart whose caption starts with the text given, or of the positions' heading.
   */
  @Test
  void screenshot_eachPageKind_isTheDocsPicture() throws Exception {
    record Shot(String page, String picture, int width, int height, String from) {}
    List<Shot> shots = List.of(
        new Shot("overview.html", "report-overview.png", 1040, 1400, null),
        new Shot("chess960-chess960.html", "report-chess960.png", 1040, 1200, "White's score in each start position"),
        new Shot("chess-standard.html", "report-strata.png", 1040, 1000, "First mover's score in each value"),
        new Shot("rithmomachia-cvr.html", "report-rule-sensitivity.png", 1040, 560, "Rule sensitivity"),
        new Shot("rithmomachia-cvr.html", "report-positions.png", 1040, 1500, "#positions"),
        new Shot("goldeoro-spec.html", "report-zamora.png", 1040, 1500, null),
        new Shot("games/rithmomachia-cvr-shortest-victoria-magna-black.html#ply-20", "game-page.png", 1280, 1000,
            null));
    Files.createDirectories(SHOTS);
    Chromium.forEach(shots, s -> {
      Path page = ROOT.resolve("notebooks-export").resolve(s.page().replaceFirst("#.*", ""));
      String url = page.toUri() + (s.page().contains("#") ? s.page().substring(s.page().indexOf('#')) : "");
      Path shot = SHOTS.resolve("docs-" + s.picture());
      int top = 0;
      int windowHeight = s.height();
      if (s.from() != null) {
        JsonNode tops = open(page, "docs-probe-" + s.picture().replace(".png", ""), s.width()).get("tops");
        if (s.from().startsWith("#")) {
          top = tops.get(s.from().substring(1)).asInt();
        } else {
          for (int i = 0; tops.has("chart-" + i); i++) {
            if (tops.get("chart-" + i + "-caption").asText().startsWith(s.from())) {
              top = tops.get("chart-" + i).asInt();
            }
          }
          assertTrue(top > 0, s.page() + " has a chart '" + s.from() + "': " + tops);
        }
        top = Math.max(0, top - 4);
        windowHeight = top + s.height();
      }
      chromium.run(List.of("--window-size=" + s.width() + "," + windowHeight, "--hide-scrollbars",
          "--screenshot=" + shot.toAbsolutePath(), url), tmp.resolve("profile-docs-" + s.picture()));
      java.awt.image.BufferedImage made = javax.imageio.ImageIO.read(shot.toFile());
      if (top > 0) {
        made = made.getSubimage(0, top, made.getWidth(), s.height());
        javax.imageio.ImageIO.write(made, "png", shot.toFile());
      }
      assertEquals(s.width() + "x" + s.height(), made.getWidth() + "x" + made.getHeight(), s.picture());
      Path committed = ROOT.resolve("docs/screenshots").resolve(s.picture());
      if ("true".equals(System.getProperty("ludoteca.updateScreenshots"))) {
        Files.copy(shot, committed, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
      }
      assertTrue(Files.exists(committed), committed + " (write it with -Dludoteca.updateScreenshots=true)");
      java.awt.image.BufferedImage picture = javax.imageio.ImageIO.read(committed.toFile());
      assertEquals(made.getWidth() + "x" + made.getHeight(), picture.getWidth() + "x" + picture.getHeight(),
          committed + " is a screenshot of the page as this test makes it");
    });
  }

  /**
   * The README's picture: a screenshot of the Rithmomachia page under {@code cvr}, made here and
   * committed as {@code docs/report-rithmomachia-cvr.png}. With {@code -Dludoteca.updateScreenshots=true}
   * the test writes it; otherwise it checks the committed picture is a PNG of the size it makes.
   */
  @Test
  void screenshot_rithmomachiaPage_isTheReadmePicture() throws Exception {
    Path page = ROOT.resolve("notebooks-export/rithmomachia-cvr.html");
    Path shot = SHOTS.resolve("readme-rithmomachia-cvr.png");
    Files.createDirectories(SHOTS);
    chromium.run(List.of("--window-size=" + README_SHOT_WIDTH + "," + README_SHOT_HEIGHT, "--hide-scrollbars",
        "--screenshot=" + shot.toAbsolutePath(), page.toUri().toString()), tmp.resolve("profile-readme"));
    java.awt.image.BufferedImage made = javax.imageio.ImageIO.read(shot.toFile());
    assertEquals(README_SHOT_WIDTH, made.getWidth(), "the screenshot's width");
    Path committed = ROOT.resolve(README_PICTURE);
    if ("true".equals(System.getProperty("ludoteca.updateScreenshots"))) {
      Files.copy(shot, committed, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    assertTrue(Files.exists(committed), committed + " (write it with -Dludoteca.updateScreenshots=true)");
    java.awt.image.BufferedImage picture = javax.imageio.ImageIO.read(committed.toFile());
    assertEquals(made.getWidth() + "x" + made.getHeight(), picture.getWidth() + "x" + picture.getHeight(),
        README_PICTURE + " is a screenshot of the page as this test makes it");
  }

  private static final int README_SHOT_WIDTH = 1040;
  private static final int README_SHOT_HEIGHT = 1500;
  private static final String README_PICTURE = "docs/report-rithmomachia-cvr.png";

  @Test
  void open_scriptInATag_staysText() throws Exception {
    Reports.write(ReportFixtures.write(tmp.resolve("out")), tmp.resolve("export"));
    Path page = tmp.resolve("export/rithmomachia-cvr.html");
    JsonNode probe = open(page, "hostile-tag");
    assertEquals(0, probe.get("errors").size(), "no alert, no error: " + probe);
    String dom = chromium.run(List.of("--virtual-time-budget=5000", "--dump-dom", page.toUri().toString()),
        tmp.resolve("profile-text"));
    assertTrue(dom.contains("&lt;script&gt;alert"), "the tag shows as text in the page");
    assertFalse(dom.contains("<script>alert"), "and is not an element");
  }
}
