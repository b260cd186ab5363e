package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.cli.Ludoteca;
import org.ludoteca.spark.table.Table;

/**
 * Files that change between their listing and their reading, and an output directory that cannot
 * be written, or whose disk fills up, mid-run. The pipeline runs in a child JVM paused after
 * listing and checksumming its inputs ({@code -Dludoteca.pauseAt=list}); the test changes a file or
 * the output directory, then lets it go on. The full disk is a test file system, in this JVM.
 */
@Timeout(value = 20, unit = TimeUnit.MINUTES)
class HostileFilesIT {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data")
      .toAbsolutePath().normalize();

  @TempDir
  static Path tmp;
  private static SparkSession spark;

  @BeforeAll
  static void session() {
    spark = Sessions.open("local[2]", Map.of(), false).spark();
  }

  /** How a test changes the file while the run is paused. */
  private interface Change {
    void apply(Path file) throws Exception;
  }

  @Test
  void pipeline_fileAppendedAfterListing_reportedNotIngestedThenIngestedWhole() throws Exception {
    changedAfterListing("appended", f -> Files.write(f, Files.readAllBytes(f), StandardOpenOption.APPEND));
  }

  @Test
  void pipeline_fileTruncatedAfterListing_reportedNotIngestedThenIngestedWhole() throws Exception {
    changedAfterListing("truncated", f -> {
      byte[] b = Files.readAllBytes(f);
      Files.write(f, java.util.Arrays.copyOf(b, b.length / 2));
    });
  }

