package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.rithmomachia.notation.CompactPosition;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.spark.table.Table;

class PositionsTableTest {
  private static final Path CHESS = TestSpark.DATA.resolveSibling("chess").resolve("lichess-sample.pgn");

  private static IngestJob.Result ingest(Path out, boolean positions, String... inputs) throws IOException {
    return IngestJob.builder().inputs(List.of(inputs)).out(out.toString()).positions(positions).build()
        .run(TestSpark.get(), m -> { });
  }

  @Test
  void positions_sampleMalformedAndChess_onePerPositionEachDecodingToTheReplayedFen(@TempDir Path out)
      throws Exception {
    IngestJob.Result r = ingest(out, true, TestSpark.SAMPLE, TestSpark.MALFORMED, CHESS.toString());
    assertEquals(r.read(), r.games() + r.rejected());
    Dataset<Row> games = TestSpark.read(out, Table.GAMES);
    Dataset<Row> positions = TestSpark.read(out, Table.POSITIONS);
    assertTrue(Files.isDirectory(out.resolve("positions/game=rithmomachia/rules=cvr/ingest_run=run-000001")),
        "partitioned like games");

    // One row per position, start included, of every game that set up (UNREADABLE ones have none).
    long expected = 0;
    Map<String, Row> byId = new HashMap<>();
    for (Row g : games.filter(col("verdict").notEqual("UNREADABLE")).collectAsList()) {
      expected += g.<Integer>getAs("plies") + 1;
      byId.put(g.getAs("game_id"), g);
    }
    assertEquals(expected, positions.count());
    assertEquals(0, positions.join(games.filter(col("verdict").equalTo("UNREADABLE")), "game_id").count());

    Map<String, List<Row>> byGame = new HashMap<>();
    for (Row p : positions.orderBy("game_id", "ply").collectAsList()) {
      byGame.computeIfAbsent(p.getAs("game_id"), k -> new java.util.ArrayList<>()).add(p);
    }
    assertEquals(byId.keySet(), byGame.keySet(), "every game that set up has positions");
    int rithmo = 0;
    int chess = 0;
    for (Map.Entry<String, List<Row>> e : byGame.entrySet()) {
      Row g = byId.get(e.getKey());
      String game = g.getAs("game");
      List<String> moves = g.getList(g.fieldIndex("moves"));
      Map<String, String> tags = g.getJavaMap(g.fieldIndex("tags"));
      // Replay the game again, one ply per row: row k is the position after k plies.
      GameReplayer.Session s = Games.named(game).replayer(g.getAs("rules")).start(tags.get("FEN"));
      for (int ply = 0; ply < e.getValue().size(); ply++) {
        Row p = e.getValue().get(ply);
        assertEquals(ply, (int) p.getAs("ply"));
        if (ply > 0) {
          s.play(moves.get(ply - 1));
        }
        byte[] code = p.getAs("position");
        String fen = p.getAs("fen");
        assertTrue((code == null) != (fen == null), "a code or a FEN, not both");
        String where = game + " " + e.getKey() + " ply " + ply;
        if (game.equals("rithmomachia")) {
          assertNotNull(code, "Rithmomachia positions have a compact code: " + where);
          assertEquals(s.fen(), RithmoFen.write(CompactPosition.decode(code)), where);
          rithmo++;
        } else {
          if (fen != null) {
            assertEquals(s.fen(), fen, where);
          }
          chess++;
        }
      }
    }
    assertTrue(rithmo > 0 && chess > 0, rithmo + " " + chess);
    assertFalse(positions.filter(col("ply").equalTo(0)).isEmpty());
  }

  @Test
  void positions_notAsked_noTable(@TempDir Path out) throws IOException {
    ingest(out, false, TestSpark.SAMPLE);
    assertFalse(Files.exists(out.resolve("positions")));
  }
}
