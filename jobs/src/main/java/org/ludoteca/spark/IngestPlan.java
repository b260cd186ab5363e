package org.ludoteca.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ludoteca.spark.files.Checksum;
import org.ludoteca.spark.files.FileFingerprint;
import org.ludoteca.spark.files.Inputs;
import org.ludoteca.spark.files.Manifest;

/**
 * What an ingest run does with each listed file, decided from the listing, the manifest and the
 * checksums of the files the manifest does not know as they are now: no I/O and no Spark, so that
 * the decisions are tested alone. A file is
 * <ul>
 *   <li>known, and left alone, when the manifest names it with its size and time ({@link
 *       Manifest#knows}), or with another size or time but the same content (its entry renewed),
 *       or when its content changed since a run ingested it (an error: new dumps should be new
 *       files);</li>
 *   <li>a duplicate, left alone and entered under the run that ingested its content, when the
 *       same content was ingested before under another name, or comes earlier in this listing
 *       (a log line names the first);</li>
 *   <li>unreadable (an error) when its checksum could not be taken;</li>
 *   <li>new, and read by this run, otherwise.</li>
 * </ul>
 *
 * @param run the run's name
 * @param toRead the new files, which this run reads, in listing order
 * @param fingerprints the fingerprints of the files {@code toRead} as listed, by path: after the
 *     read, a file whose content no longer has its fingerprint changed while it was read
 * @param entries the manifest entries this run adds or renews, the new files' under {@code run}
 * @param known the files left alone as already ingested (known, changed since, or duplicates)
 * @param errors one message per input or file that could not be read, or changed since ingested
 * @param skipped one log line per duplicate file, naming the file whose content it has
 */
record IngestPlan(String run, List<Inputs.File> toRead, Map<String, FileFingerprint> fingerprints,
    List<Manifest.Entry> entries, int known, List<String> errors, List<String> skipped) {
  IngestPlan {
    toRead = List.copyOf(toRead);
    fingerprints = Map.copyOf(fingerprints);
    entries = List.copyOf(entries);
    errors = List.copyOf(errors);
    skipped = List.copyOf(skipped);
  }

  /**
   * The plan of run {@code run} over {@code listing}.
   *
   * @param checksums the checksum of every listed file the manifest does not know as it is now
   *     ({@link Manifest#unknown}), by path
   * @throws IllegalArgumentException if such a file has no checksum
   */
  static IngestPlan of(Inputs.Listing listing, Manifest manifest, Map<String, Checksum> checksums, String run) {
    List<String> errors = new ArrayList<>(listing.errors());
    List<String> skipped = new ArrayList<>();
    List<Inputs.File> toRead = new ArrayList<>();
    Map<String, FileFingerprint> fingerprints = new LinkedHashMap<>();
    List<Manifest.Entry> entries = new ArrayList<>();
    int known = 0;
    // The same content under a second name (a dump downloaded again) is not ingested twice.
    Map<String, Manifest.Entry> byContent = new HashMap<>();
    manifest.entries().forEach(me -> byContent.putIfAbsent(me.sha256(), me));
    for (Inputs.File f : listing.files()) {
      if (manifest.knows(f)) {
        known++;
        continue;
      }
      Checksum sum = checksums.get(f.path());
      if (sum == null) {
        throw new IllegalArgumentException("no checksum of " + f.path() + ", which the manifest does not know");
      }
      if (sum instanceof Checksum.Unreadable u) {
        errors.add("cannot read " + f.path() + ": " + Inputs.message(u.error()));
        continue;
      }
      FileFingerprint fingerprint = ((Checksum.Read) sum).fingerprint();
      String sha = fingerprint.sha256();
      Manifest.Entry e = manifest.get(f.path());
      if (e != null && e.sha256().equals(sha)) {
        known++;
        entries.add(new Manifest.Entry(f.path(), f.size(), f.modified(), sha, e.run()));
      } else if (e != null) {
        errors.add("changed since " + e.run() + " ingested it, not ingested again: " + f.path()
            + " (new dumps should be new files; for a full rebuild use a new --out)");
        known++;
      } else if (byContent.containsKey(sha)) {
        Manifest.Entry same = byContent.get(sha);
        skipped.add("skipped " + f.path() + ": same content as " + same.path() + " (" + same.run() + ")");
        known++;
        entries.add(new Manifest.Entry(f.path(), f.size(), f.modified(), sha, same.run()));
      } else {
        toRead.add(f);
        fingerprints.put(f.path(), fingerprint);
        Manifest.Entry added = new Manifest.Entry(f.path(), f.size(), f.modified(), sha, run);
        entries.add(added);
        byContent.put(sha, added);
      }
    }
    return new IngestPlan(run, toRead, fingerprints, entries, known, errors, skipped);
  }

  /**
   * This plan without the files of {@code changed} (path to what changed), which changed while the
   * run read them: neither read nor entered, each reported; the next run takes them whole.
   */
  IngestPlan leavingOut(Map<String, String> changed) {
    List<String> errors = new ArrayList<>(this.errors);
    changed.forEach((path, how) -> errors.add("changed while this run read it, not ingested: " + path + " (" + how
        + "); the next run ingests it whole"));
    List<Inputs.File> read = new ArrayList<>(toRead);
    read.removeIf(f -> changed.containsKey(f.path()));
    Map<String, FileFingerprint> sums = new LinkedHashMap<>(fingerprints);
    sums.keySet().removeAll(changed.keySet());
    List<Manifest.Entry> kept = new ArrayList<>(entries);
    kept.removeIf(e -> changed.containsKey(e.path()));
    return new IngestPlan(run, read, sums, kept, known, errors, skipped);
  }
}
