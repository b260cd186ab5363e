package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.ludoteca.spark.stats.DuplicateCounts;
import org.ludoteca.stats.DuplicateTally;

/**
 * The Spark grouping by identity ({@link StatsJob#duplicateTallies(Dataset)}) against the driver's
 * ({@link DuplicateCounts}) over some thousands of games in several partitions: copies in several
 * sources and within one, the same identity in two rule sets, lichess addresses and hashes.
 */
class DuplicateTalliesTest {

  @Test
  void duplicateTallies_manyGamesInPartitions_sameAsDuplicateCounts() {
    Random random = new Random(40);
    List<Row> rows = new ArrayList<>();
    DuplicateCounts expected = new DuplicateCounts();
    String[] sources = {"file:/c/a.pgn", "file:/c/b.pgn.zst", "file:/c/c.zip!x.pgn"};
    for (int i = 0; i < 6000; i++) {
      String rules = random.nextInt(5) == 0 ? "chess960" : "standard";
      int n = random.nextInt(3000); // about one identity in two repeated
      String identity = n % 2 == 0 ? "https://lichess.org/" + Integer.toString(n, 36)
          : String.format("%064x", (long) n * 0x9E3779B97F4A7C15L);
      String source = sources[random.nextInt(random.nextInt(10) == 0 ? 3 : 1)];
      rows.add(RowFactory.create("chess", rules, source, identity));
      expected.add("chess", rules, source, identity);
    }
    StructType schema = new StructType().add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("source", DataTypes.StringType).add("identity", DataTypes.StringType);
    Dataset<Row> games = TestSpark.get().createDataFrame(rows, schema).repartition(5);

    List<String> spark = strings(StatsJob.duplicateTallies(games));
    List<String> driver = strings(expected.tallies());
    assertTrue(driver.stream().anyMatch(t -> t.contains("copies=5,")), driver.toString());
    assertTrue(driver.stream().anyMatch(t -> t.contains("rules=chess960")), driver.toString());
    assertEquals(driver, spark);
  }

  /**
   * Games without a game or rule set (unreadable records): the same identity under no game with
   * rules {@code x} and under game {@code x} with no rules is two identities (the origins' numbers
   * tell a null from every string), as the driver counts them.
   */
  @Test
  void duplicateTallies_nullGameOrRules_keptApart() {
    List<Row> rows = new ArrayList<>();
    DuplicateCounts expected = new DuplicateCounts();
    String[][] sets = {{null, "x"}, {"x", null}, {null, null}, {"x", ""}, {"", "x"}};
    for (int i = 0; i < 60; i++) {
      String[] set = sets[i % sets.length];
      String source = i % 4 == 0 ? "file:/c/b.pgn" : "file:/c/a.pgn";
      String identity = "id-" + (i % 7);
      rows.add(RowFactory.create(set[0], set[1], source, identity));
      expected.add(set[0], set[1], source, identity);
    }
    StructType schema = new StructType().add("game", DataTypes.StringType).add("rules", DataTypes.StringType)
        .add("source", DataTypes.StringType).add("identity", DataTypes.StringType);
    Dataset<Row> games = TestSpark.get().createDataFrame(rows, schema).repartition(3);

    List<String> driver = strings(expected.tallies());
    assertTrue(driver.stream().anyMatch(t -> t.contains("game=null, rules=x")), driver.toString());
    assertEquals(driver, strings(StatsJob.duplicateTallies(games)));
  }

  private static List<String> strings(List<DuplicateTally> tallies) {
    return tallies.stream().map(Object::toString).sorted().toList();
  }
}
