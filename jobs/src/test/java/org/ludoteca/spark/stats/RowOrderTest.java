package org.ludoteca.spark.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.junit.jupiter.api.Test;

class RowOrderTest {
  private static List<String> firsts(List<Row> rows) {
    List<String> out = new ArrayList<>();
    for (Row r : rows) {
      out.add(String.valueOf(r.get(0)) + "|" + r.get(1));
    }
    return out;
  }

  @Test
  void sorted_nullsFirstThenByEachKeyInTurn() {
    List<Row> rows = List.of(RowFactory.create("b", 2L), RowFactory.create(null, 9L), RowFactory.create("a", 3L),
        RowFactory.create("b", 1L), RowFactory.create("a", null));
    assertEquals(List.of("null|9", "a|null", "a|3", "b|1", "b|2"), firsts(RowOrder.sorted(rows, 2)));
  }

  @Test
  void sorted_fewerKeys_keepsTiesInTheirOrder() {
    List<Row> rows = List.of(RowFactory.create("b", 2L), RowFactory.create("a", 3L), RowFactory.create("b", 1L));
    assertEquals(List.of("a|3", "b|2", "b|1"), firsts(RowOrder.sorted(rows, 1)));
  }

  @Test
  void compareValues_stringsByCodePointNotUtf16Unit() {
    // U+1F600 is stored as the surrogates D83D DE00, below U+FFFF as UTF-16 units, above it as UTF-8 bytes.
    String emoji = new String(Character.toChars(0x1F600));
    assertTrue(emoji.compareTo("\uFFFF") < 0, "UTF-16 order, the one Spark does not use");
    assertTrue(RowOrder.compareValues(emoji, "\uFFFF") > 0);
    assertTrue(RowOrder.compareValues("ab", "abc") < 0);
    assertTrue(RowOrder.compareValues("B", "a") < 0);
  }

  @Test
  void compareValues_doublesAsSpark() {
    assertEquals(0, RowOrder.compareValues(-0.0, 0.0));
    assertTrue(RowOrder.compareValues(Double.NaN, Double.POSITIVE_INFINITY) > 0);
    assertEquals(0, RowOrder.compareValues(Double.NaN, Double.NaN));
    assertTrue(RowOrder.compareValues(0.25, 0.5) < 0);
  }

  @Test
  void compareValues_integersByValue() {
    assertTrue(RowOrder.compareValues(-3, 2) < 0);
    assertTrue(RowOrder.compareValues(10L, 9L) > 0);
  }

  @Test
  void compareValues_unorderableType_throws() {
    assertThrows(IllegalArgumentException.class, () -> RowOrder.compareValues(new byte[] {1}, new byte[] {2}));
  }
}
