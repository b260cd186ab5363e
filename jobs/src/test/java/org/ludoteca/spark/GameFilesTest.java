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
import org.ludoteca.spark.table.Table;

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

  @Test
  void at_offsetsAndIdsOfTheWholeRead_sameRecordsPlainAndCompressed(@TempDir Path in) throws IOException {
    Path plain = Files.copy(Path.of(TestSpark.MALFORMED), in.resolve("malformed.rpgn"));
    Path gz = in.resolve("malformed.rpgn.gz");
    try (java.io.OutputStream o = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
      Files.copy(plain, o);
    }
    for (Path file : List.of(plain, gz)) {
      Map<Long, String> ids = new TreeMap<>();
      Map<Long, String> texts = new TreeMap<>();
      GameFiles.forEach(file, g -> {
        ids.put(g.record().offset(), g.gameId());
        texts.put(g.record().offset(), g.record().text());
      });
      assertTrue(ids.size() > 3, file.toString());
      // Every other record, the last one included; and an id that is not the record's.
      Map<Long, String> asked = new TreeMap<>();
      List<Long> offsets = new ArrayList<>(ids.keySet());
      for (int i = offsets.size() - 1; i >= 0; i -= 2) {
        asked.put(offsets.get(i), ids.get(offsets.get(i)));
      }
      Map<Long, String> wrong = new TreeMap<>(asked);
      long first = offsets.get(0);
      wrong.put(first, "0".repeat(32));
      Map<Long, org.ludoteca.record.GameRecord> found = GameFiles.at(file, wrong);
      Map<Long, String> foundTexts = new TreeMap<>();
      found.forEach((offset, g) -> foundTexts.put(offset, g.text()));
      Map<Long, String> expected = new TreeMap<>();
      asked.keySet().stream().filter(o -> o != first).forEach(o -> expected.put(o, texts.get(o)));
      assertEquals(expected, foundTexts, file.toString());
    }
  }
}
