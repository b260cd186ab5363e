package org.ludoteca.spark.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.StatsJob;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.table.Table;

/** The summary tables the ingest writes for the statistics: their counts, and the statistics they give. */
class StatsPartialsTest {
  private static IngestJob.Result ingest(Path out) throws IOException {
    return IngestJob.builder().inputs(List.of(TestSpark.SAMPLE, TestSpark.MALFORMED)).out(out.toString()).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
  }

  /** Every statistics table of {@code out}: its schema and its rows, in the table's order. */
  private static Map<String, String> stats(Path out) {
    SparkSession spark = TestSpark.get();
    Map<String, String> tables = new LinkedHashMap<>();
    for (String name : Table.statistics().stream().map(Table::tableName).toList()) {
      Dataset<Row> t = spark.read().parquet(out.resolve("stats").resolve(name).toString());
      List<String> rows = new ArrayList<>();
      for (Row r : t.collectAsList()) {
        rows.add(r.mkString("|"));
      }
      tables.put(name, t.schema().toDDL() + "\n" + String.join("\n", rows));
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

  @Test
  void ingest_summaryTables_countEveryGameAndEveryCaptureOfValidGames(@TempDir Path out) throws IOException {
    IngestJob.Result r = ingest(out);
    SparkSession spark = TestSpark.get();
    Dataset<Row> summary = TestSpark.read(out, Table.GAME_SUMMARY);
    Dataset<Row> games = TestSpark.read(out, Table.GAMES);
    Dataset<Row> captures = TestSpark.read(out, Table.CAPTURES);
    Dataset<Row> captureSummary = TestSpark.read(out, Table.CAPTURE_SUMMARY);

    assertEquals(r.games(), summary.agg(sum("games")).first().getLong(0));
    assertEquals(r.verdict("VALID"),
        summary.filter(col("verdict").equalTo("VALID")).agg(sum("games")).first().getLong(0));
    long validCaptures = captures.join(games.filter(col("verdict").equalTo("VALID")).select("game_id"), "game_id")
        .count();
    assertTrue(validCaptures > 0);
    assertTrue(validCaptures < captures.count(), "the sample has captures in games that are not VALID");
    Row totals = captureSummary.agg(sum("captures"), sum("opening"), sum("middlegame"), sum("endgame")).first();
    assertEquals(validCaptures, totals.getLong(0));
    assertEquals(validCaptures, totals.getLong(1) + totals.getLong(2) + totals.getLong(3));
  }

  @Test
  void run_withoutSummaryTables_sameStatistics(@TempDir Path out) throws IOException {
    ingest(out);
    StatsJob.run(TestSpark.get(), out.toString());
    Map<String, String> fromSummaries = stats(out);

    // As a run ingested before the summary tables existed: the statistics scan games and captures.
    delete(out.resolve(Table.GAME_SUMMARY.tableName()));
    delete(out.resolve(Table.CAPTURE_SUMMARY.tableName()));
    StatsJob.run(TestSpark.get(), out.toString());
    Map<String, String> fromTables = stats(out);

    assertTrue(fromTables.get("capture_methods").lines().count() > 10, fromTables.get("capture_methods"));
    assertTrue(fromTables.get("game_length").contains("|"), fromTables.get("game_length"));
    for (String name : Table.statistics().stream().map(Table::tableName).toList()) {
      assertEquals(fromTables.get(name), fromSummaries.get(name), name);
    }
  }
}
