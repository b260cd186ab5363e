package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
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

  /* --------------- decidedWithoutContent --------------- */

  @Test
  void decidedWithoutContent_newFilesOfDistinctSizes_allOfThem() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    Inputs.File b = file("/in/b.pgn", 11, 100);
    Manifest m = Manifest.of(List.of(new Manifest.Entry("/in/old.pgn", 12, 100, "cc", "run-000001")));
    assertEquals(List.of(a, b), IngestPlan.decidedWithoutContent(List.of(a, b), m));
  }

  @Test
  void decidedWithoutContent_twoNewFilesOfOneSize_neither() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    Inputs.File b = file("/in/b.pgn", 10, 200);
    Inputs.File c = file("/in/c.pgn", 11, 200);
    assertEquals(List.of(c), IngestPlan.decidedWithoutContent(List.of(a, b, c), Manifest.of(List.of())),
        "a and b may be copies of each other");
  }

  @Test
  void decidedWithoutContent_sizeOfAnIngestedFile_notDecided() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    Manifest m = Manifest.of(List.of(new Manifest.Entry("/in/old.pgn", 10, 50, "aa", "run-000001")));
    assertEquals(List.of(), IngestPlan.decidedWithoutContent(List.of(a), m), "a may be a copy of old.pgn");
  }

  @Test
  void decidedWithoutContent_pathInTheManifest_notDecided() {
    Inputs.File a = file("/in/a.pgn", 10, 200);
    Manifest m = Manifest.of(List.of(new Manifest.Entry(a.path(), 9, 100, "aa", "run-000001")));
    assertEquals(List.of(), IngestPlan.decidedWithoutContent(List.of(a), m), "renewed or changed: by content");
  }

  /* --------------- pending, withChecksums --------------- */

  @Test
  void of_pendingFile_readWithoutFingerprintItsEntryPending() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    IngestPlan plan = IngestPlan.of(listing(a), Manifest.of(List.of()), Map.of(), Set.of(a.path()), RUN);
    assertEquals(List.of(a), plan.toRead());
    assertEquals(Set.of(a.path()), plan.pending());
    assertEquals(Map.of(), plan.fingerprints());
    assertEquals(List.of(new Manifest.Entry(a.path(), 10, 100, IngestPlan.PENDING_SHA, RUN)), plan.entries());
  }

  @Test
  void withChecksums_pendingFiles_shaFilledInListingOrderNothingPending() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    Inputs.File b = file("/in/b.pgn", 11, 100);
    Inputs.File c = file("/in/c.pgn", 12, 100);
    IngestPlan plan = IngestPlan.of(listing(a, b, c), Manifest.of(List.of()), Map.of(b.path(), sum("bb")),
        Set.of(a.path(), c.path()), RUN);
    Map<String, String> unreadable = new LinkedHashMap<>();
    IngestPlan after = plan.withChecksums(Map.of(a.path(), sum("aa"), c.path(), sum("cc")), unreadable);
    assertEquals(Set.of(), after.pending());
    assertEquals(Map.of(), unreadable);
    assertEquals(List.of(new Manifest.Entry(a.path(), 10, 100, "aa", RUN), new Manifest.Entry(b.path(), 11, 100, "bb", RUN),
        new Manifest.Entry(c.path(), 12, 100, "cc", RUN)), after.entries());
    assertEquals(Set.of(a.path(), b.path(), c.path()), after.fingerprints().keySet());
  }

  @Test
  void withChecksums_pendingFileUnreadable_reportedAndLeftOutByLeavingOut() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    Inputs.File b = file("/in/b.pgn", 11, 100);
    IngestPlan plan = IngestPlan.of(listing(a, b), Manifest.of(List.of()), Map.of(), Set.of(a.path(), b.path()), RUN);
    Map<String, String> unreadable = new LinkedHashMap<>();
    IngestPlan after = plan.withChecksums(Map.of(a.path(), new Checksum.Unreadable(new IOException("gone")),
        b.path(), sum("bb")), unreadable);
    assertEquals(Set.of(a.path()), unreadable.keySet());
    assertEquals(Set.of(a.path()), after.pending(), "until left out");
    IngestPlan left = after.leavingOut(unreadable);
    assertEquals(Set.of(), left.pending());
    assertEquals(List.of(b), left.toRead());
    assertEquals(List.of(new Manifest.Entry(b.path(), 11, 100, "bb", RUN)), left.entries());
  }

  @Test
  void withChecksums_pendingFileWithoutAChecksum_throws() {
    Inputs.File a = file("/in/a.pgn", 10, 100);
    IngestPlan plan = IngestPlan.of(listing(a), Manifest.of(List.of()), Map.of(), Set.of(a.path()), RUN);
    assertThrows(IllegalArgumentException.class, () -> plan.withChecksums(Map.of(), new LinkedHashMap<>()));
  }
}
