package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.spark.files.Checksum;
import org.ludoteca.spark.files.FileFingerprint;
import org.ludoteca.spark.files.Inputs;
import org.ludoteca.spark.files.Manifest;

/** The ingest's decisions file by file, from a listing, a manifest and checksums: no files, no Spark. */
class IngestPlanTest {
  private static final String RUN = "run-000003";

  private static Inputs.File file(String path, long size, long modified) {
    return new Inputs.File(path, size, modified, false, RecordFormat.ENVELOPE);
  }

  private static Checksum sum(String sha) {
    return new Checksum.Read(new FileFingerprint(sha, 10, 8 << 20, new int[] {1}));
  }

  private static Inputs.Listing listing(Inputs.File... files) {
    return new Inputs.Listing(List.of(files), List.of());
  }

  /* --------------- of --------------- */

  @Test
  void of_newFile_readAndEnteredUnderTheRun() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    IngestPlan plan = IngestPlan.of(listing(a), Manifest.of(List.of()), Map.of(a.path(), sum("aa")), RUN);
    assertEquals(List.of(a), plan.toRead());
    assertEquals(Map.of(a.path(), sum("aa")).keySet(), plan.fingerprints().keySet());
    assertEquals(List.of(new Manifest.Entry(a.path(), 10, 100, "aa", RUN)), plan.entries());
    assertEquals(0, plan.known());
    assertEquals(List.of(), plan.errors());
    assertEquals(List.of(), plan.skipped());
  }

  @Test
  void of_fileKnownWithItsSizeAndTime_knownWithoutAChecksum() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    Manifest m = Manifest.of(List.of(new Manifest.Entry(a.path(), 10, 100, "aa", "run-000001")));
    assertEquals(List.of(), m.unknown(List.of(a)), "the one freshness rule: same size and time");
    IngestPlan plan = IngestPlan.of(listing(a), m, Map.of(), RUN); // no checksum asked of it
    assertEquals(List.of(), plan.toRead());
    assertEquals(List.of(), plan.entries(), "the manifest already has it");
    assertEquals(1, plan.known());
  }

  @Test
  void of_fileTouchedSameContent_knownAndItsEntryRenewed() {
    Inputs.File a = file("/in/a.pgn", 10, 200);
    Manifest m = Manifest.of(List.of(new Manifest.Entry(a.path(), 10, 100, "aa", "run-000001")));
    assertEquals(List.of(a), m.unknown(List.of(a)), "another modification time: checksummed again");
    IngestPlan plan = IngestPlan.of(listing(a), m, Map.of(a.path(), sum("aa")), RUN);
    assertEquals(List.of(), plan.toRead());
    assertEquals(List.of(new Manifest.Entry(a.path(), 10, 200, "aa", "run-000001")), plan.entries());
    assertEquals(1, plan.known());
    assertEquals(List.of(), plan.errors());
  }

  @Test
  void of_fileChangedSinceIngested_reportedAndLeftAlone() {
    Inputs.File a = file("/in/a.pgn", 12, 200);
    Manifest m = Manifest.of(List.of(new Manifest.Entry(a.path(), 10, 100, "aa", "run-000001")));
    IngestPlan plan = IngestPlan.of(listing(a), m, Map.of(a.path(), sum("bb")), RUN);
    assertEquals(List.of(), plan.toRead());
    assertEquals(List.of(), plan.entries(), "its old entry stays, with its old rows");
    assertEquals(1, plan.known());
    assertEquals(List.of("changed since run-000001 ingested it, not ingested again: /in/a.pgn (new dumps should be"
        + " new files; for a full rebuild use a new --out)"), plan.errors());
  }

  @Test
  void of_sameContentAsAFileIngestedBefore_skippedAndEnteredUnderItsRun() {
    Inputs.File copy = file("/in/copy.pgn", 10, 300);
    Manifest m = Manifest.of(List.of(new Manifest.Entry("/in/a.pgn", 10, 100, "aa", "run-000001")));
    IngestPlan plan = IngestPlan.of(listing(copy), m, Map.of(copy.path(), sum("aa")), RUN);
    assertEquals(List.of(), plan.toRead());
    assertEquals(List.of(new Manifest.Entry(copy.path(), 10, 300, "aa", "run-000001")), plan.entries());
    assertEquals(1, plan.known());
    assertEquals(List.of("skipped /in/copy.pgn: same content as /in/a.pgn (run-000001)"), plan.skipped());
  }

  @Test
  void of_sameContentTwiceInTheListing_theFirstReadTheSecondSkipped() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    Inputs.File b = file("/in/b.pgn", 10, 100);
    IngestPlan plan = IngestPlan.of(listing(a, b), Manifest.of(List.of()),
        Map.of(a.path(), sum("aa"), b.path(), sum("aa")), RUN);
    assertEquals(List.of(a), plan.toRead());
    assertEquals(List.of(new Manifest.Entry(a.path(), 10, 100, "aa", RUN),
        new Manifest.Entry(b.path(), 10, 100, "aa", RUN)), plan.entries());
    assertEquals(List.of("skipped /in/b.pgn: same content as /in/a.pgn (" + RUN + ")"), plan.skipped());
  }

  @Test
  void of_unreadableFile_reportedAfterTheListingsErrorsNotRead() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    Inputs.File b = file("/in/b.pgn", 10, 100);
    Inputs.Listing listing = new Inputs.Listing(List.of(a, b), List.of("cannot read /in/c.pgn: no such file"));
    IngestPlan plan = IngestPlan.of(listing, Manifest.of(List.of()),
        Map.of(a.path(), new Checksum.Unreadable(new IOException("disk on fire")), b.path(), sum("bb")), RUN);
    assertEquals(List.of(b), plan.toRead());
    assertEquals(List.of("cannot read /in/c.pgn: no such file", "cannot read /in/a.pgn: disk on fire"), plan.errors());
    assertEquals(0, plan.known());
    assertEquals(List.of(new Manifest.Entry(b.path(), 10, 100, "bb", RUN)), plan.entries());
  }

  @Test
  void of_unknownFileWithoutAChecksum_throws() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    assertThrows(IllegalArgumentException.class, () -> IngestPlan.of(listing(a), Manifest.of(List.of()), Map.of(), RUN));
  }

  /* --------------- leavingOut --------------- */

  @Test
  void leavingOut_fileChangedWhileRead_neitherReadNorEnteredButReported() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    Inputs.File b = file("/in/b.pgn", 20, 100);
    IngestPlan plan = IngestPlan.of(listing(a, b), Manifest.of(List.of()),
        Map.of(a.path(), sum("aa"), b.path(), sum("bb")), RUN);
    IngestPlan after = plan.leavingOut(Map.of(a.path(), "deleted"));
    assertEquals(List.of(b), after.toRead());
    assertEquals(List.of(b.path()), List.copyOf(after.fingerprints().keySet()));
    assertEquals(List.of(new Manifest.Entry(b.path(), 20, 100, "bb", RUN)), after.entries());
    assertEquals(List.of("changed while this run read it, not ingested: /in/a.pgn (deleted); the next run ingests it"
        + " whole"), after.errors());
    assertEquals(RUN, after.run());
    assertEquals(List.of(a, b), plan.toRead(), "the plan itself unchanged");
  }
}
