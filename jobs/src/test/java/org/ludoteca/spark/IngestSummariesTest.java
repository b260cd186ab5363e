package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.jdk.javaapi.CollectionConverters;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.ingest.GameIdentity;
import org.ludoteca.spark.ingest.ShortestPartials;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.stats.SmallTables;
import org.ludoteca.spark.stats.TableReads;

/**
 * What the ingest writes so that {@code duplicates} and {@code shortest_games.csv} need not read
 * {@code games} back: {@code identities} (each game's identity, equal to the Spark SQL expression
 * over its tags and moves) and {@code shortest_summary}; and an output ingested before them (the
 * two tables deleted) gives the same statistics and report, from {@code games}.
 */
class IngestSummariesTest {
  @TempDir
  static Path dir;
  private static Path out;

  /** Lichess games (two files share three), chess without Site, Rithmomachia, in small slices (several tasks). */
  @BeforeAll
  static void ingest() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Path root = Path.of(System.getProperty("ludoteca.root", ".."));
    String defects = Files.readString(root.resolve("core/src/test/resources/chess/dump-defects/lichess-defects.pgn"));
    Files.writeString(in.resolve("a.pgn"), defects);
    Files.writeString(in.resolve("b.pgn"), "[Event \"copy\"]\n\n1. d4 *\n\n" + defects);
    Files.writeString(in.resolve("c.pgn"), "[Event \"x\"]\n[Site \"https://lichess.org/abc/black\"]\n\n1. e4 e5 *\n\n"
        + "[Event \"y\"]\n\n1. e4 e5 *\n");
    Files.copy(root.resolve("data/chess/lichess-sample.pgn"), in.resolve("lichess-sample.pgn"));
    Files.copy(Path.of(TestSpark.SAMPLE), in.resolve("sample.rpgn"));
    Files.copy(Path.of(TestSpark.MALFORMED), in.resolve("malformed.rpgn"));
    out = dir.resolve("out");
    IngestJob.builder().inputs(List.of(in.toString())).out(out.toString()).splitSize(8192).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
  }

  @Test
  void identities_everyGame_theSqlExpressionOverItsTagsAndMoves() {
    Dataset<Row> games = TestSpark.read(out, Table.GAMES);
    Dataset<Row> identities = TestSpark.read(out, Table.IDENTITIES);
    Map<String, String> expected = new TreeMap<>();
    for (Row r : games.select(col("source"), col("offset"), StatsJob.identity().as("identity")).collectAsList()) {
      expected.put(r.getString(0) + ":" + r.getLong(1), r.getString(2));
    }
    Map<String, String> stored = new TreeMap<>();
    for (Row r : identities.select("source", "offset", "identity").collectAsList()) {
      assertEquals(null, stored.put(r.getString(0) + ":" + r.getLong(1), r.getString(2)), "one row per game");
    }
    assertTrue(expected.size() > 150, "games: " + expected.size());
    assertEquals(expected, stored);
    assertTrue(stored.values().stream().anyMatch(v -> v.startsWith("https://lichess.org/")), "lichess addresses");
    assertTrue(stored.values().stream().anyMatch(v -> v.matches("[0-9a-f]{64}")), "hashes");
    // Partitioned as the game's own row.
    assertEquals(games.groupBy("game", "rules").count().collectAsList().size(),
        identities.groupBy("game", "rules").count().collectAsList().size());
  }

  @Test
  void identity_unusualValues_equalTheSqlExpression() {
    List<Object[]> cases = List.of(
        game("http://www.lichess.org/AbC123", "fen", List.of("e4"), "1-0"),
        game("https://lichess.org/abc?x=1", null, List.of("", "e4", ""), null),
        game("https://lichess.org/", "x", List.of(), "*"),
        game(null, "ünïcode", List.of("Ñf3", "e5"), "0-1"),
        game("https://lichess.org/abc\n", null, List.of("d4"), "1/2-1/2"));
    List<Row> rows = cases.stream().map(RowFactory::create).toList();
    List<Row> sql = TestSpark.get().createDataFrame(rows, Table.GAMES.schema())
        .select(StatsJob.identity()).collectAsList();
    for (int i = 0; i < cases.size(); i++) {
      Object[] g = cases.get(i);
      @SuppressWarnings("unchecked")
      Map<String, String> tags = CollectionConverters.asJava((scala.collection.Map<String, String>) g[idx("tags")]);
      @SuppressWarnings("unchecked")
      List<String> moves = CollectionConverters.asJava((scala.collection.Seq<String>) g[idx("moves")]);
      assertEquals(sql.get(i).getString(0), GameIdentity.of(tags, (String) g[idx("start_fen")], moves,
          (String) g[idx("declared_result")]), "case " + i);
    }
  }

  @Test
  void statsAndShortestGames_outputIngestedBeforeTheSummaries_sameFromGames(@TempDir Path tmp) throws Exception {
    Map<String, List<Row>> now = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE,
        StatsJob.Options.DEFAULT);
    Map<String, String> files = new HashMap<>();
    ShortestGames.write(TestSpark.get(), out.toString(), files::put, Timings.NONE);
    assertTrue(files.get(ShortestGames.FILE).lines().count() > 5, files.get(ShortestGames.FILE));

    Path old = tmp.resolve("old");
    PipelineKilledAtEveryStepIT.copyTree(out, old);
    deleteTree(old.resolve(Table.IDENTITIES.tableName()));
    deleteTree(old.resolve(Table.SHORTEST_SUMMARY.tableName()));
    OutDir oldDir = OutDir.of(old.toString(), TestSpark.get().sparkContext().hadoopConfiguration());
    assertEquals(Set.of("run-000001"), TableReads.runsWithoutIdentities(oldDir, Set.of("run-000001")));
    Map<String, List<Row>> before = StatsJob.compute(TestSpark.get(), old.toString(), Timings.NONE,
        StatsJob.Options.DEFAULT);
    Map<String, String> oldFiles = new HashMap<>();
    ShortestGames.write(TestSpark.get(), old.toString(), oldFiles::put, Timings.NONE);

    assertEquals(now.get("duplicates").toString(), before.get("duplicates").toString());
    assertTrue(now.get("duplicates").stream().anyMatch(r -> r.<Long>getAs("repeated") > 0), now.get("duplicates")
        .toString());
    assertEquals(files.get(ShortestGames.FILE), oldFiles.get(ShortestGames.FILE));
  }

  /**
   * The driver's reader of the summary tables (parquet-mr's own reader, no Spark job) gives each
   * table's rows as Spark reads them, every column by name, partition columns included.
   */
  @Test
  void smallTablesRead_everySummaryTable_theRowsSparkReads() throws IOException {
    OutDir outDir = OutDir.of(out.toString(), TestSpark.get().sparkContext().hadoopConfiguration());
    for (Table table : List.of(Table.GAME_SUMMARY, Table.CAPTURE_SUMMARY, Table.RESEARCH_SUMMARY,
        Table.SHORTEST_SUMMARY, Table.SKIPPED_LINES, Table.REJECTED)) {
      String[] columns = table.schema().fieldNames();
      List<String> driver = new ArrayList<>();
      SmallTables.read(outDir, table, Set.of("run-000001"),
          r -> String.join("|", Arrays.stream(columns).map(c -> String.valueOf(r.apply(c))).toList()), driver::add);
      List<String> spark = new ArrayList<>();
      for (Row r : TestSpark.read(out, table).collectAsList()) {
        spark.add(String.join("|", Arrays.stream(columns).map(c -> String.valueOf((Object) r.getAs(c))).toList()));
      }
      Collections.sort(driver);
      Collections.sort(spark);
      assertTrue(!driver.isEmpty() || table == Table.SKIPPED_LINES, table + ": no rows");
      assertEquals(spark, driver, table.tableName());
    }
  }

  /**
   * The grouping by identity runs on a thread of its own beside the summaries: its failure (an
   * {@code identities} file that is not Parquet) is the statistics' failure, naming the file, and
   * the tables come in the same order as when it succeeds.
   */
  @Test
  void compute_identitiesFileUnreadable_failsNamingIt(@TempDir Path tmp) throws Exception {
    Map<String, List<Row>> good = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE,
        StatsJob.Options.DEFAULT);
    List<String> names = new ArrayList<>(good.keySet());
    assertTrue(names.indexOf("duplicates") > names.indexOf("rule_sensitivity")
        && names.indexOf("duplicates") < names.indexOf("openings"), names.toString());

    Path broken = tmp.resolve("broken");
    PipelineKilledAtEveryStepIT.copyTree(out, broken);
    Path file;
    try (Stream<Path> s = Files.walk(broken.resolve(Table.IDENTITIES.tableName()))) {
      file = s.filter(f -> f.toString().endsWith(".parquet")).sorted().findFirst().orElseThrow();
    }
    Files.writeString(file, "not Parquet at all");
    Exception e = assertThrows(Exception.class, () -> StatsJob.compute(
        TestSpark.get(), broken.toString(), Timings.NONE, StatsJob.Options.DEFAULT));
    String messages = "";
    for (Throwable t = e; t != null; t = t.getCause()) {
      messages += t + "\n";
    }
    assertTrue(messages.contains(file.getFileName().toString()), messages);
  }

  /**
   * Issue 39's statistics from the ingest's {@code research_summary} equal those counted from {@code
   * games} by a Spark job (an output ingested before the table: the table deleted), row for row,
   * doubles bit for bit; and the summary holds the games the run wrote.
   */
  @Test
  void researchStatistics_outputIngestedBeforeResearchSummary_sameFromGames(@TempDir Path tmp) throws Exception {
    Map<String, List<Row>> now = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE,
        StatsJob.Options.DEFAULT);
    Path old = tmp.resolve("old");
    PipelineKilledAtEveryStepIT.copyTree(out, old);
    deleteTree(old.resolve(Table.RESEARCH_SUMMARY.tableName()));
    Map<String, List<Row>> before = StatsJob.compute(TestSpark.get(), old.toString(), Timings.NONE,
        StatsJob.Options.DEFAULT);
    for (String name : List.of("openings", "clock_usage", "accuracy", "first_player_advantage", "start_positions")) {
      assertTrue(now.get(name).size() > 3, name + ": " + now.get(name));
      assertEquals(before.get(name).toString(), now.get(name).toString(), name);
    }
    assertTrue(now.get("first_player_advantage").stream().anyMatch(r -> r.getAs("rated_games") != null
        && r.<Long>getAs("rated_games") > 0), "some rated games");
    long games = TestSpark.read(out, Table.GAMES).count();
    Row summarized = TestSpark.read(out, Table.RESEARCH_SUMMARY).filter(col("part").equalTo("games"))
        .agg(org.apache.spark.sql.functions.sum("games")).first();
    assertEquals(games, summarized.getLong(0));
  }

  @Test
  void shortestPartials_ties_firstBySourceBytesThenOffset() {
    assertTrue(ShortestPartials.before(3, "b", 9, 4, "a", 0));
    assertTrue(ShortestPartials.before(4, "a", 9, 4, "b", 0));
    assertTrue(ShortestPartials.before(4, "a", 1, 4, "a", 2));
    assertTrue(!ShortestPartials.before(4, "a", 2, 4, "a", 2));
    // UTF-8 order, as Spark's: U+FF5E (3 bytes, EF BD 9E) before U+1F600 (4 bytes, F0 ...), unlike UTF-16's.
    assertTrue(ShortestPartials.before(4, "\uff5e", 5, 4, "\ud83d\ude00", 0));
  }

  private static int idx(String column) {
    return Table.GAMES.schema().fieldIndex(column);
  }

  /** A games row, every column null but those given (and the non-null ones a row must have). */
  private static Object[] game(String site, String startFen, List<String> moves, String declaredResult) {
    Object[] v = new Object[Table.GAMES.schema().fields().length];
    Map<String, String> tags = new HashMap<>();
    if (site != null) {
      tags.put("Site", site);
    }
    v[idx("game_id")] = "g";
    v[idx("source")] = "f";
    v[idx("offset")] = 0L;
    v[idx("tags")] = CollectionConverters.asScala(tags);
    v[idx("start_fen")] = startFen;
    v[idx("moves")] = CollectionConverters.asScala(moves).toSeq();
    v[idx("declared_result")] = declaredResult;
    v[idx("verdict")] = "VALID";
    v[idx("error_ply")] = 0;
    v[idx("plies")] = 0;
    v[idx("ingest_run")] = "run-000001";
    return v;
  }

  private static void deleteTree(Path p) throws IOException {
    try (Stream<Path> s = Files.walk(p)) {
      for (Path f : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(f);
      }
    }
  }
}
