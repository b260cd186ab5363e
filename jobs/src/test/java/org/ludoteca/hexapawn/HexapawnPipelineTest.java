package org.ludoteca.hexapawn;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.cli.Ludoteca;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;
import org.ludoteca.spark.Sessions;

/**
 * The proof that a game needs no change to main code: Hexapawn, written only in the test tree and
 * registered as a service ({@code src/test/hexapawn-registry}, on the classpath of a child JVM:
 * {@link ChildLudoteca}), goes through {@code replay}, the ingest, every statistic (Parquet read
 * back here) and the report pages like the real games.
 */
class HexapawnPipelineTest {
  private static final Path GAMES = Path.of("src/test/resources/hexapawn/games.rpgn").toAbsolutePath();

  @Test
  void replay_withoutTheServiceFile_unknownGame() throws Exception {
    assertThrows(GameException.class, () -> Games.named("hexapawn"), "this JVM does not see the test game");
    StringWriter out = new StringWriter();
    int exit = Ludoteca.run(new String[] {"replay", GAMES.toString()}, new PrintWriter(out, true),
        new PrintWriter(new StringWriter(), true));
    assertEquals(0, exit);
    assertTrue(out.toString().contains("games.rpgn:0 UNREADABLE unknown game 'hexapawn'; known: "), out.toString());
  }

  @Test
  void replay_records_judgedByTheGamesRules(@TempDir Path tmp) throws Exception {
    ChildLudoteca r = ChildLudoteca.run(tmp, "replay", GAMES.toString());
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("games.rpgn:0 VALID plies=5 no-move white declared=1-0\n"), r.out());
    assertTrue(r.out().contains("games.rpgn:229 VALID plies=4 far-row black declared=0-1\n"), r.out());
    assertTrue(r.out().contains("ILLEGAL plies=0 none none declared=*: ply 1: illegal move a1-a3"), r.out());
    assertTrue(r.out().endsWith("read 6, valid 4, illegal 1, mismatch 1, rejected 0\n"), r.out());
  }

  @Test
  void pipeline_records_everyStatisticAndAPage(@TempDir Path tmp) throws Exception {
    Path input = Files.createDirectories(tmp.resolve("in"));
    Files.copy(GAMES, input.resolve("games.rpgn"));
    Path out = tmp.resolve("out");
    ChildLudoteca r = ChildLudoteca.run(tmp, "pipeline", "--input", input.toString(), "--out", out.toString(),
        "--no-progress", "--master", "local[2]");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("games read 6: valid 4, illegal 1, mismatched 1, unreadable 0; rejected 0"), r.out());
    assertTrue(r.out().contains("pages in " + out.resolve("notebooks") + ": overview.html, hexapawn-gardner.html "
        + "(and a notebook .ipynb beside each)"), r.out());

    try (Sessions.Handle h = Sessions.open("local[2]", Map.of(), false)) {
      SparkSession spark = h.spark();
      Dataset<Row> captures = spark.read().parquet(out.resolve("captures").toString());
      assertEquals(12, captures.count(), "4 + 2 + 2 captures of the valid games, 4 of the mismatched one");
      assertEquals(List.of("pawn"), captures.select("captured_kind").distinct().as(
          org.apache.spark.sql.Encoders.STRING()).collectAsList(), "the game's pieceKind hook");

      Map<String, Long> statRows = new TreeMap<>();
      try (Stream<Path> tables = Files.list(out.resolve("stats"))) {
        for (Path t : tables.filter(Files::isDirectory).toList()) {
          Dataset<Row> rows = spark.read().parquet(t.toString());
          statRows.put(t.getFileName().toString(),
              List.of(rows.columns()).contains("game") ? rows.filter(col("game").equalTo("hexapawn")).count() : -1);
        }
      }
      for (String stat : List.of("victory_types", "capture_methods", "first_player_advantage", "game_length",
          "game_length_histogram", "start_positions", "validation", "outcome_metrics", "duplicates")) {
        assertTrue(statRows.getOrDefault(stat, 0L) > 0, stat + " has hexapawn rows: " + statRows);
      }

      Map<String, Long> byTermination = new TreeMap<>();
      for (Row v : spark.read().parquet(out.resolve("stats/victory_types").toString())
          .filter(col("game").equalTo("hexapawn").and(col("termination").isNotNull())).collectAsList()) {
        byTermination.merge(v.<String>getAs("termination") + " " + v.<String>getAs("winner"), v.<Long>getAs("games"),
            Long::sum);
      }
      assertEquals(Map.of("far-row black", 1L, "no-move black", 1L, "no-move white", 1L), byTermination);

      Map<String, Long> bySide = new TreeMap<>();
      for (Row c : spark.read().parquet(out.resolve("stats/capture_methods").toString())
          .filter(col("game").equalTo("hexapawn")).collectAsList()) {
        bySide.merge(c.<String>getAs("method") + " " + c.<String>getAs("side"), c.<Long>getAs("captures"), Long::sum);
      }
      assertEquals(Map.of("diagonal black", 5L, "diagonal white", 3L), bySide, "captures of the valid games");

      List<Row> starts = spark.read().parquet(out.resolve("stats/start_positions").toString())
          .filter(col("game").equalTo("hexapawn").and(col("back_rank").notEqual("*"))).collectAsList();
      assertEquals(1, starts.size(), "one start position, keyed by the game's startPositionKeys hook");
      assertEquals("ppp/3/PPP", starts.get(0).getAs("back_rank"));
      assertEquals(3L, starts.get(0).<Long>getAs("games"), "the three valid games that ended");
    }

    Path pages = out.resolve("notebooks");
    String page = Files.readString(pages.resolve("hexapawn-gardner.html"));
    assertTrue(page.contains("no-move"), "the page names the game's victory types");
    assertTrue(Files.exists(pages.resolve("hexapawn-gardner.ipynb")));
    assertTrue(Files.readString(pages.resolve("overview.html")).contains("hexapawn-gardner.html"));
  }
}
