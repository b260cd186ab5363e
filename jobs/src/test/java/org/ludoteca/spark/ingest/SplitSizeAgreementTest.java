package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RejectedRecord;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.TestSpark;

/**
 * Issue #27 through the real pipeline (Spark local): damaged corpora ingested whole, at 64 KiB
 * and at 4 KiB slices give the rows {@code replay} gives, record by record (offset, verdict,
 * error, or the rejection's reason, line and column).
 */
class SplitSizeAgreementTest {
  @Test
  void ingest_damagedCorpora_sameRowsAsReplayAtEverySplitSize(@TempDir Path in, @TempDir Path out) throws IOException {
    List<Path> files = List.of(
        SliceAgreementTest.write(in.resolve("chess.pgn"), Path.of("../data/chess/lichess-sample.pgn"), 300, 27),
        SliceAgreementTest.write(in.resolve("rithmo.rpgn"), Path.of("../data/rithmomachia/sample.rpgn"), 300, 28),
        SliceAgreementTest.write(in.resolve("positions.fen"), Path.of("../data/rithmomachia/positions.fen"), 300, 29));
    TreeSet<String> expected = new TreeSet<>();
    for (Path f : files) {
      try (RecordReader r = RecordReader.open(f)) {
        while (r.hasNext()) {
          expected.add(row(r.next(), f.toUri().toString()));
        }
      }
    }
    assertTrue(expected.size() > 600, "records: " + expected.size());
    for (long splitSize : new long[] {50_000_000L, 1L << 16, 1L << 12}) {
      Path dir = out.resolve("split-" + splitSize);
      IngestJob.Result r = IngestJob.builder().inputs(List.of(in.toString())).out(dir.toString()).splitSize(splitSize)
          .build().run(TestSpark.get(), new ArrayList<String>()::add);
      TreeSet<String> actual = new TreeSet<>();
      for (Row g : TestSpark.read(dir, Table.GAMES).collectAsList()) {
        actual.add(g.<Long>getAs("offset") + " " + source(g.getAs("source")) + " " + g.getAs("verdict") + " "
            + g.<Integer>getAs("error_ply") + " " + g.getAs("error") + " " + g.<Integer>getAs("plies"));
      }
      for (Row x : TestSpark.read(dir, Table.REJECTED)
          .collectAsList()) {
        actual.add(x.<Long>getAs("offset") + " " + source(x.getAs("source")) + " rejected " + x.getAs("reason")
            + " at " + x.<Long>getAs("line") + ":" + x.<Integer>getAs("column"));
      }
      assertEquals(expected.size(), r.read(), "records read at split size " + splitSize);
      assertEquals(new ArrayList<>(expected), new ArrayList<>(actual), "rows at split size " + splitSize);
    }
  }

  private static String row(ReadResult r, String source) {
    if (r instanceof RejectedRecord x) {
      return x.offset() + " " + source(source) + " rejected " + x.reason() + " at " + x.line() + ":" + x.column();
    }
    ReplayResult v = Replay.of((GameRecord) r, null);
    return r.offset() + " " + source(source) + " " + v.verdict() + " " + v.errorPly() + " " + v.error() + " "
        + v.plies();
  }

  /** A file's name: the tables hold a qualified path. */
  private static String source(String path) {
    return path.substring(path.lastIndexOf('/') + 1);
  }
}
