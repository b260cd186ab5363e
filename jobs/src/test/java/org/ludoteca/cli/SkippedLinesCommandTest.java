package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lines between records that are no record (issue 38: a TCEC archive's {@code ;} lines after the
 * results, a {@code %} escape line) are said, per file, by {@code ludoteca replay}, by the ingest's
 * summary and in the {@code validation} statistic, and the records still reconcile. The fixture's
 * counts (ten {@code ;} lines, one {@code %} line, seven games) are the core reader's, checked by
 * hand in {@code ChessConventionsTest}.
 */
class SkippedLinesCommandTest {
  private static final Path TCEC = Path.of(System.getProperty("ludoteca.root", ".."))
      .resolve("core/src/test/resources/chess/pgn/conventions/tcec-standard-crlf.pgn");

  @Test
  void replay_linesBetweenRecords_saidAfterTheSummary() {
    CliRun r = CliRun.of("replay", TCEC.toString());
    assertEquals(0, r.exit(), r.err());
    List<String> lines = r.lines();
    assertEquals("read 7, valid 7, illegal 0, mismatch 0, rejected 0", lines.get(lines.size() - 2));
    assertEquals("skipped 11 lines between records in " + TCEC + ": comments 10, escape lines 1, other 0",
        r.last());
  }

  @Test
  void replay_noLineBetweenRecords_summaryLast(@TempDir Path dir) throws IOException {
    Path plain = Files.writeString(dir.resolve("plain.pgn"), "[Event \"x\"]\n\n1. e4 e5 *\n");
    CliRun r = CliRun.of("replay", plain.toString());
    assertTrue(r.last().startsWith("read 1, valid 1"), r.out());
  }

  /** Cut into slices of 4 KB (the least), the file's lines skipped are added up over its slices. */
  @Test
  void ingestAndStats_linesBetweenRecords_countedPerFileAndReconciled(@TempDir Path dir) throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Path copy = Files.copy(TCEC, in.resolve("tcec.pgn"));
    Path out = dir.resolve("out");
    CliRun ingest = CliRun.of("ingest", "--input", in.toString(), "--out", out.toString(), "--no-progress",
        "--split-size", "4096");
    assertEquals(0, ingest.exit(), ingest.err());
    assertTrue(ingest.out().contains("records read 7 = games 7 + rejected 0"), ingest.out());
    assertTrue(ingest.out().contains("skipped 11 lines between records in file:" + copy
        + ": comments 10, escape lines 1, other 0"), ingest.out());
    CliRun stats = CliRun.of("stats", "--out", out.toString(), "--no-progress");
    assertEquals(0, stats.exit(), stats.err());
    List<org.apache.spark.sql.Row> skipped = org.ludoteca.spark.TestSpark.read(out,
        org.ludoteca.spark.table.Table.VALIDATION).filter("category = 'skipped lines' AND stratum = 'all'")
        .collectAsList();
    assertEquals(1, skipped.size(), skipped.toString());
    assertEquals("file:" + copy, skipped.get(0).getAs("item"));
    assertEquals(11L, (Long) skipped.get(0).getAs("count"));
  }
}
