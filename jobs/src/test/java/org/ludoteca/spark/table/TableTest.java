package org.ludoteca.spark.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The table definitions are interfaces (users and other tools read the files): each table's name,
 * partition columns, sort keys, writer options and schema (with nullability) are held against
 * {@code jobs/src/test/resources/tables/definitions.tsv}, one line per table, so that reshaping
 * {@link Table} cannot change a file by accident. A change made on purpose: rerun with
 * {@code -Dludoteca.updateGoldens=true}, review the diff, and update data/FORMAT.md section 9.
 */
class TableTest {
  private static final Path GOLDEN = Path.of(System.getProperty("ludoteca.root", ".."))
      .resolve("jobs/src/test/resources/tables/definitions.tsv");

  private static List<String> definitions() {
    List<String> lines = new ArrayList<>();
    for (Table t : Table.values()) {
      lines.add(t.tableName() + "\t" + t.partitionColumns() + "\t" + t.sortKeys() + "\t"
          + new TreeMap<>(t.writerOptions()) + "\t" + t.schema().json());
    }
    return lines;
  }

  @Test
  void values_sameDefinitionsAsGolden() throws Exception {
    List<String> now = definitions();
    if (Boolean.getBoolean("ludoteca.updateGoldens")) {
      Files.write(GOLDEN, now);
    }
    List<String> golden = Files.readAllLines(GOLDEN);
    assertEquals(golden.size(), now.size(), "tables defined");
    for (int i = 0; i < golden.size(); i++) {
      assertEquals(golden.get(i), now.get(i), "table " + now.get(i).split("\t")[0]
          + " differs from tables/definitions.tsv (on purpose? rerun with -Dludoteca.updateGoldens=true)");
    }
  }

  @Test
  void schema_ingestedTables_endWithTheirPartitionColumns() {
    for (Table t : Table.ingested()) {
      List<String> names = List.of(t.schema().fieldNames());
      assertEquals(t.partitionColumns(), names.subList(names.size() - t.partitionColumns().size(), names.size()),
          t.tableName());
    }
  }

  @Test
  void sortKeys_statistics_endWithTheStratum() {
    for (Table t : Table.statistics()) {
      assertTrue(t.partitionColumns().isEmpty(), t.tableName());
      List<String> keys = t.sortKeys();
      assertEquals(List.of("stratum", "stratum_value"), keys.subList(keys.size() - 2, keys.size()), t.tableName());
    }
  }

  @Test
  void named_unknownTable_throws() {
    assertEquals(Table.GAMES, Table.named("games"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Table.named("gamez"));
    assertEquals("no table gamez", e.getMessage());
  }
}
