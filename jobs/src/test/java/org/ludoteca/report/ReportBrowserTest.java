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
      + "var ext=performance.getEntriesByType('resource').map(function(r){return r.name;});"
      + "var pre=document.createElement('pre');pre.id='probe';pre.textContent=JSON.stringify({errors:__errors,charts:charts,resources:ext});"
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
    Files.createDirectories(SHOTS);
    chromium.run(List.of("--window-size=1280,3000", "--hide-scrollbars",
        "--screenshot=" + SHOTS.resolve(shotName + ".png").toAbsolutePath(), html.toUri().toString()),
        tmp.resolve("profile-shot"));
    assertTrue(Files.size(SHOTS.resolve(shotName + ".png")) > 10_000, "a screenshot of " + html);
    String page = Files.readString(html, StandardCharsets.UTF_8);
    Path probed = tmp.resolve(html.getFileName());
    Files.writeString(probed, page.replaceFirst("<head>", "<head>" + java.util.regex.Matcher.quoteReplacement(PROBE)),
        StandardCharsets.UTF_8);
    String dom = chromium.run(List.of("--virtual-time-budget=10000", "--dump-dom", probed.toUri().toString()),
        tmp.resolve("profile-dom"));
    return Chromium.probe(dom, html);
  }

  private void check(Path html, String shotName, int expectedCharts) throws Exception {
    JsonNode probe = open(html, shotName);
    assertEquals(0, probe.get("errors").size(), html + " logged errors: " + probe.get("errors"));
    assertEquals(0, probe.get("resources").size(), html + " loaded resources: " + probe.get("resources"));
    assertEquals(expectedCharts, probe.get("charts").size(), html.toString());
    for (JsonNode c : probe.get("charts")) {
      assertTrue(c.get("w").asDouble() > 100 && c.get("h").asDouble() > 100, html + ": chart box " + c);
      assertTrue(c.get("marks").asInt() > 10 && c.get("texts").asInt() > 3, html + ": chart drawing " + c);
    }
  }

  /* ---- open ---- */

  @Test
  void open_committedReports_renderWithoutErrors() throws Exception {
    List<Path> pages = new ArrayList<>();
    try (Stream<Path> s = Files.list(ROOT.resolve("notebooks-export"))) {
      s.filter(p -> p.toString().endsWith(".html")).sorted().forEach(pages::add);
    }
    assertFalse(pages.isEmpty());
    for (Path page : pages) {
      String html = Files.readString(page);
      int charts = html.split("<figure class=\"chart\">", -1).length - 1;
      assertTrue(charts > 0, page + " has charts");
      check(page, "committed-" + page.getFileName().toString().replace(".html", ""), charts);
    }
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
