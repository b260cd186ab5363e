package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.spark.table.Table;

/** The shortest game's row carries its record as the reader gave it: its text, and what the reader mended. */
class ShortestPartialsTest {
  private static GameRecord first(byte[] pgn) throws IOException {
    try (RecordReader reader = RecordReader.of(pgn, "file:/corpus/x.pgn", RecordFormat.ENVELOPE)) {
      return (GameRecord) reader.next();
    }
  }

  private static Table.Row written(GameRecord record) {
    TableRows.Game g = TableRows.Game.builder().gameId("id").source(record.source()).offset(record.offset())
        .tags(record.tags()).declaredResult("1-0").verdict(Verdict.VALID).errorPly(-1).plies(9)
        .winner(Winner.WHITE).termination("resignation").firstMover(Side.WHITE).game("chess").rules("standard")
        .ingestRun("run-000001").build();
    ShortestPartials partials = new ShortestPartials();
    partials.game(g, record);
    List<Object[]> rows = new ArrayList<>();
    partials.writeTo((table, values) -> rows.add(values));
    assertEquals(1, rows.size());
    return Table.Row.of(Table.SHORTEST_SUMMARY, rows.get(0));
  }

  @Test
  void writeTo_latin1Record_rowCarriesTheReadersWarning() throws IOException {
    byte[] pgn;
    try (InputStream in = ShortestPartialsTest.class.getResourceAsStream("/pgn/latin1.pgn")) {
      pgn = in.readAllBytes();
    }
    GameRecord record = first(pgn);
    Table.Row row = written(record);
    assertEquals(record.text(), row.get("record_text"));
    assertTrue(((String) row.get("record_text")).contains("M\u00fcller, J\u00fcrgen"));
    assertEquals(String.join("\n", record.warnings()), row.get("record_warnings"));
    assertTrue(((String) row.get("record_warnings")).contains("ISO 8859-1"), (String) row.get("record_warnings"));
    assertEquals(List.of("chess", "standard", "run-000001"),
        List.of(row.get("game"), row.get("rules"), row.get("ingest_run")));
  }

  @Test
  void writeTo_utf8Record_noWarnings() throws IOException {
    GameRecord record = first(("[White \"M\u00fcller, J\u00fcrgen\"]\n[Result \"1-0\"]\n\n1.e4 e5 1-0\n")
        .getBytes(StandardCharsets.UTF_8));
    assertEquals(List.of(), record.warnings());
    assertNull(written(record).get("record_warnings"));
  }
}
