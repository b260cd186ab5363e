package org.ludoteca.spark.ingest;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.report.Reports;
import org.ludoteca.rithmomachia.rulesets.RuleSets;
import org.ludoteca.spark.CsvSink;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.PipelineJob;
import org.ludoteca.spark.TestSpark;

/**
 * Tag values are never paths: {@code Game} and {@code Rules} tags that try to climb out of the
 * output directory ({@code ../../x}), hold a NUL, or run to 10,000 characters, ingested by a real
 * local Spark run with its statistics, CSVs and pages. Nothing is written outside the output
 * directories, each value is one escaped partition directory, and the values read back as the
 * tags were (cut to 64 characters; the full value stays in {@code tags}), as data/FORMAT.md says.
 */
class HostileTagValuesTest {
  private static final String CLIMB = "../../x";
  private static final String NUL = "a\u0000b";
  /** The partition value of {@link #NUL}: a file name cannot hold a NUL (data/FORMAT.md). */
  private static final String NUL_MAPPED = "a\uFFFDb";
  private static final String LONG = "y".repeat(10_000);
  /** 63 characters, then a character outside the BMP: a cut at 64 would split its surrogate pair. */
  private static final String SPLIT_PAIR = "z".repeat(63) + "\uD83C\uDFB2" + "tail";
  private static final String MOVES = "1. c14-c12 *\n\n";

  @TempDir
  static Path root;
  private static Path out;
  private static Path pages;
  private static Map<String, Row> bySource;

  @BeforeAll
  static void ingestHostileRecords() throws IOException {
    Path in = Files.createDirectories(root.resolve("in"));
    // The envelope cannot hold a NUL (its line is rejected as not text): JSON lines escape it.
    Files.writeString(in.resolve("hostile.rpgn"),
        record(CLIMB, "cvr", "climb-game")
            + record("rithmomachia", CLIMB, "climb-rules")
            + record(LONG, "cvr", "long-game")
            + record("rithmomachia", LONG, "long-rules")
            + record(SPLIT_PAIR, "cvr", "split-pair")
            + record("rithmomachia", "cvr", "known"),
        StandardCharsets.UTF_8);
    // Games that replay to an end, so that statistics and pages have rows beside the hostile ones.
    Files.copy(Path.of(TestSpark.SAMPLE), in.resolve("sample.rpgn"));
    Files.writeString(in.resolve("hostile.jsonl"),
        "{\"game\":\"a\\u0000b\",\"rules\":\"cvr\",\"moves\":[],\"tags\":{\"Event\":\"nul-game\"}}\n"
            + "{\"game\":\"rithmomachia\",\"rules\":\"a\\u0000b\",\"moves\":[],\"tags\":{\"Event\":\"nul-rules\"}}\n",
        StandardCharsets.UTF_8);
    out = root.resolve("work").resolve("out");
    pages = root.resolve("work").resolve("pages");
    IngestJob job = IngestJob.builder().inputs(List.of(in.toString())).out(out.toString()).build();
    PipelineJob.run(TestSpark.get(), job, out.toString(), CsvSink.toDirectory(out.toString(), new Configuration()),
        m -> { });
    Reports.write(out, pages);
    Dataset<Row> games = TestSpark.get().read().schema(Table.GAMES.schema()).parquet(out.resolve("games").toString());
    bySource = new HashMap<>();
    for (Row r : games.collectAsList()) {
      bySource.put(r.<String, String>getJavaMap(r.fieldIndex("tags")).get("Event"), r);
    }
  }

  private static boolean hostile(String event) {
    return List.of("climb-game", "climb-rules", "long-game", "long-rules", "split-pair", "known", "nul-game",
        "nul-rules").contains(event);
  }

  private static String record(String game, String rules, String event) {
    return "[Event \"" + event + "\"]\n[Game \"" + game + "\"]\n[Rules \"" + rules + "\"]\n\n" + MOVES;
  }

