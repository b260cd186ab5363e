package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ids GameFiles gives records outside Spark are the games table's game_id, split or not. */
class GameFilesTest {
  @Test
  void forEach_sampleInputs_idsEqualTheIngestedGameIds(@TempDir Path out, @TempDir Path in) throws IOException {
    Files.copy(Path.of(TestSpark.SAMPLE), in.resolve("sample.rpgn"));
    Files.copy(Path.of(TestSpark.MALFORMED), in.resolve("malformed.rpgn"));
    // small splits: the ingest reads the files in several slices, GameFiles in one
    IngestJob.builder().inputs(List.of(in.toString())).out(out.toString()).splitSize(4096).build()
        .run(TestSpark.get(), line -> { });
    Map<String, String> ingested = new TreeMap<>();
    for (Row r : TestSpark.read(out, Table.GAMES)
        .select("game_id", "source", "offset").collectAsList()) {
      ingested.put(r.getString(0), r.getString(1) + ":" + r.getLong(2));
    }
    Map<String, String> read = new TreeMap<>();
    List<String> errors = GameFiles.forEach(List.of(in.toString()),
        g -> read.put(g.gameId(), g.record().source() + ":" + g.record().offset()));
    assertEquals(List.of(), errors);
    assertEquals(40, ingested.size());
    assertEquals(ingested, read);

    List<String> one = new ArrayList<>();
    GameFiles.forEach(in.resolve("sample.rpgn"), g -> one.add(g.gameId()));
    assertEquals(23, one.size());
    assertTrue(ingested.keySet().containsAll(one), "a file named alone gets the same ids");
  }
}
