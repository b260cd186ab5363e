package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PipelineCommandTest {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/rithmomachia");
  private static final List<String> REPORTS = List.of("victory_types.csv", "capture_methods.csv",
      "first_player_advantage.csv", "game_length.csv", "validation.csv");

  private record Result(int exit, String out, String err) {}

  private static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Ludoteca.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Result(exit, out.toString(), err.toString());
  }

  @Test
  void pipeline_twice_sameBytesAndNothingNew(@TempDir Path out, @TempDir Path copy) throws IOException {
    Result first = run("pipeline", "--input", DATA.toString(), "--out", out.toString(), "--no-progress",
        "--master", "local[2]", "--notebooks", out.resolve("pages").toString());
    assertEquals(0, first.exit(), first.err());
    assertTrue(first.out().contains("games read 43: valid 28, illegal 3, mismatched 7, unreadable 5; rejected 5"),
        first.out());
    assertTrue(first.out().contains("reconciliation: records read 48 = games 43 + rejected 5"), first.out());
    assertTrue(first.out().contains("reports in " + out + "/reports: victory_types.csv (14 rows), "), first.out());
    for (String r : REPORTS) {
      Path p = out.resolve("reports").resolve(r);
      assertTrue(Files.size(p) > 0, r);
      Files.copy(p, copy.resolve(r));
    }
    byte[] page = Files.readAllBytes(out.resolve("pages/rithmomachia-cvr.html"));
    Result second = run("pipeline", "--input", DATA.toString(), "--out", out.toString(), "--no-progress",
        "--notebooks", out.resolve("pages").toString());
    assertEquals(0, second.exit(), second.err());
    assertTrue(second.out().contains("ingest: nothing new (3 files already ingested)"), second.out());
    for (String r : REPORTS) {
      assertArrayEquals(Files.readAllBytes(copy.resolve(r)), Files.readAllBytes(out.resolve("reports").resolve(r)), r);
    }
    assertTrue(Files.readString(out.resolve("reports/validation.csv")).contains("rithmomachia,cvr,verdict,VALID,"));
    assertArrayEquals(page, Files.readAllBytes(out.resolve("pages/rithmomachia-cvr.html")), "the same page again");
  }

  @Test
  void ingest_unknownRules_exit2(@TempDir Path out) {
    Result r = run("ingest", "--input", DATA.toString(), "--out", out.toString(), "--rules", "fibonacci");
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: unknown rule set 'fibonacci'"), r.err());
  }

  @Test
  void ingestStatsReport_separately_missingInputIsBadInput(@TempDir Path out) throws IOException {
    Result missing = run("ingest", "--input", DATA.resolve("sample.rpgn").toString(), "--input",
        DATA.resolve("nope.rpgn").toString(), "--out", out.toString(), "--no-progress");
    assertEquals(2, missing.exit(), missing.err());
    assertEquals("error: --input " + DATA.resolve("nope.rpgn") + ": no such file or directory\n", missing.err());
    try (java.util.stream.Stream<Path> written = Files.list(out)) {
      assertEquals(0, written.count(), "nothing written");
    }
    Result in = run("ingest", "--input", DATA.resolve("sample.rpgn").toString(), "--out", out.toString(),
        "--no-progress");
    assertEquals(0, in.exit(), in.err());
    assertFalse(in.err().contains("Exception"), in.err());
    assertTrue(in.out().contains("records read 23 = games 23 + rejected 0"), in.out());
    Result stats = run("stats", "--out", out.toString(), "--no-progress");
    assertEquals(0, stats.exit(), stats.err());
    assertTrue(stats.out().startsWith("statistics in " + out + "/stats: victory_types, capture_methods, "), stats.out());
    Result report = run("report", "--stats", out.toString(), "--no-progress");
    assertEquals(0, report.exit(), report.err());
    assertTrue(Files.exists(out.resolve("reports/first_player_advantage.csv")));
    assertTrue(Files.exists(out.resolve("notebooks/overview.html")), "without --out, pages go to DIR/notebooks");
    assertTrue(Files.exists(out.resolve("notebooks/rithmomachia-cvr.ipynb")), report.out());
    assertTrue(report.out().contains("pages in " + out.resolve("notebooks") + ": overview.html, "), report.out());
  }

  @Test
  void statsAndPipeline_minGamesBelowOne_exit2(@TempDir Path out) {
    for (String command : List.of("stats", "pipeline")) {
      Result r = run(command, "--out", out.toString(), "--min-games", "0", "--no-progress");
      assertEquals(2, r.exit(), command + ": " + r.err());
      assertEquals("error: --min-games: must be at least 1, was 0", r.err().strip(), command);
      Result by = run(command, "--out", out.toString(), "--by", "elo", "--no-progress");
      assertEquals(2, by.exit(), command + ": " + by.err());
      assertEquals("error: --by: unknown stratum 'elo'; use time-control, rating, month or tag:NAME", by.err().strip(),
          command);
    }
  }

  @Test
  void ingestAndPipeline_rejudgeUnknownRuleSet_exit2(@TempDir Path out) {
    for (String command : List.of("ingest", "pipeline")) {
      Result r = run(command, "--input", DATA.toString(), "--out", out.toString(), "--rejudge", "cvr,fibonacci",
          "--no-progress");
      assertEquals(2, r.exit(), command + ": " + r.err());
      assertEquals("error: --rejudge: unknown rule set 'fibonacci'", r.err().strip(), command);
    }
  }

  @Test
  void report_beforeStats_errorNoStackTrace(@TempDir Path out) {
    Result r = run("report", "--stats", out.toString(), "--no-progress");
    assertEquals(1, r.exit());
    assertTrue(r.err().startsWith("error: no statistics table"), r.err());
  }
}
