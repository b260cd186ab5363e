package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportsTest {
  @TempDir
  Path tmp;

  private List<Path> write() throws IOException {
    return Reports.write(ReportFixtures.write(tmp.resolve("out")), tmp.resolve("export"));
  }

  /* ---- write ---- */

  @Test
  void write_overviewAndOnePerRuleSet_htmlAndNotebook() throws IOException {
    List<String> names = write().stream().map(p -> p.getFileName().toString()).toList();
    assertEquals(List.of("overview.html", "overview.ipynb", "rithmomachia-cvr.html", "rithmomachia-cvr.ipynb",
        "rithmomachia-tutorial.html", "rithmomachia-tutorial.ipynb"), names);
  }

  @Test
  void write_html_selfContainedWithInlineCharts() throws IOException {
    write();
    String html = Files.readString(tmp.resolve("export/rithmomachia-cvr.html"));
    assertEquals(5, count(html, "<figure class=\"chart\">"), "victory, sides, first player, length, phases");
    assertEquals(6, count(html, "<svg"), "the five charts and the start position's board");
    assertEquals(1, count(html, "<figure class=\"board\">"), "the start position (no shortest_games.csv here)");
    assertFalse(html.contains("<script"), "no script at all in a report");
    assertFalse(html.matches("(?s).*(src|href)=\"https?:.*"), "no external resource");
    assertTrue(html.contains("30 of 40 decisive games"), html);
  }

  @Test
  void write_zamoraSection_capturesAndFoulsByPiece() throws IOException {
    Path stats = ReportFixtures.write(tmp.resolve("out"));
    Files.writeString(stats.resolve("reports/victory_types.csv"), "goldeoro,spec,goal,black,3,0.75\n"
        + "goldeoro,spec,goal,white,1,0.25\n",
        java.nio.file.StandardOpenOption.APPEND);
    Files.writeString(stats.resolve("reports/capture_methods.csv"),
        "goldeoro,spec,foul,black,knight,1,0.25,0.33,0,0,1\n"
            + "goldeoro,spec,foul,white,bishop,2,0.5,0.67,0,2,0\n"
            + "goldeoro,spec,foul,white,knight,1,0.25,0.33,0,1,0\n",
        java.nio.file.StandardOpenOption.APPEND);
    Reports.write(stats, tmp.resolve("export"));
    String html = Files.readString(tmp.resolve("export/goldeoro-spec.html"));
    // Fouls only: one method, so no chart by side or by phase (one colour says nothing).
    assertEquals(2, count(html, "<figure class=\"chart\">"), "victory, by piece");
    assertTrue(html.contains("Captures and fouls by piece"), html);
    assertTrue(html.contains("foul 4 (bishop 2, knight 2)"), html);
    // Other games keep their charts as they were.
    assertFalse(Files.readString(tmp.resolve("export/rithmomachia-cvr.html")).contains("Captures and fouls by piece"));
  }

  @Test
  void write_overview_linksEveryPageAndEveryNotebook() throws IOException {
    write();
    String html = Files.readString(tmp.resolve("export/overview.html"));
    String notebook = Files.readString(tmp.resolve("export/overview.ipynb"));
    for (String page : List.of("rithmomachia-cvr", "rithmomachia-tutorial")) {
      assertTrue(html.contains("<a href=\"" + page + ".html\">"), page);
      assertTrue(notebook.contains("](" + page + ".ipynb)"), page);
    }
    assertFalse(Files.readString(tmp.resolve("export/rithmomachia-cvr.ipynb")).contains(".ipynb)"),
        "only the overview lists the notebooks");
  }

  @Test
  void write_chess960Section_scorePerStartPositionAsSentenceChartAndTable() throws IOException {
    Path stats = ReportFixtures.write(tmp.resolve("out"));
    Files.writeString(stats.resolve("reports/validation.csv"), "chess960,chess960,verdict,VALID,3\n",
        java.nio.file.StandardOpenOption.APPEND);
    Files.writeString(stats.resolve("reports/victory_types.csv"), "chess960,chess960,checkmate,black,2,0.667\n"
        + "chess960,chess960,unfinished,,1,0.333\n", java.nio.file.StandardOpenOption.APPEND);
    Files.writeString(stats.resolve("reports/start_positions.csv"),
        "game,rules,back_rank,start_position,games,white_wins,draws,black_wins,score,wilson_low,wilson_high\n"
            + "chess960,chess960,*,,2,0,0,2,0.000000,0.000000,0.657620\n"
            + "chess960,chess960,BBQNNRKR,0,1,0,0,1,0.000000,0.000000,0.793451\n"
            + "chess960,chess960,RBKRNNBQ,956,1,0,0,1,0.000000,0.000000,0.793451\n");
    Reports.write(stats, tmp.resolve("export"));
    String html = Files.readString(tmp.resolve("export/chess960-chess960.html"));
    assertTrue(html.contains("By start position: 2 finished games in 2 start positions, White&#39;s score over them "
        + "0.0% (95% Wilson interval 0.0% to 65.8%)"), html);
    assertTrue(html.contains("White&#39;s score in each start position"), "the chart");
    assertTrue(html.contains("<h2>start_positions</h2>"), "the table");
    assertTrue(html.contains("<td>RBKRNNBQ</td><td class=\"num\">956</td>"), html);
    assertFalse(Files.readString(tmp.resolve("export/rithmomachia-cvr.html")).contains("start_positions"),
        "no start-position table for a game without one");
  }

  @Test
  void write_scriptInATag_rendersAsText() throws IOException {
    write();
    String html = Files.readString(tmp.resolve("export/rithmomachia-cvr.html"));
    assertFalse(html.contains(ReportFixtures.HOSTILE_AGENT));
    assertTrue(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"));
    String notebook = Files.readString(tmp.resolve("export/rithmomachia-cvr.ipynb"));
    assertFalse(notebook.contains("<script>alert"), "markdown would let Jupyter run or show it as markup");
  }

  @Test
  void write_dataFolder_holdsTheStatisticsTheNotebooksLoad() throws IOException {
    Path out = ReportFixtures.write(tmp.resolve("out"));
    Files.createDirectories(tmp.resolve("export/data"));
    Files.writeString(tmp.resolve("export/data/no_longer_written.csv"), "a\n");
    Reports.write(out, tmp.resolve("export"));
    for (String stat : List.of("validation", "victory_types", "capture_methods", "first_player_advantage")) {
      assertEquals(Files.readString(out.resolve("reports/" + stat + ".csv")),
          Files.readString(tmp.resolve("export/data/" + stat + ".csv")), stat);
    }
    assertFalse(Files.exists(tmp.resolve("export/data/no_longer_written.csv")), "a stale table is removed");
    String nb = Files.readString(tmp.resolve("export/rithmomachia-cvr.ipynb"));
    assertTrue(nb.contains("DATA = \\\"data\\\""), "the notebook reads data/ beside it");
    assertTrue(nb.contains("capture_sides(capture_methods)"), "and redraws the charts with matplotlib");
  }

  @Test
  void write_twice_byteIdentical() throws IOException {
    write();
    byte[] first = Files.readAllBytes(tmp.resolve("export/rithmomachia-cvr.html"));
    byte[] firstNb = Files.readAllBytes(tmp.resolve("export/overview.ipynb"));
    write();
    assertTrue(java.util.Arrays.equals(first, Files.readAllBytes(tmp.resolve("export/rithmomachia-cvr.html"))));
    assertTrue(java.util.Arrays.equals(firstNb, Files.readAllBytes(tmp.resolve("export/overview.ipynb"))));
  }

  @Test
  void write_noStatistics_clearError() {
    IOException e = assertThrows(IOException.class, () -> Reports.write(tmp, tmp.resolve("export")));
    assertTrue(e.getMessage().contains("run 'ludoteca stats' first"), e.getMessage());
  }

  @Test
  void write_notebook_isNbformat4WithOutputsAndLoadingCode() throws IOException {
    write();
    String nb = Files.readString(tmp.resolve("export/rithmomachia-cvr.ipynb"));
    try (JsonParser p = new JsonFactory().createParser(nb)) {
      while (p.nextToken() != null) {
        // well-formed JSON
      }
    }
    assertTrue(nb.contains("\"nbformat\" : 4"), nb.substring(nb.length() - 200));
    assertEquals(5, count(nb, "\"image/svg+xml\""));
    assertTrue(nb.contains("pd.read_parquet(f\\\"{TABLES}/games\\\", filters=ONE)"));
    assertTrue(nb.contains("TABLES = \\\"../out\\\""), "the tables, relative to the notebook");
  }

  private static int count(String s, String what) {
    int n = 0;
    for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
      n++;
    }
    return n;
  }
}
