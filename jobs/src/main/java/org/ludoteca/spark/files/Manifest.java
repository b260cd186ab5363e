package org.ludoteca.spark.files;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.apache.hadoop.fs.Path;

/**
 * The files ingested so far ({@code DIR/_manifest.csv}): path, size, modification time, SHA-256
 * and the run that ingested each. A run's rows count only once the manifest names the run; the
 * manifest is replaced atomically as the last step of an ingest.
 */
public final class Manifest {
  static final String FILE = "_manifest.csv";
  private static final String[] HEADER = {"path", "size", "modified", "sha256", "ingest_run"};

  /** One ingested file. */
  public record Entry(String path, long size, long modified, String sha256, String run) {}

  private final Map<String, Entry> byPath;

  private Manifest(Map<String, Entry> byPath) {
    this.byPath = byPath;
  }

  /** A manifest of {@code entries} (a later entry for a path replaces an earlier one). */
  public static Manifest of(List<Entry> entries) {
    return new Manifest(new LinkedHashMap<>()).plus(entries);
  }

  public static Manifest read(OutDir dir) throws IOException {
    Path p = dir.path(FILE);
    Map<String, Entry> m = new LinkedHashMap<>();
    dir.recoverAside(p);
    if (dir.exists(p)) {
      try (InputStream in = dir.fs.open(p);
           CSVParser csv = CSVParser.parse(new InputStreamReader(in, StandardCharsets.UTF_8),
               CSVFormat.DEFAULT.builder().setHeader(HEADER).setSkipHeaderRecord(true).get())) {
        for (CSVRecord r : csv) {
          m.put(r.get("path"), new Entry(r.get("path"), Long.parseLong(r.get("size")),
              Long.parseLong(r.get("modified")), r.get("sha256"), r.get("ingest_run")));
        }
      } catch (IllegalArgumentException | UncheckedIOException e) {
        throw new IOException("cannot read the manifest " + p + ": " + e.getMessage(), e);
      }
    }
    return new Manifest(m);
  }

  public Entry get(String path) {
    return byPath.get(path);
  }

  /** Whether an entry names {@code f} as it is now ({@link Inputs.File#unchangedSince}: same size and time). */
  public boolean knows(Inputs.File f) {
    Entry e = byPath.get(f.path());
    return e != null && f.unchangedSince(e.size(), e.modified());
  }

  /** The files of {@code files} the manifest does not {@linkplain #knows know} as they are now, in order. */
  public List<Inputs.File> unknown(List<Inputs.File> files) {
    List<Inputs.File> out = new ArrayList<>();
    for (Inputs.File f : files) {
      if (!knows(f)) {
        out.add(f);
      }
    }
    return out;
  }

  /** The committed runs named by the manifest of {@code dir}. */
  public static Set<String> committedRuns(OutDir dir) throws IOException {
    return new HashSet<>(read(dir).runs());
  }

  /** The runs that committed, in order. */
  public Set<String> runs() {
    Set<String> runs = new TreeSet<>();
    byPath.values().forEach(e -> runs.add(e.run()));
    return runs;
  }

  /** The next run's name: {@code run-000001}, {@code run-000002}, ... */
  public String nextRun() {
    int n = 0;
    for (String r : runs()) {
      n = Math.max(n, Integer.parseInt(r.substring(4)));
    }
    return String.format("run-%06d", n + 1);
  }

  /** This manifest with more entries (an entry for a known path replaces it). */
  public Manifest plus(List<Entry> entries) {
    Map<String, Entry> m = new LinkedHashMap<>(byPath);
    entries.forEach(e -> m.put(e.path(), e));
    return new Manifest(m);
  }

  public List<Entry> entries() {
    return new ArrayList<>(byPath.values());
  }

  public void write(OutDir dir) throws IOException {
    StringWriter w = new StringWriter();
    try (CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader(HEADER).setRecordSeparator('\n').get())) {
      for (Entry e : byPath.values()) {
        p.printRecord(e.path(), e.size(), e.modified(), e.sha256(), e.run());
      }
    }
    dir.writeAtomically(dir.path(FILE), w.toString().getBytes(StandardCharsets.UTF_8));
  }
}
