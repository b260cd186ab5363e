package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.report.ChartSpec.Kind;
import org.ludoteca.report.ChartSpec.Layout;
import org.ludoteca.report.ChartSpec.Line;
import org.ludoteca.report.ChartSpec.Mark;
import org.ludoteca.report.ChartSpec.Series;
import org.ludoteca.report.ChartSpec.Ticks;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * A chart is described once: its JSON (what the notebook draws) reads back as the description,
 * and the chart cells of the notebooks hold the description of the very SVG the page shows, with
 * its title, series and categories.
 */
class ChartSpecTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));
  private static final ObjectMapper JSON = new ObjectMapper();
  /** A chart cell's code: {@code draw(loads(r"""JSON"""))}. */
  private static final Pattern DRAW = Pattern.compile("(?s)draw\\(loads\\(r\"\"\"\\n(.*)\\n\"\"\"\\)\\)");

  @TempDir
  Path tmp;

  @Test
  void json_everyField_readsBackAsDescribed() throws IOException {
    Series bars = new Series("say \"hi\"\\ there <script>&", "#0072B2", Mark.BAR, Arrays.asList(1.5, null, 3.0),
        List.of(0.5, 0.0, 2.0), List.of(2.0, 1.0, 4.0), Arrays.asList("a\nb", "–", null), Arrays.asList(null, "tip", "t"));
    ChartSpec panel = new ChartSpec("p", Kind.INTERVALS, "panel", null, "score", List.of("x"),
        List.of(new Series("s", "#000000", Mark.POINT, List.of(0.5))), List.of(new Line(0.5, null, "#808080")),
        new Layout(true, Ticks.NAMED, 0.0, 1.0, 0.2, 0, false, null), List.of());
    ChartSpec spec = new ChartSpec("id-1", Kind.PANELS, "Title's \"quoted\"", "x axis", null, List.of("c1", "c\u00e1liz", "c3"),
        List.of(bars), List.of(new Line(0.25, "pooled 0.250", "#000000")),
        new Layout(false, Ticks.VERTICAL, null, 1.0, null, 400, true, "cvr"), List.of(panel));

    String json = spec.json();
    assertFalse(json.contains("\"\"\""), "a raw triple-quoted Python string holds it");
    assertFalse(json.contains("<") || json.contains("&"), "no markup, wherever the notebook is shown: " + json);
    assertSameDescription(spec, JSON.readTree(json), "");
  }

  @Test
  void notebooks_everyChartCell_describesTheSvgOfItsPage() throws Exception {
    Path export = tmp.resolve("export");
    Reports.write(ReportFixtures.write(tmp.resolve("out")), export);
    assertTrue(checkCharts(export) > 4, "the fixture's charts");
    // The sample run's pages: every kind of chart the sample corpora draw (histogram, strata, start positions).
    assertTrue(checkCharts(ROOT.resolve("notebooks-export")) > 20, "the sample's charts");
  }

  /** Checks every chart cell of the notebooks in {@code dir} against its page; returns how many. */
  private static int checkCharts(Path dir) throws Exception {
    int checked = 0;
    List<Path> notebooks;
    try (Stream<Path> s = Files.list(dir)) {
      notebooks = s.filter(p -> p.toString().endsWith(".ipynb")).sorted().toList();
    }
    for (Path nb : notebooks) {
      String page = Files.readString(dir.resolve(nb.getFileName().toString().replace(".ipynb", ".html")));
      int from = 0;
      for (JsonNode cell : JSON.readTree(nb.toFile()).get("cells")) {
        if (!cell.path("metadata").path("tags_chart").asBoolean()) {
          continue;
        }
        String where = nb.getFileName() + " " + checked;
        Matcher m = DRAW.matcher(joined(cell.get("source")));
        assertTrue(m.matches(), where + ": a chart cell draws its description");
        JsonNode spec = JSON.readTree(m.group(1));
        String svg = joined(cell.at("/outputs/0/data/image~1svg+xml"));
        // The page shows the same SVG, in the same order.
        int at = page.indexOf(svg, from);
        assertTrue(at >= 0, where + ": the page shows the cell's SVG " + spec.get("id"));
        from = at + svg.length();
        assertNamesTheSvg(spec, texts(svg), where + " " + spec.get("id").asText());
        checked++;
      }
      assertEquals(count(page, "<figure class=\"chart\">"), countCharts(nb), nb + ": a cell per chart of the page");
    }
    return checked;
  }

  /**
   * The texts the SVG writes of a description: its title, its series where a legend or a matrix
   * names them, its categories where they are written level (JFreeSVG draws turned text as
   * shapes), every panel's title and rows.
   */
  private static void assertNamesTheSvg(JsonNode spec, List<String> texts, String where) {
    String kind = spec.get("kind").asText();
    assertTrue(texts.contains(spec.get("title").asText()), where + ": title in " + texts);
    JsonNode layout = spec.get("layout");
    for (JsonNode s : spec.get("series")) {
      if (layout.get("legend").asBoolean() || kind.equals("matrix")) {
        assertTrue(texts.contains(s.get("name").asText()), where + ": series " + s.get("name") + " in " + texts);
      }
      assertEquals(spec.get("categories").size(), s.get("values").size(), where + ": a value per category");
    }
    boolean level = layout.get("ticks").asText().equals("named") && !kind.equals("histogram");
    for (JsonNode c : spec.get("categories")) {
      if (level) {
        assertTrue(texts.contains(c.asText()), where + ": category " + c + " in " + texts);
      }
    }
    if (kind.equals("matrix")) {
      for (JsonNode s : spec.get("series")) {
        for (JsonNode label : s.get("labels")) {
          for (String line : label.asText().split("\n")) {
            assertTrue(texts.contains(line), where + ": cell text " + line);
          }
        }
      }
    }
    for (JsonNode p : spec.path("panels")) {
      assertNamesTheSvg(p, texts, where + " panel " + p.get("title"));
    }
  }

  private static void assertSameDescription(ChartSpec spec, JsonNode json, String where) {
    assertEquals(spec.id(), json.get("id").asText(), where + "id");
    assertEquals(spec.kind().label(), json.get("kind").asText(), where + "kind");
    assertEquals(spec.title(), json.get("title").asText(), where + "title");
    assertEquals(spec.xLabel(), text(json.get("x_label")), where + "x_label");
    assertEquals(spec.yLabel(), text(json.get("y_label")), where + "y_label");
    assertEquals(spec.categories(), strings(json.get("categories")), where + "categories");
    assertEquals(spec.series().size(), json.get("series").size(), where + "series");
    for (int i = 0; i < spec.series().size(); i++) {
      Series s = spec.series().get(i);
      JsonNode j = json.get("series").get(i);
      assertEquals(s.name(), j.get("name").asText());
      assertEquals(s.colour(), j.get("colour").asText());
      assertEquals(s.mark().label(), j.get("mark").asText());
      assertEquals(s.values(), numbers(j.get("values")), "values");
      assertEquals(s.lows(), numbers(j.path("lows")), "lows");
      assertEquals(s.highs(), numbers(j.path("highs")), "highs");
      assertEquals(s.labels(), strings(j.path("labels")), "labels");
      assertEquals(s.tips(), strings(j.path("tips")), "tips");
    }
    assertEquals(spec.lines().size(), json.get("lines").size());
    for (int i = 0; i < spec.lines().size(); i++) {
      Line l = spec.lines().get(i);
      JsonNode j = json.get("lines").get(i);
      assertEquals(l, new Line(j.get("at").asDouble(), text(j.get("label")), j.get("colour").asText()));
    }
    JsonNode l = json.get("layout");
    Layout layout = spec.layout();
    assertEquals(layout, new Layout(l.get("horizontal").asBoolean(), Ticks.valueOf(l.get("ticks").asText().toUpperCase()),
        number(l.get("min")), number(l.get("max")), number(l.get("step")), l.get("height").asInt(),
        l.get("legend").asBoolean(), text(l.get("highlight"))));
    assertEquals(spec.panels().size(), json.path("panels").size());
    for (int i = 0; i < spec.panels().size(); i++) {
      assertSameDescription(spec.panels().get(i), json.get("panels").get(i), where + "panel " + i + " ");
    }
  }

  private static String text(JsonNode n) {
    return n == null || n.isNull() ? null : n.asText();
  }

  private static Double number(JsonNode n) {
    return n == null || n.isNull() ? null : n.asDouble();
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(text(n)));
    return out;
  }

  private static List<Double> numbers(JsonNode array) {
    List<Double> out = new ArrayList<>();
    array.forEach(n -> out.add(number(n)));
    return out;
  }

  private static String joined(JsonNode lines) {
    StringBuilder b = new StringBuilder();
    lines.forEach(n -> b.append(n.asText()));
    return b.toString();
  }

  private static int count(String s, String part) {
    int n = 0;
    for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  private static int countCharts(Path nb) throws IOException {
    int n = 0;
    for (JsonNode cell : JSON.readTree(nb.toFile()).get("cells")) {
      n += cell.path("metadata").path("tags_chart").asBoolean() ? 1 : 0;
    }
    return n;
  }

  /** The text of every {@code <text>} element of an SVG, unescaped. */
  private static List<String> texts(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    Document d = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    NodeList nodes = d.getElementsByTagNameNS("*", "text");
    List<String> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add(nodes.item(i).getTextContent());
    }
    return out;
  }
}
