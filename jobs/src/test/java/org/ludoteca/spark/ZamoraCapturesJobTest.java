package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.zamora.game.ZamoraGames;
import org.ludoteca.zamora.ZamoraRules;
import org.ludoteca.spark.table.Table;

/** Cáliz captures and Gol de Oro fouls from the transcribed partidas through ingest and stats. */
class ZamoraCapturesJobTest {
  private static final Path ZAMORA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/zamora")
      .toAbsolutePath().normalize();

  @Test
  void captureMethods_zamoraPartidas_foulsAndCapturesByPiece(@TempDir Path out) throws IOException {
    Path goldeoro = ZAMORA.resolve("goldeoro-partida-1.txt");
    Path caliz = ZAMORA.resolve("caliz-partida-1.txt");
    IngestJob.Result r = IngestJob.builder().inputs(List.of(goldeoro.toString(), caliz.toString())).out(out.toString())
        .build().run(TestSpark.get(), new ArrayList<String>()::add);
    assertEquals(2, r.verdict("VALID"));

    Dataset<Row> captures = TestSpark.read(out, Table.CAPTURES);
    Row bishop = captures.filter(col("game").equalTo("goldeoro").and(col("ply").equalTo(43))).first();
    // goldeoro-partida-1 22.1: the white Bishop 13.8 fouls the black Queen on 12.7 and is expelled.
    assertEquals(List.of("foul", "white", "B", "bishop", "12.7", List.of("13.8"), List.of("B")),
        List.<Object>of(bishop.getAs("method"), bishop.getAs("side"), bishop.getAs("captured"), bishop.getAs("captured_kind"),
            bishop.getAs("square"), bishop.getList(bishop.fieldIndex("attackers")),
            bishop.getList(bishop.fieldIndex("attacker_pieces"))));
    assertTrue(captures.filter(col("captured_value").isNotNull()).isEmpty(), "Zamora pieces have no value");

    StatsJob.run(TestSpark.get(), out.toString());
    Dataset<Row> methods = TestSpark.get().read().parquet(out.resolve("stats/capture_methods").toString());
    List<String> fouls = new ArrayList<>();
    for (Row row : methods.filter(col("game").equalTo("goldeoro")).collectAsList()) {
      fouls.add(row.getAs("method") + " " + row.getAs("side") + " " + row.getAs("captured_kind") + " "
          + row.getAs("captures"));
    }
    // 22.1 Bishop, 23.1 Rook, and 24.1 (the seed's "?", replayed as the Knight's foul 2.4>4.5>5.7>6.8).
    assertEquals(List.of("foul white bishop 1", "foul white knight 1", "foul white rook 1"), fouls);

    long calizRemovals = ZamoraGames.replay(caliz, ZamoraRules.spec()).removals().size();
    List<Row> calizRows = methods.filter(col("game").equalTo("caliz")).collectAsList();
    assertTrue(calizRemovals > 0);
    assertEquals(calizRemovals, calizRows.stream().mapToLong(row -> row.<Long>getAs("captures")).sum());
    assertTrue(calizRows.stream().allMatch(row -> "capture".equals(row.getAs("method"))
        && row.getAs("captured_kind") != null), calizRows::toString);
  }
}
