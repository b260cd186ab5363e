package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ludoteca.spark.table.Table;

/**
 * The cell the stratified summaries count a game in ({@link SummaryCell}): its columns are the
 * last of each summary table's, all of them, and the memo gives each game the cell computed afresh.
 */
class SummaryCellTest {
  @Test
  void setOn_stratifiedSummaryTables_setsEachStrataAndPartitionColumn() {
    SummaryCell cell = new SummaryCell("chess", "standard", "run-000002", "blitz", "1400-1599", "2024-01");
    for (Table table : List.of(Table.GAME_SUMMARY, Table.CAPTURE_SUMMARY, Table.RESEARCH_SUMMARY)) {
      Object[] values = cell.setOn(table.row()).values();
      String[] names = table.schema().fieldNames();
      List<String> set = new ArrayList<>();
      List<Object> setValues = new ArrayList<>();
      for (int i = 0; i < values.length; i++) {
        if (values[i] != null) {
          set.add(names[i]);
          setValues.add(values[i]);
        }
      }
      // The strata and partition columns come last in each table: a stratum column the tables gain
      // that the cell does not set would show here.
      assertEquals(Arrays.asList(names).subList(names.length - 6, names.length), set, table.tableName());
      assertEquals(List.of("blitz", "1400-1599", "2024-01", "chess", "standard", "run-000002"), setValues);
    }
  }

  @Test
  void of_memoOverGamesWhoseTagsChange_eachGamesOwnCell() {
    Random random = new Random(11);
    String[] timeControls = {null, "300+0", "60+0", "-", "x"};
    String[] elos = {null, "1500", "2100", "?"};
    String[] dates = {null, "2020.01.31", "2021.12.01", "2021.??.??"};
    String[] games = {"chess", "chess960"};
    SummaryCell.Memo memo = new SummaryCell.Memo();
    Map<String, String> last = new LinkedHashMap<>();
    SummaryCell lastCell = null;
    String lastGame = null;
    int reused = 0;
    for (int i = 0; i < 3000; i++) {
      boolean same = i > 0 && random.nextInt(3) == 0;
      Map<String, String> tags = new LinkedHashMap<>(last);
      String game = same ? lastGame : games[random.nextInt(games.length)];
      if (!same) {
        put(tags, "TimeControl", timeControls[random.nextInt(timeControls.length)]);
        put(tags, random.nextBoolean() ? "WhiteElo" : "BlackElo", elos[random.nextInt(elos.length)]);
        put(tags, random.nextBoolean() ? "UTCDate" : "Date", dates[random.nextInt(dates.length)]);
      }
      SummaryCell cell = memo.of(game, "rules", "run-000001", tags);
      assertEquals(SummaryCell.of(game, "rules", "run-000001", tags), cell, tags::toString);
      if (same) {
        assertSame(lastCell, cell, "a game like the last gets the last cell");
        reused++;
      }
      last = tags;
      lastCell = cell;
      lastGame = game;
    }
    assertEquals(true, reused > 500, "games like the last: " + reused);
  }

  /** Sets tag {@code name} to a fresh copy of {@code value} (each game its own strings), or removes it. */
  private static void put(Map<String, String> tags, String name, String value) {
    if (value == null) {
      tags.remove(name);
    } else {
      tags.put(name, new String(value));
    }
  }
}
