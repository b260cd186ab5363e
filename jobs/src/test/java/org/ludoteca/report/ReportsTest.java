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

  /**
   * Issue 39 on a chess page: White's edge beside the raw score, the most played openings with the
   * significant marked, clock use by phase and accuracy by rating band.
   */
  @Test
  void write_chessSection_eloEdgeOpeningsClocksAndAccuracy() throws IOException {
    Path stats = ReportFixtures.write(tmp.resolve("out"));
    Files.writeString(stats.resolve("reports/validation.csv"), "chess,standard,verdict,VALID,300\n",
        java.nio.file.StandardOpenOption.APPEND);
    Files.writeString(stats.resolve("reports/first_player_advantage.csv"),
        "game,rules,first_agent,second_agent,games,first_mover_wins,draws,second_mover_wins,score,wilson_low,"
            + "wilson_high,p_value,score_low,score_high,rated_games,unrated_games,elo_edge,elo_edge_low,"
            + "elo_edge_high,stratum,stratum_value\n"
            + "chess,standard,*,*,300,150,30,120,0.55,0.49,0.61,0.09,0.5,0.6,290,10,35.2,12.4,58.9,all,\n");
    Files.writeString(stats.resolve("reports/openings.csv"),
        "game,rules,eco,opening,games,white_wins,draws,black_wins,score,wilson_low,wilson_high,p_value,p_holm,"
            + "q_bh,significant,mean_plies,stratum,stratum_value\n"
            + "chess,standard,B20,,120,40,10,70,0.375,0.29,0.46,0.001,0.002,0.002,true,60,all,\n"
            + "chess,standard,B20,Sicilian Defense,120,40,10,70,0.375,0.29,0.46,0.001,0.002,0.002,true,60,all,\n"
            + "chess,standard,C20,King's Pawn Game,180,110,20,50,0.67,0.6,0.73,0.2,0.2,0.2,false,70,all,\n");
    Files.writeString(stats.resolve("reports/clock_usage.csv"),
        "game,rules,time_control,rating,phase,moves,mean_seconds,median_seconds,players,lost_on_time,"
            + "lost_on_time_share,low_clock_players,low_clock_score,other_score,stratum,stratum_value\n"
            + "chess,standard,blitz,*,opening,4000,2.5,2,,,,,,,all,\n"
            + "chess,standard,blitz,1400-1599,opening,1000,2.7,2,,,,,,,all,\n");
    Files.writeString(stats.resolve("reports/accuracy.csv"),
        "game,rules,time_control,rating,result,players,mean_accuracy,sd_accuracy,mean_acpl,sd_acpl,stratum,"
            + "stratum_value\n"
            + "chess,standard,*,1400-1599,*,40,71.5,9.2,60.1,20,all,\n"
            + "chess,standard,blitz,1400-1599,*,30,70.5,9.2,60.1,20,all,\n");
    Reports.write(stats, tmp.resolve("export"));
    String html = Files.readString(tmp.resolve("export/chess-standard.html"));
    assertTrue(html.contains("White&#39;s edge: +35 rating points [+12, +59]"), html);
    assertTrue(html.contains("290 rated games"), html);
    assertTrue(html.contains("openings: the 2 most played"), "the openings table");
    // most played first, the per-code row left out, significant marked
    assertTrue(html.indexOf("<td>King&#39;s Pawn Game</td>") < html.indexOf("<td>Sicilian Defense</td>"), html);
    assertEquals(2, count(html, "<td>B20</td>") + count(html, "<td>C20</td>"), "one row per name, none per code");
    assertTrue(html.contains("1 opening has White&#39;s share of decisive games significantly apart"), html);
    assertTrue(html.contains("clock_usage: seconds per move by time control and phase"), "the clock table");
    assertEquals(1, count(html, "<td>opening</td>"), "the rows of every rating band only");
    assertTrue(html.contains("accuracy: by the player&#39;s rating band and result"), "the accuracy table");
    assertTrue(html.contains("<td class=\"num\">71.5</td>") && !html.contains("<td class=\"num\">70.5</td>"),
        "the rows of every time control only");
    assertTrue(Files.exists(tmp.resolve("export/data/openings.csv")), "copied for the notebooks");
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
    assertTrue(nb.contains("draw(loads(r") && nb.contains("rithmomachia-cvr-capture-sides"),
        "and redraws the charts with matplotlib from their descriptions");
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
