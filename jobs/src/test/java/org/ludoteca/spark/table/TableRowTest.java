package org.ludoteca.spark.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link Table.Row}: a table's row set and read by column name, its values in the schema's order. */
class TableRowTest {

  @Test
  void set_everyColumnByName_valuesInSchemaOrder() {
    for (Table table : Table.values()) {
      String[] names = table.schema().fieldNames();
      Table.Row row = table.row();
      for (int i = names.length - 1; i >= 0; i--) { // set in reverse: the order of the calls does not matter
        row.set(names[i], names[i] + "=" + i);
      }
      Object[] expected = new Object[names.length];
      for (int i = 0; i < names.length; i++) {
        expected[i] = names[i] + "=" + i;
      }
      assertArrayEquals(expected, row.values(), table.tableName());
    }
  }

  @Test
  void get_columnNeverSet_null() {
    Table.Row row = Table.REJECTED.row().set("source", "a.pgn");
    assertEquals("a.pgn", row.get("source"));
    assertNull(row.get("reason"));
    assertEquals(Table.REJECTED.schema().fields().length, row.values().length);
  }

  @Test
  void set_columnOfAnotherTable_throwsNamingTableAndColumn() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Table.REJECTED.row().set("verdict", "VALID"));
    assertTrue(e.getMessage().contains("rejected") && e.getMessage().contains("verdict"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Table.GAMES.row().get("no_such_column"));
  }

  @Test
  void of_valuesOfARow_readByNameWithoutCopy() {
    Object[] values = Table.SKIPPED_LINES.row().set("source", "x.pgn").set("comments", 3L).values();
    Table.Row row = Table.Row.of(Table.SKIPPED_LINES, values);
    assertEquals(3L, row.get("comments"));
    assertSame(values, row.values());
    assertThrows(IllegalArgumentException.class, () -> Table.Row.of(Table.SKIPPED_LINES, new Object[2]));
  }

  @Test
  void columnIndex_eachColumn_itsSchemaIndex() {
    for (Table table : Table.values()) {
      String[] names = table.schema().fieldNames();
      for (int i = 0; i < names.length; i++) {
        assertEquals(i, table.columnIndex(names[i]), table.tableName() + "." + names[i]);
      }
    }
  }

  @Test
  void setColumn_eachColumnFoundOnce_sameRowAsByName() {
    for (Table table : Table.values()) {
      String[] names = table.schema().fieldNames();
      Table.Row byName = table.row();
      Table.Row byColumn = table.row();
      for (int i = 0; i < names.length; i++) {
        Table.Column c = table.column(names[i]);
        assertEquals(names[i], c.name());
        byName.set(names[i], "v" + i);
        byColumn.set(c, "v" + i);
      }
      assertArrayEquals(byName.values(), byColumn.values(), table.tableName());
    }
  }

  @Test
  void setColumn_columnOfAnotherTable_throwsNamingBoth() {
    Table.Column verdict = Table.GAMES.column("verdict");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Table.REJUDGED.row().set(verdict, "VALID"));
    assertTrue(e.getMessage().contains("games.verdict") && e.getMessage().contains("rejudged"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Table.GAMES.column("no_such_column"));
  }

  @Test
  void column_indexNotTheNamedColumns_throws() {
    Table.Column verdict = Table.GAMES.column("verdict");
    assertEquals(verdict, new Table.Column(Table.GAMES, "verdict", verdict.index()));
    assertThrows(IllegalArgumentException.class, () -> new Table.Column(Table.GAMES, "verdict", verdict.index() + 1));
    assertThrows(IllegalArgumentException.class, () -> new Table.Column(Table.GAMES, "no_such_column", 0));
  }
}
