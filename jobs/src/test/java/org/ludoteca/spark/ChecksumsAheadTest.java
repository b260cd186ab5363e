package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checksums the pipeline computes ahead of the ingest ({@link IngestJob#prefetch}) are the
 * files' own: the manifest gets each file's SHA-256 as a run without them gives it, and a file
 * changed after they were taken (another size) is checksummed again, not entered with the old sum.
 */
class ChecksumsAheadTest {
  @Test
  void prefetch_fileChangedAfterwards_manifestHasTheContentIngested(@TempDir Path tmp) throws Exception {
    Path in = Files.createDirectories(tmp.resolve("in"));
    Path same = Files.copy(Path.of(TestSpark.SAMPLE), in.resolve("same.rpgn"));
    Path changed = Files.copy(Path.of(TestSpark.MALFORMED), in.resolve("changed.rpgn"));
    Path out = tmp.resolve("out");
    IngestJob job = IngestJob.builder().inputs(List.of(in.toString())).out(out.toString()).build();
    job.prefetch(Map.of());
    Thread.sleep(2000); // the checksums taken
    Files.writeString(changed, Files.readString(changed) + "\n[Event \"appended\"]\n\nc4-c5 *\n");
    job.run(TestSpark.get(), new ArrayList<String>()::add);
    String manifest = Files.readString(out.resolve("_manifest.csv"));
    for (Path f : List.of(same, changed)) {
      String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
      assertEquals(1, manifest.lines().filter(l -> l.contains(f.getFileName().toString()) && l.contains(sha)).count(),
          f + " in\n" + manifest);
    }
  }
}
