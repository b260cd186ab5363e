package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pages and the tables of issue #24: the score's interval, outcome_metrics, strata, rule_sensitivity. */
class StatisticsReportsTest {
  @TempDir
  Path tmp;

  @Test
  void write_newTables_listedAndSplitRowsApart() throws IOException {
    Path stats = ReportFixtures.write(tmp.resolve("out"));
    Path reports = stats.resolve("reports");
    Files.writeString(reports.resolve("first_player_advantage.csv"),
        "game,rules,first_agent,second_agent,games,first_mover_wins,draws,second_mover_wins,score,wilson_low,"
            + "wilson_high,p_value,score_low,score_high,stratum,stratum_value\n"
            + "rithmomachia,cvr,*,*,10,5,2,3,0.6,0.2,0.8,0.7,0.340943,0.803551,all,\n"
            + "rithmomachia,cvr,*,*,4,3,0,1,0.75,0.3,0.95,0.6,0.300642,0.954413,time_control,blitz\n"
            + "rithmomachia,cvr,*,*,6,2,2,2,0.5,0.2,0.8,1.0,0.25,0.75,time_control,rapid\n"
            + "rithmomachia,cvr,*,*,10,5,2,3,0.6,0.2,0.8,0.7,0.340943,0.803551,rating,unrated\n");
    Files.writeString(reports.resolve("outcome_metrics.csv"),
        "game,rules,first_agent,second_agent,games,completion,drawishness,timeouts,advantage_p1,balance,"
            + "duration_plies_mean,duration_plies_sd,branching_factor,decision_moves,stratum,stratum_value\n"
            + "rithmomachia,cvr,*,*,11,0.727273,0.181818,0.090909,0.590909,0.818182,40,31.6,,,all,\n"
            + "rithmomachia,cvr,*,*,4,1,0,0,0.75,0.5,33,12,,,time_control,blitz\n"
            + "rithmomachia,cvr,*,*,7,0.571429,0.285714,0.142857,0.5,1,44,35,,,time_control,rapid\n");
    Files.writeString(reports.resolve("rule_sensitivity.csv"),
        "game,rules,rules_applied,games,same_result,same_result_share,other_winner,other_winner_share,"
            + "ended_earlier,ended_earlier_share,became_illegal,became_illegal_share,stratum,stratum_value\n"
            + "rithmomachia,cvr,tutorial,40,30,0.75,6,0.15,5,0.125,4,0.1,all,\n");
    Reports.write(stats, tmp.resolve("export"));
    String page = Files.readString(tmp.resolve("export/rithmomachia-cvr.html"));
    // The sentence uses the unsplit row only, and gives the score's own interval.
    assertTrue(page.contains("the first mover won 5 of 8 decisive games"), page);
    assertFalse(page.contains("the first mover won 3 of 4"), page);
    assertTrue(page.contains("scored 60.0% (95% interval 34.1% to 80.4%)"), page);
    for (String table : new String[] {"<h2>outcome_metrics</h2>", "<h2>rule_sensitivity</h2>",
        "<h2>first_player_advantage by stratum</h2>", "<h2>outcome_metrics by stratum</h2>"}) {
      assertTrue(page.contains(table), table);
    }
    // time_control splits the games in two; rating (every game unrated) would only repeat the unsplit row.
    assertTrue(page.contains("<td>time_control</td><td>rapid</td>"), page);
    assertFalse(page.contains("<td>unrated</td>"), page);
    String overview = Files.readString(tmp.resolve("export/overview.html"));
    assertTrue(overview.contains("<h2>outcome_metrics</h2>"), overview);
  }
}
