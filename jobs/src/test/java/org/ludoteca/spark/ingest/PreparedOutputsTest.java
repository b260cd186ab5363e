package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.TestSpark;
import org.ludoteca.spark.table.Table;

class PreparedOutputsTest {
  @TempDir
  Path dir;

  @Test
  void get_preparedOnAnotherThread_theTablesOutputsAsPreparedHere() throws IOException {
    List<Table> tables = List.of(Table.GAMES, Table.CAPTURES);
    TableOutputs there = PreparedOutputs.start(TestSpark.get(), dir.toString(), tables).get();
    TableOutputs here = TableOutputs.prepare(TestSpark.get(), dir.toString(), tables);
    for (Table t : tables) {
      assertEquals(here.get(t).layout.parquetSchema(), there.get(t).layout.parquetSchema(), t.tableName());
      assertEquals(here.get(t).layout.footerMetadata(), there.get(t).layout.footerMetadata(), t.tableName());
      assertEquals(here.get(t).extension, there.get(t).extension, t.tableName());
    }
  }

  @Test
  void get_preparationFailed_itsOwnException() {
    IOException unreadable = new IOException("the staging directory cannot be read");
    assertSame(unreadable, assertThrows(IOException.class, () -> PreparedOutputs.start(() -> {
      throw unreadable;
    }).get()));
    IllegalArgumentException refused = new IllegalArgumentException("a column type the writer cannot write");
    assertSame(refused, assertThrows(IllegalArgumentException.class, () -> PreparedOutputs.start(() -> {
      throw refused;
    }).get()));
  }
}
