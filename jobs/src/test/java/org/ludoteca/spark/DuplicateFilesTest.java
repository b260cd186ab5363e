package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.table.Table;

/** The same file content under a second name is not ingested twice. */
class DuplicateFilesTest {
  private static IngestJob.Result ingest(Path out, List<String> log, Path in) throws IOException {
    return IngestJob.builder().inputs(List.of(in.toString())).out(out.toString()).build().run(TestSpark.get(), log::add);
  }

  private static long games(Path out) {
    return TestSpark.read(out, Table.GAMES).count();
  }

  private static String uri(Path p) {
    return new org.apache.hadoop.fs.Path(p.toUri()).toString();
  }

  @Test
  void run_sameContentSecondName_skippedInALaterRun(@TempDir Path out, @TempDir Path in) throws IOException {
    Path a = in.resolve("a.rpgn");
    Files.copy(Path.of(TestSpark.SAMPLE), a);
    IngestJob.Result first = ingest(out, new ArrayList<>(), in);
    assertEquals(23, first.games());

    Path b = in.resolve("sub/again-2025-05.rpgn");
    Files.createDirectories(b.getParent());
    Files.copy(a, b);
    List<String> log = new ArrayList<>();
    IngestJob.Result second = ingest(out, log, in);
    assertNull(second.run(), "nothing new");
    assertEquals(2, second.knownFiles());
    assertEquals(List.of("skipped " + uri(b) + ": same content as " + uri(a) + " (run-000001)"), log);
    assertEquals(23, games(out), "counted once");

    List<String> again = new ArrayList<>();
    assertNull(ingest(out, again, in).run());
    assertEquals(List.of(), again, "known by name from then on");
  }

  @Test
  void run_sameContentTwiceInOneRun_readOnce(@TempDir Path out, @TempDir Path in) throws IOException {
    Files.copy(Path.of(TestSpark.SAMPLE), in.resolve("x.rpgn"));
    Files.copy(Path.of(TestSpark.SAMPLE), in.resolve("y.rpgn"));
    Files.writeString(in.resolve("z.rpgn"), Files.readString(Path.of(TestSpark.SAMPLE)) + "\n");
    List<String> log = new ArrayList<>();
    IngestJob.Result r = ingest(out, log, in);
    assertEquals(2, r.newFiles(), "x and z: z's bytes differ");
    assertEquals(1, r.knownFiles());
    assertEquals(46, r.games());
    assertEquals(List.of("skipped " + uri(in.resolve("y.rpgn")) + ": same content as " + uri(in.resolve("x.rpgn"))
        + " (run-000001)"), log);
    assertEquals(46, games(out));
  }
}
