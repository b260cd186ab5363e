package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.MoveAnnotations;
import org.ludoteca.spark.files.Manifest;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.table.Table;

/**
 * The defects of real dumps through the pipeline: clocks, evaluations and bots in {@code games},
 * unsupported variants in {@code validation}, and the {@code duplicates} statistic (checked against
 * a Spark SQL query over {@code games}) with and without {@code --distinct}.
 */
class DumpDefectsJobTest {
  @TempDir
  static Path dir;
  private static Path out;

  /** Two copies of the defects file (a re-downloaded month under another name) and two equal games without a Site. */
  @BeforeAll
  static void ingest() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    String defects = Files.readString(Path.of(System.getProperty("ludoteca.root", ".."))
        .resolve("core/src/test/resources/chess/dump-defects/lichess-defects.pgn"));
    Files.writeString(in.resolve("a.pgn"), defects);
    Files.writeString(in.resolve("b.pgn"), "[Event \"copy\"]\n\n1. d4 *\n\n" + defects);
    Files.writeString(in.resolve("c.pgn"), "[Event \"x\"]\n\n1. e4 e5 *\n\n[Event \"y\"]\n\n1. e4 e5 *\n");
    out = dir.resolve("out");
    IngestJob.builder().inputs(List.of(in.toString())).out(out.toString()).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
  }

  private static Dataset<Row> games() {
    return TestSpark.read(out, Table.GAMES);
  }

  private static Map<String, String> rows(List<Row> rows, int keys) {
    Map<String, String> m = new TreeMap<>();
    for (Row r : rows) {
      // A statistics table's rows: those over every game (stratum all), without the stratum columns.
      boolean stratified = r.schema() != null && List.of(r.schema().fieldNames()).contains("stratum");
      if (stratified && !"all".equals(r.getAs("stratum"))) {
        continue;
      }
      List<String> k = new ArrayList<>();
      List<String> v = new ArrayList<>();
      for (int i = 0; i < (stratified ? r.length() - 2 : r.length()); i++) {
        (i < keys ? k : v).add(String.valueOf(r.get(i)));
      }
      m.put(String.join("|", k), String.join("|", v));
    }
    return m;
  }

  @Test
  void ingest_lichessComments_giveClocksEvalsAndBot() {
    Row g = games().filter(col("tags").getItem("Site").equalTo("https://lichess.org/defect06")).first();
    assertEquals(Arrays.asList(18000, 17950, 17800, null), g.getList(g.fieldIndex("clocks")));
    assertEquals(Arrays.asList(17, null, null, -(MoveAnnotations.MATE - 4)), g.getList(g.fieldIndex("evals")));
    assertEquals("white", g.getAs("bot"));
    Row plain = games().filter(col("tags").getItem("Site").equalTo("https://lichess.org/defect01")).first();
    assertNull(plain.getAs("clocks"));
    assertNull(plain.getAs("bot"));
  }

  @Test
  void stats_validationAndAgents_countUnsupportedVariantsAndBots() throws IOException {
    Map<String, List<Row>> stats = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE, StatsJob.Options.DEFAULT);
    Map<String, String> validation = rows(stats.get("validation"), 4);
    assertEquals("2", validation.get("null|null|unreadable|unsupported variant Antichess"), validation.toString());
    assertEquals("2", validation.get("chess960|chess960|unreadable|FEN tag is \"?\""), validation.toString());
    Dataset<Row> summary = TestSpark.read(out, Table.GAME_SUMMARY);
    assertEquals(2L, summary.filter(col("white_agent").equalTo("bot").and(col("black_agent").equalTo("human")))
        .agg(org.apache.spark.sql.functions.sum("games")).first().getLong(0));
    assertEquals(0L, summary.filter(col("white_agent").isNotNull().and(col("white_agent").notEqual("bot"))
        .and(col("black_agent").notEqual("human"))).count());
  }

  @Test
  void stats_duplicates_equalASparkSqlGroupingOverGames() throws IOException {
    List<Row> duplicates = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE, StatsJob.Options.DEFAULT).get("duplicates");
    SparkSession spark = TestSpark.get();
    games().createOrReplaceTempView("dump_games");
    Dataset<Row> expected = spark.sql("""
        WITH g AS (
          SELECT game, rules, source,
            CASE WHEN tags['Site'] RLIKE '^https?://(www\\\\.)?lichess\\\\.org/[A-Za-z0-9]+$' THEN tags['Site']
              ELSE sha2(concat_ws(char(0), coalesce(start_fen, ''), concat_ws(' ', moves),
                coalesce(declared_result, '')), 256) END AS identity
          FROM dump_games),
        c AS (SELECT *, count(*) OVER (PARTITION BY game, rules, identity) AS copies FROM g)
        SELECT game, rules, source, count(*) AS games, sum(IF(copies > 1, 1, 0)) AS repeated,
          CAST(NULL AS BIGINT) AS identities, CAST(NULL AS BIGINT) AS surplus
        FROM c GROUP BY game, rules, source
        UNION ALL
        SELECT game, rules, '*', count(*), sum(IF(copies > 1, 1, 0)), count(DISTINCT identity),
          count(*) - count(DISTINCT identity)
        FROM c GROUP BY game, rules
        """);
    assertEquals(rows(expected.collectAsList(), 3), rows(duplicates, 3));
    Map<String, String> byKey = rows(duplicates, 3);
    // chess: defects 3, 5, 6 twice each, 1. d4 once, the two equal games of c.pgn
    assertEquals("9|8|5|4", byKey.get("chess|standard|*"), byKey.toString());
  }

  @Test
  void duplicateTallies_onTheDriver_sameAsTheSparkAggregation() throws IOException {
    OutDir dir = OutDir.of(out.toString(), TestSpark.get().sparkContext().hadoopConfiguration());
    Set<String> runs = Manifest.committedRuns(dir);
    List<String> spark = StatsJob.duplicateTallies(StatsJob.identities(TestSpark.get(), dir, runs)).stream()
        .map(Object::toString).sorted().toList();
    List<String> driver = StatsJob.duplicateTallies(TestSpark.get(), dir, runs).stream()
        .map(Object::toString).sorted().toList();
    assertTrue(spark.stream().anyMatch(t -> !t.contains("copies=1,")), "some copies: " + spark);
    assertEquals(spark, driver);
  }

  @Test
  void stats_distinct_countsOneGamePerIdentity() throws IOException {
    Map<String, List<Row>> all = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE, StatsJob.Options.DEFAULT);
    Map<String, List<Row>> distinct = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE, new StatsJob.Options(1, null, true));
    assertEquals(rows(all.get("duplicates"), 3), rows(distinct.get("duplicates"), 3));
    assertEquals(9L, verdicts(all.get("validation"), "chess"));
    assertEquals(5L, verdicts(distinct.get("validation"), "chess"));
    assertEquals(3L, verdicts(distinct.get("validation"), "chess960"));
    // With a tag stratum: the same distinct games, split by the kept games' tags.
    Map<String, List<Row>> byTag = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE,
        StatsJob.Options.of(1, List.of("tag:Event"), true));
    assertEquals(rows(distinct.get("validation"), 4), rows(byTag.get("validation"), 4));
    assertTrue(byTag.get("validation").stream().anyMatch(r -> "tag:Event".equals(r.getAs("stratum"))));
  }

  private static long verdicts(List<Row> validation, String game) {
    long n = 0;
    for (Row r : validation) {
      if (game.equals(r.getAs("game")) && "verdict".equals(r.getAs("category")) && "all".equals(r.getAs("stratum"))) {
        n += r.<Long>getAs("count");
      }
    }
    return n;
  }
}
