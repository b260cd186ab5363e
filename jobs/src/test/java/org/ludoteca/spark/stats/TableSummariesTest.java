package org.ludoteca.spark.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.ludoteca.spark.table.Table;

/**
 * The tag strata values the summaries of {@code games} read back group their rows by ({@link
 * TableSummaries#tagValues}), shared by {@code game_summary}'s and {@code research_summary}'s, and
 * read back by name after a row's columns ({@link TableSummaries#columns}).
 */
class TableSummariesTest {
  @Test
  void tagValues_tagStrata_eachTagsValueInOrderNullWhenMissing() {
    Map<String, String> tags = Map.of("Event", "Rated blitz", "Site", "lichess.org");
    assertEquals(Arrays.asList("lichess.org", null, "Rated blitz"),
        TableSummaries.tagValues(tags, List.of("tag:Site", "tag:Round", "tag:Event")));
    assertEquals(List.of(), TableSummaries.tagValues(tags, List.of()));
  }

  @Test
  void withTagValues_summaryRow_columnsReadTheRowAndEachTagValueByName() {
    Object[] row = Table.GAME_SUMMARY.row().set("verdict", "VALID").set("games", 3L).set("game", "chess")
        .values();
    Object[] with = TableSummaries.withTagValues(row, Arrays.asList("Rated blitz", null));
    assertArrayEquals(row, Arrays.copyOf(with, row.length));
    Function<String, Object> columns = TableSummaries.columns(with, Table.GAME_SUMMARY);
    assertEquals("VALID", columns.apply("verdict"));
    assertEquals(3L, columns.apply("games"));
    assertEquals("chess", columns.apply("game"));
    assertEquals("Rated blitz", columns.apply(TableSummaries.TAG_COLUMN + 0));
    assertEquals(null, columns.apply(TableSummaries.TAG_COLUMN + 1));
    assertEquals(row.length + 2, with.length);
  }
}
