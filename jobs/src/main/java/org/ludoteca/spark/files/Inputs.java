package org.ludoteca.spark.files;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ludoteca.record.Compression;
import org.ludoteca.record.InputFormat;
import org.ludoteca.record.InputFormats;

/**
 * Lists the input files on the driver: files, directories (searched recursively for record
 * files), and globs; local paths or Hadoop URIs. Only metadata and the first bytes of each file
 * are read here.
 */
public final class Inputs {
  /** File name endings taken from directories (a file named explicitly is always taken). */
  static final List<String> EXTENSIONS = InputFormats.extensions();

  /**
   * The ending of a transcription (a Zamora game, {@code data/FORMAT.md} section 8): a file with it
   * is a record file only when its text starts with the {@code # game:} header, so that notes
   * and licence texts in a corpus directory are not read as records.
   */
  static final String TRANSCRIPTION_EXTENSION = InputFormats.contentExtensions().get(0);

  /** One input file: qualified path, size, modification time, whether compressed, its format. */
  public record File(String path, long size, long modified, boolean compressed, InputFormat format) {
    /**
     * Whether this is the file as it was seen before with {@code size} bytes and modification time
     * {@code modified}: the one freshness rule of the ingest. A file the manifest knows so is not
     * read or checksummed again; a checksum taken so is still the file's.
     */
    public boolean unchangedSince(long size, long modified) {
      return this.size == size && this.modified == modified;
    }
  }

  /** What the listing found: files by path (sorted), and one message per input or file that failed. */
  public record Listing(List<File> files, List<String> errors) {}

  private Inputs() {}

  public static Listing list(List<String> inputs, Configuration conf) {
    TreeMap<String, File> files = new TreeMap<>();
    List<String> errors = new ArrayList<>();
    for (String input : inputs) {
      try {
        Path p = new Path(input);
        FileSystem fs = p.getFileSystem(conf);
        FileStatus[] matches = fs.globStatus(p);
        if (matches == null || matches.length == 0) {
          errors.add("cannot read " + input + ": no such file");
          continue;
        }
        for (FileStatus m : matches) {
          if (m.isDirectory()) {
            addTree(fs, m.getPath(), files, errors);
          } else {
            add(fs, m, files, errors, false);
          }
        }
      } catch (IOException | IllegalArgumentException e) {
        errors.add("cannot read " + input + ": " + message(e));
      }
    }
    return new Listing(new ArrayList<>(files.values()), errors);
  }

  /**
   * Why an input gives no record file, or null when it gives at least one: it matches nothing, or
   * only directories holding no record file at any depth. Stops at the first record file found,
   * so a large corpus costs a few listings.
   */
  public static String problem(String input, Configuration conf) {
    try {
      Path p = new Path(input);
      FileSystem fs = p.getFileSystem(conf);
      FileStatus[] matches = fs.globStatus(p);
      if (matches == null || matches.length == 0) {
        boolean glob = input.chars().anyMatch(c -> "*?[{".indexOf(c) >= 0);
        return glob ? "matches no file or directory" : "no such file or directory";
      }
      for (FileStatus m : matches) {
        if (!m.isDirectory() || hasRecordFile(fs, m.getPath())) {
          return null;
        }
      }
      return "no record file in it (" + String.join(", ", EXTENSIONS) + ", also gzip or bzip2, or a transcription "
          + TRANSCRIPTION_EXTENSION + " starting '# game:')";
    } catch (IOException | IllegalArgumentException e) {
      return "cannot read it: " + message(e);
    }
  }