  @Test
  void pipeline_hostileTags_nothingWrittenOutsideTheOutputDirectories() throws IOException {
    try (Stream<Path> all = Files.walk(root)) {
      List<Path> outside = all.filter(Files::isRegularFile)
          .filter(p -> !p.startsWith(out) && !p.startsWith(pages) && !p.startsWith(root.resolve("in")))
          .toList();
      assertEquals(List.of(), outside);
    }
    assertFalse(Files.exists(root.resolve("x")));
    assertFalse(Files.exists(root.resolve("work").resolve("x")));
    assertEquals(8, bySource.keySet().stream().filter(HostileTagValuesTest::hostile).count(),
        "every hostile record is one row of games");
  }

  @Test
  void pipeline_hostileTags_eachValueOneEscapedPartitionDirectory() throws IOException {
    List<String> gameDirs;
    try (Stream<Path> s = Files.list(out.resolve("games"))) {
      gameDirs = s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("game=")).sorted().toList();
    }
    assertTrue(gameDirs.contains("game=..%2F..%2Fx"), gameDirs.toString());
    assertTrue(gameDirs.contains("game=" + NUL_MAPPED), gameDirs.toString());
    assertTrue(gameDirs.contains("game=" + "y".repeat(GameIds.MAX_PARTITION_VALUE)), gameDirs.toString());
    try (Stream<Path> s = Files.walk(out.resolve("games"))) {
      for (Path p : s.toList()) {
        String name = p.getFileName().toString();
        assertTrue(name.getBytes(StandardCharsets.UTF_8).length <= 255, "a name the file system takes: " + p);
        assertFalse(name.equals("..") || name.equals("."), p.toString());
        assertTrue(p.normalize().startsWith(out.resolve("games")), p.toString());
      }
    }
  }

  @Test
  void pipeline_climbingAndNulTags_readBackAsWrittenNulMapped() {
    assertEquals(CLIMB, bySource.get("climb-game").getAs("game"));
    assertNull(bySource.get("climb-game").<String>getAs("rules"), "an unknown game plays no rule set");
    assertEquals(CLIMB, bySource.get("climb-rules").getAs("rules"));
    assertEquals(NUL_MAPPED, bySource.get("nul-game").getAs("game"));
    assertEquals(NUL, bySource.get("nul-game").<String, String>getJavaMap(bySource.get("nul-game")
        .fieldIndex("tags")).get("Game"));
    assertEquals(NUL_MAPPED, bySource.get("nul-rules").getAs("rules"));
    assertEquals("UNREADABLE", bySource.get("climb-game").getAs("verdict"));
    assertEquals("UNREADABLE", bySource.get("nul-rules").getAs("verdict"));
    assertFalse("UNREADABLE".equals(bySource.get("known").getAs("verdict")), "a known game and rule set replays");
  }

  @Test
  void pipeline_longTags_cutTo64CharactersWithTheFullValueInTags() {
    Row longGame = bySource.get("long-game");
    assertEquals("y".repeat(GameIds.MAX_PARTITION_VALUE), longGame.getAs("game"));
    assertEquals(LONG, longGame.<String, String>getJavaMap(longGame.fieldIndex("tags")).get("Game"));
    assertEquals("y".repeat(GameIds.MAX_PARTITION_VALUE), bySource.get("long-rules").getAs("rules"));
  }

  @Test
  void pipeline_cutThroughASurrogatePair_cutBeforeItAndReadBackAsWritten() {
    assertEquals("z".repeat(63), bySource.get("split-pair").getAs("game"));
  }

  @Test
  void pipeline_hostileTags_pagesOnlyForKnownGamesAndRuleSets() throws IOException {
    List<String> names;
    try (Stream<Path> s = Files.list(pages)) {
      // the pages' data/ folder holds the statistics' CSVs, named by statistic, never by a tag
      names = s.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).sorted()
          .collect(Collectors.toList());
    }
    assertTrue(names.contains("overview.html") && names.contains("rithmomachia-boissiere.html"), names.toString());
    for (String name : names) {
      String stem = name.replaceFirst("\\.(html|ipynb)$", "");
      assertTrue(stem.equals("overview") || RuleSets.presets().containsKey(stem.replaceFirst("^rithmomachia-", "")),
          name);
    }
  }
}
