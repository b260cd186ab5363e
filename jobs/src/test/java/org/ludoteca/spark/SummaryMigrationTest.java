package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.stats.TableSummaries;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.files.Manifest;

/**
 * An output ingested before the summary tables existed (built here: an ingest's output without
 * its {@code game_summary} and {@code capture_summary}) is migrated once by the statistics: the
 * runs get the summary tables the ingest would have written, and the statistics equal the ones of
 * the same corpus ingested with them.
 */
class SummaryMigrationTest {
  private static final List<String> INPUTS = List.of(TestSpark.SAMPLE, TestSpark.MALFORMED,
      TestSpark.DATA.resolveSibling("chess").toString(), TestSpark.DATA.resolveSibling("chess960").toString());

  private static void ingest(Path out) throws IOException {
    IngestJob.builder().inputs(INPUTS).out(out.toString()).build().run(TestSpark.get(), new ArrayList<String>()::add);
  }

  /** A summary table's rows, counts summed per distinct key (ingest tasks and migration split rows differently). */
  private static List<String> summary(Path out, Table table, String... counts) {
    Dataset<Row> t = TestSpark.get().read().schema(table.schema()).parquet(out.resolve(table.tableName()).toString());
    List<Column> keys = new ArrayList<>();
    for (String f : table.schema().fieldNames()) {
      if (!List.of(counts).contains(f)) {
        keys.add(col(f));
      }
    }
    Column[] sums = Stream.of(counts).map(c -> sum(c).as(c)).toArray(Column[]::new);
    List<String> rows = new ArrayList<>();
    for (Row r : t.groupBy(keys.toArray(new Column[0])).agg(sums[0], java.util.Arrays.copyOfRange(sums, 1, sums.length))
        .collectAsList()) {
      rows.add(r.mkString("|"));
    }
    rows.sort(null);
    return rows;
  }

  private static List<String> gameSummary(Path out) {
    return summary(out, Table.GAME_SUMMARY, "games", "legal_moves", "move_positions", "decision_plies");
  }

  private static List<String> captureSummary(Path out) {
    return summary(out, Table.CAPTURE_SUMMARY, "captures", "opening", "middlegame", "endgame");
  }

  /** Every statistics table of {@code out}, its rows as the job wrote them. */
  private static Map<String, List<String>> stats(Path out) {
    SparkSession spark = TestSpark.get();
    Map<String, List<String>> tables = new LinkedHashMap<>();
    for (Table t : Table.statistics()) {
      List<String> rows = new ArrayList<>();
      for (Row r : spark.read().schema(t.schema()).parquet(out.resolve("stats").resolve(t.tableName()).toString())
          .collectAsList()) {
        rows.add(r.mkString("|"));
      }
      tables.put(t.tableName(), rows);
    }
    return tables;
  }

  private static void delete(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  private static Set<String> migrate(Path out) throws IOException {
    OutDir dir = OutDir.of(out.toString(), TestSpark.get().sparkContext().hadoopConfiguration());
    return TableSummaries.migrate(TestSpark.get(), dir, Manifest.committedRuns(dir));
  }

  @Test
  void migrate_outputWithoutSummaryTables_writesWhatTheIngestWroteOnce(@TempDir Path out) throws IOException {
    ingest(out);
    List<String> games = gameSummary(out);
    List<String> captures = captureSummary(out);
    assertTrue(games.stream().anyMatch(r -> r.contains("|chess960|")), "chess960 games summarized: " + games);
    assertTrue(captures.size() > 10, captures.toString());

    delete(out.resolve(Table.GAME_SUMMARY.tableName()));
    delete(out.resolve(Table.CAPTURE_SUMMARY.tableName()));
    assertEquals(Set.of("run-000001"), migrate(out));

    assertEquals(games, gameSummary(out));
    assertEquals(captures, captureSummary(out));
    assertEquals(Set.of(), migrate(out), "migrated once");
    assertFalse(Files.exists(out.resolve("_staging").resolve("summaries")));
  }

  @Test
  void run_outputWithoutSummaryTables_sameStatisticsAsWithThem(@TempDir Path out) throws IOException {
    ingest(out);
    StatsJob.run(TestSpark.get(), out.toString());
    Map<String, List<String>> withSummaries = stats(out);

    delete(out.resolve(Table.GAME_SUMMARY.tableName()));
    delete(out.resolve(Table.CAPTURE_SUMMARY.tableName()));
    StatsJob.run(TestSpark.get(), out.toString());

    assertTrue(Files.isDirectory(out.resolve(Table.GAME_SUMMARY.tableName()).resolve("game=chess")),
        "the summary tables are back");
    assertTrue(withSummaries.get("start_positions").size() > 1, withSummaries.get("start_positions").toString());
    assertEquals(withSummaries, stats(out));
  }

  @Test
  void migrate_killedWhileMovingItsFiles_undoneAndDoneAgain(@TempDir Path out) throws IOException {
    ingest(out);
    List<String> games = gameSummary(out);
    List<String> captures = captureSummary(out);
    delete(out.resolve(Table.GAME_SUMMARY.tableName()));
    delete(out.resolve(Table.CAPTURE_SUMMARY.tableName()));
    migrate(out);
    // As a migration killed while it moved its files in: one game's summary partition missing, the
    // list of the runs it was moving still there.
    delete(out.resolve(Table.GAME_SUMMARY.tableName()).resolve("game=chess"));
    Files.writeString(out.resolve("_staging").resolve("migrating-summaries"), "run-000001", StandardCharsets.UTF_8);

    assertEquals(Set.of("run-000001"), migrate(out));

    assertEquals(games, gameSummary(out));
    assertEquals(captures, captureSummary(out));
    assertFalse(Files.exists(out.resolve("_staging").resolve("migrating-summaries")));
  }
}
