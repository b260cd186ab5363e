package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.spark.table.Table;

/** {@link TableRows}: a game's row of {@code games}, every column set by name, the vocabulary written as labels. */
class TableRowsTest {
  /** A game with every column given a value. */
  private static TableRows.Game everyColumn() {
    return TableRows.Game.builder().gameId("id").source("a.pgn").offset(17).tags(Map.of("Event", "e"))
        .startFen("fen").moves(List.of("e4", "e5")).declaredResult("1-0").declaredTermination("Normal")
        .verdict(Verdict.VALID).errorPly(-1).error("none").plies(2).winner(Winner.DRAW).termination("agreement")
        .finalFen("final").firstMover(Side.BLACK).clocks(List.of(1)).evals(List.of(2)).bot("bot").game("chess")
        .rules("standard").ingestRun("run-000001").build();
  }

  private static final TypedColumns TYPED = new TypedColumns("normal", "standard", 1500, 1600,
      LocalDate.of(2020, 1, 2), 300, 2, "C20", "King's Pawn", "e2e4 e7e5", List.of(1.0, 2.0), 90.0, 80.0, 10.0, 20.0);

  @Test
  void game_everyColumnGiven_everyColumnOfGamesSet() {
    // A column added to the table's definition but not set here fails this test.
    for (String movetext : new String[] {"e4 e5", null}) {
      Object[] v = TableRows.game(everyColumn(), movetext, TYPED);
      String[] names = Table.GAMES.schema().fieldNames();
      for (int i = 0; i < names.length; i++) {
        if (names[i].equals("moves") || names[i].equals("movetext")) {
          continue; // one or the other
        }
        assertNotNull(v[i], names[i]);
      }
      Table.Row row = Table.Row.of(Table.GAMES, v);
      assertEquals(movetext, row.get("movetext"));
      assertEquals(movetext == null ? List.of("e4", "e5") : null, row.get("moves"));
    }
  }

  @Test
  void game_vocabulary_writtenAsLabels() {
    Table.Row row = Table.Row.of(Table.GAMES, TableRows.game(everyColumn(), null, TypedColumns.NONE));
    assertEquals("VALID", row.get("verdict"));
    assertEquals("draw", row.get("winner"));
    assertEquals("black", row.get("first_mover"));
    assertEquals(17L, row.get("offset"));
    assertEquals("VALID", TableRows.verdictOf(row.values()));
    Table.Row none = Table.Row.of(Table.GAMES, TableRows.game(TableRows.Game.builder().verdict(Verdict.ILLEGAL)
        .build(), null, TypedColumns.NONE));
    assertNull(none.get("winner"));
    assertNull(none.get("first_mover"));
    assertNull(none.get("white_elo"));
  }
}