  @Test
  void pipeline_fileReplacedSameSizeAndTime_reportedByChecksum() throws Exception {
    changedAfterListing("replaced", f -> {
      FileTime time = Files.getLastModifiedTime(f);
      String text = Files.readString(f, StandardCharsets.UTF_8);
      // Same length, other games: every result of a white win becomes a black win.
      Path next = f.resolveSibling("next.tmp");
      Files.writeString(next, text.replace("\"1-0\"", "\"0-1\"").replace(" 1-0\n", " 0-1\n"), StandardCharsets.UTF_8);
      assertEquals(Files.size(f), Files.size(next));
      assertFalse(Files.readString(next).equals(text));
      Files.move(next, f, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      Files.setLastModifiedTime(f, time);
    });
  }

  private void changedAfterListing(String name, Change change) throws Exception {
    Path in = Files.createDirectories(tmp.resolve("in-" + name));
    Files.copy(DATA.resolve("rithmomachia/sample.rpgn"), in.resolve("sample.rpgn"));
    Path victim = in.resolve("lichess.pgn");
    Files.copy(DATA.resolve("chess/lichess-sample.pgn"), victim);
    Path out = tmp.resolve("out-" + name);
    Path resume = tmp.resolve("resume-" + name);
    String stderr;
    try (ChildPipeline child = ChildPipeline.start("list", resume, tmp.resolve(name + ".stdout"), args(in, out))) {
      assertEquals("list", child.awaitPause(600));
      change.apply(victim);
      Files.createFile(resume);
      assertEquals(0, child.await(600), child.err());
      stderr = child.err();
    }
    String uri = victim.toUri().toString().replace("file:///", "file:/");
    List<String> errors = stderr.lines().filter(l -> l.startsWith("error: ")).toList();
    assertEquals(1, errors.size(), stderr);
    assertTrue(errors.get(0).startsWith("error: changed while this run read it, not ingested: " + uri + " ("),
        errors.get(0));
    String manifest = Files.readString(out.resolve("_manifest.csv"));
    assertFalse(manifest.contains(uri), "the changed file is not in the manifest:\n" + manifest);
    assertTrue(manifest.contains("sample.rpgn"), "the other file is ingested:\n" + manifest);
    assertEquals(0, rowsOf(out, uri), "no row of the changed file");
    assertTrue(rowsOf(out, in.resolve("sample.rpgn").toUri().toString().replace("file:///", "file:/")) > 0);

    // The next run takes it whole, as a run over its final content alone does.
    String next = pipeline(in, out);
    assertTrue(next.contains("ingest run-000002: 1 new files"), next);
    Path alone = Files.createDirectories(tmp.resolve("alone-" + name));
    pipeline(victim, alone);
    assertEquals(rowsOf(alone, uri), rowsOf(out, uri));
    assertTrue(rowsOf(out, uri) > 0);
  }

  @Test
  void pipeline_outputUnwritableMidRun_oneErrorPreviousIntactNextRunCompletes() throws Exception {
    Path in = Files.createDirectories(tmp.resolve("in-unwritable"));
    Files.copy(DATA.resolve("rithmomachia/sample.rpgn"), in.resolve("sample.rpgn"));
    Path out = tmp.resolve("out-unwritable");
    pipeline(in, out);
    Map<String, String> before = PipelineKilledAtEveryStepIT.files(out);
    Files.copy(DATA.resolve("chess/lichess-sample.pgn"), in.resolve("lichess.pgn"));
    Path reference = tmp.resolve("reference-unwritable");
    PipelineKilledAtEveryStepIT.copyTree(out, reference);
    pipeline(in, reference);

    Path resume = tmp.resolve("resume-unwritable");
    String stderr;
    try (ChildPipeline child = ChildPipeline.start("list", resume, tmp.resolve("unwritable.stdout"), args(in, out))) {
      assertEquals("list", child.awaitPause(600));
      // Root writes through any mode, so the tasks' directory is made impossible instead: a file
      // where the ingest's work area must go, as a full or read-only disk would refuse it.
      Path staging = out.resolve("_staging");
      if (Files.isDirectory(staging)) {
        PipelineKilledAtEveryStepIT.deleteTree(staging);
      }
      Files.writeString(staging, "not a directory");
      Files.createFile(resume);
      assertEquals(1, child.await(600), child.err());
      stderr = child.err();
    }
    List<String> errors = stderr.lines().filter(l -> l.startsWith("error: ")).toList();
    assertEquals(1, errors.size(), stderr);
    assertTrue(errors.get(0).contains("_staging"), errors.get(0));
    Files.delete(out.resolve("_staging"));
    assertEquals(before, PipelineKilledAtEveryStepIT.files(out), "the previous outputs are intact");

    pipeline(in, out);
    // captures compared by content, every other file byte for byte: once, the bytes of one captures
    // file of chess differed between two in-process runs of the same input (same rows, same
    // statistics and CSVs: the Parquet encoding, not the data).
    Map<String, String> expected = new java.util.TreeMap<>(PipelineKilledAtEveryStepIT.files(reference));
    Map<String, String> actual = new java.util.TreeMap<>(PipelineKilledAtEveryStepIT.files(out));
    expected.keySet().removeIf(k -> k.startsWith("captures/"));
    actual.keySet().removeIf(k -> k.startsWith("captures/"));
    assertEquals(expected, actual, "the next run completes as an undisturbed one");
    List<String> capturesExpected = sortedRows(reference, Table.CAPTURES);
    assertFalse(capturesExpected.isEmpty());
    assertEquals(capturesExpected, sortedRows(out, Table.CAPTURES));
  }

  /**
   * The output's disk fills up while the second run writes ({@link FullDiskFileSystem}: room for
   * an eighth, then half, of what the run writes, then {@code No space left on device} for every
   * write): one error, the previous outputs as they were (each file its previous version, or once
   * the manifest committed the new run, its new one), and once there is room again the next run
   * gives what an undisturbed run gives.
   * (Pages are drawn only into local directories, so none here: the runs write tables, statistics
   * and CSVs.)
   */
  @Test
  void pipeline_outputDiskFullMidRun_oneErrorPreviousIntactNextRunCompletes() throws Exception {
    Path in = Files.createDirectories(tmp.resolve("in-full"));
    Files.copy(DATA.resolve("rithmomachia/sample.rpgn"), in.resolve("sample.rpgn"));
    Path out = tmp.resolve("out-full");
    fullDisk(in, out, -1);
    Map<String, String> before = PipelineKilledAtEveryStepIT.files(out);
    Files.copy(DATA.resolve("chess/lichess-sample.pgn"), in.resolve("lichess.pgn"));
    Path reference = tmp.resolve("reference-full");
    PipelineKilledAtEveryStepIT.copyTree(out, reference);
    fullDisk(in, reference, -1);
    long written = lastWritten;
    assertTrue(written > 0, "the test file system saw the run's writes");

    Map<String, String> after = PipelineKilledAtEveryStepIT.files(reference);
    for (long free : new long[] {written / 8, written / 2}) {
      String stderr = fullDisk(in, out, free);
      List<String> errors = stderr.lines().filter(l -> l.startsWith("error: ")).toList();
      assertEquals(1, errors.size(), stderr);
      assertTrue(errors.get(0).contains("No space left on device"), errors.get(0));
      // As after a kill (PipelineKilledAtEveryStepIT): before the manifest commits the run, every
      // output as it was; after, each file its previous version or the new run's, none missing.
      Map<String, String> now = PipelineKilledAtEveryStepIT.files(out);
      for (Map.Entry<String, String> e : now.entrySet()) {
        assertTrue(e.getKey().startsWith("captures/") || e.getValue().equals(before.get(e.getKey()))
            || e.getValue().equals(after.get(e.getKey())), errors.get(0) + ": " + e.getKey()
            + " is neither its previous nor its new version");
      }
      for (String f : before.keySet()) {
        assertTrue(now.containsKey(f) || !after.containsKey(f), errors.get(0) + ": " + f + " is missing");
      }
    }

    fullDisk(in, out, -1);
    Map<String, String> expected = new java.util.TreeMap<>(PipelineKilledAtEveryStepIT.files(reference));
    Map<String, String> actual = new java.util.TreeMap<>(PipelineKilledAtEveryStepIT.files(out));
    expected.keySet().removeIf(k -> k.startsWith("captures/"));
    actual.keySet().removeIf(k -> k.startsWith("captures/"));
    assertEquals(expected, actual, "the next run completes as an undisturbed one");
    assertEquals(sortedRows(reference, Table.CAPTURES), sortedRows(out, Table.CAPTURES));
  }

  /**
   * Runs the pipeline into {@code fulldisk://OUT} with {@code free} bytes of room (-1: unlimited);
   * returns its stderr. A run with room must succeed, one without must fail (exit status 1).
   */
  private static String fullDisk(Path in, Path out, long free) {
    long start = free < 0 ? Long.MAX_VALUE : free;
    FullDiskFileSystem.FREE.set(start);
    try {
      StringWriter o = new StringWriter();
      StringWriter err = new StringWriter();
      String[] args = {"pipeline", "--master", "local[2]", "--no-progress", "--input", in.toString(),
          "--out", "fulldisk://" + out.toAbsolutePath()};
      int exit = Ludoteca.run(args, new PrintWriter(o, true), new PrintWriter(err, true));
      assertEquals(free < 0 ? 0 : 1, exit, o + "\n" + err);
      return err.toString();
    } finally {
      lastWritten = start - FullDiskFileSystem.FREE.get();
      FullDiskFileSystem.FREE.set(Long.MAX_VALUE);
    }
  }

  /** Bytes the last {@link #fullDisk} run wrote. */
  private static long lastWritten;

  /** Every row of a table (its partition columns included), as text, sorted. */
  private static List<String> sortedRows(Path out, Table table) {
    return spark.read().schema(table.schema()).parquet(out.resolve(table.tableName()).toString()).collectAsList().stream()
        .map(Object::toString).sorted().toList();
  }

  private static long rowsOf(Path out, String source) {
    return spark.read().schema(Table.GAMES.schema()).parquet(out.resolve("games").toString())
        .filter(col("source").equalTo(source)).count()
        + spark.read().schema(Table.REJECTED.schema()).parquet(out.resolve("rejected").toString())
        .filter(col("source").equalTo(source)).count();
  }

  private static String[] args(Path in, Path out) {
    return new String[] {"pipeline", "--master", "local[2]", "--no-progress", "--input", in.toString(),
        "--out", out.toString(), "--notebooks", out.resolve("pages").toString()};
  }

  private static String pipeline(Path in, Path out) {
    StringWriter o = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Ludoteca.run(args(in, out), new PrintWriter(o, true), new PrintWriter(err, true));
    assertEquals(0, exit, err.toString());
    return o.toString();
  }
}
