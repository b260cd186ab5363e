package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CsvSinkTest {
  @Test
  void format_headerNullsNumbersFormulas() {
    String csv = CsvSink.format(List.of("name", "n", "share"), List.of(
        Arrays.asList("=SUM(A1)", 3L, 0.1 + 0.2),
        Arrays.asList("+1", -2L, null),
        Arrays.asList("-x", 0, 1.0 / 3),
        Arrays.asList("@me", 1, Double.valueOf(2)),
        Arrays.asList("plain, with comma", null, 0.5)));
    assertEquals("""
        name,n,share
        '=SUM(A1),3,0.300000
        '+1,-2,
        '-x,0,0.333333
        '@me,1,2.000000
        "plain, with comma",,0.500000
        """, csv);
  }

  @Test
  void cell_numbersAreNotEscaped() {
    assertEquals("-5", CsvSink.cell(-5L));
    assertEquals("-0.500000", CsvSink.cell(-0.5));
    assertEquals("'-5", CsvSink.cell("-5"));
  }
}