  private static boolean hasRecordFile(FileSystem fs, Path dir) throws IOException {
    for (FileStatus f : fs.listStatus(dir)) {
      if (f.isDirectory()) {
        if (hasRecordFile(fs, f.getPath())) {
          return true;
        }
      } else if (isRecordFile(f.getPath())) {
        return true;
      } else if (isTranscriptionCandidate(f.getPath())) {
        TreeMap<String, File> found = new TreeMap<>();
        add(fs, f, found, new ArrayList<>(), true);
        if (!found.isEmpty()) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The record files under a directory, at any depth. {@code listStatus} rather than {@code
   * listFiles}: on the local file system the latter builds a {@code LocatedFileStatus} per file,
   * which asks for the file's permissions, and Hadoop gets those by running {@code ls -ld} in a new
   * process for every file (about 5 s for 1,000 files).
   */
  private static void addTree(FileSystem fs, Path dir, TreeMap<String, File> files, List<String> errors)
      throws IOException {
    for (FileStatus f : fs.listStatus(dir)) {
      if (f.isDirectory()) {
        addTree(fs, f.getPath(), files, errors);
      } else if (isRecordFile(f.getPath())) {
        add(fs, f, files, errors, false);
      } else if (isTranscriptionCandidate(f.getPath())) {
        add(fs, f, files, errors, true);
      }
    }
  }

  static boolean isRecordFile(Path p) {
    String name = uncompressedName(p);
    if (name == null) {
      return false;
    }
    for (String ext : EXTENSIONS) {
      if (name.endsWith(ext)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a file found in a directory is taken if its first line is a transcription's {@code # game:} header. */
  static boolean isTranscriptionCandidate(Path p) {
    String name = uncompressedName(p);
    return name != null && name.endsWith(TRANSCRIPTION_EXTENSION);
  }

  /** The lower-case name without {@code .gz}/{@code .bz2}/{@code .zst}, or null for a hidden or {@code _} file. */
  private static String uncompressedName(Path p) {
    String name = p.getName().toLowerCase(Locale.ROOT);
    if (name.startsWith(".") || name.startsWith("_")) {
      return null;
    }
    if (name.endsWith(".gz")) {
      name = name.substring(0, name.length() - 3);
    } else if (name.endsWith(".bz2") || name.endsWith(".zst")) {
      name = name.substring(0, name.length() - 4);
    }
    return name;
  }

  /**
   * Adds a file with its format read from its first bytes; with {@code transcriptionOnly}, only
   * when it is a transcription (otherwise it is not a record file and is left out silently).
   */
  private static void add(FileSystem fs, FileStatus f, TreeMap<String, File> files, List<String> errors,
      boolean transcriptionOnly) {
    Path p = fs.makeQualified(f.getPath());
    java.util.Optional<InputFormat> named = InputFormats.byName(p.getName());
    if (!transcriptionOnly && named.isPresent() && named.get().randomAccess()) {
      // a columnar file, read by its format from the file: no compression, no text to check here
      files.put(p.toString(), new File(p.toString(), f.getLen(), f.getModificationTime(), false, named.get()));
      return;
    }
    try (InputStream raw = fs.open(p)) {
      BufferedInputStream in = new BufferedInputStream(raw, 1 << 16);
      in.mark(Compression.HEAD_BYTES);
      byte[] magic = in.readNBytes(Compression.HEAD_BYTES);
      in.reset();
      boolean compressed = InputBytes.compressed(magic);
      // the same checks as the reader's: content it does not read is one error for the file, here
      byte[] head = Compression.open(in).readNBytes(4096);
      InputFormat format = InputFormats.detect(p.getName(), head);
      if (transcriptionOnly && InputFormats.byContentExtension(p.getName(), head).isEmpty()) {
        return;
      }
      files.put(p.toString(), new File(p.toString(), f.getLen(), f.getModificationTime(), compressed, format));
    } catch (IOException | RuntimeException e) {
      errors.add("cannot read " + p + ": " + message(e));
    }
  }

  public static String message(Throwable e) {
    if (e instanceof java.io.FileNotFoundException) {
      return "no such file";
    }
    if (e instanceof org.apache.hadoop.security.AccessControlException
        || String.valueOf(e.getMessage()).contains("Permission denied")) {
      return "permission denied";
    }
    String m = e.getMessage();
    return m == null ? e.getClass().getSimpleName() : m.replaceAll("[\\r\\n]+", " ");
  }
}
