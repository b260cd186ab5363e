package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.files.Checksum;

/**
 * The checksums the pipeline computes ahead of the ingest ({@link IngestJob#prefetch}) are the
 * files' own: the manifest gets each file's SHA-256 as a run without them gives it, and a file
 * changed after they were taken (another size) is checksummed again, not entered with the old sum.
 * The test waits for the checksums taken ahead, so that the second file's is the stale one.
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
    Map<String, ChecksumsAhead.Taken> taken = job.prefetched(); // waits for the checksums
    assertEquals(sha(changed), sha(taken, changed), "taken before the change");
    Files.writeString(changed, Files.readString(changed) + "\n[Event \"appended\"]\n\nc4-c5 *\n");
    assertNotEquals(sha(changed), sha(taken, changed), "the checksum taken ahead is stale now");
    job.run(TestSpark.get(), new ArrayList<String>()::add);
    String manifest = Files.readString(out.resolve("_manifest.csv"));
    for (Path f : List.of(same, changed)) {
      String sha = sha(f);
      assertEquals(1, manifest.lines().filter(l -> l.contains(f.getFileName().toString()) && l.contains(sha)).count(),
          f + " in\n" + manifest);
    }
  }

  private static String sha(Path f) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
  }

  /** The SHA-256 taken ahead of {@code f}, found by its name (the keys are qualified URIs). */
  private static String sha(Map<String, ChecksumsAhead.Taken> taken, Path f) {
    return taken.entrySet().stream().filter(e -> e.getKey().endsWith("/" + f.getFileName()))
        .map(e -> ((Checksum.Read) e.getValue().checksum()).fingerprint().sha256()).findFirst().orElseThrow();
  }
}
