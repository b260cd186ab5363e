package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.progress.Timings;

/**
 * {@code reports/shortest_games.csv}: one row per game, rule set, termination and winner of the
 * VALID games, naming the one with the fewest plies (the first by source and offset on a tie),
 * with how many games end so; checked row by row against the {@code games} table read back.
 */
class ShortestGamesTest {
  @Test
  void write_sampleCorpus_theShortestValidGameOfEachVictoryType(@TempDir Path tmp) throws Exception {
    Path out = tmp.resolve("out");
    IngestJob.builder().inputs(List.of(TestSpark.SAMPLE)).out(out.toString()).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
    Map<String, String> files = new HashMap<>();
    int rows = ShortestGames.write(TestSpark.get(), out.toString(), files::put, Timings.NONE);
    String csv = files.get(ShortestGames.FILE);
    List<CSVRecord> records = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
        .parse(new StringReader(csv)).getRecords();
    assertEquals(rows, records.size());
    assertEquals(String.join(",", ShortestGames.COLUMNS), csv.substring(0, csv.indexOf('\n')));

    // The oracle: every VALID game, grouped by its victory type on the driver.
    Map<List<String>, List<Row>> byType = new HashMap<>();
    for (Row g : TestSpark.get().read().parquet(out.resolve("games").toString()).collectAsList()) {
      if ("VALID".equals(g.getAs("verdict"))) {
        byType.computeIfAbsent(Arrays.asList(g.<String>getAs("game"), g.<String>getAs("rules"),
            g.<String>getAs("termination"), g.<String>getAs("winner")), k -> new ArrayList<>()).add(g);
      }
    }
    assertTrue(byType.size() >= 3, "several victory types in the sample: " + byType.keySet());
    assertEquals(byType.size(), records.size());
    for (CSVRecord r : records) {
      List<String> key = Arrays.asList(r.get("game"), r.get("rules"), empty(r.get("termination")),
          empty(r.get("winner")));
      List<Row> games = new ArrayList<>(byType.get(key));
      games.sort((a, b) -> {
        int c = Integer.compare(a.<Integer>getAs("plies"), b.<Integer>getAs("plies"));
        c = c != 0 ? c : a.<String>getAs("source").compareTo(b.getAs("source"));
        return c != 0 ? c : Long.compare(a.<Long>getAs("offset"), b.<Long>getAs("offset"));
      });
      Row shortest = games.get(0);
      assertEquals(Integer.toString(games.size()), r.get("games"), key.toString());
      assertEquals(shortest.<String>getAs("game_id"), r.get("game_id"), key.toString());
      assertEquals(shortest.<Integer>getAs("plies").toString(), r.get("plies"), key.toString());
      assertEquals(String.valueOf(shortest.<String>getAs("final_fen")), r.get("final_fen"), key.toString());
    }
  }

  private static String empty(String cell) {
    return cell.isEmpty() ? null : cell;
  }
}
