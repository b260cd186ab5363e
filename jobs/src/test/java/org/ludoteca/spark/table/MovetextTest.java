package org.ludoteca.spark.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.TestSpark;

/** {@code games.movetext}: written instead of {@code moves} where it splits back, and the view readers get. */
class MovetextTest {
  @TempDir
  Path out;

  @Test
  void of_tokens_joinedBySpaces() {
    assertEquals("e4 e5 Nf3", Movetext.of(List.of("e4", "e5", "Nf3")));
    assertEquals("", Movetext.of(List.of()));
  }

  @Test
  void of_tokenWithSpaceOrEmpty_isNull() {
    assertNull(Movetext.of(List.of("e4", "a b")));
    assertNull(Movetext.of(List.of("e4", "")));
  }

  @Test
  void of_record_theJoinedOrNullAsFromTheTokens() {
    assertEquals("e4 e5 Nf3", Movetext.of(record(List.of("e4", "e5", "Nf3"))));
    assertNull(Movetext.of(record(List.of("e4", "a b"))));
    assertNull(Movetext.of(record(List.of("e4", ""))));
  }

  private static org.ludoteca.record.GameRecord record(List<String> moves) {
    return new org.ludoteca.record.GameRecord("s", 0, 1, org.ludoteca.record.RecordFormat.ENVELOPE, java.util.Map.of(),
        moves, "*", String.join(" ", moves) + " *");
  }

  @Test
  void view_rowsWrittenEitherWay_giveMovesAndMovetext() {
    StructType schema = new StructType()
        .add("moves", DataTypes.createArrayType(DataTypes.StringType), true)
        .add("movetext", DataTypes.StringType, true);
    List<Row> rows = List.of(
        RowFactory.create(null, "e4 e5"), // written with movetext
        RowFactory.create(null, ""), // no move, written with movetext
        RowFactory.create(new String[] {"a b", "c"}, null), // a token with a space: the array kept
        RowFactory.create(new String[] {"d4", "d5"}, null)); // a run from before movetext
    List<Row> seen = Movetext.view(TestSpark.get().createDataFrame(rows, schema)).collectAsList();
    assertEquals(List.of("e4", "e5"), seen.get(0).getList(0));
    assertEquals("e4 e5", seen.get(0).getString(1));
    assertEquals(List.of(), seen.get(1).getList(0));
    assertEquals("", seen.get(1).getString(1));
    assertEquals(List.of("a b", "c"), seen.get(2).getList(0));
    assertEquals("a b c", seen.get(2).getString(1));
    assertEquals(List.of("d4", "d5"), seen.get(3).getList(0));
    assertEquals("d4 d5", seen.get(3).getString(1));
  }

  @Test
  void ingest_chessSample_movesReadBackAsRecorded() throws Exception {
    Path pgn = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/chess/lichess-sample.pgn")
        .toAbsolutePath().normalize();
    IngestJob.builder().inputs(List.of(pgn.toString())).out(out.toString()).build().run(TestSpark.get(), m -> {});
    Map<Long, List<String>> recorded = new HashMap<>();
    try (RecordReader reader = RecordReader.open(pgn)) {
      while (reader.hasNext()) {
        ReadResult r = reader.next();
        if (r instanceof GameRecord g) {
          recorded.put(g.offset(), g.moves());
        }
      }
    }
    Dataset<Row> games = TestSpark.read(out, Table.GAMES);
    List<Row> all = games.collectAsList();
    assertEquals(recorded.size(), all.size());
    for (Row g : all) {
      List<String> moves = new ArrayList<>(g.getList(g.fieldIndex("moves")));
      assertEquals(recorded.get(g.<Long>getAs("offset")), moves);
      assertEquals(String.join(" ", moves), g.getAs("movetext"));
    }
    // Written as movetext, the array left out of the files.
    Dataset<Row> files = TestSpark.get().read().parquet(out.resolve("games").toString());
    assertEquals(0, files.filter(files.col("moves").isNotNull()).count());
    assertEquals(all.size(), files.filter(files.col("movetext").isNotNull()).count());
  }
}
