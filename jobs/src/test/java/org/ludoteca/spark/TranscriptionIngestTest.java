package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.spark.files.SplitRow;
import org.ludoteca.spark.files.Splits;

/** Zamora transcriptions in a corpus directory: one record per file, however small the slices. */
class TranscriptionIngestTest {
  private static final Path ZAMORA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/zamora")
      .toAbsolutePath().normalize();

  @Test
  void of_transcriptionLargerThanASlice_oneWholeSlice() throws IOException {
    Path file = ZAMORA.resolve("goldeoro-partida-3.txt");
    long length = java.nio.file.Files.size(file);
    org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(file.toUri());
    FileSystem fs = p.getFileSystem(new Configuration());
    List<SplitRow> slices = Splits.of(fs, p, length, false, RecordFormat.TRANSCRIPTION, 4096, "run-000001");
    assertEquals(1, slices.size(), "a " + length + "-byte transcription in 4096-byte slices");
    assertEquals(0, slices.get(0).getStart());
    assertEquals(length, slices.get(0).getEnd());
  }

  @Test
  void run_dataZamoraInSmallSlices_24GamesNothingRejected(@TempDir Path out) throws IOException {
    IngestJob.Result r = IngestJob.builder().inputs(List.of(ZAMORA.toString())).out(out.toString()).splitSize(4096)
        .build().run(TestSpark.get(), new ArrayList<String>()::add);
    assertEquals(24, r.newFiles());
    assertEquals(24, r.read());
    assertEquals(0, r.rejected());
    assertEquals(23, r.verdict("VALID"));
    assertEquals(1, r.verdict("ILLEGAL"), "caliz-partida-3 at its UNRESOLVED turn");
  }
}
