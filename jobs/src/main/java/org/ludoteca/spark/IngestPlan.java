package org.ludoteca.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * A new file whose decision cannot depend on its content ({@link #decidedWithoutContent}: no
 * entry under its path, no other file of its size) may be planned before its checksum is taken:
 * it is then {@code pending} until the read ends ({@link #withChecksums}); its manifest entry's
 * SHA-256 is filled in then, before any commit.
 *
 * @param run the run's name
 * @param toRead the new files, which this run reads, in listing order
 * @param fingerprints the fingerprints of the files {@code toRead} as listed, by path: after the
 *     read, a file whose content no longer has its fingerprint changed while it was read
 * @param entries the manifest entries this run adds or renews, the new files' under {@code run}
 * @param known the files left alone as already ingested (known, changed since, or duplicates)
 * @param errors one message per input or file that could not be read, or changed since ingested
 * @param skipped one log line per duplicate file, naming the file whose content it has
 * @param pending the paths of files {@code toRead} planned before their checksum was taken: no
 *     fingerprint yet, and a manifest entry without its SHA-256 until {@link #withChecksums}
 */
record IngestPlan(String run, List<Inputs.File> toRead, Map<String, FileFingerprint> fingerprints,
    List<Manifest.Entry> entries, int known, List<String> errors, List<String> skipped, Set<String> pending) {
  IngestPlan {
    toRead = List.copyOf(toRead);
    fingerprints = Map.copyOf(fingerprints);
    entries = List.copyOf(entries);
    errors = List.copyOf(errors);
    skipped = List.copyOf(skipped);
    pending = Set.copyOf(pending);
  }

  /** The SHA-256 a pending file's manifest entry holds until {@link #withChecksums}: never committed. */
  static final String PENDING_SHA = "";

  /**
   * The files of {@code unknown} (the listed files the manifest does not know as they are now)
   * whose decision does not depend on their content: the manifest has no entry under their path
   * (else it is renewed or an error by content), and neither the manifest nor another file of
   * {@code unknown} has their size (two files of the same content have the same size). Such a file
   * is new whatever its checksum: its checksum can be taken while the run reads it.
   */
  static List<Inputs.File> decidedWithoutContent(List<Inputs.File> unknown, Manifest manifest) {
    Map<Long, Integer> sizes = new HashMap<>();
    unknown.forEach(f -> sizes.merge(f.size(), 1, Integer::sum));
    Set<Long> ingestedSizes = new java.util.HashSet<>();
    manifest.entries().forEach(e -> ingestedSizes.add(e.size()));
    List<Inputs.File> out = new ArrayList<>();
    for (Inputs.File f : unknown) {
      if (manifest.get(f.path()) == null && sizes.get(f.size()) == 1 && !ingestedSizes.contains(f.size())) {
        out.add(f);
      }
    }
    return out;
  }

  /**
   * The plan of run {@code run} over {@code listing}.
   *
   * @param checksums the checksum of every listed file the manifest does not know as it is now
   *     ({@link Manifest#unknown}), by path
   * @throws IllegalArgumentException if such a file has no checksum
   */
  static IngestPlan of(Inputs.Listing listing, Manifest manifest, Map<String, Checksum> checksums, String run) {
    return of(listing, manifest, checksums, Set.of(), run);
  }

  /**
   * As {@link #of(Inputs.Listing, Manifest, Map, String)}, the files of {@code pending} (paths of
   * {@link #decidedWithoutContent} files) planned as new without their checksum.
   *
   * @throws IllegalArgumentException if a pending file has an entry under its path
   */
  static IngestPlan of(Inputs.Listing listing, Manifest manifest, Map<String, Checksum> checksums,
      Set<String> pending, String run) {
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
      if (pending.contains(f.path())) {
        if (manifest.get(f.path()) != null) {
          throw new IllegalArgumentException(f.path() + " is in the manifest: its checksum decides what to do with it");
        }
        toRead.add(f);
        entries.add(new Manifest.Entry(f.path(), f.size(), f.modified(), PENDING_SHA, run));
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
    Set<String> planned = new java.util.HashSet<>(pending);
    planned.retainAll(toRead.stream().map(Inputs.File::path).toList());
    return new IngestPlan(run, toRead, fingerprints, entries, known, errors, skipped, planned);
  }

  /**
   * This plan with the checksums of its pending files ({@code sums}, by path, taken while the run
   * read them): each one's fingerprint, and its manifest entry's SHA-256. A pending file whose
   * checksum could not be taken is left out as {@link #leavingOut} does (in {@code unreadable}).
   *
   * @param unreadable receives the pending files that could not be read again, with why
   * @throws IllegalArgumentException if a pending file has no checksum in {@code sums}
   */
  IngestPlan withChecksums(Map<String, Checksum> sums, Map<String, String> unreadable) {
    if (pending.isEmpty()) {
      return this;
    }
    Map<String, FileFingerprint> prints = new LinkedHashMap<>(fingerprints);
    Map<String, String> shas = new HashMap<>();
    for (Inputs.File f : toRead) {
      if (!pending.contains(f.path())) {
        continue;
      }
      Checksum sum = sums.get(f.path());
      if (sum == null) {
        throw new IllegalArgumentException("no checksum of " + f.path() + ", read without one");
      }
      if (sum instanceof Checksum.Unreadable u) {
        unreadable.put(f.path(), "cannot read it again: " + Inputs.message(u.error()));
      } else {
        FileFingerprint fingerprint = ((Checksum.Read) sum).fingerprint();
        prints.put(f.path(), fingerprint);
        shas.put(f.path(), fingerprint.sha256());
      }
    }
    List<Manifest.Entry> filled = new ArrayList<>();
    for (Manifest.Entry e : entries) {
      String sha = pending.contains(e.path()) ? shas.get(e.path()) : null;
      filled.add(sha == null ? e : new Manifest.Entry(e.path(), e.size(), e.modified(), sha, e.run()));
    }
    Set<String> stillPending = new java.util.HashSet<>(unreadable.keySet());
    stillPending.retainAll(pending);
    return new IngestPlan(run, toRead, prints, filled, known, errors, skipped, stillPending);
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
    Set<String> stillPending = new java.util.HashSet<>(pending);
    stillPending.removeAll(changed.keySet());
    return new IngestPlan(run, read, sums, kept, known, errors, skipped, stillPending);
  }
}
