package org.ludoteca.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.InputFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.spark.files.Inputs;
import org.ludoteca.spark.files.SlicedFormat;
import org.ludoteca.spark.files.SplitRow;
import org.ludoteca.spark.files.Splits;
import org.ludoteca.spark.ingest.GameIds;

/**
 * Reads game records outside Spark with the ids the ingest gives them (the {@code game_id} of
 * the {@code games} table): the same listing of inputs, the same qualified source paths, the same
 * hash. For {@code ludoteca show} and {@code replay --html}, which find and name games as the
 * tables do.
 */
public final class GameFiles {
  /**
   * A record and its id.
   *
   * @param gameId the {@code game_id} the ingest gives the record
   * @param record the record, its source the file's qualified path ({@code file:/…/sample.rpgn})
   */
  public record Identified(String gameId, GameRecord record) {}

  private GameFiles() {}

  /**
   * Reads every game record of the inputs (files, directories, globs, as {@code ingest} lists
   * them), in path order, giving each to {@code each} with its id. Rejected records are skipped.
   *
   * @return one message per input or file that could not be listed or read, {@code cannot read
   *     PATH: reason}
   */
  public static List<String> forEach(List<String> inputs, Consumer<Identified> each) {
    Inputs.Listing listing = Inputs.list(inputs, new Configuration());
    List<String> errors = new ArrayList<>(listing.errors());
    for (Inputs.File f : listing.files()) {
      try {
        read(f.path(), f.format(), each);
      } catch (IOException | UncheckedIOException e) {
        errors.add("cannot read " + f.path() + ": " + Inputs.message(e instanceof UncheckedIOException u
            ? u.getCause() : e));
      }
    }
    return errors;
  }

  /**
   * Reads every game record of one local file, giving each with its id.
   *
   * @throws IOException if the file cannot be opened or read
   */
  public static void forEach(java.nio.file.Path file, Consumer<Identified> each) throws IOException {
    Inputs.File f = listed(file);
    read(f.path(), f.format(), each);
  }

  /** One local record file as the listing sees it (format, compression, size). */
  private static Inputs.File listed(java.nio.file.Path file) throws IOException {
    Configuration conf = new Configuration();
    Path p = FileSystem.getLocal(conf).makeQualified(new Path(file.toAbsolutePath().normalize().toUri()));
    Inputs.Listing listing = Inputs.list(List.of(p.toString()), conf);
    if (listing.files().size() != 1) {
      throw new IOException(listing.errors().isEmpty() ? "not a record file" : listing.errors().get(0));
    }
    return listing.files().get(0);
  }

  /** The most a record at an offset is read ahead for: a record longer than the reader keeps is rejected anyway. */
  static final int RECORD_WINDOW = (1 << 20) + (64 << 10);

  /**
   * The game records of one local file that start at the given offsets and have the given ids
   * ({@code game_id}), by offset: one pass over the file that skips to each offset (a seek for a
   * plain file; a compressed one is decompressed up to the last offset, not parsed) and reads the
   * one record that starts there. No other record is parsed and no other id computed, so the cost
   * does not grow with the records of the file. An offset where no record with its id is read
   * this way is left out; the caller reads the file whole for those ({@link
   * #forEach(java.nio.file.Path, Consumer)}).
   *
   * @throws IOException if the file cannot be opened or read
   */
  public static java.util.Map<Long, GameRecord> at(java.nio.file.Path file, java.util.Map<Long, String> idsByOffset)
      throws IOException {
    java.util.Map<Long, GameRecord> found = new java.util.HashMap<>();
    if (idsByOffset.isEmpty()) {
      return found;
    }
    Inputs.File f = listed(file);
    if (f.format() instanceof SlicedFormat) {
      return found; // its records are rows, not byte offsets: the caller reads the file whole
    }
    SplitRow whole = new SplitRow(f.path(), f.format().name(), 0, f.compressed() ? -1 : f.size(), "");
    try (InputStream opened = Splits.open(Splits.fs(f.path()), whole)) {
      java.io.BufferedInputStream in = new java.io.BufferedInputStream(opened, 1 << 16);
      long pos = 0;
      for (long offset : new java.util.TreeSet<>(idsByOffset.keySet())) {
        if (offset < pos) {
          continue;
        }
        in.skipNBytes(offset - pos);
        pos = offset;
        in.mark(RECORD_WINDOW);
        byte[] window = in.readNBytes(RECORD_WINDOW);
        in.reset();
        try (RecordReader reader = RecordReader.slice(new java.io.ByteArrayInputStream(window), f.path(), f.format(),
            offset, offset + 1)) {
          if (reader.hasNext() && reader.next() instanceof GameRecord g && g.offset() == 0
              && GameIds.of(f.path(), offset, g.text()).equals(idsByOffset.get(offset))) {
            found.put(offset, g);
          }
        } catch (RuntimeException e) {
          // not a record read this way: left to the caller's whole read
        }
      }
    } catch (java.io.EOFException e) {
      // an offset past the end: the file changed since; what was found stands
    }
    return found;
  }

  /**
   * The game records of one input file (a source as the tables name it) at the given offsets with
   * the given ids, by offset: read where each starts ({@link #at}), the whole file for those not
   * found so. Empty when the file is not a local file still there or cannot be read. For the
   * shortest games of runs ingested before {@code shortest_summary} carried their records.
   */
  static java.util.Map<Long, GameRecord> records(String source, java.util.Map<Long, String> idsByOffset) {
    java.util.Optional<java.nio.file.Path> local = localFile(source);
    java.util.Map<Long, GameRecord> found = new java.util.TreeMap<>();
    if (local.isEmpty()) {
      return found;
    }
    try {
      found.putAll(at(local.get(), idsByOffset));
      if (found.size() < idsByOffset.size()) {
        // A record the direct read did not give (or a row without its game_id): the whole file.
        forEach(local.get(), g -> {
          long offset = g.record().offset();
          if (idsByOffset.containsKey(offset) && !found.containsKey(offset)) {
            found.put(offset, g.record());
          }
        });
      }
    } catch (IOException | UncheckedIOException e) {
      // not readable (any more) here: the rows not found stay without their records
    }
    return found;
  }

  private static java.util.Optional<java.nio.file.Path> localFile(String source) {
    try {
      java.net.URI u = new java.net.URI(source);
      java.nio.file.Path p = u.getScheme() == null ? java.nio.file.Path.of(source)
          : "file".equals(u.getScheme()) ? java.nio.file.Path.of(u) : null;
      return p != null && java.nio.file.Files.isRegularFile(p) ? java.util.Optional.of(p) : java.util.Optional.empty();
    } catch (java.net.URISyntaxException | IllegalArgumentException e) {
      return java.util.Optional.empty();
    }
  }

  private static void read(String path, InputFormat format, Consumer<Identified> each) throws IOException {
    SplitRow whole = new SplitRow(path, format.name(), 0, -1, "");
    try (RecordReader reader = format instanceof SlicedFormat sliced ? sliced.open(Splits.fs(path), whole)
        : RecordReader.of(Splits.open(Splits.fs(path), whole), path, format)) {
      while (reader.hasNext()) {
        ReadResult r = reader.next();
        if (r instanceof GameRecord g) {
          each.accept(new Identified(GameIds.of(path, g.offset(), g.text()), g));
        }
      }
    }
  }
}
