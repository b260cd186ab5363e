package org.ludoteca.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small statistics directory written by hand, in the pipeline's CSV layout: two rule sets of
 * Rithmomachia, agent names taken from record tags, one of them a {@code <script>}.
 */
final class ReportFixtures {
  static final String HOSTILE_AGENT = "<script>alert('x')</script>";

  private ReportFixtures() {}

  static Path write(Path dir) throws IOException {
    Path reports = Files.createDirectories(dir.resolve("reports"));
    Files.writeString(reports.resolve("validation.csv"), "game,rules,category,item,count\n"
        + ",,rejected,truncated,2\n"
        + "rithmomachia,cvr,verdict,ILLEGAL,1\n"
        + "rithmomachia,cvr,verdict,VALID,40\n"
        + "rithmomachia,tutorial,verdict,VALID,12\n");
    Files.writeString(reports.resolve("victory_types.csv"), "game,rules,termination,winner,games,share\n"
        + "rithmomachia,cvr,de-corpore,black,10,0.25\n"
        + "rithmomachia,cvr,de-corpore,white,22,0.55\n"
        + "rithmomachia,cvr,victoria-magna,white,8,0.2\n"
        + "rithmomachia,tutorial,de-corpore,white,12,1.0\n");
    Files.writeString(reports.resolve("capture_methods.csv"),
        "game,rules,method,side,captured_kind,captures,share,per_game,opening,middlegame,endgame\n"
            + "rithmomachia,cvr,equality,black,circle,30,0.3,0.75,5,15,10\n"
            + "rithmomachia,cvr,eruption,white,triangle,50,0.5,1.25,20,20,10\n"
            + "rithmomachia,cvr,siege,white,square,20,0.2,0.5,0,5,15\n");
    Files.writeString(reports.resolve("first_player_advantage.csv"),
        "game,rules,first_agent,second_agent,games,first_mover_wins,draws,second_mover_wins,score,wilson_low,wilson_high,p_value\n"
            + "rithmomachia,cvr,*,*,40,30,0,10,0.75,0.598,0.858,0.0022\n"
            + "rithmomachia,cvr,greedy," + csv(HOSTILE_AGENT) + ",40,30,0,10,0.75,0.598,0.858,0.0022\n"
            + "rithmomachia,tutorial,*,*,12,12,0,0,1.0,0.757,1.0,0.00049\n");
    Files.writeString(reports.resolve("game_length.csv"),
        "game,rules,termination,games,mean,min,p25,median,p75,p90,max\n"
            + "rithmomachia,cvr,de-corpore,32,61.5,20,40,58,80,95,130\n"
            + "rithmomachia,cvr,victoria-magna,8,90,60,70,88,100,120,140\n");
    Files.writeString(reports.resolve("game_length_histogram.csv"), "game,rules,plies_from,plies_to,games\n"
        + "rithmomachia,cvr,0,49,10\nrithmomachia,cvr,50,99,22\nrithmomachia,cvr,100,149,8\n");
    return dir;
  }

  private static String csv(String s) {
    return "\"" + s.replace("\"", "\"\"") + "\"";
  }
}
